/**
 * vPIC's decoded fields turned into the words a buyer uses: "SUV" for "Sport Utility Vehicle
 * [SUV]/Multipurpose Vehicle [MPV]", "the United States" for "UNITED STATES (USA)", "a 3.0-liter
 * six-cylinder gasoline engine" for four separate fields, the report's title and where the vehicle
 * was built. Everything goes through the linear-time helpers of text.ts and
 * src/report/upstream-field.ts first, so no vPIC string can be long or odd enough to slow this down.
 */
import type { DecodedVehicle } from '../report/schemas.js';
import { bodyOf, powertrainOf } from '../report/vehicle-facts.js';
import { field, squash } from '../report/upstream-field.js';
import { isShouting, makeName, titleCase, withArticle, withoutBrackets } from './text.js';

/** Body classes (upper-cased, brackets removed, first alternative) → plain words. */
const BODY_WORDS: Record<string, string> = {
  'SPORT UTILITY VEHICLE': 'SUV',
  'CROSSOVER UTILITY VEHICLE': 'crossover',
  'SEDAN': 'sedan',
  'COUPE': 'coupe',
  'CONVERTIBLE': 'convertible',
  'HATCHBACK': 'hatchback',
  'WAGON': 'wagon',
  'MINIVAN': 'minivan',
  'VAN': 'van',
  'CARGO VAN': 'cargo van',
  'PICKUP': 'pickup truck',
  'TRUCK': 'truck',
  'TRUCK-TRACTOR': 'tractor unit',
  'BUS': 'bus',
  'TRAILER': 'trailer',
  'ROADSTER': 'roadster',
  'LIMOUSINE': 'limousine',
  'STEP VAN': 'step van',
  'LOW SPEED VEHICLE': 'low-speed vehicle',
  'MOTORCYCLE - SCOOTER': 'scooter',
  'MOTORCYCLE - STREET': 'street motorcycle',
  'MOTORCYCLE - CUSTOM': 'custom motorcycle',
  'MOTORCYCLE - CRUISER': 'cruiser motorcycle',
  'MOTORCYCLE - TOURING / SPORT TOURING': 'touring motorcycle',
  'MOTORCYCLE - SPORT': 'sport motorcycle',
  'MOTORCYCLE - DUAL SPORT / ADVENTURE / SUPERMOTO / ON/OFF-ROAD': 'dual-sport motorcycle',
  'INCOMPLETE - COMMERCIAL BUS CHASSIS': 'bus chassis',
  'INCOMPLETE': 'incomplete vehicle',
};

/** vPIC vehicle types (used when there is no body class) → plain words. */
const TYPE_WORDS: Record<string, string> = {
  'PASSENGER CAR': 'passenger car',
  'MULTIPURPOSE PASSENGER VEHICLE': 'multipurpose passenger vehicle',
  'TRUCK': 'truck',
  'BUS': 'bus',
  'TRAILER': 'trailer',
  'MOTORCYCLE': 'motorcycle',
  'INCOMPLETE VEHICLE': 'incomplete vehicle',
  'LOW SPEED VEHICLE': 'low-speed vehicle',
  'OFF ROAD VEHICLE': 'off-road vehicle',
};

/** What kind of vehicle it is, in plain words ("SUV", "pickup truck", "trailer"), or undefined. */
export function bodyKind(v: DecodedVehicle): string | undefined {
  const body = field(v.bodyClass);
  if (body) {
    const plain = withoutBrackets(body);
    const upper = plain.toUpperCase();
    if (BODY_WORDS[upper]) return BODY_WORDS[upper];
    // "Sedan/Saloon", "Hatchback/Liftback/Notchback", "Convertible/Cabriolet": the first name is the usual one.
    const first = squash(upper.split('/')[0]);
    if (BODY_WORDS[first]) return BODY_WORDS[first];
    const words = squash(plain.split('/')[0]);
    if (words) return isShouting(words) ? words.toLowerCase() : lowerUnlessAcronym(words);
  }
  const type = field(v.vehicleType);
  if (!type) return undefined;
  const upper = withoutBrackets(type).toUpperCase();
  return TYPE_WORDS[upper] ?? upper.toLowerCase();
}

function lowerUnlessAcronym(text: string): string {
  return text.split(' ').map((w) => (w.length > 1 && isShouting(w) ? w : w.toLowerCase())).join(' ');
}

/** The broad family the advice depends on, from the body the assessment derives (src/report/vehicle-facts.ts). */
export type VehicleFamily = 'car' | 'trailer' | 'motorcycle' | 'commercial';

export function vehicleFamily(v: DecodedVehicle): VehicleFamily {
  const body = bodyOf(v);
  if (body === 'trailer' || body === 'motorcycle') return body;
  if (body === 'bus' || body === 'incomplete') return 'commercial';
  return 'car';
}

/** Countries vPIC names that take "the" in a sentence. */
const THE_COUNTRIES = new Set(['UNITED STATES', 'UNITED KINGDOM', 'NETHERLANDS', 'CZECH REPUBLIC', 'PHILIPPINES', 'SLOVAK REPUBLIC', 'UNITED ARAB EMIRATES']);

/** "UNITED STATES (USA)" → "the United States", "GERMANY" → "Germany", "KOREA (SOUTH)" → "South Korea". */
export function countryName(country: string | undefined): string | undefined {
  const raw = field(country, 80);
  if (!raw) return undefined;
  const upper = squash(country, 80).toUpperCase();
  if (upper.startsWith('KOREA') && upper.includes('SOUTH')) return 'South Korea';
  const plain = withoutBrackets(raw);
  if (!plain) return undefined;
  const name = titleCase(isShouting(plain) ? plain : plain.toUpperCase());
  return THE_COUNTRIES.has(plain.toUpperCase()) ? `the ${name}` : name;
}

/** A plant city as people write it: "LANSING - GRAND RIVER" → "Lansing-Grand River". */
export function placeName(city: string | undefined): string | undefined {
  const raw = field(city, 60);
  if (!raw) return undefined;
  const plain = withoutBrackets(raw).split(' - ').join('-');
  return plain ? titleCase(plain) : undefined;
}

/** Where it was built: "Marysville in the United States", "Germany", or undefined. */
export function builtIn(v: DecodedVehicle): string | undefined {
  const city = placeName(v.plantCity);
  const country = countryName(v.plantCountry);
  if (city && country) return `${city} in ${country}`;
  return country;
}

/** Where the vehicle was built: "Marysville, United States", "South Korea"; undefined when vPIC does not say. */
export function plantPlace(vehicle: { plantCity?: string; plantCountry?: string }): string | undefined {
  const country = countryName(vehicle.plantCountry)?.replace(/^the /, '');
  const kept = [placeName(vehicle.plantCity), country].filter(Boolean);
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/**
 * The model as a reader should see it, or undefined when vPIC gave none or merely repeated the make
 * ("Jefferson State Trailer Works" for make JEFFERSON STATE TRAILER WORKS).
 */
export function modelName(v: DecodedVehicle): string | undefined {
  // "Boulevard C90/C90T, C90 B.O.S.S./C90T B.O.S.S.": the first of vPIC's listed names is enough.
  const model = field(field(v.model, 60)?.split(', ')[0], 60);
  if (!model) return undefined;
  const make = letters(v.make ?? '');
  const m = letters(model);
  if (make && (m.startsWith(make) || make.startsWith(m))) return undefined;
  return isShouting(model) && model.length > 4 ? titleCase(model) : model;
}

function letters(text: string): string {
  return squash(text, 200).toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * "2003 Honda Accord", "2004 Jefferson State Trailer Works" (when vPIC repeats the make as the
 * model, the longer spelling is kept once), "2005 Chevrolet" (no model).
 */
export function vehicleName(v: DecodedVehicle): string {
  const year = field(v.modelYear, 4);
  const make = v.make ? makeName(v.make) : undefined;
  let model = modelName(v);
  let shownMake = make;
  const rawModel = field(v.model, 60);
  if (!model && rawModel && make && letters(rawModel).length > letters(make).length) {
    // The model repeats the make and adds to it ("Kuntry Kustom RV LLC"): show that once.
    shownMake = isShouting(rawModel) ? titleCase(rawModel) : rawModel;
    model = undefined;
  }
  const name = shownMake ? [year, shownMake, model].filter(Boolean).join(' ') : [year, 'vehicle'].filter(Boolean).join(' ');
  // "E-Bilt LLC." would end a sentence twice wherever the name closes one.
  let end = name.length;
  while (end > 1 && name[end - 1] === '.') end--;
  return name.slice(0, end);
}

/**
 * A trim worth naming: brackets and market notes removed ("Latitude (US-Mex.), North(Can)" →
 * "Latitude"), shouting calmed, at most 30 characters; undefined when empty or just the body style.
 */
export function trimName(v: DecodedVehicle): string | undefined {
  const raw = field(v.trim, 80);
  if (!raw) return undefined;
  const first = squash(withoutBrackets(raw).split(',')[0]);
  if (!first || first.length > 30 || first.includes('"')) return undefined;
  const kind = bodyKind(v);
  if (kind && first.toLowerCase() === kind.toLowerCase()) return undefined;
  if (['VAN', 'BASE', 'STANDARD'].includes(first.toUpperCase())) return undefined;
  return isShouting(first) && first.length > 3 && !/[0-9-]/.test(first) ? titleCase(first) : first;
}

/** The vehicle fields a name is made from (every report's `vehicle` has them, all optional). */
export interface NamedVehicle {
  make?: string;
  model?: string;
  modelYear?: string;
  trim?: string;
  bodyClass?: string;
  vehicleType?: string;
}

/**
 * "2003 Honda Accord EX-V6", "2019 MINI Cooper", "2023 Cheval Liberte" (a model that repeats the
 * make is said once): the report's title at every door. Without a make or model, "VIN <vin>".
 */
export function vehicleTitle(vehicle: NamedVehicle, vin: string): string {
  if (!vehicle.make?.trim() && !vehicle.model?.trim()) return `VIN ${vin}`;
  const name = vehicle.make?.trim() ? vehicleName(vehicle) : [vehicle.modelYear?.trim(), vehicle.model?.trim()].filter(Boolean).join(' ');
  return [name, trimName(vehicle)].filter(Boolean).join(' ');
}

// ---- powertrain -----------------------------------------------------------------------------

export type Drivetrain = 'electric' | 'fuel-cell' | 'plug-in-hybrid' | 'hybrid' | 'mild-hybrid' | 'combustion' | 'none' | 'unknown';

/** The powertrain the assessment derives (src/report/vehicle-facts.ts), with every engine that burns fuel as "combustion". */
export function drivetrain(v: DecodedVehicle): Drivetrain {
  const kind = powertrainOf(v);
  if (kind === 'battery-electric') return 'electric';
  if (kind === 'diesel' || kind === 'gasoline' || kind === 'other') return 'combustion';
  return kind;
}

const CYLINDER_WORDS: Record<number, string> = { 1: 'single-cylinder', 2: 'two-cylinder', 3: 'three-cylinder', 4: 'four-cylinder', 5: 'five-cylinder', 6: 'six-cylinder', 8: 'eight-cylinder', 10: 'ten-cylinder', 12: 'twelve-cylinder', 16: 'sixteen-cylinder' };

function fuelWord(v: DecodedVehicle): string | undefined {
  const fuel = field(v.fuelType);
  if (!fuel) return undefined;
  const upper = fuel.toUpperCase();
  if (upper.startsWith('GASOLINE')) return 'gasoline';
  if (upper.startsWith('DIESEL')) return 'diesel';
  if (upper.startsWith('FLEXIBLE')) return 'flex-fuel';
  if (upper.includes('NATURAL GAS')) return 'natural-gas';
  if (upper.includes('PROPANE') || upper.includes('LIQUEFIED PETROLEUM')) return 'propane';
  if (upper.startsWith('ELECTRIC')) return undefined;
  return withoutBrackets(fuel).toLowerCase();
}

/** "3.0-liter", "50 cc", or undefined for a missing or implausible displacement. */
function displacementWord(v: DecodedVehicle): string | undefined {
  const litres = Number(field(v.engineDisplacement, 20));
  if (!Number.isFinite(litres) || litres <= 0 || litres > 30) return undefined;
  if (litres < 1) return `${Math.round(litres * 1000)} cc`;
  return `${litres.toFixed(1)}-liter`;
}

/** An engine code worth printing ("J30A4", "LH2"): one token with letters and digits. */
function engineCode(v: DecodedVehicle): string | undefined {
  const code = field(v.engineModel, 20);
  if (!code || code.includes(' ') || code.length < 2 || code.length > 10) return undefined;
  if (!/[A-Z]/i.test(code) || !/[0-9]/.test(code) || !/^[A-Za-z0-9-]+$/.test(code)) return undefined;
  if (code.endsWith('-')) return undefined;
  return code;
}

/** "an 8-speed automatic transmission", "a CVT", "a single-speed transmission", or undefined. */
function transmission(v: DecodedVehicle): string | undefined {
  const style = field(v.transmissionStyle);
  if (!style) return undefined;
  const upper = style.toUpperCase();
  const speeds = Number(field(v.transmissionSpeeds, 3));
  let kind: string;
  if (upper.includes('CVT') || upper.startsWith('CONTINUOUSLY')) return 'a continuously variable transmission';
  if (upper.includes('DCT') || upper.startsWith('DUAL')) kind = 'dual-clutch transmission';
  else if (upper.includes('AMT') || upper.startsWith('AUTOMATED')) kind = 'automated manual transmission';
  else if (upper.startsWith('MANUAL')) kind = 'manual transmission';
  else if (upper.startsWith('AUTOMATIC')) kind = 'automatic transmission';
  else kind = `${withoutBrackets(style).toLowerCase()} transmission`;
  // Electric cars decode as a 1-speed "automatic": a single reduction gear, not a gearbox.
  if (speeds === 1) return 'a single-speed transmission';
  if (Number.isInteger(speeds) && speeds > 1 && speeds < 20) return withArticle(`${speeds}-speed ${kind}`);
  return withArticle(kind);
}

/** "four-wheel drive", "all-wheel drive", "front-wheel drive", "rear-wheel drive", "two-wheel drive". */
export function driveWords(v: DecodedVehicle): string | undefined {
  const drive = (field(v.driveType) ?? '').toUpperCase();
  if (drive.startsWith('4WD') || drive.startsWith('4X4')) return 'four-wheel drive';
  if (drive.startsWith('AWD')) return 'all-wheel drive';
  if (drive.startsWith('FWD')) return 'front-wheel drive';
  if (drive.startsWith('RWD')) return 'rear-wheel drive';
  if (drive === '4X2') return 'two-wheel drive';
  return undefined;
}

/** "an 82 kWh" from "82.00"; undefined for nothing plausible. */
function batteryWords(v: DecodedVehicle): string | undefined {
  const kwh = Number(field(v.batteryKwh, 20));
  if (!Number.isFinite(kwh) || kwh <= 0 || kwh > 500) return undefined;
  const shown = Number.isInteger(kwh) ? String(kwh) : String(Math.round(kwh * 10) / 10);
  return `${shown} kWh battery`;
}

/**
 * The powertrain as one phrase with its article: "a 3.0-liter six-cylinder gasoline engine (engine
 * code J30A4) with a 5-speed automatic transmission", "a battery-electric drivetrain with an 82 kWh
 * battery", or undefined when vPIC said nothing about it.
 */
export function powertrainPhrase(v: DecodedVehicle): string | undefined {
  const kind = drivetrain(v);
  const gearbox = transmission(v);
  if (kind === 'none' || kind === 'unknown') return undefined;
  if (kind === 'fuel-cell') return `a hydrogen fuel-cell electric drivetrain${gearbox && gearbox !== 'a single-speed transmission' ? ` and ${gearbox}` : ''}`;
  if (kind === 'electric') {
    const battery = batteryWords(v);
    return `a battery-electric drivetrain${battery ? ` with ${withArticle(battery)}` : ''}${gearbox && gearbox !== 'a single-speed transmission' ? ` and ${gearbox}` : ''}`;
  }
  const words: string[] = [];
  const size = displacementWord(v);
  if (size) words.push(size);
  const cylinders = Number(field(v.engineCylinders, 3));
  if (CYLINDER_WORDS[cylinders]) words.push(CYLINDER_WORDS[cylinders]!);
  const fuel = fuelWord(v);
  if (fuel) words.push(fuel);
  if (words.length === 0) return undefined;
  const hybrid = kind === 'plug-in-hybrid' ? ' plug-in hybrid' : kind === 'hybrid' ? ' hybrid' : '';
  let phrase = withArticle(`${words.join(' ')}${hybrid} engine`);
  const code = engineCode(v);
  if (code) phrase += ` (engine code ${code})`;
  if (kind === 'mild-hybrid') phrase += ' with mild-hybrid assistance';
  if (gearbox) phrase += ` and ${gearbox}`;
  return phrase;
}

/** Model-year age in whole years, or undefined when vPIC's year is missing or odd. Never negative. */
export function vehicleAge(v: DecodedVehicle, currentYear: number): number | undefined {
  const year = Number(field(v.modelYear, 4));
  if (!Number.isInteger(year) || year < 1900 || year > currentYear + 2) return undefined;
  return Math.max(0, currentYear - year);
}

/**
 * Why vPIC was unhappy with the VIN, in plain words, or undefined for a clean decode. vPIC's error
 * codes lead the field ("5,14", "1 - Check Digit ..."); its text is never repeated (per-VIN noise).
 */
export function decodeProblem(v: DecodedVehicle): string | undefined {
  const raw = field(v.errorCode, 40);
  if (!raw) return undefined;
  const codes: string[] = [];
  let current = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') current += ch;
    else if (ch === ',') {
      codes.push(current);
      current = '';
    } else break;
  }
  codes.push(current);
  const first = codes[0];
  if (first === undefined || first === '' || first === '0') return undefined;
  if (first === '1') return 'the check digit (the ninth character) does not match the rest of the VIN';
  if (first === '2' || first === '3' || first === '4') return 'one character of the VIN looks wrong and had to be corrected';
  if (first === '5') return 'several characters of the VIN could not be decoded';
  if (first === '6') return 'the VIN is incomplete';
  if (first === '7') return 'the manufacturer is not registered with NHTSA';
  if (first === '8') return 'NHTSA has no detailed data for this VIN';
  if (first === '11') return 'the model year does not fit the VIN';
  return 'the VIN did not decode cleanly';
}

/** Makes sold and serviced without franchised dealers: repairs happen at the maker's service centers. */
const DIRECT_SALES = new Set(['TESLA', 'RIVIAN', 'LUCID', 'POLESTAR', 'VINFAST', 'FISKER', 'SCOUT']);

/** Where recall repairs and recall checks happen: "any Honda dealer", "an authorized Tesla service center". */
export function serviceWhere(v: DecodedVehicle): string {
  const make = v.make ? makeName(v.make) : undefined;
  const family = vehicleFamily(v);
  if (make && DIRECT_SALES.has(make.toUpperCase())) return `an authorized ${make} service center`;
  if (family === 'trailer') return make ? `${make} or one of its dealers` : 'the manufacturer or one of its dealers';
  return make ? `any ${make} dealer` : 'a dealer of the brand';
}
