/**
 * `npm run coverage:maintenance`: how much of the maintenance table's purpose is met, three ways.
 *
 * 1. The coverage list (src/maintenance/coverage-list.ts): the engines of 100 best-selling US light
 *    vehicles of model years 2005-2025, expanded to one make/model/year/engine combination per year.
 *    Target (issue 27): at least 97% matched.
 * 2. Every fixture VIN (test/fixtures/vpic) and every decoded popular vehicle
 *    (test/fixtures/popular-vehicles.json), each listed with the entry it matches.
 * 3. All 2005+ light vehicles among those fixtures. Target (issue 27): at least 85% matched.
 * 4. Per oil figure (grade, capacity, interval): how many matched combustion combinations of the
 *    coverage list and the fixtures give it, and from what source (issue 38); then the best-seller
 *    list (BEST_SELLERS) with both figures and their sources.
 *
 * "Light vehicle" (the old "passenger vehicle" P mark) means a fixture whose vPIC VehicleType is
 * PASSENGER CAR or MULTIPURPOSE PASSENGER VEHICLE (MPV), or TRUCK with a GVWR of class 1-3
 * (≤ 14,000 lb) or no GVWR decoded; AND which has a decoded engine (a displacement or an engine
 * model) or is battery-electric (electrification BEV or fuel Electric). Trailers, buses,
 * motorcycles, incomplete vehicles, low-speed vehicles, medium/heavy trucks and VINs that decode
 * without an engine are listed but not counted: there is nothing to match. Every row goes through
 * `explainMaintenance` unchanged; a tie (two entries equally specific) counts as no match.
 *
 * Usage: coverage-maintenance.ts [vpicFixtureDir] [popularVehiclesJson]. Exit code 1 when a figure
 * falls below its recorded floor (COVERAGE_FLOORS, the measured figures: coverage may only go up).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { explainMaintenance } from '../src/maintenance/match.js';
import { MAINTENANCE_TABLE } from '../src/maintenance/table.js';
import { BEST_SELLERS, COVERAGE_LIST, coverageCombos } from '../src/maintenance/coverage-list.js';
import type { MaintenanceEntry } from '../src/maintenance/entry.js';
import { mapVpicRow } from '../src/upstream/vpic.js';
import type { DecodedVehicle } from '../src/report/schemas.js';

export const TARGET_RATE = 0.8;
/** Issue 27's targets. */
export const TARGETS = { list: 0.97, light2005: 0.85 } as const;
/** The figures measured when the list and table last changed; a change that lowers one fails. */
export const COVERAGE_FLOORS = { list: 0.987, light2005: 0.988 } as const;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_FIXTURE_DIR = join(ROOT, 'test/fixtures/vpic');
export const DEFAULT_POPULAR_FILE = join(ROOT, 'test/fixtures/popular-vehicles.json');

export interface CoverageRow {
  label: string;
  /** True for a fixture row (label is the VIN), false for a popular-vehicle row. */
  fixture: boolean;
  vehicle: DecodedVehicle;
  passenger: boolean;
  winner: string | null;
  tie: string[];
}

/** Light truck: GVWR class 1, 2 or 3, or GVWR not decoded. */
function isLightByGvwr(gvwr: string): boolean {
  const cls = /^Class\s*(\d)/i.exec(gvwr.trim());
  return !cls || Number(cls[1]) <= 3;
}

/** Applies the definition in this file's header to one raw vPIC row. */
export function isPassengerVehicle(row: Record<string, unknown>): boolean {
  const str = (key: string): string => (typeof row[key] === 'string' ? (row[key] as string).trim() : '');
  const type = str('VehicleType').toUpperCase();
  const typeOk = type === 'PASSENGER CAR' || type === 'MULTIPURPOSE PASSENGER VEHICLE (MPV)' || (type === 'TRUCK' && isLightByGvwr(str('GVWR')));
  const displacement = Number(str('DisplacementL'));
  const engine = (Number.isFinite(displacement) && displacement > 0) || (str('EngineModel') !== '' && str('EngineModel') !== 'Not Applicable');
  const electric = /^BEV/i.test(str('ElectrificationLevel')) || /^electric$/i.test(str('FuelTypePrimary'));
  return typeOk && (engine || electric);
}

/** Every fixture in `dir`, mapped with the service's own vPIC mapper and matched. */
export function fixtureCoverage(dir = DEFAULT_FIXTURE_DIR): CoverageRow[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.DecodeVinValues.json'))
    .sort()
    .map((file) => {
      const body = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { Results?: Array<Record<string, unknown>> };
      const row = body.Results?.[0] ?? {};
      const vin = file.replace('.DecodeVinValues.json', '');
      const vehicle = mapVpicRow(vin, row);
      const { winner, tie } = explainMaintenance(vehicle);
      return { label: vin, fixture: true, vehicle, passenger: isPassengerVehicle(row), winner, tie };
    });
}

/** The decoded popular vehicles (all passenger vehicles by construction), matched. */
export function popularCoverage(file = DEFAULT_POPULAR_FILE): CoverageRow[] {
  const vehicles = JSON.parse(readFileSync(file, 'utf8')) as DecodedVehicle[];
  return vehicles.map((vehicle) => {
    const { winner, tie } = explainMaintenance(vehicle);
    const engine = [vehicle.engineDisplacement && `${vehicle.engineDisplacement} L`, vehicle.engineModel, vehicle.electrificationLevel?.split(' ')[0]].filter(Boolean).join(' ');
    return { label: `${vehicle.modelYear} ${vehicle.make} ${vehicle.model} ${engine}`.trim(), fixture: false, vehicle, passenger: true, winner, tie };
  });
}

/** Every combination of the coverage list, matched. */
export function listCoverage(): CoverageRow[] {
  return coverageCombos(COVERAGE_LIST).map(({ label, vehicle }) => {
    const { winner, tie } = explainMaintenance(vehicle);
    return { label, fixture: false, vehicle, passenger: true, winner, tie };
  });
}

/** Light vehicles of model year 2005 or later among the fixture VINs and the popular vehicles. */
export function light2005(rows: CoverageRow[]): CoverageRow[] {
  return rows.filter((r) => r.passenger && Number(r.vehicle.modelYear) >= 2005);
}

export interface CoverageFigures {
  list: { matched: number; total: number; rate: number };
  light2005: { matched: number; total: number; rate: number };
}

function figure(rows: CoverageRow[]): { matched: number; total: number; rate: number } {
  const matched = rows.filter((r) => r.winner).length;
  return { matched, total: rows.length, rate: rows.length ? matched / rows.length : 0 };
}

/** The two figures issue 27 sets targets for. */
export function coverageFigures(dir = DEFAULT_FIXTURE_DIR, popularFile = DEFAULT_POPULAR_FILE): CoverageFigures {
  return {
    list: figure(listCoverage()),
    light2005: figure(light2005([...fixtureCoverage(dir), ...popularCoverage(popularFile)])),
  };
}

const pct = (n: number, d: number): string => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);

function printSection(title: string, rows: CoverageRow[], out: (line: string) => void): void {
  out(`\n## ${title}`);
  for (const r of rows) {
    const v = r.vehicle;
    const what = r.fixture ? `${r.label}  ${[v.modelYear, v.make, v.model].filter(Boolean).join(' ')}` : r.label;
    const result = r.winner ?? (r.tie.length ? `candidates (tie: ${r.tie.join(', ')})` : 'null');
    out(`${r.passenger ? 'P' : ' '} ${what.padEnd(62)} → ${result}`);
  }
  const matched = rows.filter((r) => r.winner).length;
  const passengers = rows.filter((r) => r.passenger);
  const pMatched = passengers.filter((r) => r.winner).length;
  out(`matched ${matched}/${rows.length} (${pct(matched, rows.length)}); passenger vehicles ${pMatched}/${passengers.length} (${pct(pMatched, passengers.length)})`);
}

function printList(rows: CoverageRow[], out: (line: string) => void): void {
  out('\n## Coverage list: engines of 100 best-selling US light vehicles, model years 2005-2025');
  // Misses grouped by nameplate and engine (the year dropped), so the list says what to add next.
  const misses = new Map<string, { years: number[]; tie: string[] }>();
  for (const r of rows.filter((x) => !x.winner)) {
    const key = r.label.replace(/^\d{4} /, '');
    const miss = misses.get(key) ?? { years: [], tie: r.tie };
    miss.years.push(Number(r.vehicle.modelYear));
    misses.set(key, miss);
  }
  for (const [key, { years, tie }] of misses) {
    const span = years.length > 1 ? `${Math.min(...years)}-${Math.max(...years)}` : String(years[0]);
    out(`  miss ${span} ${key}${tie.length ? ` (tie, answered with both candidates: ${tie.join(', ')})` : ''}`);
  }
  const f = figure(rows);
  out(`matched ${f.matched}/${f.total} make/model/year/engine combinations (${pct(f.matched, f.total)})`);
}

/** The oil figures an owner asks for, as the report names them. */
export const OIL_FIGURES = { oil: 'oil grade', oilCapacity: 'oil capacity', oilInterval: 'oil-change interval' } as const;
export type OilFigure = keyof typeof OIL_FIGURES;

/**
 * Where an entry's figure comes from: read from a named published copy (`figureSources`), in an
 * entry re-checked against a published copy (`checked`, whose note says which figures), or only
 * from the manual the entry's `source` names.
 */
export type Provenance = 'published copy' | 'entry re-checked' | 'entry source only';
export function provenanceOf(entry: MaintenanceEntry, figure: OilFigure): Provenance {
  if (entry.figureSources?.[figure]) return 'published copy';
  return entry.checked ? 'entry re-checked' : 'entry source only';
}

export interface FigureCount { figure: OilFigure; with: number; total: number; by: Record<Provenance, number> }

/** Per figure, how many matched combustion rows (one winner each) give it, by provenance. */
export function figureCounts(rows: CoverageRow[]): FigureCount[] {
  const entries = rows.filter((r) => r.winner).map((r) => BY_ID.get(r.winner!)!).filter((e) => !e.spec.isElectric);
  return (Object.keys(OIL_FIGURES) as OilFigure[]).map((figure) => {
    const by: Record<Provenance, number> = { 'published copy': 0, 'entry re-checked': 0, 'entry source only': 0 };
    const having = entries.filter((e) => e.spec[figure]);
    for (const e of having) by[provenanceOf(e, figure)]++;
    return { figure, with: having.length, total: entries.length, by };
  });
}

export interface BestSellerRow {
  label: string;
  years: number;
  /** Years whose match gives both an oil grade and a capacity. */
  both: number;
  entries: string[];
  oil: string[];
  oilCapacity: string[];
  sources: string[];
}

/** The best-seller list, one row per configuration, with both oil figures and their sources. */
export function bestSellerRows(): BestSellerRow[] {
  return BEST_SELLERS.map((nameplate) => {
    const combos = coverageCombos([nameplate]);
    const entries = combos.map((c) => explainMaintenance(c.vehicle).winner).map((id) => (id ? BY_ID.get(id) : undefined));
    const matched = entries.filter((e): e is MaintenanceEntry => Boolean(e));
    const uniq = <T,>(xs: T[]): T[] => [...new Set(xs)];
    const [make, model, [[from, to, litres, , engineModel] = [0, 0, 0, 0, '']]] = nameplate;
    return {
      label: `${make} ${model} ${litres.toFixed(1)} L${engineModel ? ` ${engineModel}` : ''} ${from}-${to}`,
      years: combos.length,
      both: matched.filter((e) => e.spec.oil && e.spec.oilCapacity).length,
      entries: uniq(matched.map((e) => e.id)),
      oil: uniq(matched.map((e) => e.spec.oil ?? '—')),
      oilCapacity: uniq(matched.map((e) => e.spec.oilCapacity ?? '—')),
      sources: uniq(matched.flatMap((e) => (['oil', 'oilCapacity'] as const).filter((f) => e.spec[f]).map((f) => `${OIL_FIGURES[f]}: ${e.figureSources?.[f] ?? `${provenanceOf(e, f)} (${e.checked ?? e.source})`}`))),
    };
  });
}

const BY_ID = new Map(MAINTENANCE_TABLE.map((e) => [e.id, e]));

function printFigures(title: string, rows: CoverageRow[], out: (line: string) => void): void {
  out(`\n## Oil figures: ${title}`);
  for (const c of figureCounts(rows)) {
    const parts = (Object.entries(c.by) as Array<[Provenance, number]>).map(([p, n]) => `${n} ${p}`).join(', ');
    out(`${OIL_FIGURES[c.figure].padEnd(20)} ${c.with}/${c.total} matched combustion combinations (${pct(c.with, c.total)}): ${parts}`);
  }
}

function printBestSellers(out: (line: string) => void): void {
  out('\n## Best-seller list: 40 configurations of model years 2008-2022, with oil grade and capacity');
  const rows = bestSellerRows();
  for (const r of rows) {
    out(`${r.both === r.years ? 'both' : `${r.both}/${r.years}`.padStart(4)}  ${r.label.padEnd(44)} → ${r.entries.join(', ') || 'null'}`);
    out(`        grade ${r.oil.join(' | ')}; capacity ${r.oilCapacity.join(' | ')}`);
    for (const source of r.sources) out(`        ${source.length > 220 ? `${source.slice(0, 217)}...` : source}`);
  }
  const full = rows.filter((r) => r.both === r.years).length;
  out(`Configurations with both figures in every model year: ${full}/${rows.length}`);
}

function main(): void {
  const [dirArg, popularArg] = process.argv.slice(2);
  const fixtures = fixtureCoverage(dirArg ? resolve(dirArg) : DEFAULT_FIXTURE_DIR);
  const popular = popularCoverage(popularArg ? resolve(popularArg) : DEFAULT_POPULAR_FILE);
  const list = listCoverage();
  const out = (line: string): void => void process.stdout.write(`${line}\n`);
  out('P = light vehicle (see the definition at the top of scripts/coverage-maintenance.ts)');
  printList(list, out);
  printSection('vPIC fixtures', fixtures, out);
  printSection('Decoded popular vehicles', popular, out);
  const l = figure(list);
  const light = figure(light2005([...fixtures, ...popular]));
  const ties = [...fixtures, ...popular].filter((r) => r.tie.length > 0).length;
  out('\n## Figures');
  out(`Coverage list: ${l.matched}/${l.total} combinations (${pct(l.matched, l.total)}; target ≥ ${TARGETS.list * 100}%, floor ${(COVERAGE_FLOORS.list * 100).toFixed(1)}%)`);
  out(`2005+ light vehicles in the fixtures: ${light.matched}/${light.total} (${pct(light.matched, light.total)}; target ≥ ${TARGETS.light2005 * 100}%, floor ${(COVERAGE_FLOORS.light2005 * 100).toFixed(1)}%)`);
  out(`Fixture ties (two engines fit equally well: the report names both and gives what they share): ${ties}`);
  // A match may name the engine and leave its oil figures to the manual: say how many carry them.
  const byId = new Map(MAINTENANCE_TABLE.map((e) => [e.id, e]));
  const matchedEntries = list.filter((r) => r.winner).map((r) => byId.get(r.winner!)!);
  const combustion = matchedEntries.filter((e) => e.fuel !== 'electric');
  const withOil = combustion.filter((e) => e.spec.oil && e.spec.oilCapacity).length;
  out(`Coverage-list matches of combustion engines that give both an oil grade and a capacity: ${withOil}/${combustion.length} (${pct(withOil, combustion.length)}); the rest name the engine and leave oil to the manual`);
  printFigures('coverage list', list, out);
  printFigures('fixture decodes (vPIC fixtures and decoded popular vehicles)', [...fixtures, ...popular], out);
  printBestSellers(out);
  const checked = MAINTENANCE_TABLE.filter((e) => e.checked).length;
  out(`Entries whose values were compared with a published copy (\`checked\`): ${checked}/${MAINTENANCE_TABLE.length}`);
  if (l.rate < COVERAGE_FLOORS.list || light.rate < COVERAGE_FLOORS.light2005) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
