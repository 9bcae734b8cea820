/**
 * The pipeline is transport-free: src/report-service.ts, and everything it loads at run time,
 * imports neither Node's HTTP modules nor the HTTP or MCP adapters. Its upstream clients, which do
 * speak HTTP, are handed to it by the composition root (src/app.ts), so they are imported as types
 * only. This walks the real import graph of the sources, as the runtime would follow it. Further
 * down: only the entry room (src/entry/) wires src/ to mcp/ or reads the process's environment,
 * and no two modules import each other.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');

/** The modules `file` loads at run time: `import type` and `export type` lines are erased by the compiler. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)';/gms)) {
    if (!match[1]) specifiers.push(match[2]!);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)';/gm)) specifiers.push(match[1]!);
  return specifiers;
}

function loadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
      else seen.add(specifier);
    }
  };
  visit(entry);
  return seen;
}

test('the report pipeline loads no HTTP module and no adapter', () => {
  const loaded = [...loadedBy(path.join(ROOT, 'src', 'report-service.ts'))];
  const relative = loaded.map((m) => (path.isAbsolute(m) ? path.relative(ROOT, m) : m));
  assert.ok(relative.includes('src/report/schemas.ts'), 'the walk follows value imports');
  assert.ok(!relative.includes('src/upstream/vpic.ts'), 'type-only imports are not followed');
  const forbidden = relative.filter((m) => /^(node:)?https?$|^src\/http\/|^mcp\/|^src\/upstream\/http-request\.ts$/.test(m));
  assert.deepEqual(forbidden, []);
});

test('the walk does see HTTP where it is: the composition root loads the upstream HTTP client', () => {
  const loaded = [...loadedBy(path.join(ROOT, 'src', 'app.ts'))].map((m) => (path.isAbsolute(m) ? path.relative(ROOT, m) : m));
  // The client speaks HTTP through the global fetch, so no module import shows it; fetch-json does.
  assert.ok(loaded.includes('src/upstream/http/fetch-json.ts'));
});

/** Every .ts file under `dir` (relative to the repository root). */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name));
}

/** The relative modules `file` imports, types included: what it needs to compile. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^'";]*?from\s+'(\.[^']+)';|import\('(\.[^']+)'\)/gms)]
    .map((match) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), match[1] ?? match[2]!)).replace(/\.js$/, '.ts'));
}

test('only the entry room (src/entry/) wires src/ to mcp/', () => {
  const wiring = sourcesUnder('src').filter((file) => importsOf(file).some((module) => module.startsWith('mcp/')));
  assert.ok(wiring.length > 0, 'the walk sees imports of mcp/');
  assert.deepEqual(wiring.filter((file) => !file.startsWith('src/entry/')), []);
});

test('no module imports one that imports it back', () => {
  const files = [...sourcesUnder('src'), ...sourcesUnder('mcp')];
  const mutual = files.flatMap((file) => importsOf(file).filter((module) => module > file && importsOf(module).includes(file)).map((module) => `${file} <-> ${module}`));
  assert.deepEqual(mutual, []);
});

test('only the entry points read process.env; everything else is handed its environment', () => {
  const readers = [...sourcesUnder('src'), ...sourcesUnder('mcp')].filter((file) => /\bprocess\.env\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  assert.deepEqual(readers.sort(), ['src/entry/main-cli.ts', 'src/entry/main-mcp-stdio.ts', 'src/entry/main-service.ts']);
});
