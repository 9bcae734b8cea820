/** What an assessment is made from, and the same facts flat, as its parts (checks, score, unknowns) read them. */
import type { DecodedVehicle, MaintenanceSpec, Recall } from '../report/schemas.js';
import type { SectionValues } from '../report/sections.js';
import type { Complaints } from '../report/complaints.js';
import type { FuelEconomy } from '../report/fuel-economy.js';
import type { SafetyRatings } from '../report/safety-ratings.js';
import { assessDecode } from './decode.js';
import { vehicleFactsOf, type VehicleFacts } from '../words/vehicle-facts.js';

/** The facts an assessment is made from: the decode and the sections, as the summary writers get them. */
export interface AssessmentInput {
  vehicle: DecodedVehicle;
  /** Every section's value, by key. */
  sections: SectionValues;
  /** Sections that could not be fetched this time ("complaints", "safetyRatings", ...): never "none". */
  unavailable: string[];
  /** Sections that could not be asked for this vehicle (vPIC gave no model name): unknown, never "none" (recalls above all). */
  notLookedUp: string[];
  /** The calendar year the report is written in (from the injected clock), for age-aware advice. */
  currentYear: number;
  /** Demo mode: a section named in `unavailable` was never recorded, rather than failed. */
  demo?: boolean;
}

/** The same facts, flat, as the assessment's parts read them. */
export interface Facts {
  vehicle: DecodedVehicle;
  /** What the vehicle is (powertrain, body, era), derived once: every part of the assessment reads it. */
  car: VehicleFacts;
  recalls: Recall[];
  /** False when the recall service could not be asked (vPIC gave no model). */
  recallsLookedUp: boolean;
  maintenance: MaintenanceSpec | null;
  complaints: Complaints | null;
  safetyRatings: SafetyRatings | null;
  fuelEconomy: FuelEconomy | null;
  unavailable: string[];
  currentYear: number;
  demo: boolean;
}

export function factsOf(input: AssessmentInput): Facts {
  const { recalls, maintenance, complaints, safetyRatings, fuelEconomy } = input.sections;
  return {
    vehicle: input.vehicle,
    car: vehicleFactsOf(input.vehicle, fuelEconomy, assessDecode(input.vehicle).certain),
    recalls,
    recallsLookedUp: !input.notLookedUp.includes('recalls'),
    maintenance: maintenance ?? null,
    complaints: complaints ?? null,
    safetyRatings: safetyRatings ?? null,
    fuelEconomy: fuelEconomy ?? null,
    unavailable: input.unavailable,
    currentYear: input.currentYear,
    demo: input.demo === true,
  };
}
