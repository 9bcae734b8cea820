/**
 * One bounded JSON GET/POST against an upstream, on Node's fetch: a per-attempt timeout, one retry
 * with jitter on network errors, timeouts and 5xx, a hard cap on the bytes read so a runaway
 * response cannot exhaust memory, redirects followed only within the requested origin, and a plain
 * product User-Agent. Every failure becomes an UpstreamError whose message names no URL.
 */
import { UpstreamError, type PauseReason } from '../../errors.js';
import { sleep, type HostLimits, type HostOutcome } from './host-limits.js';
import { DEFAULT_USER_AGENT } from './user-agent.js';

export type FetchLike = typeof fetch;

export interface FetchJsonOptions {
  /** Replaces globalThis.fetch (tests that stand in for an upstream with a function). */
  fetch?: FetchLike;
  /** Name used in logs and errors ("vPIC", "recalls", "openai"...). */
  upstream: string;
  timeoutMs: number;
  /** Bytes read at most; bigger bodies fail. */
  maxBytes?: number;
  /** Retries after the first attempt (default 1). */
  retries?: number;
  /** Whether a given HTTP status should be retried (default: 5xx). */
  retryOn?: (status: number) => boolean;
  /** Longest Retry-After honoured before the retry (default: timeoutMs); longer ones fail at once. */
  maxRetryAfterMs?: number;
  init?: RequestInit;
  /** Aborts everything (caller gave up, server shutting down). */
  signal?: AbortSignal;
  /**
   * Answers kept by URL (the pipeline's per-model cache, in memory or Redis): `load` runs only on a
   * miss, and a failure is never kept.
   */
  cache?: UpstreamCache;
  /** Whether a parsed body is the answer asked for; one that is not fails (and so is never cached). */
  isAnswer?: (body: unknown) => boolean;
  /** Sent on every call (default `vin-report/<version>`); a User-Agent in init.headers wins. */
  userAgent?: string;
  /**
   * A non-2xx answer that is still an answer, judged on its status and parsed JSON body: NHTSA
   * answers "nothing found" with HTTP 400 and a count-0 body (see isEmptyNhtsaAnswer). The body is
   * then returned as if the status had been 200; anything else stays an UpstreamStatusError.
   */
  acceptAnswer?: (status: number, body: unknown) => boolean;
  /**
   * A non-2xx answer that is the service's own reply to this request's input, not a sign that the
   * host is unwell (the products catalogue answers a make it does not list with HTTP 500), judged
   * on its status and parsed JSON body: it is not retried, it counts as the host answering (so no
   * caller's input can open a shared host's breaker), and it fails with an InputAnswerError, which
   * no cache keeps.
   */
  inputAnswer?: (status: number, body: unknown) => boolean;
  /** Same-origin redirects followed at most (default 3); a redirect elsewhere always fails. */
  maxRedirects?: number;
  /**
   * Per-host turns and backoff memory (see host-limits.ts): each attempt waits for its turn before
   * its timeout starts, and fails at once while the host is paused.
   */
  limits?: HostLimits;
}

export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;

/** An HTTP status the upstream answered with, after retries; `body` is a short excerpt for logs. */
export class UpstreamStatusError extends UpstreamError {
  readonly status: number;
  readonly body: string;
  readonly retryAfterMs: number | undefined;
  constructor(upstream: string, status: number, body: string, retryAfterMs?: number, retryAfterSeconds?: number, pauseReason?: PauseReason) {
    super(upstream, `${upstream} answered HTTP ${status}`, retryAfterSeconds === undefined ? {} : { retryAfterSeconds, pauseReason });
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A non-2xx answer the service gives this input by design (see FetchJsonOptions.inputAnswer). */
export class InputAnswerError extends UpstreamStatusError {}

/** The caller gave up (its deadline passed, its client went away) before the upstream answered. */
export class UpstreamCancelledError extends UpstreamError {
  constructor(upstream: string, reason: unknown) {
    super(upstream, `${upstream} request was cancelled`, { cause: reason });
  }
}

/**
 * NHTSA's recall and complaint services answer a vehicle without records with HTTP 400 and
 * `{"Count":0,"Message":"Results returned successfully","results":[]}` (`count` lower-case in the
 * complaints service). Only that exact emptiness counts; any other 400 stays a failure.
 */
export function isEmptyNhtsaAnswer(status: number, body: unknown): boolean {
  if (status !== 400 || body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  const count = record.Count ?? record.count;
  const results = record.results ?? record.Results;
  return count === 0 && Array.isArray(results) && results.length === 0;
}

/** NHTSA's list answers: `results` (recalls, complaints, catalogue) or `Results` (ratings, vPIC). */
export const hasResultsList = (body: unknown): boolean => {
  const record = body as { results?: unknown; Results?: unknown } | null;
  return Array.isArray(record?.results) || Array.isArray(record?.Results);
};

/**
 * The record list of one of api.nhtsa.gov's services (`results` from recalls, complaints and the
 * products catalogue, `Results` from the crash ratings), its "nothing on file" 400 read as an empty list.
 * @throws UpstreamError as fetchJson does, and when the answer holds no such list
 */
export async function fetchNhtsaResults(
  url: string,
  options: Pick<FetchJsonOptions, 'fetch' | 'cache' | 'timeoutMs' | 'userAgent' | 'limits' | 'upstream' | 'signal' | 'inputAnswer'>,
): Promise<unknown[]> {
  const body = await fetchJson(url, { ...options, isAnswer: hasResultsList, acceptAnswer: isEmptyNhtsaAnswer });
  const record = body as { results?: unknown; Results?: unknown } | null;
  const results = Array.isArray(record?.results) ? record.results : record?.Results;
  if (!Array.isArray(results)) throw new UpstreamError(options.upstream, `${options.upstream} answered without a results list`);
  return results;
}

/** Keeps upstream answers by key; see FetchJsonOptions.cache. */
export type UpstreamCache = (key: string, load: () => Promise<unknown>) => Promise<unknown>;

/**
 * Fetches `url` and parses the body as JSON.
 * @throws UpstreamError (code UPSTREAM_TIMEOUT when the last attempt timed out; also for a
 *   redirect off the requested origin), UpstreamStatusError for a non-2xx answer after retries
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  if (options.cache) {
    const { cache, ...uncached } = options;
    return cache(url, () => fetchJson(url, uncached));
  }
  return fetchAnswer(url, options);
}

/** A binary answer: its bytes and the Content-Type the upstream declared ('' when none). */
export interface FetchedBytes {
  contentType: string;
  bytes: Buffer;
}

/**
 * Fetches `url` as bytes on fetchJson's bounded path (timeout, size cap, retries, same-origin
 * redirects only, our User-Agent); `isAnswer` judges the FetchedBytes.
 * @throws UpstreamError, UpstreamStatusError for a non-2xx answer after retries
 */
export async function fetchBytes(url: string, options: Omit<FetchJsonOptions, 'cache' | 'acceptAnswer'>): Promise<FetchedBytes> {
  const bytesOf = (answer: Answer): FetchedBytes => ({ contentType: answer.headers.get('content-type') ?? '', bytes: answer.bytes });
  return fetchAnswer(url, options, bytesOf) as Promise<FetchedBytes>;
}

/** fetchJson without the cache; `decode` reads a 2xx answer (default: as JSON). */
async function fetchAnswer(url: string, options: FetchJsonOptions, decode?: (answer: Answer) => unknown): Promise<unknown> {
  const retries = options.retries ?? 1;
  const retryOn = options.retryOn ?? ((status) => status >= 500);
  let lastError: UpstreamError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const body = await attemptOnce(url, options, decode);
      if (options.isAnswer && !options.isAnswer(body)) {
        throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} answered without the expected data`));
      }
      return body;
    } catch (err) {
      const failure = err instanceof NonRetryableError ? err.inner
        : err instanceof UpstreamError ? err
        : new UpstreamError(options.upstream, `${options.upstream} request failed`, { cause: err });
      lastError = failure;
      if (options.signal?.aborted) {
        lastError = new UpstreamCancelledError(options.upstream, options.signal.reason);
        break;
      }
      // A paused host says when to come back; asking again now would only be refused.
      if (err instanceof NonRetryableError || failure.retryAfterSeconds !== undefined) break;
      if (failure instanceof UpstreamStatusError && !retryOn(failure.status)) break;
      if (attempt === retries) break;
      // Honour a short Retry-After; a long one means "not now", and we fail fast instead.
      const retryAfter = failure instanceof UpstreamStatusError ? failure.retryAfterMs : undefined;
      if (retryAfter !== undefined && retryAfter > (options.maxRetryAfterMs ?? options.timeoutMs)) break;
      await sleep(retryAfter ?? jitter(), options.signal).catch(() => {});
    }
  }
  // When this failure paused the host (a 429, a 403 block, the run of failures that opened its breaker), say for how long.
  const pausedFor = lastError instanceof UpstreamCancelledError ? undefined : options.limits?.retryAfterSeconds(url);
  if (pausedFor === undefined || lastError!.retryAfterSeconds !== undefined) throw lastError!;
  throw withRetryAfter(lastError!, pausedFor, options.limits?.pauseReason(url));
}

function withRetryAfter(err: UpstreamError, seconds: number, pauseReason: PauseReason | undefined): UpstreamError {
  if (err instanceof UpstreamStatusError) return new UpstreamStatusError(err.upstream, err.status, err.body, err.retryAfterMs, seconds, pauseReason);
  return new UpstreamError(err.upstream, err.message, { cause: err.cause, timeout: err.code === 'UPSTREAM_TIMEOUT', retryAfterSeconds: seconds, pauseReason });
}

/** Wraps an error that another attempt cannot fix (garbage JSON, oversized body, foreign redirect). */
class NonRetryableError extends UpstreamError {
  readonly inner: UpstreamError;
  constructor(inner: UpstreamError) {
    super(inner.upstream, inner.message, { cause: inner });
    this.inner = inner;
  }
}

class BodyTooLargeError extends Error {}

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

async function attemptOnce(url: string, options: FetchJsonOptions, decode?: (answer: Answer) => unknown): Promise<unknown> {
  // Waiting for a turn counts against the caller's deadline, not this attempt's timeout.
  const slot = await options.limits?.acquire(url, options.upstream, options.signal);
  if (!slot) return attemptInTurn(url, options, decode);
  let outcome: HostOutcome = 'failed';
  try {
    const body = await attemptInTurn(url, options, decode, (answered) => (outcome = answered));
    outcome = 'ok';
    return body;
  } catch (err) {
    if (options.signal?.aborted && outcome === 'failed') outcome = 'cancelled';
    throw err;
  } finally {
    slot.release(outcome);
  }
}

/** What an answer says about its host: pushback (429, 403), failure (5xx, a 2xx that is not JSON) or health. */
function hostOutcome(answer: Answer): HostOutcome {
  if (answer.status === 429) return { throttledMs: parseRetryAfter(answer.headers.get('retry-after')) };
  if (answer.status === 403) return 'blocked';
  if (answer.status >= 500) return 'failed';
  return 'ok';
}

async function attemptInTurn(url: string, options: FetchJsonOptions, decode?: (answer: Answer) => unknown, noteOutcome?: (outcome: HostOutcome) => void): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const headers = new Headers(options.init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (!headers.has('user-agent')) headers.set('user-agent', options.userAgent ?? DEFAULT_USER_AGENT);
  let answer: Answer;
  try {
    answer = await exchange(url, { ...options.init, headers, signal, redirect: 'manual' }, options, maxBytes);
  } catch (err) {
    // A refused redirect or body is the host answering; a timeout or a reset is the host failing.
    if (err instanceof NonRetryableError || err instanceof BodyTooLargeError) noteOutcome?.('ok');
    if (err instanceof NonRetryableError) throw err;
    if (err instanceof BodyTooLargeError) {
      throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} response exceeded ${maxBytes} bytes`));
    }
    throw toUpstreamError(options.upstream, err, timeout.aborted);
  }
  const ok = answer.status >= 200 && answer.status <= 299;
  noteOutcome?.(hostOutcome(answer));
  if (decode) {
    if (!ok) throw statusError(options.upstream, answer);
    return decode(answer);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch (err) {
    if (!ok) throw statusError(options.upstream, answer);
    noteOutcome?.('failed');
    throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} answered with invalid JSON`, { cause: err }));
  }
  if (ok || options.acceptAnswer?.(answer.status, body)) return body;
  if (options.inputAnswer?.(answer.status, body)) {
    noteOutcome?.('ok');
    throw new NonRetryableError(new InputAnswerError(options.upstream, answer.status, answer.text.slice(0, 500)));
  }
  throw statusError(options.upstream, answer);
}

function statusError(upstream: string, answer: Answer): UpstreamStatusError {
  return new UpstreamStatusError(upstream, answer.status, answer.text.slice(0, 500), parseRetryAfter(answer.headers.get('retry-after')));
}

/**
 * One request and its body. A redirect is followed only for GET/HEAD and only to the origin first
 * asked (an upstream moving a path is normal; sending our call to another host, or from https to
 * http, is not ours to follow).
 */
async function exchange(url: string, init: RequestInit, options: FetchJsonOptions, maxBytes: number): Promise<Answer> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const origin = new URL(url).origin;
  const method = (init.method ?? 'GET').toUpperCase();
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await fetchImpl(current, init);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) {
      const bytes = await readCapped(response, maxBytes);
      return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
    }
    await response.body?.cancel().catch(() => {});
    let target: URL | undefined;
    try {
      target = new URL(location, current);
    } catch {
      target = undefined;
    }
    if (target === undefined || target.origin !== origin || (method !== 'GET' && method !== 'HEAD')) {
      throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} redirected to another address, which is not followed`));
    }
    if (hop >= maxRedirects) {
      throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} redirected more than ${maxRedirects} times`));
    }
    current = target.href;
  }
}

function toUpstreamError(upstream: string, err: unknown, timedOut: boolean): UpstreamError {
  if (timedOut) return new UpstreamError(upstream, `${upstream} did not answer in time`, { cause: err, timeout: true });
  return new UpstreamError(upstream, `${upstream} could not be reached`, { cause: err });
}

/** Reads the body, cancelling the stream as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function jitter(): number {
  // 100-300 ms: long enough to ride out a blip, short enough to stay inside the caller's budget.
  return 100 + Math.random() * 200;
}
