/**
 * The pipeline is transport-free: src/report-service.ts, and everything it loads at run time,
 * imports neither Node's HTTP modules nor the HTTP or MCP adapters. Its upstream clients, which do
 * speak HTTP, are handed to it by the composition root (src/app.ts), so they are imported as types
 * only. This walks the real import graph of the sources, as the runtime would follow it. Further
 * down: only the entry room (src/entry/) wires src/ to mcp/ or reads the process's environment,
 * no chain of imports of any length comes back to where it started (types included), and every
 * room leans only on its own floor and the floors below it (FLOORS).
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
  const forbidden = relative.filter((m) => /^(node:)?https?$|^src\/http\/|^mcp\//.test(m));
  assert.deepEqual(forbidden, []);
});

test('the page loads no zod: its words and view take only types from the report\'s shapes', () => {
  const loaded = [...loadedBy(path.join(ROOT, 'src', 'web', 'client', 'app.ts'))].map((m) => (path.isAbsolute(m) ? path.relative(ROOT, m) : m));
  assert.ok(loaded.includes('src/words/section-words.ts'), 'the walk reaches the words');
  assert.deepEqual(loaded.filter((m) => m === 'zod' || m.startsWith('zod/')), []);
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
  return [...source.matchAll(/^(?:import|export)\s[^'";]*?from\s+'(\.[^']+)';|import\('(\.[^']+)'\)|^import\s+'(\.[^']+)';/gms)]
    .map((match) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), match[1] ?? match[2] ?? match[3]!)).replace(/\.js$/, '.ts'));
}

test('only the entry room (src/entry/) wires src/ to mcp/', () => {
  const wiring = sourcesUnder('src').filter((file) => importsOf(file).some((module) => module.startsWith('mcp/')));
  assert.ok(wiring.length > 0, 'the walk sees imports of mcp/');
  assert.deepEqual(wiring.filter((file) => !file.startsWith('src/entry/')), []);
});

/**
 * The house's floors, lowest first: a room (a folder of src/, a file directly in src/, or mcp/) may
 * import its own floor and the floors below, never a floor above. A new room must be given a floor.
 */
const FLOORS: readonly (readonly string[])[] = [
  // The ground floor: the report's shapes and the section list; imports nothing of ours.
  ['src/report'],
  // All English, over the shapes.
  ['src/words'],
  // Tools that know no section: errors, the VIN (and the make and year it reads as), logging, storage, Redis, limits, our maintenance table.
  ['src/errors.ts', 'src/package-version.ts', 'src/vin.ts', 'src/vin-info.ts', 'src/make-year-guess.ts', 'src/wmi-makes.ts', 'src/logger.ts', 'src/log-writer.ts', 'src/map-limited.ts', 'src/until-aborted.ts', 'src/request-id.ts', 'src/lingering-close.ts', 'src/redis', 'src/store', 'src/limits', 'src/maintenance'],
  // The sources: one client per source over upstream/http/, the configuration that names them, their metrics.
  ['src/upstream', 'src/config.ts', 'src/metrics.ts'],
  // The section loaders.
  ['src/sections'],
  // What the report means, and its summary writers.
  ['src/assessment', 'src/ai'],
  // The pipeline and the composition root.
  ['src/report-service.ts', 'src/vpic-queue.ts', 'src/decode-batch.ts', 'src/batch-schema.ts', 'src/internal-fault.ts', 'src/demo', 'src/app.ts'],
  // The doors.
  ['src/http', 'src/web', 'src/cli', 'mcp', 'src/openapi-document.ts'],
  // The entry room wires them.
  ['src/entry'],
];

/** A module's room: its folder under src/ (or mcp/ as a whole), or the module itself when it sits directly in src/. */
function roomOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'mcp') return 'mcp';
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}

function floorOf(room: string): number {
  return FLOORS.findIndex((floor) => floor.includes(room));
}

/** The import graph of src/ and mcp/, types included. */
function importGraph(): Map<string, string[]> {
  const files = [...sourcesUnder('src'), ...sourcesUnder('mcp')];
  return new Map(files.map((file) => [file, importsOf(file).filter((module) => files.includes(module))]));
}

/** The strongly connected groups of `graph` with more than one member, or one that imports itself (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

test('the cycle finder finds a cycle of three, as a check that it can fail', () => {
  assert.deepEqual(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), [['a', 'b', 'c']]);
});

test('no chain of imports, of any length and type imports included, leads back to where it started', () => {
  assert.deepEqual(cycles(importGraph()), []);
});

test('no two rooms import each other through any chain, type imports included', () => {
  const rooms = new Map<string, string[]>();
  for (const [file, modules] of importGraph()) {
    const room = roomOf(file);
    const to = rooms.get(room) ?? [];
    for (const module of modules) if (roomOf(module) !== room && !to.includes(roomOf(module))) to.push(roomOf(module));
    rooms.set(room, to);
  }
  assert.deepEqual(cycles(rooms), []);
});

test('every room has a floor, and no import runs up to a higher floor', () => {
  const graph = importGraph();
  const unplaced = [...new Set([...graph.keys()].map(roomOf))].filter((room) => floorOf(room) < 0);
  assert.deepEqual(unplaced, [], 'each room is on one of FLOORS');
  const up = [...graph].flatMap(([file, modules]) => modules.filter((module) => floorOf(roomOf(module)) > floorOf(roomOf(file))).map((module) => `${file} -> ${module}`));
  assert.deepEqual(up, []);
});

test('only the entry points read process.env; everything else is handed its environment', () => {
  const readers = [...sourcesUnder('src'), ...sourcesUnder('mcp')].filter((file) => /\bprocess\.env\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  assert.deepEqual(readers.sort(), ['src/entry/main-cli.ts', 'src/entry/main-mcp-stdio.ts', 'src/entry/main-service.ts']);
});
