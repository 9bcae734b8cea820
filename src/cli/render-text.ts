/**
 * The report as text for a person at a terminal: identity first, then what needs action (recalls),
 * then the record (complaints, crash ratings, fuel economy, maintenance), then the summary.
 * Plain text only (no colour codes), so it reads the same piped into a file or an e-mail. Every
 * word comes from src/words/ (src/words/door-words.ts, src/words/section-words.ts,
 * src/words/lookup-words.ts and each section's words), as on the page, and every section says
 * what it holds.
 */
import { recallCounts, recallsMayApplyFirst } from '../report/recalls.js';
import type { VinReport } from '../report/report.js';
import { sectionState } from '../report/section-state.js';
import type { SectionKey } from '../report/sections.js';
import { ASSESSMENT_TITLES, issuesBesideUnknowns, unknownText } from '../words/assessment-words.js';
import { complaintIncidentsSentence } from '../words/complaint-words.js';
import { componentName } from '../words/component-words.js';
import { formatDate, reportYear } from '../words/dates.js';
import { DECODE_TITLES, decodeNotice } from '../words/decode-words.js';
import { electricFiguresSentence, emissionsWords, formatMpg, rangeLabel, runningCostSentence } from '../words/fuel-economy-words.js';
import { coverageNote, guessedEngineLine, MAINTENANCE_LABELS } from '../words/maintenance-words.js';
import { DEMO_NOTICE } from '../words/notice-words.js';
import { APPLIES_TO_WORDS, RECALL_LABELS, recallCountLine, recallEvidenceText } from '../words/recall-words.js';
import { driverAidLines, investigationsSentence, RATING_LABELS, starsText } from '../words/safety-rating-words.js';
import { factorText, PROVISIONAL_NOTE, reportScoreText } from '../words/score-words.js';
import { GAP_NOTES, SECTION_TITLES, sectionName } from '../words/section-words.js';
import { count } from '../words/text.js';
import { formatKwh } from '../words/units.js';
import { plantPlace, vehicleTitle } from '../words/vehicle-words.js';
import {
  appliesToText, campaignText, CHECK_VIN_LINK, COMPLAINT_LABELS, complaintsIntro, DECODE_BANNER_LABELS, DRIVER_AIDS_TITLE, engineText, FUEL_LABELS, fuelIntro, generatedSentence,
  INVESTIGATIONS_LINK, MAINTENANCE_TITLES, missingSectionsLine, NO_FACTORS, OPEN_RECALLS_LINK, pictureLine, ratingsIntro, RECALL_FALLBACK_TITLE, RECALL_LIST_NOTE, rolloverRiskLine,
  sourceText, SUMMARY_TITLES, summaryAuthorship, summaryHeading, transmissionText, VEHICLE_LABELS, vpicNote,
} from '../words/door-words.js';
import { sectionGapText, sectionNotes } from '../words/lookup-words.js';
import type { Recall } from '../report/schemas.js';

const WIDTH = 88;

/** How the text shows each section with data: the compiler names this map when a section is added. */
const SECTION_TEXT: { [K in SectionKey]: { order: number; heading?: (value: NonNullable<VinReport[K]>) => string; lines: (value: NonNullable<VinReport[K]>, report: VinReport) => string[] } } = {
  recalls: { order: 1, heading: (recalls) => `${SECTION_TITLES.recalls} (${recalls.length})`, lines: recallLines },
  complaints: { order: 2, heading: (c) => `${SECTION_TITLES.complaints} (${c.total})`, lines: complaintLines },
  safetyRatings: { order: 3, lines: ratingLines },
  fuelEconomy: { order: 4, lines: fuelLines },
  maintenance: { order: 5, lines: maintenanceLines },
};

const TEXT_ORDER = (Object.keys(SECTION_TEXT) as SectionKey[]).sort((a, b) => SECTION_TEXT[a].order - SECTION_TEXT[b].order);

export function renderReportText(report: VinReport): string {
  const out: string[] = [];
  if (report.demo) out.push(...wrap(DEMO_NOTICE, ''), '');
  renderVehicle(report, out);
  for (const key of TEXT_ORDER) renderSection(report, key, out);
  renderSummary(report, out);
  renderAssessment(report, out);
  for (const state of ['notFetched', 'notRecorded'] as const) {
    const line = missingSectionsLine(TEXT_ORDER.filter((key) => sectionState(report, key, report[key]) === state).map(sectionName), state);
    if (line) out.push('', line);
  }
  const generated = generatedSentence(report.generatedAt, report.cached);
  if (generated) out.push('', generated);
  return out.join('\n') + '\n';
}

function renderSection<K extends SectionKey>(report: VinReport, key: K, out: string[]): void {
  const view = SECTION_TEXT[key];
  const value = report[key];
  const state = sectionState(report, key, value);
  if (state === 'data') {
    const present = value as NonNullable<VinReport[K]>;
    out.push('', heading(view.heading?.(present) ?? SECTION_TITLES[key]), ...view.lines(present, report));
    return;
  }
  const suffix = state !== 'none' ? ` (${GAP_NOTES[state]})` : key === 'recalls' ? ' (0)' : '';
  const sentence = sectionGapText(report, key, state);
  out.push('', heading(`${SECTION_TITLES[key]}${suffix}`), ...wrap(sentence, '  '));
  for (const note of sectionNotes(report, key)) if (note !== sentence) out.push(...wrap(note, '  '));
  if (key === 'recalls' && report.recallLookupUrl) out.push('', `  ${CHECK_VIN_LINK}: ${report.recallLookupUrl}`);
}

function renderVehicle(report: VinReport, out: string[]): void {
  const v = report.vehicle;
  out.push(vehicleTitle(v, report.vin), `${VEHICLE_LABELS.vin} ${report.vin}`, '');
  const rows: [string, string | undefined][] = [
    [VEHICLE_LABELS.body, v.bodyClass],
    [VEHICLE_LABELS.type, v.vehicleType],
    [VEHICLE_LABELS.engine, engineText(v)],
    [VEHICLE_LABELS.fuel, v.fuelType],
    [VEHICLE_LABELS.electrification, v.electrificationLevel],
    [VEHICLE_LABELS.battery, formatKwh(v.batteryKwh)],
    [VEHICLE_LABELS.transmission, transmissionText(v)],
    [VEHICLE_LABELS.drive, v.driveType],
    [VEHICLE_LABELS.builtIn, plantPlace(v)],
  ];
  const decode = report.assessment?.decode;
  const title = decode && DECODE_TITLES[decode.confidence];
  // Above the specs: what the decoder was unsure of, and the VIN it suggests.
  if (decode && title) out.push(...wrap(`${DECODE_BANNER_LABELS[decode.certain ? 'certain' : 'uncertain']}: ${title}. ${decodeNotice(decode).join(' ')}`, '! ', '  '), '');
  out.push(...table(rows));
  if (!decode && v.errorText && v.errorCode && v.errorCode !== '0') out.push(...wrap(vpicNote(v.errorText), '  '));
}

function recallLines(recalls: Recall[], report: VinReport): string[] {
  const out: string[] = [];
  for (const note of sectionNotes(report, 'recalls')) out.push(...wrap(note, '  '));
  out.push(...wrap(recallCountLine(recallCounts(report)), '  '));
  for (const recall of recallsMayApplyFirst(recalls)) renderRecall(recall, out);
  if (report.recallLookupUrl) out.push('', ...wrap(`${RECALL_LIST_NOTE} ${OPEN_RECALLS_LINK}: ${report.recallLookupUrl}`, '  '));
  return out;
}

export function renderRecall(recall: Recall, out: string[]): void {
  const flags = [recall.parkIt ? RECALL_LABELS.parkIt : '', recall.parkOutside ? RECALL_LABELS.parkOutside : '', recall.overTheAirUpdate ? RECALL_LABELS.overTheAirUpdate : '']
    .filter(Boolean)
    .map((flag) => `[${flag}]`)
    .join(' ');
  const head = [recall.reportReceivedDate ? formatDate(recall.reportReceivedDate) : '', recall.campNo ? campaignText(recall.campNo) : '', componentName(recall.component)].filter(Boolean).join('  ');
  out.push('', `  - ${head || RECALL_FALLBACK_TITLE}`);
  if (flags) out.push(`    ${flags}`);
  if (recall.appliesTo) {
    const applies = APPLIES_TO_WORDS[recall.appliesTo];
    out.push(...wrap(recall.reason ? `${applies}: ${recall.reason}` : `${applies}.`, '    '));
    const evidence = recallEvidenceText(recall);
    if (evidence) out.push(...wrap(evidence, '    '));
  }
  if (recall.summary) out.push(...wrap(recall.summary, '    '));
  if (recall.consequence) out.push(...wrap(`${RECALL_LABELS.consequence}: ${recall.consequence}`, '    '));
  if (recall.remedy) out.push(...wrap(`${RECALL_LABELS.remedy}: ${recall.remedy}`, '    '));
}

function complaintLines(c: NonNullable<VinReport['complaints']>, report: VinReport): string[] {
  const out: string[] = [];
  for (const note of sectionNotes(report, 'complaints')) out.push(...wrap(note, '  '));
  out.push(...wrap(`${complaintsIntro(c.latestFiled)} ${complaintIncidentsSentence(c)}`, '  '));
  if (c.components.length > 0) {
    out.push(`  ${COMPLAINT_LABELS.components}:`);
    for (const { component, count: n } of c.components) out.push(`    ${String(n).padStart(5)}  ${componentName(component)}`);
  }
  return out;
}

function ratingLines(s: NonNullable<VinReport['safetyRatings']>): string[] {
  const rows = RATING_LABELS.map(([key, label]): [string, string] => [label, starsText(s[key])]);
  const out = [...wrap(ratingsIntro(s.variant), '  '), ...table(rows)];
  if (s.rolloverRisk !== undefined) out.push(...wrap(rolloverRiskLine(s.rolloverRisk), '  '));
  const aids = driverAidLines(s.equipment);
  if (aids.length > 0) out.push(`  ${DRIVER_AIDS_TITLE}:`, ...aids.map((line) => `    ${line}`));
  if (s.investigations) {
    out.push(...wrap(investigationsSentence(s.investigations), '  '));
    if (s.investigations.count > 0) out.push(`  ${INVESTIGATIONS_LINK}: ${s.investigations.url}`);
  }
  if (s.picture) out.push(`  ${pictureLine(s.picture.source)}`);
  return out;
}

function fuelLines(f: NonNullable<VinReport['fuelEconomy']>): string[] {
  const rows: [string, string | undefined][] = [
    [FUEL_LABELS.city, formatMpg(f.cityMpg, f.fuelType)],
    [FUEL_LABELS.highway, formatMpg(f.highwayMpg, f.fuelType)],
    [FUEL_LABELS.combined, formatMpg(f.combinedMpg, f.fuelType)],
    [rangeLabel(f.fuelType), f.rangeMiles === undefined ? undefined : count(f.rangeMiles, 'mile')],
  ];
  const out = [...wrap(fuelIntro(f.variant, f.fuelType), '  '), ...table(rows)];
  const electric = electricFiguresSentence(f);
  if (electric) out.push(...wrap(electric, '  '));
  const cost = runningCostSentence(f);
  if (cost) out.push(...wrap(cost, '  '));
  const emissions = emissionsWords(f);
  if (emissions) out.push(...wrap(`${emissions}.`, '  '));
  return out;
}

function maintenanceLines(m: NonNullable<VinReport['maintenance']>, report: VinReport): string[] {
  const out = m.guessedEngine ? wrap(guessedEngineLine(m.guessedEngine), '  ') : [];
  out.push(...table(MAINTENANCE_LABELS.map(([key, label]): [string, string | undefined] => [label, m[key]])));
  if (m.notes) out.push(...wrap(m.notes, '  '));
  const issues = m.knownIssues ?? [];
  if (issues.length > 0) out.push(`  ${MAINTENANCE_TITLES.knownIssues}:`);
  for (const issue of issues) {
    const ended = coverageNote(issue.coverage, report.vehicle.modelYear, reportYear(report.generatedAt));
    const parts = [`${issue.title}.`, issue.detail, ended, issue.appliesTo ? appliesToText(issue.appliesTo) : undefined, issue.source ? sourceText(issue.source) : undefined];
    out.push(...wrap(parts.filter(Boolean).join(' '), '    - ', '      '));
  }
  const work = m.scheduledWork ?? [];
  if (work.length > 0) out.push(`  ${MAINTENANCE_TITLES.scheduledWork}:`);
  for (const item of work) out.push(...wrap(`${item.title}. ${item.interval}. ${item.detail} ${sourceText(item.source)}`, '    - ', '      '));
  return out;
}

function renderSummary(report: VinReport, out: string[]): void {
  const ai = report.ai;
  out.push('', heading(summaryHeading(reportScoreText(report))));
  out.push(...wrap(ai.overview, '  '));
  if (ai.strengths.length > 0) {
    out.push(`  ${SUMMARY_TITLES.strengths}:`);
    for (const s of ai.strengths) out.push(...wrap(s, '    - ', '      '));
  }
  const issues = issuesBesideUnknowns(report);
  if (issues.length > 0) {
    out.push(`  ${SUMMARY_TITLES.issues}:`);
    for (const s of issues) out.push(...wrap(s, '    - ', '      '));
  }
  if (ai.buyingAdvice) out.push(...wrap(`${SUMMARY_TITLES.buyingAdvice}: ${ai.buyingAdvice}`, '  '));
  if (ai.maintenanceTips) out.push(...wrap(`${SUMMARY_TITLES.maintenanceTips}: ${ai.maintenanceTips}`, '  '));
  out.push(...wrap(summaryAuthorship(ai), '  '));
}

/** The score's reasons, what to look up elsewhere and what the report does not hold, then the checklist. */
function renderAssessment(report: VinReport, out: string[]): void {
  const a = report.assessment;
  if (!a) return;
  out.push('', heading(`${ASSESSMENT_TITLES.score}: ${reportScoreText(report)}`));
  out.push(a.score.factors.length > 0 ? `  ${ASSESSMENT_TITLES.factors}:` : `  ${NO_FACTORS}`);
  for (const f of a.score.factors) out.push(...wrap(factorText(f), '    ', '      '));
  if (a.score.provisional) out.push(...wrap(PROVISIONAL_NOTE, '  '));
  if (a.unknowns.length > 0) {
    out.push(`  ${ASSESSMENT_TITLES.unknowns}:`);
    for (const u of a.unknowns) out.push(...wrap(unknownText(u), '    - ', '      '));
  }
  out.push(`  ${ASSESSMENT_TITLES.notCovered}:`);
  for (const n of a.notCovered) out.push(...wrap(`${n.text}${n.lookups.length > 0 ? ` ${n.lookups.map((l) => l.url).join(', ')}` : ''}`, '    - ', '      '));
  if (a.checks.length > 0) {
    out.push('', heading(ASSESSMENT_TITLES.checks));
    for (const c of a.checks) out.push(...wrap(c.text, '  - ', '    '));
  }
}

function heading(text: string): string {
  return `${text}\n${'-'.repeat(Math.min(text.length, WIDTH))}`;
}

/** Label/value rows with aligned values; rows without a value are left out. */
function table(rows: [string, string | undefined][]): string[] {
  const present = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const labelWidth = Math.max(0, ...present.map(([label]) => label.length));
  return present.flatMap(([label, value]) => wrap(value, `  ${`${label}:`.padEnd(labelWidth + 2)}`));
}

/** Word-wraps `text` to WIDTH columns: the first line after `first`, the rest after `rest`. */
function wrap(text: string, first: string, rest = ' '.repeat(first.length)): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else {
      line += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  if (!empty) lines.push(line);
  return lines;
}
