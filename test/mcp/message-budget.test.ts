/** The per-client budget every /mcp message spends (mcp/message-budget.ts), on a controlled clock. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMessageBudget } from '../../mcp/message-budget.js';

const MINUTE_START = Date.parse('2026-06-01T12:00:00Z');

test('a client may send up to the limit in a minute; a message past it is refused and spends nothing', () => {
  let now = MINUTE_START + 15_000;
  const budget = createMessageBudget({ perMinute: 10, now: () => now });
  assert.equal(budget.take('a', 9).allowed, true);
  assert.deepEqual(budget.take('a', 2), { allowed: false, retryAfterSeconds: 45 });
  assert.equal(budget.take('a', 1).allowed, true, 'the refused batch spent nothing');
  assert.equal(budget.take('a', 1).allowed, false);
  assert.equal(budget.take('b', 10).allowed, true, 'other clients keep their own budget');
  now = MINUTE_START + 60_000;
  assert.equal(budget.take('a', 10).allowed, true, 'the next minute starts afresh');
});

test('past maxClients in one minute the client seen first is forgotten, not the newest', () => {
  const budget = createMessageBudget({ perMinute: 1, now: () => MINUTE_START, maxClients: 2 });
  budget.take('first', 1);
  budget.take('second', 1);
  budget.take('third', 1);
  assert.equal(budget.take('first', 1).allowed, true, 'first was forgotten');
  assert.equal(budget.take('third', 1).allowed, false, 'third is still counted');
});
