/**
 * Lints every built-in summary the fixtures can produce: each fixture VIN as the service would
 * build it, the same VINs with every section unavailable, and the golden cases with their
 * hand-made sections. The rules are what a proof-reader would flag. They are written here
 * independently of src/words/text.ts, so a bug there cannot hide itself.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AiSummary } from '../../src/report/schemas.js';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { fixtureInput, fixtureVins } from './fixture-inputs.js';
import { GOLDEN_CASES } from './golden-inputs.js';

/** "a" before a vowel sound, or "an" before a consonant sound (with the usual exceptions); "(A or B service)" names letters. */
const A_BEFORE_VOWEL = /(?<![(\w])[Aa] (?:[aeio]|u(?!s[aeu]|ni|ti|r[aeo])|8|11\b|18\b|(?:SUV|EV|MPV|FWD|AWD|LED|[AEFHILMNORSX][A-Z0-9]))/;
const AN_BEFORE_CONSONANT = /\b[Aa]n (?:[bcdfgjklmnpqrstvwxyz](?!our|onest|onor)|[2-79]|1(?!1|8)[0-9]*\b|(?:USB|CVT|GMC|BMW|[BCDGJKPQTVWYZ][A-Z]))/;
const DOUBLED_PUNCTUATION = /[.,;:!?]["'”’)]?\s*[.,;:!?]/;
const BRACKET_JARGON = /\[|\]|\([A-Z]{2,}\)/;
const MAX_CHARS = 1500;
const MAX_WORDS = 60;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim()).filter(Boolean);
}

function problems(s: AiSummary): string[] {
  const found: string[] = [];
  const texts = [s.overview, ...s.strengths, ...s.issues, s.buyingAdvice, s.maintenanceTips];
  const seen = new Set<string>();
  for (const text of texts) {
    if (text.length > MAX_CHARS) found.push(`over ${MAX_CHARS} characters: ${text.slice(0, 60)}…`);
    for (const [rule, pattern] of [['"a" before a vowel sound', A_BEFORE_VOWEL], ['"an" before a consonant sound', AN_BEFORE_CONSONANT], ['doubled punctuation', DOUBLED_PUNCTUATION], ['bracket jargon', BRACKET_JARGON]] as const) {
      const m = pattern.exec(text);
      if (m) found.push(`${rule} at "${text.slice(Math.max(0, m.index - 20), m.index + 20)}"`);
    }
    for (const sentence of sentencesOf(text)) {
      const words = sentence.split(/\s+/).length;
      if (words > MAX_WORDS) found.push(`${words}-word sentence: ${sentence.slice(0, 60)}…`);
      if (seen.has(sentence)) found.push(`repeated sentence: ${sentence}`);
      seen.add(sentence);
    }
  }
  return found;
}

describe('every built-in summary over the fixtures reads cleanly', () => {
  for (const vin of fixtureVins()) {
    test(`${vin}`, () => {
      assert.deepEqual(problems(writeBuiltinSummary(fixtureInput(vin))), []);
      assert.deepEqual(problems(writeBuiltinSummary(fixtureInput(vin, { unavailable: ['complaints', 'safetyRatings', 'fuelEconomy', 'maintenance'], maintenance: null }))), []);
    });
  }
  for (const [name, make] of Object.entries(GOLDEN_CASES)) {
    test(`golden case ${name}`, () => assert.deepEqual(problems(writeBuiltinSummary(make())), []));
  }
  test('the lint catches what it is meant to catch', () => {
    const bad: AiSummary = {
      overview: 'This is a SUV with a 8-speed gearbox and an USB port. It is a sport utility vehicle [suv].',
      strengths: ['Proof.".'],
      issues: ['Same sentence.', 'Same sentence.'],
      buyingAdvice: `${'word '.repeat(61)}end.`,
      maintenanceTips: 'x'.repeat(1501),
      score: 5,
    };
    const found = problems(bad).join('\n');
    for (const rule of ['"a" before a vowel sound', '"an" before a consonant sound', 'doubled punctuation', 'bracket jargon', 'repeated sentence', '-word sentence', 'over 1500 characters']) {
      assert.ok(found.includes(rule), `the lint should flag ${rule}`);
    }
  });
});
