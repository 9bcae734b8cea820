/**
 * The Summarizer the pipeline calls when an LLM writes the summaries. It keeps the LLM cheap and
 * the report safe:
 *   - cache: one summary per hash of what the prompt is built from (provider, model, prompt version,
 *     vehicle configuration without the VIN, recall campaign numbers, maintenance spec), so ten VINs
 *     of one configuration cost one call; bounded in entries and time.
 *   - sharing: concurrent requests for the same key wait on one in-flight call.
 *   - consistency: the model's text may not contradict the recall data (parse-output.ts).
 *   - fallback: any provider failure or unusable output gives the builtin summary, logged, with the
 *     report's cache capped at FALLBACK_CACHE_SECONDS so the next request after the outage retries.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../logger.js';
import type { AiSummary } from '../schemas.js';
import { writeBuiltinSummary } from './builtin.js';
import { enforceConsistency } from './parse-output.js';
import { PROMPT_VERSION } from './prompt.js';
import type { AiProvider, Summarizer, SummaryInput } from './provider.js';

/** A report carrying a stand-in summary is cached this long at most. */
export const FALLBACK_CACHE_SECONDS = 3600;

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
}

interface Entry {
  summary: AiSummary;
  expiresAt: number;
}

/**
 * Wraps `provider` with the summary cache, in-flight sharing, consistency repair and builtin
 * fallback. The returned Summarizer never rejects.
 */
export function createSummarizer(options: SummarizerOptions): Summarizer {
  const { provider, logger } = options;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const ttlMs = (options.ttlSeconds ?? 7 * 86_400) * 1000;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<AiSummary>>();

  function remember(key: string, summary: AiSummary): void {
    cache.delete(key);
    cache.set(key, { summary, expiresAt: now() + ttlMs });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  }

  async function write(key: string, input: SummaryInput): Promise<AiSummary> {
    const written = await provider.summarize(input);
    const { provider: name, model, ...text } = written;
    const { provider: _builtin, ...fallback } = writeBuiltinSummary(input);
    const summary: AiSummary = { ...enforceConsistency(text, input, fallback), provider: name ?? provider.name, model: model ?? options.model };
    remember(key, summary);
    return summary;
  }

  return async (input) => {
    const key = summaryCacheKey(provider.name, options.model, input);
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now()) {
      // Re-inserted so the Map's order stays least-recently-used first.
      cache.delete(key);
      cache.set(key, hit);
      logger.debug('ai_summary_cached', { provider: provider.name, key: key.slice(0, 12) });
      return { summary: hit.summary };
    }
    if (hit) cache.delete(key);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = write(key, input).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      return { summary: await pending };
    } catch (err) {
      logger.warn('ai_fallback', {
        provider: provider.name,
        model: options.model,
        reason: (err as { code?: unknown }).code ?? (err instanceof Error ? err.name : 'unknown'),
        error: err instanceof Error ? err.message : String(err),
        cacheSeconds: FALLBACK_CACHE_SECONDS,
      });
      return { summary: writeBuiltinSummary(input), maxCacheSeconds: FALLBACK_CACHE_SECONDS };
    }
  };
}

/**
 * The hash of everything the prompt is built from, minus the VIN: two VINs of one configuration
 * with the same recall campaigns get the same key. Recalls without a campaign number count by content.
 */
export function summaryCacheKey(provider: string, model: string, input: SummaryInput): string {
  const { vin: _vin, ...vehicle } = input.vehicle;
  const recalls = input.recalls.map((r) => r.campNo ?? `#${hash(canonicalJson(r)).slice(0, 16)}`).sort();
  return hash(canonicalJson({
    provider,
    model,
    promptVersion: PROMPT_VERSION,
    currentYear: input.currentYear,
    vehicle,
    recallsLookedUp: input.recallsLookedUp,
    recalls,
    // Flags change the prompt's urgent list even under the same campaign numbers.
    urgent: input.recalls.filter((r) => r.parkIt || r.parkOutside).map((r) => `${r.campNo}:${r.parkIt ? 'it' : 'out'}`).sort(),
    maintenance: input.maintenance,
  }));
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
