/**
 * The decodeVins tool over decodeBatch: a real SDK Client in memory, the real pipeline (fake NHTSA
 * on loopback, temp file cache) and the real in-memory limiter.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { BatchOutputSchema, createMcpServer } from '../../mcp/server.js';
import { createMemoryRateLimiter } from '../../src/limits/rate-limiter.js';
import { silentLogger } from '../../src/logger.js';
import { startTestService, type TestService } from '../helpers/mcp-harness.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');

let svc: TestService;
before(async () => {
  svc = await startTestService();
});
after(() => svc.close());

async function connectWithBudget(limit: number) {
  const limiter = createMemoryRateLimiter({ limit, now: () => NOW });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ service: svc.app.service, logger: silentLogger, now: () => NOW, limiter, clientKey: 'fleet' }).connect(serverSide);
  const client = new Client({ name: 'decode-vins-test', version: '1.0.0' });
  await client.connect(clientSide);
  // Listing first makes the client validate every structuredContent against the advertised outputSchema.
  await client.listTools();
  after(() => client.close());
  return {
    remaining: async () => (await limiter.peek('fleet')).remaining,
    decodeVins: async (vins: unknown[]) => {
      const result = await client.callTool({ name: 'decodeVins', arguments: { vins } });
      return { result, results: result.isError ? [] : BatchOutputSchema.parse(result.structuredContent).results };
    },
  };
}

test('answers one result per VIN in the order given: reports, and errors in the HTTP API\'s words', async () => {
  const fleet = await connectWithBudget(10);
  const { results } = await fleet.decodeVins(['1HGCM82633A004352', 'NOT-A-VIN', ' wba3a5c51cf256987 ', '3VW3564650M388202']);
  assert.deepEqual(results.map((r) => [r.vin, r.status]), [
    ['1HGCM82633A004352', 200],
    ['NOT-A-VIN', 400],
    ['WBA3A5C51CF256987', 200],
    ['3VW3564650M388202', 400],
  ]);
  assert.equal('report' in results[0]! && results[0].report.vehicle.make, 'HONDA');
  assert.match('error' in results[1]! ? results[1].error : '', /exactly 17 characters, got 9/);
  assert.equal('errorText' in results[3]! && typeof results[3].errorText, 'string');
});

test('a VIN listed twice is decoded once and spends one request of the budget', async () => {
  const fleet = await connectWithBudget(10);
  const vin = '1FTMW1T88MFA00001';
  const vpicCalls = svc.fake.calls.vpic;
  const { results } = await fleet.decodeVins([vin, vin.toLowerCase(), ` ${vin}`]);
  assert.deepEqual(results.map((r) => r.status), [200, 200, 200]);
  assert.equal(svc.fake.calls.vpic - vpicCalls, 1);
  assert.equal(await fleet.remaining(), 9);
});

test('a batch larger than the budget left decodes the first VINs that fit and answers the rest 429', async () => {
  const fleet = await connectWithBudget(2);
  const asked = svc.fake.vpicVins.length;
  const { results } = await fleet.decodeVins(['WUAAU34248N006164', '1GYDE63A740121151', '1FTEW1EG6JFC63205', 'WUAAU34248N006164']);
  assert.deepEqual(results.map((r) => r.status), [200, 200, 429, 200]);
  const refused = results[2]!;
  assert.ok('error' in refused);
  assert.match(refused.error, /^Daily limit of 2 requests reached; it resets at UTC midnight, in 43200 seconds\.$/);
  assert.equal(refused.resetSeconds, 43200);
  assert.deepEqual(svc.fake.vpicVins.slice(asked).flat().sort(), ['1GYDE63A740121151', 'WUAAU34248N006164'], 'the VIN over the budget never reached vPIC');
  assert.equal(await fleet.remaining(), 0);
});

test('more than 50 VINs is refused as a whole, saying so', async () => {
  const fleet = await connectWithBudget(100);
  const { result } = await fleet.decodeVins(Array.from({ length: 51 }, () => '1HGCM82633A004352'));
  assert.equal(result.isError, true);
  assert.match(JSON.stringify(result.content), /50/);
  assert.equal(await fleet.remaining(), 100);
});

test('a VIN behind a no-break space is answered 400 on its own and cannot flip the same VIN listed after it', async () => {
  const fleet = await connectWithBudget(10);
  const { results } = await fleet.decodeVins(['\u00a01HGCM82633A004352', '1HGCM82633A004352']);
  assert.deepEqual(results.map((r) => r.status), [400, 200]);
});
