/**
 * The report sections the summary writers read, typed here exactly as the agreed shapes say
 * (complaints, NCAP crash ratings, EPA fuel economy, recall applicability, maintenance known
 * issues). Their zod schemas live with the sections; these local types let src/ai/ compile on its
 * own until the two are merged, when the imports can point at the schemas instead.
 */
import type { MaintenanceSpec, Recall } from '../schemas.js';

export interface Complaints {
  total: number;
  crashes: number;
  fires: number;
  injuries: number;
  deaths: number;
  /** Descending by count, top 10. */
  components: { component: string; count: number }[];
  /** ISO YYYY-MM-DD. */
  latestFiled?: string;
}

export interface SafetyRatings {
  /** NHTSA's VehicleDescription. */
  variant: string;
  /** NHTSA's strings: "5", "4", ..., "Not Rated". */
  overall: string;
  frontCrash: string;
  sideCrash: string;
  rollover: string;
  /** NHTSA's RolloverPossibility, 0..1. */
  rolloverRisk?: number;
}

export interface FuelEconomy {
  /** EPA option text. */
  variant: string;
  /** MPGe for electric vehicles. */
  cityMpg: number;
  highwayMpg: number;
  combinedMpg: number;
  fuelType: string;
  rangeMiles?: number;
}

export type RecallAppliesTo = 'likely' | 'unlikely' | 'unknown';

/** A recall with the applicability verdict the recall section adds. */
export type ApplicableRecall = Recall & { appliesTo?: RecallAppliesTo; reason?: string };

export interface KnownIssue {
  title: string;
  detail: string;
  source: string;
}

/** A maintenance spec with the engine's documented weaknesses. */
export type MaintenanceFacts = MaintenanceSpec & { knownIssues?: KnownIssue[] };

/** Section names as they appear in the report's `unavailable` list. */
export type SectionName = 'complaints' | 'safetyRatings' | 'fuelEconomy' | 'maintenance';
