/**
 * The report as the CLI reads it: the schema's VinReport plus the sections the pipeline is gaining
 * (complaints, crash ratings, fuel economy, applicability; names as agreed for the report body).
 * Every new field is optional here, so reports from before and after that change both render.
 */
import type { MaintenanceSpec, Recall, VinReport } from '../schemas.js';

export interface ComplaintsView {
  total: number;
  crashes: number;
  fires: number;
  injuries: number;
  deaths: number;
  components: { component: string; count: number }[];
  latestFiled?: string;
}

export interface SafetyRatingsView {
  variant: string;
  overall: string;
  frontCrash: string;
  sideCrash: string;
  rollover: string;
  rolloverRisk?: number;
}

export interface FuelEconomyView {
  variant: string;
  cityMpg: number;
  highwayMpg: number;
  combinedMpg: number;
  fuelType: string;
  rangeMiles?: number;
}

export type RecallView = Recall & { appliesTo?: 'likely' | 'unlikely' | 'unknown'; reason?: string };

export type ReportView = Omit<VinReport, 'recalls' | 'maintenance' | 'ai'> & {
  recalls: RecallView[];
  maintenance?: (MaintenanceSpec & { knownIssues?: { title: string; detail: string; source: string }[] }) | null;
  ai: VinReport['ai'] & { fallback?: boolean };
  complaints?: ComplaintsView | null;
  safetyRatings?: SafetyRatingsView | null;
  fuelEconomy?: FuelEconomyView | null;
  unavailable?: string[];
  recallLookupUrl?: string;
};
