/** What an assessment is made from, and the same facts flat, as its parts (checks, score, unknowns) read them. */
import type { DecodedVehicle } from '../report/schemas.js';
import { SECTION_LIST, type SectionKey, type SectionValues } from '../report/sections.js';
import { assessDecode } from './decode.js';
import { vehicleFactsOf, type VehicleFacts } from '../report/vehicle-facts.js';

/** The facts an assessment is made from: the decode and the sections, as the summary writers get them. */
export interface AssessmentInput {
  vehicle: DecodedVehicle;
  /** Every section's value, by key. */
  sections: SectionValues;
  /** Sections that could not be fetched this time ("complaints", "safetyRatings", ...): never "none". */
  unavailable: string[];
  /** Sections that could not be asked for this vehicle (vPIC gave no model name): unknown, never "none" (recalls above all). */
  notLookedUp: string[];
  /** Sections looked up under vPIC's model name alone, NHTSA's list of model names out of reach: what they hold may be short. */
  narrowed?: string[];
  /** The calendar year the report is written in (from the injected clock), for age-aware advice. */
  currentYear: number;
  /** Demo mode: a section named in `unavailable` was never recorded, rather than failed. */
  demo?: boolean;
}

/** Every section's value by its key, a missing one at its `none` (src/report/sections.ts). */
export type SectionFacts = { [K in SectionKey]: Exclude<SectionValues[K], undefined> };

/** The same facts, flat, as the assessment's parts read them: the sections, by key, beside these. */
export interface Facts extends SectionFacts {
  vehicle: DecodedVehicle;
  /** What the vehicle is (powertrain, body, era), derived once: every part of the assessment reads it. */
  car: VehicleFacts;
  /** False when the recall service could not be asked (vPIC gave no model). */
  recallsLookedUp: boolean;
  unavailable: string[];
  /** Sections looked up under vPIC's model name alone (AssessmentInput.narrowed). */
  narrowed: string[];
  currentYear: number;
  demo: boolean;
}

export function factsOf(input: AssessmentInput): Facts {
  const sections = Object.fromEntries(SECTION_LIST.map((section) => [section.key, input.sections[section.key] ?? section.none])) as SectionFacts;
  return {
    ...sections,
    vehicle: input.vehicle,
    car: vehicleFactsOf(input.vehicle, sections.fuelEconomy, assessDecode(input.vehicle).certain),
    recallsLookedUp: !input.notLookedUp.includes('recalls'),
    unavailable: input.unavailable,
    narrowed: input.narrowed ?? [],
    currentYear: input.currentYear,
    demo: input.demo === true,
  };
}
