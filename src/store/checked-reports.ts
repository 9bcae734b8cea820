/**
 * Reports read back from a shared store are checked before they are served: whoever can write the
 * cache directory (or the Redis) could copy one VIN's entry to another's name, stretch an entry's
 * lifetime, or leave a body that is not a report at all. An entry that is not a valid report for
 * the VIN asked, stored within CACHE_TTL_SECONDS (plus the stale window, for getStale), is a miss.
 */
import type { Logger } from '../logger.js';
import { VinReportSchema, type VinReport } from '../report/report.js';
import type { ReportStore, StoredEntry } from './report-store.js';

export interface CheckedReportsOptions {
  /** CACHE_TTL_SECONDS: no report is kept fresh longer. */
  ttlSeconds: number;
  /** STALE_IF_ERROR_SECONDS: how much longer getStale may serve one. */
  staleSeconds: number;
  now: () => number;
  logger: Logger;
}

/** Instances sharing a store may disagree on the time by this much. */
const CLOCK_SKEW_MS = 60_000;

/** `store`, whose reads answer only entries that pass the checks above (the others are logged and missed). */
export function withCheckedReports(store: ReportStore, options: CheckedReportsOptions): ReportStore {
  const { now, logger } = options;
  const ttlMs = options.ttlSeconds * 1000;
  const check = (key: string, entry: StoredEntry | null, keptMs: number): StoredEntry | null => {
    if (!entry) return null;
    const read = readReport(key, entry, ttlMs, keptMs, now());
    // The report as read here goes with the entry, so whoever serves it does not parse it again.
    if ('report' in read) return { ...entry, report: read.report };
    logger.warn('cache_entry_refused', { vin: key, reason: read.problem });
    return null;
  };
  return {
    get: async (key) => check(key, await store.get(key), ttlMs),
    getStale: async (key) => check(key, await store.getStale(key), ttlMs + options.staleSeconds * 1000),
    set: (key, body, ttlSeconds) => store.set(key, body, ttlSeconds),
    close: () => store.close(),
  };
}

/**
 * `entry` read as `vin`'s report (the parsed body itself, as the JSON answer holds it, once the
 * schema has accepted it), or why it may not be served as one.
 */
function readReport(vin: string, entry: StoredEntry, ttlMs: number, keptMs: number, now: number): { report: VinReport } | { problem: string } {
  if (entry.storedAt > now + CLOCK_SKEW_MS) return { problem: 'written in the future' };
  if (entry.expiresAt - entry.storedAt > ttlMs) return { problem: 'lifetime longer than CACHE_TTL_SECONDS' };
  if (now - entry.storedAt >= keptMs) return { problem: 'older than its lifetime' };
  let body: unknown;
  try {
    body = JSON.parse(entry.body.toString('utf8'));
  } catch {
    return { problem: 'not JSON' };
  }
  const checked = VinReportSchema.safeParse(body);
  if (!checked.success) return { problem: 'not a valid report' };
  if (checked.data.vin !== vin) return { problem: 'a report for another VIN' };
  return { report: body as VinReport };
}
