import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestClock, startService, type RunningService, type TestClock } from '../helpers/service.js';

const HONDA = '1HGCM82633A004352';
const DAY_MS = 86_400_000;

describe('serving through an outage (stale-if-error)', () => {
  let svc: RunningService;
  let clock: TestClock;
  before(async () => {
    clock = createTestClock();
    svc = await startService({ clock, env: { RATE_LIMIT_PER_DAY: '1000', UPSTREAM_TIMEOUT_MS: '500' } });
    assert.equal((await svc.decode({ vin: HONDA })).headers.get('x-cache'), 'MISS');
  });
  after(() => svc.close({ removeCache: true }));

  test('an expired report is served with X-Cache: STALE, its age and a warning when vPIC fails', async () => {
    clock.advance(8 * DAY_MS);
    svc.upstream.fail('vpic', { kind: 'status', status: 503 });
    try {
      const res = await svc.decode({ vin: HONDA });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-cache'), 'STALE');
      assert.equal(res.headers.get('age'), String(8 * 86_400));
      assert.match(res.headers.get('warning') ?? '', /^110 vin-report "Response is stale: .* 8 days ago/);
      const report = (await res.json()) as { vin: string; cached: boolean };
      assert.equal(report.vin, HONDA);
      assert.equal(report.cached, true);
    } finally {
      svc.upstream.fail('vpic', null);
    }
  });

  test('a stale answer never counts as fresh: once vPIC is back, the next request rebuilds', async () => {
    const res = await svc.decode({ vin: HONDA });
    assert.equal(res.headers.get('x-cache'), 'MISS');
  });

  test('past the stale window the outage is a retryable 500 again', async () => {
    clock.advance(7 * DAY_MS + 31 * DAY_MS);
    svc.upstream.fail('vpic', { kind: 'status', status: 503 });
    try {
      assert.equal((await svc.decode({ vin: HONDA })).status, 500);
    } finally {
      svc.upstream.fail('vpic', null);
    }
  });
});
