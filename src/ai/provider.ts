/**
 * The seam every summary writer plugs into. A provider gets the report's own data and returns an
 * AiSummary; the pipeline validates the result and decides how long the report may be cached.
 */
import type { Assessment } from '../assessment/schema.js';
import type { AiSummary, DecodedVehicle } from '../schemas.js';
import type { ApplicableRecall, Complaints, FuelEconomy, MaintenanceFacts, SafetyRatings } from './section-facts.js';

export interface SummaryInput {
  /** The pipeline's assessment of these facts; a writer given none computes it (src/assessment/assess.ts). */
  assessment?: Assessment;
  vehicle: DecodedVehicle;
  /** Every recall of the make, model and year, each with appliesTo/reason when the recall section judged it. */
  recalls: ApplicableRecall[];
  /**
   * False when the recall service could not be asked (vPIC returned no model). The summary must
   * then say recalls are unknown, never that there are none.
   */
  recallsLookedUp: boolean;
  maintenance: MaintenanceFacts | null;
  complaints: Complaints | null;
  safetyRatings: SafetyRatings | null;
  fuelEconomy: FuelEconomy | null;
  /** Sections that could not be fetched this time ("complaints", "safetyRatings", ...): never "none". */
  unavailable: string[];
  /** Sections that could not be asked for this vehicle (vPIC gave no model name): never "none". */
  notLookedUp?: string[];
  /** The calendar year the report is written in (from the injected clock), for age-aware advice. */
  currentYear: number;
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
