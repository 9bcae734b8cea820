import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startService, type RunningService } from '../helpers/service.js';

describe('X-Request-Id', () => {
  let svc: RunningService;
  before(async () => {
    svc = await startService();
  });
  after(() => svc.close({ removeCache: true }));

  test('every answer carries a generated id when the client sent none', async () => {
    for (const res of [await svc.decode({ vin: '1HGCM82633A004352' }), await svc.decode({ vin: 'short' }), await fetch(`${svc.url}/nowhere`), await fetch(`${svc.url}/healthz`)]) {
      assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    }
  });

  test('a sane incoming id is echoed, and the request line and the pipeline lines carry it', async () => {
    const res = await svc.decode({ vin: '2HNYD18213P683944' }, { 'x-request-id': 'trace-42.abc' });
    assert.equal(res.headers.get('x-request-id'), 'trace-42.abc');
    const lines = svc.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.requestId === 'trace-42.abc');
    assert.ok(lines.some((l) => l.event === 'request'));
    assert.ok(lines.some((l) => l.event === 'report_built'), 'lines written deep in the pipeline carry the id too');
  });

  test('an id that could forge log lines or headers is replaced, not echoed', async () => {
    const res = await svc.decode({ vin: '1HGCM82633A004352' }, { 'x-request-id': 'x'.repeat(200) });
    assert.notEqual(res.headers.get('x-request-id'), 'x'.repeat(200));
    const odd = await svc.decode({ vin: '1HGCM82633A004352' }, { 'x-request-id': 'a b"c' });
    assert.match(odd.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});
