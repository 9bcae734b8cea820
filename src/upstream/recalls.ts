/**
 * NHTSA recall service client: `GET {base}/recalls/recallsByVehicle?make=…&model=…&modelYear=…`.
 * Any failure throws: a report must never claim "no recalls" because the service could not be asked.
 */
import { UpstreamError } from '../errors.js';
import type { Recall } from '../schemas.js';
import { fetchJson, type FetchLike } from './fetch-json.js';

export interface RecallsClientOptions {
  baseUrl: string;
  /** Replaces the built-in HTTP client (tests). */
  fetch?: FetchLike;
  timeoutMs: number;
}

export interface RecallQuery {
  make: string;
  model: string;
  modelYear: string;
}

export interface RecallsClient {
  /**
   * Every recall the service holds for the vehicle, newest first, one per campaign.
   * @throws UpstreamError when the service fails or answers without a `results` list
   */
  find(query: RecallQuery, signal?: AbortSignal): Promise<Recall[]>;
}

export function createRecallsClient(options: RecallsClientOptions): RecallsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async find(query, signal) {
      const params = new URLSearchParams({ make: query.make, model: query.model, modelYear: query.modelYear });
      const body = await fetchJson(`${base}/recalls/recallsByVehicle?${params}`, {
        fetch: options.fetch,
        upstream: 'recalls',
        timeoutMs: options.timeoutMs,
        signal,
      });
      const results = (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) throw new UpstreamError('recalls', 'recall service answered without a results list');
      return mapRecalls(results);
    },
  };
}

/** Maps, de-duplicates (first record of a campaign wins) and sorts newest first. */
export function mapRecalls(records: unknown[]): Recall[] {
  const byCampaign = new Map<string, Recall>();
  const anonymous: Recall[] = [];
  for (const record of records) {
    if (record === null || typeof record !== 'object') continue;
    const recall = mapRecall(record as Record<string, unknown>);
    if (recall.campNo === undefined) anonymous.push(recall);
    else if (!byCampaign.has(recall.campNo)) byCampaign.set(recall.campNo, recall);
  }
  return [...byCampaign.values(), ...anonymous].sort(newestFirst);
}

function mapRecall(record: Record<string, unknown>): Recall {
  const recall: Recall = {};
  setText(recall, 'campNo', record.NHTSACampaignNumber);
  setText(recall, 'component', record.Component);
  setText(recall, 'summary', record.Summary);
  setText(recall, 'consequence', record.Consequence);
  setText(recall, 'remedy', record.Remedy);
  if (typeof record.ReportReceivedDate === 'string' && record.ReportReceivedDate.trim() !== '') {
    recall.reportReceivedDate = toIsoDate(record.ReportReceivedDate.trim());
  }
  if (typeof record.parkIt === 'boolean') recall.parkIt = record.parkIt;
  if (typeof record.parkOutSide === 'boolean') recall.parkOutside = record.parkOutSide;
  else if (typeof record.parkOutside === 'boolean') recall.parkOutside = record.parkOutside;
  if (typeof record.overTheAirUpdate === 'boolean') recall.overTheAirUpdate = record.overTheAirUpdate;
  return recall;
}

/** Recall texts are kept verbatim; only a missing or empty value is left out. */
function setText(recall: Recall, field: 'campNo' | 'component' | 'summary' | 'consequence' | 'remedy', value: unknown): void {
  if (typeof value === 'string' && value.trim() !== '') recall[field] = field === 'campNo' ? value.trim() : value;
}

/**
 * The service writes dates day-first (`20/04/2012`); the report uses ISO `2012-04-20`. A date in
 * any other shape is passed through untouched rather than guessed at.
 */
export function toIsoDate(value: string): string {
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (dayFirst) {
    const [, day, month, year] = dayFirst;
    if (Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31) {
      return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
    }
  }
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T.*)?$/.exec(value);
  if (iso) return iso[1]!;
  return value;
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
  if (recall.reportReceivedDate && /^\d{4}-\d{2}-\d{2}$/.test(recall.reportReceivedDate)) return recall.reportReceivedDate;
  const year = /^(\d{2})[A-Z]/.exec(recall.campNo ?? '');
  if (year) {
    const yy = Number(year[1]);
    // Campaign numbers began in the 1960s; two digits above 60 are the 1900s.
    return `${yy > 60 ? 1900 + yy : 2000 + yy}-00-00`;
  }
  return '0000-00-00';
}
