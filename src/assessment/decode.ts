/**
 * How sure vPIC is of the decode, from its error codes (docs/assessment.md lists them), its
 * suggested VIN, and whether the decoded model year fits the VIN's own year code (position 10).
 */
import type { DecodedVehicle } from '../report/schemas.js';
import { modelYearsForCode } from '../vin-info.js';
import type { DecodeAssessment } from '../report/assessment.js';
import { decodeConfidenceOf, errorCodes } from '../words/vehicle-facts.js';

export { errorCodes } from '../words/vehicle-facts.js';

export function assessDecode(v: DecodedVehicle): DecodeAssessment {
  const codes = errorCodes(v.errorCode);
  const confidence = decodeConfidenceOf(v);
  const result: DecodeAssessment = { confidence, certain: confidence === 'clean' || confidence === 'checkDigitException', codes };
  const suggested = suggestion(v);
  if (suggested?.vin) result.suggestedVin = suggested.vin;
  if (suggested?.positions.length) result.suspectPositions = suggested.positions;
  const yearNote = modelYearNote(v);
  if (yearNote) result.modelYearNote = yearNote;
  const message = decodeMessage(result);
  if (message) result.message = message;
  return result;
}

/** vPIC's suggested VIN: a whole candidate, or the positions it marked "!" when it has none. */
function suggestion(v: DecodedVehicle): { vin?: string; positions: number[] } | undefined {
  const s = v.suggestedVin;
  if (!s || s.length !== 17 || !v.vin || s === v.vin) return undefined;
  const positions: number[] = [];
  for (let i = 0; i < 17; i++) if (s[i] === '!') positions.push(i + 1);
  if (positions.length > 0) return { positions };
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(s)) return undefined;
  positions.push(...[...s].flatMap((c, i) => (c !== v.vin![i] ? [i + 1] : [])));
  return { vin: s, positions };
}

function modelYearNote(v: DecodedVehicle): string | undefined {
  const year = Number(v.modelYear);
  const code = v.vin?.[9];
  if (!v.vin || v.vin.length !== 17 || !Number.isInteger(year) || year < 1980) return undefined;
  const years = modelYearsForCode(code ?? '');
  if (years.length === 0) return `The VIN's year code (position 10, "${code}") is not one a model year uses, yet vPIC decoded ${year}; check the VIN and the title's model year.`;
  if (years.includes(year)) return undefined;
  const shown = years.filter((y) => y <= year + 2).slice(-2).join(' or ');
  return `vPIC decoded model year ${year}, but the VIN's year code (position 10, "${code}") stands for ${shown}; check the title's model year.`;
}

function decodeMessage(d: DecodeAssessment): string | undefined {
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
