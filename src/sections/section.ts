/**
 * A report section: one part of the report after the vPIC decode (recalls, maintenance,
 * complaints...). Each lives in its own file in this folder and is listed once in `index.ts`; the
 * pipeline runs them concurrently, and the report schema, OpenAPI and MCP schemas are built from
 * the list. CONTRIBUTING.md has the recipe for adding one.
 */
import type { z } from 'zod';
import type { Logger } from '../logger.js';
import type { DecodedVehicle } from '../schemas.js';
import type { FetchLike } from '../upstream/fetch-json.js';
import type { NcapPictures } from './ncap-pictures.js';

/** What every section gets besides the vehicle: where upstreams are, and the shared per-model cache. */
export interface SectionContext {
  upstream: UpstreamSettings;
  /**
   * `load()` once per `key` for `ttlSeconds`, shared by concurrent callers and, with Redis, by every
   * instance. Keys name a model, never a VIN: ten VINs of one model make one upstream call.
   * A load that throws is not cached.
   */
  cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  /** How long per-model answers are kept (at most a day: new recall campaigns appear). */
  modelCacheSeconds: number;
  logger: Logger;
  signal?: AbortSignal;
  /** Where NHTSA's vehicle pictures are kept for serving; without it a report names no picture. */
  pictures?: NcapPictures;
}

export interface UpstreamSettings {
  recallsBaseUrl: string;
  fuelEconomyBaseUrl: string;
  timeoutMs: number;
  userAgent: string;
  fetch?: FetchLike;
}

export interface ReportSection<K extends string = string, T = unknown> {
  key: K;
  /** The section's value in a report (null included where the source may have no data). */
  schema: z.ZodType<T>;
  /**
   * What a failure means: 'fail' fails the whole report (a retryable 500: a report never claims
   * "no recalls" when the recall service could not be asked); 'unavailable' leaves the section
   * null and names it in the report's `unavailable` list.
   */
  onFailure: 'fail' | 'unavailable';
  /**
   * The section's value for `vehicle`. Return the schema's "no data" value (null, or an empty list)
   * when the source has nothing or the vehicle cannot be looked up; throw when the source failed.
   */
  load(vehicle: DecodedVehicle, ctx: SectionContext): Promise<T>;
}

/** Identity, but checks a section's value type against its schema at the definition. */
export function defineSection<K extends string, T>(section: ReportSection<K, T>): ReportSection<K, T> {
  return section;
}

/** The make/model/year a per-model key is built from, or null when vPIC left one of them out. */
export function modelOf(vehicle: DecodedVehicle): { make: string; model: string; modelYear: string } | null {
  const { make, model, modelYear } = vehicle;
  return make && model && modelYear ? { make, model, modelYear } : null;
}

/**
 * What every upstream client of a section is built with: where to send, how long to wait, who we
 * are, and the shared cache that keeps each upstream answer (by URL) for `modelCacheSeconds`.
 */
export function upstreamOptions(ctx: SectionContext) {
  return {
    fetch: ctx.upstream.fetch,
    timeoutMs: ctx.upstream.timeoutMs,
    userAgent: ctx.upstream.userAgent,
    cache: (url: string, load: () => Promise<unknown>) => ctx.cached(`upstream|${url}`, ctx.modelCacheSeconds, load),
  };
}
