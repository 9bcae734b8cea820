/**
 * A report section: one part of the report after the vPIC decode (recalls, maintenance,
 * complaints...). Each lives in its own file in this folder and is listed once in `index.ts`; the
 * pipeline runs them concurrently, and the report schema, OpenAPI and MCP schemas are built from
 * the list. CONTRIBUTING.md has the recipe for adding one.
 */
import type { z } from 'zod';
import type { Logger } from '../logger.js';
import type { DecodedVehicle } from '../report/schemas.js';
import type { UpstreamClients } from '../upstream/clients.js';
import type { NcapPictures } from './ncap-pictures.js';

/** What every section gets besides the vehicle: the upstream clients, built once for the app. */
export interface SectionContext {
  clients: UpstreamClients;
  logger: Logger;
  signal?: AbortSignal;
  /** Where NHTSA's vehicle pictures are kept for serving; without it a report names no picture. */
  pictures?: NcapPictures;
}

/** The make, model and year a per-model section is looked up by. */
export interface ModelKey {
  make: string;
  model: string;
  modelYear: string;
}

interface SectionBase<K extends string, T> {
  key: K;
  /** The section's value in a report (null included where the source may have no data). */
  schema: z.ZodType<T>;
  /**
   * What a failure means: 'fail' fails the whole report (a retryable 500: a report never claims
   * "no recalls" when the recall service could not be asked); 'unavailable' leaves the section
   * null and names it in the report's `unavailable` list.
   */
  onFailure: 'fail' | 'unavailable';
  /** The section's value when there is nothing to show (null, or an empty list); for a per-model section, also when it was not looked up. */
  none: T;
  /**
   * What the LLM prompt's data block says about this section: its entries, in place of the default
   * `{ [key]: value }` with every string capped (src/ai/prompt-caps.ts). Facts about the vehicle's
   * configuration only, never the VIN, so one model's VINs share one prompt.
   */
  promptFacts?(value: T, input: { notLookedUp: string[] }): Record<string, unknown>;
}

/**
 * A section looked up by make, model and year. When vPIC gave no model name it is not loaded: the
 * report holds `none` and names the section in `notLookedUp`, so no door reads it as "none".
 */
export interface PerModelSection<K extends string = string, T = unknown> extends SectionBase<K, T> {
  perModel: true;
  /** The section's value; the schema's "no data" value when the source has nothing. @throws when the source failed */
  load(vehicle: DecodedVehicle, model: ModelKey, ctx: SectionContext): Promise<T>;
}

/** A section worked out from the decoded vehicle alone (maintenance, from our own table). */
export interface VehicleSection<K extends string = string, T = unknown> extends SectionBase<K, T> {
  perModel: false;
  /** The section's value; the schema's "no data" value when there is none. @throws when the source failed */
  load(vehicle: DecodedVehicle, ctx: SectionContext): Promise<T>;
}

export type ReportSection<K extends string = string, T = unknown> = PerModelSection<K, T> | VehicleSection<K, T>;

/** Identity, but checks a section's value type against its schema at the definition. */
export function defineSection<K extends string, T>(section: PerModelSection<K, T>): PerModelSection<K, T>;
export function defineSection<K extends string, T>(section: VehicleSection<K, T>): VehicleSection<K, T>;
export function defineSection<K extends string, T>(section: ReportSection<K, T>): ReportSection<K, T> {
  return section;
}

/** The make/model/year a per-model key is built from, or null when vPIC left one of them out. */
export function modelOf(vehicle: DecodedVehicle): ModelKey | null {
  const { make, model, modelYear } = vehicle;
  return make && model && modelYear ? { make, model, modelYear } : null;
}

/**
 * Runs `section` for `vehicle`: `notLookedUp` when it is per model and vPIC gave no model name.
 * @throws what the section's load throws
 */
export async function loadSection<K extends string, T>(section: ReportSection<K, T>, vehicle: DecodedVehicle, ctx: SectionContext): Promise<{ value: T; notLookedUp: boolean }> {
  if (!section.perModel) return { value: await section.load(vehicle, ctx), notLookedUp: false };
  const model = modelOf(vehicle);
  return model ? { value: await section.load(vehicle, model, ctx), notLookedUp: false } : { value: section.none, notLookedUp: true };
}
