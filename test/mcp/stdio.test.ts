/**
 * MCP over stdio: the real `npm run -s mcp` process (and the `vin-report-mcp` bin) spawned by the
 * SDK's StdioClientTransport, pointed at the fake NHTSA and a temp CACHE_DIR it shares with an
 * in-process app built the way the HTTP server builds it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { VinReportSchema } from '../../src/report/report.js';
import { firstText, REPO_DIR, startTestService, type TestService } from '../helpers/mcp-harness.js';

const HONDA = '1HGCM82633A004352';

let svc: TestService;
let client: Client;
let stderrOf: () => string = () => '';
const clientErrors: Error[] = [];

async function spawnClient(command: string, args: string[], env: Record<string, string>, clientOptions: ConstructorParameters<typeof Client>[1] = {}): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({ command, args, cwd: REPO_DIR, env: { ...(process.env as Record<string, string>), ...env }, stderr: 'pipe' });
  let output = '';
  transport.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const spawned = new Client({ name: 'mcp-stdio-test', version: '1.0.0' }, clientOptions);
  // Anything on stdout that is not a protocol message surfaces here.
  spawned.onerror = (err) => clientErrors.push(err);
  await spawned.connect(transport);
  await spawned.listTools();
  return { client: spawned, stderr: () => output };
}

before(async () => {
  svc = await startTestService();
  // A budget of one proves stdio ignores it: the tests below make many calls.
  const spawned = await spawnClient('npm', ['run', '-s', 'mcp'], { ...svc.env, RATE_LIMIT_PER_DAY: '1', LOG_LEVEL: 'info' });
  client = spawned.client;
  stderrOf = spawned.stderr;
}, { timeout: 120_000 });

after(async () => {
  await client?.close();
  await svc.close();
});

test('npm run -s mcp lists the four tools over stdio to a 2025-era client', async () => {
  assert.equal(client.getNegotiatedProtocolVersion(), '2025-11-25');
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['checkRecalls', 'decodeVin', 'decodeVins', 'validateVin']);
});

test('a 2026-07-28 client is served over stdio', { timeout: 120_000 }, async () => {
  const spawned = await spawnClient(process.execPath, ['bin/vin-report-mcp.js'], svc.env, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  try {
    assert.equal(spawned.client.getNegotiatedProtocolVersion(), '2026-07-28');
    const result = await spawned.client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: 2003 } });
    assert.ok((result.structuredContent as { recalls: unknown[] }).recalls.length > 0);
  } finally {
    await spawned.client.close();
  }
});

test('decodeVin over stdio returns a report that validates against the output schema', async () => {
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
  assert.equal(result.isError, undefined);
  const report = VinReportSchema.parse(result.structuredContent);
  assert.equal(report.vehicle.model, 'Accord');
  assert.deepEqual(JSON.parse(firstText(result)), result.structuredContent);
});

test('stdio serves the report the HTTP side cached, from the same CACHE_DIR', async () => {
  const vin = 'WUAAU34248N006164';
  await svc.app.service.decode(vin); // built and cached in this process, as a POST /api/decode would
  const cachedBody = (await svc.app.service.decode(vin)).body.toString('utf8');
  const vpicCalls = svc.fake.calls.vpic;
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin } });
  assert.equal(svc.fake.calls.vpic, vpicCalls, 'the stdio process did not ask vPIC again');
  assert.equal(firstText(result), cachedBody);
  assert.equal((result.structuredContent as { cached: boolean }).cached, true);
});

test('stdio has no per-IP limit: calls past RATE_LIMIT_PER_DAY still succeed', async () => {
  for (let i = 0; i < 3; i++) {
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal(result.isError, undefined, `call ${i + 1}`);
  }
});

test('a malformed VIN over stdio is an error result saying what is wrong', async () => {
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: 'NOT-A-VIN' } });
  assert.equal(result.isError, true);
  assert.match(JSON.parse(firstText(result)).error, /exactly 17 characters, got 9/);
});

test('checkRecalls and validateVin answer over stdio', async () => {
  const recalls = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: '2003' } });
  assert.ok((recalls.structuredContent as { recalls: unknown[] }).recalls.length > 0);
  const info = await client.callTool({ name: 'validateVin', arguments: { vin: 'WBA3A5C51CF256987' } });
  const { note: _note, ...checkDigit } = (info.structuredContent as { checkDigit: { note: string } }).checkDigit;
  assert.deepEqual(checkDigit, { actual: '1', expected: '7', correct: false });
});

test('stdout carries only protocol messages; the logs are JSON lines on stderr', async () => {
  await client.callTool({ name: 'validateVin', arguments: { vin: HONDA } });
  assert.deepEqual(clientErrors, []);
  // stderr is collected as the process runs; give the last line a moment to arrive under load.
  for (let i = 0; i < 50 && !stderrOf().includes('"tool":"validateVin"'); i++) await new Promise((r) => setTimeout(r, 100));
  const lines = stderrOf().split('\n').filter((line) => line.startsWith('{'));
  const events = lines.map((line) => JSON.parse(line).event);
  assert.ok(events.includes('mcp_stdio_ready'), stderrOf());
  assert.ok(events.includes('mcp_tool'), stderrOf());
});

test('the vin-report-mcp bin starts the same server', { timeout: 120_000 }, async () => {
  const spawned = await spawnClient(process.execPath, ['bin/vin-report-mcp.js'], svc.env);
  try {
    const result = await spawned.client.callTool({ name: 'validateVin', arguments: { vin: HONDA } });
    assert.equal((result.structuredContent as { wellFormed: boolean }).wellFormed, true);
  } finally {
    await spawned.client.close();
  }
});

test('a script that pipes in a decodeVin call and closes stdin still gets the answer, then the process exits', { timeout: 120_000 }, async () => {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-mcp-pipe-'));
  after(() => rm(cacheDir, { recursive: true, force: true }));
  // vPIC answers slowly, so stdin has long closed when the report is ready.
  svc.fake.fail('vpic', { kind: 'delay', ms: 1_000 });
  after(() => svc.fake.fail('vpic', null));
  const child = spawn(process.execPath, ['bin/vin-report-mcp.js'], {
    cwd: REPO_DIR,
    env: { ...process.env, ...svc.env, CACHE_DIR: cacheDir, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.stdin.end([
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'script', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'decodeVin', arguments: { vin: HONDA } } },
  ].map((m) => JSON.stringify(m) + '\n').join(''));
  assert.equal(await exited, 0);
  const answer = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line)).find((m) => m.id === 2);
  assert.ok(answer, stdout);
  assert.equal(answer.result.structuredContent.vin, HONDA);
});

test('an input line over 10 MB is answered with a JSON-RPC error, and the server keeps serving', { timeout: 120_000 }, async () => {
  const child = spawn(process.execPath, ['bin/vin-report-mcp.js'], {
    cwd: REPO_DIR,
    env: { ...process.env, ...svc.env, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const send = (message: unknown) => child.stdin.write(JSON.stringify(message) + '\n');
  const answered = async (id: number) => {
    for (;;) {
      const found = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line)).find((m) => m.id === id);
      if (found) return found;
      if (child.exitCode !== null) assert.fail(`exited with ${child.exitCode} before answering ${id}: ${stdout}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'script', version: '1' } } });
  await answered(1);
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  // A request whose VIN is 10 MB of letters: one line of more than 10 MB.
  child.stdin.write('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"validateVin","arguments":{"vin":"' + 'A'.repeat(10 * 1024 * 1024) + '"}}}\n');
  send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'validateVin', arguments: { vin: HONDA } } });
  const after = await answered(3);
  assert.equal(after.result.structuredContent.wellFormed, true);

  const rejection = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line)).find((m) => m.id === null);
  assert.equal(rejection.error.code, -32600);
  assert.match(rejection.error.message, /^Message too large: an input line of more than 10485760 bytes was skipped/);
  child.stdin.end();
  assert.equal(await exited, 0);
  assert.match(stderr, /"event":"mcp_stdio_line_too_large"/);
});
