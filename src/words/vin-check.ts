/**
 * The live format hints under the page's VIN field: length, forbidden letters, other characters
 * and the North American check digit. Pure and compiled for the browser. A failing check digit is
 * a hint, never a block: many VINs of vehicles built for other markets do not use position 9 as one.
 */

export const VIN_LENGTH = 17;

/** What the field holds, the way the page sends it: spaces removed (pasted VINs often carry them), uppercased. */
export function normalizeVinInput(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export interface VinHints {
  /** The normalised VIN. */
  vin: string;
  length: number;
  /** I, O and Q found, each once, in order of appearance. */
  forbidden: string[];
  /** Characters that are neither letters nor digits, each once. */
  other: string[];
  /** 17 characters, all allowed: the format is right (the check digit aside). */
  wellFormed: boolean;
  /** Only known for a well-formed VIN. */
  checkDigit: { expected: string; actual: string; matches: boolean } | undefined;
}

const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (49 CFR 565.15) a well-formed VIN should carry in position 9: 0-9 or X. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i]!;
    const value = c >= '0' && c <= '9' ? Number(c) : LETTER_VALUES[c] ?? 0;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function vinHints(input: string): VinHints {
  const vin = normalizeVinInput(input);
  const chars = [...vin];
  const forbidden = [...new Set(chars.filter((c) => c === 'I' || c === 'O' || c === 'Q'))];
  const other = [...new Set(chars.filter((c) => !/^[A-Z0-9]$/.test(c)))];
  const wellFormed = chars.length === VIN_LENGTH && forbidden.length === 0 && other.length === 0;
  let checkDigit: VinHints['checkDigit'];
  if (wellFormed) {
    const expected = expectedCheckDigit(vin);
    const actual = vin[8]!;
    checkDigit = { expected, actual, matches: expected === actual };
  }
  return { vin, length: chars.length, forbidden, other, wellFormed, checkDigit };
}

export type HintTone = 'neutral' | 'good' | 'warning' | 'problem';

/** The hints as sentences a person reads, with a tone for each. */
export function describeHints(hints: VinHints): { tone: HintTone; text: string }[] {
  const lines: { tone: HintTone; text: string }[] = [];
  const { length } = hints;
  if (length === 0) return lines;
  if (length < VIN_LENGTH) {
    const left = VIN_LENGTH - length;
    lines.push({ tone: 'neutral', text: `${length} of 17 characters: ${left} more to go.` });
  } else if (length > VIN_LENGTH) {
    const extra = length - VIN_LENGTH;
    lines.push({ tone: 'problem', text: `${length} characters: a VIN has 17, so ${extra === 1 ? 'one is' : `${extra} are`} too many.` });
  }
  if (hints.forbidden.length > 0) {
    const list = hints.forbidden.join(', ');
    lines.push({ tone: 'problem', text: `VINs never contain the letters I, O or Q (found ${list}); did you mean 1 or 0?` });
  }
  if (hints.other.length > 0) {
    const list = hints.other.slice(0, 5).map((c) => `“${c}”`).join(', ');
    lines.push({ tone: 'problem', text: `Only letters and digits belong in a VIN (found ${list}).` });
  }
  if (hints.checkDigit) {
    lines.push(hints.checkDigit.matches
      ? { tone: 'good', text: '17 characters, and the check digit matches.' }
      : {
          tone: 'warning',
          text: `The check digit does not match (position 9 is ${hints.checkDigit.actual}, the other characters give ${hints.checkDigit.expected}). ` +
            'North American VINs always match, so check for a typo; many vehicles built for other markets do not use a check digit.',
        });
  }
  return lines;
}

/** What the hints need of the decoder's answer: the report's assessment.decode. */
export interface DecoderVerdict {
  confidence: string;
  message?: string;
}

/**
 * The hints once vPIC has answered for this very VIN: the local check-digit line gives way to the
 * decoder's verdict wherever the two would disagree (a matching check digit above "VIN corrected",
 * or "always match, check for a typo" for a check digit the manufacturer registered as an exception).
 */
export function describeHintsAfterDecode(hints: VinHints, verdict: DecoderVerdict | undefined): { tone: HintTone; text: string }[] {
  const lines = describeHints(hints);
  if (!verdict || !hints.checkDigit) return lines;
  const checkLine = lines.length - 1;
  if (verdict.confidence === 'checkDigitException') {
    lines[checkLine] = { tone: 'good', text: 'The check digit does not calculate, but NHTSA\'s decoder accepts this VIN: the manufacturer registered it as built that way.' };
  } else if (verdict.confidence !== 'clean' && verdict.confidence !== 'checkDigitMismatch' && verdict.message) {
    lines[checkLine] = { tone: 'warning', text: verdict.message };
  }
  return lines;
}
