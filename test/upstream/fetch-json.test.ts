/**
 * fetchJson against real loopback servers: redirects stay on the requested origin, every call
 * names the product, NHTSA's "400 with count 0" is an answer only when the caller says so.
 */
import assert from 'node:assert/strict';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { UpstreamError } from '../../src/errors.js';
import { fetchJson, fetchNhtsaResults, isEmptyNhtsaAnswer, UpstreamStatusError } from '../../src/upstream/http/fetch-json.js';
import { DEFAULT_USER_AGENT } from '../../src/upstream/http/user-agent.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function server(handler: Handler): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const s = http.createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => s.close(() => resolve())));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, hits: () => hits };
}

const json = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

const base = { upstream: 'recalls', timeoutMs: 2000 };

test('a redirect to another host is an upstream failure, and the other host is never asked', async () => {
  const elsewhere = await server((_req, res) => json(res, 200, '{"Results":[]}'));
  const upstream = await server((_req, res) => res.writeHead(302, { location: `${elsewhere.url}/steal` }).end());
  await assert.rejects(fetchJson(`${upstream.url}/recalls`, base), (err: unknown) => {
    assert.ok(err instanceof UpstreamError);
    assert.doesNotMatch((err as Error).message, /127\.0\.0\.1|http/);
    return true;
  });
  assert.equal(elsewhere.hits(), 0);
  assert.equal(upstream.hits(), 1, 'a redirect away is not retried');
});

test('a redirect from https to http is an upstream failure', async () => {
  const fakeFetch = (async () => new Response(null, { status: 301, headers: { location: 'http://api.example.test/recalls' } })) as typeof fetch;
  await assert.rejects(fetchJson('https://api.example.test/recalls', { ...base, fetch: fakeFetch }), UpstreamError);
});

test('a redirect within the same origin is followed', async () => {
  const upstream = await server((req, res) => {
    if (req.url === '/old') return void res.writeHead(301, { location: '/new' }).end();
    json(res, 200, '{"moved":true}');
  });
  assert.deepEqual(await fetchJson(`${upstream.url}/old`, base), { moved: true });
});

test('a redirect loop on the same origin ends as an upstream failure', async () => {
  const upstream = await server((_req, res) => res.writeHead(302, { location: '/again' }).end());
  await assert.rejects(fetchJson(`${upstream.url}/again`, { ...base, retries: 0 }), UpstreamError);
  assert.equal(upstream.hits(), 4, 'the first request and three hops');
});

test('a POST that is redirected is not sent on', async () => {
  const upstream = await server((req, res) => {
    if (req.url === '/a') return void res.writeHead(307, { location: '/b' }).end();
    json(res, 200, '{}');
  });
  await assert.rejects(fetchJson(`${upstream.url}/a`, { ...base, init: { method: 'POST', body: '{}' } }), UpstreamError);
  assert.equal(upstream.hits(), 1);
});

test('every call names the product in its User-Agent, version included', async () => {
  let agent: string | undefined;
  const upstream = await server((req, res) => {
    agent = req.headers['user-agent'];
    json(res, 200, '{}');
  });
  await fetchJson(upstream.url, base);
  assert.equal(agent, DEFAULT_USER_AGENT);
  assert.match(agent!, /^vin-report\/\d+\.\d+\.\d+$/);
  await fetchJson(upstream.url, { ...base, userAgent: 'acme-fleet/2.1' });
  assert.equal(agent, 'acme-fleet/2.1');
});

test('a vehicle NHTSA answers with 400 and count 0 is an answer only where the caller accepts it', async () => {
  const empty = '{"Count":0,"Message":"Results returned successfully","results":[]}';
  const upstream = await server((_req, res) => json(res, 400, empty));
  assert.deepEqual(await fetchJson(upstream.url, { ...base, acceptAnswer: isEmptyNhtsaAnswer }), JSON.parse(empty));
  await assert.rejects(fetchJson(upstream.url, base), (err: unknown) => err instanceof UpstreamStatusError && err.status === 400);
});

test('a 400 that is not an empty answer stays a failure', async () => {
  for (const body of ['{"Count":1,"results":[{"x":1}]}', '{"message":"Bad request"}', '<html>Bad Request</html>']) {
    const upstream = await server((_req, res) => json(res, 400, body));
    await assert.rejects(fetchJson(upstream.url, { ...base, acceptAnswer: isEmptyNhtsaAnswer }), UpstreamStatusError, body);
  }
});

test('the records getter reads the list whether NHTSA spells it results or Results (the crash ratings)', async () => {
  const lower = await server((_req, res) => json(res, 200, '{"Count":1,"results":[{"Campaign":"1"}]}'));
  const upper = await server((_req, res) => json(res, 200, '{"Count":1,"Results":[{"VehicleId":1}]}'));
  assert.deepEqual(await fetchNhtsaResults(lower.url, base), [{ Campaign: '1' }]);
  assert.deepEqual(await fetchNhtsaResults(upper.url, { ...base, upstream: 'safetyRatings' }), [{ VehicleId: 1 }]);
});

test('the records getter reads NHTSA\'s "nothing on file" 400 as an empty list', async () => {
  const upstream = await server((_req, res) => json(res, 400, '{"Count":0,"Message":"Results returned successfully","Results":[]}'));
  assert.deepEqual(await fetchNhtsaResults(upstream.url, { ...base, upstream: 'safetyRatings' }), []);
});

test('an answer without a records list is an upstream failure, not an empty list', async () => {
  const upstream = await server((_req, res) => json(res, 200, '{"Count":3,"Message":"Results returned successfully"}'));
  await assert.rejects(fetchNhtsaResults(upstream.url, base), UpstreamError);
});

test('an answer larger than the byte cap fails without being read to the end', async () => {
  const upstream = await server((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(`{"pad":"${'x'.repeat(200_000)}"}`);
  });
  await assert.rejects(fetchJson(upstream.url, { ...base, maxBytes: 10_000 }), /exceeded 10000 bytes/);
});

test('a server error is retried once, then reported with its status', async () => {
  const upstream = await server((_req, res) => json(res, 503, '{}'));
  await assert.rejects(fetchJson(upstream.url, base), (err: unknown) => err instanceof UpstreamStatusError && err.status === 503);
  assert.equal(upstream.hits(), 2);
});
