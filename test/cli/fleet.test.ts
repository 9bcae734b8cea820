/**
 * The fleet writer (src/cli/fleet.ts) in-process, with a stand-in pipeline: what lands in the CSV.
 * The command around it is tested as a user runs it in decode.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeFleet } from '../../src/cli/fleet.js';
import { InvalidVinError } from '../../src/errors.js';
import type { ReportService } from '../../src/report-service.js';
import { sampleReport } from '../helpers/sample-report.js';

const GOOD = '1HGCM82633A004352';

/** Decodes GOOD to a small report; anything else is an invalid VIN. */
const service = {
  async decode(vin: unknown) {
    if (vin !== GOOD) throw new InvalidVinError('VIN must be exactly 17 characters.'); // no comma: the test splits rows on commas
    const report = sampleReport({ vin: GOOD, vehicle: { make: 'HONDA', model: 'Accord', modelYear: '2003' }, cached: false });
    return { vin: GOOD, cache: 'MISS' as const, report, body: Buffer.from(JSON.stringify(report)) };
  },
} as unknown as ReportService;

test('every CSV row has as many fields as the header, a failed VIN included', async () => {
  let out = '';
  const result = await decodeFleet({ service, vins: [GOOD, 'NOT-A-VIN'], format: 'csv', concurrency: 2, write: async (chunk) => void (out += chunk) });
  assert.deepEqual(result, { decoded: 1, failed: 1 });
  const [header, ok, failed] = out.trimEnd().split('\r\n') as [string, string, string];
  const fields = header.split(',').length;
  assert.equal(ok.split(',').length, fields);
  assert.equal(failed.split(',').length, fields);
  assert.match(failed, /^NOT-A-VIN,invalid_vin,VIN must be exactly 17 characters/);
});
