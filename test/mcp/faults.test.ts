/**
 * A bug inside an MCP tool leaves a trace: the caller gets the same generic error as for any
 * internal fault, while the fault is logged with the call's request id and counted in /metrics
 * under door="mcp". Over HTTP (the real server, a real SDK client) the id is the HTTP request's.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpServer } from '../../mcp/server.js';
import { INTERNAL_MESSAGE } from '../../src/errors.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/metrics.js';
import { firstText, serveWithService, startTestService, type TestService } from '../helpers/mcp-harness.js';

const GOOD = '1HGCM82633A004352';
const BUGGY = '5YJ3E1EBXSF969484';
const BUG = "Cannot read properties of undefined (reading 'make')";

let svc: TestService;
let base: string;
const lines: Array<Record<string, unknown>> = [];
const logger = createLogger({ write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>), level: 'info' });
let close: () => Promise<void>;

before(async () => {
  svc = await startTestService();
  const real = svc.app.service;
  // One VIN, and every recall query, meet a bug deep in the pipeline; the rest works as usual.
  const service = {
    ...real,
    decode: (vin: unknown, ...rest: Parameters<typeof real.decode> extends [unknown, ...infer R] ? R : never) =>
      (vin === BUGGY ? Promise.reject(new TypeError(BUG)) : real.decode(vin, ...rest)),
    checkRecalls: () => Promise.reject(new Error(BUG)),
  };
  ({ base, close } = await serveWithService(svc, service, logger));
});
after(() => close());

/** A real SDK client over HTTP whose every POST carries `requestId`; `answered` collects the ids the server answered with. */
async function connect(requestId?: string, answered: string[] = [], era: 'legacy' | 'modern' = 'legacy'): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), {
    requestInit: { headers: requestId ? { 'x-request-id': requestId } : {} },
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      answered.push(res.headers.get('x-request-id') ?? '');
      return res;
    },
  });
  const client = new Client({ name: 'mcp-faults-test', version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(transport);
  after(() => client.close());
  return client;
}

const faultLines = (requestId: string) => lines.filter((l) => l.event === 'internal_error' && l.requestId === requestId);

async function mcpFaults(): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^vin_report_internal_errors_total\{door="mcp"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

test('a bug in decodeVin answers the generic internal error and nothing of the bug', async () => {
  const client = await connect('mcp-fault-answer');
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: BUGGY } });
  assert.equal(result.isError, true);
  assert.deepEqual(JSON.parse(firstText(result)), { error: INTERNAL_MESSAGE });
  assert.doesNotMatch(JSON.stringify(result), /Cannot read|TypeError|at .*\.ts/);
});

test('a bug in decodeVin is logged with the HTTP request id, its message and its stack', async () => {
  const client = await connect('mcp-fault-log');
  await client.callTool({ name: 'decodeVin', arguments: { vin: BUGGY } });
  const [logged] = faultLines('mcp-fault-log');
  assert.ok(logged, 'the fault is logged with the request id');
  assert.equal(logged.door, 'mcp');
  assert.equal(logged.tool, 'decodeVin');
  assert.match(JSON.stringify(logged.err), /Cannot read properties of undefined/);
  assert.match(String(logged.stack), /TypeError/);
});

test('a 2026-07-28 client\'s fault is logged with its request id too', async () => {
  const client = await connect('mcp-fault-modern', [], 'modern');
  await client.callTool({ name: 'decodeVin', arguments: { vin: BUGGY } });
  assert.equal(faultLines('mcp-fault-modern').length, 1);
});

test('a bug in decodeVin is counted in /metrics under door="mcp"', async () => {
  const before = await mcpFaults();
  const client = await connect('mcp-fault-count');
  await client.callTool({ name: 'decodeVin', arguments: { vin: BUGGY } });
  assert.equal(await mcpFaults(), before + 1);
});

test('without an X-Request-Id the fault is logged under the id the HTTP answer carries', async () => {
  const answered: string[] = [];
  const client = await connect(undefined, answered);
  await client.callTool({ name: 'decodeVin', arguments: { vin: BUGGY } });
  const id = answered.at(-1)!;
  assert.match(id, /^[0-9a-f-]{36}$/);
  assert.equal(faultLines(id).length, 1);
});

test('a bug in one VIN of decodeVins answers that VIN a generic 500, logged with the request id and counted', async () => {
  const before = await mcpFaults();
  const client = await connect('mcp-fault-batch');
  const result = await client.callTool({ name: 'decodeVins', arguments: { vins: [GOOD, BUGGY] } });
  const { results } = result.structuredContent as { results: Array<{ vin: string; status: number; error?: string }> };
  assert.equal(results[0]!.status, 200);
  assert.deepEqual(results[1], { vin: BUGGY, status: 500, error: INTERNAL_MESSAGE });
  const [logged] = faultLines('mcp-fault-batch');
  assert.equal(logged?.vin, BUGGY);
  assert.equal(logged?.tool, 'decodeVins');
  assert.equal(await mcpFaults(), before + 1);
});

test('a bug in checkRecalls answers the generic internal error, logged with the request id and counted', async () => {
  const before = await mcpFaults();
  const client = await connect('mcp-fault-recalls');
  const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: '2003' } });
  assert.deepEqual(JSON.parse(firstText(result)), { error: INTERNAL_MESSAGE });
  assert.equal(faultLines('mcp-fault-recalls')[0]?.tool, 'checkRecalls');
  assert.equal(await mcpFaults(), before + 1);
});

test('a bug in validateVin on a transport without HTTP is logged under an id of its own and counted', async () => {
  const metrics = createMetrics();
  // validateVin reads only the clock, so a clock that throws is the bug.
  const server = createMcpServer({ service: svc.app.service, logger, metrics, transport: 'stdio', now: () => { throw new Error(BUG); } });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'mcp-faults-test', version: '1.0.0' });
  await client.connect(clientSide);
  after(() => client.close());
  const result = await client.callTool({ name: 'validateVin', arguments: { vin: GOOD } });
  assert.deepEqual(JSON.parse(firstText(result)), { error: INTERNAL_MESSAGE });
  const logged = lines.find((l) => l.event === 'internal_error' && l.tool === 'validateVin');
  assert.match(String(logged?.requestId), /^[0-9a-f-]{36}$/);
  assert.match(await metrics.registry.metrics(), /^vin_report_internal_errors_total\{door="mcp"\} 1$/m);
});
