/** The vPIC client against the shared fake; vPIC fields are capped like every upstream text. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { UndecodableVinError, UpstreamError } from '../../src/errors.js';
import { createVpicClient, mapVpicRow, VPIC_BATCH_MAX } from '../../src/upstream/vpic.js';
import { FIXTURES_DIR, fixtureVins, sameConfigurationDecode, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

test('a vPIC field of megabytes reaches the report as 2,000 characters ending in an ellipsis', () => {
  const vehicle = mapVpicRow('1FTMW1T88MFA00001', { Make: 'FORD', Model: ' '.repeat(10) + 'F'.repeat(4_000_000), ModelYear: '2021' });
  assert.equal(vehicle.model!.length, 2000);
  assert.ok(vehicle.model!.endsWith('…'));
  assert.equal(vehicle.make, 'FORD');
});

test('ten synthetic VINs of one recorded car decode as that car, each under its own VIN', async () => {
  const other = await startFakeUpstream({ vpicFallback: sameConfigurationDecode() });
  after(() => other.close());
  const vpic = createVpicClient({ baseUrl: other.vpicBaseUrl, timeoutMs: 2000 });
  const vehicle = await vpic.decode('1FTMW1T80MFA00099');
  assert.deepEqual([vehicle.vin, vehicle.make, vehicle.model, vehicle.modelYear], ['1FTMW1T80MFA00099', 'FORD', 'F-150', '2021']);
  assert.equal(other.calls.vpic, 1);
});

describe('DecodeVINValuesBatch', () => {
  let fake: FakeUpstream;
  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: recordedBatchRowsAsSingleAnswers() });
  });
  after(() => fake.close());

  test('decodes every recorded VIN as its single decode does, field by field, errors included', async () => {
    const vpic = createVpicClient({ baseUrl: fake.vpicBaseUrl, timeoutMs: 2000 });
    const vins = fixtureVins();
    for (let i = 0; i < vins.length; i += VPIC_BATCH_MAX) {
      const chunk = vins.slice(i, i + VPIC_BATCH_MAX);
      const batch = await vpic.decodeBatch(chunk);
      for (const [j, vin] of chunk.entries()) {
        assert.deepEqual(outcomeOf(batch[j]), outcomeOf(await vpic.decode(vin).catch((err: unknown) => err)), vin);
      }
    }
  });

  test('one call decodes up to 50 VINs, in the order given', async () => {
    const vpic = createVpicClient({ baseUrl: fake.vpicBaseUrl, timeoutMs: 2000 });
    const vins = fixtureVins().slice(0, VPIC_BATCH_MAX).reverse();
    const before = fake.calls.vpic;
    const batch = await vpic.decodeBatch(vins);
    assert.equal(fake.calls.vpic - before, 1);
    assert.deepEqual(batch.map((result) => (result instanceof Error ? result.vehicle.vin : result.vin)), vins);
  });

  test("vPIC's recorded batch answer decodes as single answers of the same rows do", async () => {
    const vpic = createVpicClient({ baseUrl: fake.vpicBaseUrl, timeoutMs: 2000 });
    const [bmw, tesla] = await vpic.decodeBatch(RECORDED_BATCH_VINS);
    assert.deepEqual(bmw, await vpic.decode(RECORDED_BATCH_VINS[0]!));
    assert.deepEqual(tesla, await vpic.decode(RECORDED_BATCH_VINS[1]!));
    assert.ok(!(bmw instanceof Error) && !(tesla instanceof Error));
    assert.deepEqual([bmw.make, bmw.model, bmw.modelYear, bmw.trim, bmw.engineDisplacement], ['BMW', 'X3', '2011', 'xDrive35i', '3.0']);
    assert.deepEqual([tesla.make, tesla.model, tesla.modelYear, tesla.errorCode, tesla.batteryKwh], ['TESLA', 'Model S', '2014', '5,6,14', '20']);
  });

  test('the pre-3.5 answer, with escaped slashes and three keys fewer, decodes to the same vehicles', async () => {
    const older = readFileSync(path.join(FIXTURES_DIR, 'recorded/vpic-batch/decode-vin-values-batch-partial-vins-bmw-tesla.vpic-pre3.5-escaped-slashes.json'));
    const vpic = createVpicClient({ baseUrl: 'http://vpic.invalid/api/vehicles', timeoutMs: 2000, fetch: async () => new Response(older, { headers: { 'content-type': 'application/json' } }) });
    const current = createVpicClient({ baseUrl: fake.vpicBaseUrl, timeoutMs: 2000 });
    assert.deepEqual(await vpic.decodeBatch(RECORDED_BATCH_VINS), await current.decodeBatch(RECORDED_BATCH_VINS));
  });

  test('an answer whose rows are for other VINs fails the call rather than mixing vehicles up', async () => {
    const recorded = readFileSync(path.join(FIXTURES_DIR, 'recorded/vpic-batch/decode-vin-values-batch-partial-vins-bmw-tesla.json'));
    const vpic = createVpicClient({ baseUrl: 'http://vpic.invalid/api/vehicles', timeoutMs: 2000, fetch: async () => new Response(recorded) });
    await assert.rejects(vpic.decodeBatch(['1HGCM82633A004352', RECORDED_BATCH_VINS[1]!]), UpstreamError);
  });
});

/** The VINs of the recorded batch answer (partial VINs, as its recorder sent them). */
const RECORDED_BATCH_VINS = ['5UXWX7C5*BA', '5YJSA3DS*EF'];

/** A single-decode answer for each row of the recorded batch answer, as DecodeVinValues would give it. */
function recordedBatchRowsAsSingleAnswers(): (vin: string) => unknown {
  const recorded = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'recorded/vpic-batch/decode-vin-values-batch-partial-vins-bmw-tesla.json'), 'utf8')) as { Results: Array<{ VIN: string }> };
  return (vin) => {
    const row = recorded.Results.find((r) => r.VIN === vin);
    return row && { Count: 1, Message: 'Results returned successfully', SearchCriteria: `VIN(s): ${vin}`, Results: [row] };
  };
}

/** A decode result as comparable data: the vehicle, or the error's kind, message, text and partial vehicle. */
function outcomeOf(result: unknown): unknown {
  if (result instanceof UndecodableVinError) return { error: result.message, errorText: result.errorText, vehicle: result.vehicle };
  return result;
}
