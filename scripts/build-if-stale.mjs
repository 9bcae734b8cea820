// Plain JavaScript, run by `npm start` before the service: loading tsx would cost more than the check.
/**
 * Builds dist/ (scripts/build.ts) only when it is older than a source, so a second `npm start`
 * serves in about a second instead of compiling for half a minute. A complete build leaves a stamp
 * in its folder whose time is the moment the build began: a source saved during a build is newer
 * than the stamp, and the next start builds again. A fresh clone has no stamp, so it builds.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
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
 * @param {string} root
 * @param {readonly string[]} [inputs]
 * @returns {{ path: string, time: number }}
 */
export function newestInput(root, inputs = BUILD_INPUTS) {
  let newest = { path: '', time: 0 };
  /** @param {string} relative */
  const visit = (relative) => {
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
 * @param {string} root
 * @param {string} outDir
 * @param {readonly string[]} [inputs]
 * @returns {string | null}
 */
export function staleBecause(root, outDir, inputs = BUILD_INPUTS) {
  let stamped;
  try {
    stamped = statSync(path.join(outDir, BUILD_STAMP)).mtimeMs;
  } catch {
    return `${path.basename(outDir)}/ holds no complete build`;
  }
  const newest = newestInput(root, inputs);
  return newest.time <= stamped ? null : `${newest.path} changed since the last build`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const why = staleBecause(root, path.join(root, 'dist'));
  if (why === null) {
    process.stderr.write('build: dist/ is newer than every source, not rebuilt\n');
  } else {
    process.stderr.write(`build: building, as ${why}\n`);
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
  }
}
