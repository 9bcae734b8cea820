/** The vPIC client against the shared fake; vPIC fields are capped like every upstream text. */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createVpicClient, mapVpicRow } from '../../src/upstream/vpic.js';
import { sameConfigurationDecode, startFakeUpstream } from '../helpers/fake-upstream.js';

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
