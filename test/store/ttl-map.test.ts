/** The one in-memory expiring cache (src/store/ttl-map.ts) behind the summary cache, the memory layer, the memory key-value store and the picture names, on a controlled clock. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTtlMap } from '../../src/store/ttl-map.js';

const T0 = Date.parse('2026-06-01T12:00:00Z');

test('a value is read back until its expiry time, and is gone from then on', () => {
  let now = T0;
  const map = createTtlMap<string, string>({ now: () => now, maxEntries: 10 });
  map.set('a', 'one', T0 + 1000);
  now = T0 + 999;
  assert.equal(map.get('a'), 'one');
  now = T0 + 1000;
  assert.equal(map.get('a'), undefined);
  assert.equal(map.usage().entries, 0, 'the expired entry was dropped when read');
});

test('a value set with an Infinity expiry never expires', () => {
  let now = T0;
  const map = createTtlMap<string, string>({ now: () => now, maxEntries: 10 });
  map.set('a', 'one', Infinity);
  now = T0 + 10 * 365 * 86_400_000;
  assert.equal(map.has('a'), true);
});

test('setting a key again replaces its value and its expiry', () => {
  let now = T0;
  const map = createTtlMap<string, string>({ now: () => now, maxEntries: 10 });
  map.set('a', 'one', T0 + 1000);
  map.set('a', 'two', T0 + 5000);
  now = T0 + 2000;
  assert.equal(map.get('a'), 'two');
  assert.equal(map.usage().entries, 1);
});

test('past maxEntries the least recently used entry goes first, a read counting as a use', () => {
  const map = createTtlMap<string, number>({ now: () => T0, maxEntries: 2 });
  map.set('a', 1, Infinity);
  map.set('b', 2, Infinity);
  map.get('a');
  map.set('c', 3, Infinity);
  assert.deepEqual([map.has('a'), map.has('b'), map.has('c')], [true, false, true]);
});

test('past maxSize the least recently used entries go until the total fits', () => {
  const map = createTtlMap<string, string>({ now: () => T0, maxSize: 10, sizeOf: (value) => value.length });
  map.set('a', 'aaaa', Infinity);
  map.set('b', 'bbbb', Infinity);
  map.set('c', 'cccccc', Infinity);
  assert.deepEqual([map.has('a'), map.has('b'), map.has('c')], [false, true, true]);
  assert.deepEqual(map.usage(), { entries: 2, size: 10 });
});

test('a value larger than maxSize is not kept, and drops the value it would have replaced', () => {
  const map = createTtlMap<string, string>({ now: () => T0, maxSize: 4, sizeOf: (value) => value.length });
  map.set('a', 'aaa', Infinity);
  map.set('a', 'aaaaa', Infinity);
  assert.equal(map.get('a'), undefined);
  assert.deepEqual(map.usage(), { entries: 0, size: 0 });
});

test('a deleted key is gone and its size given back', () => {
  const map = createTtlMap<string, string>({ now: () => T0, maxSize: 10, sizeOf: (value) => value.length });
  map.set('a', 'aaa', Infinity);
  map.delete('a');
  assert.equal(map.has('a'), false);
  assert.deepEqual(map.usage(), { entries: 0, size: 0 });
});
