/**
 * Each section's title and its name in a sentence, and the one sentence a section without data is
 * told in at every door (none on file, not fetched, not looked up, not in the demo data, not
 * applicable), for the state src/report/section-state.ts reads.
 */
import type { SectionKey } from '../report/sections.js';
import { reportBody, type SectionState, type StatedReport } from '../report/section-state.js';
import type { BodyKind } from '../report/vehicle-facts.js';
import { listOf } from './text.js';

/** Each section's heading, the same on the page, in the CLI and in the list of sections not loaded. */
export const SECTION_TITLES: Record<SectionKey, string> = {
  recalls: 'Recalls',
  maintenance: 'Maintenance',
  complaints: 'Owner complaints',
  safetyRatings: 'Crash ratings',
  fuelEconomy: 'Fuel economy',
};

/** A section's name inside a sentence ("complaints, fuel economy"). */
export function sectionName(key: string): string {
  const title = (SECTION_TITLES as Record<string, string>)[key];
  return title ? title.toLowerCase() : key;
}

/** Each section named in a sentence ("The owner complaints could not be fetched"). */
export const SECTION_NOUNS: Record<SectionKey, string> = {
  recalls: 'recalls',
  maintenance: 'maintenance specifications',
  complaints: 'owner complaints',
  safetyRatings: 'crash ratings',
  fuelEconomy: 'fuel economy figures',
};

/** What each section says when the source has nothing for this vehicle. */
const NONE_SENTENCES: Record<SectionKey, string> = {
  recalls: 'NHTSA lists no recalls for this model and year.',
  maintenance: 'No maintenance specifications match this engine yet.',
  complaints: 'NHTSA has no owner complaints on file for this model and year.',
  safetyRatings: 'NHTSA has not published crash-test ratings for this vehicle.',
  fuelEconomy: 'EPA has no fuel economy figures that match this vehicle.',
};

/** The kind of vehicle in the plural, for "not applicable" sentences. */
const BODY_PLURALS: Partial<Record<BodyKind, string>> = { trailer: 'trailers', motorcycle: 'motorcycles', bus: 'buses', 'low-speed': 'low-speed vehicles' };

/** Why a section does not exist for this kind of vehicle, in one sentence. */
function notApplicableSentence(key: SectionKey, body: BodyKind): string {
  const plural = BODY_PLURALS[body] ?? 'vehicles of this kind';
  switch (key) {
    case 'maintenance': return body === 'trailer' ? 'Not applicable: a trailer has no engine. Its wheel bearings, brakes, tires and lights are its maintenance.' : `Not applicable to ${plural}.`;
    case 'safetyRatings': return `Not applicable: NHTSA crash-tests cars and light trucks, not ${plural}.`;
    case 'fuelEconomy': return body === 'trailer' ? 'Not applicable: a trailer uses no fuel.' : `Not applicable: EPA rates the fuel economy of cars and light trucks, not ${plural}.`;
    default: return `Not applicable to ${plural}.`;
  }
}

/** Why the recalls could not be looked up, in the words every door and the summary use. */
export const RECALLS_NOT_LOOKED_UP = "Recalls could not be looked up: NHTSA's decoder returned no model name for this VIN, and the recall service is searched by make, model and year.";

/**
 * The one sentence a section without data is told in, at every door. `report` says what kind of
 * vehicle it is, for a section that is not applicable to it.
 */
export function sectionGapSentence(key: SectionKey, state: Exclude<SectionState, 'data'>, report?: Pick<StatedReport, 'vehicle' | 'assessment'>): string {
  switch (state) {
    case 'notApplicable': return notApplicableSentence(key, report ? reportBody(report) : 'unknown');
    case 'none': return NONE_SENTENCES[key];
    case 'notFetched': return `${SECTION_TITLES[key]} could not be fetched this time: missing here, not clean.`;
    case 'notRecorded': return `${SECTION_TITLES[key]} ${SECTION_TITLES[key].endsWith('s') ? 'are' : 'is'} not in the demo data: no answer was recorded for this vehicle.`;
    case 'notLookedUp': return key === 'recalls'
      ? `${RECALLS_NOT_LOOKED_UP} This is not a clean record.`
      : "Not looked up: NHTSA's decoder returned no model name for this VIN.";
  }
}

/**
 * The summary's one line for the sections missing from a report: failed this time, or (demo mode)
 * never recorded; either way a buyer looks them up, since missing is not clean.
 */
export function missingSectionsSentence(keys: SectionKey[], state: 'notFetched' | 'notRecorded'): string | undefined {
  const names = keys.map((key) => SECTION_NOUNS[key]);
  if (names.length === 0) return undefined;
  const one = names.length === 1 && !names[0]!.endsWith('s');
  const why = state === 'notRecorded'
    ? `${one ? 'is' : 'are'} not in the demo data: no answer was recorded for this vehicle`
    : `could not be fetched this time: ${one ? 'it is' : 'they are'} missing here, not clean`;
  return `The ${listOf(names)} ${why}, so look ${one ? 'it' : 'them'} up before buying.`;
}

/** A short note for a section without data (the page's glance tiles, the CSV's cells). */
export const GAP_NOTES: Record<Exclude<SectionState, 'data'>, string> = {
  notApplicable: 'not applicable',
  none: 'none on file',
  notFetched: 'not fetched this time',
  notLookedUp: 'not looked up',
  notRecorded: 'not in the demo data',
};
