/**
 * EPA's record (the fuelEconomy section) as every door says it: the figures in MPG or MPGe, a plug-in
 * hybrid's figures on electricity and its range, and the running cost and emissions.
 */
import { EPA_COST_ASSUMPTIONS } from '../report/epa-assumptions.js';
import { formatNumber } from './text.js';
import { dollars } from './units.js';

/**
 * EPA's unit for the primary-fuel figures of a record with this fuel type: MPGe for electricity or
 * hydrogen alone, MPG otherwise (a plug-in hybrid's "Regular Gas or Electricity" figures are its
 * gasoline ones; its electric figures are separate, in MPGe).
 */
export function mpgUnit(fuelType: string): 'MPG' | 'MPGe' {
  return /^(electricity|hydrogen)$/i.test(fuelType.trim()) ? 'MPGe' : 'MPG';
}

/** "132 MPGe", "34 MPG". */
export function formatMpg(mpg: number, fuelType: string): string {
  return `${formatNumber(mpg)} ${mpgUnit(fuelType)}`;
}

/** The EPA figures a fuel-economy line reads. */
export interface FuelFigures {
  cityMpg: number;
  highwayMpg: number;
  combinedMpg: number;
  fuelType: string;
  electricCityMpge?: number;
  electricHighwayMpge?: number;
  electricCombinedMpge?: number;
  kwhPer100Miles?: number;
  rangeMiles?: number;
}

/**
 * EPA's ratings in one phrase, each in its own unit: "42 MPG combined (43 city, 42 highway) on
 * gasoline and 106 MPGe combined (113 city, 98 highway) on electricity, 31 kWh/100 mi", "132 MPGe
 * combined (...), 25 kWh/100 mi", "22 MPG combined (19 city, 28 highway)".
 */
export function fuelFiguresPhrase(f: FuelFigures): string {
  const unit = mpgUnit(f.fuelType);
  const primary = `${formatNumber(f.combinedMpg)} ${unit} combined (${formatNumber(f.cityMpg)} city, ${formatNumber(f.highwayMpg)} highway)`;
  const kwh = f.kwhPer100Miles !== undefined && f.kwhPer100Miles > 0 ? `, ${formatNumber(f.kwhPer100Miles)} kWh/100 mi` : '';
  if (isPlugInFuel(f.fuelType) && f.electricCombinedMpge !== undefined) {
    const electric = `${formatNumber(f.electricCombinedMpge)} MPGe combined${f.electricCityMpge !== undefined && f.electricHighwayMpge !== undefined ? ` (${formatNumber(f.electricCityMpge)} city, ${formatNumber(f.electricHighwayMpge)} highway)` : ''}`;
    return `${primary} on gasoline and ${electric} on electricity${kwh}`;
  }
  if (isPlugInFuel(f.fuelType)) return `${primary} on gasoline`;
  return `${primary}${kwh}`;
}

/**
 * What EPA gives beyond the primary-fuel figures, in a sentence: a plug-in hybrid's figures on
 * electricity ("On electricity: 106 MPGe combined (113 city, 98 highway), 31 kWh/100 mi."), or an
 * electric car's consumption ("31 kWh/100 mi combined."); undefined when EPA gave neither.
 */
export function electricFiguresSentence(f: FuelFigures): string | undefined {
  const kwh = f.kwhPer100Miles !== undefined && f.kwhPer100Miles > 0 ? `${formatNumber(f.kwhPer100Miles)} kWh/100 mi` : undefined;
  if (isPlugInFuel(f.fuelType) && f.electricCombinedMpge !== undefined) {
    const split = f.electricCityMpge !== undefined && f.electricHighwayMpge !== undefined ? ` (${formatNumber(f.electricCityMpge)} city, ${formatNumber(f.electricHighwayMpge)} highway)` : '';
    return `On electricity: ${formatNumber(f.electricCombinedMpge)} MPGe combined${split}${kwh ? `, ${kwh}` : ''}. The MPG figures are on gasoline.`;
  }
  if (isPlugInFuel(f.fuelType)) return 'The MPG figures are on gasoline.';
  return kwh ? `${kwh} combined.` : undefined;
}

/** "Electric range" for a plug-in hybrid (EPA's figure is its range on electricity alone), "Range" otherwise. */
export function rangeLabel(fuelType: string): string {
  return isPlugInFuel(fuelType) ? 'Electric range' : 'Range';
}

/** EPA's fuel type of a plug-in hybrid: "Regular Gas or Electricity", "Premium Gas or Electricity". */
export function isPlugInFuel(fuelType: string): boolean {
  return /\bor electricity$/i.test(fuelType.trim());
}

export interface RunningCostWords {
  annualFuelCost?: number;
  fiveYearVersusAverage?: number;
  co2GramsPerMile?: number;
  greenhouseScore?: number;
}

/** "$750 more over five years than the average new vehicle" / "$1,750 less ..." (EPA's youSaveSpend: negative costs more). */
export function versusAverageWords(amount: number): string {
  if (amount === 0) return 'the same over five years as the average new vehicle';
  return `${dollars(amount)} ${amount < 0 ? 'more' : 'less'} over five years than the average new vehicle`;
}

/** One sentence with EPA's cost figures and what they assume, or undefined when EPA gave neither. */
export function runningCostSentence(cost: RunningCostWords): string | undefined {
  const parts: string[] = [];
  if (cost.annualFuelCost !== undefined) parts.push(`${dollars(cost.annualFuelCost)} a year in fuel`);
  if (cost.fiveYearVersusAverage !== undefined) parts.push(versusAverageWords(cost.fiveYearVersusAverage));
  if (parts.length === 0) return undefined;
  return `EPA estimates ${parts.join(', ')} (${EPA_COST_ASSUMPTIONS}).`;
}

/** "338 g/mile CO2 at the tailpipe; EPA greenhouse gas score 5 of 10" (whichever EPA gave). */
export function emissionsWords(cost: RunningCostWords): string | undefined {
  const parts: string[] = [];
  if (cost.co2GramsPerMile !== undefined) parts.push(`${formatNumber(Math.round(cost.co2GramsPerMile))} g/mile CO2 at the tailpipe`);
  if (cost.greenhouseScore !== undefined) parts.push(`EPA greenhouse gas score ${cost.greenhouseScore} of 10`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

