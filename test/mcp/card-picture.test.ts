/**
 * NHTSA's photo on decodeVin's report card: the result hands the card the bytes the service keeps,
 * as a data: address in _meta (the card's sandbox requests nothing, and hosts do not show _meta to
 * the model), only to a client that can show the card, in memory, over /mcp and over stdio, and the
 * card draws it with the page's alt text. The 2019 Golf's decode is constructed in vPIC's shape (no recording exists); its NCAP
 * answers are the recorded README pastes, the picture the constructed stand-in PNG
 * (test/fixtures/constructed/README.md).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Client, InMemoryTransport, StreamableHTTPClientTransport, type CallToolResult } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { CARD_PICTURE_META_KEY } from '../../mcp/app/card-picture.js';
import { renderReport } from '../../mcp/app/report-view-source.js';
import { cardPictureMeta, MAX_CARD_PICTURE_BYTES } from '../../mcp/report-app.js';
import { createMcpServer } from '../../mcp/server.js';
import { silentLogger } from '../../src/logger.js';
import { pictureAlt } from '../../src/words/safety-rating-words.js';
import type { VinReport } from '../../src/report/report.js';
import { cardNcapPicture } from '../../src/web/ncap-picture-view.js';
import { constructedDecode, FIXTURES_DIR, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { REPO_DIR, startTestService, type TestService } from '../helpers/mcp-harness.js';

const STAND_IN = readFileSync(path.join(FIXTURES_DIR, 'constructed', 'ncap-pictures', 'stand-in-vehicle.png'));
const STAND_IN_URI = `data:image/png;base64,${STAND_IN.toString('base64')}`;
const GOLF = '3VWG57AUXKM100001';
const HONDA = '1HGCM82633A004352';
/** What a host with MCP Apps declares (the ext-apps extension with the App mime type). */
const CARD_HOST = { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } };

let fake: FakeUpstream;
let svc: TestService;

before(async () => {
  fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  svc = await startTestService({ fake, http: true });
});
after(async () => {
  await svc.close();
  await fake.close();
});

async function decodeVin(vin: string, capabilities: Record<string, unknown> = CARD_HOST): Promise<CallToolResult> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer({ service: svc.app.service, logger: silentLogger, pictures: svc.app.pictures });
  await server.connect(serverSide);
  const client = new Client({ name: 'card-picture-test', version: '1.0.0' }, { capabilities });
  await client.connect(clientSide);
  after(() => client.close());
  return (await client.callTool({ name: 'decodeVin', arguments: { vin } })) as CallToolResult;
}

test('decodeVin hands a card-showing client NHTSA\'s photo as a data: address of the kept bytes, in _meta', async () => {
  const result = await decodeVin(GOLF);
  assert.equal(result.isError, undefined);
  assert.equal(result._meta?.[CARD_PICTURE_META_KEY], STAND_IN_URI);
});

test('over stdio, which has no origin to serve it from, the server fetches the photo and hands it to the card', async () => {
  // A cache of its own, so the photo is not one the in-process service already keeps.
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-card-stdio-'));
  const transport = new StdioClientTransport({ command: process.execPath, args: ['bin/vin-report-mcp.js'], cwd: REPO_DIR, env: { ...(process.env as Record<string, string>), ...svc.env, CACHE_DIR: cacheDir }, stderr: 'pipe' });
  const client = new Client({ name: 'card-picture-test', version: '1.0.0' }, { capabilities: CARD_HOST });
  try {
    await client.connect(transport);
    const result = (await client.callTool({ name: 'decodeVin', arguments: { vin: GOLF } })) as CallToolResult;
    assert.equal(result._meta?.[CARD_PICTURE_META_KEY], STAND_IN_URI);
  } finally {
    await client.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
});

/** decodeVin over /mcp on the real HTTP server, from a client of either protocol era. */
async function decodeVinOverHttp(vin: string, era: 'legacy' | 'modern', capabilities: Record<string, unknown>): Promise<CallToolResult> {
  const client = new Client({ name: 'card-picture-test', version: '1.0.0' }, { capabilities, ...(era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}) });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', svc.baseUrl)));
  after(() => client.close());
  return (await client.callTool({ name: 'decodeVin', arguments: { vin } })) as CallToolResult;
}

test('over /mcp a 2026-07-28 client that declares MCP Apps is handed the photo, and one that declares nothing is not', async () => {
  assert.equal((await decodeVinOverHttp(GOLF, 'modern', CARD_HOST))._meta?.[CARD_PICTURE_META_KEY], STAND_IN_URI);
  assert.equal((await decodeVinOverHttp(GOLF, 'modern', {}))._meta?.[CARD_PICTURE_META_KEY], undefined);
});

test('over /mcp a 2025-era client, whose initialize the stateless server does not keep, is handed the photo', async () => {
  assert.equal((await decodeVinOverHttp(GOLF, 'legacy', {}))._meta?.[CARD_PICTURE_META_KEY], STAND_IN_URI);
});

test('the text and structured content the model reads carry no picture bytes', async () => {
  const result = await decodeVin(GOLF);
  const base64 = STAND_IN.toString('base64').slice(0, 40);
  for (const block of result.content) assert.ok(block.type === 'text' && !block.text.includes(base64) && !block.text.includes('data:image'), JSON.stringify(block).slice(0, 200));
  assert.doesNotMatch(JSON.stringify(result.structuredContent), /data:image|base64/);
});

test('a VIN whose report names no picture carries none', async () => {
  const result = await decodeVin(HONDA);
  assert.equal(result.isError, undefined);
  assert.equal((result.structuredContent as VinReport).safetyRatings?.picture, undefined);
  assert.equal(result._meta?.[CARD_PICTURE_META_KEY], undefined);
});

test('a client that declared no MCP Apps support is not sent the picture', async () => {
  const result = await decodeVin(GOLF, {});
  assert.ok((result.structuredContent as VinReport).safetyRatings?.picture, 'the report names a picture');
  assert.equal(result._meta?.[CARD_PICTURE_META_KEY], undefined);
});

test('a kept picture larger than the card takes is left out rather than swell the result', async () => {
  const report = (await decodeVin(GOLF)).structuredContent as VinReport;
  // The store as it would hold an outsized photo (the fake serves only the small stand-in).
  const outsized = { read: async () => ({ contentType: 'image/png' as const, bytes: Buffer.concat([STAND_IN, Buffer.alloc(MAX_CARD_PICTURE_BYTES)]) }) };
  assert.equal(await cardPictureMeta(report, outsized, CARD_HOST), undefined);
  assert.ok(await cardPictureMeta(report, { read: async () => ({ contentType: 'image/png' as const, bytes: STAND_IN }) }, CARD_HOST), 'the same report with a small picture carries it');
});

test('the card draws the photo from the data: address with the page\'s alt text', async () => {
  const result = await decodeVin(GOLF);
  const report = result.structuredContent as VinReport;
  const html = renderReport(report, { picture: cardNcapPicture(result._meta?.[CARD_PICTURE_META_KEY]) });
  const img = /<img src="([^"]+)" alt="([^"]+)"/.exec(html);
  assert.ok(img, 'the card has an image');
  assert.equal(img[1], STAND_IN_URI);
  assert.equal(img[2], pictureAlt(report.safetyRatings!.variant).replaceAll("'", '&#39;'));
});

test('the card draws no image when its result carried no picture, or something that is not one', async () => {
  const report = (await decodeVin(GOLF)).structuredContent as VinReport;
  for (const carried of [undefined, 'https://static.nhtsa.gov/images/vehicles/13518_st0640_046.png', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/png;base64,AAAA" onerror="x']) {
    assert.doesNotMatch(renderReport(report, { picture: cardNcapPicture(carried) }), /<img/, String(carried));
  }
});
