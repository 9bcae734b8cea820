/** The line the fleet and watch commands print when a host is left alone says why, truthfully. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pauseNotice } from '../../src/words/pause-words.js';

const until = Date.UTC(2026, 10, 28, 7, 31, 5);

test('a host that asked us to wait is said to have asked', () => {
  assert.equal(pauseNotice({ upstream: 'vPIC', reason: 'rate-limited', until }), 'Paused: the vPIC service asked us to wait; resuming at 07:31:05 UTC.');
});

test('a host whose breaker opened is said to be failing, not to have asked us to wait', () => {
  assert.equal(pauseNotice({ upstream: 'recalls', reason: 'failing', until }), 'Paused: the recalls service keeps failing, so it is left alone for a while; resuming at 07:31:05 UTC.');
});

test('a host that blocks us is said to refuse our requests', () => {
  assert.equal(pauseNotice({ upstream: 'recalls', reason: 'blocked', until }), 'Paused: the recalls service is refusing our requests; resuming at 07:31:05 UTC.');
});
