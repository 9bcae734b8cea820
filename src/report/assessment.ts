/**
 * The assessment's shape: how far a buyer can trust the report, worked out once by the pipeline
 * from the decode and the sections (src/assessment/assess.ts). Every door and both summary writers
 * read it; docs/assessment.md explains each field.
 */
import { z } from 'zod';

export const POWERTRAIN_KINDS = [
  'battery-electric', 'fuel-cell', 'plug-in-hybrid', 'hybrid', 'mild-hybrid', 'diesel', 'gasoline', 'other', 'none', 'unknown',
] as const;
export type PowertrainKind = (typeof POWERTRAIN_KINDS)[number];

/**
 * How a full hybrid's engine and motors share the work, where the make, model and year settle it:
 * power-split (Toyota, Lexus and Ford planetary eCVT, GM's Voltec), two-motor (Honda's two-motor
 * system, whose engine mostly drives a generator), parallel (a motor beside a conventional gearbox,
 * or Honda's IMA).
 */
export const HYBRID_KINDS = ['power-split', 'two-motor', 'parallel'] as const;
export type HybridKind = (typeof HYBRID_KINDS)[number];

/**
 * A US diesel's exhaust after-treatment by model year: neither particulate filters nor urea (DEF)
 * systems before the 2007 rules, particulate filters from model year 2007, and from about model
 * year 2010 most also urea SCR with a DEF tank (docs/assessment.md).
 */
export const DIESEL_ERAS = ['before-dpf', 'dpf', 'dpf-and-def'] as const;
export type DieselEra = (typeof DIESEL_ERAS)[number];

export const BODY_KINDS = ['car', 'truck', 'motorcycle', 'trailer', 'bus', 'incomplete', 'low-speed', 'unknown'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

export const DECODE_CONFIDENCES = [
  'clean', 'checkDigitException', 'checkDigitMismatch', 'corrected', 'partial', 'incomplete', 'noDetail', 'notForUS', 'unrecognized',
] as const;

export const DecodeAssessmentSchema = z.object({
  confidence: z.enum(DECODE_CONFIDENCES).describe(
    'How sure vPIC is of the decode, from its ErrorCode: clean (0), checkDigitException (0 with the OEM check-digit exception note: ' +
    'the check digit does not calculate but the manufacturer registered this VIN as built), checkDigitMismatch (1), corrected (2, 3 or 4: ' +
    'vPIC decoded a VIN with one character changed), partial (5: several characters could not be decoded), incomplete (6), noDetail (8: ' +
    'vPIC has no detailed data), notForUS (7: the manufacturer is not registered to sell in the United States), unrecognized (any other code).',
  ),
  certain: z.boolean().describe('true for clean and checkDigitException: the decoded details can be taken as this vehicle\'s.'),
  codes: z.array(z.string()).describe('vPIC\'s error codes, as numbers in text ("4", "14").'),
  suggestedVin: z.string().optional().describe('The VIN vPIC decoded instead, when it changed one character and names a single candidate.'),
  suspectPositions: z.array(z.number().int().min(1).max(17)).optional().describe('Positions (1-17) vPIC marked as wrong ("!" in its suggested VIN).'),
  modelYearNote: z.string().optional().describe('Set when the decoded model year is not one the VIN\'s year code (position 10) stands for.'),
  message: z.string().optional().describe('What the buyer should make of an uncertain decode, in one or two sentences; absent for clean.'),
});

export const RecallAssessmentSchema = z.object({
  lookedUp: z.boolean().describe('false when the recall service could not be asked (no model from vPIC): every count is then 0 and means nothing.'),
  total: z.number().int().min(0),
  likely: z.number().int().min(0).describe('Recalls whose text fits this vehicle.'),
  unknown: z.number().int().min(0).describe('Recalls narrowed in a way the decode cannot check (a region, a variant, a build date).'),
  unlikely: z.number().int().min(0).describe('Recalls whose text names a variant this vehicle is not.'),
  mayApply: z.number().int().min(0).describe('likely + unknown: the recalls a buyer must check for this VIN.'),
  parkIt: z.number().int().min(0).describe('Recalls that may apply whose maker says not to drive the vehicle.'),
  parkOutside: z.number().int().min(0).describe('Recalls that may apply whose maker says to park outside (fire risk).'),
  overTheAir: z.number().int().min(0).describe('Recalls that may apply fixed by an over-the-air software update.'),
});

export const UnknownSchema = z.object({
  section: z.string().describe('The report field ("recalls", "complaints", "maintenance"...).'),
  reason: z.enum(['notFetched', 'notLookedUp', 'noMatch', 'countsDisagree', 'narrowed']).describe('notFetched: the source failed this time; notLookedUp: vPIC gave no model to look it up by; noMatch: our data has no entry for this vehicle; countsDisagree: NHTSA\'s crash-test record counts more complaints or recalls for the model than the search returned; narrowed: looked up under vPIC\'s model name only, because NHTSA\'s list of the names it files the model under could not be reached, so some may be missing (the report\'s narrowed field).'),
  text: z.string().describe('What is unknown and why, in a sentence.'),
  lookup: z.object({ name: z.string(), url: z.string() }).optional().describe('Where the buyer can look it up instead.'),
});

export const ScoreFactorSchema = z.object({
  points: z.number().int().describe('Points this rule added to (or took from) the starting 7; a cap is the points it took off.'),
  rule: z.string().describe('The rule that applied, in words.'),
});

export const SCORE_LABELS = ['Excellent', 'Good', 'Fair', 'Poor', 'Very poor', 'Not enough data'] as const;

export const ScoreAssessmentSchema = z.object({
  value: z.number().int().min(1).max(10).describe('The rubric\'s score (docs/summary.md); ai.score is held to it.'),
  label: z.enum(SCORE_LABELS).describe('"Not enough data" when the data says too little about the vehicle to score it (value is then at most 5 and should not be shown as a rating).'),
  enoughData: z.boolean(),
  provisional: z.boolean().describe('true when the decode is uncertain or sections are unknown (not fetched, not looked up, or looked up under one model name only): the score may move once they are known.'),
  factors: z.array(ScoreFactorSchema).describe('Each rule that applied, with its points, in rubric order.'),
  allowed: z.object({ min: z.number().int().min(1).max(10), max: z.number().int().min(1).max(10) }).describe('The range an LLM-written ai.score must fall in; outside it the rubric\'s value replaces it.'),
});

export const VehicleFactsSchema = z.object({
  powertrain: z.enum(POWERTRAIN_KINDS).describe(
    'What moves the vehicle, from the decode (and EPA\'s record where the decode says nothing of electrification): battery-electric, ' +
    'fuel-cell (hydrogen), plug-in-hybrid, hybrid (full), mild-hybrid (belt-alternator-starter, eAssist, 48 V), diesel, gasoline, other ' +
    '(natural gas, propane and the like), none (a trailer) or unknown (the decode says nothing).',
  ),
  hybridKind: z.enum(HYBRID_KINDS).optional().describe('A full or plug-in hybrid\'s kind where make, model and year settle it: power-split (Toyota, Lexus, Ford), two-motor (Honda\'s two-motor system), parallel.'),
  dieselEra: z.enum(DIESEL_ERAS).optional().describe('A diesel\'s exhaust after-treatment by model year under US rules: before-dpf (before 2007), dpf (2007-2009), dpf-and-def (2010 on; most carry a DEF tank).'),
  mildHybridKind: z.enum(['bas', 'eassist', '48v']).optional().describe('GM\'s first belt-alternator-starter (2007-2010, 36 V NiMH), eAssist (2012 on, 115 V Li-ion), or a 48 V system.'),
  body: z.enum(BODY_KINDS).describe('car (passenger car or multipurpose vehicle), truck, motorcycle, trailer, bus, incomplete (a chassis to be finished), low-speed or unknown.'),
  modelYear: z.number().int().optional(),
  era: z.object({
    stabilityControlRequired: z.boolean().describe('Electronic stability control was required on every light vehicle of this model year (FMVSS 126, model year 2012 on).'),
    backupCameraRequired: z.boolean().describe('A rear-view camera was required (FMVSS 111, built from May 1, 2018: model year 2019 on).'),
    tirePressureMonitorRequired: z.boolean().describe('A tire-pressure monitor was required (FMVSS 138, built from September 1, 2007: model year 2008 on).'),
  }),
  guessed: z.boolean().describe('true when the decode is uncertain: the powertrain and body are vPIC\'s guess and the advice says so.'),
});

export const CheckSchema = z.object({
  topic: z.string().describe('What the check is about ("battery", "transmission", "coupler"...).'),
  text: z.string().describe('What to do on the test drive or inspection, in a sentence.'),
});

export const NotCoveredSchema = z.object({
  topic: z.enum(['titleBrands', 'accidents', 'odometer', 'theft']),
  text: z.string().describe('Why it matters and where to look, in a sentence or two.'),
  lookups: z.array(z.object({ name: z.string(), url: z.string(), free: z.boolean() })).describe('Public look-ups a buyer can use.'),
});

export const AssessmentSchema = z.object({
  decode: DecodeAssessmentSchema,
  vehicle: VehicleFactsSchema.optional().describe('What the vehicle is, derived once from the decode and EPA\'s record; every check and line of advice is chosen from it. Absent only from a report cached by an earlier version.'),
  recalls: RecallAssessmentSchema,
  unknowns: z.array(UnknownSchema).describe('Every section the buyer must look up elsewhere, and why.'),
  score: ScoreAssessmentSchema,
  checks: z.array(CheckSchema).describe('A short test-drive and inspection checklist fitted to this vehicle\'s body, powertrain, drive and age.'),
  notCovered: z.array(NotCoveredSchema).describe('What this report does not hold, with where a buyer can find it.'),
}).describe('How far the report can be trusted and what it means for a buyer, computed from the decode and the sections.');

export type Assessment = z.infer<typeof AssessmentSchema>;
export type DecodeAssessment = z.infer<typeof DecodeAssessmentSchema>;
export type RecallAssessment = z.infer<typeof RecallAssessmentSchema>;
export type Unknown = z.infer<typeof UnknownSchema>;
export type ScoreAssessment = z.infer<typeof ScoreAssessmentSchema>;
export type Check = z.infer<typeof CheckSchema>;
export type AssessedVehicle = z.infer<typeof VehicleFactsSchema>;
export type NotCovered = z.infer<typeof NotCoveredSchema>;
export type DecodeConfidence = (typeof DECODE_CONFIDENCES)[number];
