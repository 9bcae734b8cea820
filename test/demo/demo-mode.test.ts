/**
 * Demo mode (DEMO=1, `--demo`): recorded answers for a handful of VINs, without any upstream call,
 * said on every answer, never written to the cache, and a clear refusal for any other VIN. The
 * service is pointed at a fake upstream that would answer every VIN, so a report that reached it
 * would show up in its call counts.
 */
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { DEMO_VINS } from '../../src/demo/demo-mode.js';
import { DEMO_NOTICE } from '../../src/words/notice-words.js';
import { runCli } from '../cli/run-cli.js';
import { startService, type RunningService } from '../helpers/service.js';

const HONDA = '1HGCM82633A004352';
/** Well-formed, decodable by the fake upstream, but not recorded for the demo. */
const NOT_RECORDED = 'WUAAU34248N006164';

let svc: RunningService;
before(async () => {
  svc = await startService({ env: { DEMO: '1' } });
});
after(() => svc.close({ removeCache: true }));

const totalUpstreamCalls = () => Object.values(svc.upstream.calls).reduce((a, b) => a + b, 0);

test('demo mode answers a recorded VIN with a report marked demo, asking no upstream', async () => {
  const res = await svc.decode({ vin: HONDA });
  assert.equal(res.status, 200);
  const report = await res.json() as { demo?: boolean; vehicle: { make: string }; recalls: unknown[] };
  assert.equal(report.demo, true);
  assert.equal(report.vehicle.make, 'HONDA');
  assert.equal(report.recalls.length, 3);
  assert.equal(totalUpstreamCalls(), 0);
});

test('a demo report names the sections nobody recorded in notInDemo, not in unavailable (which means "could not be fetched")', async () => {
  const report = await (await svc.decode({ vin: HONDA })).json() as { unavailable: string[]; notInDemo?: string[]; complaints: unknown };
  assert.deepEqual(report.notInDemo, ['complaints', 'safetyRatings', 'fuelEconomy']);
  assert.deepEqual(report.unavailable, []);
  assert.equal(report.complaints, null);
});

test('the demo\'s log has no warnings: no section is said to be unavailable, nor an upstream to have answered 404', async () => {
  svc.logs.length = 0;
  assert.equal((await svc.decode({ vin: '5YJ3E1EBXSF969484' })).status, 200);
  const lines = svc.logs.map((line) => JSON.parse(line) as { level: string; event: string });
  assert.ok(lines.some((line) => line.event === 'report_built'), svc.logs.join('\n'));
  assert.deepEqual(lines.filter((line) => line.level === 'warn' || line.level === 'error' || line.event === 'section_unavailable'), []);
  assert.doesNotMatch(svc.logs.join('\n'), /HTTP 404/);
});

test('a demo report\'s summary and its list of what to look up say the unrecorded sections are not in the demo data, as their boxes do', async () => {
  const report = await (await svc.decode({ vin: HONDA })).json() as { ai: { issues: string[] }; assessment: { unknowns: Array<{ section: string; text: string }> } };
  assert.ok(report.ai.issues.includes('The owner complaints, fuel economy figures and crash ratings are not in the demo data: no answer was recorded for this vehicle, so look them up before buying.'), report.ai.issues.join(' | '));
  assert.deepEqual(report.assessment.unknowns.map((u) => u.text), [
    'Owner complaints are not in the demo data: no answer was recorded for this vehicle.',
    'Crash ratings are not in the demo data: no answer was recorded for this vehicle.',
    'Fuel economy is not in the demo data: no answer was recorded for this vehicle.',
  ]);
  assert.doesNotMatch(JSON.stringify(report), /could not be fetched/);
});

test('demo mode says X-Demo: 1 on every answer: page, API, health and errors', async () => {
  for (const [path, init] of [['/', {}], ['/vin/' + HONDA, {}], ['/healthz', {}], ['/openapi.json', {}], ['/nowhere', {}], ['/api/decode', { method: 'POST', body: '{}' }]] as const) {
    const res = await fetch(svc.url + path, init);
    await res.arrayBuffer();
    assert.equal(res.headers.get('x-demo'), '1', path);
  }
});

test('demo mode shows a banner on every page naming the VINs it knows', async () => {
  for (const path of ['/', `/vin/${HONDA}`]) {
    const html = await (await fetch(svc.url + path)).text();
    assert.match(html, /class="demo-banner"[^>]*><p><strong>Demo mode\.<\/strong>/);
    for (const vin of DEMO_VINS) assert.ok(html.includes(`<a class="vin" href="/vin/${vin}">${vin}</a>`), vin);
  }
});

test('demo mode refuses a VIN it has no recording of with 404, naming the VINs it knows', async () => {
  const res = await svc.decode({ vin: NOT_RECORDED });
  assert.equal(res.status, 404);
  const body = await res.json() as { error: string; demoVins: string[] };
  assert.match(body.error, new RegExp(`^${NOT_RECORDED} is not in the demo data\\.`));
  assert.deepEqual(body.demoVins, [...DEMO_VINS]);
  assert.equal(totalUpstreamCalls(), 0);
});

test('demo mode still answers a malformed VIN with 400', async () => {
  const res = await svc.decode({ vin: '1HGCM82633A00435' });
  assert.equal(res.status, 400);
});

test('demo mode writes nothing to the cache directory', async () => {
  await svc.decode({ vin: HONDA });
  assert.deepEqual(await readdir(svc.cacheDir), []);
});

test('/healthz says the service runs in demo mode, still 200', async () => {
  const res = await fetch(`${svc.url}/healthz`);
  assert.equal(res.status, 200);
  assert.equal((await res.json() as { demo?: boolean }).demo, true);
});

/** Nothing listens on port 9: a run that tried the network would fail. */
const OFFLINE = { VPIC_BASE_URL: 'http://127.0.0.1:9/api/vehicles', RECALLS_BASE_URL: 'http://127.0.0.1:9', FUELECONOMY_BASE_URL: 'http://127.0.0.1:9' };

test('vin-report decode --demo prints the report with the demo notice first, offline', async () => {
  const run = await runCli(['decode', '--demo', HONDA], { env: { ...OFFLINE, CACHE_DIR: svc.cacheDir } });
  assert.equal(run.code, 0, run.stderr);
  assert.ok(run.stdout.startsWith('Demo data: this report was built from recorded NHTSA answers'), run.stdout.slice(0, 200));
  assert.match(run.stdout, /\n2003 Honda Accord EX-V6\nVIN 1HGCM82633A004352\n/);
  assert.match(run.stdout, /\nNot in the demo data: owner complaints, crash ratings, fuel economy\.\n/);
  assert.deepEqual(await readdir(svc.cacheDir), []);
});

test('vin-report decode --demo --file decodes every recorded VIN of a fleet file and marks the others not in the demo, offline', async () => {
  const run = await runCli(['decode', '--demo', '--file', '-'], { env: { ...OFFLINE, CACHE_DIR: svc.cacheDir }, stdin: [...DEMO_VINS, NOT_RECORDED].join('\n') + '\n' });
  const rows = run.stdout.trim().split('\n').slice(1).map((line) => line.split(',').slice(0, 2).join(','));
  assert.deepEqual(rows, [...DEMO_VINS.map((vin) => `${vin},ok`), `${NOT_RECORDED},not_in_demo`]);
});

test('a demo fleet\'s CSV names the unrecorded sections in its notInDemo column and leaves unavailable empty', async () => {
  const run = await runCli(['decode', '--demo', '--file', '-'], { env: { ...OFFLINE, CACHE_DIR: svc.cacheDir }, stdin: `${HONDA}\n` });
  // Cells are quoted when they hold a comma or ';' (docs/cli.md), and no quote here holds a quote.
  const cells = (line: string) => [...line.matchAll(/(?:^|,)("[^"]*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"(.*)"$/, '$1'));
  const [header, row] = run.stdout.trim().split(/\r?\n/).map(cells);
  const cell = (name: string) => row![header!.indexOf(name)];
  assert.equal(cell('notInDemo'), 'complaints;safetyRatings;fuelEconomy');
  assert.equal(cell('unavailable'), '');
});

test('vin-report decode --demo with a VIN it has no recording of names the VINs it knows, exit 2', async () => {
  const run = await runCli(['decode', '--demo', NOT_RECORDED], { env: OFFLINE });
  assert.equal(run.code, 2);
  assert.equal(run.stdout, '');
  assert.match(run.stderr, new RegExp(`^vin-report: ${NOT_RECORDED} is not in the demo data\\. .*${DEMO_VINS.join(', ')}\\.`));
});

test('vin-report-mcp --demo serves a demo report to an MCP client, with the notice as text', { timeout: 120_000 }, async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: ['bin/vin-report-mcp.js', '--demo'], cwd: `${import.meta.dirname}/../..`, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...OFFLINE, CACHE_DIR: svc.cacheDir }, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'demo-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal(result.isError, undefined);
    assert.equal((result.structuredContent as { demo?: boolean }).demo, true);
    const texts = (result.content as { type: string; text: string }[]).map((block) => block.text);
    assert.ok(texts.includes(DEMO_NOTICE));
  } finally {
    await client.close();
  }
  // The demo never opens CACHE_DIR nor asks an upstream, and its log says neither.
  assert.match(stderr, /"event":"mcp_stdio_ready","cache":"memory only \(demo mode\)"/);
  assert.doesNotMatch(stderr, /cacheDir|section_unavailable|HTTP 404/);
});
