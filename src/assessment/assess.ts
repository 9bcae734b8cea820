/**
 * The assessment, computed once per report from the decode and the sections: how sure the decode
 * is, which recalls may apply, what is unknown, the score and why, what to check on a test drive
 * and what the report does not cover. Pure and deterministic; the pipeline stores it in the report
 * and both summary writers are bound by it.
 */
import type { DecodedVehicle, MaintenanceSpec, Recall } from '../schemas.js';
import type { Complaints } from '../upstream/complaints.js';
import type { FuelEconomy } from '../upstream/fuel-economy.js';
import type { SafetyRatings } from '../upstream/safety-ratings.js';
import { assessChecks } from './checks.js';
import { assessDecode } from './decode.js';
import { NOT_COVERED } from './not-covered.js';
import { assessRecalls } from './recalls.js';
import type { Assessment } from './schema.js';
import { assessScore } from './score.js';
import { assessUnknowns } from './unknowns.js';

/** The facts an assessment is made from: the decode and the sections, as the summary writers get them. */
export interface AssessmentInput {
  vehicle: DecodedVehicle;
  recalls: Recall[];
  /** False when the recall service could not be asked (vPIC gave no model). */
  recallsLookedUp: boolean;
  maintenance: MaintenanceSpec | null;
  complaints: Complaints | null;
  safetyRatings: SafetyRatings | null;
  fuelEconomy: FuelEconomy | null;
  /** Sections that could not be fetched this time. */
  unavailable: string[];
  /** The calendar year the report is written in. */
  currentYear: number;
}

const NHTSA_RECALLS = 'https://www.nhtsa.gov/recalls';

export function assess(input: AssessmentInput): Assessment {
  const decode = assessDecode(input.vehicle);
  const recalls = assessRecalls(input.recalls, input.recallsLookedUp);
  const vin = input.vehicle.vin;
  const unknowns = assessUnknowns(input, vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? `${NHTSA_RECALLS}?vin=${vin}` : NHTSA_RECALLS);
  return {
    decode,
    recalls,
    unknowns,
    score: assessScore(input, { decode, recalls, unknowns }),
    checks: assessChecks(input),
    notCovered: NOT_COVERED.map((n) => ({ ...n, lookups: n.lookups.map((l) => ({ ...l })) })),
  };
}
