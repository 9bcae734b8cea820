/**
 * The report's shape, assembled from the section list: adding a section to src/report/sections.ts
 * adds its field here, to openapi.json and to the MCP output schema.
 */
import { z } from 'zod';
import { AssessmentSchema } from './assessment.js';
import { AiSummarySchema, DecodedVehicleSchema } from './schemas.js';
import { SECTION_LIST } from './sections.js';

type SectionShape = { [S in (typeof SECTION_LIST)[number] as S['key']]: S['schema'] };

const sectionShape = Object.fromEntries(SECTION_LIST.map((s) => [s.key, s.schema])) as SectionShape;

export const VinReportSchema = z.object({
  vin: z.string(),
  vehicle: DecodedVehicleSchema,
  ...sectionShape,
  unavailable: z.array(z.string()).describe(
    'Sections that could not be fetched; each is null in this report (recalls: an empty list, which then does not mean there are none), and the report is cached for a minute at most, so a later request asks again. ' +
    'recalls is also named when vPIC gave no model name, since the recall service is searched by make, model and year; complaints, safetyRatings and fuelEconomy are then null for the same reason.',
  ),
  notLookedUp: z.array(z.string()).describe(
    'Sections that were not looked up because vPIC gave no model name (recalls, complaints, safetyRatings and fuelEconomy are searched by make, model and year): ' +
    'each holds its empty value (an empty list or null), which then does not mean there are none. Reports cached before this field existed leave it out.',
  ).optional(),
  narrowed: z.array(z.string()).describe(
    'Sections looked up under vPIC\'s model name (vehicle.model) alone, because NHTSA\'s list of the model names its recall and complaint databases file the model under ' +
    '(finer than vPIC\'s: "XC90 T6" and "XC90H" for "XC90") could not be reached this time: recalls or complaints filed under another name for this model may be missing from them. ' +
    'Each is also named in assessment.unknowns (reason narrowed), the score is provisional, and the report is cached for a minute at most, so a later request asks again. ' +
    'Empty when the list was reached (or nothing was looked up); reports cached before this field existed leave it out.',
  ).optional(),
  notInDemo: z.array(z.string()).describe(
    'Present only in demo mode: the sections the demo data holds no recorded answer for (complaints, safetyRatings and fuelEconomy, for every demo VIN). ' +
    'Each is null in this report; no retry changes that, and it does not mean there are none. Demo mode names no section in unavailable.',
  ).optional(),
  recallLookupUrl: z.string().describe("NHTSA's lookup of the recalls still open on this very vehicle, by VIN."),
  assessment: AssessmentSchema.optional().describe('How far the report can be trusted and what it means for a buyer (docs/assessment.md). Present in every report built by this version; absent only from a report cached by an earlier one.'),
  ai: AiSummarySchema,
  generatedAt: z.iso.datetime(),
  demo: z.literal(true).optional().describe('Present only in demo mode (DEMO=1): the report was built from recorded NHTSA answers bundled with vin-report, not from NHTSA and the EPA today.'),
  cached: z.boolean().optional().describe('false when the report was built for this request (X-Cache: MISS), true when served from the cache (X-Cache: HIT or STALE).'),
});

export type VinReport = z.infer<typeof VinReportSchema>;
