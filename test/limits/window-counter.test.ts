/** The fixed-window counter behind the daily budget and the MCP message budget, on a controlled clock. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createWindowCounter, secondsToWindowEnd } from '../../src/limits/window-counter.js';

const WINDOW_START = Date.parse('2026-06-01T12:00:00Z');
const MINUTE = 60_000;

test('a key counts up to the limit; a take past it is refused, adds nothing and says when the window ends', () => {
  const counter = createWindowCounter({ windowMs: MINUTE, maxKeys: 10, now: () => WINDOW_START + 20_000 });
  assert.deepEqual(counter.take('a', 3, 4), { allowed: true, used: 3, resetSeconds: 40 });
  assert.deepEqual(counter.take('a', 2, 4), { allowed: false, used: 3, resetSeconds: 40 });
  assert.deepEqual(counter.take('a', 1, 4), { allowed: true, used: 4, resetSeconds: 40 });
});

test('each key has a count of its own', () => {
  const counter = createWindowCounter({ windowMs: MINUTE, maxKeys: 10, now: () => WINDOW_START });
  counter.take('a', 4, 4);
  assert.equal(counter.take('b', 4, 4).allowed, true);
});

test('peek reads a count without adding to it', () => {
  const counter = createWindowCounter({ windowMs: MINUTE, maxKeys: 10, now: () => WINDOW_START });
  counter.take('a', 2, 4);
  counter.peek('a');
  assert.deepEqual(counter.peek('a'), { used: 2, resetSeconds: 60 });
});

test('a new window starts every count afresh and forgets the old window\'s keys', () => {
  let now = WINDOW_START + 59_999;
  const counter = createWindowCounter({ windowMs: MINUTE, maxKeys: 10, now: () => now });
  counter.take('a', 4, 4);
  counter.take('b', 1, 4);
  now = WINDOW_START + MINUTE;
  assert.deepEqual(counter.take('a', 4, 4), { allowed: true, used: 4, resetSeconds: 60 });
  assert.equal(counter.size(), 1, 'b was counted in the old window only');
});

test('past maxKeys in one window the key counted first is forgotten, not the newest', () => {
  const counter = createWindowCounter({ windowMs: MINUTE, maxKeys: 2, now: () => WINDOW_START });
  counter.take('first', 1, 1);
  counter.take('second', 1, 1);
  counter.take('third', 1, 1);
  assert.equal(counter.size(), 2);
  assert.equal(counter.peek('first').used, 0, 'first was forgotten');
  assert.equal(counter.peek('third').used, 1, 'third is still counted');
});

test('the seconds left in a window are rounded up and never below one', () => {
  assert.equal(secondsToWindowEnd(WINDOW_START, MINUTE), 60);
  assert.equal(secondsToWindowEnd(WINDOW_START + 59_500, MINUTE), 1);
  assert.equal(secondsToWindowEnd(WINDOW_START + 30_001, MINUTE), 30);
});
