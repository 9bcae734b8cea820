/**
 * Reports read back from a shared store are checked before they are served: whoever can write the
 * cache directory (or the Redis) could copy one VIN's entry to another's name, stretch an entry's
 * lifetime, or leave a body that is not a report at all. An entry that is not a valid report for
 * the VIN asked, stored within CACHE_TTL_SECONDS (plus the stale window, for getStale), is a miss.
 */
import type { Logger } from '../logger.js';
import { VinReportSchema } from '../report/report.js';
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
    const problem = reportProblem(key, entry, ttlMs, keptMs, now());
    if (!problem) return entry;
    logger.warn('cache_entry_refused', { vin: key, reason: problem });
    return null;
  };
  return {
    get: async (key) => check(key, await store.get(key), ttlMs),
    getStale: async (key) => check(key, await store.getStale(key), ttlMs + options.staleSeconds * 1000),
    set: (key, body, ttlSeconds) => store.set(key, body, ttlSeconds),
    close: () => store.close(),
  };
}

/** Why `entry` may not be served as `vin`'s report, or undefined when it may. */
function reportProblem(vin: string, entry: StoredEntry, ttlMs: number, keptMs: number, now: number): string | undefined {
  if (entry.storedAt > now + CLOCK_SKEW_MS) return 'written in the future';
  if (entry.expiresAt - entry.storedAt > ttlMs) return 'lifetime longer than CACHE_TTL_SECONDS';
  if (now - entry.storedAt >= keptMs) return 'older than its lifetime';
  let body: unknown;
  try {
    body = JSON.parse(entry.body.toString('utf8'));
  } catch {
    return 'not JSON';
  }
  const report = VinReportSchema.safeParse(body);
  if (!report.success) return 'not a valid report';
  if (report.data.vin !== vin) return 'a report for another VIN';
  return undefined;
}
