/**
 * The fast paths added for the benchmark (issue 8) answer exactly as the general paths did: the same
 * headers in the same order, the same body whichever way it arrives, the same client key when
 * X-Forwarded-For changes on one connection, the same log lines, the same cache entries however big.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createLogger, silentLogger } from '../src/logger.js';
import { createFileStore } from '../src/store/file-store.js';
import { decimalInteger, decimalTenths } from '../src/json-strings.js';
import { startHttpLayer } from './helpers/http-layer.js';
import { startService, type RunningService } from './helpers/service.js';

const VIN = '1HGCM82633A004352';
const EXPOSED = 'X-Cache, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After';

interface RawAnswer {
  status: number;
  /** [name, value] pairs in the order they were sent, names lowercased, Date left out. */
  headers: [string, string][];
  body: string;
}

/** One POST on a fresh connection, keeping the header order as sent. */
function post(svc: RunningService, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${svc.url}/api/decode`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const pairs: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i]!.toLowerCase();
        if (name !== 'date') pairs.push([name, res.rawHeaders[i + 1]!]);
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: pairs, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const names = (answer: RawAnswer) => answer.headers.map(([name]) => name);
const header = (answer: RawAnswer, name: string) => answer.headers.find(([n]) => n === name)?.[1];

test('a MISS and a HIT carry the same headers, in the same order, CORS and rate limit first', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const miss = await post(svc, JSON.stringify({ vin: VIN }));
  const hit = await post(svc, JSON.stringify({ vin: VIN }));
  const expected = [
    'access-control-allow-origin', 'access-control-expose-headers',
    'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset',
    'cache-control', 'x-cache', 'content-type', 'content-length', 'x-content-type-options',
    'connection',
  ];
  assert.deepEqual(names(miss), expected);
  assert.deepEqual(names(hit), expected);
  assert.equal(header(hit, 'access-control-allow-origin'), '*');
  assert.equal(header(hit, 'access-control-expose-headers'), EXPOSED);
  assert.equal(header(hit, 'x-ratelimit-limit'), '100');
  assert.equal(header(miss, 'x-ratelimit-remaining'), '99');
  assert.equal(header(hit, 'x-ratelimit-remaining'), '98');
  assert.equal(header(hit, 'cache-control'), 'no-store');
  assert.equal(header(miss, 'x-cache'), 'MISS');
  assert.equal(header(hit, 'x-cache'), 'HIT');
  assert.equal(header(hit, 'content-type'), 'application/json; charset=utf-8');
  assert.equal(header(hit, 'content-length'), String(Buffer.byteLength(hit.body)));
  assert.equal(header(hit, 'x-content-type-options'), 'nosniff');
  assert.equal(JSON.parse(hit.body).cached, true);
});

test('a hit answered from memory and one read from disk after a restart are the same answer', async (t) => {
  // A memory hit is answered without a promise (limiter, body and memory layer all at once); a hit
  // after a restart comes through the file cache's promise chain. Both must be byte for byte alike.
  const first = await startService();
  await post(first, JSON.stringify({ vin: VIN }));
  const fromMemory = await post(first, JSON.stringify({ vin: VIN }));
  await first.close();
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  const fromDisk = await post(second, JSON.stringify({ vin: VIN }));
  const again = await post(second, JSON.stringify({ vin: VIN }));
  assert.equal(second.upstream.calls.vpic, 0);
  const withoutCount = (answer: RawAnswer) => answer.headers.filter(([name]) => name !== 'x-ratelimit-remaining' && name !== 'x-ratelimit-reset');
  for (const answer of [fromDisk, again]) {
    assert.equal(answer.status, 200);
    assert.deepEqual(withoutCount(answer), withoutCount(fromMemory));
    assert.equal(answer.body, fromMemory.body);
  }
  assert.equal(header(fromMemory, 'x-ratelimit-remaining'), '98');
  assert.equal(header(fromDisk, 'x-ratelimit-remaining'), '99');
  assert.equal(header(again, 'x-ratelimit-remaining'), '98');
});

test('a fault anywhere on the hot path is a clean 500 and the server keeps serving', async (t) => {
  // The decode steps run from events and promises rather than one async function; an exception in
  // any of them must still become the contract's 500, not an uncaught exception.
  const faults = { limiter: false, build: false };
  const body = Buffer.from('{"vin":"1HGCM82633A004352","cached":true}');
  const limiter = {
    take: async () => {
      if (faults.limiter) throw new Error('limiter exploded');
      return { allowed: true, limit: 100, remaining: 99, resetSeconds: 60 };
    },
    peek: async () => ({ allowed: true, limit: 100, remaining: 99, resetSeconds: 60 }),
    close: async () => {},
  };
  const service = {
    decode: async (vin: unknown) => {
      if (faults.build) throw new Error('build exploded');
      return { vin: String(vin), cache: 'MISS' as const, body };
    },
    checkRecalls: async () => [],
    close: async () => {},
  };
  const url = await startHttpLayer(t, service, limiter);
  const decode = () => post({ url } as RunningService, JSON.stringify({ vin: VIN }));
  for (const fault of ['limiter', 'build'] as const) {
    faults[fault] = true;
    const failed = await decode();
    assert.equal(failed.status, 500, fault);
    assert.deepEqual(Object.keys(JSON.parse(failed.body)), ['error'], fault);
    assert.doesNotMatch(failed.body, /exploded/, 'the fault itself stays in the log');
    faults[fault] = false;
    const served = await decode();
    assert.equal(served.status, 200, `served again after the ${fault} fault`);
    assert.equal(served.body, body.toString());
  }
});

test('with a CORS allow-list, an allowed origin gets Vary and its own origin back on a hit and on an error', async (t) => {
  const svc = await startService({ env: { CORS_ORIGINS: 'https://app.example' } });
  t.after(() => svc.close({ removeCache: true }));
  await post(svc, JSON.stringify({ vin: VIN }));
  const hit = await post(svc, JSON.stringify({ vin: VIN }), { origin: 'https://app.example' });
  assert.deepEqual(names(hit).slice(0, 3), ['vary', 'access-control-allow-origin', 'access-control-expose-headers']);
  assert.equal(header(hit, 'vary'), 'Origin');
  assert.equal(header(hit, 'access-control-allow-origin'), 'https://app.example');
  const bad = await post(svc, JSON.stringify({ vin: 'NOT A VIN' }), { origin: 'https://app.example' });
  assert.equal(bad.status, 400);
  assert.deepEqual(names(bad).slice(0, 7), [
    'vary', 'access-control-allow-origin', 'access-control-expose-headers',
    'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'cache-control',
  ]);
  const stranger = await post(svc, JSON.stringify({ vin: VIN }), { origin: 'https://evil.example' });
  assert.equal(header(stranger, 'vary'), 'Origin');
  assert.equal(header(stranger, 'access-control-allow-origin'), undefined);
  assert.equal(header(stranger, 'x-cache'), 'HIT');
});

test('a body that is not valid JSON is a 400 that still carries the CORS and rate-limit headers', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const bad = await post(svc, '{"vin": ');
  assert.equal(bad.status, 400);
  assert.match(JSON.parse(bad.body).error, /not valid JSON/);
  assert.deepEqual(names(bad).slice(0, 6), [
    'access-control-allow-origin', 'access-control-expose-headers',
    'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'cache-control',
  ]);
  assert.equal(header(bad, 'content-type'), 'application/json; charset=utf-8');
});

/** The first answer on a raw connection that `write` sends bytes on, as text, once it is whole (by its Content-Length). */
function rawAnswer(svc: RunningService, write: (socket: net.Socket) => void): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(new URL(svc.url).port), '127.0.0.1', () => write(socket));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      text += c;
      const head = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, head));
      if (head >= 0 && length && Buffer.byteLength(text.slice(head + 4)) >= Number(length[1])) socket.end();
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

test('a body that arrives whole with its headers is held to the same rules: over the cap is a 413, empty is a 400', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  // Chunked, so no declared length gives the size away before the body is read.
  const big = JSON.stringify({ vin: VIN, pad: ' '.repeat(20_000) });
  const tooLarge = await rawAnswer(svc, (socket) => socket.write(
    `POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
  ));
  assert.match(tooLarge, /^HTTP\/1\.1 413 /);
  assert.match(tooLarge, /"error":"Request body too large: the limit is 16384 bytes\."/);
  const empty = await rawAnswer(svc, (socket) => socket.write('POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'));
  assert.match(empty, /^HTTP\/1\.1 400 /);
  assert.match(empty, /Request body is empty/);
  assert.match(empty, /x-ratelimit-remaining: 98/i);
});

test('a body sent in pieces after the headers, or chunked, decodes like one sent in a single packet', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const body = JSON.stringify({ vin: VIN.toLowerCase() });
  const pieces = await rawAnswer(svc, (socket) => {
    socket.write(`POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    setTimeout(() => socket.write(body.slice(0, 5)), 30);
    setTimeout(() => socket.write(body.slice(5)), 60);
  });
  assert.match(pieces, /^HTTP\/1\.1 200 OK/);
  const chunked = await rawAnswer(svc, (socket) => {
    socket.write(`POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
    setTimeout(() => socket.write(`${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`), 30);
  });
  assert.match(chunked, /^HTTP\/1\.1 200 OK/);
  assert.match(chunked, /x-cache: HIT/i);
});

test('a declared Content-Length over the cap is a 413 that closes the connection', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const big = JSON.stringify({ vin: VIN, pad: 'x'.repeat(20_000) });
  const answer = await post(svc, big);
  assert.equal(answer.status, 413);
  assert.equal(header(answer, 'connection'), 'close');
  assert.equal(header(answer, 'x-ratelimit-remaining'), '99');
});

test('on one keep-alive connection, a new X-Forwarded-For is a new client (TRUST_PROXY=1)', async (t) => {
  const svc = await startService({ env: { TRUST_PROXY: '1' } });
  t.after(() => svc.close({ removeCache: true }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  t.after(() => agent.destroy());
  const remaining = (forwardedFor: string) => new Promise<string>((resolve, reject) => {
    const req = http.request(`${svc.url}/api/decode`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['x-ratelimit-remaining'])));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ vin: VIN }));
  });
  assert.equal(await remaining('203.0.113.7'), '99');
  assert.equal(await remaining('203.0.113.7'), '98');
  assert.equal(await remaining('198.51.100.9'), '99', 'another client behind the same proxy connection');
  assert.equal(await remaining('203.0.113.7'), '97');
});

test('request lines carry each request\'s own method, path, status, cache and client when those change from line to line', async (t) => {
  const svc = await startService({ env: { TRUST_PROXY: '1' } });
  t.after(() => svc.close({ removeCache: true }));
  const body = JSON.stringify({ vin: VIN });
  await post(svc, body);
  await post(svc, body);
  await post(svc, body, { 'x-forwarded-for': '203.0.113.7' });
  await post(svc, '{"vin": ');
  await fetch(`${svc.url}/nope`);
  await fetch(`${svc.url}/healthz`);
  await post(svc, body);
  const lines = svc.logs.map((l) => JSON.parse(l)).filter((l) => l.event === 'request').map(({ method, path, status, cache, ip }) => ({ method, path, status, cache, ip }));
  assert.deepEqual(lines, [
    { method: 'POST', path: '/api/decode', status: 200, cache: 'MISS', ip: '127.0.0.1' },
    { method: 'POST', path: '/api/decode', status: 200, cache: 'HIT', ip: '127.0.0.1' },
    { method: 'POST', path: '/api/decode', status: 200, cache: 'HIT', ip: '203.0.113.7' },
    { method: 'POST', path: '/api/decode', status: 400, cache: null, ip: '127.0.0.1' },
    { method: 'GET', path: '/nope', status: 404, cache: null, ip: '127.0.0.1' },
    { method: 'GET', path: '/healthz', status: 200, cache: null, ip: '127.0.0.1' },
    { method: 'POST', path: '/api/decode', status: 200, cache: 'HIT', ip: '127.0.0.1' },
  ]);
});

test('a request line\'s duration is the same number String(tenths / 10) would write', () => {
  for (let tenths = 0; tenths <= 400_000; tenths++) {
    if (decimalTenths(tenths) !== String(tenths / 10)) assert.fail(`${tenths}: ${decimalTenths(tenths)} against ${String(tenths / 10)}`);
  }
  for (const odd of [-5, 2.5, 1e12, Number.NaN]) assert.equal(decimalTenths(odd), String(odd / 10));
});

test('under a high daily limit the remaining count is written out in full, hit after hit', async (t) => {
  const svc = await startService({ env: { RATE_LIMIT_PER_DAY: '1000000000' } });
  t.after(() => svc.close({ removeCache: true }));
  const body = JSON.stringify({ vin: VIN });
  const answers = [await post(svc, body), await post(svc, body), await post(svc, body)];
  assert.deepEqual(answers.map((a) => [header(a, 'x-cache'), header(a, 'x-ratelimit-limit'), header(a, 'x-ratelimit-remaining')]), [
    ['MISS', '1000000000', '999999999'],
    ['HIT', '1000000000', '999999998'],
    ['HIT', '1000000000', '999999997'],
  ]);
});

test('a whole number is written as String() would write it, large or small', () => {
  for (let n = 0; n <= 2_000_000; n++) {
    if (decimalInteger(n) !== String(n)) assert.fail(`${n}: ${decimalInteger(n)} against ${String(n)}`);
  }
  for (const n of [9_999, 10_000, 10_001, 999_999_999, 1_000_000_000, 4_294_967_296, Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, -1, -20_000, 2.5, 12_345.5, Number.NaN, Infinity]) {
    assert.equal(decimalInteger(n), String(n), String(n));
  }
});

test('log lines keep their shape: flat fields as given, an Error by name and message, secrets redacted', () => {
  const lines: string[] = [];
  let clock = Date.UTC(2026, 10, 22, 12, 0, 0, 5);
  const logger = createLogger({ write: (line) => void lines.push(line), now: () => clock, secrets: ['sk-test-secret'] });
  logger.info('request', { method: 'POST', path: '/api/decode', status: 200, ms: 0.4, cache: 'HIT', ip: '127.0.0.1' });
  logger.info('request', { method: 'POST', path: '/api/decode', status: 200, ms: 0.3, cache: null, ip: '127.0.0.1' });
  clock += 1;
  const err = Object.assign(new Error('upstream said sk-test-secret'), { code: 'E_TEST' });
  logger.error('upstream_failed', { err, note: 'key sk-test-secret' });
  assert.equal(lines[0], '{"time":"2026-11-22T12:00:00.005Z","level":"info","event":"request","method":"POST","path":"/api/decode","status":200,"ms":0.4,"cache":"HIT","ip":"127.0.0.1"}\n');
  assert.equal(lines[1], '{"time":"2026-11-22T12:00:00.005Z","level":"info","event":"request","method":"POST","path":"/api/decode","status":200,"ms":0.3,"cache":null,"ip":"127.0.0.1"}\n');
  assert.equal(lines[2], '{"time":"2026-11-22T12:00:00.006Z","level":"error","event":"upstream_failed","err":{"name":"Error","message":"upstream said [redacted]","code":"E_TEST"},"note":"key [redacted]"}\n');
});

test('a cache entry bigger than one read (40 KB) comes back whole, and so does a small one', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-test-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const store = await createFileStore({ dir, now: Date.now, logger: silentLogger, sweepIntervalMs: 0 });
  t.after(() => store.close());
  const big = Buffer.from(JSON.stringify({ vin: VIN, pad: 'r'.repeat(40_000) }));
  const small = Buffer.from(JSON.stringify({ vin: '5YJ3E1EBXSF969484' }));
  await store.set(VIN, big, 60);
  await store.set('5YJ3E1EBXSF969484', small, 60);
  assert.deepEqual((await store.get(VIN))?.body, big);
  assert.deepEqual((await store.get('5YJ3E1EBXSF969484'))?.body, small);
});
