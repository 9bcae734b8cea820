/**
 * NHTSA NCAP crash ratings: `GET {base}/SafetyRatings/modelyear/{y}/make/{make}/model/{model}` lists
 * the rated variants ("2022 Acura RDX SUV AWD", "... FWD"), then `/SafetyRatings/VehicleId/{id}`
 * gives the chosen variant's stars. Ratings stay NHTSA's strings ("5", "Not Rated").
 */
import type { SafetyRatings } from '../report/safety-ratings.js';
import { fetchNhtsaResults } from './http/fetch-json.js';
import { upstreamText } from './http/upstream-text.js';
import type { UpstreamClientOptions } from './http/client-options.js';

/** What the detail record says beyond the report's fields: where NHTSA keeps the tested model's picture. */
export interface RatedVehicle {
  ratings: SafetyRatings;
  /** NHTSA's VehiclePicture, when it is an https address on static.nhtsa.gov. */
  pictureSource?: string;
}

export interface RatingVariant {
  id: number;
  description: string;
}

/** The decoded vehicle's fields the variant choice uses (vPIC's words). */
export interface RatedVehicleHints {
  driveType?: string;
  bodyClass?: string;
}

export interface SafetyRatingsClient {
  /**
   * The ratings of the variant matching `hints` (and where its picture is), or null when NHTSA
   * lists no rated variant.
   * @throws UpstreamError
   */
  find(query: { make: string; model: string; modelYear: string }, hints: RatedVehicleHints, signal?: AbortSignal): Promise<RatedVehicle | null>;
}

export function createSafetyRatingsClient(options: UpstreamClientOptions): SafetyRatingsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = (path: string, signal?: AbortSignal): Promise<unknown[]> => fetchNhtsaResults(`${base}/SafetyRatings/${path}`, {
    fetch: options.fetch,
    cache: options.cache,
    upstream: 'safetyRatings',
    timeoutMs: options.timeoutMs,
    userAgent: options.userAgent,
    limits: options.limits,
    signal,
  });
  return {
    async find(query, hints, signal) {
      const path = ['modelyear', query.modelYear, 'make', query.make, 'model', query.model].map(encodeURIComponent).join('/');
      const variant = chooseRatingVariant(mapVariants(await get(path, signal)), hints);
      if (variant === undefined) return null;
      const [detail] = await get(`VehicleId/${variant.id}`, signal);
      if (detail === null || typeof detail !== 'object') return null;
      const record = detail as Record<string, unknown>;
      const pictureSource = ncapPictureSource(record.VehiclePicture);
      return { ratings: mapRatings(record, variant.description, query), ...(pictureSource ? { pictureSource } : {}) };
    },
  };
}

function mapVariants(results: unknown[]): RatingVariant[] {
  const variants: RatingVariant[] = [];
  for (const row of results) {
    const record = (row ?? {}) as Record<string, unknown>;
    const id = Number(record.VehicleId);
    const description = upstreamText(record.VehicleDescription, 200);
    if (Number.isSafeInteger(id) && id > 0 && description !== undefined) variants.push({ id, description });
  }
  return variants;
}

/** One rating field as NHTSA's string; missing or empty reads as "Not Rated". */
function rating(value: unknown): string {
  return upstreamText(typeof value === 'number' ? String(value) : value, 40) ?? 'Not Rated';
}

/**
 * The report's ratings from one `/SafetyRatings/VehicleId/{id}` record. `query` is the make, model
 * and year asked for, which the investigations link falls back to when the record does not name them.
 */
export function mapRatings(record: Record<string, unknown>, variant: string, query?: { make: string; model: string; modelYear: string }): SafetyRatings {
  const ratings: SafetyRatings = {
    variant,
    overall: rating(record.OverallRating),
    frontCrash: rating(record.OverallFrontCrashRating),
    sideCrash: rating(record.OverallSideCrashRating),
    rollover: rating(record.RolloverRating),
  };
  // NHTSA sends 0 when the rollover test was not run; only a rated rollover has a real risk.
  const risk = typeof record.RolloverPossibility === 'number' ? record.RolloverPossibility : Number(record.RolloverPossibility);
  if (ratings.rollover !== 'Not Rated' && Number.isFinite(risk) && risk > 0 && risk <= 1) ratings.rolloverRisk = risk;
  const equipment = mapEquipment(record);
  if (equipment) ratings.equipment = equipment;
  const investigations = mapInvestigations(record, query);
  if (investigations) ratings.investigations = investigations;
  const recordCounts = mapRecordCounts(record);
  if (recordCounts) ratings.recordCounts = recordCounts;
  return ratings;
}

function mapEquipment(record: Record<string, unknown>): SafetyRatings['equipment'] {
  const equipment: NonNullable<SafetyRatings['equipment']> = {};
  const electronicStabilityControl = upstreamText(record.NHTSAElectronicStabilityControl, 40);
  const forwardCollisionWarning = upstreamText(record.NHTSAForwardCollisionWarning, 40);
  const laneDepartureWarning = upstreamText(record.NHTSALaneDepartureWarning, 40);
  if (electronicStabilityControl) equipment.electronicStabilityControl = electronicStabilityControl;
  if (forwardCollisionWarning) equipment.forwardCollisionWarning = forwardCollisionWarning;
  if (laneDepartureWarning) equipment.laneDepartureWarning = laneDepartureWarning;
  return Object.keys(equipment).length > 0 ? equipment : undefined;
}

function mapRecordCounts(record: Record<string, unknown>): SafetyRatings['recordCounts'] {
  const counted = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);
  const complaints = counted(record.ComplaintsCount);
  const recalls = counted(record.RecallsCount);
  if (complaints === undefined && recalls === undefined) return undefined;
  return { ...(complaints !== undefined ? { complaints } : {}), ...(recalls !== undefined ? { recalls } : {}) };
}

function mapInvestigations(record: Record<string, unknown>, query?: { make: string; model: string; modelYear: string }): SafetyRatings['investigations'] {
  const count = typeof record.InvestigationCount === 'number' ? record.InvestigationCount : NaN;
  if (!Number.isSafeInteger(count) || count < 0) return undefined;
  const year = typeof record.ModelYear === 'number' ? String(record.ModelYear) : upstreamText(record.ModelYear, 4) ?? query?.modelYear;
  const make = upstreamText(record.Make, 60) ?? query?.make;
  const model = upstreamText(record.Model, 60) ?? query?.model;
  if (!year || !/^\d{4}$/.test(year) || !make || !model) return undefined;
  return { count, url: nhtsaVehiclePage(year, make, model) };
}

/** NHTSA's public page of a make, model and year: its ratings, recalls, investigations and complaints. */
export function nhtsaVehiclePage(modelYear: string, make: string, model: string): string {
  return `https://www.nhtsa.gov/vehicle/${[modelYear, make.toUpperCase(), model.toUpperCase()].map(encodeURIComponent).join('/')}`;
}

/** The only host NHTSA's vehicle pictures are fetched from. */
export const NCAP_PICTURE_HOST = 'static.nhtsa.gov';

/** NHTSA's picture file names ("13518_st0640_046.png"): the only names fetched or served. */
export const NCAP_PICTURE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}\.(?:png|jpe?g)$/;

/** `https://static.nhtsa.gov/images/vehicles/<name>` when VehiclePicture is exactly that, else undefined. */
export function ncapPictureSource(value: unknown): string | undefined {
  const text = upstreamText(value, 300);
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const name = url.pathname.slice('/images/vehicles/'.length);
  if (url.protocol !== 'https:' || url.host !== NCAP_PICTURE_HOST || !url.pathname.startsWith('/images/vehicles/') || url.search || !NCAP_PICTURE_NAME.test(name)) return undefined;
  return url.href;
}

/** Words in a VehicleDescription that name each drive, and the vPIC DriveType words for it. */
const DRIVES = [
  { name: 'awd', description: ['AWD'], vpic: ['AWD', 'ALL-WHEEL', 'ALL WHEEL'] },
  { name: '4wd', description: ['4WD', '4X4'], vpic: ['4WD', '4X4', '4-WHEEL', 'FOUR-WHEEL', 'FOUR WHEEL'] },
  { name: 'fwd', description: ['FWD'], vpic: ['FWD', 'FRONT-WHEEL', 'FRONT WHEEL'] },
  { name: 'rwd', description: ['RWD'], vpic: ['RWD', 'REAR-WHEEL', 'REAR WHEEL'] },
  { name: '2wd', description: ['2WD', '4X2'], vpic: ['2WD', '4X2'] },
] as const;

/** Words in a VehicleDescription that name each body, and the vPIC BodyClass words for it. */
const BODIES = [
  { name: 'suv', description: ['SUV'], vpic: ['SPORT UTILITY', 'SUV', 'MPV', 'CUV'] },
  { name: 'pickup', description: ['PICKUP', 'PU', 'CAB', 'SUPERCREW', 'SUPERCAB', 'CREWMAX', 'CREW', 'DOUBLE', 'REGULAR'], vpic: ['PICKUP'] },
  { name: 'sedan', description: ['SEDAN', '4DR'], vpic: ['SEDAN'] },
  { name: 'hatchback', description: ['HATCHBACK', 'HB', '5DR'], vpic: ['HATCHBACK'] },
  { name: 'coupe', description: ['COUPE', '2DR'], vpic: ['COUPE'] },
  { name: 'convertible', description: ['CONVERTIBLE'], vpic: ['CONVERTIBLE'] },
  { name: 'wagon', description: ['WAGON'], vpic: ['WAGON'] },
  { name: 'van', description: ['VAN', 'MINIVAN'], vpic: ['VAN'] },
] as const;

/**
 * The variant whose description agrees best with the decoded drive and body: a named match counts
 * for it, a description naming a different drive or body counts against it. Ties keep NHTSA's
 * order. undefined only when there is no variant at all.
 */
export function chooseRatingVariant(variants: readonly RatingVariant[], hints: RatedVehicleHints): RatingVariant | undefined {
  const drive = classify(hints.driveType, DRIVES);
  const body = classify(hints.bodyClass, BODIES);
  let best: RatingVariant | undefined;
  let bestScore = -Infinity;
  for (const variant of variants) {
    const words = new Set(descriptionWords(variant.description));
    const score = 2 * agreement(words, drive, DRIVES) + agreement(words, body, BODIES);
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

type Vocabulary = ReadonlyArray<{ name: string; description: readonly string[]; vpic: readonly string[] }>;

function classify(value: string | undefined, vocabulary: Vocabulary): string | undefined {
  if (!value) return undefined;
  const upper = value.toUpperCase();
  return vocabulary.find((entry) => entry.vpic.some((word) => upper.includes(word)))?.name;
}

/** +1 when the description names the vehicle's class, -1 when it names only other classes, else 0. */
function agreement(words: Set<string>, wanted: string | undefined, vocabulary: Vocabulary): number {
  if (wanted === undefined) return 0;
  const named = vocabulary.filter((entry) => entry.description.some((word) => words.has(word))).map((entry) => entry.name);
  if (named.includes(wanted)) return 1;
  return named.length > 0 ? -1 : 0;
}

/** Upper-case words of a description, "4 DR" joined to "4DR" so door counts read as one word. */
function descriptionWords(description: string): string[] {
  const words = description.toUpperCase().split(/[\s/,()]+/).filter(Boolean);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if ((words[i] === '2' || words[i] === '4' || words[i] === '5') && (words[i + 1] === 'DR' || words[i + 1] === 'DOOR')) {
      joined.push(`${words[i]}DR`);
      i++;
    } else joined.push(words[i]!.replace(/DOOR$/, 'DR'));
  }
  return joined;
}
