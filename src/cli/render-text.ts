/**
 * The report as text for a person at a terminal: identity first, then what needs action (recalls),
 * then the record (complaints, crash ratings, fuel economy, maintenance), then the summary.
 * Plain text only (no colour codes), so it reads the same piped into a file or an e-mail.
 */
import type { ReportView, RecallView } from './report-view.js';
import { countryName, placeName, trimName, vehicleName } from '../ai/vehicle-words.js';
import { DEMO_NOTICE, recallsNewestFirst, recallsNotLookedUp } from '../web/report-view.js';

const WIDTH = 88;

export function renderReportText(report: ReportView): string {
  const out: string[] = [];
  if (report.demo) out.push(...wrap(DEMO_NOTICE, ''), '');
  renderVehicle(report, out);
  renderRecalls(report, out);
  renderComplaints(report, out);
  renderSafetyRatings(report, out);
  renderFuelEconomy(report, out);
  renderMaintenance(report, out);
  renderSummary(report, out);
  // Recalls explain themselves in their section: without a model name, retrying does not help.
  const unavailable = (report.unavailable ?? []).filter((name) => name !== 'recalls');
  if (unavailable.length > 0 && report.demo) {
    out.push('', `Not in the demo data: ${unavailable.map(sectionName).join(', ')}.`);
  } else if (unavailable.length > 0) {
    out.push('', `Not available this time (try again later): ${unavailable.map(sectionName).join(', ')}.`);
  }
  out.push('', `Generated ${report.generatedAt}${report.cached ? ' (from the cache)' : ''}.`);
  return out.join('\n') + '\n';
}

function renderVehicle(report: ReportView, out: string[]): void {
  const v = report.vehicle;
  const title = [vehicleName(v), trimName(v)].filter(Boolean).join(' ');
  out.push(`${title}`, `VIN ${report.vin}`, '');
  const engine = [v.engineDisplacement ? `${litres(v.engineDisplacement)} L` : '', v.engineCylinders ? `${v.engineCylinders} cylinders` : '', v.engineModel ? `(${v.engineModel})` : '']
    .filter(Boolean)
    .join(' ');
  const transmission = [v.transmissionStyle, v.transmissionSpeeds ? `${v.transmissionSpeeds}-speed` : ''].filter(Boolean).join(', ');
  const plant = [placeName(v.plantCity), countryName(v.plantCountry)?.replace(/^the /, '')].filter(Boolean).join(', ');
  const battery = v.batteryKwh ? `${v.batteryKwh} kWh` : '';
  const rows: [string, string | undefined][] = [
    ['Body', v.bodyClass],
    ['Type', v.vehicleType],
    ['Engine', engine],
    ['Fuel', v.fuelType],
    ['Electrification', v.electrificationLevel],
    ['Battery', battery],
    ['Transmission', transmission],
    ['Drive', v.driveType],
    ['Built in', plant],
  ];
  out.push(...table(rows));
  if (v.errorText && v.errorCode && v.errorCode !== '0') out.push(...wrap(`vPIC note: ${v.errorText}`, '  '));
}

function renderRecalls(report: ReportView, out: string[]): void {
  if (report.unavailable?.includes('recalls')) {
    out.push('', heading('Recalls (not looked up)'), ...wrap(recallsNotLookedUp(report.vehicle), '  '));
    if (report.recallLookupUrl) out.push('', `  Check this VIN at NHTSA: ${report.recallLookupUrl}`);
    return;
  }
  const recalls = recallsNewestFirst(report.recalls);
  out.push('', heading(`Recalls (${recalls.length})`));
  if (recalls.length === 0) out.push('  No recalls on record for this make, model and year.');
  for (const recall of recalls) renderRecall(recall, out);
  if (report.recallLookupUrl) out.push('', `  Whether a recall is still open on this very vehicle: ${report.recallLookupUrl}`);
}

function renderRecall(recall: RecallView, out: string[]): void {
  const flags = [recall.parkIt ? '[PARK IT: do not drive]' : '', recall.parkOutside ? '[PARK OUTSIDE: fire risk]' : '', recall.overTheAirUpdate ? '[OVER-THE-AIR FIX]' : '']
    .filter(Boolean)
    .join(' ');
  const head = [recall.reportReceivedDate, recall.campNo ? `campaign ${recall.campNo}` : '', recall.component].filter(Boolean).join('  ');
  out.push('', `  - ${head || 'Recall'}`);
  if (flags) out.push(`    ${flags}`);
  if (recall.appliesTo) {
    const applies = { likely: 'Likely applies to this vehicle', unlikely: 'Unlikely to apply to this vehicle', unknown: 'May apply to this vehicle' }[recall.appliesTo];
    out.push(...wrap(recall.reason ? `${applies}: ${recall.reason}` : `${applies}.`, '    '));
  }
  if (recall.summary) out.push(...wrap(recall.summary, '    '));
  if (recall.consequence) out.push(...wrap(`Risk: ${recall.consequence}`, '    '));
  if (recall.remedy) out.push(...wrap(`Remedy: ${recall.remedy}`, '    '));
}

function renderComplaints(report: ReportView, out: string[]): void {
  const c = report.complaints;
  if (!c) return;
  out.push('', heading(`Owner complaints (${c.total})`));
  if (c.total === 0) return void out.push('  No complaints filed with NHTSA for this make, model and year.');
  const incidents = [count(c.crashes, 'crash', 'crashes'), count(c.fires, 'fire', 'fires'), count(c.injuries, 'injury', 'injuries'), count(c.deaths, 'death', 'deaths')];
  out.push(`  ${incidents.join(', ')}${c.latestFiled ? `; latest filed ${c.latestFiled}` : ''}.`);
  if (c.components.length > 0) {
    out.push('  Most reported components:');
    for (const { component, count: n } of c.components) out.push(`    ${String(n).padStart(5)}  ${component}`);
  }
}

function renderSafetyRatings(report: ReportView, out: string[]): void {
  const s = report.safetyRatings;
  if (!s) return;
  out.push('', heading('NHTSA crash ratings'), ...wrap(`For: ${s.variant}`, '  '));
  const rows: [string, string | undefined][] = [
    ['Overall', stars(s.overall)],
    ['Frontal crash', stars(s.frontCrash)],
    ['Side crash', stars(s.sideCrash)],
    ['Rollover', stars(s.rollover)],
    ['Rollover risk', s.rolloverRisk === undefined ? undefined : `${(s.rolloverRisk * 100).toFixed(1)}%`],
  ];
  out.push(...table(rows));
}

function renderFuelEconomy(report: ReportView, out: string[]): void {
  const f = report.fuelEconomy;
  if (!f) return;
  const electric = /electric/i.test(f.fuelType);
  const unit = electric ? 'MPGe' : 'mpg';
  out.push('', heading('EPA fuel economy'), ...wrap(`For: ${f.variant}`, '  '));
  const rows: [string, string | undefined][] = [
    ['City', `${f.cityMpg} ${unit}`],
    ['Highway', `${f.highwayMpg} ${unit}`],
    ['Combined', `${f.combinedMpg} ${unit}`],
    ['Fuel', f.fuelType],
    ['Range', f.rangeMiles === undefined ? undefined : `${f.rangeMiles} miles`],
  ];
  out.push(...table(rows));
}

function renderMaintenance(report: ReportView, out: string[]): void {
  const m = report.maintenance;
  out.push('', heading('Maintenance'));
  if (!m) {
    out.push('  No maintenance specifications on file for this vehicle.');
    return;
  }
  const rows: [string, string | undefined][] = [
    ['Oil', m.oil],
    ['Oil capacity', m.oilCapacity],
    ['Oil change', m.oilInterval],
    ['Spark plugs', m.sparkPlugs],
    ['Battery', m.battery],
    ['Brake fluid', m.brakeFluid],
    ['Coolant', m.coolant],
    ['Tire size', m.tireSize],
    ['Cabin filter', m.cabinFilter],
  ];
  out.push(...table(rows));
  if (m.notes) out.push(...wrap(`Note: ${m.notes}`, '  '));
  for (const issue of m.knownIssues ?? []) {
    out.push(...wrap(`Known issue: ${issue.title}. ${issue.detail} (source: ${issue.source})`, '  ', '    '));
  }
}

function renderSummary(report: ReportView, out: string[]): void {
  const ai = report.ai;
  const writer = ai.provider && ai.provider !== 'builtin' ? `written by ${ai.provider}${ai.model ? ` (${ai.model})` : ''}` : 'built-in summary';
  out.push('', heading(`Summary: score ${ai.score}/10 (${writer}${ai.fallback ? ', standing in for the LLM' : ''})`));
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

/** vPIC gives displacement to nine decimals ("2.998832712"); one is what a person reads. */
function litres(displacement: string): string {
  const n = Number(displacement);
  return Number.isFinite(n) && n > 0 ? n.toFixed(1) : displacement;
}

/** NHTSA's ratings are "1".."5" or words such as "Not Rated"; stars only for the numbers. */
function stars(rating: string): string {
  return /^[1-5]$/.test(rating) ? `${rating}/5 stars` : rating;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function sectionName(name: string): string {
  return ({ complaints: 'complaints', safetyRatings: 'crash ratings', fuelEconomy: 'fuel economy', maintenance: 'maintenance' } as Record<string, string>)[name] ?? name;
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
