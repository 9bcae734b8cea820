import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createLogger, silentLogger } from '../../src/logger.js';
import { createFileStore } from '../../src/store/file-store.js';
import { withMemoryLayer } from '../../src/store/report-store.js';
import { createSectionCache } from '../../src/store/section-cache.js';
import { createTestClock } from '../helpers/service.js';

async function storeIn(t: { after(fn: () => Promise<void>): void }, now: () => number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-section-'));
  const files = await createFileStore({ dir, now, logger: silentLogger, sweepIntervalMs: 0, staleSeconds: 3600 });
  t.after(async () => {
    await files.close();
    await rm(dir, { recursive: true, force: true });
  });
  return withMemoryLayer(files, { maxBytes: 1_000_000, now });
}

test('a section answer is served for its TTL, then only as stale with its age', async (t) => {
  const clock = createTestClock();
  const store = await storeIn(t, clock.now);
  const recalls = createSectionCache<Array<{ campNo: string }>>({ store, name: 'recalls', logger: silentLogger, now: clock.now });
  assert.equal(await recalls.get('HONDA|ACCORD|2003'), undefined);
  await recalls.set('HONDA|ACCORD|2003', [{ campNo: '03V556000' }], 86_400);
  assert.deepEqual(await recalls.get('HONDA|ACCORD|2003'), [{ campNo: '03V556000' }]);
  assert.equal(await recalls.get('HONDA|ACCORD|2004'), undefined, 'keys are distinct');
  clock.advance(86_400_000 + 5_000);
  assert.equal(await recalls.get('HONDA|ACCORD|2003'), undefined, 'expired: never fresh');
  assert.deepEqual(await recalls.getStale('HONDA|ACCORD|2003'), { value: [{ campNo: '03V556000' }], ageSeconds: 86_405 });
});

test('a cached null answer is told apart from a miss, and sections do not see each other', async (t) => {
  const store = await storeIn(t, Date.now);
  const ratings = createSectionCache<null | { overall: string }>({ store, name: 'safety-ratings', logger: silentLogger, now: Date.now });
  const complaints = createSectionCache<unknown>({ store, name: 'complaints', logger: silentLogger, now: Date.now });
  await ratings.set('FORD|F-150|2013', null, 60);
  assert.equal(await ratings.get('FORD|F-150|2013'), null);
  assert.equal(await complaints.get('FORD|F-150|2013'), undefined);
});

test('a failed write is logged, not thrown', async () => {
  const lines: string[] = [];
  const refusing = {
    get: async () => null,
    getStale: async () => null,
    set: async () => { throw new Error('EROFS: read-only file system'); },
    close: async () => {},
  };
  const cache = createSectionCache<number>({ store: refusing, name: 'recalls', logger: createLogger({ write: (l) => void lines.push(l) }), now: Date.now });
  await cache.set('X', 1, 60);
  assert.match(lines.join(''), /section_cache_write_failed.*EROFS/);
});
