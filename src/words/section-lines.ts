/**
 * Each section in one line of text, for a door that shows text only (the MCP decodeVin tool's text
 * content), and each section in the decodeVin tool's description. Both are maps keyed by
 * `SectionKey`, so a new section in src/report/sections.ts makes the compiler ask for its words here.
 * A section without data is told in the sentence every door uses (`sectionGapText`).
 */
import { recallCounts } from '../report/recalls.js';
import type { VinReport } from '../report/report.js';
import { sectionState } from '../report/section-state.js';
import { SECTION_LIST, type SectionKey } from '../report/sections.js';
import { complaintIncidentsSentence } from './complaint-words.js';
import { formatDate } from './dates.js';
import { fuelFiguresPhrase } from './fuel-economy-words.js';
import { guessedEngineLine, MAINTENANCE_LABELS } from './maintenance-words.js';
import { recallCountLine } from './recall-words.js';
import { RATING_LABELS, starsText } from './safety-rating-words.js';
import { SECTION_TITLES } from './section-words.js';
import { count, sentence } from './text.js';
import { narrowedNotes, sectionGapText } from './lookup-words.js';

/** How a section with data is said in one line (after its title). */
const DATA_LINES: { [K in SectionKey]: (value: NonNullable<VinReport[K]>, report: VinReport) => string } = {
  recalls: (_recalls, report) => recallCountLine(recallCounts(report)),
  maintenance: (spec) => {
    // A sentence a row: values hold semicolons and end in periods of their own.
    const rows = MAINTENANCE_LABELS.filter(([key]) => spec[key]).map(([key, label]) => sentence(`${label}: ${spec[key]}`));
    const issues = spec.knownIssues?.length ? `${count(spec.knownIssues.length, 'known issue')} for this engine.` : '';
    return [spec.guessedEngine ? guessedEngineLine(spec.guessedEngine) : '', ...rows, issues].filter(Boolean).join(' ');
  },
  complaints: (c) => `${count(c.total, 'complaint')} filed with NHTSA for this model and year${c.latestFiled ? `, the latest on ${formatDate(c.latestFiled)}` : ''}. ${complaintIncidentsSentence(c)}`,
  safetyRatings: (s) => `${RATING_LABELS.map(([key, label]) => `${label}: ${starsText(s[key])}`).join('; ')} (NHTSA 5-Star Safety Ratings for the ${s.variant}).`,
  fuelEconomy: (f) => `${fuelFiguresPhrase(f)} (EPA, for the ${f.variant}).`,
};

/**
 * One line per section, in report order: its title and what it holds, or the sentence its state
 * is told in at every door (none on file, not fetched, not looked up, not applicable, not in the
 * demo data). Recalls that could not be looked up or fetched, or were found under vPIC's model name
 * alone, end with where to check the VIN.
 */
export function sectionLines(report: VinReport): string[] {
  return SECTION_LIST.map(({ key }) => {
    const title = SECTION_TITLES[key];
    const state = sectionState(report, key, report[key]);
    if (state === 'data') return `${title}: ${dataLine(report, key)}`;
    const sentence = sectionGapText(report, key, state);
    // None found under vPIC's model name alone is no "none": it ends with where to check the VIN too.
    const unsure = state !== 'none' || narrowedNotes(report, key).includes(sentence);
    const lookup = key === 'recalls' && unsure && state !== 'notApplicable' && report.recallLookupUrl ? ` ${report.recallLookupUrl}` : '';
    return `${sentence.startsWith(title) ? sentence : `${title}: ${sentence}`}${lookup}`;
  });
}

function dataLine<K extends SectionKey>(report: VinReport, key: K): string {
  return DATA_LINES[key](report[key] as NonNullable<VinReport[K]>, report);
}

/** What each section holds, as the decodeVin tool's description says it, naming its report field. */
const SECTION_DESCRIPTIONS: Record<SectionKey, string> = {
  recalls: 'every NHTSA recall for that make, model and year, each judged likely, unlikely or may apply to this very vehicle',
  maintenance: 'maintenance specs from our own table (oil, spark plugs, battery, tires, known issues and scheduled work, or null)',
  complaints: 'the owner complaints filed with NHTSA for the model year (counts of crashes, fires, injuries and deaths, and the components most reported)',
  safetyRatings: 'NHTSA 5-Star crash ratings (overall, frontal, side, rollover), driver aids and defect investigations',
  fuelEconomy: 'EPA fuel economy (city, highway and combined MPG or MPGe, range, running cost)',
};

/** The sections in the decodeVin description: "recalls (every NHTSA recall ...), maintenance (...), ...". */
export function sectionsDescription(): string {
  return SECTION_LIST.map(({ key }) => `${key} (${SECTION_DESCRIPTIONS[key]})`).join(', ');
}
