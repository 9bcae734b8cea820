/**
 * How the service is launched. `npm start`, the README's command, as a supervisor or a container
 * runtime runs it: it builds, serves, and stops when the npm process it started is sent SIGTERM.
 * npm runs the script through `sh -c`, and a shell that is still waiting on the service when the
 * signal comes dies of it alone, leaving the service running with no parent and its port taken.
 *
 * And node gets the same arguments from `npm start`, the systemd unit and the benchmark, so the
 * figures in the README are those of the service as it ships.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT, startEntryPoint } from '../helpers/entry-point.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vin-npm-start-'));
const cacheDir = path.join(scratch, 'cache');
after(() => {
  // Should the service outlive npm (the failure this test looks for), it is found by its
  // environment and stopped, so a failed run leaves no server behind.
  const pids = existsSync('/proc') ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : [];
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`CACHE_DIR=${cacheDir}`)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone already, or not ours to read
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

test('npm start serves, and SIGTERM to npm stops the service cleanly', async () => {
  const service = await startEntryPoint({
    command: 'npm',
    args: ['start'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      npm_config_update_notifier: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      CACHE_DIR: cacheDir,
      // Nothing is decoded here: the upstreams are never asked.
      VPIC_BASE_URL: 'http://127.0.0.1:9/vpic',
      RECALLS_BASE_URL: 'http://127.0.0.1:9/recalls',
    },
  });
  const health = await fetch(`${service.baseUrl}/healthz`);
  assert.equal(health.status, 200);

  const exit = await service.stop();

  assert.equal(exit.code, 0);
  assert.ok(service.logs.some((line) => line.event === 'shutting_down' && line.signal === 'SIGTERM'), service.stderr());
  assert.ok(service.logs.some((line) => line.event === 'stopped'), service.stderr());
  await assert.rejects(fetch(`${service.baseUrl}/healthz`), 'the port still answers after npm exited');
});

test('npm start and the systemd unit give node the same arguments', () => {
  const start = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const fromStart = /&& exec node (.*) dist\/src\/entry\/main-service\.js$/.exec(start);
  const unit = readFileSync(path.join(ROOT, 'systemd', 'vin-report.service'), 'utf8');
  const fromUnit = /^ExecStart=\/usr\/bin\/node (.*) \/opt\/vin-report\/dist\/src\/entry\/main-service\.js$/m.exec(unit);
  assert.ok(fromStart, `npm start runs something else: ${start}`);
  assert.ok(fromUnit, 'the unit has no ExecStart running node on dist/src/entry/main-service.js');
  assert.deepEqual(fromStart[1]!.split(' '), fromUnit[1]!.split(' '));
});
