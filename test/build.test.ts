/**
 * `npm start` builds only when dist/ is older than a source (scripts/build-if-stale.mjs): these
 * tests stand a small tree up in a scratch folder and set every time explicitly.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type * as BuildIfStale from '../scripts/build-if-stale.mjs';

// Loaded by its path in the repository: npm test runs a compiled copy of the TypeScript, beside
// which this plain JavaScript module is not.
const { BUILD_STAMP, staleBecause } = await import(pathToFileURL(path.join(import.meta.dirname, '..', 'scripts', 'build-if-stale.mjs')).href) as typeof BuildIfStale;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vin-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const HOUR = new Date('2026-11-28T12:00:00Z');
const LATER = new Date('2026-11-28T13:00:00Z');
const LATEST = new Date('2026-11-28T14:00:00Z');

/** A repository with src/a.ts, mcp/app/report-app.html and package.json, all from HOUR, and a built dist/ stamped at `stampedAt`. */
function tree(name: string, stampedAt: Date | null): { root: string; dist: string } {
  const root = path.join(scratch, name);
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(root, 'src'), { recursive: true });
  mkdirSync(path.join(root, 'mcp', 'app'), { recursive: true });
  mkdirSync(dist);
  for (const file of ['src/a.ts', 'mcp/app/report-app.html', 'package.json']) writeFileSync(path.join(root, file), 'x');
  for (const entry of ['src/a.ts', 'src', 'mcp/app/report-app.html', 'mcp/app', 'mcp', 'package.json']) utimesSync(path.join(root, entry), HOUR, HOUR);
  if (stampedAt) {
    writeFileSync(path.join(dist, BUILD_STAMP), '');
    utimesSync(path.join(dist, BUILD_STAMP), stampedAt, stampedAt);
  }
  return { root, dist };
}

test('a dist/ without a build stamp (a fresh clone, a build that failed) is built', () => {
  const { root, dist } = tree('no-stamp', null);
  assert.equal(staleBecause(root, dist), 'dist/ holds no complete build');
});

test('a build begun after the last change to every source is not built again', () => {
  const { root, dist } = tree('current', LATER);
  assert.equal(staleBecause(root, dist), null);
});

test('a source saved after the build began is built again', () => {
  const { root, dist } = tree('edited', LATER);
  utimesSync(path.join(root, 'src', 'a.ts'), LATEST, LATEST);
  assert.equal(staleBecause(root, dist), `${path.join('src', 'a.ts')} changed since the last build`);
});

test('a source deleted after the build is built again (its folder changed)', () => {
  const { root, dist } = tree('deleted', LATER);
  rmSync(path.join(root, 'src', 'a.ts'));
  utimesSync(path.join(root, 'src'), LATEST, LATEST);
  assert.equal(staleBecause(root, dist), 'src changed since the last build');
});

test('a changed package.json is built again', () => {
  const { root, dist } = tree('package', LATER);
  utimesSync(path.join(root, 'package.json'), LATEST, LATEST);
  assert.equal(staleBecause(root, dist), 'package.json changed since the last build');
});

test('the report card the build itself writes into mcp/app/ does not make the next start build again', () => {
  const { root, dist } = tree('card', LATER);
  utimesSync(path.join(root, 'mcp', 'app', 'report-app.html'), LATEST, LATEST);
  assert.equal(staleBecause(root, dist), null);
});
