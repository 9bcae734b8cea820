/**
 * The fleet progress bar: drawn in place on a terminal, absent when stderr is a pipe or a file.
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
