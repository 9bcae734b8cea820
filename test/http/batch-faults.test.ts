/**
 * A bug inside one VIN of POST /api/decode/batch leaves a trace: that VIN answers a generic 500 like
 * any internal error, while the fault is logged with the request's id and counted in /metrics.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger } from '../../src/logger.js';
import { INTERNAL_MESSAGE } from '../../src/errors.js';
import { serveWithService, startTestService, type TestService } from '../helpers/mcp-harness.js';

const GOOD = '1HGCM82633A004352';
const BUGGY = '5YJ3E1EBXSF969484';

let svc: TestService;
let base: string;
const lines: Array<Record<string, unknown>> = [];
let close: () => Promise<void>;

before(async () => {
  svc = await startTestService();
  const logger = createLogger({ write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>), level: 'info' });
  const real = svc.app.service;
  // One VIN meets a bug deep in the pipeline; every other VIN is decoded as usual.
  const service = { ...real, decode: (vin: unknown, log?: Parameters<typeof real.decode>[1]) => (vin === BUGGY ? Promise.reject(new TypeError("Cannot read properties of undefined (reading 'make')")) : real.decode(vin, log)) };
  ({ base, close } = await serveWithService(svc, service, logger));
});
after(() => close());

test('a bug in one batch VIN answers that VIN a generic 500, logs it with the request id, and counts it', async () => {
  const res = await fetch(`${base}/api/decode/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'batch-fault-1' }, body: JSON.stringify({ vins: [GOOD, BUGGY] }) });
  assert.equal(res.status, 200);
  const { results } = (await res.json()) as { results: Array<{ vin: string; status: number; error?: string }> };
  assert.equal(results[0]!.status, 200);
  assert.deepEqual(results[1], { vin: BUGGY, status: 500, error: INTERNAL_MESSAGE });
  const logged = lines.find((l) => l.event === 'internal_error' && l.vin === BUGGY);
  assert.ok(logged, 'the fault is logged');
  assert.equal(logged.requestId, 'batch-fault-1');
  assert.match(JSON.stringify(logged), /Cannot read properties of undefined/);
  const metrics = await (await fetch(`${base}/metrics`)).text();
  assert.match(metrics, /^vin_report_internal_errors_total\{door="batch"\} 1$/m);
});
