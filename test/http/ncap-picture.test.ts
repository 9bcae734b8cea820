/**
 * NHTSA's picture of a rated vehicle, served from our own origin: fetched once from the picture
 * host (the fake plays static.nhtsa.gov), kept, and served with an image type and a long cache
 * lifetime; a redirect elsewhere, a page or an oversized body leave it out of the report. The
 * 2019 Golf's decode is constructed here in vPIC's shape (no recorded vPIC answer exists for one);
 * its NCAP answers are the recorded README pastes and the picture is the constructed stand-in PNG
 * (test/fixtures/constructed/README.md).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import type { VinReport } from '../../src/report/report.js';
import { FIXTURES_DIR, startFakeUpstream, type Fault } from '../helpers/fake-upstream.js';
import { startService } from '../helpers/service.js';

const STAND_IN = readFileSync(path.join(FIXTURES_DIR, 'constructed', 'ncap-pictures', 'stand-in-vehicle.png'));
const GOLF = { Make: 'VOLKSWAGEN', Model: 'Golf', ModelYear: '2019', BodyClass: 'Hatchback/Liftback/Notchback', DriveType: 'FWD/Front-Wheel Drive', ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct' };
const golfVin = (serial: number) => `3VWG57AUXKM${String(100000 + serial)}`;
const decodeGolf = (vin: string) => (vin.startsWith('3VWG57AU') ? { Count: 1, Message: 'Results returned successfully.', Results: [{ VIN: vin, ...GOLF }] } : undefined);
const PICTURE = '/img/ncap/13518_st0640_046.png';

async function golfService(t: import('node:test').TestContext, fault?: Fault) {
  const fake = await startFakeUpstream({ vpicFallback: decodeGolf });
  if (fault) fake.fail('ncapPicture', fault);
  const svc = await startService({ upstream: fake, env: { RATE_LIMIT_PER_DAY: '1000' } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });
  const report = async (serial: number) => (await (await svc.decode({ vin: golfVin(serial) })).json()) as VinReport;
  return { fake, svc, report };
}

test('a rated vehicle\'s report names NHTSA\'s picture at a path on this service, and the service serves it as an image', async (t) => {
  const { svc, report } = await golfService(t);
  const { safetyRatings } = await report(1);
  assert.deepEqual(safetyRatings?.picture, { url: PICTURE, source: 'https://static.nhtsa.gov/images/vehicles/13518_st0640_046.png' });
  const res = await fetch(`${svc.url}${PICTURE}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.match(res.headers.get('cache-control') ?? '', /public, max-age=2592000/);
  assert.ok(Buffer.from(await res.arrayBuffer()).equals(STAND_IN));
});

test('the picture is fetched from NHTSA once, however many reports and page views name it', async (t) => {
  const { fake, svc, report } = await golfService(t);
  await report(1);
  await report(2);
  for (let i = 0; i < 3; i++) assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 200);
  assert.equal(fake.calls.ncapPicture, 1);
});

test('a picture name no report named is a 404 and never reaches NHTSA, however often it is asked', async (t) => {
  const { fake, svc } = await golfService(t);
  for (let i = 0; i < 3; i++) assert.equal((await fetch(`${svc.url}/img/ncap/8151_st0640_046.png`)).status, 404);
  assert.equal(fake.calls.ncapPicture, 0);
});

test('a picture NHTSA does not have is a JSON 404', async (t) => {
  const { svc } = await golfService(t);
  const res = await fetch(`${svc.url}/img/ncap/99999_st0640_046.png`);
  assert.equal(res.status, 404);
  assert.match((await res.json() as { error: string }).error, /no NHTSA picture/);
});

test('a name that is not NHTSA\'s picture form is a 404 and never reaches NHTSA', async (t) => {
  const { fake, svc } = await golfService(t);
  for (const name of ['x.svg', 'a%2F..%2Fb.png', 'index.html', '.png', '13518_st0640_046.png.html']) {
    assert.equal((await fetch(`${svc.url}/img/ncap/${name}`)).status, 404, name);
  }
  assert.equal(fake.calls.ncapPicture, 0);
});

test('a picture redirected to another host is left out, and the other host is never asked', async (t) => {
  let asked = 0;
  const other = http.createServer((_req, res) => {
    asked++;
    res.writeHead(200, { 'content-type': 'image/png' }).end(STAND_IN);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => other.close(() => resolve())));
  const location = `http://127.0.0.1:${(other.address() as AddressInfo).port}/images/vehicles/13518_st0640_046.png`;
  const { svc, report } = await golfService(t, { kind: 'redirect', location });
  const { safetyRatings } = await report(1);
  assert.equal(safetyRatings?.overall, '5');
  assert.equal(safetyRatings?.picture, undefined);
  assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 404);
  assert.equal(asked, 0);
});

test('an HTML page where the picture should be is left out and never served', async (t) => {
  const { svc, report } = await golfService(t, { kind: 'body', type: 'text/html', body: Buffer.from('<html><script>alert(1)</script></html>') });
  assert.equal((await report(1)).safetyRatings?.picture, undefined);
  assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 404);
});

test('an image body past the byte cap is left out', async (t) => {
  const oversized = Buffer.concat([STAND_IN, Buffer.alloc(1024 * 1024)]);
  const { svc, report } = await golfService(t, { kind: 'body', type: 'image/png', body: oversized });
  assert.equal((await report(1)).safetyRatings?.picture, undefined);
  assert.equal((await fetch(`${svc.url}${PICTURE}`)).status, 404);
});

test('a body declared as an image whose bytes are not one is left out', async (t) => {
  const { report } = await golfService(t, { kind: 'body', type: 'image/png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  assert.equal((await report(1)).safetyRatings?.picture, undefined);
});
