/**
 * The tool logic: a real SDK Client connected in memory to the real McpServer over the real
 * pipeline (fake NHTSA on loopback, temp file cache).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { createMcpServer, RecallsResultSchema } from '../../mcp/server.js';
import { RateLimitedError, RETRYABLE_MESSAGE } from '../../src/errors.js';
import { errorResponse } from '../../src/http/error-response.js';
import { createMemoryRateLimiter } from '../../src/limits/rate-limiter.js';
import { silentLogger } from '../../src/logger.js';
import { VinReportSchema } from '../../src/report/report.js';
import { SECTION_LIST } from '../../src/report/sections.js';
import { VinInfoSchema } from '../../src/vin-info.js';
import { firstText, startTestService, type TestService } from '../helpers/mcp-harness.js';
import { ageCachedReport } from '../helpers/service.js';
import { narrowedSentence } from '../../src/words/lookup-words.js';

const HONDA = '1HGCM82633A004352';
const NO_MODEL_YEAR = '3VW3564650M388202';
const NOW = Date.parse('2026-06-01T12:00:00Z');

let svc: TestService;

async function connect(options: Partial<Parameters<typeof createMcpServer>[0]> = {}): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer({ service: svc.app.service, logger: silentLogger, now: () => NOW, ...options });
  await server.connect(serverSide);
  const client = new Client({ name: 'mcp-tools-test', version: '1.0.0' });
  await client.connect(clientSide);
  // Listing first makes the client validate every structuredContent against the advertised outputSchema.
  await client.listTools();
  after(() => client.close());
  return client;
}

/** The HTTP body POST /api/decode answers for this pipeline error, as text. */
async function httpErrorBodyFor(vin: string): Promise<string> {
  const err = await svc.app.service.decode(vin).then(() => assert.fail(`${vin} decoded`), (e: unknown) => e);
  return JSON.stringify(errorResponse(err, silentLogger, {}).body);
}

before(async () => {
  svc = await startTestService();
});
after(() => svc.close());

describe('listTools', () => {
  test('lists decodeVin, decodeVins, checkRecalls and validateVin with input and output schemas', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['checkRecalls', 'decodeVin', 'decodeVins', 'validateVin']);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));

    assert.deepEqual(byName.decodeVin!.inputSchema.required, ['vin']);
    assert.deepEqual(byName.validateVin!.inputSchema.required, ['vin']);
    assert.deepEqual(byName.checkRecalls!.inputSchema.required, ['make', 'model', 'modelYear']);

    const reportSchema = byName.decodeVin!.outputSchema!;
    assert.equal(reportSchema.type, 'object');
    assert.deepEqual(Object.keys(reportSchema.properties!).sort(), Object.keys(VinReportSchema.shape).sort());
    assert.deepEqual(Object.keys(byName.checkRecalls!.outputSchema!.properties!).sort(), ['make', 'model', 'modelYear', 'narrowed', 'note', 'recalls']);
    assert.deepEqual(Object.keys(byName.validateVin!.outputSchema!.properties!).sort(), Object.keys(VinInfoSchema.shape).sort());

    for (const tool of tools) assert.ok((tool.description ?? '').length > 100, `${tool.name} tells a model when to use it`);
  });

  test('the decodeVin description names every section of the report, and the assessment', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const description = tools.find((t) => t.name === 'decodeVin')!.description!;
    for (const { key } of SECTION_LIST) assert.match(description, new RegExp(`\\b${key} \\(`), key);
    assert.match(description, /\bthe assessment \(/);
  });

  test('marks every tool read-only and idempotent; only the NHTSA lookups are open-world', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const hints = Object.fromEntries(tools.map((t) => [t.name, t.annotations]));
    for (const name of ['decodeVin', 'decodeVins', 'checkRecalls', 'validateVin']) {
      assert.equal(hints[name]!.readOnlyHint, true, name);
      assert.equal(hints[name]!.idempotentHint, true, name);
      assert.equal(hints[name]!.destructiveHint, false, name);
    }
    assert.equal(hints.decodeVin!.openWorldHint, true);
    assert.equal(hints.decodeVins!.openWorldHint, true);
    assert.equal(hints.checkRecalls!.openWorldHint, true);
    assert.equal(hints.validateVin!.openWorldHint, false);
  });

  test('the prepared tools/list answer is exactly what the SDK lists for the same tools', async () => {
    const prepared = await (await connect()).listTools();
    const computed = await (await connect({ preparedToolList: false })).listTools();
    // As on the wire: an in-memory pair also carries the SDK's undefined members.
    assert.deepEqual(JSON.parse(JSON.stringify(prepared)), JSON.parse(JSON.stringify(computed)));
  });
});

describe('protocol errors', () => {
  test('calling a tool that does not exist is a JSON-RPC error, not a tool result', async () => {
    const client = await connect();
    await assert.rejects(client.callTool({ name: 'decodeVIN', arguments: { vin: HONDA } }), (err: { code?: number; message?: string }) => {
      assert.equal(err.code, -32602);
      assert.match(String(err.message), /decodeVIN not found/);
      return true;
    });
  });
});

describe('decodeVin', () => {
  test('returns the report as structuredContent and the identical JSON as text', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal(result.isError, undefined);
    const report = VinReportSchema.parse(result.structuredContent);
    assert.equal(report.vin, HONDA);
    assert.equal(report.vehicle.make, 'HONDA');
    assert.equal(report.vehicle.modelYear, '2003');
    assert.ok(report.recalls.length > 0);
    assert.deepEqual(JSON.parse(firstText(result)), result.structuredContent);
  });

  test('serves the cached report byte for byte on the second call, as the HTTP API does', async () => {
    const client = await connect();
    const vin = 'WBA3A5C51CF256987';
    const first = await client.callTool({ name: 'decodeVin', arguments: { vin } });
    const vpicCalls = svc.fake.calls.vpic;
    const second = await client.callTool({ name: 'decodeVin', arguments: { vin } });
    assert.equal(svc.fake.calls.vpic, vpicCalls, 'no second vPIC call');
    assert.equal((first.structuredContent as { cached: boolean }).cached, false);
    assert.equal((second.structuredContent as { cached: boolean }).cached, true);
    const stored = await svc.app.service.decode(vin);
    assert.equal(firstText(second), stored.body.toString('utf8'));
  });

  test('an expired report served through an outage comes with a second text saying how old it is', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-mcp-stale-'));
    try {
      const before = await startTestService({ fake: svc.fake, cacheDir });
      await before.app.service.decode(HONDA);
      await before.close();
      await ageCachedReport(cacheDir, HONDA, 8);
      const later = await startTestService({ fake: svc.fake, cacheDir });
      after(() => later.close());
      const client = await connect({ service: later.app.service });
      svc.fake.fail('vpic', { kind: 'status', status: 503 });
      try {
        const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
        assert.equal(result.isError, undefined);
        assert.equal(VinReportSchema.parse(result.structuredContent).vin, HONDA);
        const texts = (result.content as Array<{ text: string }>).map((block) => block.text);
        assert.equal(texts.length, 4);
        assert.match(texts[3]!, /^This report is 8 days old\. The vehicle data services \(NHTSA\) are not answering right now/);
      } finally {
        svc.fake.fail('vpic', null);
      }
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  test('a fresh report is the report itself, then each section in a line, then its reading in words: the score and its factors', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    const texts = (result.content as Array<{ text: string }>).map((block) => block.text);
    assert.equal(texts.length, 3);
    assert.deepEqual(JSON.parse(texts[0]!), result.structuredContent);
    assert.match(texts[1]!, /^Recalls: 2 may apply to this vehicle \(3 listed for the model and year\)\.$/m);
    assert.equal(texts[1]!.split('\n').length, SECTION_LIST.length, 'a line per section');
    assert.match(texts[2]!, /^Score: \d+\/10 \(\w+\)\. Starting from 7: /m);
    assert.match(texts[2]!, /^Not in this report:\n- Title brands \(salvage, flood, junk, rebuilt\) are not in this report: /m, 'the page\'s and CLI\'s words');
  });

  test('accepts a lowercase VIN with spaces and reports it normalised', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: ` ${HONDA.toLowerCase()} ` } });
    assert.equal((result.structuredContent as { vin: string }).vin, HONDA);
  });

  test('a malformed VIN is an error result saying what is wrong, in the HTTP API\'s words, as text and as structured content', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: '1HGCM82633AO0435' } });
    assert.equal(result.isError, true);
    const text = firstText(result);
    assert.equal(text, await httpErrorBodyFor('1HGCM82633AO0435'));
    // The same body as structured content, for a program (the report card) to read without parsing text.
    assert.deepEqual(result.structuredContent, JSON.parse(text));
    assert.match(JSON.parse(text).error, /exactly 17 characters, got 16; VINs never contain the letters I, O or Q \(found O\)/);
  });

  test('an undecodable VIN is an error result with vPIC\'s text verbatim and the partial vehicle', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin: NO_MODEL_YEAR } });
    assert.equal(result.isError, true);
    const text = firstText(result);
    assert.equal(text, await httpErrorBodyFor(NO_MODEL_YEAR));
    const body = JSON.parse(text);
    assert.match(body.error, /could not be decoded/);
    assert.equal(typeof body.errorText, 'string');
    assert.equal(body.vehicle.vin, NO_MODEL_YEAR);
    assert.equal(body.vehicle.errorText, body.errorText);
  });

  test('an upstream failure is a retryable error result that names no URL', async () => {
    const client = await connect();
    svc.fake.fail('vpic', { kind: 'status', status: 503 });
    try {
      const result = await client.callTool({ name: 'decodeVin', arguments: { vin: '5YJ3E1EBXSF969484' } });
      assert.equal(result.isError, true);
      assert.equal(firstText(result), JSON.stringify({ error: RETRYABLE_MESSAGE }));
      assert.doesNotMatch(firstText(result), /127\.0\.0\.1|http/);
    } finally {
      svc.fake.fail('vpic', null);
    }
  });

  test('over budget it is an error result saying when the limit resets', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, now: () => NOW });
    const client = await connect({ limiter, clientKey: 'client' });
    const first = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal(first.isError, undefined);
    const second = await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } });
    assert.equal(second.isError, true);
    const expected = errorResponse(new RateLimitedError(await limiter.peek('client')), silentLogger, {}).body as { error: string };
    assert.equal(firstText(second), JSON.stringify(expected));
    assert.match(String(expected.error), /resets at UTC midnight, in 43200 seconds/);
  });
});

describe('checkRecalls', () => {
  test('returns the same recall list the report carries', async () => {
    const client = await connect();
    const report = (await client.callTool({ name: 'decodeVin', arguments: { vin: HONDA } })).structuredContent as { recalls: Array<Record<string, unknown>> };
    // Applicability is judged against a decoded vehicle, which a make/model/year lookup does not have.
    const modelRecalls = report.recalls.map(({ appliesTo: _a, reason: _r, evidence: _e, ...recall }) => recall);
    const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: '2003' } });
    assert.equal(result.isError, undefined);
    const parsed = RecallsResultSchema.parse(result.structuredContent);
    assert.deepEqual(parsed, { make: 'HONDA', model: 'Accord', modelYear: '2003', recalls: modelRecalls, narrowed: false });
    assert.deepEqual(JSON.parse(firstText(result)), result.structuredContent);
  });

  test('accepts the model year as a number', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: 2003 } });
    assert.equal(result.isError, undefined);
    const parsed = RecallsResultSchema.parse(result.structuredContent);
    assert.equal(parsed.modelYear, '2003');
    assert.ok(parsed.recalls.length > 0);
  });

  test('a vehicle NHTSA has no recalls for gives an empty list', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: '1999' } });
    assert.deepEqual(result.structuredContent, { make: 'HONDA', model: 'Accord', modelYear: '1999', recalls: [], narrowed: false });
  });

  test('a list asked while NHTSA\'s list of model names is unreachable says it was asked under the given name only', async () => {
    const client = await connect();
    svc.fake.fail('catalogue', { kind: 'status', status: 503 });
    try {
      // A model no other test asked for: the catalogue's names are cached per model.
      const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Civic', modelYear: '2005' } });
      assert.equal(result.isError, undefined);
      const parsed = RecallsResultSchema.parse(result.structuredContent);
      assert.equal(parsed.narrowed, true);
      assert.equal(parsed.note, narrowedSentence('recalls', 'Civic'));
    } finally {
      svc.fake.fail('catalogue', null);
    }
  });

  test('a model year that is not four digits is an error result, and NHTSA is not asked', async () => {
    const client = await connect();
    const calls = svc.fake.calls.recalls;
    const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Accord', modelYear: '03' } });
    assert.equal(result.isError, true);
    assert.match(JSON.parse(firstText(result)).error, /modelYear must be a four-digit year/);
    assert.equal(svc.fake.calls.recalls, calls);
  });

  test('an empty make is an error result', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'checkRecalls', arguments: { make: ' ', model: 'Accord', modelYear: '2003' } });
    assert.equal(result.isError, true);
    assert.match(JSON.parse(firstText(result)).error, /make must not be empty/);
  });

  test('a 30,000-character model is an error result saying the limit, and NHTSA is not asked', async () => {
    const client = await connect();
    const calls = svc.fake.calls.recalls;
    const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'A'.repeat(30_000), modelYear: '2003' } });
    assert.equal(result.isError, true);
    assert.equal(JSON.parse(firstText(result)).error, 'model must be at most 100 characters, got 30000.');
    assert.equal(svc.fake.calls.recalls, calls);
  });

  test('a failing recall service is a retryable error result, never an empty list', async () => {
    const client = await connect();
    svc.fake.fail('recalls', { kind: 'garbage' });
    try {
      // A model no other test asked for: recall answers are cached per model.
      const result = await client.callTool({ name: 'checkRecalls', arguments: { make: 'HONDA', model: 'Pilot', modelYear: '2009' } });
      assert.equal(result.isError, true);
      assert.equal(firstText(result), JSON.stringify({ error: RETRYABLE_MESSAGE }));
    } finally {
      svc.fake.fail('recalls', null);
    }
  });
});

describe('validateVin', () => {
  test('reads check digit, model year and manufacturer region without any network call', async () => {
    const client = await connect();
    const before = { ...svc.fake.calls };
    const result = await client.callTool({ name: 'validateVin', arguments: { vin: HONDA.toLowerCase() } });
    assert.deepEqual(svc.fake.calls, before);
    assert.equal(result.isError, undefined);
    const info = VinInfoSchema.parse(result.structuredContent);
    assert.equal(info.vin, HONDA);
    assert.equal(info.wellFormed, true);
    const { note, ...checkDigit } = info.checkDigit!;
    assert.deepEqual(checkDigit, { actual: '3', expected: '3', correct: true });
    assert.match(note, /decodeVin says whether/);
    assert.deepEqual(info.modelYear!.candidates, [2003]); // 2033 is later than the clock's 2026 + 1
    assert.equal(info.modelYear!.likely, 2003);
    assert.deepEqual(info.wmi, { code: '1HG', region: 'North America', country: 'United States' });
    assert.deepEqual(JSON.parse(firstText(result)), result.structuredContent);
  });

  test('a wrong check digit comes with the digit it should be', async () => {
    const client = await connect();
    const info = (await client.callTool({ name: 'validateVin', arguments: { vin: 'WBA3A5C51CF256987' } })).structuredContent;
    const { note, ...checkDigit } = (info as { checkDigit: { note: string } }).checkDigit;
    assert.deepEqual(checkDigit, { actual: '1', expected: '7', correct: false });
    assert.match(note, /exceptions the manufacturer registered/);
  });

  test('a malformed VIN is a normal answer: not well formed, and why', async () => {
    const client = await connect();
    const result = await client.callTool({ name: 'validateVin', arguments: { vin: '1HGCM82633A00435' } });
    assert.equal(result.isError, undefined);
    assert.deepEqual(result.structuredContent, { vin: '1HGCM82633A00435', wellFormed: false, problem: 'VIN must be exactly 17 characters, got 16.' });
  });

  test('does not spend the caller\'s budget', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, now: () => NOW });
    const client = await connect({ limiter, clientKey: 'client' });
    for (let i = 0; i < 3; i++) await client.callTool({ name: 'validateVin', arguments: { vin: HONDA } });
    assert.equal((await limiter.peek('client')).remaining, 1);
  });
});

test('a call without the required argument is an error result naming it', async () => {
  const client = await connect();
  const result = await client.callTool({ name: 'decodeVin', arguments: {} });
  assert.equal(result.isError, true);
  assert.match(firstText(result), /vin/);
});
