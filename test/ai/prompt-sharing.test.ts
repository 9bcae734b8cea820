import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { createOpenAiProvider } from '../../src/ai/openai.js';
import { promptFacts, userPrompt } from '../../src/ai/prompt.js';
import { createSummarizer, FALLBACK_CACHE_SECONDS, summaryCacheKey, type SummaryMode } from '../../src/ai/summarizer.js';
import { createLogger } from '../../src/logger.js';
import { useFakeLlm } from '../helpers/fake-llm.js';
import { fixtureInput, fixtureVins } from './fixture-inputs.js';

const KEY = 'sk-test-SHARING-0123456789SECRET';
/** 2015 Jeep Renegade, AWD, 2.4 L: Latitude, Trailhawk and Limited trims, each its own VIN. */
const RENEGADES_24_AWD = fixtureVins().filter((vin) => /^ZACCJB[BCD]T/.test(vin));

describe('prompt facts', () => {
  test('carry no per-VIN noise: no VIN, plant city, trim or vPIC error text', () => {
    const input = fixtureInput('ZACCJBCT0FPB53096');
    const prompt = userPrompt(input, 'Answer.');
    for (const noise of ['ZACCJBCT0FPB53096', 'MELFI', 'Melfi', 'Trailhawk', 'Check Digit', 'VIN decoded clean']) {
      assert.ok(!prompt.includes(noise), `the prompt carries "${noise}"`);
    }
  });

  test('carry the sections, recall applicability and the reference score', () => {
    const input = fixtureInput('1FTMW1T88MFA00001', {
      complaints: { total: 5, crashes: 0, fires: 1, injuries: 0, deaths: 0, components: [{ component: 'ENGINE', count: 5 }] },
      safetyRatings: { variant: 'v', overall: '4', frontCrash: '4', sideCrash: '5', rollover: '3' },
      fuelEconomy: { variant: 'v', cityMpg: 18, highwayMpg: 24, combinedMpg: 20, fuelType: 'Regular Gasoline' },
      unavailable: ['maintenance'],
    });
    input.sections.recalls = input.sections.recalls.map((r) => ({ ...r, appliesTo: 'unlikely' as const, reason: 'other engine' }));
    const facts = promptFacts(input) as Record<string, any>;
    assert.equal(facts.complaints.total, 5);
    assert.equal(facts.safetyRatings.overall, '4');
    assert.equal(facts.fuelEconomy.combinedMpg, 20);
    assert.deepEqual(facts.unavailable, ['maintenance']);
    assert.equal(facts.recalls[0].appliesTo, 'unlikely');
    assert.equal(facts.recallsLikelyToApply, 0);
    assert.equal(facts.referenceScore, writeBuiltinSummary(input).score);
    assert.equal(facts.serviceWhere, 'any Ford dealer');
  });

  test(`the ${RENEGADES_24_AWD.length} VINs of one make, model, year and engine share one cache key; another engine does not`, () => {
    assert.ok(RENEGADES_24_AWD.length >= 10);
    const keys = new Set(RENEGADES_24_AWD.map((vin) => summaryCacheKey('openai', 'm', fixtureInput(vin))));
    assert.equal(keys.size, 1);
    assert.ok(!keys.has(summaryCacheKey('openai', 'm', fixtureInput('ZACCJBBH0FPB54049'))), 'the 1.4 L Renegade is another configuration');
  });
});

describe('shared LLM summaries', () => {
  const fake = useFakeLlm({ apiKey: KEY });

  function summarizer(mode: SummaryMode = 'inline') {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(line) });
    const provider = createOpenAiProvider({ baseUrl: fake.openaiBaseUrl, apiKey: KEY, model: 'gpt-4.1-mini', timeoutMs: 5_000, logger });
    return { summarize: createSummarizer({ provider, model: 'gpt-4.1-mini', logger, mode }), lines };
  }

  it('ten Renegade VINs of one configuration make one LLM call, each with its own recall link', async () => {
    const { summarize } = summarizer();
    for (const vin of RENEGADES_24_AWD.slice(0, 10)) {
      const { summary } = await summarize(fixtureInput(vin));
      assert.equal(summary.provider, 'openai');
      assert.ok(summary.buyingAdvice.includes(`https://www.nhtsa.gov/recalls?vin=${vin}`));
    }
    assert.equal(fake.requests.length, 1);
  });

  it('an unusable answer falls back to the built-in writer and says so', async () => {
    fake.setDefault({ kind: 'text', text: 'Sorry, I cannot help with that.' });
    const { summarize, lines } = summarizer();
    const input = fixtureInput('1HGCM82633A004352');
    const result = await summarize(input);
    assert.deepEqual(result.summary, { ...writeBuiltinSummary(input), fallback: true });
    assert.equal(result.summary.provider, 'builtin');
    assert.equal(result.maxCacheSeconds, FALLBACK_CACHE_SECONDS);
    assert.ok(lines.some((l) => l.includes('"event":"ai_fallback"')));
  });

  it('in background mode a miss is answered with the built-in summary and the LLM\'s arrives later', async () => {
    const { summarize } = summarizer('background');
    const input = fixtureInput('ZACCJBCT0FPB53096');
    const first = await summarize(input);
    assert.deepEqual(first.summary, writeBuiltinSummary(input));
    assert.equal(first.summary.fallback, undefined);
    const later = await first.later;
    assert.equal(later?.summary.provider, 'openai');
    const second = await summarize(fixtureInput('ZACCJBCT0FPB56625'));
    assert.equal(second.summary.provider, 'openai', 'later VINs of the configuration get the LLM summary at once');
    assert.equal(second.later, undefined);
    assert.equal(fake.requests.length, 1);
  });

  it('in background mode a failed LLM resolves later with null and the built-in summary stays', async () => {
    fake.setDefault({ kind: 'status', status: 500 });
    const { summarize } = summarizer('background');
    const first = await summarize(fixtureInput('1HGCM82633A004352'));
    assert.equal(first.summary.provider, 'builtin');
    assert.equal(await first.later, null);
  });
});
