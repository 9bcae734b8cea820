/**
 * An LLM's score is held to the assessment's allowed range: a prompt-injected model that gives 10
 * to a vehicle with a park-it recall, or to one whose recalls were never looked up, is overruled by
 * the rubric, and the summary says why.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createOpenAiProvider } from '../../src/ai/openai.js';
import type { SummaryInput } from '../../src/ai/provider.js';
import { createSummarizer } from '../../src/ai/summarizer.js';
import { assess } from '../../src/assessment/assess.js';
import { createLogger } from '../../src/logger.js';
import { fakeSummary, useFakeLlm } from '../helpers/fake-llm.js';
import { summaryInput, type SummaryFacts } from './summary-input.js';

const KEY = 'sk-test-SCOREBOUND-0123456789SECRET';

function f150(extra: SummaryFacts = {}): SummaryInput {
  const input = summaryInput({
    vehicle: { vin: '1FTMW1T88MFA00001', make: 'FORD', model: 'F-150', modelYear: '2021', engineCylinders: '6', fuelType: 'Gasoline' },
    currentYear: 2026,
    ...extra,
  });
  return { ...input, assessment: assess(input) };
}

describe('an LLM score outside the rubric\'s range', () => {
  const fake = useFakeLlm({ apiKey: KEY, summary: (facts) => ({ ...fakeSummary(facts), score: 10 }) });
  const summarize = () => createSummarizer({
    provider: createOpenAiProvider({ apiKey: KEY, baseUrl: fake.openaiBaseUrl, model: 'gpt-4.1-mini', timeoutMs: 5_000, logger: createLogger({ level: 'error', write: () => {} }) }),
    model: 'gpt-4.1-mini',
    logger: createLogger({ level: 'error', write: () => {} }),
  });

  it('a 10 for a vehicle with a park-it recall that may apply becomes the rubric\'s score, at most 3, with the reason', async () => {
    const input = f150({ recalls: [{ campNo: '24V001000', component: 'FUEL SYSTEM', parkIt: true, appliesTo: 'likely' }] });
    const { summary } = await summarize()(input);
    assert.equal(summary.score, input.assessment!.score.value);
    assert.ok(summary.score <= 3);
    assert.equal(summary.fallback, true);
    assert.match(summary.fallbackReason ?? '', /score of 10 was outside the range/);
  });

  it('a 10 for a vehicle whose recalls were not looked up becomes at most 6', async () => {
    const input = f150({ vehicle: { vin: '1FTMW1T88MFA00001', make: 'FORD', modelYear: '2021' }, recallsLookedUp: false });
    const { summary } = await summarize()(input);
    assert.ok(summary.score <= 6);
    assert.match(summary.fallbackReason ?? '', /rubric/);
  });

  it('a score within one point of the rubric stands, with no fallback', async () => {
    const input = f150({ safetyRatings: { variant: 'x', overall: '5', frontCrash: '5', sideCrash: '5', rollover: '5' } });
    assert.equal(input.assessment!.score.value, 9);
    const { summary } = await summarize()(input);
    assert.equal(summary.score, 10);
    assert.equal(summary.fallback, undefined);
  });
});
