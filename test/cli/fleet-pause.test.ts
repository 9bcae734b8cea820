/**
 * A fleet that vPIC tells to wait, run through the CLI's entry against the fake NHTSA: one pause,
 * said once and waited once, then the VINs that waited are decoded together, never one by one.
 * Retry-After is 1 s so the test stays quick.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sameConfigurationDecode, sameConfigurationVins, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { cliEnv, runCliHere } from './run-cli.js';

let fake: FakeUpstream;
let tmp: string;

before(async () => {
  fake = await startFakeUpstream({ vpicFallback: sameConfigurationDecode() });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-fleet-pause-'));
});

after(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

test('a fleet whose second vPIC call is answered 429 pauses once, then decodes every VIN in a few more batch calls', async () => {
  // 120 new VINs of three recorded cars: three vPIC batch calls without the pause.
  const vins = ['1HGCM82633A004352', '2HNYD18213P683944', '5YJ3E1EBXSF969484'].flatMap((vin) => sameConfigurationVins(vin, 40));
  const file = path.join(tmp, 'fleet.txt');
  await writeFile(file, `${vins.join('\n')}\n`);
  fake.failCall('vpic', 2, { kind: 'status', status: 429, headers: { 'retry-after': '1' } });
  const run = await runCliHere(['decode', '--file', file, '--format', 'jsonl'], { env: cliEnv(fake, path.join(tmp, 'cache')) });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr.match(/^Paused: the vPIC service asked us to wait; resuming at \d\d:\d\d:\d\d UTC\.$/gm)?.length, 1, run.stderr);
  assert.match(run.stderr, /^Decoded 120 of 120 VINs\.$/m);
  assert.equal(run.stdout.trimEnd().split('\n').filter((line) => (JSON.parse(line) as { status: string }).status === 'ok').length, 120);
  // Three batch calls, the refused one, and one for the VINs whose builds it failed.
  assert.ok(fake.calls.vpic <= 5, `vPIC calls: ${fake.vpicVins.map((call) => call.length).join(', ')}`);
});
