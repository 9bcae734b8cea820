/**
 * `npm run build` and the build `npm start` runs first: the TypeScript compiled into dist/, the MCP
 * report card written, and the assets copied and the page's script bundled (scripts/build-assets.ts).
 *
 * With `--if-stale` (what `npm start` passes) nothing is built when dist/ holds a complete build
 * newer than every file it is made from, so a second start serves in about a second instead of
 * compiling for half a minute. A complete build leaves a stamp in its folder whose time is the
 * moment the build began: a source saved during a build is newer than the stamp, and the next
 * start builds again. A fresh clone has no stamp, so it builds.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The stamp a complete build leaves in its output folder. */
export const BUILD_STAMP = '.build-stamp';

/** What dist/ is made from, relative to the repository root: folders are walked whole. */
export const BUILD_INPUTS = [
  'src', 'mcp', 'scripts', 'openapi.json', 'package.json', 'package-lock.json',
  'tsconfig.json', 'tsconfig.build.json', 'tsconfig.web.json',
];

/** Written by the build itself (mcp/app/build-report-app.ts) from inputs that are counted already. */
const BUILD_OUTPUTS_IN_INPUTS = new Set([path.join('mcp', 'app', 'report-app.html')]);

/**
 * The most recently changed of the build's inputs under `root` and its modification time in
 * milliseconds (0 when there is none). Folders count too: deleting or renaming a source changes
 * its folder's time, not any file's.
 */
export function newestInput(root: string, inputs: readonly string[] = BUILD_INPUTS): { path: string; time: number } {
  let newest = { path: '', time: 0 };
  const visit = (relative: string): void => {
    if (BUILD_OUTPUTS_IN_INPUTS.has(relative)) return;
    let stats;
    try {
      stats = statSync(path.join(root, relative));
    } catch {
      return; // an optional input that is not there (no package-lock.json, say)
    }
    if (stats.mtimeMs > newest.time) newest = { path: relative, time: stats.mtimeMs };
    if (stats.isDirectory()) for (const name of readdirSync(path.join(root, relative))) visit(path.join(relative, name));
  };
  for (const input of inputs) visit(input);
  return newest;
}

/**
 * Why `outDir` needs building, or null when it holds a complete build begun after the last change
 * to any input under `root`.
 */
export function staleBecause(root: string, outDir: string, inputs: readonly string[] = BUILD_INPUTS): string | null {
  let stamped: number;
  try {
    stamped = statSync(path.join(outDir, BUILD_STAMP)).mtimeMs;
  } catch {
    return `${path.basename(outDir)}/ holds no complete build`;
  }
  const newest = newestInput(root, inputs);
  return newest.time <= stamped ? null : `${newest.path} changed since the last build`;
}

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
  const dist = path.join(root, 'dist');
  const why = process.argv.includes('--if-stale') ? staleBecause(root, dist) : 'asked to';
  if (why === null) {
    process.stderr.write('build: dist/ is newer than every source, not rebuilt\n');
  } else {
    if (process.argv.includes('--if-stale')) process.stderr.write(`build: building, as ${why}\n`);
    build(root, dist);
  }
}
