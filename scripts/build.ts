/**
 * `npm run build`, and the build `npm start` runs when a source changed (scripts/build-if-stale.mjs):
 * the TypeScript compiled into dist/, the MCP report card written, and the assets copied and the
 * page's script bundled (scripts/build-assets.ts). A complete build is stamped with the time it
 * began, which is how build-if-stale.mjs tells whether it is older than a source.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_STAMP } from './build-if-stale.mjs';

/** Builds everything into `outDir` (dist/ by default), then stamps it with the time the build began. */
export function build(root: string, outDir = path.join(root, 'dist')): void {
  const began = new Date();
  // A build that fails halfway must not leave the previous build's stamp vouching for it.
  rmSync(path.join(outDir, BUILD_STAMP), { force: true });
  const node = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  node(createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', outDir);
  node('--import', 'tsx', 'mcp/app/build-report-app.ts');
  node('--import', 'tsx', 'scripts/build-assets.ts', outDir);
  const stamp = path.join(outDir, BUILD_STAMP);
  writeFileSync(stamp, 'A complete build begun at this file\'s modification time (scripts/build.ts).\n');
  utimesSync(stamp, began, began);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.join(import.meta.dirname, '..');
  build(root, path.join(root, 'dist'));
}
