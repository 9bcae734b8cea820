/**
 * Every file a code comment names exists: a comment that points a reader at a file that moved or
 * was deleted sends them nowhere. A path is found relative to the commenting file's folder or to
 * the repository root; a fixture may be named by its file name alone. What a build writes, and
 * names made of placeholders (VIN.json, src/entry/NAME.ts), are not files to find.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

const FIXTURE_NAMES = new Set(filesUnder('test/fixtures', /./).map((file) => path.basename(file)));

/** Written by `npm run build` or `npm run bundle` (dist/, the card's page, the page's bundle, the bundle's manifest), so absent from a fresh checkout. */
const BUILT = /^(?:\.\/)?dist\/|^(?:mcp\/app\/)?report-app\.html$|^client\/app\.js$|^manifest\.json$/;

/** Files of a scratch tree a test builds for itself, named where the test says what it builds. */
const SCRATCH = new Set(['test/build.test.ts: src/a.ts']);

/** The file paths named in the comments of `source`. */
function pathsInComments(source: string): string[] {
  const comments = [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g)].map((match) => match[0]);
  return comments.flatMap((comment) => [...comment.matchAll(/(?<![\w./@-])((?:\.\.?\/)?(?:[\w-]+\/)*[\w.-]+\.(?:ts|md|json|css|html|tsv|mjs|js|yml|service))(?![\w/])/g)]
    .map((match) => match[1]!));
}

function resolves(file: string, named: string): boolean {
  if (BUILT.test(named) || /(?:^|\/)[A-Z][A-Z_-]*\./.test(named)) return true;
  if (existsSync(path.resolve(ROOT, path.dirname(file), named)) || existsSync(path.resolve(ROOT, named))) return true;
  return !named.includes('/') && FIXTURE_NAMES.has(named);
}

test('the finder sees a path in a comment, as a check that the test can fail', () => {
  assert.deepEqual(pathsInComments('/** See src/no-such-file.ts and docs/cli.md. */\nconst a = "x.ts"; // and ./here.ts'), ['src/no-such-file.ts', 'docs/cli.md', './here.ts']);
  assert.equal(resolves('src/app.ts', 'src/no-such-file.ts'), false);
});

test('every file a comment names exists', () => {
  const sources = [...filesUnder('src', /\.ts$/), ...filesUnder('mcp', /\.ts$/), ...filesUnder('bench', /\.ts$/), ...filesUnder('scripts', /\.ts$/),
    ...filesUnder('test', /\.ts$/).filter((file) => !file.startsWith('test/fixtures/') && file !== 'test/comment-paths.test.ts')];
  const missing = sources.flatMap((file) => pathsInComments(readFileSync(path.join(ROOT, file), 'utf8'))
    .filter((named) => !resolves(file, named) && !SCRATCH.has(`${file}: ${named}`))
    .map((named) => `${file}: ${named}`));
  assert.deepEqual(missing, []);
});
