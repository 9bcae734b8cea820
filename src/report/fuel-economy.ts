/** The fuel economy section's shape: EPA's figures for the closest matching variant. */
import { z } from 'zod';
import { EPA_COST_ASSUMPTIONS } from './epa-assumptions.js';

export const FuelEconomySchema = z.object({
  variant: z.string().describe('The EPA option chosen for the decoded engine and transmission, e.g. "Auto (S8), 4 cyl, 2.5 L".'),
  cityMpg: z.number().describe('EPA city rating on the primary fuel (city08): miles per gallon, MPGe for electricity and hydrogen; for a plug-in hybrid, the gasoline figure.'),
  highwayMpg: z.number().describe('EPA highway rating on the primary fuel (highway08): miles per gallon, MPGe for electricity and hydrogen; for a plug-in hybrid, the gasoline figure.'),
  combinedMpg: z.number().describe('EPA combined rating on the primary fuel (comb08): miles per gallon, MPGe for electricity and hydrogen; for a plug-in hybrid, the gasoline figure.'),
  fuelType: z.string().describe('EPA fuel type, e.g. "Regular", "Premium", "Electricity", "Hydrogen", "Regular Gas or Electricity" (a plug-in hybrid).'),
  electricCityMpge: z.number().optional().describe('A plug-in hybrid\'s city rating on electricity, in MPGe (cityA08).'),
  electricHighwayMpge: z.number().optional().describe('A plug-in hybrid\'s highway rating on electricity, in MPGe (highwayA08).'),
  electricCombinedMpge: z.number().optional().describe('A plug-in hybrid\'s combined rating on electricity, in MPGe (combA08).'),
  kwhPer100Miles: z.number().optional().describe('EPA\'s combined electricity use in kWh per 100 miles (combE), for electric and plug-in hybrid vehicles.'),
  rangeMiles: z.number().optional().describe('EPA all-electric range in miles, for electric and plug-in hybrid vehicles.'),
  annualFuelCost: z.number().int().positive().optional().describe(`EPA's annual fuel cost in US dollars (fuelCost08), ${EPA_COST_ASSUMPTIONS}; omitted when EPA gives none.`),
  fiveYearVersusAverage: z.number().int().optional().describe(`What EPA says five years of fuel save (positive) or cost extra (negative) in US dollars against the average new vehicle (youSaveSpend), ${EPA_COST_ASSUMPTIONS}; omitted when EPA gives none.`),
  co2GramsPerMile: z.number().min(0).optional().describe('EPA\'s tailpipe CO2 in grams per mile (co2TailpipeGpm; 0 for an electric vehicle); omitted when EPA gives none.'),
  greenhouseScore: z.number().int().min(1).max(10).optional().describe('EPA\'s greenhouse gas rating, 1 (worst) to 10 (best) (ghgScore); omitted when EPA gives none (-1, as for most vehicles before model year 2013).'),
}).describe('EPA fuel economy of the closest matching variant; null when EPA lists none for this make, model and year.');

export type FuelEconomy = z.infer<typeof FuelEconomySchema>;
