/**
 * `npm run coverage:maintenance`: which maintenance entry every recorded vPIC fixture and every
 * decoded popular vehicle matches, and the matched/total figures.
 *
 * "Passenger vehicle" (the figure the ≥80% target applies to) means a fixture whose vPIC
 * VehicleType is PASSENGER CAR or MULTIPURPOSE PASSENGER VEHICLE (MPV), or TRUCK with a GVWR of
 * class 1-3 (≤ 14,000 lb, i.e. a light truck) or no GVWR decoded; AND which has a decoded engine
 * (a displacement or an engine model) or is battery-electric (electrification BEV or fuel Electric).
 * Trailers, buses, motorcycles, incomplete vehicles, low-speed vehicles, medium/heavy trucks and
 * VINs that decode without an engine are listed but not counted: there is nothing to match.
 * There are no per-VIN special cases: every row goes through `explainMaintenance` unchanged.
 *
 * Usage: coverage-maintenance.ts [vpicFixtureDir] [popularVehiclesJson]. Exit code 1 when the
 * passenger-vehicle rate is below 80%.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { explainMaintenance } from '../src/maintenance/match.js';
import { mapVpicRow } from '../src/upstream/vpic.js';
import type { DecodedVehicle } from '../src/schemas.js';

export const TARGET_RATE = 0.8;
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

const pct = (n: number, d: number): string => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);

function printSection(title: string, rows: CoverageRow[], out: (line: string) => void): void {
  out(`\n## ${title}`);
  for (const r of rows) {
    const v = r.vehicle;
    const what = r.fixture ? `${r.label}  ${[v.modelYear, v.make, v.model].filter(Boolean).join(' ')}` : r.label;
    const result = r.winner ?? (r.tie.length ? `null (tie: ${r.tie.join(', ')})` : 'null');
    out(`${r.passenger ? 'P' : ' '} ${what.padEnd(62)} → ${result}`);
  }
  const matched = rows.filter((r) => r.winner).length;
  const passengers = rows.filter((r) => r.passenger);
  const pMatched = passengers.filter((r) => r.winner).length;
  out(`matched ${matched}/${rows.length} (${pct(matched, rows.length)}); passenger vehicles ${pMatched}/${passengers.length} (${pct(pMatched, passengers.length)})`);
}

function main(): void {
  const [dirArg, popularArg] = process.argv.slice(2);
  const fixtures = fixtureCoverage(dirArg ? resolve(dirArg) : DEFAULT_FIXTURE_DIR);
  const popular = popularCoverage(popularArg ? resolve(popularArg) : DEFAULT_POPULAR_FILE);
  const out = (line: string): void => void process.stdout.write(`${line}\n`);
  out('P = passenger vehicle (see the definition at the top of scripts/coverage-maintenance.ts)');
  printSection('vPIC fixtures', fixtures, out);
  printSection('Decoded popular vehicles', popular, out);
  const passengers = fixtures.filter((r) => r.passenger);
  const rate = passengers.filter((r) => r.winner).length / Math.max(passengers.length, 1);
  const ties = [...fixtures, ...popular].filter((r) => r.tie.length > 0).length;
  out(`\nPassenger-vehicle fixture rate ${pct(rate * passengers.length, passengers.length)} (target ≥ ${TARGET_RATE * 100}%); ties: ${ties}`);
  if (rate < TARGET_RATE || ties > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
