/**
 * What a VIN says about itself, worked out locally with no network: whether it is well formed, its
 * check digit (position 9), the model years position 10 can stand for, and the region and country
 * its world manufacturer identifier (positions 1-3) was allocated to. vPIC's decode remains the
 * authority on the vehicle; this is for checking a VIN before (or instead of) asking it.
 */
import { z } from 'zod';
import { InvalidVinError } from './errors.js';
import { normalizeVin } from './vin.js';

export const CheckDigitInfoSchema = z.object({
  actual: z.string().describe('The character at position 9.'),
  expected: z.string().describe('The check digit computed from the other 16 characters ("0"-"9" or "X").'),
  correct: z.boolean().describe('Required to be correct for vehicles built for North America (and China); many European-market VINs do not use it.'),
  note: z.string().describe('What the local check cannot tell; decodeVin\'s assessment.decode is the authority on this VIN.'),
});

export const ModelYearInfoSchema = z.object({
  code: z.string().describe('The character at position 10.'),
  candidates: z.array(z.number().int()).describe('The model years the code can stand for, oldest first; empty when the character is never a year code.'),
  likely: z.number().int().optional().describe('The candidate the position-7 rule picks (passenger cars, MPVs and light trucks built for North America).'),
  note: z.string(),
});

export const WmiInfoSchema = z.object({
  code: z.string().describe('Positions 1-3, or 1-3 plus 12-14 for a small manufacturer (position 3 is "9").'),
  region: z.string().optional(),
  country: z.string().optional().describe('The country the code range is allocated to (ISO 3780); absent for unallocated ranges.'),
});

export const VinInfoSchema = z.object({
  vin: z.string().describe('The input trimmed and uppercased.'),
  wellFormed: z.boolean().describe('17 characters, letters and digits only, never I, O or Q.'),
  problem: z.string().optional().describe('When not well formed: what is wrong. The other facts are then absent.'),
  checkDigit: CheckDigitInfoSchema.optional(),
  modelYear: ModelYearInfoSchema.optional(),
  wmi: WmiInfoSchema.optional(),
});

export type CheckDigitInfo = z.infer<typeof CheckDigitInfoSchema>;
export type ModelYearInfo = z.infer<typeof ModelYearInfoSchema>;
export type WmiInfo = z.infer<typeof WmiInfoSchema>;
export type VinInfo = z.infer<typeof VinInfoSchema>;

export interface VinInfoOptions {
  /** Candidates later than this year + 1 are dropped (a model year can run a year ahead). */
  currentYear?: number;
}

/**
 * Reads everything a VIN says about itself. Pure; never throws: a malformed VIN gives
 * `wellFormed: false` and the `problem`, and the other facts are then left out.
 */
export function describeVin(input: string, options: VinInfoOptions = {}): VinInfo {
  let vin: string;
  try {
    vin = normalizeVin(input);
  } catch (err) {
    if (err instanceof InvalidVinError) return { vin: input.trim().toUpperCase(), wellFormed: false, problem: err.message };
    throw err;
  }
  return {
    vin,
    wellFormed: true,
    checkDigit: checkDigitOf(vin),
    modelYear: modelYearOf(vin, options.currentYear),
    wmi: wmiOf(vin),
  };
}

// 49 CFR 565.15 / ISO 3779 Annex: letters map to digits, each position has a weight, the sum mod 11 is the check digit.
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a well-formed VIN should carry at position 9 ("0"-"9" or "X"). */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = c >= '0' && c <= '9' ? Number(c) : TRANSLITERATION[c] ?? 0;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function checkDigitOf(vin: string): CheckDigitInfo {
  const actual = vin[8]!;
  const expected = expectedCheckDigit(vin);
  const correct = actual === expected;
  const note = correct
    ? 'Position 9 matches the other characters, but one of them can still be wrong: decodeVin says whether NHTSA\'s decoder had to correct the VIN.'
    : 'A local check only: NHTSA\'s decoder accepts some VINs whose check digit does not calculate, as exceptions the manufacturer registered; decodeVin says whether this is one.';
  return { actual, expected, correct, note };
}

/** The model years a position-10 code can stand for, oldest first ([] when it is never a year code). */
export function modelYearsForCode(code: string): number[] {
  const index = code.length === 1 ? YEAR_CODES.indexOf(code) : -1;
  return index < 0 ? [] : [1980 + index, 2010 + index, 2040 + index];
}

// The 30 year codes in order: 1980 (A) … 2009 (9), then the cycle repeats from 2010 (A).
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

function modelYearOf(vin: string, currentYear: number | undefined): ModelYearInfo {
  const code = vin[9]!;
  const all = modelYearsForCode(code).slice(0, 2);
  if (all.length === 0) {
    return { code, candidates: [], note: `Position 10 is "${code}", which is never a model-year code (U, Z and 0 are not used).` };
  }
  const candidates = currentYear === undefined ? all : all.filter((year) => year <= currentYear + 1);
  // For passenger cars, MPVs and light trucks built for North America, a letter at position 7 marks
  // the 2010-2039 cycle and a digit the 1980-2009 one (49 CFR 565.15).
  const newCycle = /[A-Z]/.test(vin[6]!);
  const pick = newCycle ? all[1]! : all[0]!;
  const info: ModelYearInfo = {
    code,
    candidates,
    note: `Position 10 "${code}" means ${all.join(' or ')} (the code repeats every 30 years). ` +
      `Position 7 is a ${newCycle ? 'letter' : 'digit'}, which for a passenger car, MPV or light truck built for North America means ${pick}; ` +
      'other vehicles and markets need the decode to be sure.',
  };
  if (candidates.includes(pick)) info.likely = pick;
  return info;
}

// Second characters in the order ISO 3780 allocates ranges over them.
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** ISO 3780 regions by first character. */
const REGIONS: Array<[string, string]> = [
  ['ABCDEFGH', 'Africa'],
  ['JKLMNPR', 'Asia'],
  ['STUVWXYZ', 'Europe'],
  ['12345', 'North America'],
  ['67', 'Oceania'],
  ['890', 'South America'],
];

/**
 * Country allocations as `first character + range of second characters`, after the SAE/ISO 3780
 * table. Gaps are unallocated (or allocated after this table was taken) and yield no country.
 */
const COUNTRIES: Array<[string, string]> = [
  ['AA-AH', 'South Africa'], ['AJ-AN', 'Ivory Coast'],
  ['BA-BE', 'Angola'], ['BF-BK', 'Kenya'], ['BL-BR', 'Tanzania'],
  ['CA-CE', 'Benin'], ['CF-CK', 'Madagascar'], ['CL-CR', 'Tunisia'],
  ['DA-DE', 'Egypt'], ['DF-DK', 'Morocco'], ['DL-DR', 'Zambia'],
  ['EA-EE', 'Ethiopia'], ['EF-EK', 'Mozambique'],
  ['FA-FE', 'Ghana'], ['FF-FK', 'Nigeria'],
  ['JA-J0', 'Japan'],
  ['KA-KE', 'Sri Lanka'], ['KF-KK', 'Israel'], ['KL-KR', 'South Korea'], ['KS-K0', 'Kazakhstan'],
  ['LA-L0', 'China'],
  ['MA-ME', 'India'], ['MF-MK', 'Indonesia'], ['ML-MR', 'Thailand'], ['MS-M0', 'Myanmar'],
  ['NA-NE', 'Iran'], ['NF-NK', 'Pakistan'], ['NL-NR', 'Turkey'],
  ['PA-PE', 'Philippines'], ['PF-PK', 'Singapore'], ['PL-PR', 'Malaysia'],
  ['RA-RE', 'United Arab Emirates'], ['RF-RK', 'Taiwan'], ['RL-RR', 'Vietnam'], ['RS-R0', 'Saudi Arabia'],
  ['SA-SM', 'United Kingdom'], ['SN-ST', 'Germany'], ['SU-SZ', 'Poland'], ['S1-S4', 'Latvia'],
  ['TA-TH', 'Switzerland'], ['TJ-TP', 'Czech Republic'], ['TR-TV', 'Hungary'], ['TW-T1', 'Portugal'],
  ['UH-UM', 'Denmark'], ['UN-UT', 'Ireland'], ['UU-UZ', 'Romania'], ['U5-U7', 'Slovakia'],
  ['VA-VE', 'Austria'], ['VF-VR', 'France'], ['VS-VW', 'Spain'], ['VX-V2', 'Serbia'], ['V3-V5', 'Croatia'], ['V6-V0', 'Estonia'],
  ['WA-W0', 'Germany'],
  ['XA-XE', 'Bulgaria'], ['XF-XK', 'Greece'], ['XL-XR', 'Netherlands'], ['XS-XW', 'Russia'], ['XX-X2', 'Luxembourg'], ['X3-X0', 'Russia'],
  ['YA-YE', 'Belgium'], ['YF-YK', 'Finland'], ['YL-YR', 'Malta'], ['YS-YW', 'Sweden'], ['YX-Y2', 'Norway'], ['Y3-Y5', 'Belarus'], ['Y6-Y0', 'Ukraine'],
  ['ZA-ZR', 'Italy'], ['ZX-Z2', 'Slovenia'], ['Z3-Z5', 'Lithuania'], ['Z6-Z0', 'Russia'],
  ['1A-10', 'United States'], ['4A-40', 'United States'], ['5A-50', 'United States'],
  ['2A-20', 'Canada'],
  ['3A-3W', 'Mexico'], ['3X-37', 'Costa Rica'], ['38-39', 'Cayman Islands'],
  ['6A-6W', 'Australia'], ['7A-7E', 'New Zealand'],
  ['8A-8E', 'Argentina'], ['8F-8K', 'Chile'], ['8L-8R', 'Ecuador'], ['8S-8W', 'Peru'], ['8X-82', 'Venezuela'],
  ['9A-9E', 'Brazil'], ['9F-9K', 'Colombia'], ['9L-9R', 'Paraguay'], ['9S-9W', 'Uruguay'], ['9X-92', 'Trinidad and Tobago'], ['93-99', 'Brazil'],
];

function wmiOf(vin: string): WmiInfo {
  // A manufacturer of fewer than 1,000 vehicles a year shares a WMI ending in 9 and is told apart by positions 12-14.
  const code = vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
  const info: WmiInfo = { code };
  const region = REGIONS.find(([firsts]) => firsts.includes(vin[0]!))?.[1];
  if (region) info.region = region;
  const second = ORDER.indexOf(vin[1]!);
  for (const [range, country] of COUNTRIES) {
    if (range[0] !== vin[0]) continue;
    if (second >= ORDER.indexOf(range[1]!) && second <= ORDER.indexOf(range[4]!)) {
      info.country = country;
      break;
    }
  }
  return info;
}
