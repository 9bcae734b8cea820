/** Per-host turns and backoff memory (src/upstream/http/host-limits.ts), on an injected clock. */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { createHostLimits, FAILURES_TO_OPEN, PACE_WINDOW_MS, type HostLimitsOptions, type HostStats, type SharedTake } from '../../src/upstream/http/host-limits.js';
import { withPriority, type Priority, type PriorityHolder } from '../../src/upstream/http/priority.js';
import { createTestClock } from '../helpers/service.js';
import { refusal } from '../helpers/refusal.js';

const URL_A = 'https://api.nhtsa.gov/recalls/recallsByVehicle?make=X';
const URL_B = 'https://vpic.nhtsa.dot.gov/api/vehicles/DecodeVinValues/X';

function limitsFor(overrides: Partial<HostLimitsOptions> = {}) {
  const clock = createTestClock();
  // Waiting for the pace moves the clock instead of sleeping.
  const sleep = async (ms: number) => clock.advance(ms);
  const limits = createHostLimits({
    maxInFlight: 2, perSecond: 1000, maxQueue: 10, maxWaitMs: 5000, maxPauseMs: 600_000, breakerMs: 30_000,
    now: clock.now, sleep, ...overrides,
  });
  return { clock, limits };
}

/** A signal that ends, when the test does, the waits a test leaves behind. */
function untilTestEnds(t: TestContext): AbortSignal {
  const done = new AbortController();
  t.after(() => done.abort());
  return done.signal;
}

/** A host's requests in flight and waiting, without the estimates. */
const counts = (stats: HostStats | undefined) => stats && { host: stats.host, inFlight: stats.inFlight, queued: stats.queued };

test('a host gets at most maxInFlight requests at once; the next waits for a turn', async () => {
  const { limits } = limitsFor({ maxInFlight: 2 });
  const first = await limits.acquire(URL_A, 'recalls');
  await limits.acquire(URL_A, 'recalls');
  let third = false;
  const waiting = limits.acquire(URL_A, 'recalls').then((slot) => { third = true; return slot; });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(third, false);
  assert.deepEqual(counts(limits.stats().find((s) => s.host === 'api.nhtsa.gov')), { host: 'api.nhtsa.gov', inFlight: 2, queued: 1 });
  first.release('ok');
  await waiting;
  assert.equal(third, true);
});

test('other hosts are not held up by a busy one', async () => {
  const { limits } = limitsFor({ maxInFlight: 1 });
  await limits.acquire(URL_A, 'recalls');
  await limits.acquire(URL_B, 'vPIC');
  assert.deepEqual(limits.stats().map((s) => s.inFlight), [1, 1]);
});

test('a full queue refuses at once instead of growing', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 1, maxQueue: 1 });
  await limits.acquire(URL_A, 'recalls');
  void limits.acquire(URL_A, 'recalls', untilTestEnds(t)).catch(() => {});
  const err = await refusal(limits.acquire(URL_A, 'recalls'));
  assert.match(err.message, /requests waiting/);
});

test('a waiting request leaves the queue when its caller gives up', async () => {
  const { limits } = limitsFor({ maxInFlight: 1 });
  await limits.acquire(URL_A, 'recalls');
  const gone = new AbortController();
  const waiting = limits.acquire(URL_A, 'recalls', gone.signal);
  gone.abort(new Error('client went away'));
  await assert.rejects(waiting, /client went away/);
  assert.equal(limits.stats()[0]!.queued, 0);
});

test('no more than perSecond requests start within any second', async () => {
  const { clock, limits } = limitsFor({ maxInFlight: 100, perSecond: 5 });
  const starts: number[] = [];
  for (let i = 0; i < 12; i++) {
    (await limits.acquire(URL_A, 'recalls')).release('ok');
    starts.push(clock.now());
  }
  for (const start of starts) {
    assert.ok(starts.filter((s) => s >= start && s < start + 1000).length <= 5, `at most 5 from ${start}`);
  }
  assert.equal(starts[5]! - starts[0]!, PACE_WINDOW_MS, 'the sixth waits for the first to leave the window');
});

test('a 429 pauses its host for its Retry-After: callers are refused at once with the seconds left', async () => {
  const { clock, limits } = limitsFor();
  (await limits.acquire(URL_A, 'recalls')).release({ throttledMs: 30_000 });
  clock.advance(10_000);
  const err = await refusal(limits.acquire(URL_A, 'recalls'));
  assert.equal(err.retryAfterSeconds, 20);
  assert.deepEqual(limits.pauses(), [{ host: 'api.nhtsa.gov', upstream: 'recalls', reason: 'rate-limited', until: new Date(clock.now() + 20_000).toISOString(), retryAfterSeconds: 20 }]);
  assert.equal(limits.retryAfterSeconds(URL_A), 20);
  assert.equal(limits.retryAfterSeconds(URL_B), undefined, 'other hosts are not paused');
});

test('requests the host accepted before its 429 come back 200 without ending the pause', async () => {
  const { clock, limits } = limitsFor({ maxInFlight: 6 });
  const accepted = [await limits.acquire(URL_A, 'recalls'), await limits.acquire(URL_A, 'recalls'), await limits.acquire(URL_A, 'recalls')];
  (await limits.acquire(URL_A, 'recalls')).release({ throttledMs: 10_000 });
  clock.advance(500);
  for (const slot of accepted) slot.release('ok');
  assert.equal((await refusal(limits.acquire(URL_A, 'recalls'))).retryAfterSeconds, 10);
  clock.advance(9_000);
  assert.equal((await refusal(limits.acquire(URL_A, 'recalls'))).retryAfterSeconds, 1);
  assert.equal(limits.pauses()[0]?.reason, 'rate-limited');
});

test('a request that started while its host answered 429 is refused before it goes out', async () => {
  // The 429 lands while the second request asks the shared store for its turn, which grants it.
  let answer429 = () => {};
  const { limits } = limitsFor({ shared: { take: async () => { answer429(); return { kind: 'granted', pushbacks: 0, probe: false }; }, give: async () => null } });
  const first = await limits.acquire(URL_A, 'recalls');
  answer429 = () => first.release({ throttledMs: 10_000 });
  assert.equal((await refusal(limits.acquire(URL_A, 'recalls'))).retryAfterSeconds, 10);
});

test('a Retry-After longer than maxPauseMs pauses for maxPauseMs', async () => {
  const { limits } = limitsFor({ maxPauseMs: 60_000 });
  (await limits.acquire(URL_A, 'recalls')).release({ throttledMs: 3_600_000 });
  assert.equal(limits.retryAfterSeconds(URL_A), 60);
});

test('after a pause one probe goes out; the others are refused until it answers', async () => {
  const { clock, limits } = limitsFor();
  (await limits.acquire(URL_A, 'recalls')).release({ throttledMs: 30_000 });
  clock.advance(30_000);
  const probe = await limits.acquire(URL_A, 'recalls');
  const err = await refusal(limits.acquire(URL_A, 'recalls'));
  assert.equal(err.retryAfterSeconds, 1);
  probe.release('ok');
  assert.deepEqual(limits.pauses(), []);
  (await limits.acquire(URL_A, 'recalls')).release('ok');
});

test('after a pause a look-up a report can do without is refused until a needed call has gone first and answered', async () => {
  const { clock, limits } = limitsFor({ breakerMs: 30_000 });
  for (let i = 0; i < FAILURES_TO_OPEN; i++) (await limits.neverFirst().acquire(URL_A, 'catalogue')).release('failed');
  clock.advance(30_000);
  const refused = await refusal(limits.neverFirst().acquire(URL_A, 'catalogue'));
  assert.equal(refused.retryAfterSeconds, 1);
  assert.equal(refused.pauseReason, 'failing');
  const probe = await limits.urgent().acquire(URL_A, 'recalls');
  probe.release('ok');
  assert.deepEqual(limits.pauses(), []);
  (await limits.neverFirst().acquire(URL_A, 'catalogue')).release('ok');
});

test('a look-up a report can do without that keeps failing while the host answers the calls reports need leaves the host unpaused', async () => {
  const { limits } = limitsFor({ breakerMs: 30_000 });
  (await limits.urgent().acquire(URL_A, 'recalls')).release('ok');
  for (let i = 0; i < 3 * FAILURES_TO_OPEN; i++) (await limits.neverFirst().acquire(URL_A, 'catalogue')).release('failed');
  assert.deepEqual(limits.pauses(), []);
  (await limits.urgent().acquire(URL_A, 'recalls')).release('ok');
});

test('the same failures open the breaker once no call reports need has answered within the breaker period', async () => {
  const { clock, limits } = limitsFor({ breakerMs: 30_000 });
  (await limits.urgent().acquire(URL_A, 'recalls')).release('ok');
  clock.advance(30_000);
  for (let i = 0; i < FAILURES_TO_OPEN; i++) (await limits.neverFirst().acquire(URL_A, 'catalogue')).release('failed');
  assert.equal(limits.pauses()[0]?.reason, 'failing');
});

test('after a pause a call reports need goes out beside another call\'s probe instead of being refused', async () => {
  const { clock, limits } = limitsFor({ breakerMs: 30_000 });
  for (let i = 0; i < FAILURES_TO_OPEN; i++) (await limits.acquire(URL_A, 'safety ratings')).release('failed');
  clock.advance(30_000);
  const probe = await limits.acquire(URL_A, 'safety ratings');
  await refusal(limits.acquire(URL_A, 'complaints'));
  const needed = await limits.urgent().acquire(URL_A, 'recalls');
  probe.release('cancelled');
  needed.release('ok');
  assert.deepEqual(limits.pauses(), []);
});

test('on a shared store, a look-up that may not go first hands back a probe turn instead of taking it', async () => {
  const given: string[] = [];
  const { limits } = limitsFor({ shared: { take: async () => ({ kind: 'granted', pushbacks: 0, probe: true }), give: async (_host, _lease, outcome) => { given.push(outcome.kind); return null; } } });
  const refused = await refusal(limits.neverFirst().acquire(URL_A, 'catalogue'));
  assert.equal(refused.retryAfterSeconds, 1);
  assert.deepEqual(given, ['none'], 'the turn went back unused, so another call may probe');
});

test('a 403 block opens the breaker at once for the cooling-off period', async () => {
  const { limits } = limitsFor({ breakerMs: 30_000 });
  (await limits.acquire(URL_A, 'recalls')).release('blocked');
  assert.equal(limits.pauses()[0]?.reason, 'blocked');
  assert.equal((await refusal(limits.acquire(URL_A, 'recalls'))).retryAfterSeconds, 30);
});

test(`${FAILURES_TO_OPEN} failures in a row open the breaker; fewer, or a success between, do not`, async () => {
  const { limits } = limitsFor();
  for (let i = 0; i < FAILURES_TO_OPEN - 1; i++) (await limits.acquire(URL_A, 'recalls')).release('failed');
  (await limits.acquire(URL_A, 'recalls')).release('ok');
  for (let i = 0; i < FAILURES_TO_OPEN - 1; i++) (await limits.acquire(URL_A, 'recalls')).release('failed');
  assert.deepEqual(limits.pauses(), []);
  (await limits.acquire(URL_A, 'recalls')).release('failed');
  assert.equal(limits.pauses()[0]?.reason, 'failing');
});

test('a probe that fails reopens the breaker for twice as long, up to maxPauseMs; a good answer resets it', async () => {
  const { clock, limits } = limitsFor({ breakerMs: 30_000, maxPauseMs: 100_000 });
  (await limits.acquire(URL_A, 'recalls')).release('blocked');
  const cooling: number[] = [];
  for (let i = 0; i < 3; i++) {
    clock.advance(limits.retryAfterSeconds(URL_A)! * 1000);
    (await limits.acquire(URL_A, 'recalls')).release('failed');
    cooling.push(limits.retryAfterSeconds(URL_A)!);
  }
  assert.deepEqual(cooling, [60, 100, 100]);
  clock.advance(100_000);
  (await limits.acquire(URL_A, 'recalls')).release('ok');
  (await limits.acquire(URL_A, 'recalls')).release('blocked');
  assert.equal(limits.retryAfterSeconds(URL_A), 30);
});

test('a request that waited while its host was paused is refused when its turn comes', async () => {
  const { limits } = limitsFor({ maxInFlight: 1 });
  const first = await limits.acquire(URL_A, 'recalls');
  const waiting = limits.acquire(URL_A, 'recalls');
  first.release({ throttledMs: 30_000 });
  assert.equal((await refusal(waiting)).retryAfterSeconds, 30);
  assert.equal(limits.stats()[0]!.inFlight, 0, 'its turn was given back');
});

test('a request its caller cancelled says nothing about the host', async () => {
  const { limits } = limitsFor();
  for (let i = 0; i < FAILURES_TO_OPEN * 2; i++) (await limits.acquire(URL_A, 'recalls')).release('cancelled');
  assert.deepEqual(limits.pauses(), []);
});

test('with shared turns, the shared pace\'s wait is kept; when the store cannot be asked, the local pace takes over', async () => {
  const waits: number[] = [];
  const answers: SharedTake[] = [{ kind: 'wait', ms: 250 }, { kind: 'granted', pushbacks: 0, probe: false }];
  const { clock, limits } = limitsFor({ perSecond: 1, shared: { take: async () => answers.shift()!, give: async () => null } });
  const before = clock.now();
  await limits.acquire(URL_A, 'recalls');
  waits.push(clock.now() - before);
  const failing = limitsFor({ perSecond: 1, shared: { take: async () => { throw new Error('redis down'); }, give: async () => null } });
  (await failing.limits.acquire(URL_A, 'recalls')).release('ok');
  const second = failing.clock.now();
  await failing.limits.acquire(URL_A, 'recalls');
  waits.push(failing.clock.now() - second);
  assert.deepEqual(waits, [250, PACE_WINDOW_MS]);
});

test('urgent look-ups may use the last third of a host\'s slots, which hung optional ones cannot take', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 3 });
  await limits.acquire(URL_A, 'complaints');
  await limits.acquire(URL_A, 'complaints');
  let optionalGotIn = false;
  void limits.acquire(URL_A, 'complaints', untilTestEnds(t)).then(() => { optionalGotIn = true; }, () => {});
  await limits.urgent().acquire(URL_A, 'recalls');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(optionalGotIn, false);
  assert.deepEqual(counts(limits.stats()[0]), { host: 'api.nhtsa.gov', inFlight: 3, queued: 1 });
});

test('when a slot frees, an urgent look-up waiting goes before optional ones that came first', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 3 });
  const slots = [await limits.acquire(URL_A, 'complaints'), await limits.acquire(URL_A, 'complaints'), await limits.urgent().acquire(URL_A, 'recalls')];
  const order: string[] = [];
  void limits.acquire(URL_A, 'complaints', untilTestEnds(t)).then(() => order.push('optional'), () => {});
  void limits.urgent().acquire(URL_A, 'recalls').then(() => order.push('urgent'));
  slots[0]!.release('ok');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(order, ['urgent']);
});

/** Lets every pending turn be handed out. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('when a slot frees, a person\'s look-up goes before a batch\'s, and a batch\'s before background work, whatever came first', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 1 });
  const first = await limits.acquire(URL_A, 'complaints');
  const order: Priority[] = [];
  const ask = (priority: Priority) => withPriority(priority, () => limits.acquire(URL_A, 'complaints', untilTestEnds(t)))
    .then((slot) => { order.push(priority); slot.release('ok'); }, () => {});
  const asked = [ask('background'), ask('batch'), ask('interactive')];
  first.release('ok');
  await Promise.all(asked);
  assert.deepEqual(order, ['interactive', 'batch', 'background']);
});

test('a build lowered to background while its look-up waits lets a later batch go first', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 1 });
  const first = await limits.acquire(URL_A, 'complaints');
  const healing: PriorityHolder = { level: 'interactive' };
  const order: string[] = [];
  const lowered = withPriority(healing, () => limits.acquire(URL_A, 'complaints', untilTestEnds(t))).then((slot) => { order.push('lowered'); slot.release('ok'); });
  const batch = withPriority('batch', () => limits.acquire(URL_A, 'complaints', untilTestEnds(t))).then((slot) => { order.push('batch'); slot.release('ok'); });
  healing.level = 'background';
  first.release('ok');
  await Promise.all([lowered, batch]);
  assert.deepEqual(order, ['batch', 'lowered']);
});

test('the next start the pace allows goes to the most urgent request waiting, not the first to ask', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 100, perSecond: 1 });
  (await limits.acquire(URL_A, 'complaints')).release('ok');
  const order: Priority[] = [];
  const ask = (priority: Priority) => withPriority(priority, () => limits.acquire(URL_A, 'complaints', untilTestEnds(t)))
    .then((slot) => { order.push(priority); slot.release('ok'); }, () => {});
  await Promise.all([ask('background'), ask('interactive')]);
  assert.deepEqual(order, ['interactive', 'background']);
});

test('background work may not take the last free slots, which a person\'s look-up then finds', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 6 });
  for (let i = 0; i < 3; i++) await withPriority('background', () => limits.acquire(URL_A, 'complaints'));
  let fourth = false;
  void withPriority('background', () => limits.acquire(URL_A, 'complaints', untilTestEnds(t))).then(() => { fourth = true; }, () => {});
  await withPriority('interactive', () => limits.acquire(URL_A, 'complaints'));
  await settle();
  assert.equal(fourth, false);
  assert.deepEqual(counts(limits.stats()[0]), { host: 'api.nhtsa.gov', inFlight: 4, queued: 1 });
});

test('the estimated wait counts only the requests that would go first, at the host\'s pace', async (t) => {
  const { limits } = limitsFor({ maxInFlight: 1, perSecond: 12 });
  await limits.acquire(URL_A, 'complaints');
  for (let i = 0; i < 6; i++) void withPriority('background', () => limits.acquire(URL_A, 'complaints', untilTestEnds(t))).catch(() => {});
  for (let i = 0; i < 3; i++) void withPriority('batch', () => limits.acquire(URL_A, 'complaints', untilTestEnds(t))).catch(() => {});
  assert.equal(limits.estimatedWaitMs(URL_A, 'interactive', false), 0);
  // 12 starts per 1.2 s window: 100 ms each.
  assert.equal(limits.estimatedWaitMs(URL_A, 'batch', false), 300);
  assert.equal(limits.estimatedWaitMs(URL_A, 'background', false), 900);
  assert.deepEqual(limits.stats()[0]!.estimatedWaitMs, { interactive: 0, batch: 300, background: 900 });
});
