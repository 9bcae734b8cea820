/**
 * The upstream HTTP client (src/upstream/http-request.ts) against real servers on loopback: what
 * fetch used to do for us (compressed answers, redirects, keep-alive) and the limits it must keep
 * (byte cap, aborts, bodies cut short).
 */
import assert from 'node:assert/strict';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { test, type TestContext } from 'node:test';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { BodyTooLargeError, httpRequest, type HttpRequestOptions } from '../src/upstream/http-request.js';

const JSON_BODY = JSON.stringify({ Results: [{ Make: 'HONDA', Model: 'Accord', ModelYear: '2003' }], note: 'é ü 漢字' });

async function serve(t: TestContext, handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const connections = new Set<Socket>();
  let connectionCount = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', (socket) => {
    connectionCount++;
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    for (const socket of connections) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, connections: () => connectionCount };
}

const options = (extra: Partial<HttpRequestOptions> = {}): HttpRequestOptions => ({ signal: AbortSignal.timeout(5_000), maxBytes: 1024 * 1024, ...extra });

test('a JSON answer comes back whole as UTF-8 text, with its status and headers', async (t) => {
  const { url } = await serve(t, (req, res) => {
    assert.equal(req.headers.accept, 'application/json');
    res.writeHead(200, { 'content-type': 'application/json', 'x-extra': 'yes' }).end(JSON_BODY);
  });
  const answer = await httpRequest(`${url}/a`, options({ headers: { accept: 'application/json' } }));
  assert.equal(answer.status, 200);
  assert.equal(answer.header('x-extra'), 'yes');
  assert.equal(answer.header('retry-after'), null);
  assert.equal(answer.text, JSON_BODY);
});

test('gzip, deflate and brotli answers are decoded, as fetch did', async (t) => {
  const encoders: Record<string, (b: Buffer) => Buffer> = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };
  const { url } = await serve(t, (req, res) => {
    assert.match(String(req.headers['accept-encoding']), /gzip/);
    const encoding = req.url!.slice(1);
    res.writeHead(200, { 'content-encoding': encoding }).end(encoders[encoding]!(Buffer.from(JSON_BODY)));
  });
  for (const encoding of Object.keys(encoders)) {
    assert.equal((await httpRequest(`${url}/${encoding}`, options())).text, JSON_BODY, encoding);
  }
});

test('an answer past the byte cap is refused, declared, streamed or decompressed', async (t) => {
  const big = Buffer.alloc(64 * 1024, 'a');
  const { url } = await serve(t, (req, res) => {
    if (req.url === '/declared') return void res.writeHead(200, { 'content-length': big.length }).end(big);
    if (req.url === '/bomb') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(big));
    // Chunked, no length: the cap is noticed while reading.
    res.writeHead(200);
    res.write(big.subarray(0, 32 * 1024));
    res.end(big.subarray(32 * 1024));
  });
  for (const path of ['/declared', '/streamed', '/bomb']) {
    await assert.rejects(httpRequest(`${url}${path}`, options({ maxBytes: 16 * 1024 })), BodyTooLargeError, path);
  }
});

test('a GET follows redirects, relative ones included; a POST never does', async (t) => {
  const seen: string[] = [];
  const { url } = await serve(t, (req, res, body) => {
    seen.push(`${req.method} ${req.url} ${body}`);
    if (req.url === '/old') return void res.writeHead(301, { location: '/moved' }).end('gone');
    if (req.url === '/moved') return void res.writeHead(302, { location: `http://${req.headers.host}/final` }).end();
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(200).end(JSON_BODY);
  });
  assert.equal((await httpRequest(`${url}/old`, options())).text, JSON_BODY);
  assert.deepEqual(seen.splice(0), ['GET /old ', 'GET /moved ', 'GET /final ']);

  // A POST carries an API key: a 3xx is its answer, and nothing is sent anywhere else.
  const post = await httpRequest(`${url}/old`, options({ method: 'POST', body: '{"q":1}', headers: { authorization: 'Bearer k' } }));
  assert.equal(post.status, 301);
  assert.deepEqual(seen.splice(0), ['POST /old {"q":1}']);

  const loop = await httpRequest(`${url}/loop`, options());
  assert.equal(loop.status, 302, 'gives up after a few hops with the last answer');
  assert.equal(seen.length, 6);
});

test('connections are kept alive and reused between calls', async (t) => {
  const { url, connections } = await serve(t, (_req, res) => res.writeHead(200).end(JSON_BODY));
  for (let i = 0; i < 5; i++) assert.equal((await httpRequest(`${url}/a`, options())).text, JSON_BODY);
  assert.equal(connections(), 1);
});

test('an abort ends the call, also in the middle of the body; so does a body cut short', async (t) => {
  const { url } = await serve(t, (req, res) => {
    res.writeHead(200, { 'content-length': 1000 });
    res.write('{"partial": "');
    if (req.url === '/cut') setTimeout(() => res.socket?.destroy(), 20);
    // /stall: the rest never comes
  });
  const controller = new AbortController();
  const stalled = httpRequest(`${url}/stall`, options({ signal: controller.signal }));
  setTimeout(() => controller.abort(new Error('caller gave up')), 50);
  await assert.rejects(stalled, /caller gave up|abort/i);
  await assert.rejects(httpRequest(`${url}/cut`, options()), /closed before the response was complete|aborted|socket hang up|ECONNRESET/);
});

test('an address that refuses connections fails with an error, not a hang', async () => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  await assert.rejects(httpRequest(`http://127.0.0.1:${port}/`, options()), /ECONNREFUSED/);
  await assert.rejects(httpRequest('ftp://127.0.0.1/x', options()), /unsupported scheme/);
});
