/** Waiting on work beside a signal (src/until-aborted.ts): the wait ends at the first of the two, and leaves nothing on the signal. */
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { test } from 'node:test';
import { settledOrAborted, untilAborted } from '../src/until-aborted.js';

const never = new Promise<never>(() => {});

test('work that finishes first leaves no listener on a signal that never aborts', async () => {
  // A composite with a timeout, as a build's deadlines are: one left listening is kept alive for good.
  const signal = AbortSignal.any([new AbortController().signal, AbortSignal.timeout(60_000)]);
  await settledOrAborted(Promise.resolve('done'), signal);
  await untilAborted(Promise.resolve('done'), signal);
  await settledOrAborted(Promise.reject(new Error('failed')), signal);
  assert.deepEqual(getEventListeners(signal, 'abort'), []);
});

test('the wait ends when the signal aborts, though the work never does', async () => {
  const controller = new AbortController();
  const waited = settledOrAborted(never, controller.signal);
  controller.abort();
  assert.equal(await waited, undefined);
  await assert.rejects(untilAborted(never, AbortSignal.abort(new Error('gone'))), /gone/);
});

test('settledOrAborted never rejects, whether the work fails or the signal aborts', async () => {
  assert.equal(await settledOrAborted(Promise.reject(new Error('failed')), new AbortController().signal), undefined);
  assert.equal(await settledOrAborted(never, AbortSignal.abort()), undefined);
});
