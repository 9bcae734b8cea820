/**
 * Headers, browsers and framing: what every answer carries (nosniff, a deliberate Cache-Control, no
 * banner), CORS for the public API and its preflight, body caps that cut a greedy client off early,
 * and malformed or smuggling-shaped requests answered in JSON.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startFakeUpstream, fixtureVins, type FakeUpstream } from './helpers/fake-upstream.js';
import { rawRequest, startInProcess, tempCacheDir, type InProcessServer, type RawResponse } from './helpers/hostile-harness.js';

const VIN = fixtureVins()[0]!;

function decodeRequest(body: string, ip: string, extra = ''): string {
  return `POST /api/decode HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\nx-forwarded-for: ${ip}\r\n${extra}` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}

function assertSafeHeaders(res: RawResponse, what: string): void {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
  assert.ok(res.headers['cache-control'], `${what}: Cache-Control`);
  assert.equal(res.headers['x-powered-by'], undefined, `${what}: X-Powered-By`);
  assert.equal(res.headers.server, undefined, `${what}: Server banner`);
  if (res.status !== 204) {
    assert.match(res.headers['content-type'] ?? '', /^application\/json/, `${what}: JSON content type`);
    assert.equal(typeof (JSON.parse(res.body) as object), 'object', `${what}: JSON body`);
  }
}

describe('headers and browsers', () => {
  let fake: FakeUpstream;
  let server: InProcessServer;
  let listed: InProcessServer;
  const cache = tempCacheDir();
  const cache2 = tempCacheDir();

  before(async () => {
    fake = await startFakeUpstream();
    const env = { VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl, TRUST_PROXY: '1', RATE_LIMIT_PER_DAY: '2' };
    server = await startInProcess({ env: { ...env, CACHE_DIR: cache.dir } });
    listed = await startInProcess({ env: { ...env, CACHE_DIR: cache2.dir, CORS_ORIGINS: 'https://app.example, https://other.example' } });
  });
  after(async () => {
    await server.close();
    await listed.close();
    await fake.close();
    cache.remove();
    cache2.remove();
  });

  test('every kind of answer carries nosniff, a deliberate Cache-Control and no framework banner', async () => {
    const cases: Array<[string, string, number]> = [
      ['report', decodeRequest(JSON.stringify({ vin: VIN }), '198.51.100.1'), 200],
      ['invalid VIN', decodeRequest('{"vin":"nope"}', '198.51.100.2'), 400],
      ['rate limited', '', 429],
      ['unknown path', 'GET /nope HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 404],
      ['wrong method', 'GET /api/decode HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 405],
      ['body too large', `POST /api/decode HTTP/1.1\r\nhost: x\r\nx-forwarded-for: 198.51.100.4\r\ncontent-length: 1000000\r\n\r\n`, 413],
      ['preflight', 'OPTIONS /api/decode HTTP/1.1\r\nhost: x\r\norigin: https://a.example\r\naccess-control-request-method: POST\r\nconnection: close\r\n\r\n', 204],
      ['openapi', 'GET /openapi.json HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 200],
      ['health', 'GET /healthz HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 200],
      ['malformed request line', 'GET / HTTP/9\r\n\r\n', 400],
      ['oversized headers', `GET /healthz HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
      ['CONNECT', 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nhost: 127.0.0.1:22\r\n\r\n', 405],
    ];
    for (const [what, request, status] of cases) {
      let wire = request;
      if (what === 'rate limited') {
        await rawRequest(server.port, decodeRequest('{}', '198.51.100.3'));
        await rawRequest(server.port, decodeRequest('{}', '198.51.100.3'));
        wire = decodeRequest('{}', '198.51.100.3');
      }
      const res = await rawRequest(server.port, wire);
      assert.equal(res.status, status, `${what}: status (${res.body})`);
      assertSafeHeaders(res, what);
    }
  });

  test('reports and errors are never stored by shared caches; the OpenAPI document may be', async () => {
    const report = await rawRequest(server.port, decodeRequest(JSON.stringify({ vin: VIN }), '198.51.100.10'));
    assert.equal(report.headers['cache-control'], 'no-store');
    const openapi = await rawRequest(server.port, 'GET /openapi.json HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    assert.match(openapi.headers['cache-control']!, /^public, max-age=\d+$/);
  });

  test('with the default CORS_ORIGINS any page may call the API and read the cache and rate headers', async () => {
    const res = await rawRequest(server.port, decodeRequest(JSON.stringify({ vin: VIN }), '198.51.100.11', 'origin: https://anything.example\r\n'));
    assert.equal(res.headers['access-control-allow-origin'], '*');
    for (const name of ['X-Cache', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After']) {
      assert.ok(res.headers['access-control-expose-headers']!.split(/,\s*/).includes(name), name);
    }
    // No credentials are ever allowed: the API has none, and '*' with credentials would be refused anyway.
    assert.equal(res.headers['access-control-allow-credentials'], undefined);
  });

  test('a browser preflight for a JSON POST is answered 204 with the method, Content-Type and a max-age', async () => {
    const res = await rawRequest(server.port,
      'OPTIONS /api/decode HTTP/1.1\r\nhost: x\r\norigin: https://a.example\r\naccess-control-request-method: POST\r\n' +
      'access-control-request-headers: content-type\r\nconnection: close\r\n\r\n');
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(res.headers['access-control-allow-methods']!, /\bPOST\b/);
    assert.match(res.headers['access-control-allow-headers']!.toLowerCase(), /\bcontent-type\b/);
    assert.ok(Number(res.headers['access-control-max-age']) > 0);
    assert.equal(res.body, '');
  });

  test('a preflight does not spend the caller\'s daily budget', async () => {
    for (let i = 0; i < 5; i++) {
      await rawRequest(server.port, 'OPTIONS /api/decode HTTP/1.1\r\nhost: x\r\nx-forwarded-for: 198.51.100.12\r\norigin: https://a.example\r\naccess-control-request-method: POST\r\nconnection: close\r\n\r\n');
    }
    const res = await rawRequest(server.port, decodeRequest('{}', '198.51.100.12'));
    assert.equal(res.headers['x-ratelimit-remaining'], '1');
  });

  test('with a CORS_ORIGINS list a listed origin is echoed with Vary: Origin and others get no grant', async () => {
    const ok = await rawRequest(listed.port, decodeRequest('{}', '198.51.100.20', 'origin: https://app.example\r\n'));
    assert.equal(ok.headers['access-control-allow-origin'], 'https://app.example');
    assert.match(ok.headers.vary ?? '', /\bOrigin\b/);
    const other = await rawRequest(listed.port, decodeRequest('{}', '198.51.100.21', 'origin: https://evil.example\r\n'));
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    assert.match(other.headers.vary ?? '', /\bOrigin\b/);
    const preflight = await rawRequest(listed.port, 'OPTIONS /api/decode HTTP/1.1\r\nhost: x\r\norigin: https://evil.example\r\naccess-control-request-method: POST\r\nconnection: close\r\n\r\n');
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
  });

  test('a body declared larger than 16 KiB is refused with 413 before any of it is read', async () => {
    // Headers only: the answer must come without the server waiting for the promised megabyte.
    const res = await rawRequest(server.port, `POST /api/decode HTTP/1.1\r\nhost: x\r\nx-forwarded-for: 198.51.100.30\r\ncontent-type: application/json\r\ncontent-length: 1048576\r\n\r\n`);
    assert.equal(res.status, 413);
    assert.match(JSON.parse(res.body).error, /16384 bytes/);
    assert.equal(res.headers.connection, 'close');
  });

  /** Streams a chunked body until the server hangs up (or 512 MB, "forever" for any buffer in between). */
  async function endlessBody(requestHead: string): Promise<{ closed: boolean; answer: string; sent: number }> {
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => {});
    socket.write(`${requestHead}\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`);
    const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 0x61), Buffer.from('\r\n')]);
    const LIMIT = 512 * 1024 * 1024;
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      const pump = () => {
        while (!socket.destroyed && sent < LIMIT) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
        resolve(socket.destroyed);
      };
      pump();
    });
    socket.destroy();
    return { closed, answer, sent };
  }

  test('a client streaming a chunked body forever gets 413 and is disconnected long before it stops', async () => {
    const { closed, answer, sent } = await endlessBody('POST /api/decode HTTP/1.1\r\nx-forwarded-for: 198.51.100.31');
    assert.ok(closed, 'the server must hang up on an endless body');
    assert.match(answer, /^HTTP\/1\.1 413 /);
    // What got through is kernel socket buffers, not server memory; the server read 16 KiB of it.
    assert.ok(sent < 64 * 1024 * 1024, `client could push ${sent} bytes before being cut off`);
  });

  for (const [what, head, status] of [
    ['rate-limited', 'POST /api/decode HTTP/1.1\r\nx-forwarded-for: 198.51.100.3', 429],
    ['wrong-method', 'PUT /api/decode HTTP/1.1', 405],
    ['unknown-path', 'POST /nope HTTP/1.1', 404],
    ['preflight', 'OPTIONS /api/decode HTTP/1.1\r\norigin: https://a.example', 204],
  ] as const) {
    test(`a ${what} request streaming a body forever is answered ${status} and disconnected, not drained`, async () => {
      if (status === 429) {
        await rawRequest(server.port, decodeRequest('{}', '198.51.100.3'));
        await rawRequest(server.port, decodeRequest('{}', '198.51.100.3'));
      }
      const { closed, answer, sent } = await endlessBody(head);
      assert.match(answer, new RegExp(`^HTTP/1\\.1 ${status} `));
      assert.ok(closed, `the server kept reading: ${sent} bytes`);
      assert.ok(sent < 64 * 1024 * 1024, `client could push ${sent} bytes before being cut off`);
    });
  }

  test('well-behaved clients keep their keep-alive connection, whatever the answer', async () => {
    const body = JSON.stringify({ vin: VIN });
    for (const wire of [
      `POST /api/decode HTTP/1.1\r\nhost: x\r\nx-forwarded-for: 198.51.100.40\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      'POST /api/decode HTTP/1.1\r\nhost: x\r\nx-forwarded-for: 198.51.100.40\r\ncontent-length: 9\r\n\r\n{"vin":1}',
      'GET /nope HTTP/1.1\r\nhost: x\r\n\r\n',
      'GET /api/decode HTTP/1.1\r\nhost: x\r\n\r\n',
    ]) {
      const res = await rawRequest(server.port, wire);
      assert.equal(res.headers.connection, 'keep-alive', `${wire.split('\r\n')[0]} → ${res.status}`);
    }
  });

  test('a request with both Content-Length and Transfer-Encoding (smuggling shape) is a JSON 400', async () => {
    const res = await rawRequest(server.port, 'POST /api/decode HTTP/1.1\r\nhost: x\r\ncontent-length: 4\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    assert.equal(res.status, 400);
    assert.equal(res.closed || res.headers.connection === 'close', true);
    assert.deepEqual(JSON.parse(res.body), { error: 'Malformed HTTP request.' });
  });

  test('duplicate Content-Length headers are a JSON 400', async () => {
    const res = await rawRequest(server.port, 'POST /api/decode HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\ncontent-length: 30\r\n\r\n{}');
    assert.equal(res.status, 400);
    assertSafeHeaders(res, 'duplicate content-length');
  });

  test('an unknown Expect value is ignored and the request gets its normal answer', async () => {
    const res = await rawRequest(server.port, decodeRequest('{"vin":"short"}', '198.51.100.32', 'expect: something-odd\r\n'));
    assert.equal(res.status, 400);
    assert.match(JSON.parse(res.body).error, /17 characters/);
  });

  test('a CONNECT request is refused with a JSON 405, never a tunnel', async () => {
    const res = await rawRequest(server.port, 'CONNECT 127.0.0.1:6379 HTTP/1.1\r\nhost: 127.0.0.1:6379\r\n\r\n');
    assert.equal(res.status, 405);
    assert.deepEqual(JSON.parse(res.body), { error: 'Method not allowed: CONNECT is not supported.' });
  });
});
