/**
 * The maintenance spec as every door says it: its rows in order, the heading for an engine vPIC only
 * guessed, and whether a known issue's extended coverage has run out.
 */
import { count, formatNumber } from './text.js';

/** The rows of a maintenance spec, in the order every door lists them. */
export const MAINTENANCE_LABELS = [
  ['oil', 'Engine oil'],
  ['oilCapacity', 'Oil capacity'],
  ['oilInterval', 'Oil change interval'],
  ['sparkPlugs', 'Spark plugs'],
  ['battery', 'Battery'],
  ['brakeFluid', 'Brake fluid'],
  ['coolant', 'Coolant'],
  ['tireSize', 'Tire size'],
  ['cabinFilter', 'Cabin air filter'],
] as const;

/** The heading of maintenance specs matched to an engine vPIC only guessed, at every door. */
export function guessedEngineLine(guessedEngine: string): string {
  return `For the engine vPIC guessed: ${guessedEngine}; check the engine code on the label under the hood before you rely on these figures.`;
}

/**
 * Whether an issue's extended coverage has run out for this model year, in a sentence: past its
 * term even for a car first sold a year after its model year. Undefined while it may still run,
 * or when the issue names none.
 */
export function coverageNote(coverage: { what: string; years: number; miles?: number } | undefined, modelYear: string | undefined, currentYear: number): string | undefined {
  const year = Number(modelYear?.trim());
  if (!coverage || !Number.isInteger(year) || year < 1980) return undefined;
  if (year + 1 + coverage.years >= currentYear) return undefined;
  const term = `${count(coverage.years, 'year')}${coverage.miles ? ` or ${formatNumber(coverage.miles)} miles` : ''}`;
  return `For a ${year} model, ${coverage.what} (${term}) has run out: a repair now is at the owner's cost.`;
}
