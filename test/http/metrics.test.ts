import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startService, type RunningService } from '../helpers/service.js';

const HONDA = '1HGCM82633A004352';

/** The value of one sample line, e.g. `vin_report_report_cache_total{result="hit"} 1`. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/metrics', () => {
  let svc: RunningService;
  before(async () => {
    svc = await startService();
  });
  after(() => svc.close({ removeCache: true }));

  test('answers Prometheus text with requests, cache outcomes and upstream calls counted', async () => {
    await svc.decode({ vin: HONDA });
    await svc.decode({ vin: HONDA });
    const res = await fetch(`${svc.url}/metrics`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    // Every sample line is `name{labels} value` or `name value`, as the exposition format wants.
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) assert.match(line, /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? -?[0-9.e+-]+|NaN|[+-]Inf$/, line);
    assert.equal(sample(text, 'vin_report_http_requests_total', 'route="/api/decode",status="200"'), 2);
    assert.equal(sample(text, 'vin_report_report_cache_total', 'result="hit"'), 1);
    assert.equal(sample(text, 'vin_report_report_cache_total', 'result="miss"'), 1);
    assert.equal(sample(text, 'vin_report_upstream_requests_total', 'source="vpic",outcome="2xx"'), 1);
    assert.ok(sample(text, 'vin_report_http_request_duration_seconds_count', 'route="/api/decode"') >= 2);
  });

  test('counts every warning and error logged, by event', async () => {
    const failing = await startService({ upstream: svc.upstream });
    svc.upstream.fail('complaints', { kind: 'status', status: 503 });
    try {
      // A model no other test asked for: its complaints cannot come from the per-model cache.
      assert.equal((await failing.decode({ vin: '2HNYD18213P683944' })).status, 200);
      const text = await (await fetch(`${failing.url}/metrics`)).text();
      assert.ok(sample(text, 'vin_report_log_faults_total', 'level="warn",event="section_unavailable"') >= 1, text);
    } finally {
      svc.upstream.fail('complaints', null);
      await failing.close({ removeCache: true });
    }
  });

  test('counts answers refused for the daily limit', async () => {
    const limited = await startService({ env: { RATE_LIMIT_PER_DAY: '1' } });
    try {
      await limited.decode({ vin: HONDA });
      assert.equal((await limited.decode({ vin: HONDA })).status, 429);
      const text = await (await fetch(`${limited.url}/metrics`)).text();
      assert.equal(sample(text, 'vin_report_rate_limited_total', 'route="/api/decode"'), 1);
    } finally {
      await limited.close({ removeCache: true });
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let svc: RunningService;
  before(async () => {
    svc = await startService({ env: { METRICS_TOKEN: 'metrics-secret-token' } });
  });
  after(() => svc.close({ removeCache: true }));

  test('refuses a request without the token with 401 and says how to send it', async () => {
    const res = await fetch(`${svc.url}/metrics`);
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('www-authenticate'), 'Bearer');
    assert.match(((await res.json()) as { error: string }).error, /Authorization: Bearer/);
  });

  test('refuses a wrong token', async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: { authorization: 'Bearer metrics-secret-tokeX' } });
    assert.equal(res.status, 401);
  });

  test('serves the metrics to the right token', async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: { authorization: 'Bearer metrics-secret-token' } });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /vin_report_http_requests_total/);
  });
});

describe('/metrics and degraded states', () => {
  test('publishes whether the log is losing lines, 0 while it is not', async () => {
    const svc = await startService();
    try {
      const text = await (await fetch(`${svc.url}/metrics`)).text();
      assert.match(text, /^vin_report_degraded\{component="log"\} 0$/m);
    } finally {
      await svc.close({ removeCache: true });
    }
  });
});
