import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createAnthropicProvider } from '../../src/ai/anthropic.js';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { createOpenAiProvider } from '../../src/ai/openai.js';
import type { SummaryInput } from '../../src/ai/provider.js';
import { createSummarizer, FALLBACK_CACHE_SECONDS, summaryCacheKey } from '../../src/ai/summarizer.js';
import { createLogger } from '../../src/logger.js';
import { AiSummarySchema } from '../../src/report/schemas.js';
import { fakeSummary, startFakeLlm, useFakeLlm } from '../helpers/fake-llm.js';
import { summaryInput, withFacts } from './summary-input.js';

const KEY = 'sk-test-SUMMARIZER-0123456789SECRET';

function input(serial: string, recalls: SummaryInput['sections']['recalls'] = [{ campNo: '21V123000', component: 'BRAKES' }]): SummaryInput {
  return summaryInput({
    vehicle: { vin: `1FTMW1T88MFA${serial}`, make: 'FORD', model: 'F-150', modelYear: '2021', engineCylinders: '6' },
    recalls,
    recallsLookedUp: true,
    complaints: null,
    safetyRatings: null,
    fuelEconomy: null,
    unavailable: [],
    maintenance: { oil: '5W-30', oilCapacity: '6 qt' },
    currentYear: 2026,
  });
}

describe('summarizer: cache, sharing and fallback', () => {
  const fake = useFakeLlm({ apiKey: KEY });

  function summarizer(options: { now?: () => number; timeoutMs?: number; anthropic?: boolean } = {}) {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(line) });
    const providerOptions = { apiKey: KEY, timeoutMs: options.timeoutMs ?? 5_000, logger };
    const provider = options.anthropic
      ? createAnthropicProvider({ ...providerOptions, baseUrl: fake.anthropicBaseUrl, model: 'claude-haiku-4-5' })
      : createOpenAiProvider({ ...providerOptions, baseUrl: fake.openaiBaseUrl, model: 'gpt-4.1-mini' });
    const summarize = createSummarizer({ provider, model: options.anthropic ? 'claude-haiku-4-5' : 'gpt-4.1-mini', logger, now: options.now });
    return { summarize, lines };
  }

  it('ten VINs of one configuration with the same recalls cost one LLM call', async () => {
    const { summarize } = summarizer();
    const results: Awaited<ReturnType<typeof summarize>>[] = [];
    for (let i = 1; i <= 10; i++) results.push(await summarize(input(String(i).padStart(5, '0'))));
    assert.equal(fake.requests.length, 1);
    results.forEach((r, i) => {
      assert.equal(r.summary.provider, 'openai');
      assert.equal(r.maxCacheSeconds, undefined);
      // One shared text; only the buyer's own recall lookup link differs per VIN.
      assert.deepEqual({ ...r.summary, buyingAdvice: '' }, { ...results[0]!.summary, buyingAdvice: '' });
      assert.ok(r.summary.buyingAdvice.endsWith(`https://www.nhtsa.gov/recalls?vin=1FTMW1T88MFA${String(i + 1).padStart(5, '0')}.`));
    });
  });

  it('concurrent requests for one configuration share one in-flight call', async () => {
    const { summarize } = summarizer({ anthropic: true });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => summarize(input(String(100 + i).padStart(5, '0')))));
    assert.equal(fake.requests.length, 1);
    assert.ok(results.every((r) => r.summary.provider === 'anthropic'));
  });

  it('a different recall set is a different summary', async () => {
    const { summarize } = summarizer();
    await summarize(input('00001'));
    await summarize(input('00002', [{ campNo: '21V123000' }, { campNo: '22V999000' }]));
    assert.equal(fake.requests.length, 2);
  });

  it('the cache key ignores the VIN and recall order but not the model or the maintenance spec', () => {
    const a = input('00001', [{ campNo: 'A' }, { campNo: 'B' }]);
    const b = input('99999', [{ campNo: 'B' }, { campNo: 'A' }]);
    assert.equal(summaryCacheKey('openai', 'm', a), summaryCacheKey('openai', 'm', b));
    assert.notEqual(summaryCacheKey('openai', 'm', a), summaryCacheKey('openai', 'other', a));
    assert.notEqual(summaryCacheKey('openai', 'm', a), summaryCacheKey('openai', 'm', withFacts(a, { maintenance: null })));
  });

  it('writes the summary again once the cached one has expired', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const { summarize } = summarizer({ now: () => clock });
    await summarize(input('00001'));
    clock += 6 * 86_400_000;
    await summarize(input('00002'));
    assert.equal(fake.requests.length, 1);
    clock += 2 * 86_400_000;
    await summarize(input('00003'));
    assert.equal(fake.requests.length, 2);
  });

  it('answers with the builtin summary and a one-hour cache cap when the provider fails, and logs why', async () => {
    fake.setDefault({ kind: 'status', status: 500 });
    const { summarize, lines } = summarizer();
    const result = await summarize(input('00001'));
    assert.deepEqual(result.summary, { ...writeBuiltinSummary(input('00001')), fallback: true });
    assert.equal(result.summary.provider, 'builtin');
    assert.equal(result.maxCacheSeconds, FALLBACK_CACHE_SECONDS);
    const fallback = JSON.parse(lines.find((l) => l.includes('"event":"ai_fallback"'))!);
    assert.equal(fallback.reason, 'UPSTREAM_FAILED');
    assert.match(fallback.error, /HTTP 500/);
  });

  it('does not keep a fallback: the next request after the outage gets a model-written summary', async () => {
    const { summarize } = summarizer();
    fake.setDefault({ kind: 'status', status: 500 });
    assert.equal((await summarize(input('00001'))).summary.provider, 'builtin');
    fake.setDefault({ kind: 'ok' });
    const next = await summarize(input('00002'));
    assert.equal(next.summary.provider, 'openai');
    assert.equal(next.maxCacheSeconds, undefined);
  });

  it('falls back when the output is unusable', async () => {
    fake.setDefault({ kind: 'text', text: 'As an AI, I would rather not.' });
    const { summarize, lines } = summarizer();
    const result = await summarize(input('00001'));
    assert.equal(result.summary.provider, 'builtin');
    assert.equal(result.maxCacheSeconds, FALLBACK_CACHE_SECONDS);
    assert.ok(lines.some((l) => l.includes('"event":"ai_fallback"') && l.includes('PROVIDER_FAILED')));
  });

  it('falls back after a timeout and its retry', async () => {
    fake.setDefault({ kind: 'hang' });
    const { summarize } = summarizer({ timeoutMs: 1_000 });
    const result = await summarize(input('00001'));
    assert.equal(result.summary.provider, 'builtin');
    assert.equal(fake.requests.length, 2);
  });

  it('repairs a model summary that leaves out a park-outside recall', async () => {
    const liar = await startFakeLlm({
      apiKey: KEY,
      summary: (facts) => ({ ...fakeSummary(facts), overview: 'Great truck.', issues: [], buyingAdvice: 'Buy it.' }),
    });
    after(() => liar.close());
    const logger = createLogger({ write: () => {} });
    const summarize = createSummarizer({
      provider: createOpenAiProvider({ baseUrl: liar.openaiBaseUrl, apiKey: KEY, model: 'gpt-4.1-mini', timeoutMs: 5_000, logger }),
      model: 'gpt-4.1-mini',
      logger,
    });
    const { summary } = await summarize(input('00001', [{ campNo: '24V555000', component: 'BATTERY', parkOutside: true }]));
    assert.ok(AiSummarySchema.safeParse(summary).success);
    assert.equal(summary.provider, 'openai');
    assert.equal(summary.overview, 'Great truck.');
    assert.match(summary.issues[0]!, /Park it outside, .*24V555000/);
    assert.match(summary.buyingAdvice, /24V555000/);
  });
});

describe('summarizer: LLM prose the report does not back', () => {
  /** A summarizer over a fake LLM that writes `overrides` into an otherwise ordinary summary. */
  async function summarizerWriting(overrides: Record<string, unknown>) {
    const llm = await startFakeLlm({ apiKey: KEY, summary: (facts) => ({ ...fakeSummary(facts), ...overrides }) });
    after(() => llm.close());
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(line) });
    const provider = createOpenAiProvider({ baseUrl: llm.openaiBaseUrl, apiKey: KEY, model: 'gpt-4.1-mini', timeoutMs: 5_000, logger });
    return { summarize: createSummarizer({ provider, model: 'gpt-4.1-mini', logger }), lines };
  }

  it('a summary calling a recall that may apply "clean recall history" gives way to the built-in one, saying why', async () => {
    const { summarize, lines } = await summarizerWriting({ overview: 'A solid truck with a clean recall history.' });
    const result = await summarize(input('00001'));
    assert.deepEqual([result.summary.provider, result.summary.fallback], ['builtin', true]);
    assert.equal(result.summary.fallbackReason, 'the LLM\'s summary called recalls that may apply to this vehicle clean, none or done');
    assert.equal(result.summary.overview, writeBuiltinSummary(input('00001')).overview);
    assert.equal(result.maxCacheSeconds, FALLBACK_CACHE_SECONDS);
    assert.ok(lines.some((line) => line.includes('"event":"ai_fallback"')), 'the log says so too');
  });

  it('a summary saying every recall has been completed gives way to the built-in one', async () => {
    const { summarize } = await summarizerWriting({ buyingAdvice: 'All recalls have been completed by the dealer, so it is ready to drive.' });
    const { summary } = await summarize(input('00002'));
    assert.match(summary.fallbackReason ?? '', /called recalls that may apply to this vehicle clean/);
  });

  it('advice to confirm a recall was repaired is not taken for a claim that it was', async () => {
    const { summarize } = await summarizerWriting({ buyingAdvice: 'Ask the seller to confirm the recall has been completed.' });
    const { summary } = await summarize(input('00003'));
    assert.deepEqual([summary.provider, summary.fallback], ['openai', undefined]);
  });

  it('a phone number the report does not hold gives way to the built-in summary', async () => {
    const { summarize } = await summarizerWriting({ buyingAdvice: 'For a free recall check call 1-800-555-0199 today.' });
    const { summary } = await summarize(input('00004'));
    assert.deepEqual([summary.provider, summary.fallbackReason], ['builtin', 'the LLM\'s summary carried a phone number the report does not hold']);
  });

  it('a phone number the recall text itself carries may stand', async () => {
    const recalls = [{ campNo: '21V123000', component: 'BRAKES', remedy: 'Owners may contact Ford customer service at 1-866-436-7332.' }];
    const { summarize } = await summarizerWriting({ buyingAdvice: 'Ford answers recall questions at 1-866-436-7332.' });
    const { summary } = await summarize(input('00005', recalls));
    assert.deepEqual([summary.provider, summary.fallback], ['openai', undefined]);
  });

  it('a link the report does not hold gives way to the built-in summary', async () => {
    const { summarize } = await summarizerWriting({ maintenanceTips: 'Claim your refund at evil.example.com/claim before it expires.' });
    const { summary } = await summarize(input('00006'));
    assert.deepEqual([summary.provider, summary.fallbackReason], ['builtin', 'the LLM\'s summary carried a link the report does not hold']);
  });

  it('NHTSA\'s own recall lookup may be named', async () => {
    const { summarize } = await summarizerWriting({ buyingAdvice: 'Check the VIN at nhtsa.gov/recalls before buying.' });
    const { summary } = await summarize(input('00007'));
    assert.equal(summary.provider, 'openai');
  });
});
