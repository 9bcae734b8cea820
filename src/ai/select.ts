/**
 * Picks the summary writer the configuration asks for: the builtin provider as it is, or an LLM
 * provider wrapped in the summary cache, sharing and builtin fallback.
 */
import type { AiConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { FetchLike } from '../upstream/http/fetch-json.js';
import { createAnthropicProvider } from './anthropic.js';
import { createBuiltinProvider } from './builtin.js';
import { createOpenAiProvider } from './openai.js';
import { summarizerFor, type Summarizer } from './provider.js';
import { createSummarizer } from './summarizer.js';

export interface SummarizerDeps {
  fetch?: FetchLike;
  logger: Logger;
  now?: () => number;
}

/** The Summarizer for `ai`. Never throws; the returned Summarizer never rejects for LLM failures. */
export function summarizerForConfig(ai: AiConfig, deps: SummarizerDeps): Summarizer {
  if (ai.provider === 'builtin') return summarizerFor(createBuiltinProvider());
  const options = { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs, fetch: deps.fetch, logger: deps.logger };
  const provider = ai.provider === 'openai' ? createOpenAiProvider(options) : createAnthropicProvider(options);
  return createSummarizer({ provider, model: ai.model, logger: deps.logger, now: deps.now, mode: ai.summaryMode });
}
