/**
 * /mcp against a hostile client (issue 26): every POST costs part of a per-client message budget,
 * a POST carries at most 10 messages, and refused requests with endless bodies are answered and
 * hung up instead of drained. Raw sockets and requests on the real HTTP server (port 0); the server
 * trusts X-Forwarded-For so each test is its own client.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { startTestService, type TestService } from '../helpers/mcp-harness.js';

let svc: TestService;

before(async () => {
  svc = await startTestService({ http: true, env: { TRUST_PROXY: 'true' } });
});
after(() => svc.close());

const MCP_POST = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const LIST = { jsonrpc: '2.0', method: 'tools/list', params: {} };

function post(ip: string, body: unknown): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/mcp', svc.baseUrl), { method: 'POST', headers: { ...MCP_POST, 'x-forwarded-for': ip } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

test('a POST with more than 10 JSON-RPC messages is refused with a clear error', async () => {
  const batch = Array.from({ length: 11 }, (_, i) => ({ ...LIST, id: i + 1 }));
  const res = await post('10.2.0.1', batch);
  assert.equal(res.status, 400);
  assert.deepEqual(JSON.parse(res.body).error, { code: -32600, message: 'Batch too large: at most 10 JSON-RPC messages per POST, got 11.' });
});

test('every message to /mcp spends the per-minute budget, and past it the client gets 429', async () => {
  const ip = '10.2.0.2';
  const batch = Array.from({ length: 10 }, (_, i) => ({ ...LIST, id: i + 1 }));
  // 120 messages a minute: twelve POSTs of ten, whatever the SDK then makes of each batch.
  for (let i = 0; i < 12; i++) assert.notEqual((await post(ip, batch)).status, 429, `POST ${i + 1} is within the budget`);
  const refused = await post(ip, { ...LIST, id: 1 });
  assert.equal(refused.status, 429);
  assert.match(JSON.parse(refused.body).error.message, /^Too many MCP messages: at most 120 per minute per client; retry in \d+ seconds\.$/);
  assert.ok(Number(refused.headers['retry-after']) >= 1);
  // Another client is not affected.
  assert.equal((await post('10.2.0.3', { ...LIST, id: 1 })).status, 200);
});

/**
 * Sends `head` and then body chunks without end until the server closes the connection; resolves
 * with the status line it answered. A server that drains the body never closes, and the test
 * then fails on its timeout.
 */
function endlessBody(head: string): Promise<string> {
  const { port } = new URL(svc.baseUrl!);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    const pump = () => {
      if (socket.destroyed || !socket.writable) return;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
      timer = setTimeout(pump, 5);
    };
    socket.on('connect', () => {
      socket.write(head + 'transfer-encoding: chunked\r\nx-forwarded-for: 10.2.0.9\r\n\r\n');
      pump();
    });
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', () => {}); // a reset after the answer is also a hang-up
    socket.on('close', () => {
      clearTimeout(timer);
      if (answer === '') reject(new Error('closed without an answer'));
      else resolve(answer.split('\r\n')[0]!);
    });
  });
}

test('refused /mcp requests with endless bodies are answered, then the connection is closed', { timeout: 30_000 }, async () => {
  assert.equal(await endlessBody('GET /mcp HTTP/1.1\r\nhost: localhost\r\n'), 'HTTP/1.1 405 Method Not Allowed');
  assert.equal(await endlessBody('PUT /mcp HTTP/1.1\r\nhost: localhost\r\n'), 'HTTP/1.1 405 Method Not Allowed');
  assert.equal(await endlessBody('POST /mcp HTTP/1.1\r\nhost: localhost\r\norigin: https://evil.example\r\n'), 'HTTP/1.1 403 Forbidden');
  assert.equal(await endlessBody('OPTIONS /mcp HTTP/1.1\r\nhost: localhost\r\n'), 'HTTP/1.1 204 No Content');
  assert.equal(await endlessBody('POST /mcp HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n'), 'HTTP/1.1 413 Payload Too Large');
});
