/** The two upstream settings: the product User-Agent and the EPA base URL. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';

test('upstream calls name vin-report and its version unless UPSTREAM_USER_AGENT says otherwise', () => {
  assert.match(loadConfig({}).upstreamUserAgent, /^vin-report\/\d+\.\d+\.\d+$/);
  assert.equal(loadConfig({ UPSTREAM_USER_AGENT: 'acme-fleet-reports/3.2' }).upstreamUserAgent, 'acme-fleet-reports/3.2');
});

test('a User-Agent that cannot be sent as a header is refused at start-up', () => {
  assert.throws(() => loadConfig({ UPSTREAM_USER_AGENT: 'vin-report/1.0\r\nX-Injected: 1' }), ConfigError);
  assert.throws(() => loadConfig({ UPSTREAM_USER_AGENT: 'x'.repeat(201) }), /UPSTREAM_USER_AGENT/);
});

test('fuel economy comes from fueleconomy.gov unless FUELECONOMY_BASE_URL points elsewhere', () => {
  assert.equal(loadConfig({}).fuelEconomyBaseUrl, 'https://www.fueleconomy.gov');
  assert.equal(loadConfig({ FUELECONOMY_BASE_URL: 'http://127.0.0.1:9000/' }).fuelEconomyBaseUrl, 'http://127.0.0.1:9000');
  assert.throws(() => loadConfig({ FUELECONOMY_BASE_URL: 'ftp://example.com' }), /FUELECONOMY_BASE_URL/);
});
