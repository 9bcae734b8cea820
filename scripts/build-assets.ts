/**
 * Second half of `npm run build` (after `tsc -p tsconfig.build.json`): copies the files modules read
 * from disk relative to their own location into dist/, so dist/ runs exactly like the sources.
 * openapi.json is copied to dist/openapi.json, beside dist/src/ and dist/mcp/ as in the repository;
 * every non-TypeScript file under src/ and mcp/
 * (data files, the web page's HTML and CSS) is copied to the same relative path. Then the page's
 * browser script is type-checked with tsconfig.web.json and bundled into dist/web/ (served by
 * src/web/assets.ts). Throws when openapi.json is missing or the browser script does not compile.
 */
import { execFileSync } from 'node:child_process';
import { cp, copyFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundlePage } from './bundle-page.js';

const root = path.join(import.meta.dirname, '..');
/** dist/, or the folder given (scripts/build-fresh.ts builds into dist.next/). */
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

await copyFile(path.join(root, 'openapi.json'), path.join(dist, 'openapi.json'));
let copied = 1;
for (const dir of ['src', 'mcp']) {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.ts')) continue;
    const from = path.join(entry.parentPath, entry.name);
    await cp(from, path.join(dist, path.relative(root, from)));
    copied++;
  }
}
process.stderr.write(`build: ${copied} asset file(s) copied into ${path.relative(root, dist)}/\n`);

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.web.json')], { stdio: 'inherit' });
await bundlePage(path.join(dist, 'web'));
process.stderr.write(`build: browser script checked and bundled into ${path.relative(root, dist)}/web/\n`);
