/**
 * Synthetic but well-formed VINs for the bench: a fixed configuration (positions 1-8 and 10-11)
 * with a running serial number and a correct check digit, so two VINs of one configuration differ
 * exactly as two real cars off the same line do (serial and check digit).
 */

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** The ISO 3779 / FMVSS 115 check digit for a 17-character VIN (position 9 is ignored). */
export function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = c >= '0' && c <= '9' ? Number(c) : VALUES[c];
    if (value === undefined) throw new Error(`not a VIN character: ${c}`);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/**
 * The `serial`-th VIN of the configuration `template` (any 17-character VIN): positions 12-17
 * replaced by the serial, position 9 recomputed.
 */
export function vinWithSerial(template: string, serial: number): string {
  const body = template.slice(0, 11) + String(serial).padStart(6, '0');
  if (body.length !== 17) throw new Error(`serial ${serial} does not fit in six digits`);
  return body.slice(0, 8) + checkDigit(body) + body.slice(9);
}
