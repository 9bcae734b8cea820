/**
 * One bounded JSON GET/POST against an upstream: a per-attempt timeout, one retry with jitter on
 * network errors, timeouts and 5xx, and a hard cap on the bytes read so a runaway response cannot
 * exhaust memory. Every failure becomes an UpstreamError whose message names no URL.
 */
import { UpstreamError } from '../errors.js';
import { BodyTooLargeError, httpRequest, type HttpAnswer } from './http-request.js';

export type FetchLike = typeof fetch;

export interface FetchJsonOptions {
  /** Replaces the built-in node:http client (tests); the built-in one is faster (see http-request.ts). */
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
}

export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

/** An HTTP status the upstream answered with, after retries; `body` is a short excerpt for logs. */
export class UpstreamStatusError extends UpstreamError {
  readonly status: number;
  readonly body: string;
  readonly retryAfterMs: number | undefined;
  constructor(upstream: string, status: number, body: string, retryAfterMs?: number) {
    super(upstream, `${upstream} answered HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Fetches `url` and parses the body as JSON.
 * @throws UpstreamError (code UPSTREAM_TIMEOUT when the last attempt timed out),
 *   UpstreamStatusError for a non-2xx answer after retries
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const retries = options.retries ?? 1;
  const retryOn = options.retryOn ?? ((status) => status >= 500);
  let lastError: UpstreamError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await attemptOnce(url, options);
    } catch (err) {
      const failure = err instanceof NonRetryableError ? err.inner
        : err instanceof UpstreamError ? err
        : new UpstreamError(options.upstream, `${options.upstream} request failed`, { cause: err });
      lastError = failure;
      if (options.signal?.aborted || err instanceof NonRetryableError) break;
      if (failure instanceof UpstreamStatusError && !retryOn(failure.status)) break;
      if (attempt === retries) break;
      // Honour a short Retry-After; a long one means "not now", and we fail fast instead.
      const retryAfter = failure instanceof UpstreamStatusError ? failure.retryAfterMs : undefined;
      if (retryAfter !== undefined && retryAfter > (options.maxRetryAfterMs ?? options.timeoutMs)) break;
      await sleep(retryAfter ?? jitter(), options.signal).catch(() => {});
    }
  }
  throw lastError!;
}

/** Wraps an error that another attempt cannot fix (garbage JSON, oversized body). */
class NonRetryableError extends UpstreamError {
  readonly inner: UpstreamError;
  constructor(inner: UpstreamError) {
    super(inner.upstream, inner.message, { cause: inner });
    this.inner = inner;
  }
}

async function attemptOnce(url: string, options: FetchJsonOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const headers = { accept: 'application/json', ...(options.init?.headers as Record<string, string> | undefined) };
  let answer: HttpAnswer;
  try {
    answer = options.fetch
      ? await viaFetch(options.fetch, url, { ...options.init, signal, headers }, maxBytes)
      : await httpRequest(url, { method: options.init?.method, headers, body: options.init?.body as string | undefined, signal, maxBytes });
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} response exceeded ${maxBytes} bytes`));
    }
    throw toUpstreamError(options.upstream, err, timeout.aborted);
  }
  if (answer.status < 200 || answer.status > 299) {
    throw new UpstreamStatusError(options.upstream, answer.status, answer.text.slice(0, 500), parseRetryAfter(answer.header('retry-after')));
  }
  try {
    return JSON.parse(answer.text);
  } catch (err) {
    throw new NonRetryableError(new UpstreamError(options.upstream, `${options.upstream} answered with invalid JSON`, { cause: err }));
  }
}

function toUpstreamError(upstream: string, err: unknown, timedOut: boolean): UpstreamError {
  if (timedOut) return new UpstreamError(upstream, `${upstream} did not answer in time`, { cause: err, timeout: true });
  return new UpstreamError(upstream, `${upstream} could not be reached`, { cause: err });
}

/** The same exchange through an injected fetch (tests that stand in for an upstream with a function). */
async function viaFetch(fetchImpl: FetchLike, url: string, init: RequestInit, maxBytes: number): Promise<HttpAnswer> {
  const response = await fetchImpl(url, init);
  const text = await readCapped(response, maxBytes);
  return { status: response.status, header: (name) => response.headers.get(name), text };
}

/** Reads the body as UTF-8 text, cancelling the stream as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError();
  }
  if (!response.body) return '';
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
  return Buffer.concat(chunks, total).toString('utf8');
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

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
