/**
 * The report as text for a person at a terminal: identity first, then what needs action (recalls),
 * then the record (complaints, crash ratings, fuel economy, maintenance), then the summary.
 * Plain text only (no colour codes), so it reads the same piped into a file or an e-mail. Every
 * word comes from src/words/report-words.ts, as on the page, and every section says what it holds.
 */
import type { VinReport } from '../report/report.js';
import {
  complaintIncidentsSentence, coverageNote, electricFiguresSentence, guessedEngineLine, rangeLabel, reportYear,
  APPLIES_TO_WORDS, recallEvidenceText, ASSESSMENT_TITLES, count, DECODE_TITLES, decodeNotice, DEMO_NOTICE, driverAidLines, GAP_NOTES, emissionsWords, factorText, formatKwh,
  formatLitres, formatMpg, formatPercent, investigationsSentence, MAINTENANCE_LABELS, plantPlace, PROVISIONAL_NOTE, RATING_LABELS, RECALL_LABELS,
  recallCounts, recallCountLine, recallsMayApplyFirst, reportScoreText, runningCostSentence, SECTION_TITLES, sectionCrossNotes, sectionGapSentenceFor, sectionName,
  sectionState, starsText, summaryAuthorship, vehicleTitle, type SectionKey,
} from '../words/report-words.js';
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
  const unavailable = TEXT_ORDER.filter((key) => sectionState(report, key, report[key]) === 'notFetched');
  if (unavailable.length > 0) {
    out.push('', `Not available this time (try again later): ${unavailable.map(sectionName).join(', ')}.`);
  }
  const notRecorded = TEXT_ORDER.filter((key) => sectionState(report, key, report[key]) === 'notRecorded');
  if (notRecorded.length > 0) out.push('', `Not in the demo data: ${notRecorded.map(sectionName).join(', ')}.`);
  out.push('', `Generated ${report.generatedAt}${report.cached ? ' (from the cache)' : ''}.`);
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
  const sentence = sectionGapSentenceFor(report, key, state);
  out.push('', heading(`${SECTION_TITLES[key]}${suffix}`), ...wrap(sentence, '  '));
  for (const note of sectionCrossNotes(report, key)) if (note !== sentence) out.push(...wrap(note, '  '));
  if (key === 'recalls' && report.recallLookupUrl) {
    out.push('', state === 'none' ? `  Whether a recall is still open on this very vehicle: ${report.recallLookupUrl}` : `  Check this VIN at NHTSA: ${report.recallLookupUrl}`);
  }
}

function renderVehicle(report: VinReport, out: string[]): void {
  const v = report.vehicle;
  out.push(vehicleTitle(v, report.vin), `VIN ${report.vin}`, '');
  const engine = [formatLitres(v.engineDisplacement), v.engineCylinders ? `${v.engineCylinders} cylinders` : '', v.engineModel ? `(${v.engineModel})` : '']
    .filter(Boolean)
    .join(' ');
  const transmission = [v.transmissionStyle, v.transmissionSpeeds ? `${v.transmissionSpeeds}-speed` : ''].filter(Boolean).join(', ');
  const rows: [string, string | undefined][] = [
    ['Body', v.bodyClass],
    ['Type', v.vehicleType],
    ['Engine', engine],
    ['Fuel', v.fuelType],
    ['Electrification', v.electrificationLevel],
    ['Battery', formatKwh(v.batteryKwh)],
    ['Transmission', transmission],
    ['Drive', v.driveType],
    ['Built in', plantPlace(v)],
  ];
  const decode = report.assessment?.decode;
  const title = decode && DECODE_TITLES[decode.confidence];
  // Above the specs: what the decoder was unsure of, and the VIN it suggests.
  if (decode && title) out.push(...wrap(`${decode.certain ? 'Note' : 'Warning'}: ${title}. ${decodeNotice(decode).join(' ')}`, '! ', '  '), '');
  out.push(...table(rows));
  if (!decode && v.errorText && v.errorCode && v.errorCode !== '0') out.push(...wrap(`vPIC note: ${v.errorText}`, '  '));
}

function recallLines(recalls: Recall[], report: VinReport): string[] {
  const out: string[] = [];
  for (const note of sectionCrossNotes(report, 'recalls')) out.push(...wrap(note, '  '));
  out.push(...wrap(recallCountLine(recallCounts(report)), '  '));
  for (const recall of recallsMayApplyFirst(recalls)) renderRecall(recall, out);
  if (report.recallLookupUrl) out.push('', `  Whether a recall is still open on this very vehicle: ${report.recallLookupUrl}`);
  return out;
}

export function renderRecall(recall: Recall, out: string[]): void {
  const flags = [recall.parkIt ? RECALL_LABELS.parkIt : '', recall.parkOutside ? RECALL_LABELS.parkOutside : '', recall.overTheAirUpdate ? RECALL_LABELS.overTheAirUpdate : '']
    .filter(Boolean)
    .map((flag) => `[${flag}]`)
    .join(' ');
  const head = [recall.reportReceivedDate, recall.campNo ? `campaign ${recall.campNo}` : '', recall.component].filter(Boolean).join('  ');
  out.push('', `  - ${head || 'Recall'}`);
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
  for (const note of sectionCrossNotes(report, 'complaints')) out.push(...wrap(note, '  '));
  out.push(...wrap(`${complaintIncidentsSentence(c)}${c.latestFiled ? ` The latest was filed on ${c.latestFiled}.` : ''}`, '  '));
  if (c.components.length > 0) {
    out.push('  Most reported components:');
    for (const { component, count: n } of c.components) out.push(`    ${String(n).padStart(5)}  ${component}`);
  }
  return out;
}

function ratingLines(s: NonNullable<VinReport['safetyRatings']>): string[] {
  const rows: [string, string | undefined][] = [
    ...RATING_LABELS.map(([key, label]): [string, string] => [label, starsText(s[key])]),
    ['Rollover risk', s.rolloverRisk === undefined ? undefined : formatPercent(s.rolloverRisk)],
  ];
  const out = [...wrap(`For: ${s.variant}`, '  '), ...table(rows)];
  for (const line of driverAidLines(s.equipment)) out.push(`  ${line}`);
  if (s.investigations) {
    out.push(...wrap(investigationsSentence(s.investigations), '  '));
    if (s.investigations.count > 0) out.push(`  See them at NHTSA: ${s.investigations.url}`);
  }
  if (s.picture) out.push(`  NHTSA's photo of the tested model (not this car): ${s.picture.source}`);
  return out;
}

function fuelLines(f: NonNullable<VinReport['fuelEconomy']>): string[] {
  const rows: [string, string | undefined][] = [
    ['City', formatMpg(f.cityMpg, f.fuelType)],
    ['Highway', formatMpg(f.highwayMpg, f.fuelType)],
    ['Combined', formatMpg(f.combinedMpg, f.fuelType)],
    ['Fuel', f.fuelType],
    [rangeLabel(f.fuelType), f.rangeMiles === undefined ? undefined : count(f.rangeMiles, 'mile')],
  ];
  const out = [...wrap(`For: ${f.variant}`, '  '), ...table(rows)];
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
  if (m.notes) out.push(...wrap(`Note: ${m.notes}`, '  '));
  for (const issue of m.knownIssues ?? []) {
    const applies = issue.appliesTo ? ` Applies to: ${issue.appliesTo}.` : '';
    const ended = coverageNote(issue.coverage, report.vehicle.modelYear, reportYear(report.generatedAt));
    out.push(...wrap(`Known issue: ${issue.title}. ${issue.detail}${ended ? ` ${ended}` : ''}${applies} (source: ${issue.source})`, '  ', '    '));
  }
  for (const item of m.scheduledWork ?? []) {
    out.push(...wrap(`Scheduled: ${item.title}. ${item.interval}. ${item.detail} (source: ${item.source})`, '  ', '    '));
  }
  return out;
}

function renderSummary(report: VinReport, out: string[]): void {
  const ai = report.ai;
  out.push('', heading(`Summary: score ${reportScoreText(report)}`));
  out.push(...wrap(ai.overview, '  '));
  if (ai.strengths.length > 0) {
    out.push('  Strengths:');
    for (const s of ai.strengths) out.push(...wrap(s, '    - ', '      '));
  }
  if (ai.issues.length > 0) {
    out.push('  Issues:');
    for (const s of ai.issues) out.push(...wrap(s, '    - ', '      '));
  }
  if (ai.buyingAdvice) out.push(...wrap(`Buying advice: ${ai.buyingAdvice}`, '  '));
  if (ai.maintenanceTips) out.push(...wrap(`Maintenance tips: ${ai.maintenanceTips}`, '  '));
  out.push(...wrap(summaryAuthorship(ai), '  '));
}

/** The score's reasons, what to look up elsewhere and what the report does not hold, then the checklist. */
function renderAssessment(report: VinReport, out: string[]): void {
  const a = report.assessment;
  if (!a) return;
  out.push('', heading(`${ASSESSMENT_TITLES.score}: ${reportScoreText(report)}`));
  out.push(a.score.factors.length > 0 ? `  ${ASSESSMENT_TITLES.factors}:` : `  ${ASSESSMENT_TITLES.factors}, no rule moved it.`);
  for (const f of a.score.factors) out.push(...wrap(factorText(f), '    ', '      '));
  if (a.score.provisional) out.push(...wrap(PROVISIONAL_NOTE, '  '));
  if (a.unknowns.length > 0) {
    out.push(`  ${ASSESSMENT_TITLES.unknowns}:`);
    for (const u of a.unknowns) out.push(...wrap(`${u.text}${u.lookup ? ` ${u.lookup.url}` : ''}`, '    - ', '      '));
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
