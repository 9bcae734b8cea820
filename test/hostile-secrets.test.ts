/**
 * Secrets: a provider key handed to the logger never reaches a log line, whatever field, error or
 * cause it hides in; error bodies are fixed texts that cannot carry one; and the real server started
 * with a key set never prints it or sends it. (The LLM providers are not merged yet: see SECURITY.md
 * for what to extend when they land.)
 */
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { UpstreamError, ServiceError } from '../src/errors.js';
import { INTERNAL_MESSAGE, RETRYABLE_MESSAGE } from '../src/errors.js';
import { createLogger } from '../src/logger.js';
import { startFakeUpstream, fixtureVins, type FakeUpstream } from './helpers/fake-upstream.js';
import { generatedVin, postDecode, spawnServer, startInProcess, syntheticDecode, tempCacheDir } from './helpers/hostile-harness.js';
import type { Summarizer } from '../src/ai/provider.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const KEY = 'sk-test-Zq8vN3kP0wR7xY2mL5tB9cD4';

function capture(secrets: string[]) {
  const lines: string[] = [];
  return { logger: createLogger({ write: (l) => lines.push(l), secrets, level: 'debug' }), text: () => lines.join('') };
}

describe('secrets in logs', () => {
  test('a key is redacted from fields, nested values, error messages and cause chains', () => {
    const { logger, text } = capture([KEY]);
    const cause = new Error(`401 from https://api.example/v1?key=${KEY}`);
    logger.error('provider_failed', {
      header: `Bearer ${KEY}`,
      nested: { deeper: [KEY, { again: `x${KEY}x` }] },
      err: new UpstreamError('openai', `rejected key ${KEY}`, { cause }),
    });
    assert.ok(!text().includes(KEY));
    assert.ok(!text().includes(KEY.slice(8)), 'not even a tail of it');
    assert.match(text(), /\[redacted\]/);
  });

  test('a key made of any characters is redacted, including those JSON escapes', () => {
    const keyChars = fc.constantFrom(...'abcXYZ019-_.~+/=', '"', '\\', '\u0001', '\n', '\u2028', 'é', '😀');
    fc.assert(
      fc.property(fc.string({ unit: keyChars, minLength: 8, maxLength: 40 }), fc.string({ maxLength: 20 }), (secret, noise) => {
        const { logger, text } = capture([secret]);
        logger.warn('x', { value: `${noise}${secret}${noise}`, err: new Error(secret) });
        const line = text();
        assert.ok(!line.includes(secret), 'raw form');
        assert.ok(!line.includes(JSON.stringify(secret).slice(1, -1)), 'JSON-escaped form');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('secrets in answers', () => {
  let fake: FakeUpstream;
  const cache = tempCacheDir();
  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
  });
  after(async () => {
    await fake.close();
    cache.remove();
  });

  // A summary writer that fails the way an LLM SDK does: with the key in the message.
  const failures: Array<[string, () => Error, number, string]> = [
    ['a plain Error', () => new Error(`Incorrect API key provided: ${KEY}`), 500, INTERNAL_MESSAGE],
    ['an UpstreamError', () => new UpstreamError('openai', `openai rejected ${KEY}`), 500, RETRYABLE_MESSAGE],
    ['a PROVIDER_FAILED error', () => new ServiceError('PROVIDER_FAILED', `anthropic: invalid x-api-key ${KEY}`), 500, RETRYABLE_MESSAGE],
  ];
  for (const [what, makeError, status, message] of failures) {
    test(`a provider failing with ${what} that names the key answers a fixed message and logs it redacted`, async () => {
      const summarize: Summarizer = async () => {
        throw makeError();
      };
      const server = await startInProcess({
        env: { CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl },
        summarize,
        secrets: [KEY],
      });
      try {
        const res = await postDecode(server.baseUrl, { vin: generatedVin(900 + failures.findIndex(([w]) => w === what)) });
        assert.equal(res.status, status);
        assert.deepEqual(res.json, { error: message });
        assert.ok(!server.logText().includes(KEY), 'log lines');
        assert.ok(server.logs.some((l) => l.level === 'error'), 'the failure is still logged for the operator');
      } finally {
        await server.close();
      }
    });
  }

  test('cache files are readable and writable by the service\'s own user only (mode 0600)', async () => {
    const dir = tempCacheDir();
    const server = await startInProcess({ env: { CACHE_DIR: dir.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl } });
    try {
      const vin = generatedVin(960);
      assert.equal((await postDecode(server.baseUrl, { vin })).status, 200);
      assert.equal(statSync(path.join(dir.dir, `${vin}.json`)).mode & 0o777, 0o600);
    } finally {
      await server.close();
      dir.remove();
    }
  });

  test('the real server started with AI_API_KEY never prints it or sends it, on success or failure', async () => {
    const dir = tempCacheDir();
    const server = await spawnServer({ CACHE_DIR: dir.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl, AI_API_KEY: KEY, LOG_LEVEL: 'debug' });
    try {
      const seen: string[] = [];
      const record = async (res: Response) => {
        seen.push(JSON.stringify([...res.headers]), await res.text());
      };
      await record(await fetch(`${server.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: fixtureVins()[0] }) }));
      await record(await fetch(`${server.baseUrl}/api/decode`, { method: 'POST', body: '{"vin":"bad"}' }));
      fake.fail('vpic', { kind: 'status', status: 500 });
      try {
        await record(await fetch(`${server.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: generatedVin(950) }) }));
      } finally {
        fake.fail('vpic', null);
      }
      await record(await fetch(`${server.baseUrl}/healthz`));
      await record(await fetch(`${server.baseUrl}/openapi.json`));
      await record(await fetch(`${server.baseUrl}/nope`));
      assert.ok(seen.join('').length > 1000);
      assert.ok(!seen.join('').includes(KEY), 'responses');
      await server.stop();
      assert.match(server.stderr(), /"event":"upstream_failed"/);
      assert.ok(!server.stderr().includes(KEY), 'server log');
    } finally {
      await server.kill();
      dir.remove();
    }
  });
});
