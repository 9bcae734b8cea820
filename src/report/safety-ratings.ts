/** The crash ratings section's shape: NHTSA's NCAP ratings of the closest rated variant. */
import { z } from 'zod';

const Rating = z.string().describe('NHTSA star rating as NHTSA writes it: "1" to "5", or "Not Rated".');

const Fitment = z.string().describe('As NHTSA words it: "Standard", "Optional", or "No" (not offered on the rated variant).');

export const EquipmentSchema = z.object({
  electronicStabilityControl: Fitment.optional(),
  forwardCollisionWarning: Fitment.optional(),
  laneDepartureWarning: Fitment.optional(),
}).describe('Driver aids NHTSA lists for the rated variant (NHTSAElectronicStabilityControl, NHTSAForwardCollisionWarning, NHTSALaneDepartureWarning); a field NHTSA leaves out is omitted.');

export const InvestigationsSchema = z.object({
  count: z.number().int().min(0).describe('NHTSA\'s InvestigationCount: defect investigations NHTSA lists for the rated vehicle\'s make, model and year.'),
  url: z.string().url().describe('NHTSA\'s public page for that make, model and year, where the investigations are listed.'),
}).describe('NHTSA defect investigations of the rated model; omitted when NHTSA gives no count.');

export const RecordCountsSchema = z.object({
  complaints: z.number().int().min(0).optional().describe('NHTSA\'s ComplaintsCount on the rated variant\'s record: owner complaints NHTSA counts for the model and year.'),
  recalls: z.number().int().min(0).optional().describe('NHTSA\'s RecallsCount on the same record: recall campaigns NHTSA counts for the model and year.'),
}).describe('What NHTSA\'s crash-test record counts for the model and year, to cross-check the complaints and recalls fetched; omitted when the record gives neither.');

export const NcapPictureSchema = z.object({
  url: z.string().describe('Where this service serves the picture, a path on its own origin ("/img/ncap/13518_st0640_046.png"); it is never a link to NHTSA.'),
  source: z.string().url().describe('The picture\'s address on static.nhtsa.gov, NHTSA\'s VehiclePicture (a public-domain photo of the tested model, not of this car).'),
}).describe('NHTSA\'s photo of the tested model (not of this car); present only when NHTSA has one and it was fetched and checked to be an image.');

export const SafetyRatingsSchema = z.object({
  variant: z.string().describe('The rated variant, NHTSA\'s VehicleDescription, e.g. "2022 Acura RDX SUV AWD".'),
  overall: Rating,
  frontCrash: Rating,
  sideCrash: Rating,
  rollover: Rating,
  rolloverRisk: z.number().min(0).max(1).optional().describe('NHTSA\'s estimated chance of rolling over in a single-vehicle crash, 0 to 1.'),
  equipment: EquipmentSchema.optional(),
  investigations: InvestigationsSchema.optional(),
  recordCounts: RecordCountsSchema.optional(),
  picture: NcapPictureSchema.optional(),
}).describe('NHTSA NCAP crash-test ratings of the variant closest to the decoded vehicle; null when NHTSA has not rated this model and year.');

export type SafetyRatings = z.infer<typeof SafetyRatingsSchema>;
