/**
 * VIN normalisation and format validation. Local, no network. A failing check digit is NOT an
 * error here: vPIC still decodes such VINs and reports the problem in its own ErrorCode/ErrorText.
 */
import { InvalidVinError } from './errors.js';
import { VIN_PATTERN } from './report/schemas.js';

/**
 * Trims ASCII whitespace from `input`, uppercases it and checks it against the VIN pattern.
 * Anything outside ASCII is refused before uppercasing: Unicode case mapping turns "ſ" into "S"
 * and "ß" into "SS", so uppercasing first would let such text pass as a different VIN.
 * @returns the normalised VIN
 * @throws InvalidVinError whose message says what is wrong (type, length, I/O/Q, other characters)
 */
/**
 * `input` with ASCII whitespace trimmed and ASCII letters upper-cased, nothing else touched: what
 * normalizeVin compares, so callers that group VINs (batch entries) key them the same way.
 */
export function vinKey(input: string): string {
  return input.replace(/^[ \t\r\n\f\v]+|[ \t\r\n\f\v]+$/g, '').replace(/[a-z]+/g, (s) => s.toUpperCase());
}

export function normalizeVin(input: unknown): string {
  if (typeof input !== 'string') {
    throw new InvalidVinError(input === undefined || input === null
      ? 'Missing "vin": send a JSON object like {"vin": "1HGCM82633A004352"}.'
      : '"vin" must be a string of 17 characters.');
  }
  // Only ASCII letters are upper-cased: a Unicode case mapping may give other characters, or more of them.
  const vin = vinKey(input);
  if (VIN_PATTERN.test(vin)) return vin;
  throw new InvalidVinError(describeVinProblem(vin));
}

function describeVinProblem(vin: string): string {
  const length = [...vin].length;
  // Only ASCII letters are uppercased for the I/O/Q check; the input may hold other characters.
  const upper = vin.replace(/[a-z]+/g, (s) => s.toUpperCase());
  if (length === 0) return 'VIN is empty: a VIN has exactly 17 characters.';
  const forbidden = [...new Set(upper.match(/[IOQ]/g) ?? [])];
  const other = [...new Set([...upper].filter((c) => !/^[A-Z0-9]$/.test(c)))];
  const problems: string[] = [];
  if (length !== 17) problems.push(`VIN must be exactly 17 characters, got ${length}`);
  if (forbidden.length > 0) problems.push(`VINs never contain the letters I, O or Q (found ${forbidden.join(', ')})`);
  if (other.length > 0) problems.push(`VIN may contain only letters and digits (found ${other.slice(0, 5).map(printable).join(', ')})`);
  return problems.join('; ') + '.';
}

/** Shows an offending character safely: control and odd characters as a \u escape. */
function printable(c: string): string {
  if (/^[\x21-\x7e]$/.test(c)) return `"${c}"`;
  if (c === ' ') return 'space';
  return [...c].map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join('');
}
