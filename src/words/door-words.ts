/**
 * The words around a report's data on the page (src/web/report-view.ts) and in the CLI's text
 * (src/cli/render-text.ts): headings, labels and the sentences that introduce each box, so the two
 * doors say each fact alike and neither words it on its own. A section's state, a recall, each
 * section's figures and the assessment are said in their own files beside this (section-words.ts,
 * recall-words.ts, assessment-words.ts and the like). Browser-safe, like every file here.
 */
import { capitalize, count, formatNumber } from './text.js';
import { formatDate, formatDateTime } from './dates.js';
import { formatKwh, formatLitres, formatPercent } from './units.js';
import { GAP_NOTES } from './section-words.js';
import { PICTURE_CAPTION } from './safety-rating-words.js';
import type { RecallAssessment } from '../report/assessment.js';

// ---- the vehicle ------------------------------------------------------------------------------

/** The labels of the vehicle's facts. */
export const VEHICLE_LABELS = {
  eyebrow: 'Vehicle report',
  vin: 'VIN',
  body: 'Body',
  type: 'Type',
  drive: 'Drive',
  engine: 'Engine',
  fuel: 'Fuel',
  electrification: 'Electrification',
  battery: 'Battery',
  transmission: 'Transmission',
  builtIn: 'Built in',
} as const;

/** The decoded vehicle fields the engine and transmission are said from. */
export interface DrivetrainFields {
  engineDisplacement?: string;
  engineCylinders?: string;
  engineModel?: string;
  transmissionSpeeds?: string;
  transmissionStyle?: string;
}

/** "3.0 L, 6 cylinders, J30A4": what vPIC says of the engine; undefined when it says nothing. */
export function engineText(v: DrivetrainFields): string | undefined {
  return joined([formatLitres(v.engineDisplacement), v.engineCylinders?.trim() ? `${v.engineCylinders.trim()} cylinders` : undefined, v.engineModel]);
}

/** "82 kWh battery"; undefined for nothing plausible. */
export function batteryText(kwh: string | undefined): string | undefined {
  const shown = formatKwh(kwh);
  return shown ? `${shown} battery` : undefined;
}

/** "5-speed, Automatic"; undefined when vPIC says nothing of the gearbox. */
export function transmissionText(v: DrivetrainFields): string | undefined {
  return joined([v.transmissionSpeeds?.trim() ? `${v.transmissionSpeeds.trim()}-speed` : undefined, v.transmissionStyle]);
}

/** vPIC's own error text, shown when the report carries no assessment of the decode. */
export function vpicNote(errorText: string): string {
  return `vPIC note: ${errorText}`;
}

/** The decode banner's kind, in words, for a door that has no colour to show it. */
export const DECODE_BANNER_LABELS = { certain: 'Note', uncertain: 'Warning' } as const;

// ---- recalls ----------------------------------------------------------------------------------

/** Under a recall list: what it is, and the link to check this very VIN. */
export const RECALL_LIST_NOTE = 'These are the recalls for the model and year.';
export const OPEN_RECALLS_LINK = 'Check which are still open for this exact VIN at NHTSA';
/** Where a recall box has no list to show: the link to NHTSA's look-up by VIN. */
export const CHECK_VIN_LINK = 'Check this VIN at NHTSA';
/** A recall without a component named. */
export const RECALL_FALLBACK_TITLE = 'Recall';

/** "Campaign 19V182000". */
export function campaignText(campNo: string): string {
  return `Campaign ${campNo}`;
}

/** The recall tile's note: the alarm among the recalls that may apply, or how many of those listed may. */
export function recallTileNote(c: RecallAssessment): string {
  if (c.parkIt > 0) return `${count(c.parkIt, 'says', 'say')} do not drive`;
  if (c.parkOutside > 0) return `${count(c.parkOutside, 'says', 'say')} park outside`;
  if (c.total > c.mayApply) return `may apply, of ${formatNumber(c.total)} listed`;
  return c.total > 0 ? 'may apply to this vehicle' : 'on file for this model and year';
}

// ---- complaints -------------------------------------------------------------------------------

/** "Reports owners filed with NHTSA for this model and year, the latest on 2 May 2024." */
export function complaintsIntro(latestFiled: string | undefined): string {
  return `Reports owners filed with NHTSA for this model and year${latestFiled ? `, the latest on ${formatDate(latestFiled)}` : ''}.`;
}

export const COMPLAINT_LABELS = {
  total: 'Complaints',
  one: 'Complaint',
  crashes: 'Crashes',
  fires: 'Fires',
  injuries: 'Injuries',
  deaths: 'Deaths',
  components: 'Most reported components',
  tileNote: 'filed with NHTSA',
} as const;

// ---- crash ratings ----------------------------------------------------------------------------

/** "NHTSA 5-Star Safety Ratings for the 2019 Volkswagen Golf 4 DR FWD." */
export function ratingsIntro(variant: string): string {
  return `NHTSA 5-Star Safety Ratings for the ${variant}.`;
}

export const RATINGS_TILE = { label: 'Crash rating', stars: 'NHTSA overall stars', notRated: 'not rated' } as const;

/** The label of NHTSA's estimated rollover risk. */
export const ROLLOVER_RISK_LABEL = 'Risk of rolling over in a single-vehicle crash';

/** "Risk of rolling over in a single-vehicle crash: 6.6%." */
export function rolloverRiskLine(share: number): string {
  return `${ROLLOVER_RISK_LABEL}: ${formatPercent(share)}.`;
}

export const DRIVER_AIDS_TITLE = 'Driver aids on the rated variant';
/** The link to NHTSA's defect investigations. */
export const INVESTIGATIONS_LINK = 'See them at NHTSA';

/** NHTSA's photo named where no image can be shown: "NHTSA's photo of the tested model, not of this car: <url>". */
export function pictureLine(url: string): string {
  return `${PICTURE_CAPTION.replace(/\.$/, '')}: ${url}`;
}

// ---- fuel economy -----------------------------------------------------------------------------

/** "EPA estimates for the Auto (A1) (Electricity)." */
export function fuelIntro(variant: string, fuelType: string): string {
  return `EPA estimates for the ${variant} (${fuelType}).`;
}

export const FUEL_LABELS = { city: 'City', highway: 'Highway', combined: 'Combined', tileNote: 'EPA estimate' } as const;

/** The unit spelled out: "miles per gallon equivalent" for MPGe. */
export function mpgUnitName(unit: 'MPG' | 'MPGe'): string {
  return unit === 'MPGe' ? 'miles per gallon equivalent' : 'miles per gallon';
}

// ---- maintenance ------------------------------------------------------------------------------

export const MAINTENANCE_TITLES = {
  specs: 'Maintenance specifications',
  knownIssues: 'Known issues',
  scheduledWork: 'Scheduled work',
  electric: 'Electric',
} as const;

/** "Applies to: 2007-2011 V8s with AFM." */
export function appliesToText(appliesTo: string): string {
  return `Applies to: ${appliesTo}.`;
}

/** "Source: GM bulletin 2012" (the page makes an address a link). */
export function sourceText(source: string): string {
  return `Source: ${source}`;
}

// ---- summary, assessment and footer -----------------------------------------------------------

export const SUMMARY_TITLES = {
  summary: 'Summary',
  strengths: 'Strengths',
  issues: 'Watch out for',
  buyingAdvice: 'Buying advice',
  maintenanceTips: 'Maintenance tips',
} as const;

/** The CLI's summary heading: "Summary: score 7/10 (Good)". */
export function summaryHeading(scoreText: string): string {
  return `${SUMMARY_TITLES.summary}: score ${scoreText}`;
}

/** Said where no rule of the score moved it from where it starts. */
export const NO_FACTORS = 'Starting from 7, no rule moved it.';

/** "Report generated 22 November 2026 at 12:00 UTC (from the cache)."; '' without a date. */
export function generatedSentence(generatedAt: string, cached: boolean | undefined): string {
  const when = formatDateTime(generatedAt);
  return when ? `Report generated ${when}${cached ? ' (from the cache)' : ''}.` : '';
}

export const DATA_SOURCES = 'Data: NHTSA vPIC, recalls, complaints and 5-Star Safety Ratings; EPA fuel economy.';
export const RAW_JSON_LINK = 'Raw JSON';

/**
 * The CLI's closing lines for sections missing from the report, in the short notes of their
 * headings: "Not fetched this time (try again later): owner complaints.", "Not in the demo data: ...".
 */
export function missingSectionsLine(names: string[], state: 'notFetched' | 'notRecorded'): string | undefined {
  if (names.length === 0) return undefined;
  return `${capitalize(GAP_NOTES[state])}${state === 'notFetched' ? ' (try again later)' : ''}: ${names.join(', ')}.`;
}

/** Who wrote the summary and score, as every door says it. */
export function summaryAuthorship(ai: { provider?: string; model?: string; fallback?: boolean }): string {
  const writer = !ai.provider || ai.provider === 'builtin'
    ? 'Summary and score written by the service’s built-in rules from the data in this report.'
    : `Summary and score written by ${ai.provider}${ai.model ? ` (${ai.model})` : ''} from the data in this report.`;
  return ai.fallback ? `${writer} The language model’s answer was unusable this time, so the built-in rules stood in.` : writer;
}

function joined(parts: (string | undefined)[]): string | undefined {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => Boolean(p) && p !== 'Not Applicable');
  return kept.length > 0 ? kept.join(', ') : undefined;
}
