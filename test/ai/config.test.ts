import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { AI_DEFAULTS, ConfigError, isLocalHost, loadConfig } from '../../src/config.js';

const KEY = 'sk-config-test-0123456789SECRET';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    assert.ok(err instanceof ConfigError, String(err));
    return err;
  }
  assert.fail('expected a ConfigError');
}

describe('AI configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vin-ai-config-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults to the builtin provider, needing nothing', () => {
    const { ai } = loadConfig({});
    assert.equal(ai.provider, 'builtin');
    assert.equal(ai.apiKey, undefined);
  });

  it('answers with the LLM inline unless AI_SUMMARY_MODE=background', () => {
    assert.equal(loadConfig({}).ai.summaryMode, 'inline');
    assert.equal(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: KEY, AI_SUMMARY_MODE: 'background' }).ai.summaryMode, 'background');
    assert.match(configError({ AI_SUMMARY_MODE: 'later' }).message, /^AI_SUMMARY_MODE must be one of inline, background, got "later"$/);
  });

  it('uses the documented defaults for OpenAI with a key', () => {
    const { ai } = loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: KEY });
    assert.deepEqual(ai, { provider: 'openai', baseUrl: 'https://api.openai.com/v1', apiKey: KEY, model: AI_DEFAULTS.openai.model, timeoutMs: 20_000, summaryMode: 'inline' });
  });

  it('uses the documented defaults for Anthropic with a key', () => {
    const { ai } = loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: KEY, AI_MODEL: 'claude-sonnet-4-5', AI_TIMEOUT_MS: '30000' });
    assert.deepEqual(ai, { provider: 'anthropic', baseUrl: 'https://api.anthropic.com', apiKey: KEY, model: 'claude-sonnet-4-5', timeoutMs: 30_000, summaryMode: 'inline' });
  });

  for (const provider of ['openai', 'anthropic']) {
    it(`refuses to start with AI_PROVIDER=${provider} on the hosted endpoint without a key, naming AI_API_KEY`, () => {
      const err = configError({ AI_PROVIDER: provider });
      assert.match(err.message, /^AI_API_KEY /);
      assert.ok(!err.message.includes('\n'));
    });
  }

  it('refuses OpenRouter without a key too', () => {
    assert.match(configError({ AI_PROVIDER: 'openai', AI_BASE_URL: 'https://openrouter.ai/api/v1' }).message, /AI_API_KEY/);
  });

  for (const base of ['http://localhost:11434/v1', 'http://127.0.0.1:8000/v1', 'http://ollama:11434/v1', 'http://192.168.1.20:1234/v1', 'http://[::1]:11434/v1']) {
    it(`runs without a key against the local server ${base}`, () => {
      const { ai } = loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: base, AI_MODEL: 'llama3.2' });
      assert.equal(ai.apiKey, undefined);
      assert.equal(ai.baseUrl, base);
    });
  }

  it('reads the key from the first line of AI_API_KEY_FILE (systemd credentials)', () => {
    const file = path.join(dir, 'key');
    writeFileSync(file, `${KEY}\nsecond line ignored\n`);
    assert.equal(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY_FILE: file }).ai.apiKey, KEY);
  });

  it('names AI_API_KEY_FILE when the file cannot be read', () => {
    assert.match(configError({ AI_PROVIDER: 'openai', AI_API_KEY_FILE: path.join(dir, 'missing') }).message, /^AI_API_KEY_FILE could not be read \(ENOENT\)/);
  });

  it('treats an empty first line in AI_API_KEY_FILE as no key (the systemd unit\'s empty credential)', () => {
    const file = path.join(dir, 'empty');
    writeFileSync(file, '\nsk-on-the-second-line\n');
    assert.match(configError({ AI_PROVIDER: 'anthropic', AI_API_KEY_FILE: file }).message, /^AI_API_KEY \(or AI_API_KEY_FILE\) is required/);
    assert.equal(loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1', AI_API_KEY_FILE: file }).ai.apiKey, undefined);
  });

  it('refuses both AI_API_KEY and AI_API_KEY_FILE', () => {
    assert.match(configError({ AI_PROVIDER: 'openai', AI_API_KEY: KEY, AI_API_KEY_FILE: '/x' }).message, /AI_API_KEY or AI_API_KEY_FILE/);
  });

  it('refuses a key with spaces without echoing it', () => {
    const err = configError({ AI_PROVIDER: 'openai', AI_API_KEY: `${KEY} extra` });
    assert.match(err.message, /^AI_API_KEY must be a single token/);
    assert.ok(!err.message.includes(KEY));
  });

  it('names AI_BASE_URL when it is not an http(s) URL', () => {
    assert.match(configError({ AI_PROVIDER: 'openai', AI_API_KEY: KEY, AI_BASE_URL: 'ftp://example.com' }).message, /^AI_BASE_URL must be an http\(s\) URL/);
  });

  it('names AI_TIMEOUT_MS when it is not a sane number', () => {
    assert.match(configError({ AI_PROVIDER: 'openai', AI_API_KEY: KEY, AI_TIMEOUT_MS: 'soon' }).message, /^AI_TIMEOUT_MS must be a whole number/);
  });

  it('names AI_PROVIDER when it is unknown', () => {
    assert.match(configError({ AI_PROVIDER: 'gemini' }).message, /^AI_PROVIDER must be one of builtin, openai, anthropic/);
  });

  it('drops a trailing slash from AI_BASE_URL', () => {
    assert.equal(loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1/' }).ai.baseUrl, 'http://localhost:11434/v1');
  });

  const hosts: Array<[string, boolean]> = [
    ['localhost', true], ['127.0.0.1', true], ['10.1.2.3', true], ['172.20.0.5', true], ['192.168.0.9', true], ['[::1]', true],
    ['ollama', true], ['gpu-box.local', true], ['host.docker.internal', true],
    ['api.openai.com', false], ['api.anthropic.com', false], ['openrouter.ai', false], ['8.8.8.8', false], ['172.32.0.1', false],
  ];
  for (const [host, local] of hosts) {
    it(`treats ${host} as ${local ? 'local (no key needed)' : 'hosted (key required)'}`, () => {
      assert.equal(isLocalHost(host), local);
    });
  }
});
