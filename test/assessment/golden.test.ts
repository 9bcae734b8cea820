/**
 * Golden assessments for sixteen fixture vehicles across decode confidences (clean, OEM check-digit
 * exception, check-digit mismatch, corrected with and without a single suggestion, partial, no
 * detail), recall applicability (regional, unlikely), powertrains (electric, mild hybrid, diesel,
 * CVT, 4WD), bodies (coupe, minivan, SUV, pickup, motorcycle, trailer) and data gaps (no model,
 * failed sections). Each was read and checked by hand on 2026-11-27. Regenerate after a deliberate
 * change with UPDATE_GOLDEN=1 node --import tsx --test test/assessment/golden.test.ts, then read the diff.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { assess } from '../../src/assessment/assess.js';
import { AssessmentSchema } from '../../src/report/assessment.js';
import { GOLDEN_ASSESSMENTS } from './golden-inputs.js';

const FILE = path.join(import.meta.dirname, 'golden-assessments.json');

describe('golden assessments', () => {
  const made = Object.fromEntries(Object.entries(GOLDEN_ASSESSMENTS).map(([name, make]) => [name, assess(make())]));
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FILE, JSON.stringify(made, null, 2) + '\n');
  const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;

  test('covers at least twelve vehicles', () => assert.ok(Object.keys(golden).length >= 12));
  for (const name of Object.keys(GOLDEN_ASSESSMENTS)) {
    test(`${name} reads as checked by hand`, () => {
      assert.deepEqual(made[name], golden[name]);
      assert.ok(AssessmentSchema.safeParse(made[name]).success);
    });
  }
});
