/**
 * NHTSA's crash-test record (NCAP, the safetyRatings section) as every door says it: the rating rows
 * and their stars, the driver aids the record lists, its defect investigations and its photo's caption.
 */
import { capitalize, count, isShouting, listOf, wasWere } from './text.js';

/** The crash-rating rows. */
export const RATING_LABELS = [
  ['overall', 'Overall'],
  ['frontCrash', 'Frontal crash'],
  ['sideCrash', 'Side crash'],
  ['rollover', 'Rollover'],
] as const;

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

export interface EquipmentWords {
  electronicStabilityControl?: string;
  forwardCollisionWarning?: string;
  laneDepartureWarning?: string;
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

export interface InvestigationsWords {
  count: number;
  url: string;
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
