/**
 * The single source of truth for the shapes that cross the service's edges: the request, the
 * vehicle, recalls, maintenance, summary and error bodies (the report itself is assembled from the
 * section list in report.ts). `openapi.json` and the MCP tool schemas are checked against these
 * (test/openapi.test.ts), so a field added here and nowhere else fails the suite.
 */
import { z } from 'zod';

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const DecodeRequestSchema = z.object({
  vin: z.string().regex(VIN_PATTERN).describe('17-character VIN; uppercase letters and digits, never I, O or Q. Lowercase input and surrounding spaces are accepted and normalised.'),
});

export const DecodedVehicleSchema = z.object({
  vin: z.string().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  modelYear: z.string().optional(),
  trim: z.string().optional(),
  series: z.string().optional().describe('vPIC\'s Series, such as "F-Series" or "3-Series"; with trim, one of the clues that tell two engines of one size apart.'),
  bodyClass: z.string().optional(),
  vehicleType: z.string().optional(),
  driveType: z.string().optional(),
  engineCylinders: z.string().optional(),
  engineDisplacement: z.string().optional(),
  engineModel: z.string().optional(),
  engineHP: z.string().optional().describe('Engine power in horsepower, as vPIC decodes it (for example "375" or "375.00").'),
  turbo: z.string().optional().describe('Whether the engine is turbocharged, as vPIC decodes it: "Yes", "No" or "Not Applicable".'),
  fuelType: z.string().optional(),
  transmissionStyle: z.string().optional(),
  transmissionSpeeds: z.string().optional(),
  plantCountry: z.string().optional(),
  plantCity: z.string().optional(),
  electrificationLevel: z.string().optional(),
  batteryKwh: z.string().optional(),
  errorCode: z.string().optional(),
  errorText: z.string().optional(),
  suggestedVin: z.string().optional().describe('vPIC\'s SuggestedVIN when it differs from the VIN: a corrected VIN, or the VIN with "!" at the positions vPIC found wrong.'),
});

export const RecallSchema = z.object({
  campNo: z.string().optional(),
  component: z.string().optional(),
  summary: z.string().optional(),
  consequence: z.string().optional(),
  remedy: z.string().optional(),
  reportReceivedDate: z.string().optional().describe('ISO date YYYY-MM-DD (upstream sends DD/MM/YYYY; an impossible date is passed on as sent).'),
  parkIt: z.boolean().optional().describe('The manufacturer tells owners not to drive the vehicle.'),
  parkOutside: z.boolean().optional().describe('The manufacturer tells owners to park outside, away from structures (fire risk).'),
  overTheAirUpdate: z.boolean().optional().describe('The remedy is delivered as an over-the-air software update.'),
  appliesTo: z.enum(['likely', 'unlikely', 'unknown']).optional().describe('Whether the recall covers this very vehicle, read from its summary against the decode. "unlikely": the summary names its population exhaustively by something the decode states (engine size or cylinders, fuel or electrification, drive, body, a named variant), the vehicle\'s value is known, and it is outside every alternative the summary lists. "unknown" (check with NHTSA\'s VIN lookup, recallLookupUrl): the population depends on something the decode cannot tell (build dates or plants, optional equipment, an earlier repair, a region, a handful of vehicles, a supplier\'s parts) or on words the rules cannot read with certainty. "likely": the summary covers the make, model and year without such narrowing, or names the vehicle\'s own variant. Only NHTSA\'s by-VIN lookup is certain.'),
  reason: z.string().optional().describe('Why appliesTo says what it says, in a short sentence; absent for a plain "likely".'),
  evidence: z.string().optional().describe('The words of the recall\'s summary the verdict rests on, exactly as the summary has them (a substring of summary), so a reader can check the verdict.'),
});

export const AiSummarySchema = z.object({
  overview: z.string(),
  strengths: z.array(z.string()),
  issues: z.array(z.string()),
  buyingAdvice: z.string(),
  maintenanceTips: z.string(),
  score: z.number().int().min(1).max(10),
  provider: z.string().optional().describe('Who wrote the summary: "builtin" or the configured LLM provider.'),
  model: z.string().optional().describe('The model that wrote the summary, when an LLM did.'),
  fallback: z.boolean().optional().describe('true when an LLM was configured but its answer, or part of it, was unusable and the built-in writer\'s stood in (fallbackReason says which part, when it was a part).'),
  fallbackReason: z.string().optional().describe('Why part of an LLM\'s answer was replaced, e.g. a score outside the range the rubric allows (docs/summary.md).'),
});

export const MaintenanceSpecSchema = z.object({
  oil: z.string().optional(),
  oilCapacity: z.string().optional(),
  oilInterval: z.string().optional(),
  sparkPlugs: z.string().optional(),
  battery: z.string().optional(),
  brakeFluid: z.string().optional(),
  coolant: z.string().optional(),
  tireSize: z.string().optional(),
  cabinFilter: z.string().optional(),
  isElectric: z.boolean().optional(),
  notes: z.string().optional(),
  knownIssues: z.array(z.object({
    title: z.string(),
    detail: z.string(),
    source: z.string(),
    appliesTo: z.string().optional().describe('The engine codes, model years and models the documented issue covers, as the source states them.'),
    coverage: z.object({
      what: z.string().describe('The extended coverage, in words: "the extended water-pump warranty".'),
      years: z.number().int().min(1).describe('Its term in years, from when the vehicle was first sold or went into service.'),
      miles: z.number().int().min(1).optional().describe('Its mileage limit, when it has one.'),
    }).optional().describe('An extended warranty or settlement coverage the issue mentions, with its term: every door says when it has run out for this model year.'),
  })).optional().describe('Defects and failure patterns a manufacturer bulletin, service campaign, recall or owner\'s manual documents for this engine. Scheduled replacements are in scheduledWork, not here.'),
  scheduledWork: z.array(z.object({
    title: z.string(),
    interval: z.string().describe('When it is due, as the manufacturer\'s schedule states it (miles, km and/or time).'),
    detail: z.string(),
    source: z.string(),
  })).optional().describe('Scheduled maintenance beyond oil, plugs and fluids (timing-belt replacement, valve clearance, hydrogen-system inspection...), each with its interval and the schedule it is taken from. Routine work, not a defect.'),
  engineCandidates: z.array(z.object({
    engine: z.string(),
    howToTell: z.string().describe('How an owner can tell whether the vehicle has this engine.'),
  })).min(2).optional().describe('Present when the decode fits more than one engine: the engines it could be. The other fields then hold only what the candidates share.'),
  unsettled: z.array(z.string()).optional().describe('The fields (such as oil, oilCapacity) this report could not settle because they differ between the engineCandidates.'),
  guessedEngine: z.string().optional().describe('Set when the VIN did not decode cleanly: the engine these specs were matched to is vPIC\'s guess ("2.4 L LAT"), and every door heads the specs with it; check the engine code on the label under the hood.'),
});

export const PartialVehicleSchema = z.object({
  vin: z.string().optional(),
  make: z.string().optional(),
  modelYear: z.string().optional(),
  model: z.string().optional(),
  errorCode: z.string().optional(),
  errorText: z.string().optional(),
});

export const DecodeErrorSchema = z.object({
  error: z.string(),
  errorText: z.string().optional(),
  vehicle: PartialVehicleSchema.nullable().optional(),
});

export const RateLimitErrorSchema = z.object({
  error: z.string(),
  limit: z.number().int(),
  remaining: z.number().int(),
  resetSeconds: z.number().int(),
});

export const ServerErrorSchema = z.object({
  error: z.string(),
});

export type DecodeRequest = z.infer<typeof DecodeRequestSchema>;
export type DecodedVehicle = z.infer<typeof DecodedVehicleSchema>;
export type Recall = z.infer<typeof RecallSchema>;
export type AiSummary = z.infer<typeof AiSummarySchema>;
export type MaintenanceSpec = z.infer<typeof MaintenanceSpecSchema>;
export type PartialVehicle = z.infer<typeof PartialVehicleSchema>;
