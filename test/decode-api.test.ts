import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DecodeErrorSchema } from '../src/report/schemas.js';
import { VinReportSchema } from '../src/report/report.js';
import { fixtureVins, readVpicFixture } from './helpers/fake-upstream.js';
import { startService, type RunningService } from './helpers/service.js';
import { renderOpenApiJson } from '../src/openapi-document.js';

let svc: RunningService;
before(async () => {
  svc = await startService({ env: { RATE_LIMIT_PER_DAY: '100000' } });
});
after(() => svc.close({ removeCache: true }));

function row(vin: string): Record<string, string> {
  return (readVpicFixture(vin).Results as Record<string, string>[])[0]!;
}

describe('every recorded VIN', () => {
  for (const vin of fixtureVins()) {
    const r = row(vin);
    const decodable = r.Make!.trim() !== '' && r.ModelYear!.trim() !== '';
    test(`${vin} ${decodable ? 'decodes to a valid report' : 'is refused with 400 and vPIC\'s text'}`, async () => {
      const res = await svc.decode({ vin });
      const body = await res.json();
      if (!decodable) {
        assert.equal(res.status, 400);
        DecodeErrorSchema.parse(body);
        assert.equal(body.errorText, r.ErrorText, 'errorText is vPIC\'s text byte for byte');
        return;
      }
      assert.equal(res.status, 200);
      const report = VinReportSchema.parse(body);
      assert.equal(report.vin, vin);
      assert.equal(report.vehicle.make, r.Make!.trim());
      assert.equal(report.vehicle.modelYear, r.ModelYear!.trim());
      assert.ok(Number.isInteger(report.ai.score) && report.ai.score >= 1 && report.ai.score <= 10);
    });
  }
});

describe('POST /api/decode', () => {
  test('maps vPIC fields trimmed, leaves empty ones out, and keeps check-digit errors in the report', async () => {
    const res = await svc.decode({ vin: 'WBA3A5C51CF256987' });
    assert.equal(res.status, 200);
    const report = await res.json();
    assert.deepEqual(report.vehicle, {
      vin: 'WBA3A5C51CF256987',
      make: 'BMW',
      model: '328i',
      modelYear: '2012',
      series: '3-Series',
      bodyClass: 'Sedan/Saloon',
      vehicleType: 'PASSENGER CAR',
      engineCylinders: '4',
      engineDisplacement: '2.00',
      engineHP: '241',
      fuelType: 'Gasoline',
      plantCountry: 'GERMANY',
      plantCity: 'MUNICH',
      errorCode: '1',
      errorText: '1 - Check Digit (9th position) does not calculate properly',
    });
  });

  test('trims vPIC\'s trailing spaces ("TRUCK ")', async () => {
    const report = await (await svc.decode({ vin: '1FTMW1T88MFA00001' })).json();
    assert.equal(report.vehicle.vehicleType, 'TRUCK');
  });

  test('maps recalls newest first with ISO dates, booleans and verbatim text', async () => {
    const report = await (await svc.decode({ vin: '1HGCM82633A004352' })).json();
    assert.deepEqual(report.recalls.map((r: { campNo: string }) => r.campNo), ['19V182000', '17V220000', '14V353000']);
    const first = report.recalls[0];
    assert.equal(first.reportReceivedDate, '2019-03-06');
    assert.equal(first.parkIt, false);
    assert.equal(first.parkOutside, false);
    assert.equal(first.overTheAirUpdate, false);
    assert.ok(first.summary.startsWith('Honda "American Honda Motor Co'));
  });

  test('does not call a recall fixed over the air when its remedy also replaces parts, though NHTSA flags it', async () => {
    const report = await (await svc.decode({ vin: '5YJ3E1EBXSF969484' })).json();
    assert.equal(report.recalls.length, 1);
    assert.equal(report.recalls[0].campNo, '25V002000');
    // 25V002000's remedy is an over-the-air update and, for some cars, new computers.
    assert.equal(report.recalls[0].overTheAirUpdate, false);
    assert.equal(report.recalls[0].reportReceivedDate, '2025-01-07');
  });

  test('an electric vehicle gets no oil specs', async () => {
    const report = await (await svc.decode({ vin: '5YJ3E1EBXSF969484' })).json();
    assert.equal(report.maintenance.isElectric, true);
    assert.equal(report.maintenance.oil, undefined);
    assert.equal(report.maintenance.oilInterval, undefined);
  });

  test('accepts lowercase and padded VINs and normalises them', async () => {
    const res = await svc.decode({ vin: '  1hgcm82633a004352 ' });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).vin, '1HGCM82633A004352');
  });

  test('parses a body sent without a JSON content type, as curl -d does', async () => {
    const res = await fetch(`${svc.url}/api/decode`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '{"vin":"1HGCM82633A004352"}',
    });
    assert.equal(res.status, 200);
  });

  test('answers 400 with vPIC\'s verbatim text and a partial vehicle when there is no model year', async () => {
    const res = await svc.decode({ vin: '3VW3564650M388202' });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.errorText, row('3VW3564650M388202').ErrorText);
    assert.deepEqual(body.vehicle, {
      vin: '3VW3564650M388202',
      make: 'VOLKSWAGEN',
      errorCode: '1,11,14',
      errorText: row('3VW3564650M388202').ErrorText,
    });
    assert.match(body.error, /model year/);
  });

  test('answers 400 when vPIC returns no make', async () => {
    const res = await svc.decode({ vin: '1HPLE1AZ3KU284058' });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.match(body.error, /make/);
    assert.equal(body.vehicle.modelYear, '2019');
    assert.equal(body.errorText, row('1HPLE1AZ3KU284058').ErrorText);
  });
});

describe('bad requests', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['a short VIN', '{"vin":"1HGCM82633A00435"}', /17 characters, got 16/],
    ['a long VIN', '{"vin":"1HGCM82633A0043521"}', /17 characters, got 18/],
    ['the letter O', '{"vin":"1HGCM82633AO04352"}', /I, O or Q/],
    ['the letter I', '{"vin":"1HGCM82633AI04352"}', /I, O or Q/],
    ['other characters', '{"vin":"1HGCM82633A00435-"}', /letters and digits/],
    ['an empty VIN', '{"vin":""}', /empty/],
    ['a missing vin', '{"make":"x"}', /Missing "vin"/],
    ['a null vin', '{"vin":null}', /Missing "vin"/],
    ['a numeric vin', '{"vin":12345678901234567}', /must be a string/],
    ['malformed JSON', '{"vin":', /not valid JSON/],
    ['an array body', '["1HGCM82633A004352"]', /JSON object/],
    ['a string body', '"1HGCM82633A004352"', /JSON object/],
    ['an empty body', '', /empty/],
  ];
  for (const [name, body, message] of cases) {
    test(`answers 400 with a clear error for ${name}`, async () => {
      const res = await svc.decode(body);
      assert.equal(res.status, 400);
      assert.match(res.headers.get('content-type')!, /^application\/json/);
      const json = await res.json();
      assert.deepEqual(Object.keys(json), ['error']);
      assert.match(json.error, message);
    });
  }

  test('a failing check digit is not a 400: vPIC still decodes it', async () => {
    const res = await svc.decode({ vin: 'WBA3A5C51CF256987' });
    assert.equal(res.status, 200);
  });

  test('answers 413 for a body over 16 KiB', async () => {
    const res = await svc.decode(JSON.stringify({ vin: '1HGCM82633A004352', pad: 'x'.repeat(17 * 1024) }));
    assert.equal(res.status, 413);
    assert.match((await res.json()).error, /too large/);
  });

  test('answers 405 with Allow for a GET on the endpoint', async () => {
    const res = await fetch(`${svc.url}/api/decode`);
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST, OPTIONS');
    assert.ok((await res.json()).error);
    assert.ok(res.headers.get('x-ratelimit-limit'));
  });

  test('answers 404 in JSON for an unknown path', async () => {
    const res = await fetch(`${svc.url}/nope`);
    assert.equal(res.status, 404);
    assert.match((await res.json()).error, /Not found/);
  });
});

describe('other endpoints', () => {
  test('serves the OpenAPI document with the configured daily limit', async () => {
    const res = await fetch(`${svc.url}/openapi.json`);
    assert.equal(res.status, 200);
    // The committed document states the default limit; the served one states this server's.
    assert.equal(await res.text(), renderOpenApiJson({ dailyLimit: 100_000 }));
  });

  test('answers /healthz', async () => {
    const res = await fetch(`${svc.url}/healthz`);
    assert.equal(res.status, 200);
    assert.equal((await res.json()).status, 'ok');
  });

  test('logs one JSON line per request with method, path, status, ms, cache and client IP', async () => {
    await svc.decode({ vin: '1HGCM82633A004352' });
    const line = svc.logs.map((l) => JSON.parse(l)).filter((l) => l.event === 'request').at(-1);
    assert.equal(line.method, 'POST');
    assert.equal(line.path, '/api/decode');
    assert.equal(line.status, 200);
    assert.equal(typeof line.ms, 'number');
    assert.ok(['HIT', 'MISS'].includes(line.cache));
    assert.equal(line.ip, '127.0.0.1');
  });

  test('a query string or fragment is not part of the path: the endpoint answers and the line logs the bare path', async () => {
    const res = await fetch(`${svc.url}/api/decode?source=test#top`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"vin":"1HGCM82633A004352"}' });
    assert.equal(res.status, 200);
    for (const target of ['/openapi.json#a?b', '/openapi.json?a#b', '/healthz?probe=1']) assert.equal(await rawGet(svc.url, target), 200, target);
    assert.equal(await rawGet(svc.url, '/nope?/openapi.json'), 404);
    const paths = svc.logs.map((l) => JSON.parse(l)).filter((l) => l.event === 'request').slice(-5).map((l) => l.path);
    assert.deepEqual(paths, ['/api/decode', '/openapi.json', '/openapi.json', '/healthz', '/nope']);
  });

  test('the request line stays one valid JSON object whatever the path holds, and a long path is cut at 200 characters', async () => {
    // Quotes and backslashes are what JSON must escape; Node's parser refuses control characters and raw non-ASCII.
    const hostile = '/a"b\\c{}|%0A"';
    const long = '/' + 'p'.repeat(300);
    for (const target of [hostile, hostile, long]) {
      const status = await rawGet(svc.url, target);
      assert.equal(status, 404);
    }
    const lines = svc.logs.filter((l) => l.includes('"event":"request"')).slice(-3);
    assert.equal(lines.length, 3);
    const parsed = lines.map((l) => JSON.parse(l));
    assert.equal(parsed[0].path, hostile);
    assert.deepEqual(Object.keys(parsed[0]), ['time', 'level', 'event', 'requestId', 'method', 'path', 'status', 'ms', 'cache', 'ip']);
    assert.equal(parsed[0].method, 'GET');
    assert.equal(parsed[0].cache, null);
    assert.equal(parsed[2].path, long.slice(0, 200) + '…');
  });
});

/** A GET with `target` written raw on the wire (a client library would escape it) and the answer's status. */
function rawGet(url: string, target: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.end(Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]));
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(answer.slice(9, 12))));
    socket.on('error', reject);
  });
}
