/**
 * vin-report is not on the npm registry, so every line telling a reader to `npx vin-report` (or
 * `npm install -g vin-report`) fails with E404. Such lines may only stand under a heading that says
 * they are for once the package is published ("Once published on npm", "Once vin-report is
 * published on npm"), up to the next heading of that level or above.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');
/** Not documentation of ours: installed or built. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist.next', 'dist.old', '.git', 'data']);

/**
 * `npx` running the vin-report package, in a shell line or a host's JSON configuration
 * (`"command": "npx", "args": ["-y", "vin-report", "mcp"]`), and a global install from the registry.
 */
const REGISTRY_LINE = /\bnpx\b(?:[\s"',:[\]]|"?args"?|-y\b|--yes\b)*(?:--package[= ])?vin-report\b|\bnpm (?:install|i) (?:-g|--global) vin-report\b/g;
const ONCE_PUBLISHED = /once .*published/i;

/** Each registry line of a Markdown text that stands outside a "once published" section: `line: text`. */
function registryLinesOutsideNote(markdown: string): string[] {
  const found: string[] = [];
  const lines = markdown.split('\n');
  /** The level of the "once published" heading we are under, or 0. */
  let noteLevel = 0;
  let inFence = false;
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  const exempt = lines.map((line) => {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      if (noteLevel && level <= noteLevel) noteLevel = 0;
      if (ONCE_PUBLISHED.test(heading[2]!)) noteLevel = level;
    }
    return noteLevel > 0;
  });
  for (const match of markdown.matchAll(REGISTRY_LINE)) {
    let index = offsets.findIndex((start, i) => match.index! >= start && (i + 1 === offsets.length || match.index! < offsets[i + 1]!));
    // A match spanning lines (JSON over several lines) counts where it ends, at the package name.
    const end = match.index! + match[0].length - 1;
    while (index + 1 < offsets.length && end >= offsets[index + 1]!) index++;
    if (!exempt[index]) found.push(`${index + 1}: ${lines[index]!.trim()}`);
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : markdownFiles(path.join(dir, entry.name));
    return entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : [];
  });
}

test('no README or doc tells a reader to npx vin-report outside a "once published" note', () => {
  const files = markdownFiles(ROOT);
  assert.ok(files.some((file) => path.relative(ROOT, file) === path.join('docs', 'cli.md')), 'the docs are scanned');
  const found = files.flatMap((file) => registryLinesOutsideNote(readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}:${line}`));
  assert.deepEqual(found, []);
});

test('the scan finds npx lines in shell, inline and JSON form, and only outside the note', () => {
  const markdown = [
    '# Install',                                                        // 1
    'Run `npx vin-report decode X` or `npx -y --package=vin-report vin-report-mcp`.', // 2
    '```json',                                                          // 3
    '{ "command": "npx",',                                              // 4
    '  "args": ["-y", "vin-report", "mcp"] }',                          // 5
    '```',                                                              // 6
    'npm install -g vin-report, but npm install -g ./vin-report-1.0.0.tgz is fine', // 7
    '`npx @modelcontextprotocol/inspector node bin/vin-report-mcp.js` is fine', // 8
    '## Once published on npm',                                         // 9
    '`npx vin-report decode X`',                                        // 10
    '### Windows',                                                      // 11
    '`cmd /c npx -y vin-report mcp`',                                   // 12
    '## Claude Code',                                                   // 13
    'claude mcp add vin-report -- npx -y vin-report mcp',               // 14
  ].join('\n');
  assert.deepEqual(registryLinesOutsideNote(markdown).map((line) => Number(line.split(':')[0])), [2, 2, 5, 7, 14]);
});
