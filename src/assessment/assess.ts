/**
 * The assessment, computed once per report from the decode and the sections: how sure the decode
 * is, which recalls may apply, what is unknown, the score and why, what to check on a test drive
 * and what the report does not cover. Pure and deterministic; the pipeline stores it in the report
 * and both summary writers are bound by it.
 */
import type { DecodedVehicle, MaintenanceSpec, Recall } from '../schemas.js';
import type { SectionValues } from '../sections/index.js';
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
  /** Every section's value, by key. */
  sections: SectionValues;
  /** Sections that could not be fetched this time. */
  unavailable: string[];
  /** Sections that could not be asked for this vehicle (vPIC gave no model name). */
  notLookedUp: string[];
  /** The calendar year the report is written in. */
  currentYear: number;
}

/** The same facts, flat, as the assessment's parts read them. */
export interface Facts {
  vehicle: DecodedVehicle;
  recalls: Recall[];
  /** False when the recall service could not be asked (vPIC gave no model). */
  recallsLookedUp: boolean;
  maintenance: MaintenanceSpec | null;
  complaints: Complaints | null;
  safetyRatings: SafetyRatings | null;
  fuelEconomy: FuelEconomy | null;
  unavailable: string[];
  currentYear: number;
}

function factsOf(input: AssessmentInput): Facts {
  const { recalls, maintenance, complaints, safetyRatings, fuelEconomy } = input.sections;
  return {
    vehicle: input.vehicle,
    recalls,
    recallsLookedUp: !input.notLookedUp.includes('recalls'),
    maintenance: maintenance ?? null,
    complaints: complaints ?? null,
    safetyRatings: safetyRatings ?? null,
    fuelEconomy: fuelEconomy ?? null,
    unavailable: input.unavailable,
    currentYear: input.currentYear,
  };
}

const NHTSA_RECALLS = 'https://www.nhtsa.gov/recalls';

export function assess(sliced: AssessmentInput): Assessment {
  const input = factsOf(sliced);
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
