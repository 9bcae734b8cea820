/**
 * The fleet progress bar: drawn in place on a terminal, absent when stderr is a pipe or a file,
 * where only a pause is told, on a line of its own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProgress } from '../../src/cli/progress.js';

function stream(isTTY: boolean): { written: string[]; stream: NodeJS.WriteStream } {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (chunk: string) => written.push(chunk) > 0 } as unknown as NodeJS.WriteStream };
}

test('on a terminal the bar redraws one line with the count and the failures, then clears it', () => {
  const tty = stream(true);
  const progress = createProgress(4, tty.stream);
  progress.update(2, 1);
  progress.finish();
  assert.equal(tty.written[0], `\r[${'.'.repeat(30)}] 0/4\x1b[K`);
  assert.equal(tty.written[1], `\r[${'#'.repeat(15)}${'.'.repeat(15)}] 2/4, 1 failed\x1b[K`);
  assert.equal(tty.written.at(-1), '\r\x1b[K');
});

test('when stderr is not a terminal nothing is drawn', () => {
  const pipe = stream(false);
  const progress = createProgress(4, pipe.stream);
  progress.update(4, 0);
  progress.finish();
  assert.deepEqual(pipe.written, []);
});

test('on a terminal a pause is told on the bar until it ends', () => {
  const tty = stream(true);
  let now = 1_000;
  const progress = createProgress(4, tty.stream, () => now);
  progress.update(1, 0);
  progress.pause('Paused: the recalls service asked us to wait; resuming at 12:00:30 UTC.', 31_000);
  progress.update(2, 0);
  now = 31_000;
  progress.update(3, 0);
  assert.match(tty.written[2]!, /\] 1\/4 Paused: the recalls service asked us to wait; resuming at 12:00:30 UTC\.\x1b\[K$/);
  assert.match(tty.written[3]!, /\] 2\/4 Paused: /);
  assert.match(tty.written[4]!, /\] 3\/4\x1b\[K$/);
});

test('off a terminal a pause is one line of its own', () => {
  const pipe = stream(false);
  const progress = createProgress(4, pipe.stream);
  progress.update(1, 0);
  progress.pause('Paused: the recalls service asked us to wait; resuming at 12:00:30 UTC.', Date.now() + 30_000);
  assert.deepEqual(pipe.written, ['Paused: the recalls service asked us to wait; resuming at 12:00:30 UTC.\n']);
});
