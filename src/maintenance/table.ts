/**
 * The maintenance table: every data file concatenated in a fixed order and validated with
 * `MaintenanceEntrySchema` when this module loads. A malformed entry or a duplicate id throws here,
 * at import, so a bad edit can never reach a report; test/maintenance/data.test.ts asserts the same.
 */
import { z } from 'zod';
import { MaintenanceEntrySchema, type MaintenanceEntry } from './entry.js';
import { FORD } from './engines/ford.js';
import { GM } from './engines/gm.js';
import { STELLANTIS } from './engines/stellantis.js';
import { TOYOTA } from './engines/toyota.js';
import { HONDA } from './engines/honda.js';
import { NISSAN } from './engines/nissan.js';
import { HYUNDAI_KIA } from './engines/hyundai-kia.js';
import { SUBARU } from './engines/subaru.js';
import { MAZDA } from './engines/mazda.js';
import { VW_AUDI } from './engines/vw-audi.js';
import { BMW } from './engines/bmw.js';
import { MERCEDES } from './engines/mercedes.js';
import { ELECTRIC } from './engines/electric.js';
import { MITSUBISHI } from './engines/mitsubishi.js';
import { FUEL_CELL } from './engines/fuel-cell.js';

/** The raw entries, in table order, before validation (exported for the schema test). */
export const RAW_TABLE: readonly MaintenanceEntry[] = [
  ...FORD, ...GM, ...STELLANTIS, ...TOYOTA, ...HONDA, ...NISSAN, ...HYUNDAI_KIA,
  ...SUBARU, ...MAZDA, ...VW_AUDI, ...BMW, ...MERCEDES, ...MITSUBISHI, ...ELECTRIC, ...FUEL_CELL,
];

/**
 * Validates a table: every entry against the schema, ids unique.
 * @throws Error naming the first offending entry.
 */
export function validateTable(entries: readonly MaintenanceEntry[]): MaintenanceEntry[] {
  const seen = new Set<string>();
  return entries.map((raw, index) => {
    const parsed = MaintenanceEntrySchema.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`maintenance entry ${index} (${(raw as { id?: string }).id ?? '?'}): ${z.prettifyError(parsed.error)}`);
    }
    if (seen.has(parsed.data.id)) throw new Error(`duplicate maintenance entry id ${parsed.data.id}`);
    seen.add(parsed.data.id);
    return parsed.data;
  });
}

/** The validated table the matcher uses. */
export const MAINTENANCE_TABLE: readonly MaintenanceEntry[] = Object.freeze(validateTable(RAW_TABLE));
