/**
 * `vin-report serve` starts the same HTTP service as `npm start`: it logs `listening` and answers
 * POST /api/decode, then stops cleanly on SIGTERM.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startEntryPoint } from '../helpers/entry-point.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { cliEnv, REPO_DIR } from './run-cli.js';

let fake: FakeUpstream;
let tmp: string;

before(async () => {
  fake = await startFakeUpstream();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-serve-'));
});

after(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

test('vin-report serve answers POST /api/decode and exits 0 on SIGTERM', async () => {
  const env = { PATH: process.env.PATH ?? '', ...cliEnv(fake, path.join(tmp, 'cache')), PORT: '0', HOST: '127.0.0.1' };
  const service = await startEntryPoint({ env, args: [path.join(REPO_DIR, 'bin', 'vin-report.js'), 'serve'] });
  try {
    const response = await fetch(`${service.baseUrl}/api/decode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vin: '1HGCM82633A004352' }),
    });
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as { vehicle: { model: string } }).vehicle.model, 'Accord');
  } finally {
    const exit = await service.stop();
    assert.equal(exit.code, 0, service.stderr());
  }
});
