/**
 * The fleet CLI's warnings: sentences at a terminal (each kind once), JSON lines in a pipe or with
 * --log json, every log line with --verbose. The command runs as a child against the fake NHTSA,
 * whose model catalogue is made to fail so every VIN logs a warning.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTerminalLogWriter } from '../../src/cli/terminal-log.js';
import { createLogger } from '../../src/logger.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { cliEnv, runCli } from './run-cli.js';

let fake: FakeUpstream;
let tmp: string;
let vinFile: string;

before(async () => {
  fake = await startFakeUpstream();
  fake.fail('catalogue', { kind: 'status', status: 503 });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vin-report-log-'));
  vinFile = path.join(tmp, 'vins.txt');
  await writeFile(vinFile, '1HGCM82633A004352\nWBA3A5C51CF256987\n5YJ3E1EBXSF969484\n');
});

after(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

// The catalogue shares api.nhtsa.gov with recalls: five of its failures in a row can open that
// host's breaker, as they would against NHTSA, so its pauses are kept short here.
const freshEnv = async () => ({ ...cliEnv(fake, await mkdtemp(path.join(tmp, 'cache-'))), UPSTREAM_BREAKER_SECONDS: '1', UPSTREAM_MAX_PAUSE_SECONDS: '2' });

test('with --log text a fleet run says each kind of warning once, as a sentence, and then its summary', async () => {
  const run = await runCli(['decode', '--file', vinFile, '--log', 'text'], { env: await freshEnv() });
  assert.equal(run.code, 0, run.stderr);
  // A busy machine can see the unreachable catalogue open its host's breaker, and the plain "Paused:" notice.
  const lines = run.stderr.trimEnd().split('\n').filter((line) => !line.startsWith('Paused: '));
  assert.equal(lines.length, 2, run.stderr);
  assert.match(lines[0]!, /^vin-report: warning: NHTSA's model catalogue could not be reached for [A-Z]+ \d{4}, so recalls and complaints were looked up under vPIC's model name only/);
  assert.equal(lines[1], 'Decoded 3 of 3 VINs.');
});

test('in a pipe a fleet run keeps its warnings as JSON log lines', async () => {
  const run = await runCli(['decode', '--file', vinFile], { env: await freshEnv() });
  assert.equal(run.code, 0, run.stderr);
  const lines = run.stderr.trimEnd().split('\n');
  assert.equal(lines.at(-1), 'Decoded 3 of 3 VINs.');
  // A busy machine can see the catalogue host's breaker open, and the fleet's plain "Paused:" notice.
  const logged = lines.slice(0, -1).filter((line) => !line.startsWith('Paused: ')).map((line) => JSON.parse(line) as { level: string; event: string });
  assert.ok(logged.length >= 3, run.stderr);
  assert.ok(logged.every((line) => line.level === 'warn' && line.event === 'catalogue_unavailable'));
});

test('--verbose writes every log line from info up as JSON', async () => {
  const run = await runCli(['decode', '--file', vinFile, '--verbose'], { env: await freshEnv() });
  assert.equal(run.code, 0, run.stderr);
  const events = run.stderr.trimEnd().split('\n').filter((line) => line.startsWith('{')).map((line) => (JSON.parse(line) as { event: string }).event);
  assert.equal(events.filter((event) => event === 'report_built').length, 3);
});

test('--log takes text or json only', async () => {
  const run = await runCli(['decode', '--file', vinFile, '--log', 'xml'], { env: await freshEnv() });
  assert.equal(run.code, 64);
  assert.equal(run.stderr, 'vin-report: --log must be text or json, got "xml"\n');
});

test('the terminal log leaves out info lines, and erases a progress bar only when asked to', () => {
  const written: string[] = [];
  const plain = terminalLogger((text) => void written.push(text), false);
  plain.info('report_built');
  plain.error('disk_gone', { err: new Error('EROFS: read-only file system') });
  assert.deepEqual(written, ['vin-report: error: disk gone: EROFS: read-only file system\n']);
  const tty = terminalLogger((text) => void written.push(text), true);
  tty.warn('ai_fallback');
  assert.equal(written.at(-1), '\r\x1b[Kvin-report: warning: the LLM summary failed, so the built-in summary was used\n');
});

test('at a terminal a fault in a fleet row is one sentence naming the row, the VIN and the run id to report', () => {
  const written: string[] = [];
  const run = terminalLogger((text) => void written.push(text), false).child({ requestId: 'run-1', door: 'cli' });
  run.error('internal_error', { row: 2, vin: '5YJ3E1EBXSF969484', err: new TypeError('x is undefined') });
  assert.deepEqual(written, ['vin-report: error: a fault inside vin-report failed row 2 (5YJ3E1EBXSF969484); please report it with run id run-1: x is undefined\n']);
});

test("an upstream's escape sequences in a warning are spelled out at the terminal, never acted on", () => {
  const written: string[] = [];
  // OSC 52 would set the clipboard; CSI (U+009B) would move the cursor.
  terminalLogger((text) => void written.push(text), false).warn('upstream_refused', { err: new Error('blocked \x1b]52;c;ZXZpbA==\x07 \u009b2J') });
  assert.deepEqual(written, ['vin-report: warning: upstream refused: blocked \\u001b]52;c;ZXZpbA==\\u0007 \\u009b2J\n']);
});

test('a secret in a warning is redacted at the terminal too', () => {
  const written: string[] = [];
  const logger = createLogger({ record: createTerminalLogWriter((text) => void written.push(text), false), secrets: ['sk-test-0123456789'] });
  logger.child({ key: 'sk-test-0123456789' }).error('llm_refused', { err: new Error('bad key sk-test-0123456789', { cause: new Error('sk-test-0123456789') }) });
  assert.deepEqual(written, ['vin-report: error: llm refused: bad key [redacted]\n']);
});

/** A logger whose lines reach the terminal writer as records, as the CLI builds it. */
function terminalLogger(write: (text: string) => void, clearLine: boolean) {
  return createLogger({ record: createTerminalLogWriter(write, clearLine), level: 'debug' });
}
