/**
 * MCP over Streamable HTTP at /mcp on the real HTTP server (port 0), with a real SDK client. The
 * server trusts X-Forwarded-For here so each test can be its own client IP with its own budget.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHttpHandler } from '../../mcp/http.js';
import { silentLogger } from '../../src/logger.js';
import { VinReportSchema } from '../../src/report/report.js';
import { firstText, startTestService, type TestService } from '../helpers/mcp-harness.js';

const HONDA = '1HGCM82633A004352';
const LIMIT = 3;
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

let svc: TestService;

before(async () => {
  svc = await startTestService({
    http: true,
    env: { RATE_LIMIT_PER_DAY: String(LIMIT), TRUST_PROXY: 'true', MCP_ALLOWED_ORIGINS: 'https://inspector.example' },
  });
});
after(() => svc.close());

/** A real SDK client from `ip`; by default in the 2025 era (initialize), or pinned to 2026-07-28. */
async function connectAs(ip: string, era: 'legacy' | 'modern' = 'legacy'): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', svc.baseUrl), {
    requestInit: { headers: { 'x-forwarded-for': ip } },
  });
  const client = new Client({ name: 'mcp-http-test', version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(transport);
  after(() => client.close());
  // Listing first makes the client validate every structuredContent against the advertised outputSchema.
  await client.listTools();
  return client;
}

async function postDecode(ip: string, vin: string): Promise<Response> {
  return fetch(new URL('/api/decode', svc.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ vin }),
  });
}

async function remainingFor(ip: string): Promise<number> {
  // GET /api/decode is a 405 that still reports the caller's budget without spending it.
  const res = await fetch(new URL('/api/decode', svc.baseUrl), { headers: { 'x-forwarded-for': ip } });
  await res.arrayBuffer();
  return Number(res.headers.get('x-ratelimit-remaining'));
}

/** The JSON-RPC message of a raw answer: a JSON body, or the data line of a one-event SSE stream (2025-era answers). */
function rpcOf(body: string): { result?: Record<string, unknown>; error?: { code: number; message: string } } {
  const data = body.startsWith('event:') || body.startsWith('data:') ? body.split('\n').find((line) => line.startsWith('data: '))!.slice(6) : body;
  return JSON.parse(data);
}

/** A raw request, so Host and Origin can be anything a browser could send. */
function rawRequest(method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL('/mcp', svc.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'x-forwarded-for': '10.9.9.9', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const MCP_POST = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

test('a 2025-era MCP client (2025-11-25, initialize) lists the four tools at /mcp', async () => {
  const client = await connectAs('10.0.0.1');
  assert.equal(client.getProtocolEra(), 'legacy');
  assert.equal(client.getNegotiatedProtocolVersion(), '2025-11-25');
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['checkRecalls', 'decodeVin', 'decodeVins', 'validateVin']);
  assert.equal(tools.find((t) => t.name === 'decodeVin')!.outputSchema!.type, 'object');
});

test('a 2026-07-28 MCP client (server/discover) lists the tools and gets a report at /mcp', async () => {
  const client = await connectAs('10.0.1.1', 'modern');
  assert.equal(client.getProtocolEra(), 'modern');
  assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28');
  const { tools } = await client.listTools();
  assert.equal(tools.length, 4);
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
  assert.equal(result.isError, undefined);
  assert.equal(VinReportSchema.parse(result.structuredContent).vin, HONDA);
  assert.equal(await remainingFor('10.0.1.1'), LIMIT - 1);
});

test('every answer a 2026-07-28 client gets at /mcp is one JSON body, never an event stream', async () => {
  const types: string[] = [];
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', svc.baseUrl), {
    requestInit: { headers: { 'x-forwarded-for': '10.0.1.3' } },
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.status !== 202) types.push(`${response.status} ${response.headers.get('content-type')}`);
      return response;
    },
  });
  const client = new Client({ name: 'mcp-http-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(transport);
  after(() => client.close());
  await client.listTools();
  await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
  await client.callTool({ name: 'validateVin', arguments: { vin: HONDA } });
  assert.ok(types.length >= 3, types.join('; '));
  assert.deepEqual(types.filter((type) => !/^200 application\/json/.test(type)), []);
});

test('building the /mcp endpoint writes nothing to the console, which would break the JSON log', (t) => {
  const warn = t.mock.method(console, 'warn');
  const log = t.mock.method(console, 'log');
  createMcpHttpHandler({ service: svc.app.service, limiter: svc.app.limiter, logger: silentLogger, allowedOrigins: [] });
  assert.equal(warn.mock.callCount() + log.mock.callCount(), 0);
});

test('a client that asks for 2025-06-18 gets 2025-06-18 and is served', async () => {
  const headers = { ...MCP_POST, 'x-forwarded-for': '10.0.1.2' };
  const initialized = await rawRequest('POST', headers, INITIALIZE);
  assert.match(String(initialized.headers['content-type']), /^application\/json/);
  const init = rpcOf(initialized.body);
  assert.equal(init.result!.protocolVersion, '2025-06-18');
  const call = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'validateVin', arguments: { vin: HONDA } } });
  const answer = rpcOf((await rawRequest('POST', { ...headers, 'mcp-protocol-version': '2025-06-18' }, call)).body);
  assert.equal((answer.result!.structuredContent as { wellFormed: boolean }).wellFormed, true);
});

test('an unknown tool over HTTP is a JSON-RPC error in both eras', async () => {
  for (const era of ['legacy', 'modern'] as const) {
    const client = await connectAs(era === 'legacy' ? '10.0.1.3' : '10.0.1.4', era);
    await assert.rejects(client.callTool({ name: 'nope', arguments: {} }), (err: { code?: number }) => err.code === -32602, era);
  }
});

test('decodeVin over HTTP returns exactly what POST /api/decode returns for the same VIN', async () => {
  const ip = '10.0.0.2';
  const miss = await postDecode(ip, HONDA);
  assert.equal(miss.status, 200);
  await miss.arrayBuffer();
  const hit = await postDecode(ip, HONDA);
  assert.equal(hit.headers.get('x-cache'), 'HIT');
  const httpBody = await hit.text();

  const client = await connectAs(ip);
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
  assert.equal(result.isError, undefined);
  assert.equal(firstText(result), httpBody);
  assert.deepEqual(result.structuredContent, JSON.parse(httpBody));
  VinReportSchema.parse(result.structuredContent);
});

test('decodeVin spends the same daily budget as POST /api/decode and is refused past it', async () => {
  const ip = '10.0.0.3';
  assert.equal((await postDecode(ip, HONDA)).status, 200);
  const client = await connectAs(ip);
  for (let i = 2; i <= LIMIT; i++) {
    const ok = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal(ok.isError, undefined, `call ${i} is within the budget`);
  }
  assert.equal(await remainingFor(ip), 0);

  const refused = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
  assert.equal(refused.isError, true);
  const mcpBody = JSON.parse(firstText(refused));
  const httpAnswer = await postDecode(ip, HONDA);
  assert.equal(httpAnswer.status, 429);
  const httpBody = (await httpAnswer.json()) as { resetSeconds: number };
  assert.deepEqual(Object.keys(mcpBody), ['error', 'limit', 'remaining', 'resetSeconds']);
  assert.equal(mcpBody.limit, LIMIT);
  assert.equal(mcpBody.remaining, 0);
  assert.ok(Math.abs(mcpBody.resetSeconds - httpBody.resetSeconds) <= 1);
  assert.match(mcpBody.error, new RegExp(`^Daily limit of ${LIMIT} requests reached; it resets at UTC midnight, in \\d+ seconds\\.$`));
});

test('another IP keeps its own budget', async () => {
  const client = await connectAs('10.0.0.6');
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
  assert.equal(result.isError, undefined);
  assert.equal(await remainingFor('10.0.0.6'), LIMIT - 1);
});

test('checkRecalls reaches NHTSA every time, so it spends the budget too', async () => {
  const ip = '10.0.0.5';
  const client = await connectAs(ip);
  const args = { make: 'HONDA', model: 'Accord', modelYear: '2003' };
  for (let i = 1; i <= LIMIT; i++) assert.equal((await client.callTool({ name: 'checkRecalls', arguments: args })).isError, undefined);
  const refused = await client.callTool({ name: 'checkRecalls', arguments: args });
  assert.equal(refused.isError, true);
  assert.match(JSON.parse(firstText(refused)).error, /^Daily limit of 3 requests reached/);
});

test('decodeVins over HTTP spends one request of the daily budget per distinct VIN', async () => {
  const ip = '10.0.1.5';
  const client = await connectAs(ip, 'modern');
  const result = await client.callTool({ name: 'decodeVins', arguments: { vins: [HONDA, HONDA.toLowerCase(), 'WBA3A5C51CF256987'] } });
  const { results } = result.structuredContent as { results: Array<{ vin: string; status: number }> };
  assert.deepEqual(results.map((r) => [r.vin, r.status]), [[HONDA, 200], [HONDA, 200], ['WBA3A5C51CF256987', 200]]);
  assert.equal(await remainingFor(ip), LIMIT - 2);
});

test('validateVin is local and does not spend the budget', async () => {
  const ip = '10.0.0.4';
  const client = await connectAs(ip);
  for (let i = 0; i < LIMIT + 2; i++) {
    const result = await client.callTool({ name: 'validateVin', arguments: { vin: HONDA } });
    assert.equal((result.structuredContent as { wellFormed: boolean }).wellFormed, true);
  }
  assert.equal(await remainingFor(ip), LIMIT);
});

test('a request from a foreign browser Origin is refused with 403', async () => {
  const res = await rawRequest('POST', { ...MCP_POST, origin: 'https://evil.example' }, INITIALIZE);
  assert.equal(res.status, 403);
  assert.match(JSON.parse(res.body).error.message, /Origin "https:\/\/evil.example" is not allowed/);
});

test('a DNS-rebinding page (its own name as both Origin and Host) is refused with 403', async () => {
  const port = new URL(svc.baseUrl!).port;
  const res = await rawRequest('POST', { ...MCP_POST, origin: `http://evil.example:${port}`, host: `evil.example:${port}` }, INITIALIZE);
  assert.equal(res.status, 403);
});

test('an origin listed in MCP_ALLOWED_ORIGINS is served', async () => {
  const res = await rawRequest('POST', { ...MCP_POST, origin: 'https://inspector.example' }, INITIALIZE);
  assert.equal(res.status, 200);
  assert.equal(rpcOf(res.body).result!.serverInfo && (rpcOf(res.body).result!.serverInfo as { name: string }).name, 'vin-report');
});

test('a page on the same loopback host and port is served', async () => {
  const res = await rawRequest('POST', { ...MCP_POST, origin: svc.baseUrl! }, INITIALIZE);
  assert.equal(res.status, 200);
});

test('a CORS preflight from an allowed origin is answered 204; from a foreign one 403', async () => {
  const ok = await rawRequest('OPTIONS', { origin: 'https://inspector.example', 'access-control-request-method': 'POST' });
  assert.equal(ok.status, 204);
  assert.match(String(ok.headers['access-control-allow-methods']), /POST/);
  assert.match(String(ok.headers['access-control-allow-headers']), /Mcp-Protocol-Version/);
  const refused = await rawRequest('OPTIONS', { origin: 'https://evil.example', 'access-control-request-method': 'POST' });
  assert.equal(refused.status, 403);
});

test('GET /mcp is 405: the endpoint is stateless and takes POST only', async () => {
  const res = await rawRequest('GET', { accept: 'text/event-stream' });
  assert.equal(res.status, 405);
  assert.equal(res.headers.allow, 'POST, OPTIONS');
});
