/** vPIC fields are capped like every upstream text. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mapVpicRow } from '../../src/upstream/vpic.js';

test('a vPIC field of megabytes reaches the report as 2,000 characters ending in an ellipsis', () => {
  const vehicle = mapVpicRow('1FTMW1T88MFA00001', { Make: 'FORD', Model: ' '.repeat(10) + 'F'.repeat(4_000_000), ModelYear: '2021' });
  assert.equal(vehicle.model!.length, 2000);
  assert.ok(vehicle.model!.endsWith('…'));
  assert.equal(vehicle.make, 'FORD');
});
