/**
 * What the report view reads from a report: the contract's VinReport plus the sections agreed in
 * the shared shapes (complaints, safetyRatings, fuelEconomy, unavailable, …). Everything new is
 * optional so the view renders a report from a server with or without those sections. This file is
 * compiled for the browser too, so it imports nothing; test/web/report-view.test.ts checks that
 * src/schemas.ts's VinReport stays assignable to it.
 */
export interface VehicleView {
  vin?: string;
  make?: string;
  model?: string;
  modelYear?: string;
  trim?: string;
  bodyClass?: string;
  vehicleType?: string;
  driveType?: string;
  engineCylinders?: string;
  engineDisplacement?: string;
  engineModel?: string;
  fuelType?: string;
  transmissionStyle?: string;
  transmissionSpeeds?: string;
  plantCountry?: string;
  plantCity?: string;
  electrificationLevel?: string;
  batteryKwh?: string;
  errorCode?: string;
  errorText?: string;
}

export interface RecallView {
  campNo?: string;
  component?: string;
  summary?: string;
  consequence?: string;
  remedy?: string;
  /** ISO YYYY-MM-DD. */
  reportReceivedDate?: string;
  parkIt?: boolean;
  parkOutside?: boolean;
  overTheAirUpdate?: boolean;
  appliesTo?: 'likely' | 'unlikely' | 'unknown';
  reason?: string;
}

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

export interface KnownIssueView {
  title: string;
  detail: string;
  source: string;
}

export interface MaintenanceView {
  oil?: string;
  oilCapacity?: string;
  oilInterval?: string;
  sparkPlugs?: string;
  battery?: string;
  brakeFluid?: string;
  coolant?: string;
  tireSize?: string;
  cabinFilter?: string;
  isElectric?: boolean;
  notes?: string;
  knownIssues?: KnownIssueView[];
}

export interface AiSummaryView {
  overview: string;
  strengths: string[];
  issues: string[];
  buyingAdvice: string;
  maintenanceTips: string;
  score: number;
  provider?: string;
  model?: string;
  fallback?: boolean;
}

/** The sections a report may name in `unavailable`. */
export type SectionName = 'complaints' | 'safetyRatings' | 'fuelEconomy' | 'maintenance';

export interface ReportView {
  vin: string;
  vehicle: VehicleView;
  recalls: RecallView[];
  maintenance?: MaintenanceView | null;
  ai: AiSummaryView;
  generatedAt: string;
  cached?: boolean;
  complaints?: ComplaintsView | null;
  safetyRatings?: SafetyRatingsView | null;
  fuelEconomy?: FuelEconomyView | null;
  unavailable?: string[];
  recallLookupUrl?: string;
  assessment?: { decode: { confidence: string; message?: string } };
}
