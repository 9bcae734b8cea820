/**
 * The decode pipeline: VIN in, report bytes out. Both the HTTP server and the MCP server call this
 * and nothing else, so a report is the same whichever door it leaves by. It imports no transport.
 *
 *   normalise VIN → cache → (single-flight) vPIC → recalls → maintenance → summary → validate → cache
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Summarizer } from './ai/provider.js';
import type { Logger } from './logger.js';
import type { MaintenanceMatch } from './maintenance/match.js';
import { VinReportSchema, type DecodedVehicle, type Recall, type VinReport } from './schemas.js';
import type { ReportStore } from './store/report-store.js';
import type { RecallQuery, RecallsClient } from './upstream/recalls.js';
import type { VpicClient } from './upstream/vpic.js';
import { normalizeVin } from './vin.js';

export interface ReportServiceOptions {
  vpic: VpicClient;
  recalls: RecallsClient;
  summarize: Summarizer;
  matchMaintenance: (vehicle: DecodedVehicle) => MaintenanceMatch | null;
  store: ReportStore;
  now: () => number;
  cacheTtlSeconds: number;
  logger: Logger;
  /** Coalesces misses across instances (Redis); without it, concurrent misses coalesce per process only. */
  buildLock?: BuildLock;
}

/**
 * A lock on building one VIN, shared by every instance on the same store. The holder builds and
 * writes the cache; the others poll the store for its result.
 */
export interface BuildLock {
  /** A token when this caller should build now (lock taken, or no lock to be had), null while another holds it. Never throws. */
  acquire(vin: string): Promise<string | null>;
  /** Gives the lock back if `token` still holds it. Never throws. */
  release(vin: string, token: string): Promise<void>;
  /** How often a waiter polls the store. */
  readonly pollMs: number;
  /** Longest a waiter waits for another instance before building itself. */
  readonly maxWaitMs: number;
}

export interface DecodeOutcome {
  vin: string;
  cache: 'HIT' | 'MISS';
  /** The exact JSON response body (UTF-8). */
  body: Buffer;
}

export interface ReportService {
  /**
   * Returns the report for `vinInput` (any value; it is validated here).
   * @throws InvalidVinError, UndecodableVinError, UpstreamError; anything else is an internal fault
   */
  decode(vinInput: unknown): Promise<DecodeOutcome>;
  /** The recall list for a vehicle, mapped exactly as in reports. @throws UpstreamError */
  checkRecalls(query: RecallQuery): Promise<Recall[]>;
  close(): Promise<void>;
}

/** A report failed its own schema: a bug, never the caller's fault. */
export class InvalidReportError extends Error {
  constructor(cause: unknown) {
    super('assembled report failed schema validation', { cause });
    this.name = 'InvalidReportError';
  }
}

interface Built {
  missBody: Buffer;
  /** Set when another instance built the report and this one read it from the shared cache: the body is then the HIT form. */
  fromCache?: true;
}

const MISS_TAIL = ',"cached":false}';
const HIT_TAIL = ',"cached":true}';

/**
 * The HIT body for a report whose MISS body is `missJson`. `cached` is the schema's last field, so
 * the two differ only in that last value and the HIT form is the MISS bytes with the tail swapped:
 * a report is serialised once, not twice (stringify is the biggest CPU item of a build). Should
 * the field ever not come last, the report is serialised again, with the same result as before.
 */
export function hitFormOf(missJson: string, report: VinReport): string {
  return missJson.endsWith(MISS_TAIL) ? missJson.slice(0, -MISS_TAIL.length) + HIT_TAIL : JSON.stringify({ ...report, cached: true });
}

export function createReportService(options: ReportServiceOptions): ReportService {
  const { store, logger, now } = options;
  const inFlight = new Map<string, Promise<Built>>();

  async function build(vin: string): Promise<Built> {
    const started = now();
    const vehicle = await options.vpic.decode(vin);
    let recalls: Recall[] = [];
    const recallsLookedUp = Boolean(vehicle.make && vehicle.model && vehicle.modelYear);
    if (recallsLookedUp) {
      recalls = await options.recalls.find({ make: vehicle.make!, model: vehicle.model!, modelYear: vehicle.modelYear! });
    }
    const match = options.matchMaintenance(vehicle);
    const maintenance = match?.spec ?? null;
    const currentYear = new Date(now()).getUTCFullYear();
    const { summary, maxCacheSeconds } = await options.summarize({ vehicle, recalls, maintenance, currentYear, recallsLookedUp });

    const report: VinReport = {
      vin,
      vehicle,
      recalls,
      maintenance,
      ai: summary,
      generatedAt: new Date(now()).toISOString(),
      cached: false,
    };
    const checked = VinReportSchema.safeParse(report);
    if (!checked.success) throw new InvalidReportError(checked.error);

    // The HIT form is what the cache keeps, so a hit is served as stored bytes with no re-serialising.
    const missJson = JSON.stringify(checked.data);
    const missBody = Buffer.from(missJson);
    const hitBody = Buffer.from(hitFormOf(missJson, checked.data));
    const ttl = Math.min(options.cacheTtlSeconds, maxCacheSeconds ?? Infinity);
    try {
      await store.set(vin, hitBody, ttl);
    } catch (err) {
      logger.warn('cache_write_failed', { vin, err });
    }
    logger.info('report_built', { vin, ms: now() - started, recalls: recalls.length, maintenance: match?.id ?? null, ai: summary.provider, ttl });
    return { missBody };
  }

  /** `build`, but at most once across instances sharing `lock`: waiters take the holder's result from the store. */
  async function buildOnce(vin: string, lock: BuildLock): Promise<Built> {
    const maxPolls = Math.ceil(lock.maxWaitMs / lock.pollMs);
    for (let polls = 0; ; polls++) {
      const token = await lock.acquire(vin);
      if (token !== null) {
        try {
          // The previous holder may have finished between our last look and taking the lock.
          const stored = await store.get(vin);
          if (stored) return { missBody: stored.body, fromCache: true };
          return await build(vin);
        } finally {
          await lock.release(vin, token);
        }
      }
      if (polls >= maxPolls) {
        logger.warn('build_lock_wait_exceeded', { vin, waitedMs: lock.maxWaitMs });
        return build(vin);
      }
      await sleep(lock.pollMs);
      const stored = await store.get(vin);
      if (stored) return { missBody: stored.body, fromCache: true };
    }
  }

  const outcome = (vin: string, built: Built): DecodeOutcome =>
    built.fromCache ? { vin, cache: 'HIT', body: built.missBody } : { vin, cache: 'MISS', body: built.missBody };

  return {
    async decode(vinInput) {
      const vin = normalizeVin(vinInput);
      const pending = inFlight.get(vin);
      if (pending) return outcome(vin, await pending);
      const stored = await store.get(vin);
      if (stored) return { vin, cache: 'HIT', body: stored.body };
      // Checked again: another request may have started the build while we read the cache.
      let promise = inFlight.get(vin);
      if (!promise) {
        promise = (options.buildLock ? buildOnce(vin, options.buildLock) : build(vin)).finally(() => inFlight.delete(vin));
        inFlight.set(vin, promise);
      }
      return outcome(vin, await promise);
    },
    checkRecalls: (query) => options.recalls.find(query),
    close: () => store.close(),
  };
}
