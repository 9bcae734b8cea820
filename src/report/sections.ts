/**
 * The report's sections, in report order: each one's key (the report field), its shape, its value
 * with nothing to show, whether it is looked up by make, model and year, what a failure to load it
 * means, and where it comes from. `SectionKey` and every map keyed by it (loaders, words at every
 * door, facts, the upstreams' base URLs) follow from this list, so adding a line here makes the
 * compiler name everything a new section still needs (CONTRIBUTING.md, "Recipe: add a report section").
 */
import { z } from 'zod';
import { ComplaintsSchema } from './complaints.js';
import { FuelEconomySchema } from './fuel-economy.js';
import { SafetyRatingsSchema } from './safety-ratings.js';
import { MaintenanceSpecSchema, RecallSchema } from './schemas.js';

/**
 * Where a section comes from: an upstream service (`upstream`, the name /healthz gives it; its base
 * URL is a field of the configuration, named in UPSTREAM_BASE_URLS in src/config.ts) and the path
 * under that base URL its calls start with, which the metrics tell apart by the section's key; or
 * `'table'`, our own data shipped with the service (src/maintenance/), which no upstream can fail.
 */
export type SectionSource<U extends string = string> = { upstream: U; path: `/${string}` } | 'table';

export interface SectionShape<K extends string = string, T = unknown, P extends boolean = boolean, U extends string = string> {
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
  source: SectionSource<U>;
}

/** Identity, but checks a section's `none` against its schema at the definition. */
function shape<K extends string, T, P extends boolean, U extends string = never>(section: SectionShape<K, T, P, U>): SectionShape<K, T, P, U> {
  return section;
}

export const SECTION_LIST = [
  shape({ key: 'recalls', schema: z.array(RecallSchema), onFailure: 'fail', perModel: true, none: [], source: { upstream: 'nhtsa', path: '/recalls/' } }),
  // Optional in the contract's schema, though every report has it (null when nothing matches).
  shape({ key: 'maintenance', schema: MaintenanceSpecSchema.nullable().optional(), onFailure: 'unavailable', perModel: false, none: null, source: 'table' }),
  shape({ key: 'complaints', schema: ComplaintsSchema.nullable(), onFailure: 'unavailable', perModel: true, none: null, source: { upstream: 'nhtsa', path: '/complaints/' } }),
  shape({ key: 'safetyRatings', schema: SafetyRatingsSchema.nullable(), onFailure: 'unavailable', perModel: true, none: null, source: { upstream: 'nhtsa', path: '/SafetyRatings/' } }),
  shape({ key: 'fuelEconomy', schema: FuelEconomySchema.nullable(), onFailure: 'unavailable', perModel: true, none: null, source: { upstream: 'fuelEconomy', path: '/ws/rest/' } }),
] as const;

/** A section's key: the report field it fills. Doors render sections through maps keyed by it. */
export type SectionKey = (typeof SECTION_LIST)[number]['key'];

/** An upstream service some section is read from ("nhtsa", "fuelEconomy"): the configuration has a base URL for each. */
export type SectionUpstream = Exclude<(typeof SECTION_LIST)[number]['source'], 'table'>['upstream'];

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

/**
 * The sections read from an upstream that a report can do without: the ones a report may name as
 * could not be fetched (`unavailable`), which the summary's missing-sections sentence and the
 * assessment's unknowns then name.
 */
export const OPTIONAL_FETCHED_SECTIONS: readonly SectionKey[] = SECTION_LIST.filter((section) => section.source !== 'table' && section.onFailure === 'unavailable').map((section) => section.key);

/**
 * The per-model sections besides the recalls (which fail the report, and are said on their own):
 * not looked up with the recalls when vPIC gives no model name, and named in the unknowns then.
 */
export const OPTIONAL_PER_MODEL_SECTIONS: readonly SectionKey[] = SECTION_LIST.filter((section) => section.perModel && section.onFailure === 'unavailable').map((section) => section.key);

/** The upstream services the sections are read from, each once, in report order. */
export const SECTION_UPSTREAMS: readonly SectionUpstream[] = [...new Set(SECTION_LIST.flatMap((section) => (section.source === 'table' ? [] : [section.source.upstream])))];
