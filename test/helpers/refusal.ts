import assert from 'node:assert/strict';
import { UpstreamError } from '../../src/errors.js';

/** The UpstreamError `promise` is refused with; fails the test if it resolves or throws anything else. */
export async function refusal(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof UpstreamError, String(err));
    return err;
  }
  assert.fail('expected the call to be refused');
}
