/** The picture keeper (src/sections/ncap-pictures.ts): what it serves is an image, whatever the store holds. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { silentLogger } from '../../src/logger.js';
import { createNcapPictures } from '../../src/sections/ncap-pictures.js';
import type { ReportStore, StoredEntry } from '../../src/store/report-store.js';

/** A store holding what a test puts in it (as a shared cache directory or Redis someone else can write might). */
function storeHolding(entries: Record<string, Buffer>): ReportStore {
  const held = new Map<string, StoredEntry>(Object.entries(entries).map(([key, body]) => [key, { body, storedAt: 0, expiresAt: Number.MAX_SAFE_INTEGER }]));
  return {
    get: async (key) => held.get(key) ?? null,
    getStale: async (key) => held.get(key) ?? null,
    set: async (key, body) => void held.set(key, { body, storedAt: 0, expiresAt: Number.MAX_SAFE_INTEGER }),
    close: async () => {},
  };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

test('a kept entry that is not an image is never served: the picture is fetched again in its place', async () => {
  const asked: string[] = [];
  const pictures = createNcapPictures({
    store: storeHolding({ 'ncap-picture:13518_st0640_046.png': Buffer.from('<html><script>alert(1)</script></html>') }),
    client: {
      baseUrl: 'https://static.nhtsa.gov',
      timeoutMs: 500,
      fetch: async (url) => (asked.push(String(url)), new Response(PNG, { headers: { 'content-type': 'image/png' } })),
    },
    logger: silentLogger,
  });
  assert.equal(await pictures.ensure('13518_st0640_046.png'), true);
  const served = await pictures.read('13518_st0640_046.png');
  assert.equal(served?.contentType, 'image/png');
  assert.ok(served?.bytes.equals(PNG));
  assert.deepEqual(asked, ['https://static.nhtsa.gov/images/vehicles/13518_st0640_046.png']);
  assert.ok((await pictures.read('13518_st0640_046.png'))?.bytes.equals(PNG));
  assert.equal(asked.length, 1, 'the fetched picture replaced the bad entry');
});

test('a picture name no NCAP record gave is never fetched, so made-up names cannot make the service call NHTSA', async () => {
  const asked: string[] = [];
  const pictures = createNcapPictures({
    store: storeHolding({}),
    client: {
      baseUrl: 'https://static.nhtsa.gov',
      timeoutMs: 500,
      fetch: async (url) => (asked.push(String(url)), new Response(PNG, { headers: { 'content-type': 'image/png' } })),
    },
    logger: silentLogger,
  });
  for (let i = 0; i < 5; i++) assert.equal(await pictures.read(`${10000 + i}_st0640_046.png`), null);
  assert.deepEqual(asked, []);
});

test('a named picture whose fetch failed is not asked again from the picture route for a while', async () => {
  let asked = 0;
  let clock = 0;
  const pictures = createNcapPictures({
    store: storeHolding({}),
    client: { baseUrl: 'https://static.nhtsa.gov', timeoutMs: 500, fetch: async () => (asked++, new Response('gone', { status: 404 })) },
    logger: silentLogger,
    now: () => clock,
  });
  assert.equal(await pictures.ensure('13518_st0640_046.png'), false);
  for (let i = 0; i < 3; i++) assert.equal(await pictures.read('13518_st0640_046.png'), null);
  assert.equal(asked, 1);
  clock += 11 * 60_000;
  await pictures.read('13518_st0640_046.png');
  assert.equal(asked, 2);
});
