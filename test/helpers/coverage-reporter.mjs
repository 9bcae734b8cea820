// Plain JavaScript: node loads a reporter before `--import tsx` takes effect.
/**
 * The second reporter of `npm run coverage` (the first is summary-reporter.mjs): from the coverage
 * Node's test runner measured (`--experimental-test-coverage`), the line and branch coverage of the
 * shipped code, src/ and mcp/, one row per folder, then the files with the least line coverage.
 * Tests, scripts and dependencies are left out. No threshold: the figures are to read, not to gate.
 */
import path from 'node:path';

/** How many of the least-covered files are listed under the folder table. */
const LEAST_COVERED = 15;
const SHIPPED = ['src', 'mcp'];

/** @param {AsyncIterable<{ type: string, data: any }>} source the runner's events */
export default async function* coverageReporter(source) {
  for await (const { type, data } of source) {
    if (type !== 'test:coverage') continue;
    const root = data.summary.workingDirectory;
    const files = data.summary.files
      .map((file) => ({ ...file, path: path.relative(root, file.path).split(path.sep).join('/') }))
      .filter((file) => SHIPPED.includes(file.path.split('/')[0]));
    yield report(files);
  }
}

/** Lines and branches covered, summed. */
function sum(files) {
  return files.reduce((total, file) => ({
    lines: total.lines + file.totalLineCount,
    coveredLines: total.coveredLines + file.coveredLineCount,
    branches: total.branches + file.totalBranchCount,
    coveredBranches: total.coveredBranches + file.coveredBranchCount,
  }), { lines: 0, coveredLines: 0, branches: 0, coveredBranches: 0 });
}

const percent = (covered, total) => (total === 0 ? '-' : `${((100 * covered) / total).toFixed(1)}%`);

function row(name, files) {
  const t = sum(files);
  return `${name.padEnd(28)} ${String(files.length).padStart(5)} ${percent(t.coveredLines, t.lines).padStart(8)} ${percent(t.coveredBranches, t.branches).padStart(9)}`;
}

function report(files) {
  const byFolder = new Map();
  for (const file of files) {
    const folder = path.posix.dirname(file.path);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const rule = '-'.repeat(53);
  const lines = [
    '',
    'Coverage of src/ and mcp/ by these tests (lines and branches run at least once):',
    '',
    `${'folder'.padEnd(28)} ${'files'.padStart(5)} ${'lines'.padStart(8)} ${'branches'.padStart(9)}`,
    rule,
    ...[...byFolder.keys()].sort().map((folder) => row(`${folder}/`, byFolder.get(folder))),
    rule,
    ...SHIPPED.map((top) => row(`all of ${top}/`, files.filter((file) => file.path.startsWith(`${top}/`)))),
    row('all', files),
    '',
    `The ${LEAST_COVERED} files with the least line coverage (uncovered lines as the source numbers them):`,
    '',
  ];
  const least = [...files].sort((a, b) => a.coveredLinePercent - b.coveredLinePercent || a.path.localeCompare(b.path)).slice(0, LEAST_COVERED);
  for (const file of least) {
    lines.push(`${percent(file.coveredLineCount, file.totalLineCount).padStart(6)}  ${file.path}${uncovered(file)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The uncovered line ranges of a file, shortened to the first few. */
function uncovered(file) {
  const numbers = (file.lines ?? []).filter((line) => line.count === 0).map((line) => line.line);
  const ranges = [];
  for (const n of numbers) {
    const last = ranges.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else ranges.push([n, n]);
  }
  if (ranges.length === 0) return '';
  const shown = ranges.slice(0, 6).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(' ');
  return `: ${shown}${ranges.length > 6 ? ' ...' : ''}`;
}
