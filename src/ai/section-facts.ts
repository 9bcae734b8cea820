/** The report sections the summary writers read, as their schemas define them. */
import type { MaintenanceSpec, Recall } from '../schemas.js';

export type { Complaints } from '../upstream/complaints.js';
export type { FuelEconomy } from '../upstream/fuel-economy.js';
export type { SafetyRatings } from '../upstream/safety-ratings.js';

export type RecallAppliesTo = NonNullable<Recall['appliesTo']>;

/** A recall with the applicability verdict the recall section adds. */
export type ApplicableRecall = Recall;

export type KnownIssue = NonNullable<MaintenanceSpec['knownIssues']>[number];

/** A maintenance spec with the engine's documented weaknesses. */
export type MaintenanceFacts = MaintenanceSpec;

/** Section names as they appear in the report's `unavailable` list. */
export type SectionName = 'complaints' | 'safetyRatings' | 'fuelEconomy' | 'maintenance';
