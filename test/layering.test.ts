/**
 * The pipeline is transport-free: src/report-service.ts, and everything it loads at run time,
 * imports neither Node's HTTP modules nor the HTTP or MCP adapters. Its upstream clients, which do
 * speak HTTP, are handed to it by the composition root (src/app.ts), so they are imported as types
 * only. This walks the real import graph of the sources, as the runtime would follow it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
  assert.ok(relative.includes('src/schemas.ts'), 'the walk follows value imports');
  assert.ok(!relative.includes('src/upstream/vpic.ts'), 'type-only imports are not followed');
  const forbidden = relative.filter((m) => /^(node:)?https?$|^src\/http\/|^mcp\/|^src\/upstream\/http-request\.ts$/.test(m));
  assert.deepEqual(forbidden, []);
});

test('the walk does see HTTP where it is: the composition root loads the upstream HTTP client', () => {
  const loaded = [...loadedBy(path.join(ROOT, 'src', 'app.ts'))].map((m) => (path.isAbsolute(m) ? path.relative(ROOT, m) : m));
  // The client speaks HTTP through the global fetch, so no module import shows it; fetch-json does.
  assert.ok(loaded.includes('src/upstream/fetch-json.ts'));
});
