/**
 * Golden built-in summaries for fourteen vehicles across makes, ages (1984-2025 fixtures), fuels
 * (gasoline, diesel, electric, hybrid) and bodies (coupe, sedan, SUV, pickup, minivan, van, wagon,
 * hatchback, trailer, scooter). Every summary in golden-summaries.json was read and checked by hand,
 * as a buyer would read it, on 2026-11-25, when it was written. The test pins them word for word:
 * a wording change shows up here as a diff to read again. Regenerate after a deliberate change with
 * UPDATE_GOLDEN=1 node --import tsx --test test/ai/golden.test.ts, then read the diff.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { GOLDEN_CASES } from './golden-inputs.js';

const FILE = path.join(import.meta.dirname, 'golden-summaries.json');

describe('golden built-in summaries', () => {
  const written = Object.fromEntries(Object.entries(GOLDEN_CASES).map(([name, make]) => [name, writeBuiltinSummary(make())]));
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, JSON.stringify(written, null, 2) + '\n');
  const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;

  test('covers at least twelve vehicles', () => assert.ok(Object.keys(golden).length >= 12));
  for (const name of Object.keys(GOLDEN_CASES)) {
    test(`${name} reads as checked by hand`, () => assert.deepEqual(written[name], golden[name]));
  }
  test('the same facts give the same text and score, word for word', () => {
    for (const make of Object.values(GOLDEN_CASES)) assert.deepEqual(writeBuiltinSummary(make()), writeBuiltinSummary(make()));
  });
});
