/**
 * The whole service over HTTP with AI_PROVIDER=openai/anthropic pointed at the fake LLM: real
 * config loading, real composition root, real HTTP server, real file cache, fake NHTSA and LLM
 * on loopback.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { VinReportSchema } from '../../src/report/report.js';
import { createServiceServer } from '../../src/entry/service-server.js';
import { startEntryPoint, type EntryPoint } from '../helpers/entry-point.js';
import { dataBlock, startFakeLlm, type FakeLlm, type LlmBehaviour } from '../helpers/fake-llm.js';
import { readVpicFixture, ROOMY_HOST_LIMITS, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

const KEY = 'sk-proj-HTTPTEST-0123456789abcdefghijSECRET';
const FORD = '1FTMW1T88MFA00001';

/** The recorded 2021 F-150 answer under another serial number: same configuration, another VIN. */
function sameFord(vin: string): unknown {
  if (!vin.startsWith('1FTMW1T88MFA')) return undefined;
  const fixture = readVpicFixture(FORD) as { Results: Array<Record<string, unknown>> };
  return { ...fixture, Results: [{ ...fixture.Results[0], VIN: vin }] };
}

function serialVin(n: number): string {
  return `1FTMW1T88MFA${String(n).padStart(5, '0')}`;
}

interface Harness {
  url: string;
  lines: string[];
  advance(ms: number): void;
  close(): Promise<void>;
}

async function startService(upstream: FakeUpstream, env: Record<string, string>): Promise<Harness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vin-ai-http-'));
  const config = loadConfig({
    CACHE_DIR: dir,
    VPIC_BASE_URL: upstream.vpicBaseUrl,
    RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
    RATE_LIMIT_PER_DAY: '10000',
    // This test's clock stands still: the default pace would stall it.
    ...ROOMY_HOST_LIMITS,
    ...env,
  });
  const lines: string[] = [];
  // Deliberately no `secrets`: the key must stay out of the logs without relying on redaction.
  const logger = createLogger({ level: 'debug', write: (line) => lines.push(line) });
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const now = () => clock;
  const app = await createApp({ config, logger, now });
  const server = createServiceServer({ app, config, logger, now });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    lines,
    advance: (ms) => (clock += ms),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function decode(h: Harness, vin: string) {
  const res = await fetch(`${h.url}/api/decode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vin }) });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-cache'), headers: JSON.stringify([...res.headers]), text, body: JSON.parse(text) };
}

describe('reports over HTTP with an LLM provider', () => {
  let upstream: FakeUpstream;
  let llm: FakeLlm;
  let h: Harness;
  before(async () => {
    upstream = await startFakeUpstream({ vpicFallback: sameFord });
    llm = await startFakeLlm({ apiKey: KEY });
    h = await startService(upstream, { AI_PROVIDER: 'openai', AI_BASE_URL: llm.openaiBaseUrl, AI_API_KEY: KEY, AI_MODEL: 'gpt-4.1-mini', AI_TIMEOUT_MS: '10000' });
  });
  after(async () => {
    await h.close();
    await llm.close();
    await upstream.close();
  });

  it('answers a valid report whose summary the configured model wrote', async () => {
    const res = await decode(h, FORD);
    assert.equal(res.status, 200);
    assert.ok(VinReportSchema.safeParse(res.body).success);
    assert.equal(res.body.ai.provider, 'openai');
    assert.equal(res.body.ai.model, 'gpt-4.1-mini');
    assert.match(res.body.ai.overview, /^FAKE-LLM: the 2021 Ford F-150 has \d+ recall/);
    const sent = llm.requests.at(-1)!;
    assert.equal(sent.headers.authorization, `Bearer ${KEY}`);
    assert.equal(sent.body.model, 'gpt-4.1-mini');
  });

  it('ten VINs of the same configuration cost one LLM call', async () => {
    for (let i = 10; i < 20; i++) {
      const res = await decode(h, serialVin(i));
      assert.equal(res.status, 200);
      assert.equal(res.cache, 'MISS');
      assert.equal(res.body.vin, serialVin(i));
      assert.equal(res.body.ai.provider, 'openai');
    }
    // Counted over the whole suite: the first F-150 report (alone or in the test above) paid for all.
    const f150Calls = llm.requests.filter((r) => dataBlock(r.body)?.vehicle?.model === 'F-150');
    assert.equal(f150Calls.length, 1);
    assert.ok(f150Calls.every((r) => !JSON.stringify(r.body).includes('1FTMW1T88MFA')), 'no VIN in any prompt');
  });

  it('still answers a valid report with the builtin summary during an outage, and retries it after at most an hour', async () => {
    llm.setDefault({ kind: 'status', status: 500 });
    const outage = await decode(h, '5YJ3E1EBXSF969484');
    assert.equal(outage.status, 200);
    assert.ok(VinReportSchema.safeParse(outage.body).success);
    assert.equal(outage.body.ai.provider, 'builtin');
    assert.ok(h.lines.some((l) => l.includes('"event":"ai_fallback"')));
    assert.ok(h.lines.some((l) => l.includes('"event":"report_built"') && l.includes('"ttl":3600')));

    assert.equal((await decode(h, '5YJ3E1EBXSF969484')).cache, 'HIT');
    llm.setDefault({ kind: 'ok' });
    h.advance(3_601_000);
    const after = await decode(h, '5YJ3E1EBXSF969484');
    assert.equal(after.cache, 'MISS');
    assert.equal(after.body.ai.provider, 'openai');
  });

  it('keeps a model-written report for the full seven days', async () => {
    await decode(h, FORD);
    h.advance(6 * 86_400_000);
    assert.equal((await decode(h, FORD)).cache, 'HIT');
  });
});

describe('reports over HTTP with AI_PROVIDER=anthropic', () => {
  it('carry a summary from the default Claude model', async () => {
    const upstream = await startFakeUpstream();
    const llm = await startFakeLlm({ apiKey: KEY });
    const h = await startService(upstream, { AI_PROVIDER: 'anthropic', AI_BASE_URL: llm.anthropicBaseUrl, AI_API_KEY: KEY });
    after(async () => {
      await h.close();
      await llm.close();
      await upstream.close();
    });
    const res = await decode(h, '5YJ3E1EBXSF969484');
    assert.equal(res.status, 200);
    assert.ok(VinReportSchema.safeParse(res.body).success);
    assert.equal(res.body.ai.provider, 'anthropic');
    assert.equal(res.body.ai.model, 'claude-haiku-4-5');
    assert.match(res.body.ai.overview, /^FAKE-LLM: the 2025 Tesla Model 3/);
    assert.equal(llm.requests[0]!.headers['x-api-key'], KEY);
    assert.equal(llm.requests[0]!.headers['anthropic-version'], '2023-06-01');
  });
});

describe('the API key on every failure path', () => {
  const failures: Array<[string, LlmBehaviour]> = [
    ['401 that quotes the key back', { kind: 'status', status: 401, echoKey: true }],
    ['429 with a long Retry-After', { kind: 'status', status: 429, retryAfter: '120', echoKey: true }],
    ['429 with a short Retry-After, twice', { kind: 'status', status: 429, retryAfter: '0', echoKey: true }],
    ['500 twice', { kind: 'status', status: 500, echoKey: true }],
    ['503 twice', { kind: 'status', status: 503, echoKey: true }],
    ['400 to structured and plain output', { kind: 'status', status: 400, echoKey: true }],
    ['timeout twice', { kind: 'hang' }],
    ['connection reset twice', { kind: 'reset' }],
    ['prose without JSON', { kind: 'text', text: `I refuse. Your key is ${'x'.repeat(5)}.` }],
    ['a tool call with a broken summary', { kind: 'tool-input', input: { overview: 42, score: 'high' } }],
  ];

  for (const provider of ['openai', 'anthropic'] as const) {
    it(`never appears in a log line, response header or body (${provider})`, async () => {
      const upstream = await startFakeUpstream({ vpicFallback: sameFord });
      const llm = await startFakeLlm({ apiKey: KEY });
      after(async () => {
        await llm.close();
        await upstream.close();
      });
      const h = await startService(upstream, {
        AI_PROVIDER: provider,
        AI_BASE_URL: provider === 'openai' ? llm.openaiBaseUrl : llm.anthropicBaseUrl,
        AI_API_KEY: KEY,
        AI_TIMEOUT_MS: '1000',
      });
      after(() => h.close());
      const seen: string[] = [];
      let n = 1000;
      for (const [name, behaviour] of failures) {
        llm.setDefault(behaviour);
        const res = await decode(h, serialVin(n++));
        assert.equal(res.status, 200, name);
        assert.equal(res.body.ai.provider, 'builtin', name);
        assert.ok(VinReportSchema.safeParse(res.body).success, name);
        seen.push(res.headers, res.text);
      }
      // A wrong key is its own failure path: the fake rejects it and must not get it echoed either.
      assert.ok(h.lines.some((l) => l.includes('received credentials')), 'the echoing server was really asked');
      for (const text of [...seen, ...h.lines]) assert.ok(!text.includes(KEY), text.slice(0, 300));
    });
  }

  it('never appears on stderr of the real entry point when the provider rejects the request', async () => {
    const upstream = await startFakeUpstream();
    const llm = await startFakeLlm({ apiKey: 'sk-the-server-expects-another-key' });
    llm.setDefault({ kind: 'status', status: 401, echoKey: true });
    const dir = mkdtempSync(path.join(tmpdir(), 'vin-ai-main-'));
    let server: EntryPoint | undefined;
    after(async () => {
      await server?.kill();
      await llm.close();
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    });
    server = await startEntryPoint({
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        CACHE_DIR: dir,
        VPIC_BASE_URL: upstream.vpicBaseUrl,
        RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: llm.openaiBaseUrl,
        AI_API_KEY: KEY,
        LOG_LEVEL: 'debug',
      },
      captureStdout: true,
    });
    const res = await fetch(`${server.baseUrl}/api/decode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vin: FORD }) });
    const text = await res.text();
    assert.equal(res.status, 200);
    assert.equal(JSON.parse(text).ai.provider, 'builtin');
    // The request log line comes after the response; wait for it so every line is checked.
    for (let i = 0; i < 200 && !server.stderr().includes('"event":"request"'); i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(server.stderr().includes('"event":"ai_fallback"'));
    assert.ok(!server.stderr().includes(KEY) && !text.includes(KEY) && !server.stdout().includes(KEY));
    assert.equal(server.stdout(), '', 'nothing but the MCP transport may write stdout');
  });
});

describe('an LLM that claims no recall applies', () => {
  it('never reaches the report when a recall may apply: its summary is set aside for the built-in one, which says so', async () => {
    const upstream = await startFakeUpstream();
    const llm = await startFakeLlm({
      apiKey: KEY,
      summary: () => ({
        overview: 'A tidy sedan. None of the recalls applies to this car.',
        strengths: ['No recalls apply to this vehicle.', 'Good brakes.'],
        issues: [],
        buyingAdvice: 'It is not affected by any recall, so buy it.',
        maintenanceTips: 'Follow the owner\'s manual.',
        score: 10,
      }),
    });
    const h = await startService(upstream, { AI_PROVIDER: 'openai', AI_BASE_URL: llm.openaiBaseUrl, AI_API_KEY: KEY, AI_MODEL: 'gpt-4.1-mini', AI_TIMEOUT_MS: '10000' });
    try {
      // The 3-series recall covers a build window the decode cannot place: it may apply.
      const res = await decode(h, 'WBA3A5C51CF256987');
      assert.equal(res.status, 200);
      assert.equal(res.body.recalls[0]?.appliesTo, 'unknown');
      assert.equal(llm.requests.length, 1, 'the LLM was asked');
      const said = [res.body.ai.overview, res.body.ai.buyingAdvice, ...res.body.ai.strengths].join(' ');
      assert.doesNotMatch(said, /none of the recalls applies|no recalls apply|not affected by any recall/i);
      assert.equal(res.body.ai.fallback, true);
      assert.match(res.body.ai.fallbackReason ?? '', /recalls that may apply/);
      assert.match(res.body.ai.buyingAdvice, /whether recall 12V176000 covers this car/);
      assert.ok(res.body.ai.score <= res.body.assessment!.score.allowed.max);
    } finally {
      await h.close();
      await llm.close();
      await upstream.close();
    }
  });
});
