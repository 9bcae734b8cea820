/**
 * The shape of one maintenance-table entry (one engine family, one model-year range) and small
 * helpers that keep the wording and the unit conversions identical across the data files.
 * The data files are typed against `MaintenanceEntry`; the table is validated again with
 * `MaintenanceEntrySchema` at load (src/maintenance/table.ts) so a hand edit that breaks a rule
 * fails the first import and the test suite, never a report.
 */
import { z } from 'zod';
import { MaintenanceSpecSchema } from '../report/schemas.js';

export const TIRE_SIZE_TEXT = 'Varies by trim and wheel package: the tire and loading information label on the driver\'s door jamb is authoritative.';

/** How the vehicle is propelled, as the matcher derives it from vPIC's fuel type and electrification level (a hydrogen fuel cell is `fuel-cell`). */
export const POWERTRAINS = ['combustion', 'hybrid', 'plug-in-hybrid', 'electric', 'fuel-cell'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** Fuel the engine burns. Flex-fuel (FFV) vehicles count as gasoline: same oil, same plugs. */
export const FUELS = ['gasoline', 'diesel', 'electric', 'hydrogen'] as const;
export type Fuel = (typeof FUELS)[number];

const CONFIRM = /owner'?s manual/i;

/**
 * SAE viscosity grades a light-vehicle owner's manual of 2005-2026 names. Any grade written in an
 * entry must be one of these, so a typo ("5W-02") fails at load rather than reaching a report.
 */
export const KNOWN_GRADES = ['0W-8', '0W-16', '0W-20', '0W-30', '0W-40', '5W-20', '5W-30', '5W-40', '5W-50', '10W-30', '10W-40', '10W-60', '15W-40'] as const;
/** Manufacturer approvals that stand in for a grade where the manual names the approval first. */
const OIL_APPROVALS = /dexos|VW 50[2-8] 00|MB-Approval 229\.\d+|BMW (Longlife|LL)-\d+|MS-\d{4,5}|WSS-M2C\d+/;
/**
 * A source names a document a reader could obtain: an owner's manual, warranty and maintenance
 * booklet, service bulletin, recall or published specification, with its model year or date.
 */
const SOURCE_DOCUMENT = /owner'?s (manual|guide)|maintenance (schedule|booklet|guide)|warranty|service bulletin|TSB|recall|campaign|special coverage|customer program|specification|service information|settlement/i;
const SOURCE_YEAR = /\b(19[89]\d|20[0-3]\d)\b/;
export const SourceSchema = z
  .string()
  .min(20)
  .regex(SOURCE_DOCUMENT, 'a source names a manual, bulletin, recall or published specification')
  .regex(SOURCE_YEAR, 'a source gives its model year or publication year');

/**
 * Which vehicles a documented issue covers, as its source states them. The matcher attaches the
 * issue only where the decode fits: a decoded engine code must be one of `engineCodes` (when the
 * decode names none, the entry's own match stands for the engine), the model year must be in range,
 * and a decoded model must be one of `models` (an undecoded model never fits a model list).
 */
export const IssueFitsSchema = z
  .object({
    engineCodes: z.array(z.string().min(2)).min(1).optional(),
    yearFrom: z.number().int().min(1980).max(2030).optional(),
    yearTo: z.number().int().min(1980).max(2030).optional(),
    /** Upper-case whole words of vPIC model names ("ACCORD", "GRAND CHEROKEE"). */
    models: z.array(z.string().min(1)).min(1).optional(),
    /** Whole words of model names the issue does not cover ("M" keeps an X5 M off an N63 bulletin). */
    excludeModels: z.array(z.string().min(1)).min(1).optional(),
    /** Model years per model where the source gives them model by model: [model words, from, to]. */
    modelYears: z.array(z.tuple([z.string().min(1), z.number().int(), z.number().int()])).min(1).optional(),
    /** Words of vPIC's Trim or Series the issue is limited to (an undecoded trim fits no trim list). */
    trims: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict()
  .refine((f) => Object.keys(f).length > 0, 'a known issue says which engines, years or models it covers');

/** A defect or failure pattern a manufacturer documents. Scheduled replacements are `ScheduledItem`s. */
export const KnownIssueSchema = z
  .object({
    title: z.string().min(5).max(80),
    detail: z.string().min(20),
    source: SourceSchema,
    /** The engines, years and models covered, in words, as the report shows them. */
    appliesTo: z.string().min(10),
    fits: IssueFitsSchema,
    /** An extended warranty or settlement coverage the detail mentions, with its term as the source states it. */
    coverage: z.object({ what: z.string().min(10), years: z.number().int().min(1).max(20), miles: z.number().int().min(1000).optional() }).strict().optional(),
  })
  .strict();
export type KnownIssue = z.infer<typeof KnownIssueSchema>;

/** Routine work on the manufacturer's schedule beyond oil, plugs and fluids: a timing belt, a hydrogen-system inspection. */
export const ScheduledItemSchema = z
  .object({
    title: z.string().min(5).max(80),
    interval: z.string().min(5),
    detail: z.string().min(20),
    source: SourceSchema,
  })
  .strict();
export type ScheduledItem = z.infer<typeof ScheduledItemSchema>;

/** Quarts in "4.1 L / 4.3 qt with filter" (the form capacityQt writes). */
export function quartsOf(capacity: string): number | undefined {
  const m = /(\d+(?:\.\d+)?) qt/.exec(capacity);
  return m ? Number(m[1]) : undefined;
}

/** Every mileage figure in an oil-interval text ("Every 7,500 miles ..." → [7500]). */
export function milesIn(text: string): number[] {
  return [...text.matchAll(/([\d,]+) miles/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
}

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
    /**
     * Whether the engine is turbocharged. When vPIC decodes its Turbo flag ("Yes"/"No"), an entry
     * that says otherwise never matches; set it where a turbo and a naturally aspirated engine share
     * a displacement in the same years (Mazda 2.5 / 2.5T, Hyundai Smartstream 2.5 / 2.5T).
     */
    turbo: z.boolean().optional(),
    displacementL: z.number().positive().max(10).optional(),
    cylinders: z.number().int().min(2).max(16).optional(),
    /** Upper-case substrings of the vPIC model name; narrows an entry to the vehicles it was written for. */
    models: z.array(z.string().min(1)).optional(),
    /** Upper-case substrings of model names this entry must not cover (e.g. a WRX among Imprezas). */
    excludeModels: z.array(z.string().min(1)).optional(),
    /**
     * Tie-breaks between engines of one size: upper-case words of vPIC's Trim or Series that name
     * this engine's versions ("TYPE R", "ST"), words that rule it out, and the horsepower range
     * vPIC's EngineHP falls in for it (a decoded figure outside the range excludes the entry).
     */
    trims: z.array(z.string().min(1)).optional(),
    excludeTrims: z.array(z.string().min(1)).optional(),
    horsepower: z.tuple([z.number().positive(), z.number().positive()]).optional(),
    /** Drive types the engine was never sold with, as words of vPIC's DriveType ("FWD": no front-drive 3.5 EcoBoost). */
    excludeDrives: z.array(z.string().min(2)).optional(),
    /** How an owner tells this engine from another of the same size, for the "both candidates" answer. */
    tellApart: z.string().min(20).optional(),
    fuel: z.enum(FUELS),
    powertrains: z.array(z.enum(POWERTRAINS)).min(1),
    /** Who the specs are for, in the words a report's notes use: "Ford 2.7 L EcoBoost twin-turbo V6". */
    engine: z.string().min(5).optional(),
    /**
     * The document the values are taken from (owner's manual edition or the manufacturer's published
     * specification, with its year). Kept in the data, not in the report.
     */
    source: SourceSchema,
    /**
     * How and when the oil values were compared with a published copy of that document or another
     * published figure; absent when nobody has re-checked the entry since it was written.
     */
    checked: z.string().min(20).optional(),
    /**
     * The published copy each oil figure was read from, one per figure (issue 38): the document, its
     * model year, the page or section, and where the copy was read. Absent for figures taken from
     * `source` before per-figure sourcing, which `checked` may or may not cover.
     */
    figureSources: z
      .object({ oil: SourceSchema.optional(), oilCapacity: SourceSchema.optional(), oilInterval: SourceSchema.optional() })
      .strict()
      .optional(),
    spec: MaintenanceSpecSchema.extend({
      tireSize: z.literal(TIRE_SIZE_TEXT),
      isElectric: z.boolean(),
      notes: z.string().regex(CONFIRM, 'notes must tell the reader to confirm with the owner\'s manual'),
      knownIssues: z.array(KnownIssueSchema).min(1).optional(),
      scheduledWork: z.array(ScheduledItemSchema).min(1).optional(),
      // Written by the matcher for a tie, never by an entry.
      engineCandidates: z.undefined().optional(),
      unsettled: z.undefined().optional(),
      guessedEngine: z.undefined().optional(),
    }),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.yearFrom > entry.yearTo) ctx.addIssue({ code: 'custom', message: 'yearFrom after yearTo' });
    const battery = entry.powertrains.includes('electric');
    const fuelCell = entry.powertrains.includes('fuel-cell');
    const electric = battery || fuelCell;
    if (electric && entry.powertrains.length > 1) ctx.addIssue({ code: 'custom', message: 'an electric or fuel-cell entry covers those vehicles only' });
    if (battery !== (entry.fuel === 'electric')) ctx.addIssue({ code: 'custom', message: 'fuel electric and powertrain electric go together' });
    if (fuelCell !== (entry.fuel === 'hydrogen')) ctx.addIssue({ code: 'custom', message: 'fuel hydrogen and powertrain fuel-cell go together' });
    if (entry.spec.isElectric !== electric) ctx.addIssue({ code: 'custom', message: 'spec.isElectric must equal the electric or fuel-cell powertrain' });
    if (electric && (entry.spec.oil || entry.spec.oilCapacity || entry.spec.oilInterval || entry.spec.sparkPlugs)) {
      ctx.addIssue({ code: 'custom', message: 'an electric vehicle has no engine oil or spark plugs' });
    }
    for (const issue of entry.spec.knownIssues ?? []) {
      const { yearFrom = entry.yearFrom, yearTo = entry.yearTo } = issue.fits;
      if (yearTo < entry.yearFrom || yearFrom > entry.yearTo) ctx.addIssue({ code: 'custom', message: `known issue "${issue.title}" covers none of the entry's years` });
    }
    if (entry.fuel === 'diesel' && entry.spec.sparkPlugs) ctx.addIssue({ code: 'custom', message: 'a diesel has no spark plugs' });
    if (entry.cylinders !== undefined && entry.displacementL === undefined && !entry.engineCodes) {
      ctx.addIssue({ code: 'custom', message: 'a cylinder count narrows a displacement or engine code, never stands alone' });
    }
    const { oil, oilCapacity, oilInterval } = entry.spec;
    if (oil) {
      const grades = oil.match(/\b\d{1,2}W-\d{1,2}\b/g) ?? [];
      const unknown = grades.filter((g) => !(KNOWN_GRADES as readonly string[]).includes(g));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown viscosity grade ${unknown.join(', ')}` });
      if (!grades.length && !OIL_APPROVALS.test(oil)) ctx.addIssue({ code: 'custom', message: 'oil names neither a viscosity grade nor a manufacturer approval' });
    }
    if (oilCapacity) {
      const qt = quartsOf(oilCapacity);
      if (qt === undefined || qt < 3 || qt > 12) ctx.addIssue({ code: 'custom', message: `oil capacity ${oilCapacity} outside 3-12 qt` });
    }
    if (oilInterval) {
      const bad = milesIn(oilInterval).filter((m) => m < 3000 || m > 20000);
      if (bad.length) ctx.addIssue({ code: 'custom', message: `oil interval ${bad.join(', ')} miles outside 3,000-20,000` });
    }
    for (const figure of Object.keys(entry.figureSources ?? {}) as Array<'oil' | 'oilCapacity' | 'oilInterval'>) {
      if (!entry.spec[figure]) ctx.addIssue({ code: 'custom', message: `figureSources.${figure} names a source for a figure the entry does not give` });
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
