/**
 * The CLI builds its logger with the service's list of secrets: a line that happened to carry the
 * /metrics token or the LLM key is scrubbed at every entry point alike.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loggedSecrets } from '../../src/entry/bootstrap.js';
import { loadConfig } from '../../src/config.js';

test('the metrics token and the LLM key are both scrubbed from the log', () => {
  const config = loadConfig({ METRICS_TOKEN: 'metrics-token-0123456789', AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test-0123456789', AI_MODEL: 'gpt-4.1-mini' });
  assert.deepEqual(loggedSecrets(config).sort(), ['metrics-token-0123456789', 'sk-test-0123456789']);
});
