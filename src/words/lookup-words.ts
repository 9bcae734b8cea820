/**
 * How a look-up asked under vPIC's model name alone is said, at every door: NHTSA files recalls and
 * complaints under its own, finer model names ("XC90 T6", "XC90H" for "XC90"), and when its list
 * of those names could not be reached, the report's `narrowed` names the sections asked under
 * vPIC's name only, and the assessment's unknowns hold these sentences.
 */
import type { Unknown } from '../report/assessment.js';
import type { SectionKey } from '../report/sections.js';
import type { SectionState, StatedReport } from '../report/section-state.js';
import { field } from '../report/upstream-field.js';
import { sectionCrossNotes, sectionGapSentenceFor, type AssessedReport } from './assessment-words.js';
import { sectionGapSentence } from './section-words.js';
import { listOf } from './text.js';
import type { NamedVehicle } from './vehicle-words.js';

/** The sections looked up under NHTSA's own model names. */
export type NarrowedSection = 'recalls' | 'complaints';

const MISSED: Record<NarrowedSection, { asked: string; missed: string; after: string }> = {
  recalls: { asked: 'recalls', missed: 'campaigns NHTSA files under another name for this model may be missing', after: " Look the VIN up on NHTSA's site." },
  complaints: { asked: 'owner complaints', missed: 'complaints filed under another name for this model may be missing', after: '' },
};

/**
 * The assessment's sentence for a section looked up under vPIC's model name only: "NHTSA's list of
 * model names could not be reached, so recalls were looked up under “XC90” only; campaigns NHTSA
 * files under another name for this model may be missing. Look the VIN up on NHTSA's site."
 */
export function narrowedSentence(section: NarrowedSection, model: string | undefined): string {
  const words = MISSED[section];
  const name = field(model, 60);
  const under = name ? `under “${name}” only` : "under vPIC's model name only";
  return `NHTSA's list of model names could not be reached, so ${words.asked} were looked up ${under}; ${words.missed}.${words.after}`;
}

/** Whether `key` is a section a report may name in `narrowed`. */
export function isNarrowable(key: string): key is NarrowedSection {
  return Object.hasOwn(MISSED, key);
}

/** The score's cap while these sections were looked up under one model name only: "recalls were looked up under one model name only: at most 8". */
export function narrowedCapRule(sections: readonly NarrowedSection[], cap: number): string {
  return `${listOf(sections.map((s) => MISSED[s].asked))} were looked up under one model name only: at most ${cap}`;
}

/** The recall tile's note when the recalls were looked up under one model name only. */
export const NARROWED_TILE_NOTE = 'looked up under one model name only';

/** The sentences of `key`'s look-up under one model name, from the assessment's unknowns (none for a report cached without them). */
export function narrowedNotes(report: { assessment?: { unknowns: readonly Unknown[] } }, key: SectionKey): string[] {
  return (report.assessment?.unknowns ?? []).filter((u) => u.reason === 'narrowed' && u.section === key).map((u) => u.text);
}

/** A recalls or complaints box's notes at every door: the cross-checks (sectionCrossNotes), then a look-up under one model name. */
export function sectionNotes(report: AssessedReport & { vehicle: NamedVehicle }, key: SectionKey): string[] {
  return [...sectionCrossNotes(report, key), ...narrowedNotes(report, key)];
}

/**
 * The sentence a section without data is told in (sectionGapSentenceFor), except that "none" found
 * under one model name is never "NHTSA lists none": the box then says how it was looked up.
 */
export function sectionGapText(report: AssessedReport & Pick<StatedReport, 'vehicle'>, key: SectionKey, state: Exclude<SectionState, 'data'>): string {
  const said = sectionGapSentenceFor(report, key, state);
  if (state !== 'none' || said !== sectionGapSentence(key, 'none', report)) return said;
  return narrowedNotes(report, key)[0] ?? said;
}
