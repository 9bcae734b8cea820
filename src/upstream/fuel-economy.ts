/**
 * EPA fuel economy from fueleconomy.gov: the model name EPA files the vehicle under
 * (`/ws/rest/vehicle/menu/model?year=&make=`; "CR-V AWD" where vPIC says "CR-V"), the engine and
 * transmission options for it (`/ws/rest/vehicle/menu/options?year=&make=&model=`), then the
 * chosen option's record (`/ws/rest/vehicle/{id}`).
 */
import { UpstreamError } from '../errors.js';
import type { FuelEconomy } from '../report/fuel-economy.js';
import { fetchJson } from './http/fetch-json.js';
import { upstreamText } from './http/upstream-text.js';
import type { UpstreamClientOptions } from './http/client-options.js';

/** The decoded vehicle's fields the choice uses (vPIC's words). */
export interface FuelVehicleHints {
  driveType?: string;
  engineCylinders?: string;
  engineDisplacement?: string;
  transmissionStyle?: string;
  transmissionSpeeds?: string;
  fuelType?: string;
  electrificationLevel?: string;
}

export interface EpaOption {
  text: string;
  id: string;
}

export interface FuelEconomyClient {
  /**
   * The EPA figures of the option closest to the decoded vehicle, or null when EPA lists no model
   * or option for it, or its record carries no usable figures.
   * @throws UpstreamError
   */
  find(query: { make: string; model: string; modelYear: string }, hints: FuelVehicleHints, signal?: AbortSignal): Promise<FuelEconomy | null>;
  /**
   * EPA's model menu for a make and year: `find`'s first look-up, which needs no model (so it can
   * start before vPIC answers, from the make and year the VIN reads as).
   * @throws UpstreamError
   */
  models(query: { make: string; modelYear: string }, signal?: AbortSignal): Promise<EpaOption[]>;
  /** `find` in a model menu already asked for (`models`). @throws UpstreamError */
  findInMenu(menu: EpaOption[], query: { make: string; model: string; modelYear: string }, hints: FuelVehicleHints, signal?: AbortSignal): Promise<FuelEconomy | null>;
}

/** A vehicle record is one JSON object; anything else is not an answer (and is never cached). */
const isRecord = (body: unknown): boolean => body !== null && typeof body === 'object' && !Array.isArray(body);

export function createFuelEconomyClient(options: UpstreamClientOptions): FuelEconomyClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const get = (path: string, signal?: AbortSignal, isAnswer?: (body: unknown) => boolean) => fetchJson(`${base}/ws/rest/vehicle/${path}`, {
    fetch: options.fetch,
    cache: options.cache,
    upstream: 'fuelEconomy',
    timeoutMs: options.timeoutMs,
    userAgent: options.userAgent,
    limits: options.limits,
    init: { headers: { accept: 'application/json' } },
    signal,
    isAnswer,
  });
  const modelMenu = async (query: { make: string; modelYear: string }, signal?: AbortSignal) =>
    menuItems(await get(`menu/model?${new URLSearchParams({ year: query.modelYear, make: query.make })}`, signal));
  const findInMenu: FuelEconomyClient['findInMenu'] = async (models, query, hints, signal) => {
    const model = chooseEpaModel(query.model, models.map((m) => m.id), hints);
    if (model === undefined) return null;
    const params = new URLSearchParams({ year: query.modelYear, make: query.make, model });
    const option = chooseEpaOption(menuItems(await get(`menu/options?${params}`, signal)), hints);
    if (option === undefined) return null;
    const record = await get(encodeURIComponent(option.id), signal, isRecord);
    return mapFuelEconomy(record as Record<string, unknown>, option.text);
  };
  return {
    models: modelMenu,
    findInMenu,
    find: async (query, hints, signal) => findInMenu(await modelMenu(query, signal), query, hints, signal),
  };
}

/**
 * EPA's menus come as `{"menuItem":[...]}`, as `{"menuItem":{...}}` when there is one item, or as
 * a bare `null` when there are none. `id` is the item's value (a vehicle id, or a model name).
 */
export function menuItems(body: unknown): EpaOption[] {
  if (body === null) return [];
  if (typeof body !== 'object' || Array.isArray(body) || !('menuItem' in body)) {
    throw new UpstreamError('fuelEconomy', 'fueleconomy.gov answered without a menu');
  }
  const raw = (body as { menuItem: unknown }).menuItem;
  const rows = Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw];
  const items: EpaOption[] = [];
  for (const row of rows) {
    const record = (row ?? {}) as Record<string, unknown>;
    const text = upstreamText(record.text, 200);
    const id = upstreamText(typeof record.value === 'number' ? String(record.value) : record.value, 200);
    if (text !== undefined && id !== undefined) items.push({ text, id });
  }
  return items;
}

/**
 * EPA's model name for the vPIC model: the same name, or the name followed by a space and words
 * ("CR-V AWD", "CR-V Hybrid AWD"). Among several, the one whose words agree with the decoded drive
 * and with whether the vehicle is a hybrid wins; undefined when EPA lists nothing that fits.
 */
export function chooseEpaModel(vpicModel: string, epaModels: readonly string[], hints: FuelVehicleHints): string | undefined {
  const wanted = vpicModel.trim().toUpperCase();
  if (wanted === '') return undefined;
  const candidates = epaModels.filter((name) => {
    const upper = name.trim().toUpperCase();
    return upper === wanted || upper.startsWith(`${wanted} `);
  });
  const drive = driveOf(hints.driveType);
  const hybrid = isHybrid(hints);
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const name of candidates) {
    const words = name.toUpperCase().split(/\s+/).slice(wanted.split(/\s+/).length);
    const named = words.map(driveWord).filter((d): d is string => d !== undefined);
    let score = 0;
    if (drive !== undefined && named.length > 0) score += named.includes(drive) ? 2 : -2;
    if (hybrid !== undefined) score += words.some((w) => w.startsWith('HYBRID') || w === 'PLUG-IN') === hybrid ? 1 : -1;
    // Trim-level names ("Sport/Touring", "TrailSport") are further from a plain decode than the bare name.
    score -= words.filter((w) => driveWord(w) === undefined && !w.startsWith('HYBRID')).length * 0.1;
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}

interface OptionFacts {
  cylinders?: number;
  displacement?: number;
  automatic?: boolean;
  cvt?: boolean;
  speeds?: number;
}

/** Reads "Auto (S8), 6 cyl, 3.5 L, Turbo" / "Man 6-spd, 4 cyl, 2.0 L" / "Auto (variable gear ratios), ...". */
export function optionFacts(text: string): OptionFacts {
  const facts: OptionFacts = {};
  for (const part of text.split(/[,;]/).map((p) => p.trim())) {
    const cyl = /^(\d{1,2}) cyl$/.exec(part);
    if (cyl) facts.cylinders = Number(cyl[1]);
    const litres = /^(\d{1,2}(?:\.\d{1,2})?) L$/.exec(part);
    if (litres) facts.displacement = Number(litres[1]);
    if (part.startsWith('Auto')) {
      facts.automatic = true;
      facts.cvt = part.includes('variable gear') || part.includes('AV');
      const speeds = /(\d{1,2})\)$/.exec(part);
      if (speeds && !part.includes('AV-S') && !facts.cvt) facts.speeds = Number(speeds[1]);
    }
    if (part.startsWith('Man')) {
      facts.automatic = false;
      const speeds = /(\d{1,2})-spd/.exec(part);
      if (speeds) facts.speeds = Number(speeds[1]);
    }
  }
  return facts;
}

/**
 * The option agreeing best with the decoded engine and transmission: cylinders and displacement
 * weigh most, then automatic/manual/CVT, then the number of speeds; a stated fact that disagrees
 * counts against. Ties keep EPA's order.
 */
export function chooseEpaOption(epaOptions: readonly EpaOption[], hints: FuelVehicleHints): EpaOption | undefined {
  const cylinders = positiveNumber(hints.engineCylinders);
  const displacement = positiveNumber(hints.engineDisplacement);
  const speeds = positiveNumber(hints.transmissionSpeeds);
  const style = (hints.transmissionStyle ?? '').toUpperCase();
  const wantsCvt = style.includes('CVT') || style.includes('CONTINUOUSLY');
  const wantsManual = style.includes('MANUAL') && !style.includes('AUTOMATED');
  const wantsAutomatic = style !== '' && !wantsManual;
  let best: EpaOption | undefined;
  let bestScore = -Infinity;
  for (const option of epaOptions) {
    const facts = optionFacts(option.text);
    let score = 0;
    if (cylinders !== undefined && facts.cylinders !== undefined) score += facts.cylinders === cylinders ? 3 : -3;
    if (displacement !== undefined && facts.displacement !== undefined) score += Math.abs(facts.displacement - displacement) < 0.06 ? 3 : -3;
    if (style !== '' && facts.automatic !== undefined) score += facts.automatic === wantsAutomatic ? 1 : -1;
    if (wantsCvt && facts.cvt !== undefined) score += facts.cvt ? 1 : -1;
    if (speeds !== undefined && facts.speeds !== undefined) score += facts.speeds === speeds ? 1 : -1;
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

/** EPA values come as numbers or strings; -1 (and anything not a positive number) means unknown. */
function epaNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** An EPA figure that may be zero or negative (a saving against the average); -1 and anything not a number mean unknown. */
function epaSigned(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n !== -1 ? n : undefined;
}

/**
 * The figures of one `/ws/rest/vehicle/{id}` record; null when city, highway or combined is
 * unknown. city08/highway08/comb08 are EPA's primary-fuel ratings (MPGe for an electric vehicle);
 * the range is `range` for an electric vehicle and `rangeA` (electric range) for a plug-in hybrid.
 */
export function mapFuelEconomy(record: Record<string, unknown>, variant: string): FuelEconomy | null {
  const city = epaNumber(record.city08);
  const highway = epaNumber(record.highway08);
  const combined = epaNumber(record.comb08);
  if (city === undefined || highway === undefined || combined === undefined) return null;
  const economy: FuelEconomy = {
    variant,
    cityMpg: city,
    highwayMpg: highway,
    combinedMpg: combined,
    fuelType: upstreamText(record.fuelType, 100) ?? 'Unknown',
  };
  const kind = typeof record.atvType === 'string' ? record.atvType.trim().toUpperCase() : '';
  const range = kind === 'EV' ? epaNumber(record.range) : kind === 'PLUG-IN HYBRID' ? epaNumber(record.rangeA) : undefined;
  if (range !== undefined) economy.rangeMiles = range;
  if (kind === 'PLUG-IN HYBRID') {
    const [eCity, eHighway, eCombined] = [epaNumber(record.cityA08), epaNumber(record.highwayA08), epaNumber(record.combA08)];
    if (eCity !== undefined && eHighway !== undefined && eCombined !== undefined) Object.assign(economy, { electricCityMpge: eCity, electricHighwayMpge: eHighway, electricCombinedMpge: eCombined });
  }
  const kwh = kind === 'EV' || kind === 'PLUG-IN HYBRID' ? epaNumber(record.combE) : undefined;
  if (kwh !== undefined) economy.kwhPer100Miles = kwh;
  const annualFuelCost = epaNumber(record.fuelCost08);
  if (annualFuelCost !== undefined && Number.isInteger(annualFuelCost)) economy.annualFuelCost = annualFuelCost;
  const versusAverage = epaSigned(record.youSaveSpend);
  if (versusAverage !== undefined && Number.isInteger(versusAverage)) economy.fiveYearVersusAverage = versusAverage;
  const co2 = epaSigned(record.co2TailpipeGpm);
  if (co2 !== undefined && co2 >= 0) economy.co2GramsPerMile = co2;
  const greenhouse = epaNumber(record.ghgScore);
  if (greenhouse !== undefined && Number.isInteger(greenhouse) && greenhouse <= 10) economy.greenhouseScore = greenhouse;
  return economy;
}

function positiveNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function driveOf(driveType: string | undefined): string | undefined {
  const upper = (driveType ?? '').toUpperCase();
  if (upper.includes('AWD') || upper.includes('ALL-WHEEL') || upper.includes('ALL WHEEL')) return 'AWD';
  if (upper.includes('4WD') || upper.includes('4X4') || upper.includes('4-WHEEL')) return '4WD';
  if (upper.includes('FWD') || upper.includes('FRONT')) return 'FWD';
  if (upper.includes('RWD') || upper.includes('REAR')) return 'RWD';
  if (upper.includes('4X2') || upper.includes('2WD')) return '2WD';
  return undefined;
}

function driveWord(word: string): string | undefined {
  if (word === 'AWD') return 'AWD';
  if (word === '4WD' || word === '4X4') return '4WD';
  if (word === 'FWD') return 'FWD';
  if (word === 'RWD') return 'RWD';
  if (word === '2WD' || word === '4X2') return '2WD';
  return undefined;
}

/** true/false when the decode says whether the vehicle is a hybrid, undefined when it says nothing. */
function isHybrid(hints: FuelVehicleHints): boolean | undefined {
  const level = (hints.electrificationLevel ?? '').toUpperCase();
  if (level.includes('HEV') || level.includes('HYBRID')) return true;
  const fuel = (hints.fuelType ?? '').toUpperCase();
  if (level === '' && fuel === '') return undefined;
  return false;
}
