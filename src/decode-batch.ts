/**
 * Many VINs in one call (fleets): each distinct VIN spends one request of the caller's daily budget
 * and is decoded once; a batch larger than what is left answers what fits and marks the rest 429.
 * Shared by POST /api/decode/batch and the MCP decodeVins tool.
 */
import { describeError, RateLimitedError, type RateLimitState } from './errors.js';
import type { RateLimitDecision } from './limits/rate-limiter.js';
import type { ReportService } from './report-service.js';

export const MAX_BATCH_VINS = 50;
/** Misses build concurrently up to this many, so one batch cannot take every upstream slot. */
const CONCURRENCY = 4;

export type BatchResult =
  | { vin: string; status: 200; cache: 'HIT' | 'MISS' | 'STALE'; report: unknown }
  | { vin: string; status: number; error: string; details?: Record<string, unknown> };

export interface BatchOutcome {
  results: BatchResult[];
  /** The budget after the batch (the last decision taken), for the rate-limit headers. */
  limit: RateLimitState | undefined;
}

export async function decodeBatch(
  vins: readonly unknown[],
  service: ReportService,
  takeBudget: () => Promise<RateLimitDecision>,
): Promise<BatchOutcome> {
  const keyOf = (vin: unknown) => (typeof vin === 'string' ? vin.trim().toUpperCase() : JSON.stringify(vin));
  const distinct = [...new Map(vins.map((vin) => [keyOf(vin), vin])).entries()];
  const answers = new Map<string, BatchResult>();
  const admitted: Array<[string, unknown]> = [];
  let limit: RateLimitState | undefined;
  for (const [key, vin] of distinct) {
    const decision = await takeBudget();
    limit = decision;
    if (decision.allowed) admitted.push([key, vin]);
    else answers.set(key, failure(vin, new RateLimitedError(decision)));
  }
  let next = 0;
  const worker = async () => {
    while (next < admitted.length) {
      const [key, vin] = admitted[next++]!;
      try {
        const outcome = await service.decode(vin);
        answers.set(key, { vin: outcome.vin, status: 200, cache: outcome.cache, report: JSON.parse(outcome.body.toString('utf8')) });
      } catch (err) {
        answers.set(key, failure(vin, err));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, admitted.length) }, worker));
  return { results: vins.map((vin) => answers.get(keyOf(vin))!), limit };
}

const STATUS = { invalid_vin: 400, undecodable_vin: 400, rate_limited: 429, upstream: 500, internal: 500 } as const;

function failure(vin: unknown, err: unknown): BatchResult {
  const { kind, message, details } = describeError(err);
  const shown = typeof vin === 'string' ? vin.slice(0, 40) : String(vin).slice(0, 40);
  return { vin: shown, status: STATUS[kind], error: message, ...(Object.keys(details).length ? { details } : {}) };
}
