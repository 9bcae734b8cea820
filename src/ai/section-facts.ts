/** The report sections the summary writers read, as their schemas define them. */
import type { MaintenanceSpec, Recall } from '../report/schemas.js';

export type { Complaints } from '../report/complaints.js';
export type { FuelEconomy } from '../report/fuel-economy.js';
export type { SafetyRatings } from '../report/safety-ratings.js';

/** A recall with the applicability verdict the recall section adds. */
export type ApplicableRecall = Recall;

export type KnownIssue = NonNullable<MaintenanceSpec['knownIssues']>[number];

/** A maintenance spec with the engine's documented weaknesses. */
export type MaintenanceFacts = MaintenanceSpec;
