/**
 * A known issue's words and its fit rule tell the same years: a reader checks the report against
 * the text ("2014-2021 Jetta"), so the years the matcher attaches an issue to must be written there.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as ISSUES from '../../src/maintenance/known-issues.js';
import type { KnownIssue } from '../../src/maintenance/entry.js';

const issues = Object.entries(ISSUES).filter((entry): entry is [string, KnownIssue] => typeof entry[1] === 'object' && entry[1] !== null && 'fits' in entry[1]);

test('every model-year range a known issue is attached for is written in its "applies to" text', () => {
  assert.ok(issues.length >= 10);
  for (const [name, issue] of issues) {
    for (const [model, from, to] of issue.fits.modelYears ?? []) {
      const range = from === to ? String(from) : `${from}-${to}`;
      assert.ok(issue.appliesTo.includes(range), `${name}: ${model} ${range} is not in "${issue.appliesTo}"`);
    }
  }
});

test('an issue whose detail promises extended coverage carries its term, so every door can say when it has run out', () => {
  for (const [name, issue] of issues) {
    if (/extended (the |coverage|warranty)|extends the|warranty was extended|extended to \d+ years/i.test(issue.detail) && /\d+ years/.test(issue.detail)) {
      assert.ok(issue.coverage, `${name} names a term in its detail but has no coverage`);
    }
  }
});
