/**
 * Maintenance specs matched to the decoded engine. `matchMaintenance` returns the winning entry's
 * id (for logs and tests, never the report) and its spec, or null when nothing matches: never a
 * guess across makes, never a coin toss between two equally specific entries.
 *
 * How an entry is scored (the highest score wins):
 *   engine code found in vPIC's EngineModel ...... 1000
 *   required EngineModel descriptor (e.g. GTDI) ..  100
 *   vPIC's Turbo flag agrees with the entry's ......   20 (disagreeing excludes the entry)
 *   a trim/series word the entry names (Type R, ST)    30 (a word it rules out excludes it)
 *   vPIC's EngineHP in the entry's range ...........   30 (outside the range excludes it)
 *   (a drive type the engine was never sold with excludes the entry)
 *   (an entry with codes or descriptors matches without them only when vPIC decoded no EngineModel
 *   at all and the displacement agrees; it then scores 5 below a displacement-only entry, as does an
 *   entry told apart only by excluded descriptors, so an entry written for the bare displacement
 *   wins and two such engines of one size in the same years tie: null rather than a guessed grade)
 *   model name narrowing ..........................   50 (for a size-only match of an entry with
 *     codes or descriptors it only breaks a tie between entries for the same engine: a model that
 *     had a turbo version must not pull every car of that name onto the turbo's oil)
 *   displacement ..................................   10
 *   cylinder count ................................    1
 *   make + fuel/powertrain only (generic) .........    0
 * Make, model-year range, fuel and powertrain are hard filters for every entry. When two entries
 * share the best score `explainMaintenance` reports the tie and `matchMaintenance` answers with what
 * the tied engines share, naming both candidates and how to tell them apart (`engineCandidates`,
 * `unsettled`); a known issue is attached only where the decode fits what its source covers.
 */
import type { DecodedVehicle, MaintenanceSpec } from '../report/schemas.js';
import { CONFIRM_NOTE, type Fuel, type KnownIssue, type MaintenanceEntry, type Powertrain } from './entry.js';
import { MAINTENANCE_TABLE } from './table.js';
import { decodeIsCertain, powertrainOf } from '../report/vehicle-facts.js';

export { TIRE_SIZE_TEXT } from './entry.js';

/** What the winning entry was matched on: the report's notes say so when it was less than an engine code. */
export type MatchBasis = 'engine code' | 'engine descriptor' | 'displacement' | 'model' | 'make' | 'candidates';

export interface MaintenanceMatch {
  /** The winning entry's id; for a tie, the candidates' ids joined with " | ". */
  id: string;
  basis: MatchBasis;
  spec: MaintenanceSpec;
}

/** The decoded vehicle reduced to what the matcher compares. */
export interface NormalisedVehicle {
  make?: string;
  /** Upper-case words padded with spaces (" F 150 LIGHTNING ") for whole-word model matching. */
  model?: string;
  year?: number;
  displacementL?: number;
  cylinders?: number;
  engineTokens: string[];
  /** vPIC's EngineModel as decoded (trimmed), for the notes; undefined when none. */
  engineModelText?: string;
  /** vPIC's Turbo flag; undefined when it was not decoded or "Not Applicable". */
  turbo?: boolean;
  /** vPIC's Trim and Series as padded upper-case words (" TYPE R "); empty when neither was decoded. */
  trimWords: string;
  /** vPIC's EngineHP, when decoded. */
  horsepower?: number;
  /** vPIC's DriveType as padded upper-case words (" FWD FRONT WHEEL DRIVE "); empty when not decoded. */
  driveWords: string;
  /** undefined when vPIC gave no fuel; 'other' for fuels no entry covers (CNG, LPG). */
  fuel?: Fuel | 'other';
  flexFuel: boolean;
  powertrain: Powertrain;
}

export interface Candidate {
  id: string;
  score: number;
  reasons: string[];
  /** A size-only match whose model narrowing did not count in `score` (see the scoring table). */
  weakModelHit?: boolean;
}

export interface MaintenanceExplanation {
  vehicle: NormalisedVehicle;
  /** Every entry that passed the hard filters, best first (ties keep table order). */
  candidates: Candidate[];
  /** The winning entry id, or null when nothing matched or the best score was shared. */
  winner: string | null;
  /** Ids sharing the best score when there is more than one. */
  tie: string[];
}

const squash = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** " F 150 LIGHTNING ": whole words only, so "TT" never matches inside "JETTA" and "C-Class" never inside "GLC-Class". */
const wordKey = (s: string): string => ` ${s.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim()} `;

function meaningful(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || /^not applicable$/i.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * Reduces vPIC strings to comparable values: "1.798000" → 1.8 L, "FORD " → "FORD",
 * "Flexible Fuel Vehicle (FFV)" → gasoline + flexFuel, "Compressed Natural Gas (CNG)" → other, "Mild HEV" → combustion (a 48 V or
 * belt starter-generator does not change the engine's service), "3.5L GTDI" → tokens [35L, GTDI].
 * Never throws: unknown or malformed values simply stay undefined.
 */
export function normaliseVehicle(vehicle: DecodedVehicle): NormalisedVehicle {
  const make = meaningful(vehicle.make)?.toUpperCase().replace(/\s+/g, ' ');
  const model = meaningful(vehicle.model);
  const year = Number(meaningful(vehicle.modelYear));
  const litres = Number(meaningful(vehicle.engineDisplacement));
  const cylinders = Number(meaningful(vehicle.engineCylinders));
  const engineModel = meaningful(vehicle.engineModel) ?? '';
  const fuelText = (meaningful(vehicle.fuelType) ?? '').toLowerCase();
  const electrification = (meaningful(vehicle.electrificationLevel) ?? '').toLowerCase();
  const turbo = meaningful(vehicle.turbo)?.toLowerCase();
  const trimText = [meaningful(vehicle.trim), meaningful(vehicle.series)].filter(Boolean).join(' ');
  const horsepower = Number(meaningful(vehicle.engineHP));

  let fuel: Fuel | 'other' | undefined;
  if (fuelText.includes('flexible') || fuelText.includes('gasoline') || fuelText.includes('ethanol')) fuel = 'gasoline';
  else if (fuelText.includes('diesel')) fuel = 'diesel';
  else if (fuelText.includes('hydrogen') || fuelText.includes('fuel cell')) fuel = 'hydrogen';
  else if (fuelText === 'electric') fuel = 'electric';
  else if (fuelText) fuel = 'other';

  let powertrain: Powertrain = 'combustion';
  if (electrification.startsWith('fcev') || electrification.includes('fuel cell')) powertrain = 'fuel-cell';
  else if (electrification.startsWith('bev') || (fuel === 'electric' && !electrification)) powertrain = 'electric';
  else if (electrification.startsWith('phev') || electrification.includes('plug-in')) powertrain = 'plug-in-hybrid';
  else if (electrification.includes('hev') && !electrification.startsWith('mild')) powertrain = 'hybrid';
  if (powertrain === 'electric') fuel = 'electric';
  if (fuel === 'hydrogen') powertrain = 'fuel-cell';
  if (powertrain === 'fuel-cell') fuel = 'hydrogen';

  return {
    make: make || undefined,
    model: model ? wordKey(model) : undefined,
    year: Number.isInteger(year) && year > 1900 ? year : undefined,
    displacementL: Number.isFinite(litres) && litres > 0 ? Math.round(litres * 10) / 10 : undefined,
    cylinders: Number.isInteger(cylinders) && cylinders > 0 ? cylinders : undefined,
    engineTokens: engineModel.toUpperCase().split(/[^A-Z0-9-]+/).map(squash).filter((t) => t.length >= 2),
    engineModelText: engineModel ? engineModel.slice(0, 60) : undefined,
    turbo: turbo === 'yes' ? true : turbo === 'no' ? false : undefined,
    trimWords: trimText ? wordKey(trimText) : '',
    horsepower: Number.isFinite(horsepower) && horsepower > 0 ? horsepower : undefined,
    driveWords: meaningful(vehicle.driveType) ? wordKey(vehicle.driveType!) : '',
    fuel,
    flexFuel: fuelText.includes('flexible'),
    powertrain,
  };
}

/** Every engine code any entry of a make names, so a recognised code of another family excludes an entry. */
function codesByMake(table: readonly MaintenanceEntry[]): Map<string, Set<string>> {
  const byMake = new Map<string, Set<string>>();
  for (const entry of table) {
    for (const make of entry.makes) {
      const set = byMake.get(make) ?? new Set<string>();
      for (const code of entry.engineCodes ?? []) set.add(squash(code));
      byMake.set(make, set);
    }
  }
  return byMake;
}

/** Scores one entry against a vehicle, or returns null when a hard filter fails. */
function scoreEntry(entry: MaintenanceEntry, v: NormalisedVehicle, knownCodes: Set<string>): Candidate | null {
  if (!v.make || v.year === undefined) return null;
  if (!entry.makes.includes(v.make)) return null;
  if (v.year < entry.yearFrom || v.year > entry.yearTo) return null;
  if (!entry.powertrains.includes(v.powertrain)) return null;
  // Unknown fuel is allowed through: if that leaves two equally good entries the answer is a tie (null).
  // A known fuel no entry covers (CNG, LPG) never matches: a CNG engine's service differs.
  if (v.fuel !== undefined && v.fuel !== entry.fuel) return null;

  const reasons = [`make ${v.make}`, `year ${v.year} in ${entry.yearFrom}-${entry.yearTo}`, `${v.powertrain}`];
  let score = 0;
  const tokens = new Set(v.engineTokens);

  if (entry.excludeTokens?.some((t) => tokens.has(squash(t)))) return null;

  // With no EngineModel decoded, an entry that names codes or descriptors can still match on its
  // displacement (a 2015 F-150 2.7 decoded without "GTDI" is still the only 2.7 Ford made).
  const bySize = v.engineTokens.length === 0 && entry.displacementL !== undefined && v.displacementL === entry.displacementL;
  // Such a match (and an entry that tells itself apart from a sibling only by excluded descriptors)
  // ranks below an entry written for the bare displacement, and equal to its siblings: a tie, so null.
  let weak = v.engineTokens.length === 0 && entry.excludeTokens !== undefined;
  if (entry.engineCodes) {
    const hit = entry.engineCodes.find((c) => tokens.has(squash(c)));
    if (hit) {
      score += 1000;
      reasons.push(`engine code ${hit}`);
    } else if (bySize) {
      weak = true;
      reasons.push('no engine code decoded');
    } else {
      return null;
    }
  } else if (entry.displacementL !== undefined && v.engineTokens.some((t) => knownCodes.has(t))) {
    // The decoded engine is one this make's table names by code, and no in-range entry claimed it:
    // a displacement-only entry would be a guess about a known, different engine.
    return null;
  }

  if (entry.engineTokens) {
    const hit = entry.engineTokens.find((t) => tokens.has(squash(t)));
    if (hit) {
      score += 100;
      reasons.push(`engine descriptor ${hit}`);
    } else if (bySize) {
      weak = true;
      reasons.push('no engine descriptor decoded');
    } else {
      return null;
    }
  }

  let weakModelHit = false;
  if (entry.turbo !== undefined && v.turbo !== undefined) {
    if (entry.turbo !== v.turbo) return null;
    score += 20;
    reasons.push(entry.turbo ? 'turbocharged' : 'not turbocharged');
    weak = false;
  }

  if (entry.excludeModels?.some((m) => v.model?.includes(wordKey(m)))) return null;

  // Tie-breaks between engines of one size: what else vPIC decoded about the version.
  if (entry.excludeTrims?.some((t) => v.trimWords.includes(wordKey(t)))) return null;
  if (entry.excludeDrives?.some((d) => v.driveWords.includes(wordKey(d)))) return null;
  const trim = entry.trims?.find((t) => v.trimWords.includes(wordKey(t)));
  if (trim) {
    score += 30;
    reasons.push(`trim ${trim}`);
  }
  if (entry.horsepower && v.horsepower !== undefined) {
    const [min, max] = entry.horsepower;
    if (v.horsepower < min || v.horsepower > max) return null;
    score += 30;
    reasons.push(`${v.horsepower} hp in ${min}-${max}`);
  }

  if (entry.models) {
    const hit = entry.models.find((m) => v.model?.includes(wordKey(m)));
    if (!hit) return null;
    if (!weak) score += 50;
    else weakModelHit = true;
    reasons.push(`model ${hit}`);
  }

  if (entry.displacementL !== undefined) {
    if (v.displacementL === undefined) {
      if (!entry.engineCodes) return null;
    } else if (v.displacementL !== entry.displacementL) {
      return null;
    } else {
      score += 10;
      reasons.push(`${entry.displacementL.toFixed(1)} L`);
    }
  }

  if (entry.cylinders !== undefined && v.cylinders !== undefined) {
    if (v.cylinders !== entry.cylinders) return null;
    score += 1;
    reasons.push(`${entry.cylinders} cylinders`);
  }

  if (weak) score -= 5;
  if (score === 0) reasons.push(`generic ${entry.fuel} entry for the make`);
  return { id: entry.id, score, reasons, ...(weakModelHit ? { weakModelHit } : {}) };
}

/** What identifies an engine across entries: its codes, descriptors and turbo flag. */
const engineKey = (e: MaintenanceEntry): string =>
  JSON.stringify([e.engineCodes ?? [], e.engineTokens ?? [], e.excludeTokens ?? [], e.turbo ?? null, e.displacementL ?? null]);

/**
 * Explains the match: the normalised vehicle, every candidate with its score and reasons, the
 * winner and any tie. Pure and deterministic; never throws. `table` defaults to the shipped table
 * (tests pass their own to prove tie handling).
 */
export function explainMaintenance(vehicle: DecodedVehicle, table: readonly MaintenanceEntry[] = MAINTENANCE_TABLE): MaintenanceExplanation {
  const v = normaliseVehicle(vehicle);
  const known = (table === MAINTENANCE_TABLE ? KNOWN_CODES : codesByMake(table)).get(v.make ?? '') ?? new Set<string>();
  const candidates: Candidate[] = [];
  for (const entry of table) {
    const candidate = scoreEntry(entry, v, known);
    if (candidate) candidates.push(candidate);
  }
  // Array.prototype.sort is stable, so equal scores keep table order: the output never depends on chance.
  candidates.sort((a, b) => b.score - a.score);
  let best = candidates[0];
  let tie = best ? candidates.filter((c) => c.score === best!.score) : [];
  // Entries for one engine told apart only by a model list (the F-150's 2.7 EcoBoost and everyone
  // else's): the model decides, even on a size-only match.
  const byId = table === MAINTENANCE_TABLE ? BY_ID : new Map(table.map((e) => [e.id, e]));
  const keys = new Set(tie.map((c) => engineKey(byId.get(c.id)!)));
  const narrowed = tie.filter((c) => c.weakModelHit);
  if (tie.length > 1 && keys.size === 1 && narrowed.length === 1) {
    best = narrowed[0]!;
    candidates.splice(candidates.indexOf(best), 1);
    candidates.unshift(best);
    tie = [best];
  }
  return { vehicle: v, candidates, winner: best && tie.length === 1 ? best.id : null, tie: tie.length > 1 ? tie.map((c) => c.id) : [] };
}

const KNOWN_CODES = codesByMake(MAINTENANCE_TABLE);
const BY_ID = new Map(MAINTENANCE_TABLE.map((e) => [e.id, e]));

/**
 * The maintenance spec for a decoded vehicle, with the id of the entry that produced it.
 * Returns null when no entry of the vehicle's own make, year, fuel and powertrain fits. When two to
 * four entries fit equally well, answers with the values they all share, the candidates by name and
 * how to tell them apart, and the fields left unsettled. Never throws.
 */
export function matchMaintenance(vehicle: DecodedVehicle): MaintenanceMatch | null {
  const match = matchEntries(vehicle);
  if (!match) return null;
  const kind = powertrainOf(vehicle);
  const electrified = kind === 'hybrid' || kind === 'plug-in-hybrid' || kind === 'mild-hybrid';
  const notes = match.spec.notes && !electrified ? withoutHybridNotes(match.spec.notes) : match.spec.notes;
  const spec: MaintenanceSpec = notes === match.spec.notes ? match.spec : { ...match.spec, notes };
  // An uncertain decode's engine is vPIC's guess: the specs say so at every door.
  if (!decodeIsCertain(vehicle)) {
    const guessed = guessedEngine(vehicle);
    if (guessed) spec.guessedEngine = guessed;
  }
  return { ...match, spec };
}

/** An entry shared by hybrid and non-hybrid versions keeps its hybrid sentences for hybrids only. */
function withoutHybridNotes(notes: string): string {
  return notes.replace(/(^|\s)(?:Hybrid (?:system|versions|models)|Plug-in hybrids)\b[^.]*\.(?=\s|$)/g, '').replace(/\s{2,}/g, ' ').trim();
}

/** The engine as vPIC decoded it, in a few words: "2.4 L LAT", "2.2 L diesel", "3.5 L V6". */
export function guessedEngine(vehicle: DecodedVehicle): string | undefined {
  const litres = Number.parseFloat(meaningful(vehicle.engineDisplacement) ?? '');
  const size = Number.isFinite(litres) && litres > 0 && litres < 30 ? `${litres.toFixed(1)} L` : undefined;
  const code = meaningful(vehicle.engineModel)?.split(/[\s,-]+/)[0]?.slice(0, 12);
  const fuel = meaningful(vehicle.fuelType)?.toLowerCase();
  const words = [size, code && /[A-Z0-9]{2,}/i.test(code) ? code : undefined, fuel?.startsWith('diesel') ? 'diesel' : undefined].filter(Boolean);
  if (words.length > 0) return words.join(' ');
  // No engine decoded: the specs are those of the model vPIC guessed.
  const model = meaningful(vehicle.model)?.split(',')[0]?.slice(0, 40);
  const year = meaningful(vehicle.modelYear);
  return model ? `the ${[year, model].filter(Boolean).join(' ')}'s (no engine decoded)` : undefined;
}

function matchEntries(vehicle: DecodedVehicle): MaintenanceMatch | null {
  const { winner, tie, candidates, vehicle: v } = explainMaintenance(vehicle);
  if (!winner) return tie.length >= 2 && tie.length <= MAX_CANDIDATES ? candidatesMatch(tie.map((id) => BY_ID.get(id)!), v) : null;
  const entry = BY_ID.get(winner)!;
  const reasons = candidates[0]?.reasons ?? [];
  const basis = basisOf(reasons);
  const lead = [explainLead(entry, basis, v), missingOil(entry)].filter(Boolean).join(' ');
  const spec = specFor(entry, v);
  return { id: entry.id, basis, spec: lead ? { ...spec, notes: `${lead} ${spec.notes ?? ''}`.trim() } : spec };
}

/** More candidates than this and the answer says too little to be worth giving: null. */
const MAX_CANDIDATES = 3;

/** The entry's spec as the report carries it: known issues only where the decode fits, without their fit rules. */
function specFor(entry: MaintenanceEntry, v: NormalisedVehicle): MaintenanceSpec {
  const { knownIssues, ...spec } = entry.spec;
  const fitting = (knownIssues ?? []).filter((issue) => issueFits(issue, v)).map(({ fits: _fits, ...issue }) => issue);
  return fitting.length > 0 ? { ...spec, knownIssues: fitting } : spec;
}

/**
 * Whether a documented issue covers the decoded vehicle: a decoded engine code must be one the
 * source names (with none decoded, the entry's match stands for the engine), the year must be in
 * range, and the model (and trim, where it names trims) must be one it names: an undecoded one fits no list.
 */
export function issueFits(issue: KnownIssue, v: NormalisedVehicle): boolean {
  const { engineCodes, yearFrom, yearTo, models, excludeModels, trims, modelYears } = issue.fits;
  if (engineCodes && v.engineTokens.length > 0 && !engineCodes.some((c) => v.engineTokens.includes(squash(c)))) return false;
  if (v.year === undefined || (yearFrom !== undefined && v.year < yearFrom) || (yearTo !== undefined && v.year > yearTo)) return false;
  if (models && !models.some((m) => v.model?.includes(wordKey(m)))) return false;
  if (excludeModels?.some((m) => v.model?.includes(wordKey(m)))) return false;
  if (trims && !trims.some((t) => v.trimWords.includes(wordKey(t)))) return false;
  if (modelYears && !modelYears.some(([m, from, to]) => v.model?.includes(wordKey(m)) && v.year! >= from && v.year! <= to)) return false;
  return true;
}

/** The report fields two candidate engines may disagree on, in the order the report lists them. */
const SETTLED_FIELDS = ['oil', 'oilCapacity', 'oilInterval', 'sparkPlugs', 'battery', 'brakeFluid', 'coolant', 'cabinFilter', 'knownIssues', 'scheduledWork'] as const;
const FIELD_WORDS: Record<(typeof SETTLED_FIELDS)[number], string> = {
  oil: 'oil grade', oilCapacity: 'oil capacity', oilInterval: 'oil-change interval', sparkPlugs: 'spark plugs', battery: 'battery',
  brakeFluid: 'brake fluid', coolant: 'coolant', cabinFilter: 'cabin filter', knownIssues: 'known issues', scheduledWork: 'scheduled work',
};

/** The answer for a tie: what every candidate shares, the candidates, and what could not be settled. */
function candidatesMatch(entries: MaintenanceEntry[], v: NormalisedVehicle): MaintenanceMatch {
  const specs = entries.map((e) => specFor(e, v));
  const first = specs[0]!;
  const spec: MaintenanceSpec = { tireSize: first.tireSize, isElectric: first.isElectric };
  const unsettled: string[] = [];
  for (const field of SETTLED_FIELDS) {
    const values = specs.map((s) => JSON.stringify(s[field] ?? null));
    if (values.every((x) => x === values[0])) {
      if (first[field] !== undefined) Object.assign(spec, { [field]: first[field] });
    } else {
      unsettled.push(field);
    }
  }
  const engineCandidates = entries.map((e) => ({ engine: engineName(e), howToTell: e.tellApart ?? TELL_APART_FALLBACK }));
  const names = engineCandidates.map((c) => `the ${c.engine}`);
  const which = names.length === 2 ? `${names[0]} or ${names[1]}` : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  const left = unsettled.length > 0
    ? ` They differ in ${listWords(unsettled.map((f) => FIELD_WORDS[f as keyof typeof FIELD_WORDS]))}, so those are left out: find out which engine it has, then take them from its owner's manual.`
    : '';
  const tell = engineCandidates.map((c) => `${capitalise(c.engine)}: ${c.howToTell}`).join(' ');
  spec.notes = `The VIN decode fits more than one engine: ${which}. The values given are the ones they share.${left} ${tell} ${CONFIRM_NOTE}`;
  spec.engineCandidates = engineCandidates;
  if (unsettled.length > 0) spec.unsettled = unsettled;
  return { id: entries.map((e) => e.id).join(' | '), basis: 'candidates', spec };
}

const TELL_APART_FALLBACK = 'the engine label under the hood, the window sticker or a dealer\'s VIN look-up names the engine.';
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const listWords = (words: string[]): string => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** An entry's engine as notes name it: its `engine`, else the first sentence of its notes up to the parenthesis. */
function engineName(entry: MaintenanceEntry): string {
  if (entry.engine) return entry.engine;
  const head = /^[^(.]+/.exec(entry.spec.notes)?.[0]?.trim() ?? entry.id;
  return `${entry.makes[0] === 'ACURA' ? 'Acura' : capitalise(entry.makes[0]!.toLowerCase())} ${head}`;
}

/** Whether an entry gives any figure or fluid at all, or only names the engine. */
const hasValues = (spec: MaintenanceSpec): boolean =>
  Boolean(spec.oil || spec.oilCapacity || spec.oilInterval || spec.sparkPlugs || spec.battery || spec.brakeFluid || spec.coolant || spec.cabinFilter);

/**
 * Says so when an engine's oil figures are not in the table, so a reader never takes their absence
 * for "none needed"; entries whose notes already say why they leave them to the manual are left as written.
 */
function missingOil(entry: MaintenanceEntry): string | undefined {
  if (entry.spec.isElectric || /left to the owner'?s manual/i.test(entry.spec.notes)) return undefined;
  const { oil, oilCapacity } = entry.spec;
  if (!oil && !oilCapacity) return 'No published copy of the owner\'s manual\'s oil grade and capacity for this engine was found, so neither is given here: take them from the manual.';
  if (!oilCapacity) return 'No published copy of the owner\'s manual\'s oil capacity for this engine was found, so none is given here: take it from the manual.';
  if (!oil) return 'No published copy of the owner\'s manual\'s oil grade for this engine was found, so none is given here: take it from the manual.';
  return undefined;
}

function basisOf(reasons: string[]): MatchBasis {
  if (reasons.some((r) => r.startsWith('engine code'))) return 'engine code';
  if (reasons.some((r) => r.startsWith('engine descriptor'))) return 'engine descriptor';
  if (reasons.some((r) => / L$/.test(r))) return 'displacement';
  if (reasons.some((r) => r.startsWith('model '))) return 'model';
  return 'make';
}

/**
 * The sentence that tells a reader which engine the specs are for when the VIN decode did not name
 * it outright; nothing when an engine code or descriptor matched (the entry's notes name the engine).
 */
function explainLead(entry: MaintenanceEntry, basis: MatchBasis, v: NormalisedVehicle): string | undefined {
  if (basis === 'displacement') {
    // Say what the decode did name, so the notes never claim a code was missing when it was decoded.
    const named = v.engineModelText ? `the VIN decode names the engine "${v.engineModelText}", which this table does not list by that name.` : 'the VIN decode did not name an engine code this table lists.';
    const how = `matched on make, model year and the ${v.displacementL?.toFixed(1)} L displacement: ${named}`;
    if (!entry.engine) return `${hasValues(entry.spec) ? 'These specs were' : 'The engine below was'} ${how}`;
    return `${hasValues(entry.spec) ? 'These specs are for' : 'The engine is taken to be'} the ${entry.engine}, ${how}`;
  }
  if (basis === 'make' && entry.fuel === 'hydrogen') {
    return 'These are general specs for this make\'s fuel-cell vehicles: the table has no entry for this model.';
  }
  if (basis === 'make' && entry.fuel === 'electric') {
    return 'These are general specs for this make\'s electric vehicles: the table has no entry for this model.';
  }
  if (basis === 'make') {
    const size = v.displacementL ? ` (${v.displacementL.toFixed(1)} L)` : '';
    if (v.engineModelText) return `These are general specs for the make: the VIN decode names the engine "${v.engineModelText}"${size}, which this table has no entry for.`;
    return `These are general specs for the make: the VIN decode did not identify an engine this table lists${size}.`;
  }
  return undefined;
}
