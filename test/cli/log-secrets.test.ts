/**
 * The CLI builds its logger with the service's bootstrap and so with its list of secrets: a line
 * that happened to carry the /metrics token or the LLM key is scrubbed at every door alike.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loggedSecrets } from '../../src/entry/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { runCli } from './run-cli.js';

const HONDA = '1HGCM82633A004352';

test('the metrics token and the LLM key are both scrubbed from the log', () => {
  const config = loadConfig({ METRICS_TOKEN: 'metrics-token-0123456789', AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test-0123456789', AI_MODEL: 'gpt-4.1-mini' });
  assert.deepEqual(loggedSecrets(config).sort(), ['metrics-token-0123456789', 'sk-test-0123456789']);
});

test("the CLI's log never shows METRICS_TOKEN, even in a line that carries it", async () => {
  // No line logs the token on purpose; made equal to the VIN, it is in the report_built line.
  const run = await runCli(['decode', HONDA, '--demo', '--verbose'], { env: { METRICS_TOKEN: HONDA } });
  assert.equal(run.code, 0, run.stderr);
  const built = run.stderr.split('\n').find((line) => line.includes('"event":"report_built"'));
  assert.ok(built, run.stderr);
  assert.match(built, /"vin":"\[redacted\]"/);
  assert.ok(!run.stderr.includes(HONDA), run.stderr);
});
