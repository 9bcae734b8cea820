/**
 * Logging never takes the service down: when whoever reads stderr goes away (a closed pipe, EPIPE),
 * the process keeps running and counts the lines it could not write.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');

test('a process whose stderr reader closes keeps running, and counts the log lines it lost', async () => {
  const script = [
    "import { createLogger } from './src/logger.ts';",
    "import { logWriteFailures } from './src/log-writer.ts';",
    'const logger = createLogger();',
    "logger.info('ready');",
    "process.stdin.once('data', async () => {",
    '  for (let i = 0; i < 20; i++) {',
    "    logger.info('line', { i });",
    "    logger.warn('warned', { i });",
    '    await new Promise((resolve) => setTimeout(resolve, 5));',
    '  }',
    "  process.stdout.write(JSON.stringify({ lost: logWriteFailures() }) + '\\n');",
    '  process.exitCode = 0;',
    '  process.stdin.destroy();',
    '});',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = once(child, 'exit');
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await once(child.stderr, 'data'); // the "ready" line: the logger is up
  child.stderr.destroy(); // the reader goes away; the child's next write meets a closed pipe
  child.stdin.write('go\n');
  const [code, signal] = (await exited) as [number | null, string | null];
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, `the child exited cleanly (stdout: ${stdout.trim()})`);
  const { lost } = JSON.parse(stdout) as { lost: number };
  assert.ok(lost > 0, `lost lines were counted (${lost})`);
});
