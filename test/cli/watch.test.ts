/**
 * `vin-report watch FLEET-FILE` as cron or a systemd timer runs it: a child process against the
 * fake NHTSA, judged by what it prints, its exit status and the state file beside the fleet file.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { cliEnv, runCli } from './run-cli.js';

/** A 2003 Honda Accord: three campaigns on file. */
const HONDA = '1HGCM82633A004352';
const ACURA = '2HNYD18213P683944';

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

test('the first run prints every campaign as new and exits 1; a second run with nothing new prints nothing and exits 0', async () => {
  const file = await fleetFile('fleet-a.csv', [HONDA, ACURA, HONDA.toLowerCase()]);
  const first = await runCli(['watch', file], { env });
  assert.equal(first.code, 1, first.stderr);
  assert.match(first.stdout, /^New recall for the 2003 HONDA Accord \(1HGCM82633A004352\):$/m);
  assert.match(first.stdout, /campaign 19V182000/);
  assert.match(first.stderr, /^Checked the recalls of 2 models for 2 VINs: \d+ new and 0 changed campaigns since the last run\.\n$/);
  const second = await runCli(['watch', file], { env });
  assert.equal(second.code, 0, second.stderr);
  assert.equal(second.stdout, '');
  assert.match(second.stderr, /: 0 new and 0 changed campaigns since the last run\.\n$/);
});

test('a campaign the last run did not see is printed alone, and the run exits 1', async () => {
  const file = await fleetFile('fleet-b.txt', [HONDA]);
  assert.equal((await runCli(['watch', file], { env })).code, 1);
  const statePath = `${file}.watch.json`;
  const state = JSON.parse(await readFile(statePath, 'utf8')) as { campaigns: Record<string, Record<string, string>> };
  const [model] = Object.keys(state.campaigns) as [string];
  delete state.campaigns[model]!['19V182000'];
  await writeFile(statePath, JSON.stringify(state));
  const run = await runCli(['watch', file], { env });
  assert.equal(run.code, 1, run.stderr);
  assert.equal(run.stdout.match(/^New recall/gm)?.length, 1);
  assert.match(run.stdout, /campaign 19V182000/);
});

test('a campaign whose text changed since the last run is printed as changed', async () => {
  const file = await fleetFile('fleet-c.txt', [HONDA]);
  assert.equal((await runCli(['watch', file], { env })).code, 1);
  const statePath = `${file}.watch.json`;
  const state = JSON.parse(await readFile(statePath, 'utf8')) as { campaigns: Record<string, Record<string, string>> };
  const [model] = Object.keys(state.campaigns) as [string];
  state.campaigns[model]!['19V182000'] = 'an older text';
  await writeFile(statePath, JSON.stringify(state));
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
