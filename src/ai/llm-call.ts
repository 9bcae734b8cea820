/**
 * What the OpenAI-compatible and Anthropic providers share: one POST through fetchJson with the
 * LLM retry policy (one retry on timeout, connection error, 429 and 5xx, Retry-After honoured up
 * to a bound), a deadline over the whole summary, the "structured output rejected → plain JSON"
 * fallback, scrubbing of the key from anything an error carries, and the per-call log line.
 */
import { UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AiSummary } from '../report/schemas.js';
import { fetchJson, UpstreamStatusError, type FetchLike } from '../upstream/http/fetch-json.js';
import type { ModelSummary } from './parse-output.js';

/** What both LLM providers are built from (src/ai/select.ts fills it from AiConfig). */
export interface LlmProviderOptions {
  /** Without a trailing slash. */
  baseUrl: string;
  /** Sent as the provider's auth header; omitted entirely when undefined (local servers). */
  apiKey?: string;
  model: string;
  /** Per attempt; the whole summary gets twice this plus the pause before its retry. */
  timeoutMs: number;
  fetch?: FetchLike;
  logger: Logger;
  /** Longest Retry-After waited for before the one retry (default 10 s or timeoutMs, the shorter); longer ones fail at once. */
  maxRetryAfterMs?: number;
}

/** Bytes read at most from an LLM answer: a capped summary is a few KB. */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;
/** Room for the jittered pause (at most 300 ms) before a retry without Retry-After. */
const MIN_PAUSE_ALLOWANCE_MS = 1_000;

/** What one successful exchange produced, before the summarizer adds provider and model. */
export interface LlmAnswer {
  summary: ModelSummary;
  /** The model the server says answered (e.g. a dated snapshot), when it is a sane name. */
  model?: string;
  inputTokens?: number;
  outputTokens?: number;
}

/** The protocol-specific half of an exchange: how to ask and how to read the answer. */
export interface LlmExchange {
  /** Builds the request body; `structured` false means the plain-JSON-instruction form. */
  body(structured: boolean): Record<string, unknown>;
  /** Reads the answer; @throws UnusableOutputError */
  read(json: unknown): LlmAnswer;
}

/**
 * Runs one summary exchange against `url`: the structured form first (unless this server already
 * rejected it), then, on an HTTP 400, the plain form once.
 * @throws UpstreamError / UpstreamStatusError (key scrubbed) or UnusableOutputError
 */
export function createLlmCaller(provider: string, options: LlmProviderOptions, url: string, headers: Record<string, string>) {
  const maxRetryAfterMs = options.maxRetryAfterMs ?? Math.min(DEFAULT_MAX_RETRY_AFTER_MS, options.timeoutMs);
  const budgetMs = options.timeoutMs * 2 + Math.max(maxRetryAfterMs, MIN_PAUSE_ALLOWANCE_MS);
  let structuredWorks = true;

  async function post(body: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
    try {
      return await fetchJson(url, {
        fetch: options.fetch,
        upstream: provider,
        timeoutMs: options.timeoutMs,
        maxBytes: MAX_RESPONSE_BYTES,
        retries: 1,
        // 529 is Anthropic's "overloaded"; every 5xx and 429 deserve the one retry.
        retryOn: (status) => status === 429 || status >= 500,
        maxRetryAfterMs,
        init: { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
        signal,
      });
    } catch (err) {
      throw scrub(err, options.apiKey);
    }
  }

  return async function summarize(exchange: LlmExchange, callerSignal?: AbortSignal): Promise<AiSummary> {
    // Two attempts plus the pause between them: the most one summary may keep a client waiting.
    const deadline = AbortSignal.timeout(budgetMs);
    const signal = callerSignal ? AbortSignal.any([deadline, callerSignal]) : deadline;
    const started = performance.now();
    let structured = structuredWorks;
    try {
      let json: unknown;
      try {
        json = await post(exchange.body(structured), signal);
      } catch (err) {
        if (!(structured && err instanceof UpstreamStatusError && err.status === 400)) throw err;
        // Some compatible servers reject response_format / tools; ask again with a plain instruction.
        options.logger.warn('ai_structured_rejected', { provider, model: options.model, detail: errorDetail(err) });
        structured = false;
        json = await post(exchange.body(false), signal);
        structuredWorks = false;
      }
      const answer = exchange.read(json);
      options.logger.info('ai_call', {
        provider,
        model: answer.model ?? options.model,
        ms: Math.round(performance.now() - started),
        structured,
        inputTokens: answer.inputTokens ?? null,
        outputTokens: answer.outputTokens ?? null,
      });
      return { ...answer.summary, provider, model: answer.model ?? options.model };
    } catch (err) {
      options.logger.warn('ai_call_failed', {
        provider,
        model: options.model,
        ms: Math.round(performance.now() - started),
        structured,
        status: err instanceof UpstreamStatusError ? err.status : null,
        error: err instanceof Error ? err.message : String(err),
        detail: errorDetail(err),
      });
      throw err;
    }
  };
}

/** A name a server reports for its model, kept only if it looks like one. */
export function saneModelName(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 100 && /^[\w.:/@+-]+$/.test(value) ? value : undefined;
}

/** A token count the API reported, or undefined. */
export function tokenCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The provider's own error message ("invalid x-api-key", "Overloaded"), short, for the log. */
function errorDetail(err: unknown): string | null {
  if (!(err instanceof UpstreamStatusError)) return null;
  try {
    const body = JSON.parse(err.body) as { error?: { message?: unknown; type?: unknown } | string; message?: unknown };
    const e = body.error;
    const message = typeof e === 'string' ? e : typeof e?.message === 'string' ? e.message : typeof body.message === 'string' ? body.message : undefined;
    if (message) return message.slice(0, 200);
  } catch {
    // not JSON: fall through to the raw excerpt
  }
  return err.body.slice(0, 200) || null;
}

/**
 * Copies an error with the key removed from its message and body excerpt: a compatible server may
 * echo the Authorization header back, and OpenAI's 401 quotes part of the key.
 */
function scrub(err: unknown, key: string | undefined): unknown {
  if (!key) return err;
  const clean = (text: string) => text.split(key).join('[redacted]');
  if (err instanceof UpstreamStatusError) {
    return new UpstreamStatusError(err.upstream, err.status, clean(err.body), err.retryAfterMs);
  }
  if (err instanceof UpstreamError && err.message.includes(key)) {
    return new UpstreamError(err.upstream, clean(err.message), { timeout: err.code === 'UPSTREAM_TIMEOUT' });
  }
  return err;
}
