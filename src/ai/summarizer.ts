/**
 * The Summarizer the pipeline calls when an LLM writes the summaries. It keeps the LLM cheap and
 * the report safe:
 *   - cache: one summary per hash of the prompt facts (src/ai/prompt.ts), which carry no per-VIN
 *     noise, so ten VINs of one make, model, year and engine cost one call; bounded in entries and time.
 *   - sharing: concurrent requests for the same key wait on one in-flight call.
 *   - consistency: the model's text may not contradict the recall data (parse-output.ts), nor call
 *     recalls that may apply clean or carry a phone number or link the data does not hold
 *     (prose-check.ts: the built-in summary then stands in, its fallbackReason saying why).
 *   - fallback: any provider failure or unusable output gives the built-in summary, marked
 *     `provider: 'builtin', fallback: true`, with the report's cache capped at FALLBACK_CACHE_SECONDS
 *     so the next request after the outage retries.
 *   - background mode: a miss is answered at once with the built-in summary; `later` resolves with
 *     the LLM's summary when it arrives, for the pipeline to put into its cache.
 * The VIN's own recall lookup link is added to the buying advice after the cache, per request.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { AiSummary } from '../report/schemas.js';
import { createTtlMap } from '../store/ttl-map.js';
import { writeBuiltinSummary } from './builtin.js';
import { NHTSA_RECALL_LOOKUP, recallLookupUrl } from '../report/recalls.js';
import { checkOpenRecallsSentence } from '../words/summary-words.js';
import { assess } from '../assessment/assess.js';
import { enforceConsistency } from './parse-output.js';
import { PROMPT_VERSION, promptFacts } from './prompt.js';
import { UntrustedProseError, withProseChecks } from './prose-check.js';
import type { AiProvider, Summarizer, SummaryInput, SummaryResult } from './provider.js';
import { boundScore } from './score-bound.js';

/** A report carrying a stand-in summary is cached this long at most. */
export const FALLBACK_CACHE_SECONDS = 3600;

/** `inline` waits for the LLM; `background` answers with the built-in summary and delivers the LLM's later. */
export type SummaryMode = 'inline' | 'background';

/** What createSummarizer wraps and how long it remembers. */
export interface SummarizerOptions {
  provider: AiProvider;
  /** The configured model: part of the cache key, since another model writes another summary. */
  model: string;
  logger: Logger;
  now?: () => number;
  /** Summaries kept in memory at most (about 2 KB each); the oldest unused go first. */
  maxEntries?: number;
  /** How long a summary is reused; reports themselves are cached separately, per VIN. */
  ttlSeconds?: number;
  /** Default inline. */
  mode?: SummaryMode;
}

/**
 * Wraps `provider` with the summary cache, in-flight sharing, consistency repair and built-in
 * fallback. The returned function never rejects.
 */
export function createSummarizer(options: SummarizerOptions): Summarizer {
  const { logger } = options;
  const provider = withProseChecks(options.provider);
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const ttlMs = (options.ttlSeconds ?? 7 * 86_400) * 1000;
  const mode = options.mode ?? 'inline';
  const cache = createTtlMap<string, AiSummary>({ now, maxEntries });
  const inFlight = new Map<string, Promise<AiSummary>>();

  async function write(key: string, input: SummaryInput): Promise<AiSummary> {
    const written = await provider.summarize(input);
    const { provider: name, model, fallback: _fallback, ...text } = written;
    // The stand-in text comes from the VIN-less input: the cached summary is shared across VINs.
    const { provider: _builtin, fallback: _none, ...standIn } = writeBuiltinSummary(shared(input));
    const consistent = enforceConsistency(text, input, standIn);
    const bounded = boundScore(consistent.score, (input.assessment ?? assess(input)).score);
    const summary: AiSummary = {
      ...consistent,
      score: bounded.score,
      provider: name ?? provider.name,
      model: model ?? options.model,
      ...(bounded.reason ? { fallback: true, fallbackReason: bounded.reason } : {}),
    };
    cache.set(key, summary, now() + ttlMs);
    return summary;
  }

  function pendingFor(key: string, input: SummaryInput): Promise<AiSummary> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = write(key, input).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function fellBack(err: unknown): void {
    logger.warn('ai_fallback', {
      provider: provider.name,
      model: options.model,
      reason: (err as { code?: unknown }).code ?? (err instanceof Error ? err.name : 'unknown'),
      error: err instanceof Error ? err.message : String(err),
      cacheSeconds: FALLBACK_CACHE_SECONDS,
    });
  }

  return async (input) => {
    const key = summaryCacheKey(provider.name, options.model, input);
    const hit = cache.get(key);
    if (hit) {
      logger.debug('ai_summary_cached', { provider: provider.name, key: key.slice(0, 12) });
      return { summary: forVin(hit, input) };
    }
    const pending = pendingFor(key, input);
    if (mode === 'background') {
      const later = pending.then(
        (summary): SummaryResult => ({ summary: forVin(summary, input) }),
        (err: unknown) => {
          fellBack(err);
          return null;
        },
      );
      return { summary: writeBuiltinSummary(input), maxCacheSeconds: FALLBACK_CACHE_SECONDS, later };
    }
    try {
      return { summary: forVin(await pending, input) };
    } catch (err) {
      fellBack(err);
      const reason = err instanceof UntrustedProseError ? { fallbackReason: err.reason } : {};
      return { summary: { ...writeBuiltinSummary(input), fallback: true, ...reason }, maxCacheSeconds: FALLBACK_CACHE_SECONDS };
    }
  };
}

/** The input without its VIN, so nothing VIN-specific can reach a shared summary. */
function shared(input: SummaryInput): SummaryInput {
  const { vin: _vin, ...vehicle } = input.vehicle;
  return { ...input, vehicle };
}

/** A shared summary made this VIN's: its own NHTSA recall lookup link in the buying advice. */
function forVin(summary: AiSummary, input: SummaryInput): AiSummary {
  const url = recallLookupUrl(input.vehicle.vin);
  const advice = summary.buyingAdvice;
  if (url === NHTSA_RECALL_LOOKUP || advice.includes(url)) return summary;
  const generic = `${NHTSA_RECALL_LOOKUP}.`;
  const buyingAdvice = advice.includes(generic)
    ? advice.replace(generic, `${url}.`)
    : `${advice} ${checkOpenRecallsSentence(url)}`;
  return { ...summary, buyingAdvice };
}

/**
 * The cache key: a hash of the provider, the model, the prompt version and the prompt facts. Two
 * VINs whose prompts would be identical get the same key; nothing else does.
 */
export function summaryCacheKey(provider: string, model: string, input: SummaryInput): string {
  return hash(canonicalJson({ provider, model, promptVersion: PROMPT_VERSION, facts: promptFacts(input) }));
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted, so key order from upstream mapping never changes the hash. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}
