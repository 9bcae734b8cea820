/**
 * Which state each section of a report is in (data, none, not fetched, not looked up, not in the
 * demo data, not applicable to this kind of vehicle), read from the report's own fields. Every
 * door and the summary say a section's state in the same words (src/words/section-words.ts).
 */
import type { SectionKey } from './sections.js';
import { bodyOf, type BodyKind } from './vehicle-facts.js';

/**
 * What a section of a report holds: data; `none` (the source has nothing for this vehicle);
 * `notFetched` (the source failed this time: named in `unavailable`); `notLookedUp` (the source
 * could not be asked, because vPIC gave no model name: named in `notLookedUp`); `notRecorded` (a
 * demo report's `notInDemo`, or `unavailable` in a demo report built before that field: the demo
 * data has no answer for it, which no retry changes).
 */
export type SectionState = 'data' | 'none' | 'notFetched' | 'notLookedUp' | 'notRecorded' | 'notApplicable';

/** The report fields a section's state is read from. */
export interface StatedReport {
  vehicle: { model?: string; bodyClass?: string; vehicleType?: string };
  unavailable?: string[];
  notLookedUp?: string[];
  notInDemo?: string[];
  demo?: boolean;
  assessment?: { vehicle?: { body: BodyKind } };
}

/**
 * The sections that do not exist for a kind of vehicle by its nature: a trailer has no engine and
 * burns no fuel; NHTSA's crash tests (NCAP) rate cars and light trucks, and EPA's fuel economy
 * figures cover cars and light trucks, never trailers, motorcycles, buses or low-speed vehicles.
 */
const NOT_APPLICABLE: Partial<Record<BodyKind, readonly SectionKey[]>> = {
  trailer: ['maintenance', 'safetyRatings', 'fuelEconomy'],
  motorcycle: ['safetyRatings', 'fuelEconomy'],
  bus: ['safetyRatings', 'fuelEconomy'],
  'low-speed': ['safetyRatings', 'fuelEconomy'],
};

/** The vehicle's body as the assessment derived it (or, for a report cached without one, from the decode). */
export function reportBody(report: Pick<StatedReport, 'vehicle' | 'assessment'>): BodyKind {
  return report.assessment?.vehicle?.body ?? bodyOf(report.vehicle);
}

/** Whether `key` does not exist for this kind of vehicle (a trailer's crash ratings). */
export function sectionNotApplicable(report: Pick<StatedReport, 'vehicle' | 'assessment'>, key: SectionKey): boolean {
  const body = reportBody(report);
  // vPIC types 12- and 15-passenger vans as buses too: only a body class of bus settles it.
  if (body === 'bus' && !(report.vehicle.bodyClass ?? '').trim().toUpperCase().startsWith('BUS')) return false;
  return NOT_APPLICABLE[body]?.includes(key) === true;
}

/** The state of `key` in `report`; `value` is the section's value (null, an empty list or data). */
export function sectionState(report: StatedReport, key: SectionKey, value: unknown): SectionState {
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  // Said once, as what the vehicle is: never "could not be fetched" or "none" for what cannot exist.
  if (empty && sectionNotApplicable(report, key)) return 'notApplicable';
  if (report.notLookedUp?.includes(key)) return 'notLookedUp';
  // A report cached before `notLookedUp` existed named recalls in `unavailable` for a missing model.
  if (key === 'recalls' && !report.notLookedUp && report.unavailable?.includes(key) && !report.vehicle.model?.trim()) return 'notLookedUp';
  if (report.notInDemo?.includes(key)) return 'notRecorded';
  if (report.unavailable?.includes(key)) return report.demo ? 'notRecorded' : 'notFetched';
  // No complaints on file is one sentence, never a row of zeros.
  if (key === 'complaints' && (value as { total?: unknown } | null)?.total === 0) return 'none';
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return 'none';
  return 'data';
}
