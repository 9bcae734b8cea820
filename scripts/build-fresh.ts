/**
 * `npm pack` and `npm publish` build with this (prepack): a full build into dist.next/ from nothing,
 * so no stale file of an older build can ship, then swapped in for dist/ with two renames. A
 * running `npm start` keeps serving until the swap instead of losing its dist/ for the whole build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const next = path.join(root, 'dist.next');
const old = path.join(root, 'dist.old');
const node = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

await rm(next, { recursive: true, force: true });
await rm(old, { recursive: true, force: true });
node(createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', next);
node('--import', 'tsx', 'mcp/app/build-report-app.ts');
node('--import', 'tsx', 'scripts/build-assets.ts', next);
if (existsSync(dist)) await rename(dist, old);
await rename(next, dist);
await rm(old, { recursive: true, force: true });
process.stderr.write('build: fresh build swapped in as dist/\n');
