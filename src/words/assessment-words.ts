/**
 * The assessment's own words at every door (docs/assessment.md): the titles of its parts, its
 * unknowns (a section not looked up, no maintenance match, NHTSA counting more than its searches
 * returned), the notes it adds to a section, and the reading in a few lines for a text-only door.
 */
import type { Assessment } from '../report/assessment.js';
import { NHTSA_RECALL_LOOKUP } from '../report/recalls.js';
import type { Recall } from '../report/schemas.js';
import type { SectionKey } from '../report/sections.js';
import type { SectionState, StatedReport } from '../report/section-state.js';
import { DECODE_TITLES, decodeNotice } from './decode-words.js';
import { factorText, reportScoreText } from './score-words.js';
import { RECALLS_NOT_LOOKED_UP, SECTION_TITLES, sectionGapSentence } from './section-words.js';
import { count, formatNumber } from './text.js';
import type { NamedVehicle } from './vehicle-words.js';

/** The report fields the assessment's words read (a report cached before the assessment has none). */
export interface AssessedReport {
  recalls: Recall[];
  assessment?: Assessment;
}

export const ASSESSMENT_TITLES = {
  score: 'Why this score',
  factors: 'Starting from 7',
  unknowns: 'Look these up elsewhere',
  notCovered: 'Not in this report',
  checks: 'Test drive and inspection checklist',
} as const;

/**
 * What a recalls or complaints box adds, at every door: that the recalls were looked up for the
 * model vPIC guessed when the decode is uncertain, and where NHTSA's crash-test record counts more
 * than the search returned (the assessment's words).
 */
export function sectionCrossNotes(report: AssessedReport & { vehicle: NamedVehicle }, key: SectionKey): string[] {
  const notes: string[] = [];
  const a = report.assessment;
  if (key === 'recalls' && a && !a.decode.certain) {
    const name = [report.vehicle.modelYear, report.vehicle.make, report.vehicle.model].filter(Boolean).join(' ');
    notes.push(`Looked up for the model vPIC guessed${name ? `, the ${name}` : ''}: if the decode is wrong, so is this list.`);
  }
  for (const u of a?.unknowns ?? []) if (u.reason === 'countsDisagree' && u.section === key) notes.push(u.text);
  return notes;
}

/** The gap sentence for a section without data, unless NHTSA counts some elsewhere: then never "none". */
export function sectionGapSentenceFor(report: AssessedReport & Pick<StatedReport, 'vehicle'>, key: SectionKey, state: Exclude<SectionState, 'data'>): string {
  const gap = state === 'none' ? report.assessment?.unknowns.find((u) => u.reason === 'countsDisagree' && u.section === key) : undefined;
  return gap ? gap.text : sectionGapSentence(key, state, report);
}

/** What the count cross-check reads: the sections as fetched and NHTSA's crash-test record. */
export interface CountCheckFacts {
  recalls: readonly unknown[];
  /** False when the recall service could not be asked: then no count is compared. */
  recallsLookedUp: boolean;
  complaints: { total: number } | null;
  /** The sections that could not be fetched this time: nothing is compared for them. */
  unavailable: readonly string[];
  safetyRatings: { recordCounts?: { complaints?: number; recalls?: number }; investigations?: { url: string } } | null;
}

/**
 * NHTSA says it twice: its crash-test record counts complaints and recalls for the model, and the
 * searches return them. Where the searches returned fewer, every door says so, in these words,
 * and no door says "none" for that section.
 */
export function countGaps(f: CountCheckFacts): Array<{ section: 'complaints' | 'recalls'; text: string; url: string }> {
  const counts = f.safetyRatings?.recordCounts;
  if (!counts) return [];
  const url = f.safetyRatings?.investigations?.url ?? NHTSA_RECALL_LOOKUP;
  const gaps: Array<{ section: 'complaints' | 'recalls'; text: string; url: string }> = [];
  const say = (counted: number, noun: string, search: string, found: number) =>
    `NHTSA's crash-test record counts ${count(counted, noun)} for this model; the ${search} returned ${found === 0 ? 'none' : `only ${formatNumber(found)}`}: check nhtsa.gov.`;
  if (counts.complaints !== undefined && !f.unavailable.includes('complaints')) {
    const found = f.complaints?.total ?? 0;
    if (found < counts.complaints) gaps.push({ section: 'complaints', text: say(counts.complaints, 'complaint', 'complaints search', found), url });
  }
  if (counts.recalls !== undefined && f.recallsLookedUp && f.recalls.length < counts.recalls) {
    gaps.push({ section: 'recalls', text: say(counts.recalls, 'recall', 'recall search', f.recalls.length), url });
  }
  return gaps;
}

/** The assessment's unknown for recalls not looked up: why, and where to look the VIN up instead. */
export const RECALLS_NOT_LOOKED_UP_UNKNOWN = `${RECALLS_NOT_LOOKED_UP} Look the VIN up on NHTSA's site.`;

/** "Owner complaints were not looked up, for the same reason.": a per-model section after the recalls' unknown. */
export function notLookedUpForSameReason(key: SectionKey): string {
  const title = SECTION_TITLES[key];
  return `${title} ${title.endsWith('s') ? 'were' : 'was'} not looked up, for the same reason.`;
}

/** The assessment's unknown when the maintenance table has no entry for the engine. */
export const NO_MAINTENANCE_MATCH = "Our maintenance table has no entry for this engine: take fluids and intervals from the owner's manual.";

/**
 * The summary's issues as the page and the CLI show them, just above what to look up elsewhere: an
 * issue that is one of the assessment's unknowns word for word (with or without its look-up's
 * address) is left to that list, which gives it with its link, so the reader meets it there once.
 */
export function issuesBesideUnknowns(report: { ai: { issues: readonly string[] }; assessment?: Pick<Assessment, 'unknowns'> }): string[] {
  const unknowns = report.assessment?.unknowns ?? [];
  const listed = new Set(unknowns.flatMap((u) => [u.text, unknownText(u)]));
  return report.ai.issues.filter((issue) => !listed.has(issue));
}

/** An unknown as one line of plain text: its sentence, then where to look it up. */
export function unknownText(u: Assessment['unknowns'][number]): string {
  return u.lookup ? `${u.text} ${u.lookup.url}` : u.text;
}

/** The report a text-only door reads: the assessment and the score. */
export type ReadReport = AssessedReport & { ai: { score: number } };

/**
 * The reading in a few lines, for a door that shows text only (MCP's text content, after each
 * section's line from src/words/section-lines.ts): decode, score, what to look up and the checklist.
 */
export function readingLines(report: ReadReport): string[] {
  const a = report.assessment;
  if (!a) return [];
  const lines: string[] = [];
  const title = DECODE_TITLES[a.decode.confidence];
  if (title) lines.push(`${title}. ${decodeNotice(a.decode).join(' ')}`);
  lines.push(`Score: ${reportScoreText(report)}.${a.score.factors.length > 0 ? ` Starting from 7: ${a.score.factors.map(factorText).join('; ')}.` : ''}`);
  for (const u of a.unknowns) lines.push(unknownText(u));
  if (a.checks.length > 0) lines.push(`${ASSESSMENT_TITLES.checks}:`, ...a.checks.map((c) => `- ${c.text}`));
  // The page's and CLI's words for what the report does not hold, with the look-ups' addresses.
  lines.push(`${ASSESSMENT_TITLES.notCovered}:`, ...a.notCovered.map((n) => `- ${n.text}${n.lookups.length > 0 ? ` ${n.lookups.map((l) => l.url).join(', ')}` : ''}`));
  return lines;
}
