/**
 * The make and model year a VIN reads as, before vPIC answers: the make from its world manufacturer
 * identifier (positions 1-3, plus 12-14 for a small maker) in a table built from vPIC's own answers
 * (src/wmi-makes.ts, made from the recorded decodes, and kept fresh from every decode since), and
 * the year from position 10 with position 7's rule (vin-info.ts). A WMI whose decodes have shown
 * another make, or a year the rule does not give, is not guessed for. The pipeline uses a guess to
 * start the look-ups that need only the make and year beside vPIC; vPIC's decode stays the authority.
 */
import { describeVin } from './vin-info.js';
import { WMI_MAKES, type WmiEntry } from './wmi-makes.js';

export type { WmiEntry };

export interface MakeYear {
  make: string;
  modelYear: string;
}

export interface MakeYearGuesser {
  /** The make and year `vin` (a valid, normalised VIN) reads as, or null when its WMI is not known well enough. */
  guess(vin: string): MakeYear | null;
  /** Learns from vPIC's decode of `vin`. */
  learn(vin: string, decoded: { make?: string; modelYear?: string }): void;
  /** Everything known now, by WMI. */
  entries(): Record<string, WmiEntry>;
}

/** WMIs learnt at most (beyond them, only the ones already known are kept fresh). */
const MAX_LEARNT = 20_000;

/** The WMI of a VIN: positions 1-3, and 12-14 too when position 3 is "9" (a maker of under 1,000 vehicles a year). */
export function wmiOf(vin: string): string {
  return vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}

/** The model year position 10 gives with position 7's rule, or undefined when it is not a year code. */
export function yearRuleOf(vin: string): number | undefined {
  return describeVin(vin).modelYear?.likely;
}

export function createMakeYearGuesser(seed: Readonly<Record<string, WmiEntry>> = WMI_MAKES): MakeYearGuesser {
  const table = new Map<string, WmiEntry>(Object.entries(seed));
  return {
    guess(vin) {
      const entry = table.get(wmiOf(vin));
      if (!entry?.make || !entry.yearRule) return null;
      const year = yearRuleOf(vin);
      return year === undefined ? null : { make: entry.make, modelYear: String(year) };
    },
    learn(vin, decoded) {
      if (!decoded.make || !decoded.modelYear) return;
      const wmi = wmiOf(vin);
      const known = table.get(wmi);
      if (!known && table.size >= MAX_LEARNT) return;
      const yearRule = String(yearRuleOf(vin)) === decoded.modelYear;
      table.set(wmi, known
        ? { make: known.make === decoded.make ? known.make : null, yearRule: known.yearRule && yearRule }
        : { make: decoded.make, yearRule });
    },
    entries: () => Object.fromEntries(table),
  };
}
