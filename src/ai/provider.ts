/**
 * The seam every summary writer plugs into. A provider gets the report's own data and returns an
 * AiSummary; the pipeline validates the result and decides how long the report may be cached.
 */
import type { AssessmentInput } from '../assessment/facts.js';
import type { Assessment } from '../report/assessment.js';
import type { AiSummary } from '../report/schemas.js';

/** The facts the assessment is made from (src/assessment/facts.ts), with the assessment when the pipeline made one. */
export interface SummaryInput extends AssessmentInput {
  /** The pipeline's assessment of these facts; a writer given none computes it (src/assessment/assess.ts). */
  assessment?: Assessment;
}

/** Whether the recall service was asked: false when vPIC gave no model name. */
export function recallsLookedUp(input: Pick<SummaryInput, 'notLookedUp'>): boolean {
  return !input.notLookedUp.includes('recalls');
}

export interface AiProvider {
  /** "builtin", "openai", "anthropic"... written into the report as `ai.provider`. */
  readonly name: string;
  /**
   * Writes the summary.
   * @throws UpstreamError (or any error) when the provider cannot answer; the caller decides what then
   */
  summarize(input: SummaryInput, signal?: AbortSignal): Promise<AiSummary>;
}

/**
 * What the pipeline asks for a summary. Besides the summary it may cap the report's cache lifetime,
 * e.g. when an LLM failed and the builtin summary stood in for it, so the next request retries soon.
 */
export interface SummaryResult {
  summary: AiSummary;
  maxCacheSeconds?: number;
  /**
   * Background mode only (AI_SUMMARY_MODE=background), on a summary-cache miss: `summary` is the
   * built-in one, and this resolves with the LLM's summary when it arrives, for the pipeline to put
   * in place of the built-in one in its cached report; null when the LLM failed. Never rejects.
   */
  later?: Promise<SummaryResult | null>;
}

export type Summarizer = (input: SummaryInput, signal?: AbortSignal) => Promise<SummaryResult>;

/** A Summarizer that uses `provider` as it is, with no fallback. */
export function summarizerFor(provider: AiProvider): Summarizer {
  return async (input, signal) => ({ summary: await provider.summarize(input, signal) });
}
