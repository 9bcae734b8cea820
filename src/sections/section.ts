/**
 * A report section's loader: how one part of the report after the vPIC decode (recalls,
 * maintenance, complaints...) is fetched or worked out. Its shape is a line of the section list
 * (src/report/sections.ts); each loader lives in its own file in this folder and is listed once in
 * `index.ts`, and the pipeline runs them concurrently. CONTRIBUTING.md has the recipe for adding one.
 */
import type { Logger } from '../logger.js';
import type { SectionShape } from '../report/sections.js';
import type { DecodedVehicle } from '../report/schemas.js';
import type { UpstreamClients } from '../upstream/clients.js';
import type { NcapPictures } from './ncap-pictures.js';

/** What every section gets besides the vehicle: the upstream clients, built once for the app. */
export interface SectionContext {
  clients: UpstreamClients;
  logger: Logger;
  signal?: AbortSignal;
  /**
   * Aborts when the report is about to be answered: a section may then land at once with what it
   * has (the crash ratings without a photo not yet kept); what is still out after that is healed later.
   */
  due?: AbortSignal;
  /** Where NHTSA's vehicle pictures are kept for serving; without it a report names no picture. */
  pictures?: NcapPictures;
  /** Told when the section was looked up under vPIC's model name alone, NHTSA's list of model names out of reach (model-names.ts). */
  onNarrowed?: () => void;
}

/** The make, model and year a per-model key is built from. */
export interface ModelKey {
  make: string;
  model: string;
  modelYear: string;
}

/** Loads a per-model section: its value, the schema's "no data" value when the source has nothing. @throws when the source failed */
export type PerModelLoad<T> = (vehicle: DecodedVehicle, model: ModelKey, ctx: SectionContext) => Promise<T>;
/** Works out a section from the decoded vehicle alone (maintenance, from our own table). @throws when the source failed */
export type VehicleLoad<T> = (vehicle: DecodedVehicle, ctx: SectionContext) => Promise<T>;

/** A section looked up by make, model and year; not loaded when vPIC gave no model name. */
export interface PerModelSection<K extends string = string, T = unknown> extends SectionShape<K, T, true> {
  load: PerModelLoad<T>;
}

/** A section worked out from the decoded vehicle alone. */
export interface VehicleSection<K extends string = string, T = unknown> extends SectionShape<K, T, false> {
  load: VehicleLoad<T>;
}

export type ReportSection<K extends string = string, T = unknown> = PerModelSection<K, T> | VehicleSection<K, T>;

/** The section of `shape` with its loader, whose arguments follow from whether it is per model. */
export function defineSection<K extends string, T>(shape: SectionShape<K, T, true>, load: PerModelLoad<T>): PerModelSection<K, T>;
export function defineSection<K extends string, T>(shape: SectionShape<K, T, false>, load: VehicleLoad<T>): VehicleSection<K, T>;
export function defineSection<K extends string, T>(shape: SectionShape<K, T, boolean>, load: PerModelLoad<T> | VehicleLoad<T>): ReportSection<K, T> {
  return { ...shape, load } as ReportSection<K, T>;
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
