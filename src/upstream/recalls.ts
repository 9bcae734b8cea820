/**
 * NHTSA recall service client: `GET {base}/recalls/recallsByVehicle?make=…&model=…&modelYear=…`.
 * HTTP 400 with a count-0 body is the service's "no recalls"; any other failure throws, because a
 * report must never claim "no recalls" when the service could not be asked.
 */
import { mapLimited } from '../map-limited.js';
import type { Recall } from '../report/schemas.js';
import { fetchNhtsaResults } from './http/fetch-json.js';
import { MODEL_NAME_CONCURRENCY } from './catalogue.js';
import { isoDate, upstreamText } from './http/upstream-text.js';
import type { UpstreamClientOptions } from './http/client-options.js';

export interface RecallQuery {
  make: string;
  model: string;
  modelYear: string;
}

export interface RecallModelsQuery {
  make: string;
  /** The recall database's own names for the vehicle (see chooseCatalogueModels). */
  models: readonly string[];
  modelYear: string;
}

export interface RecallsClient {
  /**
   * Every recall the service holds for one model name, newest first, one per campaign.
   * @throws UpstreamError when the service fails or answers without a `results` list
   */
  find(query: RecallQuery, signal?: AbortSignal): Promise<Recall[]>;
  /**
   * The recalls of several model names ("XC90 T5", "XC90 T6"...), asked concurrently and merged
   * one per campaign. Fails when any one name cannot be asked: a partial list could hide a recall.
   * `fresh` asks the service even when the cache holds an answer (a watch must see today's campaigns).
   * @throws UpstreamError
   */
  findForModels(query: RecallModelsQuery, signal?: AbortSignal, options?: { fresh?: boolean }): Promise<Recall[]>;
}

export function createRecallsClient(options: UpstreamClientOptions): RecallsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const records = async (query: RecallQuery, signal?: AbortSignal, fresh = false): Promise<unknown[]> => {
    const params = new URLSearchParams({ make: query.make, model: query.model, modelYear: query.modelYear });
    return fetchNhtsaResults(`${base}/recalls/recallsByVehicle?${params}`, {
      fetch: options.fetch, cache: fresh ? undefined : options.cache, timeoutMs: options.timeoutMs, userAgent: options.userAgent, limits: options.limits,
      upstream: 'recalls',
      signal,
    });
  };
  return {
    async find(query, signal) {
      return mapRecalls(await records(query, signal));
    },
    async findForModels(query, signal, { fresh = false } = {}) {
      const names = uniqueNames(query.models);
      const lists = await mapLimited(names, MODEL_NAME_CONCURRENCY, (model) => records({ make: query.make, model, modelYear: query.modelYear }, signal, fresh));
      return mapRecalls(lists.flat());
    },
  };
}

function uniqueNames(models: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const model of models) {
    const key = model.trim().toUpperCase();
    if (key !== '' && !seen.has(key)) seen.set(key, model.trim());
  }
  return [...seen.values()];
}

/**
 * Maps and merges records one per campaign (campaign numbers compared case-insensitively), drops
 * records with neither a campaign number nor any text, and sorts newest first. When a campaign is
 * listed twice, the safety flags keep the stronger value (true wins whichever record carries it)
 * and missing texts or dates are filled in from the later record.
 */
export function mapRecalls(records: readonly unknown[]): Recall[] {
  const byCampaign = new Map<string, Recall>();
  const anonymous: Recall[] = [];
  for (const record of records) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) continue;
    const recall = mapRecall(record as Record<string, unknown>);
    if (recall.campNo === undefined) {
      if (hasText(recall)) anonymous.push(recall);
      continue;
    }
    const seen = byCampaign.get(recall.campNo);
    byCampaign.set(recall.campNo, seen ? mergeRecall(seen, recall) : recall);
  }
  return [...byCampaign.values(), ...anonymous].sort(newestFirst);
}

const TEXT_FIELDS = ['component', 'summary', 'consequence', 'remedy'] as const;
const FLAGS = ['parkIt', 'parkOutside', 'overTheAirUpdate'] as const;

function hasText(recall: Recall): boolean {
  return TEXT_FIELDS.some((field) => recall[field] !== undefined);
}

function mergeRecall(first: Recall, later: Recall): Recall {
  const merged: Recall = { ...first };
  for (const field of TEXT_FIELDS) merged[field] ??= later[field];
  merged.reportReceivedDate ??= later.reportReceivedDate;
  for (const flag of FLAGS) {
    if (first[flag] === true || later[flag] === true) merged[flag] = true;
    else merged[flag] ??= later[flag];
  }
  return dropUndefined(merged);
}

function dropUndefined(recall: Recall): Recall {
  for (const key of Object.keys(recall) as (keyof Recall)[]) if (recall[key] === undefined) delete recall[key];
  return recall;
}

function mapRecall(record: Record<string, unknown>): Recall {
  const recall: Recall = {};
  const campNo = upstreamText(record.NHTSACampaignNumber, 40);
  if (campNo !== undefined) recall.campNo = campNo.toUpperCase();
  for (const [field, key] of [['component', 'Component'], ['summary', 'Summary'], ['consequence', 'Consequence'], ['remedy', 'Remedy']] as const) {
    const text = upstreamText(record[key]);
    if (text !== undefined) recall[field] = text;
  }
  const date = toIsoDate(record.ReportReceivedDate);
  if (date !== undefined) recall.reportReceivedDate = date;
  if (typeof record.parkIt === 'boolean') recall.parkIt = record.parkIt;
  if (typeof record.parkOutSide === 'boolean') recall.parkOutside = record.parkOutSide;
  else if (typeof record.parkOutside === 'boolean') recall.parkOutside = record.parkOutside;
  if (typeof record.overTheAirUpdate === 'boolean') recall.overTheAirUpdate = record.overTheAirUpdate && overTheAirOnly(recall.remedy);
  return recall;
}

/** Remedy words that mean a part is replaced or a workshop does something: then it is not over the air alone. */
const WORKSHOP_WORDS = ['REPLACE', 'DEALER', 'SERVICE CENTER', 'INSPECT', 'REPAIR', 'INSTALL', 'RETROFIT'];

/**
 * Whether the remedy is an over-the-air update and nothing more: it says so ("over-the-air",
 * "OTA") and names no part replacement or workshop visit. NHTSA's flag alone is not enough: Tesla's
 * 25V002000 is flagged, yet its remedy also replaces computers.
 */
export function overTheAirOnly(remedy: string | undefined): boolean {
  const text = (remedy ?? '').toUpperCase();
  const saysSo = text.includes('OVER-THE-AIR') || text.includes('OVER THE AIR') || text.includes('(OTA)') || text.includes(' OTA ');
  return saysSo && !WORKSHOP_WORDS.some((word) => text.includes(word));
}

/**
 * The service writes dates day-first (`20/04/2012`); the report uses ISO `2012-04-20`. Anything
 * that is not a real calendar day (`31/02/2020`, free text) gives undefined, never a guess.
 */
export function toIsoDate(value: unknown): string | undefined {
  return isoDate(value, 'day-first');
}

/**
 * Orders by report date, newest first. A recall without a date is placed by its campaign number's
 * year (`22V414000` was filed in 2022), then campaign numbers break ties, so the order never
 * depends on the upstream's.
 */
function newestFirst(a: Recall, b: Recall): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  if (ka !== kb) return ka < kb ? 1 : -1;
  const ca = a.campNo ?? '';
  const cb = b.campNo ?? '';
  return ca === cb ? 0 : ca < cb ? 1 : -1;
}

function sortKey(recall: Recall): string {
  if (recall.reportReceivedDate) return recall.reportReceivedDate;
  const year = /^(\d{2})[A-Z]/.exec(recall.campNo ?? '');
  if (year) {
    const yy = Number(year[1]);
    // Campaign numbers began in the 1960s; two digits above 60 are the 1900s.
    return `${yy > 60 ? 1900 + yy : 2000 + yy}-00-00`;
  }
  return '0000-00-00';
}
