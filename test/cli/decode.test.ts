/**
 * `vin-report decode` as a user runs it: a child process against the fake NHTSA with a temp
 * CACHE_DIR, checked by what it prints and the exit status.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { VinReportSchema } from '../../src/report/report.js';
import { sameConfigurationDecode, sameConfigurationVins, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startEntryPoint } from '../helpers/entry-point.js';
import { ageCachedReport } from '../helpers/service.js';
import { cliEnv, runCli } from './run-cli.js';

const HONDA = '1HGCM82633A004352';
const AUDI = 'WUAAU34248N006164';
/** vPIC decodes it (a 1987 Ford bus) without a model name, so the recall service cannot be asked. */
const NO_MODEL = '2FB4H1DM8H6372252';
/** vPIC decodes it without a model year: the contract's undecodable case. */
const NO_YEAR = '3VW3564650M388202';

let fake: FakeUpstream;
let tmp: string;
let env: Record<string, string>;

before(async () => {
  fake = await startFakeUpstream();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-cli-'));
  env = cliEnv(fake, path.join(tmp, 'cache'));
});

after(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

/** A fresh cache directory, for tests that must reach the fake upstream. */
async function freshEnv(): Promise<Record<string, string>> {
  return { ...env, CACHE_DIR: await mkdtemp(path.join(tmp, 'cache-')) };
}

test('decode prints a readable report: vehicle, recalls, maintenance and the summary with its score', async () => {
  const run = await runCli(['decode', HONDA], { env });
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^2003 Honda Accord EX-V6\nVIN 1HGCM82633A004352\n/);
  assert.match(run.stdout, /Engine: +3\.0 L, 6 cylinders/);
  assert.match(run.stdout, /^Recalls \(3\)$/m);
  assert.match(run.stdout, /Campaign 19V182000/);
  assert.match(run.stdout, /^Maintenance$/m);
  assert.match(run.stdout, /^Summary: score \d+\/10 \((Very poor|Poor|Fair|Good|Excellent)\)$/m);
  assert.match(run.stdout, /Summary and score written by the service’s built-in rules/);
  assert.doesNotMatch(run.stdout, /[{}]/, 'text, not JSON');
  assert.equal(run.stderr, '', 'nothing on stderr when all went well');
});

test('decode --json prints the report body that validates against the schema', async () => {
  const run = await runCli(['decode', HONDA.toLowerCase(), '--json'], { env });
  assert.equal(run.code, 0, run.stderr);
  const report = VinReportSchema.parse(JSON.parse(run.stdout));
  assert.equal(report.vin, HONDA);
  assert.equal(report.vehicle.make, 'HONDA');
});

test('a second decode of the same VIN is served from the shared file cache', async () => {
  const cached = await freshEnv();
  await runCli(['decode', AUDI, '--json'], { env: cached });
  const vpicCalls = fake.calls.vpic;
  const run = await runCli(['decode', AUDI, '--json'], { env: cached });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(fake.calls.vpic, vpicCalls, 'vPIC was not asked again');
  assert.equal(JSON.parse(run.stdout).cached, true);
});

test('a malformed VIN says what is wrong in one line and exits 2', async () => {
  const run = await runCli(['decode', '1HGCM8263O'], { env });
  assert.equal(run.code, 2);
  assert.equal(run.stdout, '');
  assert.equal(run.stderr, 'vin-report: VIN must be exactly 17 characters, got 10; VINs never contain the letters I, O or Q (found O).\n');
});

test('an undecodable VIN prints vPIC\'s explanation in one line and exits 2', async () => {
  const run = await runCli(['decode', NO_YEAR], { env });
  assert.equal(run.code, 2);
  assert.match(run.stderr, /^vin-report: The VIN could not be decoded: vPIC returned no model year\. \(vPIC says: .+\)\n$/);
});

test('an upstream failure asks the user to retry, without a stack trace, and exits 2', async () => {
  fake.fail('vpic', { kind: 'status', status: 503 });
  try {
    const run = await runCli(['decode', 'JM1GC3111FU937813'], { env: await freshEnv() });
    assert.equal(run.code, 2);
    assert.equal(run.stderr.trim().split('\n').at(-1), 'vin-report: The vehicle data services did not answer properly. Please retry in a moment.');
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    assert.doesNotMatch(run.stderr, /127\.0\.0\.1/, 'no upstream address');
  } finally {
    fake.fail('vpic', null);
  }
});

test('through an outage an expired report is printed, and stderr says how old it is', async () => {
  const outage = await freshEnv();
  assert.equal((await runCli(['decode', HONDA], { env: outage })).code, 0);
  await ageCachedReport(outage.CACHE_DIR!, HONDA, 8);
  fake.fail('vpic', { kind: 'status', status: 503 });
  try {
    const run = await runCli(['decode', HONDA], { env: outage });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^2003 Honda Accord EX-V6\n/);
    assert.equal(run.stderr.trim(), 'vin-report: This report is 8 days old. The vehicle data services (NHTSA) are not answering right now, so the last report built for this VIN is shown instead. Recalls announced since then are not in it: try again later for an up-to-date report.');
  } finally {
    fake.fail('vpic', null);
  }
});

test('a section that could not be fetched is named under the report, and stderr stays empty', async () => {
  fake.fail('complaints', { kind: 'status', status: 503 });
  try {
    const run = await runCli(['decode', HONDA], { env: await freshEnv() });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /\nNot fetched this time \(try again later\): owner complaints\.\n/);
    assert.equal(run.stderr, '', 'the output already says it: no JSON warning line besides');
  } finally {
    fake.fail('complaints', null);
  }
});

test('decode --file writes one CSV row per VIN in input order and a summary line on stderr', async () => {
  const list = path.join(tmp, 'fleet.csv');
  await writeFile(list, `VIN,Unit\n# yard 3\n${AUDI},truck 7\n\n${HONDA},van 2\n`);
  const run = await runCli(['decode', '--file', list, '--format', 'csv'], { env });
  assert.equal(run.code, 0, run.stderr);
  const rows = run.stdout.trimEnd().split('\r\n');
  assert.equal(rows.length, 3);
  assert.match(rows[0]!, /^vin,status,error,modelYear,make,model,trim,/);
  assert.match(rows[1]!, new RegExp(`^${AUDI},ok,,2011,AUDI,`));
  assert.match(rows[2]!, new RegExp(`^${HONDA},ok,,2003,HONDA,Accord,EX-V6,Coupe,Gasoline,3,`));
  assert.equal(run.stderr, 'Decoded 2 of 2 VINs.\n', 'no progress bar when stderr is not a terminal');
});

test('decode --file - reads stdin and writes JSON Lines, one object per VIN', async () => {
  const run = await runCli(['decode', '--file', '-', '--format', 'jsonl'], { env, stdin: `${HONDA}\n${AUDI}\n` });
  assert.equal(run.code, 0, run.stderr);
  const lines = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((l) => [l.vin, l.status]), [[HONDA, 'ok'], [AUDI, 'ok']]);
  VinReportSchema.parse(lines[0].report);
});

test('decode --file beside a service on the same cache without Redis warns that each keeps its own upstream limits', async () => {
  const shared = await freshEnv();
  const service = await startEntryPoint({ env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', ...shared } });
  try {
    const run = await runCli(['decode', '--file', '-', '--format', 'jsonl'], { env: shared, stdin: `${HONDA}\n` });
    assert.equal(run.code, 0, run.stderr);
    const warning = run.stderr.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.event === 'upstream_limits_not_shared');
    assert.ok(warning, run.stderr);
    assert.match(String(warning.hint), /each keep their own limits on NHTSA and the EPA.*REDIS_URL/);
  } finally {
    await service.stop();
  }
  const alone = await runCli(['decode', '--file', '-', '--format', 'jsonl'], { env: shared, stdin: `${AUDI}\n` });
  assert.doesNotMatch(alone.stderr, /upstream_limits_not_shared/, 'no warning once the service has stopped');
});

test('decode --file exits 2 when some VINs fail, reporting each failure in its own row', async () => {
  const run = await runCli(['decode', '--file', '-', '--format', 'jsonl'], { env, stdin: `${HONDA}\nNOT-A-VIN\n${NO_YEAR}\n` });
  assert.equal(run.code, 2);
  const lines = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((l) => [l.vin, l.status]), [[HONDA, 'ok'], ['NOT-A-VIN', 'invalid_vin'], [NO_YEAR, 'undecodable_vin']]);
  assert.match(lines[1].error, /17 characters/);
  assert.equal(run.stderr, 'Decoded 1 of 3 VINs; 2 failed (see the status field).\n');
});

test('decode --file asks vPIC for new VINs 50 at a time, and a re-run asks it for none', async () => {
  const batchFake = await startFakeUpstream({ vpicFallback: sameConfigurationDecode() });
  after(() => batchFake.close());
  const fleetEnv = cliEnv(batchFake, await mkdtemp(path.join(tmp, 'cache-')));
  const vins = sameConfigurationVins(HONDA, 60);
  const list = path.join(tmp, 'fleet-60.txt');
  await writeFile(list, [...vins, ...vins.slice(0, 5)].join('\n'));
  const first = await runCli(['decode', '--file', list], { env: fleetEnv });
  assert.equal(first.code, 0, first.stderr);
  assert.deepEqual(batchFake.vpicVins.map((call) => call.length), [50, 10]);
  const again = await runCli(['decode', '--file', list], { env: fleetEnv });
  assert.equal(again.code, 0, again.stderr);
  assert.equal(batchFake.calls.vpic, 2);
});

test('decode --file with a missing file says so in one line and exits 66', async () => {
  const run = await runCli(['decode', '--file', path.join(tmp, 'nope.txt')], { env });
  assert.equal(run.code, 66);
  assert.match(run.stderr, /^vin-report: cannot read ".*nope\.txt": no such file\n$/);
});

/** The cells of a CSV row by column name, quoted cells unquoted (one line per row, as the fleet writes them). */
function csvCells(header: string, row: string): Record<string, string> {
  const values = [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map(([, cell = '']) =>
    cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
  );
  return Object.fromEntries(header.split(',').map((name, i) => [name, values[i] ?? '']));
}

test('decode of a VIN without a model name says its recalls could not be looked up, never that there are none', async () => {
  const run = await runCli(['decode', NO_MODEL], { env });
  assert.equal(run.code, 0, run.stderr);
  const text = run.stdout.replace(/\s+/g, ' ');
  assert.match(text, / Recalls \(not looked up\) -+ Recalls could not be looked up: NHTSA's decoder returned no model name for this VIN, and the recall service is searched by make, model and year\. This is not a clean record\. /);
  assert.match(run.stdout, new RegExp(`Check this VIN at NHTSA: https://www\\.nhtsa\\.gov/recalls\\?vin=${NO_MODEL}`));
  assert.doesNotMatch(run.stdout, /No recalls|Recalls \(0\)|try again later\): recalls/);
});

test('in fleet CSV, recalls that could not be looked up are empty cells and the unavailable and notLookedUp columns name them', async () => {
  const list = path.join(tmp, 'no-model.txt');
  await writeFile(list, `${NO_MODEL}\n${HONDA}\n`);
  const run = await runCli(['decode', '--file', list], { env });
  assert.equal(run.code, 0, run.stderr);
  const [header, noModel, honda] = run.stdout.trimEnd().split('\r\n') as [string, string, string];
  assert.match(header, /,cached,unavailable,ageSeconds,vehicle,notLookedUp,scoreLabel,scoreProvisional,decodeConfidence,suggestedVin,notInDemo,notApplicable,powertrain,combinedMpgUnit,narrowed$/);
  const cells = csvCells(header, noModel);
  for (const column of ['recalls', 'parkItRecalls', 'parkOutsideRecalls', 'overTheAirRecalls', 'recallsMayApply']) assert.equal(cells[column], '', column);
  assert.equal(cells.unavailable, 'recalls');
  assert.equal(cells.notLookedUp, 'recalls;complaints;safetyRatings;fuelEconomy');
  assert.equal(csvCells(header, honda).recalls, '3');
  assert.equal(csvCells(header, honda).unavailable, '');
});

test('in fleet CSV, a VIN vPIC corrected is not a plain ok row: its decode confidence says so, and a trailer has no score but "Not enough data"', async () => {
  const list = path.join(tmp, 'assessed.txt');
  await writeFile(list, '1GNJKADZ1B3449709\n2HNYD18213P683944\n1J9ABCYE14V316844\n');
  const run = await runCli(['decode', '--file', list], { env });
  assert.equal(run.code, 0, run.stderr);
  const [header, tahoe, mdx, trailer] = run.stdout.trimEnd().split('\r\n') as [string, string, string, string];
  assert.equal(csvCells(header, tahoe).decodeConfidence, 'corrected');
  assert.equal(csvCells(header, tahoe).scoreProvisional, 'true');
  assert.equal(csvCells(header, mdx).suggestedVin, '2HNYD18213G683944');
  assert.equal(csvCells(header, trailer).score, '');
  assert.equal(csvCells(header, trailer).scoreLabel, 'Not enough data');
});

test('in a fleet run through an outage, a stale report says how old it is (ageSeconds)', async () => {
  const outage = await freshEnv();
  assert.equal((await runCli(['decode', HONDA], { env: outage })).code, 0);
  await ageCachedReport(outage.CACHE_DIR!, HONDA, 8);
  const list = path.join(tmp, 'stale.txt');
  await writeFile(list, `${HONDA}\n`);
  fake.fail('vpic', { kind: 'status', status: 503 });
  try {
    const csv = await runCli(['decode', '--file', list], { env: outage });
    assert.equal(csv.code, 0, csv.stderr);
    const [header, row] = csv.stdout.trimEnd().split('\r\n') as [string, string];
    assert.equal(Math.round(Number(csvCells(header, row).ageSeconds) / 86_400), 8);
    const jsonl = await runCli(['decode', '--file', list, '--format', 'jsonl'], { env: outage });
    assert.equal(Math.round((JSON.parse(jsonl.stdout) as { ageSeconds: number }).ageSeconds / 86_400), 8);
  } finally {
    fake.fail('vpic', null);
  }
});
