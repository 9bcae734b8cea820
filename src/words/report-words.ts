/**
 * How the report is said in English, at every door: the web page and the MCP card, the CLI text,
 * the fleet CSV and the built-in summary writer all take the vehicle's name, the labels, numbers,
 * stars, counts, ages and the sentences for a section without data from here, so no door words a
 * report on its own. Browser-safe: it uses no Node API and no locale, and imports only types and
 * the pure text helpers.
 */
import type { SectionKey } from '../report/sections.js';
import { field, squash } from '../report/upstream-field.js';
import { capitalize, count, formatNumber, isShouting, listOf, wasWere, withoutBrackets } from './text.js';
import type { Assessment, DecodeAssessment, DecodeConfidence, RecallAssessment, ScoreAssessment } from '../report/assessment.js';
import { EPA_COST_ASSUMPTIONS } from '../report/epa-assumptions.js';
import type { Recall } from '../report/schemas.js';
import { countryName, placeName, trimName, vehicleName } from './vehicle-words.js';
import type { BodyKind } from '../report/vehicle-facts.js';
import { reportBody, type SectionState, type StatedReport } from '../report/section-state.js';

export type { SectionKey } from '../report/sections.js';
/** Counts and numbers are the writer's own helpers, so the summary and every door say them alike. */
export { count, formatNumber };

/** The vehicle fields a name is made from (every report's `vehicle` has them, all optional). */
export interface NamedVehicle {
  make?: string;
  model?: string;
  modelYear?: string;
  trim?: string;
  bodyClass?: string;
  vehicleType?: string;
}

// ---- the vehicle ------------------------------------------------------------------------------

/**
 * "2003 Honda Accord EX-V6", "2019 MINI Cooper", "2023 Cheval Liberte" (a model that repeats the
 * make is said once): the report's title at every door. Without a make or model, "VIN <vin>".
 */
export function vehicleTitle(vehicle: NamedVehicle, vin: string): string {
  if (!vehicle.make?.trim() && !vehicle.model?.trim()) return `VIN ${vin}`;
  const name = vehicle.make?.trim() ? vehicleName(vehicle) : [vehicle.modelYear?.trim(), vehicle.model?.trim()].filter(Boolean).join(' ');
  return [name, trimName(vehicle)].filter(Boolean).join(' ');
}

// ---- labels -----------------------------------------------------------------------------------

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

/** The labels of a recall's details and flags. */
export const RECALL_LABELS = {
  consequence: 'Consequence',
  remedy: 'Remedy',
  parkIt: 'Park it: do not drive',
  parkOutside: 'Park outside: fire risk',
  overTheAirUpdate: 'Fixed over the air',
} as const;

/** Whether a recall applies to this very vehicle, as the recall section judged it. */
export const APPLIES_TO_WORDS = {
  likely: 'Likely applies to this vehicle',
  unlikely: 'Unlikely to apply to this vehicle',
  unknown: 'May apply to this vehicle',
} as const;

/**
 * The recall's own words a verdict rests on, when the reason does not already quote them, so a
 * reader can check the verdict against the summary: `The recall says: "…".`
 */
export function recallEvidenceText(recall: { reason?: string; evidence?: string }): string | undefined {
  const evidence = recall.evidence?.trim();
  if (!evidence || (recall.reason ?? '').includes(evidence)) return undefined;
  return `The recall says: “${evidence}”.`;
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

/** Where NHTSA lists a model's complaints and recalls: the record's vehicle page, else its search. */
const NHTSA_SEARCH = 'https://www.nhtsa.gov/recalls';

/**
 * NHTSA says it twice: its crash-test record counts complaints and recalls for the model, and the
 * searches return them. Where the searches returned fewer, every door says so, in these words,
 * and no door says "none" for that section.
 */
export function countGaps(f: CountCheckFacts): Array<{ section: 'complaints' | 'recalls'; text: string; url: string }> {
  const counts = f.safetyRatings?.recordCounts;
  if (!counts) return [];
  const url = f.safetyRatings?.investigations?.url ?? NHTSA_SEARCH;
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

/** The rows of a maintenance spec, in the order every door lists them. */
export const MAINTENANCE_LABELS = [
  ['oil', 'Engine oil'],
  ['oilCapacity', 'Oil capacity'],
  ['oilInterval', 'Oil change interval'],
  ['sparkPlugs', 'Spark plugs'],
  ['battery', 'Battery'],
  ['brakeFluid', 'Brake fluid'],
  ['coolant', 'Coolant'],
  ['tireSize', 'Tire size'],
  ['cabinFilter', 'Cabin air filter'],
] as const;

/**
 * Whether an issue's extended coverage has run out for this model year, in a sentence: past its
 * term even for a car first sold a year after its model year. Undefined while it may still run,
 * or when the issue names none.
 */
export function coverageNote(coverage: { what: string; years: number; miles?: number } | undefined, modelYear: string | undefined, currentYear: number): string | undefined {
  const year = Number(modelYear?.trim());
  if (!coverage || !Number.isInteger(year) || year < 1980) return undefined;
  if (year + 1 + coverage.years >= currentYear) return undefined;
  const term = `${count(coverage.years, 'year')}${coverage.miles ? ` or ${formatNumber(coverage.miles)} miles` : ''}`;
  return `For a ${year} model, ${coverage.what} (${term}) has run out: a repair now is at the owner's cost.`;
}

/** The calendar year a report was written in, from its generatedAt; the current year for one without. */
export function reportYear(generatedAt: string | undefined): number {
  const year = Number(generatedAt?.slice(0, 4));
  return Number.isInteger(year) && year > 2000 ? year : new Date().getUTCFullYear();
}

/**
 * What the complaints on file report, in one sentence, at every door: "None of them reports a
 * crash, fire, injury or death." rather than a row of zeros, or only the counts that are not zero.
 */
export function complaintIncidentsSentence(c: { total: number; crashes: number; fires: number; injuries: number; deaths: number }): string {
  const parts = complaintIncidents(c);
  if (parts.length === 0) return c.total === 1 ? 'It reports no crash, fire, injury or death.' : 'None of them reports a crash, fire, injury or death.';
  return `${c.total === 1 ? 'It reports' : 'They report'} ${listOf(parts)}.`;
}

/** The incidents the complaints report that are not zero: "2 crashes", "1 fire". */
export function complaintIncidents(c: { crashes: number; fires: number; injuries: number; deaths: number }): string[] {
  return [
    c.crashes > 0 ? count(c.crashes, 'crash', 'crashes') : '',
    c.fires > 0 ? count(c.fires, 'fire') : '',
    c.injuries > 0 ? count(c.injuries, 'injury', 'injuries') : '',
    c.deaths > 0 ? count(c.deaths, 'death') : '',
  ].filter(Boolean);
}

/** The heading of maintenance specs matched to an engine vPIC only guessed, at every door. */
export function guessedEngineLine(guessedEngine: string): string {
  return `For the engine vPIC guessed: ${guessedEngine}; check the engine code on the label under the hood before you rely on these figures.`;
}

/** The crash-rating rows. */
export const RATING_LABELS = [
  ['overall', 'Overall'],
  ['frontCrash', 'Frontal crash'],
  ['sideCrash', 'Side crash'],
  ['rollover', 'Rollover'],
] as const;

// ---- numbers ----------------------------------------------------------------------------------

/** A share of one as a percentage: 0.159 → "15.9%", 0.15 → "15%". */
export function formatPercent(share: number): string {
  return `${formatNumber(share * 100)}%`;
}

/** vPIC's battery capacity ("82.00") → "82 kWh"; undefined for nothing plausible. */
export function formatKwh(kwh: string | undefined): string | undefined {
  const n = Number(kwh?.trim());
  return kwh?.trim() && Number.isFinite(n) && n > 0 ? `${formatNumber(n)} kWh` : undefined;
}

/** vPIC's displacement in litres ("2.998832712") → "3.0 L"; undefined for nothing plausible. */
export function formatLitres(displacement: string | undefined): string | undefined {
  const n = Number.parseFloat(displacement ?? '');
  return Number.isFinite(n) && n > 0 ? `${n.toFixed(1)} L` : undefined;
}

/**
 * EPA's unit for the primary-fuel figures of a record with this fuel type: MPGe for electricity or
 * hydrogen alone, MPG otherwise (a plug-in hybrid's "Regular Gas or Electricity" figures are its
 * gasoline ones; its electric figures are separate, in MPGe).
 */
export function mpgUnit(fuelType: string): 'MPG' | 'MPGe' {
  return /^(electricity|hydrogen)$/i.test(fuelType.trim()) ? 'MPGe' : 'MPG';
}

/** "132 MPGe", "34 MPG". */
export function formatMpg(mpg: number, fuelType: string): string {
  return `${formatNumber(mpg)} ${mpgUnit(fuelType)}`;
}

/** The EPA figures a fuel-economy line reads. */
export interface FuelFigures {
  cityMpg: number;
  highwayMpg: number;
  combinedMpg: number;
  fuelType: string;
  electricCityMpge?: number;
  electricHighwayMpge?: number;
  electricCombinedMpge?: number;
  kwhPer100Miles?: number;
  rangeMiles?: number;
}

/**
 * EPA's ratings in one phrase, each in its own unit: "42 MPG combined (43 city, 42 highway) on
 * gasoline and 106 MPGe combined (113 city, 98 highway) on electricity, 31 kWh/100 mi", "132 MPGe
 * combined (...), 25 kWh/100 mi", "22 MPG combined (19 city, 28 highway)".
 */
export function fuelFiguresPhrase(f: FuelFigures): string {
  const unit = mpgUnit(f.fuelType);
  const primary = `${formatNumber(f.combinedMpg)} ${unit} combined (${formatNumber(f.cityMpg)} city, ${formatNumber(f.highwayMpg)} highway)`;
  const kwh = f.kwhPer100Miles !== undefined && f.kwhPer100Miles > 0 ? `, ${formatNumber(f.kwhPer100Miles)} kWh/100 mi` : '';
  if (isPlugInFuel(f.fuelType) && f.electricCombinedMpge !== undefined) {
    const electric = `${formatNumber(f.electricCombinedMpge)} MPGe combined${f.electricCityMpge !== undefined && f.electricHighwayMpge !== undefined ? ` (${formatNumber(f.electricCityMpge)} city, ${formatNumber(f.electricHighwayMpge)} highway)` : ''}`;
    return `${primary} on gasoline and ${electric} on electricity${kwh}`;
  }
  if (isPlugInFuel(f.fuelType)) return `${primary} on gasoline`;
  return `${primary}${kwh}`;
}

/**
 * What EPA gives beyond the primary-fuel figures, in a sentence: a plug-in hybrid's figures on
 * electricity ("On electricity: 106 MPGe combined (113 city, 98 highway), 31 kWh/100 mi."), or an
 * electric car's consumption ("31 kWh/100 mi combined."); undefined when EPA gave neither.
 */
export function electricFiguresSentence(f: FuelFigures): string | undefined {
  const kwh = f.kwhPer100Miles !== undefined && f.kwhPer100Miles > 0 ? `${formatNumber(f.kwhPer100Miles)} kWh/100 mi` : undefined;
  if (isPlugInFuel(f.fuelType) && f.electricCombinedMpge !== undefined) {
    const split = f.electricCityMpge !== undefined && f.electricHighwayMpge !== undefined ? ` (${formatNumber(f.electricCityMpge)} city, ${formatNumber(f.electricHighwayMpge)} highway)` : '';
    return `On electricity: ${formatNumber(f.electricCombinedMpge)} MPGe combined${split}${kwh ? `, ${kwh}` : ''}. The MPG figures are on gasoline.`;
  }
  if (isPlugInFuel(f.fuelType)) return 'The MPG figures are on gasoline.';
  return kwh ? `${kwh} combined.` : undefined;
}

/** "Electric range" for a plug-in hybrid (EPA's figure is its range on electricity alone), "Range" otherwise. */
export function rangeLabel(fuelType: string): string {
  return isPlugInFuel(fuelType) ? 'Electric range' : 'Range';
}

/** EPA's fuel type of a plug-in hybrid: "Regular Gas or Electricity", "Premium Gas or Electricity". */
export function isPlugInFuel(fuelType: string): boolean {
  return /\bor electricity$/i.test(fuelType.trim());
}

/** "99,978 of 100,000 free reports left today from this address." */
export function budgetLine(remaining: number, limit: number): string {
  return `${formatNumber(remaining)} of ${formatNumber(limit)} free reports left today from this address.`;
}

// ---- stars and score --------------------------------------------------------------------------

/** NHTSA's "1".."5" as a number; undefined for "Not Rated" and anything else. */
export function starCount(rating: string): number | undefined {
  const n = Number(rating.trim());
  return rating.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
}

/** "5 out of 5 stars", or NHTSA's own words for an unrated test calmed ("Not rated"). */
export function starsText(rating: string): string {
  const n = starCount(rating);
  if (n !== undefined) return `${n} out of 5 stars`;
  const words = rating.trim();
  if (!words) return 'Not rated';
  return isShouting(words) || /^not rated$/i.test(words) ? capitalizeOnly(words) : words;
}

function capitalizeOnly(text: string): string {
  const lower = text.toLowerCase();
  return lower[0]!.toUpperCase() + lower.slice(1);
}

const SCORE_WORDS = ['', 'Very poor', 'Very poor', 'Poor', 'Poor', 'Fair', 'Fair', 'Good', 'Good', 'Excellent', 'Excellent'];

/** The score as every door shows it: a whole number from 1 to 10. */
export function shownScore(score: number): number {
  return Math.min(10, Math.max(1, Math.round(score)));
}

/** "Good" for 7 or 8: the word under the score. */
export function scoreWord(score: number): string {
  return SCORE_WORDS[shownScore(score)]!;
}

/** "7/10 (Good)". */
export function scoreText(score: number): string {
  return `${shownScore(score)}/10 (${scoreWord(score)})`;
}

// ---- text from upstream -----------------------------------------------------------------------

/** "AIR BAGS:FRONTAL" → "Air bags: frontal"; NHTSA's all-capital names read better in sentence case. */
export function componentName(text: string | undefined): string {
  const t = text?.trim() ?? '';
  if (t === '' || t !== t.toUpperCase()) return t;
  const lower = t.toLowerCase().replace(/:(?=\S)/g, ': ');
  return lower[0]!.toUpperCase() + lower.slice(1);
}

/** "air bags, frontal, passenger side, inflator module" from NHTSA's "AIR BAGS:FRONTAL:PASSENGER SIDE:INFLATOR MODULE": the name inside a sentence. */
export function componentPhrase(component: string | undefined): string | undefined {
  const clean = field(component, 120);
  if (!clean) return undefined;
  const parts = withoutBrackets(clean).split(':').map((p) => squash(p).toLowerCase()).filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** "recall 20V908000 (fuel system, gasoline)", "an unnumbered recall": a recall named inside a sentence. */
export function recallName(r: { campNo?: string; component?: string }): string {
  const number = field(r.campNo, 20);
  const component = componentPhrase(r.component);
  return `${number ? `recall ${number}` : 'an unnumbered recall'}${component ? ` (${component})` : ''}`;
}

/** Where the vehicle was built: "Marysville, United States", "South Korea"; undefined when vPIC does not say. */
export function plantPlace(vehicle: { plantCity?: string; plantCountry?: string }): string | undefined {
  const country = countryName(vehicle.plantCountry)?.replace(/^the /, '');
  const kept = [placeName(vehicle.plantCity), country].filter(Boolean);
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/** Who wrote the summary and score, as every door says it. */
export function summaryAuthorship(ai: { provider?: string; model?: string; fallback?: boolean }): string {
  const writer = !ai.provider || ai.provider === 'builtin'
    ? 'Summary and score written by the service’s built-in rules from the data in this report.'
    : `Summary and score written by ${ai.provider}${ai.model ? ` (${ai.model})` : ''} from the data in this report.`;
  return ai.fallback ? `${writer} The language model’s answer was unusable this time, so the built-in rules stood in.` : writer;
}

// ---- dates and ages ---------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2021-03-12" → "12 March 2021"; anything else is shown as it is. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** "2026-11-22T12:00:00.000Z" → "22 November 2026 at 12:00 UTC"; '' for a value that is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} at ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** "8 days", "1 hour", "5 minutes": how old a report is, in its largest whole unit. */
export function describeAge(seconds: number): string {
  const [amount, unit] = seconds >= 86_400 ? [Math.floor(seconds / 86_400), 'day'] : seconds >= 3600 ? [Math.floor(seconds / 3600), 'hour'] : [Math.max(1, Math.floor(seconds / 60)), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** What a reader is told, at every door, about an expired report served through an outage. */
/** What a reader is told, on the page, in the CLI and over MCP, about a report demo mode built. */
export const DEMO_NOTICE = 'Demo data: this report was built from recorded NHTSA answers bundled with vin-report, not from NHTSA and the EPA today. ' +
  'Its recall list holds only the campaigns that were recorded, which may not be all of them, and sections without a recording show as not in the demo data.';

export function staleNotice(seconds: number): string {
  return `This report is ${describeAge(seconds)} old. The vehicle data services (NHTSA) are not answering right now, ` +
    'so the last report built for this VIN is shown instead. Recalls announced since then are not in it: try again later for an up-to-date report.';
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

// ---- the assessment (docs/assessment.md) ------------------------------------------------------

/** The report fields the assessment's words read (a report cached before the assessment has none). */
export interface AssessedReport {
  recalls: Recall[];
  assessment?: Assessment;
}

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

/** "2 may apply to this vehicle (5 listed for the model)", or the alarm among them. */
export function recallCountLine(c: RecallAssessment): string {
  const listed = c.total === c.mayApply ? '' : ` (${formatNumber(c.total)} listed for the model and year)`;
  const alarms = [c.parkIt > 0 ? `${formatNumber(c.parkIt)} ${c.parkIt === 1 ? 'says' : 'say'} do not drive` : '', c.parkOutside > 0 ? `${formatNumber(c.parkOutside)} ${c.parkOutside === 1 ? 'says' : 'say'} park outside` : '']
    .filter(Boolean).join(', ');
  return `${formatNumber(c.mayApply)} may apply to this vehicle${listed}${alarms ? `: ${alarms}` : ''}.`;
}

/** The decode banner's title for each confidence; clean has none. */
export const DECODE_TITLES: Record<DecodeConfidence, string | undefined> = {
  clean: undefined,
  checkDigitException: 'Check digit accepted as a manufacturer exception',
  checkDigitMismatch: 'The check digit does not match',
  corrected: 'VIN corrected by NHTSA\'s decoder',
  partial: 'VIN only partly decoded',
  incomplete: 'Incomplete VIN',
  noDetail: 'No detailed data for this VIN',
  notForUS: 'Not registered for sale in the United States',
  unrecognized: 'The decoder reported a problem',
};

/** The decode banner's lines: what vPIC said, its suggested VIN and a model-year mismatch; [] for a clean decode. */
export function decodeNotice(decode: DecodeAssessment): string[] {
  const lines = [decode.message, decode.suggestedVin ? `Suggested VIN: ${decode.suggestedVin}.` : undefined, decode.modelYearNote];
  return lines.filter((l): l is string => Boolean(l));
}

/** The score's label when the data says too little to score the vehicle. */
export const NOT_ENOUGH_DATA = 'Not enough data';

/** The assessment's unknown for recalls not looked up: why, and where to look the VIN up instead. */
export const RECALLS_NOT_LOOKED_UP_UNKNOWN = `${RECALLS_NOT_LOOKED_UP} Look the VIN up on NHTSA's site.`;

/** "Owner complaints were not looked up, for the same reason.": a per-model section after the recalls' unknown. */
export function notLookedUpForSameReason(key: SectionKey): string {
  const title = SECTION_TITLES[key];
  return `${title} ${title.endsWith('s') ? 'were' : 'was'} not looked up, for the same reason.`;
}

/** The assessment's unknown when the maintenance table has no entry for the engine. */
export const NO_MAINTENANCE_MATCH = "Our maintenance table has no entry for this engine: take fluids and intervals from the owner's manual.";

/** The header an expired report is served with through an outage (HTTP's Warning, code 110). */
export function staleWarningHeader(ageSeconds: number): string {
  return `110 vin-report "Response is stale: the vehicle data services are failing, so this report from ${describeAge(ageSeconds)} ago is served instead"`;
}

/** "7/10 (Good)", or "Not enough data" when the data says too little to score the vehicle; "(provisional)" when it may move. */
export function assessedScoreText(score: ScoreAssessment): string {
  const shown = score.enoughData ? `${score.value}/10 (${score.label})` : NOT_ENOUGH_DATA;
  return score.provisional ? `${shown}, provisional` : shown;
}

/** Why a score is provisional, in a sentence. */
export const PROVISIONAL_NOTE = 'Provisional: the decode is uncertain or some sections are unknown, so the score may change once they are known.';

/** "+1 5-star overall crash rating", "−2 15 model years old or more". */
export function factorText(f: { points: number; rule: string }): string {
  return `${f.points > 0 ? '+' : '−'}${Math.abs(f.points)} ${f.rule}`;
}

export const ASSESSMENT_TITLES = {
  score: 'Why this score',
  factors: 'Starting from 7',
  unknowns: 'Look these up elsewhere',
  notCovered: 'Not in this report',
  checks: 'Test drive and inspection checklist',
} as const;

/** The score as every door shows it: "7/10 (Good)", "Not enough data", with ", provisional" when it may move. */
export function reportScoreText(report: { ai: { score: number }; assessment?: Assessment }): string {
  const assessed = report.assessment?.score;
  if (!assessed) return scoreText(report.ai.score);
  if (!assessed.enoughData) return assessedScoreText(assessed);
  return `${scoreText(report.ai.score)}${assessed.provisional ? ', provisional' : ''}`;
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
  for (const u of a.unknowns) lines.push(`${u.text}${u.lookup ? ` ${u.lookup.url}` : ''}`);
  if (a.checks.length > 0) lines.push(`${ASSESSMENT_TITLES.checks}:`, ...a.checks.map((c) => `- ${c.text}`));
  // The page's and CLI's words for what the report does not hold, with the look-ups' addresses.
  lines.push(`${ASSESSMENT_TITLES.notCovered}:`, ...a.notCovered.map((n) => `- ${n.text}${n.lookups.length > 0 ? ` ${n.lookups.map((l) => l.url).join(', ')}` : ''}`));
  return lines;
}

// ---- what NHTSA's NCAP record and EPA's vehicle record add ------------------------------------

export interface EquipmentWords {
  electronicStabilityControl?: string;
  forwardCollisionWarning?: string;
  laneDepartureWarning?: string;
}

export interface InvestigationsWords {
  count: number;
  url: string;
}

export interface RunningCostWords {
  annualFuelCost?: number;
  fiveYearVersusAverage?: number;
  co2GramsPerMile?: number;
  greenhouseScore?: number;
}

export const DRIVER_AIDS: ReadonlyArray<[keyof EquipmentWords, string]> = [
  ['electronicStabilityControl', 'Electronic stability control'],
  ['forwardCollisionWarning', 'Forward collision warning'],
  ['laneDepartureWarning', 'Lane departure warning'],
];

/** NHTSA's "Standard" / "Optional" / "No" as a buyer reads it; any other word NHTSA uses is kept. */
export function fitmentWords(value: string): string {
  const word = value.trim().toLowerCase();
  if (word === 'standard') return 'standard';
  if (word === 'optional') return 'optional';
  if (word === 'no') return 'not offered';
  return value.trim();
}

/** "Electronic stability control: standard" for each aid NHTSA lists. */
export function driverAidLines(equipment: EquipmentWords | undefined): string[] {
  return DRIVER_AIDS.filter(([key]) => equipment?.[key]).map(([key, name]) => `${name}: ${fitmentWords(equipment![key]!)}`);
}

/** "Forward collision warning and lane departure warning were standard on the rated variant.", or undefined when none was. */
export function standardAidsSentence(equipment: EquipmentWords | undefined): string | undefined {
  const standard = DRIVER_AIDS.filter(([key]) => fitmentWords(equipment?.[key] ?? '') === 'standard').map(([, name]) => name.toLowerCase());
  if (standard.length === 0) return undefined;
  return `${capitalize(listOf(standard))} ${wasWere(standard.length)} standard on the variant NHTSA rated.`;
}

/** "NHTSA lists 1 defect investigation for this model and year." */
export function investigationsSentence(investigations: InvestigationsWords): string {
  const n = investigations.count;
  return n === 0
    ? 'NHTSA lists no defect investigations for this model and year.'
    : `NHTSA lists ${count(n, 'defect investigation')} for this model and year.`;
}

/** The summary's issue for investigations: what to look into, and where. */
export function investigationsIssue(investigations: InvestigationsWords): string | undefined {
  if (investigations.count === 0) return undefined;
  return `${investigationsSentence(investigations)} Look into what ${investigations.count === 1 ? 'it concerns' : 'they concern'} and whether ${investigations.count === 1 ? 'it ended' : 'they ended'} in a recall: ${investigations.url}`;
}

/** The caption under NHTSA's photo, on the page and the MCP card. */
export const PICTURE_CAPTION = "NHTSA's photo of the tested model, not of this car.";

/** Alt text that names the tested vehicle and says whose photo it is. */
export function pictureAlt(variant: string): string {
  return `NHTSA's photo of the tested model, the ${variant}; not a photo of this car.`;
}

/** "$2,300" (the sign is for the words around it to say). */
export function dollars(amount: number): string {
  return `$${formatNumber(Math.abs(Math.round(amount)))}`;
}

/** "$750 more over five years than the average new vehicle" / "$1,750 less ..." (EPA's youSaveSpend: negative costs more). */
export function versusAverageWords(amount: number): string {
  if (amount === 0) return 'the same over five years as the average new vehicle';
  return `${dollars(amount)} ${amount < 0 ? 'more' : 'less'} over five years than the average new vehicle`;
}

/** One sentence with EPA's cost figures and what they assume, or undefined when EPA gave neither. */
export function runningCostSentence(cost: RunningCostWords): string | undefined {
  const parts: string[] = [];
  if (cost.annualFuelCost !== undefined) parts.push(`${dollars(cost.annualFuelCost)} a year in fuel`);
  if (cost.fiveYearVersusAverage !== undefined) parts.push(versusAverageWords(cost.fiveYearVersusAverage));
  if (parts.length === 0) return undefined;
  return `EPA estimates ${parts.join(', ')} (${EPA_COST_ASSUMPTIONS}).`;
}

/** "338 g/mile CO2 at the tailpipe; EPA greenhouse gas score 5 of 10" (whichever EPA gave). */
export function emissionsWords(cost: RunningCostWords): string | undefined {
  const parts: string[] = [];
  if (cost.co2GramsPerMile !== undefined) parts.push(`${formatNumber(Math.round(cost.co2GramsPerMile))} g/mile CO2 at the tailpipe`);
  if (cost.greenhouseScore !== undefined) parts.push(`EPA greenhouse gas score ${cost.greenhouseScore} of 10`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}
