/**
 * What vPIC's decode means for a buyer, in a sentence: the message for each decode confidence, the
 * note on a model year the VIN's year code does not fit, and the decode banner's title and lines.
 * src/assessment/decode.ts judges the decode; every door shows these words as the assessment carries them.
 */
import type { DecodeAssessment, DecodeConfidence } from '../report/assessment.js';

/**
 * The note on a decoded model year the VIN's year code (position 10) does not stand for; `years` are
 * the code's nearest model years, none when no model year uses the code.
 */
export function modelYearNoteText(code: string, year: number, years: number[]): string {
  if (years.length === 0) return `The VIN's year code (position 10, "${code}") is not one a model year uses, yet vPIC decoded ${year}; check the VIN and the title's model year.`;
  return `vPIC decoded model year ${year}, but the VIN's year code (position 10, "${code}") stands for ${years.join(' or ')}; check the title's model year.`;
}

/** What the decode's confidence means for a buyer; undefined for a clean decode. */
export function decodeMessage(d: DecodeAssessment): string | undefined {
  const where = d.suspectPositions?.length ? ` (position ${d.suspectPositions.join(', ')})` : '';
  switch (d.confidence) {
    case 'clean':
      return undefined;
    case 'checkDigitException':
      return 'The check digit does not calculate, but the manufacturer told NHTSA this VIN was built that way, so the decode stands.';
    case 'checkDigitMismatch':
      return 'The check digit (position 9) does not match the other characters: a typo or an altered VIN plate. Compare the VIN on the dashboard, the door label and the title.';
    case 'corrected':
      return d.suggestedVin
        ? `vPIC found one character wrong${where} and decoded the corrected VIN it suggests instead: the details are for that VIN. Check the VIN on the vehicle before trusting them.`
        : `vPIC found one character wrong${where} and more than one VIN fits: the details are a guess. Check the VIN on the vehicle before trusting them.`;
    case 'partial':
      return `vPIC could not decode several characters${where}: only the details it could read are shown. Check the VIN on the vehicle.`;
    case 'incomplete':
      return 'vPIC reports the VIN as incomplete: few details could be decoded. Check the VIN on the vehicle.';
    case 'noDetail':
      return 'vPIC has no detailed data for this VIN beyond its maker and year.';
    case 'notForUS':
      return 'The manufacturer is not registered with NHTSA to sell vehicles in the United States: this vehicle may have been imported, and U.S. recalls and ratings may not cover it.';
    case 'unrecognized':
      return 'vPIC reported a problem with this VIN that we do not recognise; check the VIN on the vehicle.';
  }
}

/** The decode banner's title for each confidence; clean has none. */
export const DECODE_TITLES: Record<DecodeConfidence, string | undefined> = {
  clean: undefined,
  checkDigitException: 'Check digit accepted as a manufacturer exception',
  checkDigitMismatch: 'The check digit does not match',
  corrected: 'VIN corrected by NHTSA\'s decoder',
  partial: 'VIN only partly decoded',
  incomplete: 'Incomplete VIN',
  noDetail: 'No detailed data for this VIN',
  notForUS: 'Not registered for sale in the United States',
  unrecognized: 'The decoder reported a problem',
};

/** The decode banner's lines: what vPIC said, its suggested VIN and a model-year mismatch; [] for a clean decode. */
export function decodeNotice(decode: DecodeAssessment): string[] {
  const lines = [decode.message, decode.suggestedVin ? `Suggested VIN: ${decode.suggestedVin}.` : undefined, decode.modelYearNote];
  return lines.filter((l): l is string => Boolean(l));
}
