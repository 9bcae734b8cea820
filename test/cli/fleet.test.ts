/**
 * The fleet writer (src/cli/fleet.ts) in-process, with a stand-in pipeline: what lands in the CSV.
 * The command around it is tested as a user runs it in decode.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeFleet } from '../../src/cli/fleet.js';
import { INTERNAL_MESSAGE, InvalidVinError } from '../../src/errors.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/metrics.js';
import type { ReportService } from '../../src/report-service.js';
import { sampleReport } from '../helpers/sample-report.js';
import { createTestClock, startService, type RunningService } from '../helpers/service.js';

const GOOD = '1HGCM82633A004352';

/** Decodes GOOD to a small report; anything else is an invalid VIN. */
const service = {
  async expect() {},
  async decode(vin: unknown) {
    if (vin !== GOOD) throw new InvalidVinError('VIN must be exactly 17 characters.'); // no comma: the test splits rows on commas
    const report = sampleReport({ vin: GOOD, vehicle: { make: 'HONDA', model: 'Accord', modelYear: '2003' }, cached: false });
    return { vin: GOOD, cache: 'MISS' as const, report, body: Buffer.from(JSON.stringify(report)) };
  },
} as unknown as ReportService;

test('every CSV row has as many fields as the header, a failed VIN included', async () => {
  let out = '';
  const result = await decodeFleet({ service, vins: [GOOD, 'NOT-A-VIN'], format: 'csv', concurrency: 2, write: async (chunk) => void (out += chunk) });
  assert.deepEqual(result, { decoded: 1, failed: 1, retryable: 0 });
  const [header, ok, failed] = out.trimEnd().split('\r\n') as [string, string, string];
  const fields = header.split(',').length;
  assert.equal(ok.split(',').length, fields);
  assert.equal(failed.split(',').length, fields);
  assert.match(failed, /^NOT-A-VIN,invalid_vin,VIN must be exactly 17 characters/);
});

describe('a fleet while a host is cooling off', () => {
  // One clock for the pipeline and the fleet's waiting, so a pause the pipeline keeps ends when the fleet's does.
  const clock = createTestClock();
  let svc: RunningService;
  before(async () => {
    svc = await startService({ clock });
  });
  after(() => svc.close({ removeCache: true }));

  test('waits out a Retry-After instead of failing rows, and says until when', async () => {
    svc.upstream.fail('recalls', { kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    const waits: number[] = [];
    const stderr = { isTTY: false, lines: '', write(text: string) { this.lines += text; return true; } };
    let out = '';
    const result = await decodeFleet({
      service: svc.app.service, vins: [GOOD, '2HNYD18213P683944'], format: 'csv', concurrency: 1,
      write: async (chunk) => void (out += chunk),
      stderr: stderr as unknown as NodeJS.WriteStream,
      coolingOff: {
        now: clock.now,
        sleep: async (ms) => {
          waits.push(ms);
          clock.advance(ms);
          svc.upstream.fail('recalls', null);
        },
      },
    });
    assert.deepEqual(result, { decoded: 2, failed: 0, retryable: 0 });
    assert.deepEqual(waits, [30_000]);
    assert.match(stderr.lines, /^Paused: the recalls service asked us to wait; resuming at \d\d:\d\d:\d\d UTC\.\n$/);
    assert.deepEqual(out.trimEnd().split('\r\n').slice(1).map((row) => row.split(',').slice(0, 2).join(',')), [`${GOOD},ok`, '2HNYD18213P683944,ok']);
  });

  test('fails the rows once the pauses asked for pass the longest a run waits', async () => {
    svc.upstream.fail('recalls', { kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    try {
      const result = await decodeFleet({
        service: svc.app.service, vins: ['1GNDMY932YC478844'], format: 'csv', concurrency: 1, write: async () => {},
        stderr: { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream,
        coolingOff: { now: clock.now, sleep: async (ms) => void clock.advance(ms), maxWaitMs: 60_000 },
      });
      assert.deepEqual(result, { decoded: 0, failed: 1, retryable: 1 });
    } finally {
      svc.upstream.fail('recalls', null);
    }
  });
});

describe('a bug in one row of a fleet', () => {
  const BUGGY = '5YJ3E1EBXSF969484';
  const BUG = "Cannot read properties of undefined (reading 'make')";
  /** GOOD decodes; BUGGY meets a bug deep in the pipeline. */
  const buggy = {
    ...service,
    async decode(vin: unknown) {
      if (vin === BUGGY) throw new TypeError(BUG);
      return service.decode(vin);
    },
  } as unknown as ReportService;
  const lines: Array<Record<string, unknown>> = [];
  const metrics = createMetrics();
  let out = '';
  let result: Awaited<ReturnType<typeof decodeFleet>>;
  before(async () => {
    const log = createLogger({ write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    result = await decodeFleet({ service: buggy, vins: [GOOD, BUGGY], format: 'csv', concurrency: 1, write: async (chunk) => void (out += chunk), log, metrics });
  });

  test('fails only that row, which says "internal error" and nothing of the bug', () => {
    assert.deepEqual(result, { decoded: 1, failed: 1, retryable: 0 });
    const row = out.trimEnd().split('\r\n')[2]!;
    assert.ok(row.startsWith(`${BUGGY},internal,`), row);
    assert.ok(row.includes(INTERNAL_MESSAGE), row);
    assert.doesNotMatch(out, /Cannot read|TypeError/);
  });

  test('logs the fault with the run id, the row and the VIN, and its stack', () => {
    const logged = lines.find((l) => l.event === 'internal_error');
    assert.ok(logged, 'the fault is logged');
    assert.match(String(logged.requestId), /^[0-9a-f-]{36}$/);
    assert.equal(logged.door, 'cli');
    assert.equal(logged.row, 2);
    assert.equal(logged.vin, BUGGY);
    assert.match(String(logged.stack), /TypeError: Cannot read properties of undefined/);
  });

  test('counts the fault under door="cli"', async () => {
    assert.match(await metrics.registry.metrics(), /^vin_report_internal_errors_total\{door="cli"\} 1$/m);
  });
});
