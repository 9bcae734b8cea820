import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAnthropicProvider } from '../../src/ai/anthropic.js';
import { UnusableOutputError } from '../../src/ai/parse-output.js';
import type { SummaryInput } from '../../src/ai/provider.js';
import { AiSummarySchema } from '../../src/report/schemas.js';
import { UpstreamStatusError } from '../../src/upstream/http/fetch-json.js';
import { captureLogger, useFakeLlm } from '../helpers/fake-llm.js';
import { summaryInput } from './summary-input.js';

const KEY = 'sk-ant-api03-TEST-abcdefghijklmnopSECRET';

const input: SummaryInput = summaryInput({
  vehicle: { vin: '5YJ3E1EBXSF969484', make: 'TESLA', model: 'Model 3', modelYear: '2025' },
  recalls: [{ campNo: '25V001000', component: 'ELECTRICAL SYSTEM', parkOutside: true }],
  recallsLookedUp: true,
  complaints: null,
  safetyRatings: null,
  fuelEconomy: null,
  unavailable: [],
  maintenance: null,
  currentYear: 2026,
});

describe('Anthropic provider', () => {
  const fake = useFakeLlm({ apiKey: KEY });

  function provider(overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) {
    const log = captureLogger();
    const p = createAnthropicProvider({ baseUrl: fake.anthropicBaseUrl, apiKey: KEY, model: 'claude-haiku-4-5', timeoutMs: 5_000, logger: log.logger, ...overrides });
    return { p, log };
  }

  it('posts to /v1/messages with x-api-key, anthropic-version 2023-06-01 and a forced tool', async () => {
    const { p } = provider();
    await p.summarize(input);
    assert.equal(fake.requests.length, 1);
    const [req] = fake.requests;
    assert.equal(req!.path, '/v1/messages');
    assert.equal(req!.headers['x-api-key'], KEY);
    assert.equal(req!.headers['anthropic-version'], '2023-06-01');
    assert.equal(req!.headers.authorization, undefined);
    assert.equal(req!.body.model, 'claude-haiku-4-5');
    assert.equal(typeof req!.body.max_tokens, 'number');
    assert.match(req!.body.system, /not instructions/);
    assert.deepEqual(req!.body.tool_choice, { type: 'tool', name: 'write_vehicle_summary' });
    assert.equal(req!.body.tools[0].name, 'write_vehicle_summary');
    assert.equal(req!.body.tools[0].input_schema.type, 'object');
  });

  it('returns the tool_use input as the summary, with provider and model', async () => {
    const { p } = provider();
    const summary = await p.summarize(input);
    assert.ok(AiSummarySchema.safeParse(summary).success);
    assert.match(summary.overview, /^FAKE-LLM: the 2025 Tesla Model 3 has 1 recall/);
    assert.equal(summary.provider, 'anthropic');
    assert.equal(summary.model, 'claude-haiku-4-5');
  });

  it('accepts a base URL that already ends in /v1', async () => {
    const { p } = provider({ baseUrl: `${fake.anthropicBaseUrl}/v1` });
    await p.summarize(input);
    assert.equal(fake.requests[0]!.path, '/v1/messages');
  });

  it('reads a text answer with fenced JSON when the model did not call the tool', async () => {
    fake.queue({ kind: 'fenced' });
    const { p } = provider();
    const summary = await p.summarize(input);
    assert.match(summary.overview, /^FAKE-LLM/);
  });

  it('refuses a tool input that is not a summary as unusable output', async () => {
    fake.queue({ kind: 'tool-input', input: { verdict: 'buy it' } });
    const { p } = provider();
    await assert.rejects(p.summarize(input), UnusableOutputError);
  });

  it('retries once after 529 overloaded_error and succeeds', async () => {
    fake.queue({ kind: 'status', status: 529 });
    const { p } = provider();
    await p.summarize(input);
    assert.equal(fake.requests.length, 2);
  });

  it('fails with status 529 when the API stays overloaded, logging Anthropic\'s message', async () => {
    fake.setDefault({ kind: 'status', status: 529 });
    const { p, log } = provider();
    await assert.rejects(p.summarize(input), (err) => err instanceof UpstreamStatusError && err.status === 529);
    assert.equal(fake.requests.length, 2);
    assert.ok(log.lines.some((l) => l.includes('"event":"ai_call_failed"') && l.includes('"detail":"Overloaded"')));
  });

  it('retries once after a 429 rate_limit_error with Retry-After', async () => {
    fake.queue({ kind: 'status', status: 429, retryAfter: '1' });
    const { p } = provider();
    await p.summarize(input);
    assert.equal(fake.requests.length, 2);
  });

  it('fails on 401 authentication_error without retrying', async () => {
    const { p, log } = provider({ apiKey: 'sk-ant-wrong-000000000000' });
    await assert.rejects(p.summarize(input), (err) => err instanceof UpstreamStatusError && err.status === 401);
    assert.equal(fake.requests.length, 1);
    assert.ok(log.lines.some((l) => l.includes('invalid x-api-key')));
  });

  it('asks again once without tools when a compatible server rejects them with 400', async () => {
    fake.setDefault({ kind: 'reject-structured' });
    const { p } = provider();
    const summary = await p.summarize(input);
    assert.match(summary.overview, /^FAKE-LLM/);
    assert.equal(fake.requests.length, 2);
    assert.equal(fake.requests[1]!.body.tools, undefined);
    assert.equal(fake.requests[1]!.body.tool_choice, undefined);
  });

  it('retries once after a timeout, then fails with UPSTREAM_TIMEOUT', async () => {
    fake.setDefault({ kind: 'hang' });
    const { p } = provider({ timeoutMs: 1_000 });
    await assert.rejects(p.summarize(input), (err: { code?: string }) => err.code === 'UPSTREAM_TIMEOUT');
    assert.equal(fake.requests.length, 2);
  });

  it('logs input and output tokens from the usage block', async () => {
    const { p, log } = provider();
    await p.summarize(input);
    const line = JSON.parse(log.lines.find((l) => l.includes('"event":"ai_call"'))!);
    assert.equal(line.provider, 'anthropic');
    assert.ok(line.inputTokens > 0);
    assert.ok(line.outputTokens > 0);
  });

  it('keeps the key out of errors and logs when a proxy echoes it back', async () => {
    fake.setDefault({ kind: 'status', status: 529, echoKey: true });
    const { p, log } = provider();
    const err = await p.summarize(input).catch((e: unknown) => e);
    assert.ok(err instanceof UpstreamStatusError);
    const everything = JSON.stringify({ message: err.message, body: err.body, logs: log.lines });
    assert.ok(everything.includes('received credentials'));
    assert.ok(!everything.includes(KEY));
  });
});
