/**
 * Summary inputs for the writer tests, written flat (recalls, complaints, recallsLookedUp... side by
 * side) as a test reads best, and turned into the pipeline's shape ({ vehicle, sections, unavailable,
 * notLookedUp }). A section a test does not name is empty, so a new section needs no test edits.
 */
import type { SummaryInput } from '../../src/ai/provider.js';
import { emptySections, type SectionValues } from '../../src/report/sections.js';

export type SummaryFacts = Partial<SectionValues> & {
  vehicle?: SummaryInput['vehicle'];
  /** False: vPIC gave no model name, so no per-model section was asked (named in notLookedUp). */
  recallsLookedUp?: boolean;
  unavailable?: string[];
  currentYear?: number;
};

const PER_MODEL = ['recalls', 'complaints', 'safetyRatings', 'fuelEconomy'];

export function summaryInput(facts: SummaryFacts & { vehicle: SummaryInput['vehicle'] }): SummaryInput {
  const { vehicle, recallsLookedUp = true, unavailable = [], currentYear = 2026, ...sections } = facts;
  return { vehicle, sections: { ...emptySections(), ...sections }, unavailable, notLookedUp: recallsLookedUp ? [] : PER_MODEL, currentYear };
}

/** `input` with some facts replaced. */
export function withFacts(input: SummaryInput, facts: SummaryFacts): SummaryInput {
  const { vehicle = input.vehicle, recallsLookedUp, unavailable = input.unavailable, currentYear = input.currentYear, ...sections } = facts;
  const notLookedUp = recallsLookedUp === undefined ? input.notLookedUp : recallsLookedUp ? [] : PER_MODEL;
  return { vehicle, sections: { ...input.sections, ...sections }, unavailable, notLookedUp, currentYear };
}
