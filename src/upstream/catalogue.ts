/**
 * NHTSA's products catalogue: the recall (issueType=r) and complaint (issueType=c) databases' own
 * model names for a make and model year, `GET {base}/products/vehicle/models?modelYear=&make=&issueType=`.
 * Those names are finer than vPIC's ("XC90 T5", "XC90 T6", "XC90H" where vPIC says "XC90"), so a
 * lookup by the vPIC name alone misses campaigns filed under the variants.
 */
import { fetchNhtsaResults, InputAnswerError } from './http/fetch-json.js';
import { upstreamText } from './http/upstream-text.js';
import type { UpstreamClientOptions } from './http/client-options.js';
import type { HostLimits } from './http/host-limits.js';

export type IssueType = 'recalls' | 'complaints';

/**
 * Most catalogue names asked per decode: a model's variants ("XC90 T5", "XC90 T6", "XC90H") fit,
 * while a catalogue listing hundreds of names for one model cannot turn a decode into a flood.
 */
export const MAX_MODEL_NAMES = 8;
/** How many of those names are asked at once. */
export const MODEL_NAME_CONCURRENCY = 3;

/** A catalogue client's options: every client's, and the turns of complaint look-ups when they differ. */
export interface CatalogueClientOptions extends UpstreamClientOptions {
  /** The turns for complaint names, when they differ: a look-up goes at the priority of the list it serves. */
  complaintsLimits?: HostLimits;
}

export interface CatalogueClient {
  /**
   * The database's model names for a make and year, de-duplicated, in the catalogue's order; none
   * for a make the catalogue does not list (its documented HTTP 500, see isUnknownMakeAnswer).
   * @throws UpstreamError
   */
  models(query: { make: string; modelYear: string; issueType: IssueType }, signal?: AbortSignal): Promise<string[]>;
}

export function createCatalogueClient(options: CatalogueClientOptions): CatalogueClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async models(query, signal) {
      const issueType = query.issueType === 'recalls' ? 'r' : 'c';
      const params = new URLSearchParams({ modelYear: query.modelYear, make: query.make, issueType });
      try {
        const results = await fetchNhtsaResults(`${base}/products/vehicle/models?${params}`, {
          fetch: options.fetch, cache: options.cache, timeoutMs: options.timeoutMs, userAgent: options.userAgent, limits: query.issueType === 'complaints' ? options.complaintsLimits ?? options.limits : options.limits,
          upstream: 'catalogue',
          signal,
          inputAnswer: isUnknownMakeAnswer,
        });
        return uniqueModelNames(results);
      } catch (err) {
        if (err instanceof InputAnswerError) return [];
        throw err;
      }
    },
  };
}

/**
 * The catalogue's answer for a make it does not list (trailers, buses, small makers):
 * HTTP 500 with exactly `{"message":"Internal server error","error":500}` (recorded; see
 * test/fixtures/recorded/nhtsa-products/). It is the service's normal reply to that input, so it
 * is neither retried nor counted against api.nhtsa.gov; any other 5xx still is.
 */
export function isUnknownMakeAnswer(status: number, body: unknown): boolean {
  if (status !== 500 || body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  return Object.keys(record).length === 2 && record.message === 'Internal server error' && record.error === 500;
}

function uniqueModelNames(results: unknown[]): string[] {
  const names = new Map<string, string>();
  for (const row of results) {
    const name = upstreamText((row as { model?: unknown } | null)?.model, 200);
    if (name !== undefined && !names.has(name.toUpperCase())) names.set(name.toUpperCase(), name);
  }
  return [...names.values()];
}

/**
 * The catalogue names that are the vPIC model or one of its variants: the name itself, the name
 * followed by a space and more ("XC90 T5"), or, when the name ends in a digit, by letters
 * ("XC90H"). Never another model that merely starts alike: "XC60" is not "XC90", and "F-1500" is
 * not a variant of "F-150" (a digit after a digit makes a different number). When nothing in the
 * catalogue matches, the vPIC name alone is asked. At most MAX_MODEL_NAMES are chosen: the
 * shortest, which are the closest to the vPIC name, in the catalogue's order.
 */
export function chooseCatalogueModels(vpicModel: string, catalogue: readonly string[]): string[] {
  const wanted = normalise(vpicModel);
  if (wanted === '') return [];
  const chosen = catalogue.filter((name) => isVariantOf(normalise(name), wanted));
  if (chosen.length === 0) return [vpicModel.trim()];
  if (chosen.length <= MAX_MODEL_NAMES) return chosen;
  const closest = new Set([...chosen].sort((a, b) => a.length - b.length).slice(0, MAX_MODEL_NAMES));
  return chosen.filter((name) => closest.has(name));
}

/** Upper case with runs of spaces as one space, so "Model  3 " and "MODEL 3" compare equal. */
function normalise(name: string): string {
  return name.trim().split(/\s+/).join(' ').toUpperCase();
}

function isVariantOf(name: string, model: string): boolean {
  if (name === model) return true;
  if (!name.startsWith(model)) return false;
  const next = name.charAt(model.length);
  if (next === ' ') return true;
  return isDigit(model.charAt(model.length - 1)) && isLetter(next);
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isLetter(char: string): boolean {
  return char >= 'A' && char <= 'Z';
}

/**
 * The names to ask the recall or complaint service for a decoded vehicle: the catalogue's variants
 * of the vPIC model, or the vPIC name alone when the catalogue lists none (an unknown make) or
 * cannot be asked; `onFallback` hears why it could not, so the caller can say so in its log.
 */
export async function modelNamesFor(
  catalogue: CatalogueClient,
  query: { make: string; model: string; modelYear: string; issueType: IssueType },
  options: { signal?: AbortSignal; onFallback?: (err: unknown) => void } = {},
): Promise<string[]> {
  try {
    return chooseCatalogueModels(query.model, await catalogue.models(query, options.signal));
  } catch (err) {
    if (options.signal?.aborted) throw err;
    options.onFallback?.(err);
    return [query.model.trim()];
  }
}
