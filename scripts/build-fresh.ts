/**
 * `npm pack` and `npm publish` build with this (prepack): a full build into dist.next/ from nothing,
 * so no stale file of an older build can ship, then swapped in for dist/ with two renames. A
 * running `npm start` keeps serving until the swap instead of losing its dist/ for the whole build.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from './build.js';

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const next = path.join(root, 'dist.next');
const old = path.join(root, 'dist.old');

await rm(next, { recursive: true, force: true });
await rm(old, { recursive: true, force: true });
build(root, next);
if (existsSync(dist)) await rename(dist, old);
await rename(next, dist);
await rm(old, { recursive: true, force: true });
process.stderr.write('build: fresh build swapped in as dist/\n');
