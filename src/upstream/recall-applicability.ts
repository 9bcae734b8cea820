/**
 * Whether a recall filed for the vehicle's make, model and year likely covers this very vehicle.
 * Recall summaries often narrow the population ("Accord Coupe vehicles, equipped with a
 * four-cylinder engine"); where the decoded vehicle clearly contradicts such a phrase (cylinders,
 * displacement, fuel or electrification, drive, body) the recall is kept but marked "unlikely".
 * The text is read as words, never with backtracking patterns: it is upstream data of any size.
 */
import type { DecodedVehicle, Recall } from '../report/schemas.js';
import { MAX_UPSTREAM_TEXT } from './http/upstream-text.js';

export type Applicability = { appliesTo: 'likely' | 'unlikely' | 'unknown'; reason?: string };

export type ApplicabilityVehicle = Pick<DecodedVehicle, 'engineCylinders' | 'engineDisplacement' | 'fuelType' | 'electrificationLevel' | 'driveType' | 'bodyClass' | 'trim'>;

/** Phrases after which a summary narrows the population, up to the end of the sentence. */
const NARROWING = ['EQUIPPED WITH', 'POWERED BY', 'FITTED WITH', 'THAT HAVE', 'WITH OPTIONAL', 'WITH THE OPTIONAL'];
const PLACE = ['REGISTERED IN', 'SOLD IN', 'SOLD OR REGISTERED', 'SOLD, OR EVER REGISTERED'];
const NUMBER_WORDS: Record<string, number> = { TWO: 2, THREE: 3, FOUR: 4, FIVE: 5, SIX: 6, EIGHT: 8, TEN: 10, TWELVE: 12 };

type Fuel = 'diesel' | 'gasoline' | 'hybrid' | 'plug-in hybrid' | 'electric';
type Drive = 'all-wheel or four-wheel drive' | 'front-wheel drive' | 'rear-wheel drive' | 'two-wheel drive';
type Body = 'coupe' | 'convertible' | 'sedan' | 'hatchback' | 'wagon';

interface Named {
  cylinders: Set<number>;
  litres: Set<number>;
  fuels: Set<Fuel>;
  drives: Set<Drive>;
  bodies: Set<Body>;
  /** Engine variants named like Volvo's "T5", "T6", "B5", "D5". */
  variants: Set<string>;
}

export function applicability(recall: Recall, vehicle: ApplicabilityVehicle): Applicability {
  // Report texts are capped already; the cap here bounds the work for any caller.
  const summary = (recall.summary ?? '').slice(0, MAX_UPSTREAM_TEXT).toUpperCase();
  const named = namedIn([...narrowingClauses(summary), ...subjectWords(summary)], (recall.component ?? '').slice(0, MAX_UPSTREAM_TEXT));
  const unknowns: string[] = [];

  const cylinders = positive(vehicle.engineCylinders);
  if (named.cylinders.size > 0) {
    const list = [...named.cylinders].sort((a, b) => a - b).map((n) => `${n}-cylinder`).join(' or ');
    if (cylinders === undefined) unknowns.push(`The recall names ${list} engines; the decode does not say how many cylinders this vehicle has.`);
    else if (!named.cylinders.has(cylinders)) return unlikely(`The recall names ${list} engines; this vehicle has ${cylinders} cylinders.`);
  }
  const litres = positive(vehicle.engineDisplacement);
  if (named.litres.size > 0) {
    const list = [...named.litres].sort((a, b) => a - b).map((n) => `${n.toFixed(1)} L`).join(' or ');
    if (litres === undefined) unknowns.push(`The recall names ${list} engines; the decode does not give this engine's size.`);
    else if (![...named.litres].some((l) => Math.abs(l - litres) < 0.1)) return unlikely(`The recall names ${list} engines; this vehicle's engine is ${litres.toFixed(1)} L.`);
  }
  const fuel = fuelOf(vehicle);
  if (named.fuels.size > 0) {
    const list = [...named.fuels].join(' or ');
    if (fuel === undefined) unknowns.push(`The recall names ${list} vehicles; the decode does not give this vehicle's fuel.`);
    else if (![...named.fuels].some((f) => fuelFits(f, fuel))) return unlikely(`The recall names ${list} vehicles; this vehicle is ${describeFuel(fuel)}.`);
  }
  const drive = driveOf(vehicle.driveType);
  if (named.drives.size > 0) {
    const list = [...named.drives].join(' or ');
    if (drive === undefined) unknowns.push(`The recall names ${list} vehicles; the decode does not give this vehicle's drive.`);
    else if (![...named.drives].some((d) => driveFits(d, drive))) return unlikely(`The recall names ${list} vehicles; this vehicle has ${drive}.`);
  }
  const body = bodyOf(vehicle.bodyClass);
  if (named.bodies.size > 0) {
    const list = [...named.bodies].map((b) => `${b}s`).join(' or ');
    if (body === undefined) unknowns.push(`The recall names ${list}; the decode does not give this vehicle's body style.`);
    else if (!named.bodies.has(body as Body)) return unlikely(`The recall names ${list}; this vehicle's body is ${vehicle.bodyClass}.`);
  }
  if (named.variants.size > 0) {
    const list = [...named.variants].sort().join(' or ');
    const own = variantsIn(vehicle.trim);
    if (own.size === 0) unknowns.push(`The recall names ${list} vehicles; the decode does not say which variant this vehicle is.`);
    else if (![...own].some((v) => named.variants.has(v))) return unlikely(`The recall names ${list} vehicles; this vehicle is ${[...own].sort().join(' or ')}.`);
  }
  if (unknowns.length > 0) return { appliesTo: 'unknown', reason: unknowns[0] };
  const phrase = PLACE.find((p) => summary.includes(p));
  if (phrase !== undefined) {
    const place = placeAfter(summary, summary.indexOf(phrase));
    return { appliesTo: 'unknown', reason: place ? `The recall covers only vehicles sold or registered in ${place}.` : 'The recall covers only vehicles sold or registered in certain places.' };
  }
  return { appliesTo: 'likely' };
}

/** Words that end a place name in "... registered in California, and equipped with ...". */
const PLACE_ENDS = [', AND', ' AND EQUIPPED', ' EQUIPPED', ' WITH ', ' THAT ', ' WHERE ', ' VEHICLES', ' DUE ', ' BECAUSE '];

/** The place named after "registered in", title-cased ("California"), or undefined. */
function placeAfter(text: string, from: number): string | undefined {
  const at = text.indexOf(' IN ', from);
  if (at === -1 || at - from > 30) return undefined;
  const start = at + 4;
  let end = sentenceEnd(text, start);
  for (const stop of PLACE_ENDS) {
    const found = text.indexOf(stop, start);
    if (found !== -1 && found < end) end = found;
  }
  const words = toWords(text.slice(start, Math.min(end, start + 80)));
  if (words.length === 0 || words.length > 8) return undefined;
  return words.map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ');
}

/** Volvo-style engine variants named in a text: "T5", "T6", "B5", "D5". */
function variantsIn(text: string | undefined): Set<string> {
  const found = new Set<string>();
  for (const word of toWords((text ?? '').slice(0, 200).toUpperCase())) if (isVariant(word)) found.add(word);
  return found;
}

function isVariant(word: string): boolean {
  return word.length === 2 && (word[0] === 'T' || word[0] === 'B' || word[0] === 'D') && word[1]! >= '2' && word[1]! <= '8';
}

function unlikely(reason: string): Applicability {
  return { appliesTo: 'unlikely', reason };
}

/** The rest of each sentence after a narrowing phrase. */
function narrowingClauses(text: string): string[] {
  const clauses: string[] = [];
  for (const phrase of NARROWING) {
    let from = text.indexOf(phrase);
    while (from !== -1) {
      const start = from + phrase.length;
      clauses.push(text.slice(start, sentenceEnd(text, start)));
      from = text.indexOf(phrase, start);
    }
  }
  return clauses;
}

/**
 * The two words before "VEHICLES" in the sentence that says who is recalled ("... is recalling
 * certain 2021 F-150 4x4 vehicles"), else in the first sentence.
 */
function subjectWords(text: string): string[] {
  const recalling = text.indexOf('RECALLING');
  const start = recalling === -1 ? 0 : recalling;
  const words = toWords(text.slice(start, sentenceEnd(text, start)));
  const at = words.findIndex((w) => w === 'VEHICLES' || w === 'TRUCKS');
  return at < 1 ? [] : [words.slice(Math.max(0, at - 2), at).join(' ')];
}

/** A full stop followed by a space (or the end) ends a sentence; "2.0L" does not. */
function sentenceEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === ';') return i;
    if (c === '.' && (i + 1 === text.length || text[i + 1] === ' ')) return i;
  }
  return text.length;
}

function toWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const c of text) {
    if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '.' || c === '-') word += c;
    else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  return words.map((w) => (w.endsWith('.') ? w.slice(0, -1) : w));
}

function namedIn(scopes: string[], component: string): Named {
  const named: Named = { cylinders: new Set(), litres: new Set(), fuels: new Set(), drives: new Set(), bodies: new Set(), variants: new Set() };
  for (const scope of scopes) {
    const words = toWords(scope);
    for (let i = 0; i < words.length; i++) readWord(words[i]!, words[i + 1] ?? '', named);
  }
  const upperComponent = component.toUpperCase();
  if (upperComponent.includes('DIESEL')) named.fuels.add('diesel');
  if (upperComponent.includes('HYBRID PROPULSION')) named.fuels.add('hybrid');
  return named;
}

function readWord(word: string, next: string, named: Named): void {
  // Cylinders: FOUR-CYLINDER, 4-CYLINDER, FOUR CYLINDER, V6, V-8, I4.
  const [head, tail] = splitOnce(word, '-');
  if (tail !== undefined && tail.startsWith('CYLINDER')) addCount(named.cylinders, head);
  else if (next.startsWith('CYLINDER')) addCount(named.cylinders, word);
  const engineLetter = word.charAt(0);
  if ((engineLetter === 'V' || engineLetter === 'I' || engineLetter === 'W') && word.length <= 4) {
    const digits = word.slice(word.charAt(1) === '-' ? 2 : 1);
    if (isDigits(digits) && Number(digits) >= 3 && Number(digits) <= 16) named.cylinders.add(Number(digits));
  }
  // Displacement: 2.0L, 2.0-LITER, 2.0 L, 2.0 LITER.
  if (word.endsWith('L') && isDecimal(word.slice(0, -1))) addLitres(named.litres, word.slice(0, -1));
  else if (tail !== undefined && (tail.startsWith('LITER') || tail.startsWith('LITRE'))) addLitres(named.litres, head);
  else if (isDecimal(word) && (next === 'L' || next.startsWith('LITER') || next.startsWith('LITRE'))) addLitres(named.litres, word);
  // Fuel and electrification.
  if (word === 'DIESEL') named.fuels.add('diesel');
  else if (word === 'GASOLINE') named.fuels.add('gasoline');
  else if (word === 'PLUG-IN') named.fuels.add('plug-in hybrid');
  else if (word === 'HYBRID') named.fuels.add('hybrid');
  else if ((word === 'ELECTRIC' || word === 'BATTERY-ELECTRIC') && next.startsWith('VEHICLE')) named.fuels.add('electric');
  // Drive.
  if (word === 'AWD' || word === '4X4' || word === '4WD' || ((word === 'ALL-WHEEL' || word === 'FOUR-WHEEL') && next === 'DRIVE')) named.drives.add('all-wheel or four-wheel drive');
  else if (word === 'FWD' || (word === 'FRONT-WHEEL' && next === 'DRIVE')) named.drives.add('front-wheel drive');
  else if (word === 'RWD' || (word === 'REAR-WHEEL' && next === 'DRIVE')) named.drives.add('rear-wheel drive');
  else if (word === '2WD' || word === '4X2' || (word === 'TWO-WHEEL' && next === 'DRIVE')) named.drives.add('two-wheel drive');
  if (isVariant(word)) named.variants.add(word);
  // Body.
  const body = BODY_WORDS[word];
  if (body !== undefined) named.bodies.add(body);
}

const BODY_WORDS: Record<string, Body> = {
  COUPE: 'coupe', COUPES: 'coupe', CONVERTIBLE: 'convertible', CONVERTIBLES: 'convertible', SEDAN: 'sedan', SEDANS: 'sedan',
  HATCHBACK: 'hatchback', HATCHBACKS: 'hatchback', WAGON: 'wagon', WAGONS: 'wagon',
};

function splitOnce(word: string, separator: string): [string, string | undefined] {
  const at = word.indexOf(separator);
  return at === -1 ? [word, undefined] : [word.slice(0, at), word.slice(at + 1)];
}

function addCount(set: Set<number>, word: string): void {
  const n = NUMBER_WORDS[word] ?? (isDigits(word) ? Number(word) : NaN);
  if (Number.isInteger(n) && n >= 2 && n <= 16) set.add(n);
}

function addLitres(set: Set<number>, text: string): void {
  const n = Number(text);
  if (n >= 0.5 && n <= 10) set.add(Math.round(n * 10) / 10);
}

function isDigits(text: string): boolean {
  if (text === '' || text.length > 3) return false;
  for (const c of text) if (c < '0' || c > '9') return false;
  return true;
}

function isDecimal(text: string): boolean {
  const [whole, fraction, extra] = text.split('.');
  return extra === undefined && fraction !== undefined && isDigits(whole ?? '') && isDigits(fraction);
}

function positive(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

type VehicleFuel = 'diesel' | 'gasoline' | 'hybrid' | 'plug-in hybrid' | 'electric';

function fuelOf(vehicle: ApplicabilityVehicle): VehicleFuel | undefined {
  const level = (vehicle.electrificationLevel ?? '').toUpperCase();
  const fuel = (vehicle.fuelType ?? '').toUpperCase();
  if (level.includes('PHEV') || level.includes('PLUG-IN')) return 'plug-in hybrid';
  if (level.includes('HEV') || level.includes('HYBRID')) return 'hybrid';
  if (level.includes('BEV') || fuel === 'ELECTRIC') return 'electric';
  if (fuel.includes('DIESEL')) return 'diesel';
  if (fuel.includes('GASOLINE') || fuel.includes('FLEXIBLE')) return 'gasoline';
  return undefined;
}

function fuelFits(named: Fuel, vehicle: VehicleFuel): boolean {
  if (named === vehicle) return true;
  if (named === 'hybrid') return vehicle === 'plug-in hybrid';
  // Hybrids burn gasoline too.
  if (named === 'gasoline') return vehicle === 'hybrid' || vehicle === 'plug-in hybrid';
  return false;
}

function describeFuel(fuel: VehicleFuel): string {
  switch (fuel) {
    case 'diesel': return 'a diesel';
    case 'gasoline': return 'gasoline-powered, not a hybrid';
    case 'hybrid': return 'a hybrid';
    case 'plug-in hybrid': return 'a plug-in hybrid';
    case 'electric': return 'fully electric';
  }
}

function driveOf(driveType: string | undefined): Drive | undefined {
  const upper = (driveType ?? '').toUpperCase();
  if (upper.includes('AWD') || upper.includes('4WD') || upper.includes('4X4') || upper.includes('ALL-WHEEL')) return 'all-wheel or four-wheel drive';
  if (upper.includes('FWD') || upper.includes('FRONT')) return 'front-wheel drive';
  if (upper.includes('RWD') || upper.includes('REAR')) return 'rear-wheel drive';
  if (upper.includes('4X2') || upper.includes('2WD')) return 'two-wheel drive';
  return undefined;
}

function driveFits(named: Drive, vehicle: Drive): boolean {
  if (named === vehicle) return true;
  const twoWheel = (d: Drive) => d === 'front-wheel drive' || d === 'rear-wheel drive' || d === 'two-wheel drive';
  return (named === 'two-wheel drive' && twoWheel(vehicle)) || (vehicle === 'two-wheel drive' && twoWheel(named));
}

/** The vehicle's body among the named kinds, "other" for a known body of another kind (SUV, pickup). */
function bodyOf(bodyClass: string | undefined): Body | 'other' | undefined {
  const upper = (bodyClass ?? '').toUpperCase();
  if (upper === '' || upper === 'NOT APPLICABLE') return undefined;
  for (const body of ['COUPE', 'CONVERTIBLE', 'SEDAN', 'HATCHBACK', 'WAGON'] as const) if (upper.includes(body)) return BODY_WORDS[body];
  return 'other';
}
