/**
 * How sure vPIC is of the decode, from its error codes (docs/assessment.md lists them), its
 * suggested VIN, and whether the decoded model year fits the VIN's own year code (position 10).
 */
import type { DecodedVehicle } from '../report/schemas.js';
import { modelYearsForCode } from '../vin-info.js';
import type { DecodeAssessment } from '../report/assessment.js';
import { decodeConfidenceOf, errorCodes } from '../report/vehicle-facts.js';
import { decodeMessage, modelYearNoteText } from '../words/decode-words.js';

export { errorCodes } from '../report/vehicle-facts.js';

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
  if (years.length === 0) return modelYearNoteText(code ?? '', year, []);
  if (years.includes(year)) return undefined;
  return modelYearNoteText(code ?? '', year, years.filter((y) => y <= year + 2).slice(-2));
}
