/**
 * Runs the real `vin-report` command (bin/vin-report.js, which in a checkout runs the sources) as a
 * child process with only the environment given, and collects what a user would see.
 */
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import path from 'node:path';
import { entryPointArgs } from '../helpers/entry-point.js';
import { ROOMY_HOST_LIMITS } from '../helpers/fake-upstream.js';

export const REPO_DIR = path.join(import.meta.dirname, '..', '..');
const BIN_DIR = path.join(REPO_DIR, 'bin');

/** A run that takes longer than this is a hang: the child is killed and the test fails with its output. */
const RUN_TIMEOUT_MS = 90_000;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env: Record<string, string>;
  stdin?: string;
  cwd?: string;
  /** Which command of the package (default vin-report). */
  bin?: 'vin-report' | 'vin-report-mcp';
}

/**
 * Node's arguments for one command of the package: its bin, which in a checkout runs the sources
 * through tsx; under `npm test`, the entry point the bin runs, from the JavaScript the test runner
 * compiled (VIN_REPORT_COMPILED_SOURCES), which starts without tsx. The bins themselves are
 * spawned as they are by the stdio and serve tests, and from the packed package by test:system.
 */
function commandArgs(bin: 'vin-report' | 'vin-report-mcp'): string[] {
  const compiled = process.env.VIN_REPORT_COMPILED_SOURCES;
  if (!compiled) return [path.join(BIN_DIR, `${bin}.js`)];
  return [...entryPointArgs('main-cli'), ...(bin === 'vin-report-mcp' ? ['mcp'] : [])];
}

export async function runCli(args: string[], options: CliOptions): Promise<CliRun> {
  // PATH and HOME only from this process: nothing else of the test runner's environment leaks in.
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env };
  const child = spawn(process.execPath, [...commandArgs(options.bin ?? 'vin-report'), ...args], { cwd: options.cwd ?? REPO_DIR, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(options.stdin ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  return { code, stdout, stderr };
}

/** The environment that points the CLI at a fake NHTSA and a cache directory of its own. */
export function cliEnv(fake: { vpicBaseUrl: string; recallsBaseUrl: string; fuelEconomyBaseUrl: string }, cacheDir: string): Record<string, string> {
  return { CACHE_DIR: cacheDir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl, UPSTREAM_TIMEOUT_MS: '5000', ...ROOMY_HOST_LIMITS };
}

/**
 * Runs a command line through the CLI's own entry function (src/cli/run.ts) in this process, with
 * the app the real command opens and nothing of this process's environment: what a user sees,
 * without the second or two a new process spends loading the sources. stderr is not a terminal.
 * Output passes terminalText as the real entry point's does.
 */
export async function runCliHere(args: string[], options: { env: Record<string, string> }): Promise<CliRun> {
  const [{ runCli: run }, { openCliApp }, { terminalText }] = await Promise.all([
    import('../../src/cli/run.js'), import('../../src/entry/cli-app.js'), import('../../src/cli/terminal-text.js'),
  ]);
  let stdout = '';
  let stderr = '';
  const stderrStream = { isTTY: false, write: (text: string) => ((stderr += terminalText(text)), true) } as unknown as NodeJS.WriteStream;
  const code = await run(args, {
    env: { ...options.env },
    out: async (text) => void (stdout += terminalText(text)),
    err: (line) => void (stderr += `${terminalText(line)}\n`),
    stderr: stderrStream,
    stdin: Readable.from([]),
    openApp: (env, appOptions) => openCliApp(env, appOptions, false),
    startServer: async () => {
      throw new Error('runCliHere does not start servers');
    },
  });
  return { code: code === 'running' ? null : code, stdout, stderr };
}
