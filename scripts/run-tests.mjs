#!/usr/bin/env node
// Runs test files on Node's test runner from JavaScript compiled once up front, instead of through
// the tsx loader in every test process: on Node 20 a module loader's hooks run on a separate thread
// and cost each process about half a second of CPU, which across every test file and every child
// process a test spawns was most of `npm test`'s time on a 2-core machine.
//
// Usage: node scripts/run-tests.mjs [--concurrency N] [--timeout MS] FILE.ts ...
// --timeout is each test's default limit (a test may set its own): a hung test fails with its name
// instead of holding the run open. Node applies it to each test file as a whole too, so it must
// leave room for the longest file on a busy machine (npm test: 300 s; stdio's MCP file takes 22 s idle).
//
// Each .ts file under src/, mcp/, test/, bench/ and scripts/ is compiled by esbuild (types are
// stripped, nothing is bundled) into node_modules/.cache/vin-report-tests-*/ in the same layout, with
// import.meta.url, .dirname and .filename fixed to the original file's, so a test or module that
// finds a fixture, an asset or the repository next to itself finds the same file as under tsx.
// Type errors are `tsc --noEmit`'s job, which `npm test` runs first. Stack traces point at the .ts
// sources through inline source maps. Child processes that tests start (the service, the CLI, the
// MCP server) run from the same compiled tree when VIN_REPORT_COMPILED_SOURCES names it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One compiled tree per checkout: the compiled files name their checkout's paths.
const OUT = path.join(ROOT, 'node_modules', '.cache', `vin-report-tests-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
const SOURCE_DIRS = ['src', 'mcp', 'test', 'bench', 'scripts'];
// Browser code is bundled for the page by scripts/bundle-page.ts; nothing on Node imports it.
const SKIP_DIRS = new Set(['node_modules', path.join('src', 'web', 'client')]);

/** Every .ts file (not .d.ts) under the source folders, as paths relative to the root. */
function tsFiles() {
  const found = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(child) && !SKIP_DIRS.has(entry.name)) walk(child);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        found.push(child);
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return found;
}

/** Compiles one file unless its compiled copy is newer. */
async function compile(rel) {
  const source = path.join(ROOT, rel);
  const target = path.join(OUT, rel.replace(/\.ts$/, '.js'));
  try {
    if (statSync(target).mtimeMs >= statSync(source).mtimeMs) return;
  } catch {
    // not compiled yet
  }
  const url = pathToFileURL(source).href;
  const { code } = await transform(readFileSync(source, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: source,
    define: {
      'import.meta.url': JSON.stringify(url),
      'import.meta.dirname': JSON.stringify(path.dirname(source)),
      'import.meta.filename': JSON.stringify(source),
    },
  });
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, code);
}

const args = process.argv.slice(2);
let concurrency = '4';
let timeout = null;
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--concurrency') concurrency = args[++i];
  else if (args[i] === '--timeout') timeout = args[++i];
  else files.push(args[i]);
}

mkdirSync(OUT, { recursive: true });
// Inside node_modules no package.json of ours is in scope, so say that .js here is ESM.
writeFileSync(path.join(OUT, 'package.json'), '{ "type": "module" }\n');
await Promise.all(tsFiles().map(compile));

const compiled = files.map((file) => path.join(OUT, path.relative(ROOT, path.resolve(file)).replace(/\.ts$/, '.js')));
const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    '--test',
    `--test-reporter=${path.join(ROOT, 'test', 'helpers', 'summary-reporter.mjs')}`,
    `--test-concurrency=${concurrency}`,
    ...(timeout ? [`--test-timeout=${timeout}`] : []),
    ...compiled,
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VIN_REPORT_COMPILED_SOURCES: OUT } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
