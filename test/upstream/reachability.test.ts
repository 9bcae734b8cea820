/**
 * The upstream reachability check behind the start-up log and /healthz: a DNS lookup and one TCP
 * connect per host, bounded, reused for a while, and reported by service name only. Lookups are
 * injected (no test asks a real resolver); connects go to real loopback sockets.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createReachability, logUpstreamChecks } from '../../src/upstream/reachability.js';
import { networkHint } from '../../src/upstream/http/network-hint.js';
import { createLogger } from '../../src/logger.js';
import { startService } from '../helpers/service.js';

let listening: Server;
let openPort = 0;
let closedPort = 0;
before(async () => {
  listening = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  openPort = (listening.address() as AddressInfo).port;
  // A port that was free a moment ago: nothing listens there now.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
after(() => new Promise<void>((resolve) => listening.close(() => resolve())));

const resolves = async () => {};
const notFound = async (host: string) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND', hostname: host });
};

test('a host that resolves and takes a connection is reachable', async () => {
  const check = createReachability({ targets: [{ name: 'vpic', url: `http://127.0.0.1:${openPort}/api/vehicles` }], lookup: resolves });
  assert.deepEqual(await check.check(), [{ name: 'vpic', host: '127.0.0.1', state: 'reachable' }]);
});

test('a host that does not resolve is named "cannot resolve" with the system code', async () => {
  const check = createReachability({ targets: [{ name: 'nhtsa', url: 'https://api.nhtsa.gov' }], lookup: notFound });
  assert.deepEqual(await check.check(), [{ name: 'nhtsa', host: 'api.nhtsa.gov', state: 'cannot resolve', code: 'ENOTFOUND' }]);
});

test('a host that refuses the connection is named "cannot connect"', async () => {
  const check = createReachability({ targets: [{ name: 'fuelEconomy', url: `http://127.0.0.1:${closedPort}` }], lookup: resolves });
  assert.deepEqual(await check.check(), [{ name: 'fuelEconomy', host: '127.0.0.1', state: 'cannot connect', code: 'ECONNREFUSED' }]);
});

test('a lookup that never answers is given up after the timeout', async () => {
  const check = createReachability({ targets: [{ name: 'vpic', url: 'https://vpic.nhtsa.dot.gov' }], lookup: () => new Promise(() => {}), timeoutMs: 20 });
  assert.equal((await check.check())[0]!.state, 'timed out');
});

test('a result is reused until it is due, so frequent health checks do not repeat the probe', async () => {
  let lookups = 0;
  let clock = 0;
  const check = createReachability({
    targets: [{ name: 'vpic', url: 'https://vpic.nhtsa.dot.gov' }, { name: 'nhtsa', url: 'https://api.nhtsa.gov' }],
    lookup: async (host) => { lookups++; return notFound(host); },
    reuseFailedMs: 60_000,
    now: () => clock,
  });
  await check.check();
  for (let i = 0; i < 10; i++) await check.check();
  assert.equal(lookups, 2);
  clock += 60_000;
  await check.check();
  assert.equal(lookups, 4);
});

test('upstreams on one origin share one lookup and one connection', async () => {
  let lookups = 0;
  const url = `http://127.0.0.1:${openPort}`;
  const check = createReachability({ targets: [{ name: 'vpic', url: `${url}/api/vehicles` }, { name: 'nhtsa', url }, { name: 'fuelEconomy', url }], lookup: async () => { lookups++; } });
  assert.deepEqual((await check.check()).map((c) => c.state), ['reachable', 'reachable', 'reachable']);
  assert.equal(lookups, 1);
});

test('the start-up log warns once per unreachable upstream, with a hint', async () => {
  const lines: string[] = [];
  const logger = createLogger({ write: (line) => void lines.push(line) });
  logUpstreamChecks([{ name: 'vpic', host: 'vpic.nhtsa.dot.gov', state: 'cannot resolve', code: 'ENOTFOUND' }, { name: 'nhtsa', host: 'api.nhtsa.gov', state: 'reachable' }], logger);
  assert.equal(lines.length, 1);
  const line = JSON.parse(lines[0]!) as Record<string, unknown>;
  assert.equal(line.event, 'upstream_unreachable');
  assert.equal(line.level, 'warn');
  assert.equal(line.hint, 'cannot resolve vpic.nhtsa.dot.gov; does this machine have outbound network access (and DNS)?');
});

for (const [code, expected] of [
  ['ENOTFOUND', 'cannot resolve vpic.nhtsa.dot.gov; does this machine have outbound network access (and DNS)?'],
  ['EAI_AGAIN', 'cannot resolve vpic.nhtsa.dot.gov (DNS did not answer); does this machine have outbound network access (and DNS)?'],
  ['ECONNREFUSED', 'vpic.nhtsa.dot.gov refused the connection; is the base URL right, or does a firewall reject outbound HTTPS?'],
  ['ENETUNREACH', 'no route to vpic.nhtsa.dot.gov; does this machine have outbound network access?'],
  ['UND_ERR_CONNECT_TIMEOUT', 'connecting to vpic.nhtsa.dot.gov timed out; is outbound HTTPS blocked by a firewall or proxy?'],
  ['ERR_SOMETHING_ELSE', undefined],
] as const) {
  test(`a ${code} deep in the cause chain gives the hint ${expected === undefined ? 'nothing' : `"${expected.slice(0, 30)}…"`}`, () => {
    const cause = Object.assign(new Error('getaddrinfo'), { code, hostname: 'vpic.nhtsa.dot.gov' });
    const err = new Error('vPIC could not be reached', { cause: new TypeError('fetch failed', { cause }) });
    assert.equal(networkHint(err), expected);
  });
}

test('/healthz stays 200 but says degraded and which upstream cannot be reached, naming no address', async () => {
  const svc = await startService({ env: { VPIC_BASE_URL: `http://127.0.0.1:${closedPort}/api/vehicles` } });
  try {
    const res = await fetch(`${svc.url}/healthz`);
    assert.equal(res.status, 200);
    const text = await res.text();
    const body = JSON.parse(text) as { status: string; upstreams: Record<string, string> };
    assert.equal(body.status, 'degraded');
    assert.deepEqual(body.upstreams, { vpic: 'cannot connect', nhtsa: 'reachable', fuelEconomy: 'reachable' });
    assert.doesNotMatch(text, /127\.0\.0\.1|\d+\.\d+\.\d+\.\d+/);
  } finally {
    await svc.close({ removeCache: true });
  }
});

test('a 500 for an unreachable upstream logs a hint for the operator, and tells the caller nothing of it', async () => {
  const svc = await startService({ env: { VPIC_BASE_URL: `http://127.0.0.1:${closedPort}/api/vehicles` } });
  try {
    const res = await svc.decode({ vin: '1HGCM82633A004352' });
    assert.equal(res.status, 500);
    assert.doesNotMatch(await res.text(), /refused|127\.0\.0\.1/);
    const failed = svc.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'upstream_failed');
    assert.equal(failed?.hint, '127.0.0.1 refused the connection; is the base URL right, or does a firewall reject outbound HTTPS?');
  } finally {
    await svc.close({ removeCache: true });
  }
});
