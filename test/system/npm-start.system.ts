/**
 * How the service is launched. `npm start`, the README's command, as a supervisor or a container
 * runtime runs it: it builds, serves, and stops when the npm process it started is sent SIGTERM.
 * npm runs the script through `sh -c`, and a shell that is still waiting on the service when the
 * signal comes dies of it alone, leaving the service running with no parent and its port taken.
 *
 * And node gets the same arguments from `npm start`, the systemd unit and the benchmark, so the
 * figures in the README are those of the service as it ships. A start with nothing changed since the
 * last build serves the build as it is (scripts/build-if-stale.mjs), `npm run dev` stops on SIGTERM
 * as `npm start` does, and `npm run mcp -- --help` prints the help instead of starting the server.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

const ENV = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  npm_config_update_notifier: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  CACHE_DIR: cacheDir,
  // Nothing is decoded here: the upstreams are never asked.
  VPIC_BASE_URL: 'http://127.0.0.1:9/vpic',
  RECALLS_BASE_URL: 'http://127.0.0.1:9/recalls',
};
/** A first start may build for minutes on a busy machine. */
const START_TIMEOUT_MS = 300_000;

test('npm start serves, and SIGTERM to npm stops the service cleanly', { timeout: START_TIMEOUT_MS }, async () => {
  const service = await startEntryPoint({ command: 'npm', args: ['start'], env: ENV, startTimeoutMs: START_TIMEOUT_MS });
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

test('a second npm start with no source changed serves the last build without building again', { timeout: START_TIMEOUT_MS * 2 }, async () => {
  // The first start builds if anything changed since the last build; the second has nothing to build.
  await (await startEntryPoint({ command: 'npm', args: ['start'], env: ENV, startTimeoutMs: START_TIMEOUT_MS })).stop();
  const service = await startEntryPoint({ command: 'npm', args: ['start'], env: ENV });
  const exit = await service.stop();
  assert.equal(exit.code, 0);
  assert.match(service.stderr(), /^build: dist\/ is newer than every source, not rebuilt$/m);
  assert.doesNotMatch(service.stderr(), /asset file\(s\) copied/, 'it built again');
});

test('npm run dev serves from the sources, and SIGTERM to npm stops it cleanly', async () => {
  const service = await startEntryPoint({ command: 'npm', args: ['run', 'dev'], env: ENV });
  assert.equal((await fetch(`${service.baseUrl}/healthz`)).status, 200);
  const exit = await service.stop();
  assert.equal(exit.code, 0);
  assert.ok(service.logs.some((line) => line.event === 'stopped'), service.stderr());
  await assert.rejects(fetch(`${service.baseUrl}/healthz`), 'the port still answers after npm exited');
});

test('npm run mcp -- --help prints the MCP server\'s help instead of starting it', async () => {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'mcp', '--', '--help'], { cwd: ROOT, env: ENV, timeout: 60_000 });
  assert.match(stdout, /^Usage: vin-report mcp \[--demo\]\n/);
});
