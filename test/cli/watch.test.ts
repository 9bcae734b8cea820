/**
 * `vin-report watch FLEET-FILE` as cron or a systemd timer runs it: a child process against the
 * fake NHTSA, judged by what it prints, its exit status and the state file beside the fleet file.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { FIXTURES_DIR, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { cliEnv, runCli, runCliHere } from './run-cli.js';

/** A 2003 Honda Accord: three campaigns on file. */
const HONDA = '1HGCM82633A004352';
const ACURA = '2HNYD18213P683944';
/** A 2006 Cadillac that vPIC decodes with a make and a year but no model name. */
const NO_MODEL = '1GYF7P34660265330';

let fake: FakeUpstream;
let tmp: string;
let env: Record<string, string>;

before(async () => {
  fake = await startFakeUpstream();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-watch-'));
  env = cliEnv(fake, path.join(tmp, 'cache'));
});

after(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

async function fleetFile(name: string, vins: string[]): Promise<string> {
  const file = path.join(tmp, name);
  await writeFile(file, `VIN\n${vins.join('\n')}\n`);
  return file;
}

type WatchCampaigns = Record<string, Record<string, string>>;

/** Edits the kept campaigns of the one model a fleet file's watch state holds, as a past run would have left them; returns the model's key. */
async function editCampaigns(file: string, edit: (campaigns: Record<string, string>) => void): Promise<string> {
  const statePath = `${file}.watch.json`;
  const state = JSON.parse(await readFile(statePath, 'utf8')) as { campaigns: WatchCampaigns };
  const [model] = Object.keys(state.campaigns) as [string];
  edit(state.campaigns[model]!);
  await writeFile(statePath, JSON.stringify(state));
  return model;
}

test('the first run prints every campaign as new and exits 1; a second run with nothing new prints nothing and exits 0', async () => {
  const file = await fleetFile('fleet-a.csv', [HONDA, ACURA, HONDA.toLowerCase()]);
  const first = await runCli(['watch', file], { env });
  assert.equal(first.code, 1, first.stderr);
  assert.match(first.stdout, /^New recall for the 2003 HONDA Accord \(1HGCM82633A004352\):$/m);
  assert.match(first.stdout, /Campaign 19V182000/);
  assert.match(first.stderr, /^Checked the recalls of 2 models for 2 VINs: \d+ new and 0 changed campaigns since the last run\.\n$/);
  const second = await runCli(['watch', file], { env });
  assert.equal(second.code, 0, second.stderr);
  assert.equal(second.stdout, '');
  assert.match(second.stderr, /: 0 new and 0 changed campaigns since the last run\.\n$/);
});

test('a campaign the last run did not see is printed alone, and the run exits 1', async () => {
  const file = await fleetFile('fleet-b.txt', [HONDA]);
  assert.equal((await runCli(['watch', file], { env })).code, 1);
  await editCampaigns(file, (campaigns) => delete campaigns['19V182000']);
  const run = await runCli(['watch', file], { env });
  assert.equal(run.code, 1, run.stderr);
  assert.equal(run.stdout.match(/^New recall/gm)?.length, 1);
  assert.match(run.stdout, /Campaign 19V182000/);
});

test('a campaign whose text changed since the last run is printed as changed', async () => {
  const file = await fleetFile('fleet-c.txt', [HONDA]);
  assert.equal((await runCli(['watch', file], { env })).code, 1);
  await editCampaigns(file, (campaigns) => void (campaigns['19V182000'] = 'an older text'));
  const run = await runCli(['watch', file], { env });
  assert.equal(run.code, 1, run.stderr);
  assert.match(run.stdout, /^Changed recall for the 2003 HONDA Accord/m);
  assert.doesNotMatch(run.stdout, /^New recall/m);
});

test('watch refuses stdin, since its state is kept beside the fleet file', async () => {
  const run = await runCli(['watch', '-'], { env });
  assert.equal(run.code, 64);
  assert.match(run.stderr, /not stdin/);
});

test('the state file is readable by its owner only, as the cache is', async () => {
  const file = await fleetFile('fleet-mode.txt', [HONDA]);
  const statePath = `${file}.watch.json`;
  // A state an earlier version left world-readable is replaced by one that is not.
  await writeFile(statePath, JSON.stringify({ v: 1, vehicles: {}, campaigns: {} }), { mode: 0o644 });
  assert.equal((await runCliHere(['watch', file], { env })).code, 1);
  assert.equal((await stat(statePath)).mode & 0o777, 0o600);
});

test('a state file with one mistyped entry is said on stderr and read as a first run, then rewritten', async () => {
  const file = await fleetFile('fleet-mistyped.txt', [HONDA]);
  const statePath = `${file}.watch.json`;
  assert.equal((await runCliHere(['watch', file], { env })).code, 1);
  const state = JSON.parse(await readFile(statePath, 'utf8')) as { vehicles: Record<string, Record<string, unknown>> };
  state.vehicles[HONDA]!.model = 7;
  await writeFile(statePath, JSON.stringify(state));
  const damaged = await runCliHere(['watch', file], { env });
  assert.equal(damaged.code, 1, damaged.stderr);
  assert.match(damaged.stderr, /watch state .* is unreadable; every campaign counts as new this time\./);
  assert.match(damaged.stdout, /^New recall for the 2003 HONDA Accord/m);
  const next = await runCliHere(['watch', file], { env });
  assert.equal(next.code, 0, next.stderr);
  assert.equal(next.stdout, '');
});

test('a VIN vPIC decodes without a model name is named on stderr every run, exits 2, and is decoded again', async () => {
  const file = await fleetFile('fleet-no-model.txt', [NO_MODEL]);
  for (const run of [1, 2]) {
    const watched = await runCliHere(['watch', file], { env });
    assert.equal(watched.code, 2, `run ${run}: ${watched.stderr}`);
    assert.match(watched.stderr, new RegExp(`^vin-report: ${NO_MODEL}: Recalls could not be looked up: NHTSA's decoder returned no model name`, 'm'));
    assert.match(watched.stderr, /; 1 could not be checked \(said above\)\.\n$/);
  }
  const state = JSON.parse(await readFile(`${file}.watch.json`, 'utf8')) as { vehicles: Record<string, unknown> };
  assert.equal(state.vehicles[NO_MODEL], undefined);
  // Once its report has left the cache, the next run asks vPIC for it again.
  const asked = fake.vpicVins.length;
  const run = await runCliHere(['watch', file], { env: { ...env, CACHE_DIR: path.join(tmp, 'cache-no-model') } });
  assert.equal(run.code, 2, run.stderr);
  assert.ok(fake.vpicVins.slice(asked).some((vins) => vins.includes(NO_MODEL)));
});

test('a campaign NHTSA published since the last run is named by the next run, though the last answer is still cached', async () => {
  const file = await fleetFile('fleet-published.txt', [HONDA]);
  assert.equal((await runCliHere(['watch', file], { env })).code, 1);
  // The recorded Accord answer with one campaign more: a copy of its first record under a new number.
  const recorded = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'recalls', 'HONDA_ACCORD_2003.json'), 'utf8')) as { Count: number; results: Record<string, unknown>[] };
  const published = { ...recorded.results[0], NHTSACampaignNumber: '26V999000', ReportReceivedDate: '20/11/2026', Component: 'FUEL SYSTEM, GASOLINE:DELIVERY:FUEL PUMP' };
  const body = Buffer.from(JSON.stringify({ ...recorded, Count: recorded.Count + 1, results: [published, ...recorded.results] }));
  fake.fail('recalls', { kind: 'body', type: 'application/json', body });
  try {
    const run = await runCliHere(['watch', file], { env });
    assert.equal(run.code, 1, run.stderr);
    assert.equal(run.stdout.match(/^New recall/gm)?.length, 1);
    assert.match(run.stdout, /Campaign 26V999000/);
  } finally {
    fake.fail('recalls', null);
  }
});

test('a run whose recalls were asked under the model name only says so, exits 2, and forgets no campaign it knew', async () => {
  const file = await fleetFile('fleet-narrowed.txt', [HONDA]);
  assert.equal((await runCliHere(['watch', file], { env })).code, 1);
  // A campaign filed under another name for the model, which a look-up under "Accord" alone cannot see.
  const model = await editCampaigns(file, (campaigns) => void (campaigns['26V888000'] = 'filed under another name'));
  // A cache of its own: the list of model names the first run asked is kept in the other.
  fake.fail('catalogue', { kind: 'status', status: 503 });
  try {
    // A child process: the run's log warns of the unreachable list, and that belongs on its own stderr.
    const run = await runCli(['watch', file], { env: cliEnv(fake, path.join(tmp, 'cache-narrowed')) });
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^vin-report: the 2003 HONDA Accord: NHTSA's list of model names could not be reached, so recalls were looked up under “Accord” only;/m);
  } finally {
    fake.fail('catalogue', null);
  }
  const kept = JSON.parse(await readFile(`${file}.watch.json`, 'utf8')) as { campaigns: WatchCampaigns };
  assert.equal(kept.campaigns[model]!['26V888000'], 'filed under another name');
});
