/**
 * Many VINs at once, in order, over ReportService.expect and decode and RateLimiter.take: shared by
 * POST /api/decode/batch and the MCP decodeVins tool. Transport-free; it
 * never throws for one VIN's failure, which becomes that VIN's `{vin, status, error}` entry.
 *
 * Budget: every distinct entry spends one unit of the caller's daily budget before it is decoded
 * (malformed ones too, as every POST /api/decode does); repeats of an entry share its result and
 * cost nothing more. Units are taken in the order entries first appear; once one is refused, that
 * entry and every later distinct one are answered 429 without asking the limiter again.
 */
import { z } from 'zod';
import { describeError, HTTP_STATUS, RateLimitedError } from './errors.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { Logger } from './logger.js';
import { eachLimited } from './map-limited.js';
import type { ReportService } from './report-service.js';
import { VinReportSchema } from './report/report.js';
import { withPriority } from './upstream/http/priority.js';
import { vinKey } from './vin.js';

/** Most VINs one batch may carry. */
export const MAX_BATCH_VINS = 50;
/** How many reports of one batch are built at the same time, so one caller cannot flood NHTSA. */
const CONCURRENCY = 4;

export const BatchResultSchema = z.union([
  z.object({
    vin: z.string().describe('The VIN as normalised (trimmed, upper case).'),
    status: z.literal(200),
    report: VinReportSchema,
    ageSeconds: z.number().int().optional().describe('Only when the vehicle data services failed and an expired report was served instead (X-Cache: STALE on POST /api/decode): how old the report is, in seconds.'),
  }),
  z.object({
    vin: z.string().describe('The VIN as normalised, or as given (at most 40 characters) when it is not a string of letters and digits.'),
    status: z.number().int().describe('What POST /api/decode would have answered for this VIN alone: 400, 429 or 500.'),
    error: z.string().describe('What went wrong, in the words POST /api/decode uses.'),
    errorText: z.string().optional().describe("vPIC's own text for an undecodable VIN."),
    resetSeconds: z.number().int().optional().describe('For 429: seconds until the daily budget resets (UTC midnight).'),
    retryAfterSeconds: z.number().int().optional().describe('For 500: seconds until the vehicle data service that failed may be asked again (it asked us to slow down, or is refusing or failing), as the Retry-After header of POST /api/decode says.'),
  }),
]);
export type BatchResult = z.infer<typeof BatchResultSchema>;

export interface DecodeBatchOptions {
  service: Pick<ReportService, 'decode' | 'expect'>;
  /** The caller's daily budget; absent where there is none (stdio, a local process). */
  limiter?: Pick<RateLimiter, 'take'>;
  clientKey?: string;
  /** The caller went away: VINs not yet started are not started, and builds nobody else waits for stop. */
  signal?: AbortSignal;
  /** Writes the decodes' log lines (an HTTP request's carries its id). */
  log?: Logger;
  /** Told about an internal fault (a bug) in one VIN's decode, which that VIN answers with a generic 500: to log and count it. */
  onFault?: (vin: string, err: unknown) => void;
}

/**
 * One result per entry of `vins`, in the same order. The caller checks the count (1..MAX_BATCH_VINS)
 * and that it is an array; entries may be anything and are validated here one by one.
 * @throws only what the limiter throws (a shared limiter that cannot be reached)
 */
export function decodeBatch(vins: readonly unknown[], options: DecodeBatchOptions): Promise<BatchResult[]> {
  // A batch's look-ups go after a person's single decodes on every host, and before background work.
  return withPriority('batch', () => decodeAll(vins, options));
}

async function decodeAll(vins: readonly unknown[], options: DecodeBatchOptions): Promise<BatchResult[]> {
  const keys = vins.map(entryKey);
  // Each distinct entry is decoded as first given, so its error message speaks of what was sent.
  const firstEntry = new Map<string, unknown>();
  vins.forEach((entry, i) => { if (!firstEntry.has(keys[i]!)) firstEntry.set(keys[i]!, entry); });
  const distinct = [...firstEntry.keys()];
  const answers = new Map<string, BatchResult>();

  // Budget first, sequentially and in order, so "what fits" is always the first entries.
  const allowed: string[] = [];
  let refusal: RateLimitedError | undefined;
  for (const key of distinct) {
    if (!refusal && options.limiter) {
      const decision = await options.limiter.take(options.clientKey ?? '');
      if (!decision.allowed) refusal = new RateLimitedError(decision);
    }
    if (refusal) answers.set(key, failure(key, refusal));
    else allowed.push(key);
  }

  // The misses among them then cost one vPIC call per 50 instead of one each.
  await options.service.expect(allowed.map((key) => firstEntry.get(key)), options.signal);
  await eachLimited(allowed, CONCURRENCY, async (key) => {
    answers.set(key, await decodeOne(key, firstEntry.get(key), options));
  }, options.signal);
  // Entries never started because the caller went away: nobody reads them.
  return keys.map((key) => answers.get(key) ?? failure(key, options.signal?.reason));
}

async function decodeOne(key: string, entry: unknown, { service, onFault, log, signal }: DecodeBatchOptions): Promise<BatchResult> {
  try {
    const outcome = await service.decode(entry, log, signal);
    const result: Extract<BatchResult, { status: 200 }> = { vin: key, status: 200, report: outcome.report };
    if (outcome.ageSeconds !== undefined) result.ageSeconds = outcome.ageSeconds;
    return result;
  } catch (err) {
    if (describeError(err).kind === 'internal') onFault?.(key, err);
    return failure(key, err);
  }
}

function failure(vin: string, err: unknown): BatchResult {
  const { kind, message, details } = describeError(err);
  const result: BatchResult = { vin, status: HTTP_STATUS[kind], error: message };
  if (typeof details.errorText === 'string') result.errorText = details.errorText;
  if (typeof details.resetSeconds === 'number') result.resetSeconds = details.resetSeconds;
  if (typeof details.retryAfterSeconds === 'number') result.retryAfterSeconds = details.retryAfterSeconds;
  return result;
}

/** What identifies an entry: a string as normalizeVin reads it (ASCII-only trim and upper case), anything else as JSON, clipped. */
function entryKey(entry: unknown): string {
  const text = typeof entry === 'string' ? vinKey(entry) : JSON.stringify(entry) ?? String(entry);
  return text.length > 40 ? text.slice(0, 40) + '…' : text;
}
