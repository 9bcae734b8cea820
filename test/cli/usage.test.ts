/**
 * The command line itself: --help for every command, and one clear line with exit status 64 for a
 * command or option the CLI does not know. None of these needs the upstream services.
 */
import assert from 'node:assert/strict';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_DIR, runCli } from './run-cli.js';

/** Pointed nowhere: a usage error must be reported before anything is fetched. */
const env = { CACHE_DIR: '/nonexistent/vin-report-cache', VPIC_BASE_URL: 'http://127.0.0.1:9/api/vehicles', RECALLS_BASE_URL: 'http://127.0.0.1:9' };

for (const [args, first] of [
  [['--help'], 'Usage: vin-report <command> [options]'],
  [['decode', '--help'], 'Usage: vin-report decode <VIN> [--json] [--demo]'],
  [['serve', '--help'], 'Usage: vin-report serve [--demo]'],
  [['mcp', '-h'], 'Usage: vin-report mcp [--demo]'],
] as const) {
  test(`vin-report ${args.join(' ')} prints its usage on stdout and exits 0`, async () => {
    const run = await runCli([...args], { env });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout.split('\n')[0], first);
    assert.equal(run.stderr, '');
  });
}

test('vin-report-mcp --help prints the MCP usage on stdout and exits 0 instead of starting the server', async () => {
  const run = await runCli(['--help'], { env, bin: 'vin-report-mcp' });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.split('\n').slice(0, 2).join('\n'), 'Usage: vin-report mcp [--demo]\n       vin-report-mcp [--demo]');
  assert.equal(run.stderr, '');
});

for (const [args, message] of [
  [['frobnicate'], 'vin-report: unknown command "frobnicate"; the commands are decode, watch, serve and mcp (see "vin-report --help")'],
  [['--verbose'], 'vin-report: unknown option --verbose; see "vin-report --help"'],
  [['decode', '1HGCM82633A004352', '--jsno'], 'vin-report: unknown option --jsno for "decode"; see "vin-report decode --help"'],
  [['decode'], 'vin-report: decode needs a VIN (or --file <path>); see "vin-report decode --help"'],
  [['decode', '1HGCM82633A004352', 'WUAAU34248N006164'], 'vin-report: decode takes one VIN; for several, put them in a file and use --file (or --file - for stdin)'],
  [['decode', '--file'], 'vin-report: option --file needs a value; see "vin-report decode --help"'],
  [['decode', '--file', 'vins.txt', '--format', 'xml'], 'vin-report: --format must be csv or jsonl, got "xml"'],
  [['decode', '--file', 'vins.txt', '--json'], 'vin-report: --json is for one VIN; with --file use --format jsonl'],
  [['decode', '--file', 'vins.txt', '--concurrency', '0'], 'vin-report: --concurrency must be a whole number from 1 to 16, got "0"'],
  [['serve', '8080'], 'vin-report: "serve" takes no arguments (configure it with environment variables); see "vin-report serve --help"'],
] as const) {
  test(`vin-report ${args.join(' ')} is a usage error: one line on stderr, exit 64`, async () => {
    const run = await runCli([...args], { env });
    assert.equal(run.code, 64);
    assert.equal(run.stderr, `${message}\n`);
    assert.equal(run.stdout, '');
  });
}

test('vin-report --version prints the package version', async () => {
  const { version } = JSON.parse(await readFile(path.join(REPO_DIR, 'package.json'), 'utf8')) as { version: string };
  const run = await runCli(['--version'], { env });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, `${version}\n`);
});

test('vin-report without a command prints the usage on stderr and exits 64', async () => {
  const run = await runCli([], { env });
  assert.equal(run.code, 64);
  assert.match(run.stderr, /^Usage: vin-report <command>/);
  assert.equal(run.stdout, '');
});

test('a bad environment variable is a one-line configuration error with exit 78', async () => {
  const run = await runCli(['decode', '1HGCM82633A004352'], { env: { ...env, UPSTREAM_TIMEOUT_MS: 'soon' } });
  assert.equal(run.code, 78);
  assert.equal(run.stderr, 'vin-report: configuration error: UPSTREAM_TIMEOUT_MS must be a whole number from 1 to 300000, got "soon"\n');
});

test('a CACHE_DIR every user can write is a one-line configuration error with exit 78', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-open-'));
  after(() => rm(dir, { recursive: true, force: true }));
  await chmod(dir, 0o777);
  const run = await runCli(['decode', '1HGCM82633A004352'], { env: { ...env, CACHE_DIR: dir } });
  assert.equal(run.code, 78);
  assert.equal(run.stderr, `vin-report: configuration error: CACHE_DIR ${dir} is writable by other users, who could plant reports in it; make it private (chmod 700) or point CACHE_DIR elsewhere\n`);
});
