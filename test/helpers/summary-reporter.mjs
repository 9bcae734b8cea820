// Plain JavaScript: node loads a reporter before `--import tsx` takes effect.
/**
 * The test reporter of `npm test` and the other suites: a dot per test as it finishes (so a long run
 * never looks stuck), then each skipped test with its reason, each failure in full, and last one
 * plain line, "1548 passed, 0 failed, 3 skipped (142 s)", for a person or a CI log to read.
 * Output a test file writes itself (a child's stdout or stderr) is passed through as it comes.
 */
import { inspect } from 'node:util';

const LINE_WIDTH = 80;

/** @param {AsyncIterable<{ type: string, data: any }>} source the runner's events */
export default async function* summaryReporter(source) {
  const started = Date.now();
  let passed = 0;
  let column = 0;
  const skipped = [];
  const failed = [];
  const mark = (char) => {
    column = (column + 1) % LINE_WIDTH;
    return column === 0 ? `${char}\n` : char;
  };
  for await (const { type, data } of source) {
    // A suite (describe) passes or fails with its tests; only the tests are counted.
    const isSuite = data.details?.type === 'suite';
    if (type === 'test:pass' && !isSuite) {
      if (data.skip !== undefined && data.skip !== false) {
        skipped.push(`- ${data.name}${typeof data.skip === 'string' ? `: ${data.skip}` : ''}${where(data)}`);
        yield mark('s');
      } else if (data.todo !== undefined && data.todo !== false) {
        skipped.push(`- (todo) ${data.name}${typeof data.todo === 'string' ? `: ${data.todo}` : ''}${where(data)}`);
        yield mark('s');
      } else {
        passed++;
        yield mark('.');
      }
    } else if (type === 'test:fail' && (!isSuite || data.details?.error?.failureType !== 'subtestsFailed')) {
      failed.push(describeFailure(data));
      yield mark('X');
    } else if (type === 'test:stdout' || type === 'test:stderr') {
      const text = data.message ?? '';
      yield column === 0 ? text : `\n${text}`;
      column = 0;
    }
  }
  if (column !== 0) yield '\n';
  if (skipped.length > 0) yield `\nSkipped (${skipped.length}):\n${skipped.join('\n')}\n`;
  if (failed.length > 0) yield `\nFailed (${failed.length}):\n\n${failed.join('\n\n')}\n`;
  const seconds = Math.round((Date.now() - started) / 1000);
  yield `\n${passed} passed, ${failed.length} failed, ${skipped.length} skipped (${seconds} s)\n`;
}

// scripts/run-tests.mjs runs compiled copies of the test files; name the sources they came from.
const COMPILED = /node_modules\/\.cache\/vin-report-tests-[0-9a-f]+\/(.*)\.js$/;

function sourceOf(file) {
  return file.replace(`${process.cwd()}/`, '').replace(COMPILED, '$1.ts');
}

function where(data) {
  return data.file ? ` (${sourceOf(data.file)}${data.line ? `:${data.line}` : ''})` : '';
}

function describeFailure(data) {
  const error = data.details?.error;
  // The runner wraps what a test threw in ERR_TEST_FAILURE; the thrown error is its cause.
  const thrown = error && 'cause' in error && error.cause !== undefined ? error.cause : error;
  const detail = inspect(thrown, { depth: 4, colors: false }).split('\n').map((line) => `  ${line}`).join('\n');
  return `✖ ${sourceOf(data.name)}${where(data)}\n${detail}`;
}
