/** The one bounded-concurrency loop (src/map-limited.ts) behind model-name look-ups, batches, fleets and watch. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eachLimited, mapLimited } from '../src/map-limited.js';

/** A task that resolves only when the test says so, to see how many are running. */
function gatedTasks() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const run = async (value: number) => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => waiting.push(resolve));
    running--;
    return value * 10;
  };
  /** Lets every task started so far finish, until none is left. */
  const drain = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { run, drain, most: () => most };
}

test('results come back in the order of the items, whatever order they finish in', async () => {
  const results = await mapLimited([3, 1, 2], 3, async (n) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (n === 3) await new Promise((resolve) => setImmediate(resolve));
    return n * 10;
  });
  assert.deepEqual(results, [30, 10, 20]);
});

test('no more than the limit run at once', async () => {
  const tasks = gatedTasks();
  const all = mapLimited([1, 2, 3, 4, 5, 6, 7], 3, tasks.run);
  await tasks.drain();
  assert.deepEqual(await all, [10, 20, 30, 40, 50, 60, 70]);
  assert.equal(tasks.most(), 3);
});

test('once the signal aborts no further item is started', async () => {
  const stop = new AbortController();
  const started: number[] = [];
  await eachLimited([1, 2, 3, 4, 5], 2, async (n) => {
    started.push(n);
    if (n === 2) stop.abort();
  }, stop.signal);
  assert.deepEqual(started, [1, 2]);
});

test('a failing item rejects the whole run with its error', async () => {
  await assert.rejects(
    mapLimited([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error('item 2 failed');
      return n;
    }),
    /item 2 failed/,
  );
});

test('an empty list resolves with no results and calls nothing', async () => {
  let calls = 0;
  assert.deepEqual(await mapLimited([], 4, async () => ++calls), []);
  assert.equal(calls, 0);
});
