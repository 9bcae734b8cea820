/**
 * One politeness for every process on one Redis (src/upstream/http/redis-host-turns.ts under
 * src/upstream/http/host-limits.ts): two "processes" here are two host-limits, each on its own connection to one
 * real Redis, as two instances (or an instance and a fleet CLI) would be.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamError } from '../../src/errors.js';
import { createLogger } from '../../src/logger.js';
import { createRedisConnection, type RedisConnection } from '../../src/redis/connection.js';
import { createHostLimits, type HostLimits, type HostLimitsOptions, type HostSlot } from '../../src/upstream/http/host-limits.js';
import { createRedisHostTurns } from '../../src/upstream/http/redis-host-turns.js';
import { eventually, startOwnRedis, uniquePrefix, REDIS_SKIP, type OwnRedis } from '../helpers/redis.js';
import { refusal } from '../helpers/refusal.js';

const URL_A = 'https://api.nhtsa.gov/recalls/recallsByVehicle?make=X';

/** Whether `promise` is still waiting after the other side has had time to answer. */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(() => (settled = true), () => (settled = true));
  await sleep(150);
  return !settled;
}

describe('Processes on one Redis share each upstream host\'s politeness', { skip: REDIS_SKIP }, () => {
  let own: OwnRedis;
  const connections: RedisConnection[] = [];
  const logger = createLogger({ write: () => {} });

  before(async () => {
    own = await startOwnRedis();
  });

  after(async () => {
    await Promise.all(connections.map((c) => c.close()));
    await own?.close();
  });

  /** Two processes' limits on one Redis prefix. */
  async function twoProcesses(overrides: Partial<HostLimitsOptions> = {}): Promise<[HostLimits, HostLimits]> {
    const prefix = uniquePrefix('turns');
    const one = async () => {
      const connection = await createRedisConnection({ url: own.url, logger, commandTimeoutMs: 5000 });
      connections.push(connection);
      return createHostLimits({
        maxInFlight: 2, perSecond: 1000, maxQueue: 10, maxWaitMs: 5000, maxPauseMs: 600_000, breakerMs: 30_000,
        shared: createRedisHostTurns(connection, prefix), leaseMs: 10_000, ...overrides,
      });
    };
    return [await one(), await one()];
  }

  test('an error reply from the shared turns is reported as a fault, and the request still goes out, paced from memory', async () => {
    const prefix = uniquePrefix('turns-foreign');
    const connection = await createRedisConnection({ url: own.url, logger, commandTimeoutMs: 5000 });
    connections.push(connection);
    // A foreign value where the host's turns are kept: every script on it is refused with WRONGTYPE.
    await connection.command(['SET', `${prefix}host:api.nhtsa.gov`, 'planted by someone else']);
    const faults: unknown[] = [];
    const limits = createHostLimits({
      maxInFlight: 2, perSecond: 1000, maxQueue: 10, maxWaitMs: 5000, maxPauseMs: 600_000, breakerMs: 30_000,
      shared: createRedisHostTurns(connection, prefix, (err) => faults.push(err)), leaseMs: 10_000,
    });
    (await limits.acquire(URL_A, 'recalls')).release('ok');
    assert.match(String((faults[0] as Error | undefined)?.message), /WRONGTYPE/);
  });

  test('two processes hold at most the cap in flight between them; the next request waits until one gives its turn back', async () => {
    const [a, b] = await twoProcesses({ maxInFlight: 2 });
    await a.acquire(URL_A, 'recalls');
    const fromB = await b.acquire(URL_A, 'recalls');
    const third = a.acquire(URL_A, 'recalls');
    assert.equal(await stillWaiting(third), true, 'a third request went out beside two');
    fromB.release('ok');
    (await third).release('ok');
  });

  test('turns held by a process that died lapse with their lease, so the others are not shut out for ever', async () => {
    const [dead, alive] = await twoProcesses({ maxInFlight: 2, leaseMs: 300 });
    // Taken and never given back, as by a process killed mid-request.
    await dead.acquire(URL_A, 'recalls');
    await dead.acquire(URL_A, 'recalls');
    (await alive.acquire(URL_A, 'recalls')).release('ok');
  });

  test('a 429 seen by one process pauses the host for the other, which refuses at once with the seconds left', async () => {
    const [a, b] = await twoProcesses();
    (await a.acquire(URL_A, 'recalls')).release({ throttledMs: 30_000 });
    const err = await eventually('the pause to reach the shared store', async () => {
      try {
        (await b.acquire(URL_A, 'recalls')).release('cancelled');
        return null;
      } catch (caught) {
        return caught as UpstreamError;
      }
    });
    assert.ok(err instanceof UpstreamError);
    assert.ok(err.retryAfterSeconds! >= 29 && err.retryAfterSeconds! <= 30, String(err.retryAfterSeconds));
    assert.equal(b.pauses()[0]?.reason, 'rate-limited', 'the other process remembers it (/healthz, /metrics)');
  });

  test('answers to requests another process started before the 429 come back 200 without ending the pause', async () => {
    const [a, b] = await twoProcesses({ maxInFlight: 6 });
    const accepted: HostSlot[] = [await b.acquire(URL_A, 'recalls'), await b.acquire(URL_A, 'recalls')];
    const refused = await a.acquire(URL_A, 'recalls');
    refused.release({ throttledMs: 30_000 });
    await eventually('the pause to reach the shared store', async () => (await b.acquire(URL_A, 'recalls').then((s) => { s.release('cancelled'); return false; }, () => true)));
    for (const slot of accepted) slot.release('ok');
    await sleep(100);
    assert.ok((await refusal(a.acquire(URL_A, 'recalls'))).retryAfterSeconds! >= 29);
    assert.ok((await refusal(b.acquire(URL_A, 'recalls'))).retryAfterSeconds! >= 29);
  });

  test('a 403 block seen by one process opens the breaker for the other', async () => {
    const [a, b] = await twoProcesses({ breakerMs: 30_000 });
    (await a.acquire(URL_A, 'recalls')).release('blocked');
    await eventually('the block to reach the other process', async () => (await b.acquire(URL_A, 'recalls').then((s) => { s.release('cancelled'); return false; }, () => true)));
    assert.equal(b.pauses()[0]?.reason, 'blocked');
  });

  test('after a pause one probe goes out from all the processes; the others are refused until it answers well', async () => {
    const [a, b] = await twoProcesses({ breakerMs: 200 });
    (await a.acquire(URL_A, 'recalls')).release('blocked');
    await sleep(300);
    const probe = await b.acquire(URL_A, 'recalls');
    assert.equal((await refusal(a.acquire(URL_A, 'recalls'))).retryAfterSeconds, 1);
    probe.release('ok');
    await eventually('the probe\'s answer to end the pause', async () => (await a.acquire(URL_A, 'recalls').then((s) => { s.release('ok'); return true; }, () => false)));
  });

  test('the pace counts the starts of every process: no more than perSecond start within a second between them', async () => {
    const [a, b] = await twoProcesses({ maxInFlight: 10, perSecond: 2 });
    const starts: number[] = [];
    await Promise.all([a, b, a, b].map(async (limits) => {
      const slot = await limits.acquire(URL_A, 'recalls');
      starts.push(Date.now());
      slot.release('ok');
    }));
    starts.sort((x, y) => x - y);
    assert.ok(starts[2]! - starts[0]! >= 1000, `the third started ${starts[2]! - starts[0]!} ms after the first`);
  });

  test('while Redis cannot be asked, each process keeps its own limits and its requests still go out', async () => {
    const [a] = await twoProcesses({ maxInFlight: 1 });
    await own.kill();
    try {
      const slot = await a.acquire(URL_A, 'recalls');
      assert.equal(await stillWaiting(a.acquire(URL_A, 'recalls')), true, 'its own cap still holds');
      slot.release('ok');
    } finally {
      await own.start();
    }
  });
});
