/**
 * A client that cancels a tool call (notifications/cancelled) stops the upstream look-ups that
 * call started, as an HTTP client that hangs up does: no work goes on that nobody will use.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { createMcpServer } from '../../mcp/server.js';
import { createMemoryRateLimiter } from '../../src/limits/rate-limiter.js';
import { silentLogger } from '../../src/logger.js';
import { startTestService } from '../helpers/mcp-harness.js';
import { eventually } from '../helpers/redis.js';

const HONDA = '1HGCM82633A004352';
const BOUND = { timeout: 15_000 };

async function connect(t: import('node:test').TestContext) {
  // An attempt timeout no test waits out and a late section deadline: only the cancellation can stop the hung look-up.
  const svc = await startTestService({ env: { UPSTREAM_TIMEOUT_MS: '300000', SECTION_DEADLINE_MS: '20000' } });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ service: svc.app.service, logger: silentLogger, limiter: createMemoryRateLimiter({ limit: 100, now: Date.now }), clientKey: 'me' }).connect(serverSide);
  const client = new Client({ name: 'cancel-test', version: '1.0.0' });
  await client.connect(clientSide);
  t.after(async () => {
    await client.close();
    await svc.close();
  });
  svc.fake.fail('recalls', { kind: 'hang' });
  return { svc, client };
}

for (const [tool, args] of [['decodeVin', { vin: HONDA }], ['decodeVins', { vins: [HONDA] }]] as const) {
  test(`a ${tool} call the client cancels stops its upstream look-ups`, BOUND, async (t) => {
    const { svc, client } = await connect(t);
    const cancel = new AbortController();
    const call = client.callTool({ name: tool, arguments: args }, { signal: cancel.signal }).catch(() => null);
    await eventually('the recall look-up to be under way', async () => svc.fake.calls.recalls > 0, 5000);
    cancel.abort();
    await call;
    await eventually('the hung recalls request to be dropped', async () => svc.fake.hungUp.recalls > 0, 5000);
    assert.ok(svc.fake.hungUp.recalls > 0);
  });
}
