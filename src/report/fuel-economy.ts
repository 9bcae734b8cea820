/** The fuel economy section's shape: EPA's figures for the closest matching variant. */
import { z } from 'zod';
import { EPA_COST_ASSUMPTIONS } from './epa-assumptions.js';

export const FuelEconomySchema = z.object({
  variant: z.string().describe('The EPA option chosen for the decoded engine and transmission, e.g. "Auto (S8), 4 cyl, 2.5 L".'),
  cityMpg: z.number().describe('EPA city rating in miles per gallon (MPGe for electric vehicles).'),
  highwayMpg: z.number().describe('EPA highway rating in miles per gallon (MPGe for electric vehicles).'),
  combinedMpg: z.number().describe('EPA combined rating in miles per gallon (MPGe for electric vehicles).'),
  fuelType: z.string().describe('EPA fuel type, e.g. "Regular", "Premium", "Electricity", "Regular Gas or Electricity".'),
  rangeMiles: z.number().optional().describe('EPA all-electric range in miles, for electric and plug-in hybrid vehicles.'),
  annualFuelCost: z.number().int().positive().optional().describe(`EPA's annual fuel cost in US dollars (fuelCost08), ${EPA_COST_ASSUMPTIONS}; omitted when EPA gives none.`),
  fiveYearVersusAverage: z.number().int().optional().describe(`What EPA says five years of fuel save (positive) or cost extra (negative) in US dollars against the average new vehicle (youSaveSpend), ${EPA_COST_ASSUMPTIONS}; omitted when EPA gives none.`),
  co2GramsPerMile: z.number().min(0).optional().describe('EPA\'s tailpipe CO2 in grams per mile (co2TailpipeGpm; 0 for an electric vehicle); omitted when EPA gives none.'),
  greenhouseScore: z.number().int().min(1).max(10).optional().describe('EPA\'s greenhouse gas rating, 1 (worst) to 10 (best) (ghgScore); omitted when EPA gives none (-1, as for most vehicles before model year 2013).'),
}).describe('EPA fuel economy of the closest matching variant; null when EPA lists none for this make, model and year.');

export type FuelEconomy = z.infer<typeof FuelEconomySchema>;
