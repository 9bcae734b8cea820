/**
 * The report's sections, in report order: each one's key (the report field), its shape, its value
 * with nothing to show, whether it is looked up by make, model and year, and what a failure to load
 * it means. `SectionKey` and every map keyed by it (loaders, words at every door, facts) follow from
 * this list, so adding a line here makes the compiler name everything a new section still needs
 * (CONTRIBUTING.md, "Recipe: add a report section").
 */
import { z } from 'zod';
import { ComplaintsSchema } from './complaints.js';
import { FuelEconomySchema } from './fuel-economy.js';
import { SafetyRatingsSchema } from './safety-ratings.js';
import { MaintenanceSpecSchema, RecallSchema } from './schemas.js';

export interface SectionShape<K extends string = string, T = unknown, P extends boolean = boolean> {
  key: K;
  /** The section's value in a report (null included where the source may have no data). */
  schema: z.ZodType<T>;
  /**
   * What a failure means: 'fail' fails the whole report (a retryable 500: a report never claims
   * "no recalls" when the recall service could not be asked); 'unavailable' leaves the section
   * null and names it in the report's `unavailable` list.
   */
  onFailure: 'fail' | 'unavailable';
  /**
   * Whether it is looked up by make, model and year. When vPIC gave no model name such a section is
   * not loaded: the report holds `none` and names it in `notLookedUp`, so no door reads it as "none".
   */
  perModel: P;
  /** The section's value when there is nothing to show (null, or an empty list); for a per-model section, also when it was not looked up. */
  none: T;
}

/** Identity, but checks a section's `none` against its schema at the definition. */
function shape<K extends string, T, P extends boolean>(section: SectionShape<K, T, P>): SectionShape<K, T, P> {
  return section;
}

export const SECTION_LIST = [
  shape({ key: 'recalls', schema: z.array(RecallSchema), onFailure: 'fail', perModel: true, none: [] }),
  // Optional in the contract's schema, though every report has it (null when nothing matches).
  shape({ key: 'maintenance', schema: MaintenanceSpecSchema.nullable().optional(), onFailure: 'unavailable', perModel: false, none: null }),
  shape({ key: 'complaints', schema: ComplaintsSchema.nullable(), onFailure: 'unavailable', perModel: true, none: null }),
  shape({ key: 'safetyRatings', schema: SafetyRatingsSchema.nullable(), onFailure: 'unavailable', perModel: true, none: null }),
  shape({ key: 'fuelEconomy', schema: FuelEconomySchema.nullable(), onFailure: 'unavailable', perModel: true, none: null }),
] as const;

/** A section's key: the report field it fills. Doors render sections through maps keyed by it. */
export type SectionKey = (typeof SECTION_LIST)[number]['key'];

/** Every section's value, by key: what the summary writers read. */
export type SectionValues = { [S in (typeof SECTION_LIST)[number] as S['key']]: z.infer<S['schema']> };

/** The shape of the section `key`, for its loader (src/sections/) to complete. */
export function sectionShape<K extends SectionKey>(key: K): Extract<(typeof SECTION_LIST)[number], { key: K }> {
  return SECTION_LIST.find((section) => section.key === key) as Extract<(typeof SECTION_LIST)[number], { key: K }>;
}

/** Every section at its "nothing to show" value: where a report or summary input is built by hand (tests, the bench). */
export function emptySections(): SectionValues {
  return Object.fromEntries(SECTION_LIST.map((section) => [section.key, section.none])) as SectionValues;
}
