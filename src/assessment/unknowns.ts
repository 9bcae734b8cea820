/** The sections a buyer must look up elsewhere, and why: failed this time, not looked up, looked up under one name only, or not in our data. */
import type { Unknown } from '../report/assessment.js';
import { OPTIONAL_PER_MODEL_SECTIONS, SECTION_LIST, type SectionKey } from '../report/sections.js';
import type { Facts } from './facts.js';
import { sectionNotApplicable } from '../report/section-state.js';
import { NHTSA_RECALL_LOOKUP } from '../report/recalls.js';
import { countGaps, NO_MAINTENANCE_MATCH, notLookedUpForSameReason, RECALLS_NOT_LOOKED_UP_UNKNOWN } from '../words/assessment-words.js';
import { sectionGapSentence } from '../words/section-words.js';
import { isNarrowable, narrowedSentence } from '../words/lookup-words.js';

/**
 * Where a buyer can look each section up themselves (null: nowhere but here; the recalls' lookup is
 * the report's own per-VIN address). The compiler names this map when a section is added.
 */
export const LOOKUPS: Record<SectionKey, { name: string; url: string } | null> = {
  recalls: null,
  maintenance: null,
  complaints: { name: 'NHTSA recalls, complaints and investigations by vehicle', url: NHTSA_RECALL_LOOKUP },
  safetyRatings: { name: 'NHTSA 5-Star Safety Ratings', url: 'https://www.nhtsa.gov/ratings' },
  fuelEconomy: { name: 'EPA and DOE fuel economy', url: 'https://www.fueleconomy.gov' },
};

export function assessUnknowns(input: Facts, recallLookupUrl: string): Unknown[] {
  const out: Unknown[] = [];
  const failed = new Set(input.unavailable);
  const add = (section: string, reason: Unknown['reason'], text: string, lookup?: { name: string; url: string } | null) => {
    const entry: Unknown = { section, reason, text };
    if (lookup) entry.lookup = lookup;
    out.push(entry);
  };
  if (!input.recallsLookedUp) {
    add('recalls', 'notLookedUp', RECALLS_NOT_LOOKED_UP_UNKNOWN, { name: 'NHTSA recall lookup by VIN', url: recallLookupUrl });
    // Every per-model section besides the recalls was not asked either (src/report/sections.ts).
    for (const section of OPTIONAL_PER_MODEL_SECTIONS) {
      if (!failed.has(section) && !sectionNotApplicable({ vehicle: input.vehicle, assessment: { vehicle: input.car } }, section)) add(section, 'notLookedUp', notLookedUpForSameReason(section), LOOKUPS[section]);
    }
  }
  // Asked under vPIC's model name alone: what NHTSA files under its other names for the model may be missing.
  for (const section of input.narrowed) {
    if (!isNarrowable(section) || failed.has(section)) continue;
    add(section, 'narrowed', narrowedSentence(section, input.vehicle.model), section === 'recalls' ? { name: 'NHTSA recall lookup by VIN', url: recallLookupUrl } : LOOKUPS[section]);
  }
  // The same sentence as the section's own box at every door; in demo mode the section was never recorded.
  const stated = { vehicle: input.vehicle, assessment: { vehicle: input.car } };
  for (const section of OPTIONAL_SECTIONS) {
    // A section that does not exist for this kind of vehicle (a trailer's crash ratings) is no gap.
    if (failed.has(section) && !sectionNotApplicable(stated, section)) add(section, 'notFetched', sectionGapSentence(section, input.demo ? 'notRecorded' : 'notFetched'), LOOKUPS[section]);
  }
  // NHTSA's crash-test record counts more complaints or recalls than the searches returned.
  for (const gap of countGaps(input)) add(gap.section, 'countsDisagree', gap.text, { name: 'NHTSA recalls, complaints and investigations for this model', url: gap.url });
  if (input.maintenance === null && !failed.has('maintenance') && maintainable(input)) {
    add('maintenance', 'noMatch', NO_MAINTENANCE_MATCH);
  }
  return out;
}

/** The sections a report can do without, those from our own table last: each one that failed is named, with where to look it up. */
const OPTIONAL_SECTIONS: readonly SectionKey[] = SECTION_LIST.filter((section) => section.onFailure === 'unavailable')
  .sort((a, b) => Number(a.source === 'table') - Number(b.source === 'table'))
  .map((section) => section.key);

/** Trailers and vehicles vPIC says nothing of the powertrain of have no engine table entry to miss. */
function maintainable(input: Facts): boolean {
  return input.car.powertrain !== 'none' && input.car.powertrain !== 'unknown';
}
