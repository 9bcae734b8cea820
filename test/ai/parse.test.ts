import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  enforceConsistency, MAX_ISSUES, MAX_ITEM_CHARS, MAX_STRENGTHS, MAX_TEXT_CHARS, normalizeSummary, parseSummaryText, UnusableOutputError, type ModelSummary,
} from '../../src/ai/parse-output.js';
import type { SummaryInput } from '../../src/ai/provider.js';
import { AiSummarySchema } from '../../src/report/schemas.js';
import { narrowedSentence } from '../../src/words/lookup-words.js';
import { summaryInput, withFacts } from './summary-input.js';

const good = {
  overview: 'A 2021 Ford F-150 pickup.',
  strengths: ['Strong towing.', 'Common parts.'],
  issues: ['Recall 21V123000 (brakes).'],
  buyingAdvice: 'Ask for recall paperwork.',
  maintenanceTips: 'Change the oil every 10,000 miles.',
  score: 7,
};
const json = JSON.stringify(good);

describe('model output parser', () => {
  const accepted: Array<[string, string]> = [
    ['plain JSON', json],
    ['JSON in a ```json fence', '```json\n' + JSON.stringify(good, null, 2) + '\n```'],
    ['JSON in a bare fence', '```\n' + json + '\n```'],
    ['JSON with prose around it', `Here is the summary:\n${json}\nHope this helps {really}.`],
    ['JSON after an unclosed brace in prose', `Using {curly braces ${json}`],
    ['JSON wrapped in one object', JSON.stringify({ summary: good })],
    ['snake_case field names', JSON.stringify({ overview: good.overview, strengths: good.strengths, issues: good.issues, buying_advice: good.buyingAdvice, maintenance_tips: good.maintenanceTips, score: 7 })],
  ];
  for (const [name, text] of accepted) {
    it(`reads ${name}`, () => {
      assert.deepEqual(parseSummaryText(text), good);
    });
  }

  const scores: Array<[unknown, number]> = [[7, 7], [7.6, 8], [0, 1], [-3, 1], [42, 10], ['8', 8], ['8/10', 8], ['Score: 6.4', 6]];
  for (const [input, expected] of scores) {
    it(`turns score ${JSON.stringify(input)} into ${expected}`, () => {
      assert.equal(normalizeSummary({ ...good, score: input }).score, expected);
    });
  }

  const rejected: Array<[string, string]> = [
    ['prose without JSON', 'I am sorry, I cannot help with that.'],
    ['an empty answer', ''],
    ['a JSON array', '[1, 2, 3]'],
    ['a summary without an overview', JSON.stringify({ ...good, overview: undefined })],
    ['a blank overview', JSON.stringify({ ...good, overview: '   ' })],
    ['a score that is not a number', JSON.stringify({ ...good, score: 'excellent' })],
    ['a truncated answer', json.slice(0, 60)],
  ];
  for (const [name, text] of rejected) {
    it(`refuses ${name} with UnusableOutputError`, () => {
      assert.throws(() => parseSummaryText(text), UnusableOutputError);
    });
  }

  it('reads tool-call arguments given as a JSON string', () => {
    assert.deepEqual(normalizeSummary(json), good);
  });

  it('keeps only the six summary fields, never provider, model or anything else the model adds', () => {
    const out = normalizeSummary({ ...good, provider: 'evil', model: 'gpt-evil', html: '<script>', extra: { a: 1 } });
    assert.deepEqual(Object.keys(out).sort(), ['buyingAdvice', 'issues', 'maintenanceTips', 'overview', 'score', 'strengths']);
  });

  it('caps runaway text, item length and list sizes', () => {
    const huge = 'word '.repeat(5000);
    const out = normalizeSummary({ ...good, overview: huge, buyingAdvice: huge, strengths: Array(50).fill(huge), issues: Array(50).fill('x') });
    assert.ok(out.overview.length <= MAX_TEXT_CHARS);
    assert.ok(out.buyingAdvice.length <= MAX_TEXT_CHARS);
    assert.equal(out.strengths.length, MAX_STRENGTHS);
    assert.equal(out.issues.length, MAX_ISSUES);
    assert.ok(out.strengths.every((s) => s.length <= MAX_ITEM_CHARS));
  });

  it('trims strings, strips control characters and list bullets, and drops non-string items', () => {
    const out = normalizeSummary({ ...good, overview: '  \u0000Fine\u0007 car.\n\n ', strengths: ['- Cheap', ' ', { nested: true }, 3, '2. Reliable'] });
    assert.equal(out.overview, 'Fine car.');
    assert.deepEqual(out.strengths, ['Cheap', '3', 'Reliable']);
  });

  it('never yields anything but a schema-valid summary, whatever JSON the model writes', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.array(fc.anything()), fc.object());
    const arbitrarySummary = fc.record({
      overview: value, strengths: value, issues: value, buyingAdvice: value, maintenanceTips: value, score: value, provider: value, model: value,
    }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(arbitrarySummary, fc.anything()), (candidate) => {
      let out: ModelSummary;
      try {
        out = normalizeSummary(candidate);
      } catch (err) {
        assert.ok(err instanceof UnusableOutputError, String(err));
        return;
      }
      assert.ok(AiSummarySchema.safeParse(out).success);
      assert.equal((out as Record<string, unknown>).provider, undefined);
    }), { numRuns: 500 });
  });

  it('never throws anything but UnusableOutputError on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 2000 }), (text) => {
      try {
        AiSummarySchema.parse(parseSummaryText(text));
      } catch (err) {
        assert.ok(err instanceof UnusableOutputError, String(err));
      }
    }), { numRuns: 300 });
  });
});

describe('summary consistency with the recall data', () => {
  const base: SummaryInput = summaryInput({
    vehicle: { make: 'FORD', model: 'F-150', modelYear: '2021' },
    recalls: [],
    recallsLookedUp: true,
    complaints: null,
    safetyRatings: null,
    fuelEconomy: null,
    unavailable: [],
    maintenance: null,
    currentYear: 2026,
  });
  const fallback: ModelSummary = { ...good, overview: 'Builtin overview.', buyingAdvice: 'Builtin advice.' };
  const parkIt = { campNo: '24V001000', component: 'FUEL SYSTEM', parkIt: true };
  const parkOutside = { campNo: '24V002000', component: 'ELECTRICAL', parkOutside: true };

  it('removes a "no recalls" claim when recalls are on file', () => {
    const out = enforceConsistency({
      ...good,
      overview: 'A solid truck. It has no open recalls. Drive it.',
      strengths: ['Recall-free history.', 'Strong towing.'],
      buyingAdvice: 'There are zero recalls, so just buy it.',
    }, withFacts(base, { recalls: [{ campNo: '21V123000' }] }), fallback);
    assert.equal(out.overview, 'A solid truck. Drive it.');
    assert.deepEqual(out.strengths, ['Strong towing.']);
    assert.equal(out.buyingAdvice, 'Builtin advice.');
  });

  it('removes an LLM\'s "no recalls apply" when a recall may apply, even one the decode cannot settle', () => {
    const maybe = { campNo: '12V176000', appliesTo: 'unknown' as const, reason: 'Built in a window the decode does not give.' };
    const out = enforceConsistency({
      ...good,
      overview: 'A tidy sedan. None of the recalls applies to this car. Buy it.',
      strengths: ['No recalls apply to this vehicle.', 'Strong engine.'],
      buyingAdvice: 'It is not affected by any recall, so no paperwork is needed.',
    }, withFacts(base, { recalls: [maybe] }), fallback);
    assert.equal(out.overview, 'A tidy sedan. Buy it.');
    assert.deepEqual(out.strengths, ['Strong engine.']);
    assert.equal(out.buyingAdvice, 'Builtin advice.');
  });

  it('keeps "none applies" when every recall is unlikely to apply', () => {
    const out = enforceConsistency({ ...good, overview: 'None of the recalls applies to this car.' }, withFacts(base, { recalls: [{ campNo: '1', appliesTo: 'unlikely' }] }), fallback);
    assert.equal(out.overview, 'None of the recalls applies to this car.');
  });

  it('removes "no recalls" and "no complaints" while NHTSA\'s crash-test record counts some', () => {
    const rated = { variant: '2013 Acura RDX SUV FWD', overall: 'Not Rated', frontCrash: 'Not Rated', sideCrash: 'Not Rated', rollover: 'Not Rated', recordCounts: { complaints: 153, recalls: 3 } };
    const out = enforceConsistency({ ...good, overview: 'It has no recalls. No owner complaints either. Solid.' },
      withFacts(base, { safetyRatings: rated, complaints: { total: 0, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] } }), fallback);
    assert.equal(out.overview, 'Solid.');
  });

  it('removes "no recalls" and "no complaints" found under vPIC\'s model name alone, and says in the issues how they were looked up', () => {
    const complaints = { total: 0, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] };
    const out = enforceConsistency({ ...good, overview: 'It has no recalls. No owner complaints either. Solid.', issues: [] },
      { ...withFacts(base, { complaints }), narrowed: ['recalls', 'complaints'] }, fallback);
    assert.equal(out.overview, 'Solid.');
    assert.deepEqual(out.issues, [narrowedSentence('recalls', 'F-150'), narrowedSentence('complaints', 'F-150')]);
  });

  it('keeps "no recalls" when NHTSA really has none', () => {
    const out = enforceConsistency({ ...good, overview: 'It has no recalls.' }, base, fallback);
    assert.equal(out.overview, 'It has no recalls.');
  });

  it('says recall status is unknown when recalls could not be looked up', () => {
    const out = enforceConsistency({ ...good, overview: 'No recalls. Nice car.', issues: [] }, withFacts(base, { recallsLookedUp: false }), fallback);
    assert.equal(out.overview, 'Nice car.');
    assert.match(out.issues[0]!, /unknown/);
  });

  it('names every park-it and park-outside recall in the issues and the buying advice when the model left them out', () => {
    const out = enforceConsistency(good, withFacts(base, { recalls: [parkIt, parkOutside, { campNo: '21V123000' }] }), fallback);
    assert.match(out.issues[0]!, /^Do not drive it: .*24V001000/);
    assert.match(out.issues[1]!, /^Park it outside, .*24V002000/);
    assert.match(out.buyingAdvice, /recalls 24V001000 and 24V002000 have been repaired/);
  });

  it('leaves a summary alone that already names the urgent recall', () => {
    const summary = { ...good, issues: ['Do not drive until recall 24V001000 is fixed.'], buyingAdvice: 'Demand proof of 24V001000.' };
    assert.deepEqual(enforceConsistency(summary, withFacts(base, { recalls: [parkIt] }), fallback), summary);
  });
});
