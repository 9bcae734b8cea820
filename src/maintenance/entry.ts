/**
 * The shape of one maintenance-table entry (one engine family, one model-year range) and small
 * helpers that keep the wording and the unit conversions identical across the data files.
 * The data files are typed against `MaintenanceEntry`; the table is validated again with
 * `MaintenanceEntrySchema` at load (src/maintenance/table.ts) so a hand edit that breaks a rule
 * fails the first import and the test suite, never a report.
 */
import { z } from 'zod';
import { MaintenanceSpecSchema } from '../schemas.js';

export const TIRE_SIZE_TEXT = 'Varies by trim and wheel package: the tire and loading information label on the driver\'s door jamb is authoritative.';

/** How the vehicle is propelled, as the matcher derives it from vPIC's fuel type and electrification level. */
export const POWERTRAINS = ['combustion', 'hybrid', 'plug-in-hybrid', 'electric'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** Fuel the engine burns. Flex-fuel (FFV) vehicles count as gasoline: same oil, same plugs. */
export const FUELS = ['gasoline', 'diesel', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

const CONFIRM = /owner'?s manual/i;

export const MaintenanceEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'ids are lowercase kebab-case'),
    /** vPIC makes in upper case; sister makes are listed explicitly, never implied. */
    makes: z.array(z.string().regex(/^[A-Z0-9][A-Z0-9 -]*$/)).min(1),
    yearFrom: z.number().int().min(1980).max(2030),
    yearTo: z.number().int().min(1980).max(2030),
    /** Exact engine codes as vPIC writes them in EngineModel (hyphens and case ignored). */
    engineCodes: z.array(z.string().min(2)).optional(),
    /** Descriptor tokens that must appear in EngineModel (e.g. Ford's `GTDI` for EcoBoost). */
    engineTokens: z.array(z.string().min(2)).optional(),
    /** Tokens that must NOT appear in EngineModel (keeps a naturally aspirated entry off a turbo). */
    excludeTokens: z.array(z.string().min(2)).optional(),
    displacementL: z.number().positive().max(10).optional(),
    cylinders: z.number().int().min(2).max(16).optional(),
    /** Upper-case substrings of the vPIC model name; narrows an entry to the vehicles it was written for. */
    models: z.array(z.string().min(1)).optional(),
    /** Upper-case substrings of model names this entry must not cover (e.g. a WRX among Imprezas). */
    excludeModels: z.array(z.string().min(1)).optional(),
    fuel: z.enum(FUELS),
    powertrains: z.array(z.enum(POWERTRAINS)).min(1),
    spec: MaintenanceSpecSchema.extend({
      tireSize: z.literal(TIRE_SIZE_TEXT),
      isElectric: z.boolean(),
      notes: z.string().regex(CONFIRM, 'notes must tell the reader to confirm with the owner\'s manual'),
    }),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.yearFrom > entry.yearTo) ctx.addIssue({ code: 'custom', message: 'yearFrom after yearTo' });
    const electric = entry.powertrains.includes('electric');
    if (electric && entry.powertrains.length > 1) ctx.addIssue({ code: 'custom', message: 'an electric entry covers electric vehicles only' });
    if (electric !== (entry.fuel === 'electric')) ctx.addIssue({ code: 'custom', message: 'fuel electric and powertrain electric go together' });
    if (entry.spec.isElectric !== electric) ctx.addIssue({ code: 'custom', message: 'spec.isElectric must equal the electric powertrain' });
    if (electric && (entry.spec.oil || entry.spec.oilCapacity || entry.spec.oilInterval || entry.spec.sparkPlugs)) {
      ctx.addIssue({ code: 'custom', message: 'an electric vehicle has no engine oil or spark plugs' });
    }
    if (entry.fuel === 'diesel' && entry.spec.sparkPlugs) ctx.addIssue({ code: 'custom', message: 'a diesel has no spark plugs' });
    if (entry.cylinders !== undefined && entry.displacementL === undefined && !entry.engineCodes) {
      ctx.addIssue({ code: 'custom', message: 'a cylinder count narrows a displacement or engine code, never stands alone' });
    }
    const hybrid = entry.powertrains.some((p) => p === 'hybrid' || p === 'plug-in-hybrid');
    if (hybrid && !/hybrid/i.test(entry.spec.notes)) ctx.addIssue({ code: 'custom', message: 'hybrid entries carry hybrid-system notes' });
  });

export type MaintenanceEntry = z.input<typeof MaintenanceEntrySchema>;

const round1 = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);
const thousands = (n: number): string => n.toLocaleString('en-US');

/** "4.2 L / 4.4 qt with filter": quarts as the US manual states them, litres converted (1 qt = 0.946 L). */
export function capacityQt(quarts: number): string {
  return `${round1(quarts * 0.946353)} L / ${quarts.toFixed(1)} qt with filter`;
}

/** A fixed interval: "Every 10,000 miles (16,000 km) or 12 months, whichever comes first". */
export function everyMiles(miles: number, months?: number): string {
  const km = Math.round((miles * 1.609344) / 1000) * 1000;
  const time = months ? ` or ${months} months, whichever comes first` : '';
  return `Every ${thousands(miles)} miles (${thousands(km)} km)${time}`;
}

/** A distance in the "miles (km)" form used by spark plug and coolant intervals. */
export function milesKm(miles: number): string {
  const km = Math.round((miles * 1.609344) / 1000) * 1000;
  return `${thousands(miles)} miles (${thousands(km)} km)`;
}

/** Appended to every entry's notes. */
export const CONFIRM_NOTE = 'Confirm every value with the owner\'s manual for your exact vehicle; severe service (towing, short trips, dust, extreme heat or cold) shortens intervals.';
