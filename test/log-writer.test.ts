/**
 * Log lines are written in batches (one write per event-loop turn) but never reordered or lost:
 * warnings and errors go out at once behind everything logged before them, and a process that
 * exits straight after logging still leaves every line on stderr.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { createBatchedWriter } from '../src/log-writer.js';
import { createLogger } from '../src/logger.js';

const ROOT = path.join(import.meta.dirname, '..');
const turn = () => new Promise((resolve) => setImmediate(resolve));

test('lines logged in one turn reach the stream as one write, in order, on the next turn', async () => {
  const chunks: string[] = [];
  const logger = createLogger({ write: createBatchedWriter({ write: (c) => chunks.push(c) }), now: () => 0 });
  logger.info('first', { n: 1 });
  logger.info('second', { n: 2 });
  assert.equal(chunks.length, 0, 'nothing is written before the turn ends');
  await turn();
  assert.equal(chunks.length, 1);
  assert.deepEqual(chunks[0]!.trimEnd().split('\n').map((l) => JSON.parse(l).event), ['first', 'second']);
  logger.info('third');
  await turn();
  assert.equal(chunks.length, 2, 'each later turn gets its own write');
});

test('a warning or error is written at once, after every line logged before it', () => {
  const chunks: string[] = [];
  const logger = createLogger({ write: createBatchedWriter({ write: (c) => chunks.push(c) }), now: () => 0 });
  logger.info('request');
  logger.error('upstream_failed', { err: new Error('boom') });
  assert.equal(chunks.length, 1);
  assert.deepEqual(chunks[0]!.trimEnd().split('\n').map((l) => JSON.parse(l).event), ['request', 'upstream_failed']);
});

test('pending text past the cap is written without waiting for the turn to end', () => {
  const chunks: string[] = [];
  const write = createBatchedWriter({ write: (c) => chunks.push(c), maxPendingChars: 100 });
  write('x'.repeat(60) + '\n', false);
  assert.equal(chunks.length, 0);
  write('y'.repeat(60) + '\n', false);
  assert.equal(chunks.length, 1);
  assert.equal(chunks[0]!.length, 122);
});

test('a process that exits right after logging still writes every line to stderr', async () => {
  const script = [
    "import { createLogger } from './src/logger.ts';",
    'const logger = createLogger();',
    "for (let i = 0; i < 3; i++) logger.info('line', { i });",
    'process.exit(3);',
  ].join('\n');
  const child = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT });
  const failure = await child.then(() => null, (err: { code: number; stderr: string }) => err);
  assert.ok(failure, 'the script exits with 3');
  assert.equal(failure.code, 3);
  const lines = failure.stderr.trimEnd().split('\n').map((l) => JSON.parse(l) as { event: string; i: number });
  assert.deepEqual(lines.map((l) => l.i), [0, 1, 2]);
});

test('a line is one JSON object: time, level and event first, then the fields in order, errors without stacks', () => {
  const lines: string[] = [];
  const logger = createLogger({ write: (line) => void lines.push(line), level: 'debug', now: () => Date.UTC(2026, 10, 24, 12, 0, 0, 5) });
  logger.info('request', { method: 'POST', path: '/api/"decode"\n', status: 200, ms: 0.4, cache: null, ip: '::1' });
  logger.debug('empty', {});
  logger.warn('no_fields');
  const err = Object.assign(new Error('boom', { cause: new TypeError('inner') }), { code: 'E_BOOM' });
  logger.error('failed', { err, attempt: 2 });
  assert.deepEqual(lines, [
    '{"time":"2026-11-24T12:00:00.005Z","level":"info","event":"request","method":"POST","path":"/api/\\"decode\\"\\n","status":200,"ms":0.4,"cache":null,"ip":"::1"}\n',
    '{"time":"2026-11-24T12:00:00.005Z","level":"debug","event":"empty"}\n',
    '{"time":"2026-11-24T12:00:00.005Z","level":"warn","event":"no_fields"}\n',
    '{"time":"2026-11-24T12:00:00.005Z","level":"error","event":"failed","err":{"name":"Error","message":"boom","code":"E_BOOM","cause":{"name":"TypeError","message":"inner"}},"attempt":2}\n',
  ]);
  for (const line of lines) assert.doesNotThrow(() => JSON.parse(line));
});

test('every line is stamped with its exact ISO time, across ms, second and day boundaries and clock steps back', () => {
  const lines: string[] = [];
  let t = 0;
  const logger = createLogger({ write: (line) => void lines.push(line), now: () => t });
  const midnight = Date.UTC(2026, 10, 25);
  const times = [midnight - 1001, midnight - 1000, midnight - 999, midnight - 11, midnight - 1, midnight, midnight + 7, midnight + 10, midnight + 99, midnight + 100, midnight + 999, midnight + 1000,
    midnight - 5, Date.UTC(2027, 0, 1, 0, 0, 0, 42), 0, 1, 999, 1000, 253_402_300_799_999, 253_402_300_800_000, 1.5];
  for (let i = 0; i < 200; i++) times.push(midnight + Math.floor(Math.random() * 4000) - 2000);
  for (const at of times) {
    t = at;
    logger.info('tick', { at });
  }
  assert.equal(lines.length, times.length);
  lines.forEach((line, i) => assert.equal((JSON.parse(line) as { time: string }).time, new Date(times[i]!).toISOString(), `the stamp of ${times[i]}`));
});

test('event names are written as JSON strings, quotes and all', () => {
  const lines: string[] = [];
  const logger = createLogger({ write: (line) => void lines.push(line), now: () => 0 });
  for (const event of ['request', 'we"ird\\event\n', 'request']) logger.info(event);
  assert.deepEqual(lines.map((line) => (JSON.parse(line) as { event: string }).event), ['request', 'we"ird\\event\n', 'request']);
});
