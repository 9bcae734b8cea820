/**
 * What the vehicle is, derived once from the decode and EPA's record: its powertrain (with the
 * hybrid's kind and a diesel's emissions era), its body, and the model-year facts that follow from
 * US rules. Every check, strength, issue, tip, maintenance line and section line is chosen from
 * these, never from a substring of a free-text field read again elsewhere. docs/assessment.md
 * names the sources of the era facts.
 */
import type { BodyKind, DecodeConfidence, DieselEra, HybridKind, PowertrainKind } from './assessment.js';
import type { DecodedVehicle } from './schemas.js';
import { field } from './upstream-field.js';

export type { BodyKind, DieselEra, HybridKind, PowertrainKind } from './assessment.js';


export interface VehicleFacts {
  powertrain: PowertrainKind;
  hybridKind?: HybridKind;
  dieselEra?: DieselEra;
  /** Which of a mild hybrid's systems the make and year settle: GM's first belt-alternator-starter (36 V NiMH) or eAssist (115 V Li-ion), or a 48 V system. */
  mildHybridKind?: 'bas' | 'eassist' | '48v';
  body: BodyKind;
  modelYear?: number;
  /** Model-year facts from US rules (docs/assessment.md): true when every vehicle of its kind and year had to have it. */
  era: { stabilityControlRequired: boolean; backupCameraRequired: boolean; tirePressureMonitorRequired: boolean };
  /** The decode is uncertain: the powertrain and body are vPIC's guess, and the advice says so. */
  guessed: boolean;
}

/** The fields of EPA's record the powertrain reads (its fuel type: "Electricity", "Regular Gas or Electricity", "Hydrogen"...). */
export interface EpaFuel {
  fuelType: string;
}

const up = (text: string | undefined): string => (field(text) ?? '').toUpperCase();

/** The model year as a number, or undefined when vPIC's is missing or odd. */
export function modelYearOf(v: DecodedVehicle): number | undefined {
  const year = Number(field(v.modelYear, 4));
  return Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined;
}

export function bodyOf(v: DecodedVehicle): BodyKind {
  const type = up(v.vehicleType);
  const body = up(v.bodyClass);
  if (type.startsWith('TRAILER') || body.startsWith('TRAILER')) return 'trailer';
  if (type.startsWith('MOTORCYCLE') || body.startsWith('MOTORCYCLE')) return 'motorcycle';
  if (type.startsWith('LOW SPEED') || body.startsWith('LOW SPEED')) return 'low-speed';
  if (body.startsWith('BUS') || body.startsWith('INCOMPLETE - COMMERCIAL BUS') || (!body && type.startsWith('BUS'))) return 'bus';
  if (body.startsWith('INCOMPLETE') || (!body && type.startsWith('INCOMPLETE'))) return 'incomplete';
  if (type.startsWith('TRUCK') || body.startsWith('PICKUP') || body.startsWith('TRUCK')) return 'truck';
  if (type.startsWith('PASSENGER CAR') || type.startsWith('MULTIPURPOSE') || body) return 'car';
  // vPIC types a chassis cab as incomplete and says what it became in the body class (handled above).
  if (type.startsWith('BUS')) return 'bus';
  if (type.startsWith('INCOMPLETE')) return 'incomplete';
  return 'unknown';
}

/** The powertrain from the decode's electrification level and fuel, with EPA's fuel type where the decode says nothing of electrification. */
export function powertrainOf(v: DecodedVehicle, epa?: EpaFuel | null): PowertrainKind {
  const level = up(v.electrificationLevel);
  const fuel = up(v.fuelType);
  const epaFuel = (field(epa?.fuelType, 60) ?? '').toUpperCase();
  if (bodyOf(v) === 'trailer') return 'none';
  if (level.startsWith('FCEV') || level.includes('FUEL CELL') || fuel.includes('FUEL CELL') || fuel.startsWith('HYDROGEN')) return 'fuel-cell';
  if (level.startsWith('BEV')) return 'battery-electric';
  if (level.startsWith('PHEV') || level.includes('PLUG-IN')) return 'plug-in-hybrid';
  if (level.startsWith('MILD') || level.includes('48V') || level.includes('48 V')) return 'mild-hybrid';
  if (level.includes('HEV') || level.includes('HYBRID')) return 'hybrid';
  // No electrification in the decode: EPA's record of the matched variant may say it.
  if (!level && !fuel.startsWith('DIESEL')) {
    if (epaFuel === 'HYDROGEN') return 'fuel-cell';
    if (epaFuel === 'ELECTRICITY') return fuel === '' || fuel === 'ELECTRIC' ? 'battery-electric' : fuelKind(fuel);
    if (epaFuel.endsWith(' OR ELECTRICITY')) return 'plug-in-hybrid';
  }
  if (fuel === 'ELECTRIC') return 'battery-electric';
  if (fuel) return fuelKind(fuel);
  if (epaFuel.startsWith('DIESEL')) return 'diesel';
  if (epaFuel) return epaFuel === 'CNG' ? 'other' : 'gasoline';
  if (field(v.engineCylinders) || field(v.engineDisplacement)) return 'gasoline';
  return 'unknown';
}

function fuelKind(fuel: string): PowertrainKind {
  if (fuel.startsWith('DIESEL')) return 'diesel';
  if (fuel.startsWith('GASOLINE')) return 'gasoline';
  return 'other';
}

/** Honda's two-motor hybrids by model and first model year (the Accord Hybrid of 2014 on, and its later siblings). */
const HONDA_TWO_MOTOR: ReadonlyArray<[string, number]> = [['ACCORD', 2014], ['CR-V', 2020], ['INSIGHT', 2019], ['CLARITY', 2018], ['CIVIC', 2025], ['HR-V', 2026]];
const POWER_SPLIT_MAKES = new Set(['TOYOTA', 'LEXUS', 'FORD', 'LINCOLN', 'MERCURY', 'SUBARU', 'MAZDA', 'NISSAN']);
const PARALLEL_MAKES = new Set(['HYUNDAI', 'KIA', 'GENESIS', 'VOLKSWAGEN', 'AUDI', 'PORSCHE', 'BMW', 'MINI', 'MERCEDES-BENZ', 'INFINITI']);

/** The hybrid's kind where the make, model and year settle it; undefined otherwise. */
export function hybridKindOf(v: DecodedVehicle, kind: PowertrainKind, year: number | undefined): HybridKind | undefined {
  if (kind !== 'hybrid' && kind !== 'plug-in-hybrid') return undefined;
  const make = up(v.make);
  const model = ` ${up(v.model).replace(/[^A-Z0-9-]+/g, ' ')} `;
  if (make === 'HONDA' || make === 'ACURA') {
    if (make === 'HONDA' && year !== undefined && HONDA_TWO_MOTOR.some(([m, from]) => model.includes(` ${m} `) && year >= from)) return 'two-motor';
    // Honda's earlier hybrids (Insight, Civic, Accord, CR-Z) used IMA: one motor between engine and gearbox.
    if (make === 'HONDA' && year !== undefined && year <= 2016) return 'parallel';
    return undefined;
  }
  // GM's Voltec plug-ins and their relatives drive through planetary gears and two motors: the engine's speed is its own.
  if (make === 'CHEVROLET' && (model.includes(' VOLT ') || (model.includes(' MALIBU ') && year !== undefined && year >= 2016))) return 'power-split';
  if (make === 'CADILLAC' && (model.includes(' ELR ') || model.includes(' CT6 '))) return 'power-split';
  // Nissan's Altima Hybrid (2007-2011) licensed Toyota's system; its later Pathfinder and Rogue hybrids did not.
  if (make === 'NISSAN') return model.includes(' ALTIMA ') && year !== undefined && year <= 2011 ? 'power-split' : undefined;
  // Subaru's and Mazda's power-split hybrids are Toyota's system (Crosstrek Plug-in, Mazda3 in Japan, CX-50 Hybrid).
  if (make === 'SUBARU') return model.includes(' CROSSTREK ') && kind === 'plug-in-hybrid' ? 'power-split' : undefined;
  if (make === 'MAZDA') return model.includes(' CX-50 ') ? 'power-split' : undefined;
  if (POWER_SPLIT_MAKES.has(make)) return 'power-split';
  if (PARALLEL_MAKES.has(make)) return 'parallel';
  return undefined;
}

function mildHybridKindOf(v: DecodedVehicle, kind: PowertrainKind, year: number | undefined): VehicleFacts['mildHybridKind'] {
  if (kind !== 'mild-hybrid') return undefined;
  const text = `${up(v.engineModel)} ${up(v.electrificationLevel)}`;
  if (text.includes('48V') || text.includes('48 V') || text.includes('48-VOLT')) return '48v';
  const gm = ['CHEVROLET', 'GMC', 'BUICK', 'SATURN', 'PONTIAC', 'CADILLAC'].includes(up(v.make));
  if (gm && year !== undefined && (text.includes('BAS') || text.includes('EASSIST') || text.includes(' LAT') || text.startsWith('LAT') || text.includes('LUK'))) {
    // GM's first belt-alternator-starter hybrids ran 2007-2010; eAssist from model year 2012.
    if (year <= 2010) return 'bas';
    if (year >= 2012 && year <= 2019) return 'eassist';
  }
  return undefined;
}

/** A diesel's after-treatment era from its model year (docs/assessment.md). */
export function dieselEraOf(year: number | undefined): DieselEra | undefined {
  if (year === undefined) return undefined;
  if (year < 2007) return 'before-dpf';
  if (year < 2010) return 'dpf';
  return 'dpf-and-def';
}

/**
 * The vehicle's facts from its decode and, when the report has one, EPA's record of the matched
 * variant. Pure and deterministic; never throws for any decode.
 */
export function vehicleFactsOf(v: DecodedVehicle, epa?: EpaFuel | null, certain = true): VehicleFacts {
  const year = modelYearOf(v);
  const body = bodyOf(v);
  const powertrain = powertrainOf(v, epa);
  const facts: VehicleFacts = {
    powertrain,
    body,
    era: {
      // FMVSS 126: every light vehicle (10,000 lb GVWR or less) from model year 2012.
      stabilityControlRequired: year !== undefined && year >= 2012 && (body === 'car' || body === 'truck'),
      // FMVSS 111 as amended in 2014: every vehicle under 10,000 lb built from May 1, 2018 (model year 2019 in full).
      backupCameraRequired: year !== undefined && year >= 2019 && (body === 'car' || body === 'truck'),
      // FMVSS 138: every light vehicle built from September 1, 2007 (model year 2008).
      tirePressureMonitorRequired: year !== undefined && year >= 2008 && (body === 'car' || body === 'truck'),
    },
    guessed: !certain,
  };
  if (year !== undefined) facts.modelYear = year;
  const hybrid = hybridKindOf(v, powertrain, year);
  if (hybrid) facts.hybridKind = hybrid;
  const mild = mildHybridKindOf(v, powertrain, year);
  if (mild) facts.mildHybridKind = mild;
  if (powertrain === 'diesel') {
    const era = dieselEraOf(year);
    if (era) facts.dieselEra = era;
  }
  return facts;
}

/** Battery-electric or fuel-cell: driven by electric motors alone, with no engine. */
export function isElectricDrive(kind: PowertrainKind): boolean {
  return kind === 'battery-electric' || kind === 'fuel-cell';
}

/** Whether the vehicle has an engine that burns fuel (so oil, a cold start and an exhaust). */
export function hasEngine(kind: PowertrainKind): boolean {
  return kind !== 'battery-electric' && kind !== 'fuel-cell' && kind !== 'none';
}

// ---- how sure the decode is (the assessment's decode part and the maintenance matcher both read it) ----

const CHECK_DIGIT_EXCEPTION = 'CHECK DIGIT EXCEPTION';

/** The most telling code first: the first of these found decides the confidence. */
const CONFIDENCE_BY_CODE: ReadonlyArray<[string, DecodeConfidence]> = [
  ['7', 'notForUS'], ['6', 'incomplete'], ['5', 'partial'], ['8', 'noDetail'], ['4', 'corrected'], ['3', 'corrected'], ['2', 'corrected'], ['1', 'checkDigitMismatch'],
];

/** The error codes that lead vPIC's ErrorCode field: "5,14" → ["5", "14"], "0 - VIN decoded clean" → ["0"]. */
export function errorCodes(errorCode: string | undefined): string[] {
  const codes: string[] = [];
  let current = '';
  for (const ch of (errorCode ?? '').slice(0, 60)) {
    if (ch >= '0' && ch <= '9') current += ch;
    else if (ch === ',') {
      if (current) codes.push(current);
      current = '';
    } else break;
  }
  if (current) codes.push(current);
  return codes;
}

/** How sure vPIC is of the decode, from its error codes: the most telling code present decides (docs/assessment.md). */
export function decodeConfidenceOf(v: DecodedVehicle): DecodeConfidence {
  const codes = errorCodes(v.errorCode);
  const exception = codes.includes('0') && (v.errorText ?? '').slice(0, 2000).toUpperCase().includes(CHECK_DIGIT_EXCEPTION);
  for (const [code, meaning] of CONFIDENCE_BY_CODE) if (codes.includes(code)) return meaning;
  return exception ? 'checkDigitException' : codes.length === 0 || codes.includes('0') ? 'clean' : 'unrecognized';
}

/** Whether the decoded details can be taken as this vehicle's: a clean decode or the maker's check-digit exception. */
export function decodeIsCertain(v: DecodedVehicle): boolean {
  const confidence = decodeConfidenceOf(v);
  return confidence === 'clean' || confidence === 'checkDigitException';
}
