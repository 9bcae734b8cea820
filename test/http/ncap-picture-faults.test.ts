/**
 * NHTSA's photo of a rated model never costs a report anything else, and once a report names it
 * the service can serve it: a slow photo host does not drop the crash ratings, one client hanging
 * up does not cancel the photo another client's build shares, a stopped Redis does not turn every
 * photo request into a fetch from NHTSA and a 404, a photo evicted from a full cache is fetched
 * again after a restart, and a report the CLI writes into a shared cache names the photo as the
 * service's do. The 2019 Golf's decode is constructed in vPIC's shape (test/fixtures/constructed/).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readdir, stat, utimes } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { VinReport } from '../../src/report/report.js';
import { fileNameFor } from '../../src/store/file-store.js';
import { cliEnv, runCli } from '../cli/run-cli.js';
import { FIXTURES_DIR, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { eventually, REDIS_SKIP, startOwnRedis } from '../helpers/redis.js';
import { startService, type StartOptions } from '../helpers/service.js';

const GOLF = { Make: 'VOLKSWAGEN', Model: 'Golf', ModelYear: '2019', BodyClass: 'Hatchback/Liftback/Notchback', DriveType: 'FWD/Front-Wheel Drive', ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct' };
const golfVin = (serial: number) => `3VWG57AUXKM${String(100000 + serial)}`;
const decodeGolf = (vin: string) => (vin.startsWith('3VWG57AU') ? { Count: 1, Message: 'Results returned successfully.', Results: [{ VIN: vin, ...GOLF }] } : undefined);
const NAME = '13518_st0640_046.png';
const PICTURE = `/img/ncap/${NAME}`;

async function golfService(t: import('node:test').TestContext, options: StartOptions & { fake?: FakeUpstream } = {}) {
  const fake = options.fake ?? await startFakeUpstream({ vpicFallback: decodeGolf });
  const svc = await startService({ ...options, upstream: fake, env: { RATE_LIMIT_PER_DAY: '1000', ...options.env } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    if (!options.fake) await fake.close();
  });
  const report = async (serial: number) => (await (await svc.decode({ vin: golfVin(serial) })).json()) as VinReport;
  return { fake, svc, report };
}

test('a photo slower than the section deadline leaves the crash ratings in the report, and is served once it arrives', async (t) => {
  const { fake, svc, report } = await golfService(t, { env: { SECTION_DEADLINE_MS: '1500', UPSTREAM_TIMEOUT_MS: '8000' } });
  fake.setLatency('ncapPicture', 3500);
  const first = await report(1);
  assert.ok(!first.unavailable.includes('safetyRatings'), `unavailable: ${first.unavailable.join(', ')}`);
  assert.ok(first.safetyRatings, 'the stars are there');
  assert.equal(first.safetyRatings.picture, undefined, 'named only once kept');
  await eventually('the photo to arrive', async () => fake.holds.ncapPicture.length > 0, 10_000);
  assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 200, 'the fetch went on without a caller waiting');
  assert.deepEqual((await report(2)).safetyRatings?.picture?.url, PICTURE);
  assert.equal(fake.calls.ncapPicture, 1);
});

test('a client hanging up does not cancel the photo another client\'s build is waiting for', async (t) => {
  const { fake, svc } = await golfService(t);
  fake.setLatency('ncapPicture', 800);
  // The first client starts the photo's fetch, then hangs up once the second client's build waits for it too.
  const body = JSON.stringify({ vin: golfVin(1) });
  const leaving = net.connect(Number(new URL(svc.url).port), '127.0.0.1');
  leaving.on('error', () => {});
  leaving.write(`POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
  await eventually('the photo fetch to start', async () => fake.calls.ncapPicture > 0, 5000);
  const staying = svc.decode({ vin: golfVin(2) });
  await new Promise((resolve) => setTimeout(resolve, 200));
  leaving.destroy();
  const report = await (await staying).json() as VinReport;
  assert.equal(report.safetyRatings?.picture?.url, PICTURE);
  assert.equal(fake.hungUp.ncapPicture, 0, 'the shared fetch went on');
  assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 200);
  assert.equal(fake.calls.ncapPicture, 1);
});

test('a photo evicted from a full cache is fetched again after a restart, for the reports still kept that name it', async (t) => {
  const fake = await startFakeUpstream({ vpicFallback: decodeGolf });
  t.after(() => fake.close());
  // A photo near the 1 MiB cap, so that a cache of the smallest size CACHE_MAX_BYTES allows is full with it.
  const standIn = readFileSync(path.join(FIXTURES_DIR, 'constructed', 'ncap-pictures', 'stand-in-vehicle.png'));
  fake.fail('ncapPicture', { kind: 'body', type: 'image/png', body: Buffer.concat([standIn, Buffer.alloc(1_040_000 - standIn.length)]) });
  // A roomy section deadline: on a busy machine a partial report is kept only briefly, and this test needs it kept.
  const first = await startService({ upstream: fake, env: { SECTION_DEADLINE_MS: '20000' } });
  assert.equal((await (await first.decode({ vin: golfVin(1) })).json() as VinReport).safetyRatings?.picture?.url, PICTURE);
  assert.equal((await first.decode({ vin: '1HGCM82633A004352' })).status, 200);
  await first.close();
  t.after(() => first.close({ removeCache: true }));
  // Restarted with room for everything but the oldest entry, the photo: it is evicted at start-up.
  const files = await readdir(first.cacheDir);
  const sizes = await Promise.all(files.filter((f) => f.endsWith('.json')).map(async (f) => (await stat(path.join(first.cacheDir, f))).size));
  const photo = fileNameFor(`ncap-picture:${NAME}`);
  assert.ok(files.includes(photo), files.join(', '));
  const photoBytes = (await stat(path.join(first.cacheDir, photo))).size;
  // Made a minute older: the kernel stamps files from a clock that may not move for tens of
  // milliseconds, and entries stamped alike are evicted in directory order, report first maybe.
  const aMinuteAgo = new Date(Date.now() - 60_000);
  await utimes(path.join(first.cacheDir, photo), aMinuteAgo, aMinuteAgo);
  const total = sizes.reduce((a, b) => a + b, 0);
  assert.ok(total > 1024 * 1024 && total - photoBytes < 1024 * 1024, `${total} bytes in all, ${photoBytes} of them the photo`);
  const second = await startService({ upstream: fake, cacheDir: first.cacheDir, env: { CACHE_MAX_BYTES: String(1024 * 1024) } });
  t.after(() => second.close());
  assert.ok(!(await readdir(first.cacheDir)).includes(photo), 'evicted');
  const kept = await second.decode({ vin: golfVin(1) });
  assert.equal(kept.headers.get('x-cache'), 'HIT');
  assert.equal((await kept.json() as VinReport).safetyRatings?.picture?.url, PICTURE, 'the kept report still names it');
  const res = await fetch(`${second.url}${PICTURE}`);
  assert.equal(res.status, 200);
  assert.equal(fake.calls.ncapPicture, 2);
});

test('a report the CLI writes into a cache the service shares names the photo, and the service serves it', async (t) => {
  const fake = await startFakeUpstream({ vpicFallback: decodeGolf });
  t.after(() => fake.close());
  const svc = await startService({ upstream: fake });
  t.after(() => svc.close({ removeCache: true }));
  const run = await runCli(['decode', golfVin(1), '--json'], { env: { ...cliEnv(fake, svc.cacheDir), NCAP_PICTURE_BASE_URL: fake.pictureBaseUrl } });
  assert.equal(run.code, 0, run.stderr);
  assert.equal((JSON.parse(run.stdout) as VinReport).safetyRatings?.picture?.url, PICTURE, 'the CLI\'s report names it');
  const res = await svc.decode({ vin: golfVin(1) });
  assert.equal(res.headers.get('x-cache'), 'HIT');
  assert.equal((await res.json() as VinReport).safetyRatings?.picture?.url, PICTURE, 'the service serves the same report');
  assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 200);
  assert.equal(fake.calls.ncapPicture, 1);
});

describe('with Redis', { skip: REDIS_SKIP }, () => {
  test('Redis stopped mid-run: the photo a report names is still served, fetched from NHTSA once', async (t) => {
    const redis = await startOwnRedis();
    t.after(() => redis.close());
    const { fake, svc, report } = await golfService(t, { env: { REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '300' } });
    await redis.kill();
    const named = await report(1);
    assert.equal(named.safetyRatings?.picture?.url, PICTURE);
    for (let i = 0; i < 3; i++) assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 200);
    assert.equal(fake.calls.ncapPicture, 1);
  });
});
