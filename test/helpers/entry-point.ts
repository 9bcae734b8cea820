/**
 * The real entry point as a child process, for tests that need what only a separate process shows:
 * the environment as the only input, stderr/stdout as written, SIGTERM and SIGKILL, memory.
 *
 * Why one helper: the hostile suites, the Redis instances, the AI key test and the systemd unit test
 * each spawned `node --import tsx src/entry/main-service.ts` (or the unit's ExecStart) and read stderr until the
 * JSON `listening` line, each slightly differently (a regex over the whole text, a line parser
 * without a start timeout, a process left running after a timeout). This does it once: stderr is
 * split into lines across chunk boundaries (the logger writes several lines per chunk), every line is
 * parsed, start-up has a deadline with the captured stderr in the error, and stop/kill wait until
 * the process has exited and its output has been read to the end.
 *
 * The caller passes the whole environment: nothing of this process's environment is added.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..', '..');

/**
 * Node's arguments that run one entry point of the sources (src/entry/NAME.ts) from the repository
 * root: the JavaScript `npm test` compiled them to (scripts/run-tests.mjs names it in
 * VIN_REPORT_COMPILED_SOURCES), else the sources through tsx.
 */
export function entryPointArgs(name: 'main-service' | 'main-mcp-stdio' | 'main-cli'): string[] {
  const compiled = process.env.VIN_REPORT_COMPILED_SOURCES;
  return compiled ? ['--enable-source-maps', path.join(compiled, 'src', 'entry', `${name}.js`)] : ['--import', 'tsx', `src/entry/${name}.ts`];
}

/** How the service is started unless the caller says otherwise. */
const SOURCE_ENTRY_POINT = entryPointArgs('main-service');

/** After the exit, how long the pipes may stay open (a grandchild holding them) before they are cut. */
const DRAIN_AFTER_EXIT_MS = 2_000;

export interface EntryPointOptions {
  /** The child's complete environment (undefined values are left out, as spawn does). */
  env: NodeJS.ProcessEnv;
  /** Defaults to this Node binary running src/entry/main-service.ts (entryPointArgs) in the repository root. */
  command?: string;
  args?: string[];
  cwd?: string;
  /** Pipe and keep stdout (otherwise it goes nowhere). */
  captureStdout?: boolean;
  /** Rejects (and SIGKILLs the child) when no `listening` line came within this time. */
  startTimeoutMs?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface EntryPoint {
  proc: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Everything written to stderr so far, raw. */
  stderr(): string;
  /** Everything written to stdout so far ('' unless captureStdout). */
  stdout(): string;
  /** Every complete stderr line so far, parsed; a line that is not JSON is `{ event: 'non_json', line }`. */
  logs: Array<Record<string, unknown>>;
  /** Null while running; the exit code once exited (1 when a signal ended it). */
  exitCode(): number | null;
  /** Settles once the process has exited and stdout/stderr are read to the end. */
  exited: Promise<Exit>;
  /** Resident set size in bytes, from /proc (Linux). */
  rssBytes(): number;
  /** SIGTERM (unless already exited) and wait for `exited`. */
  stop(): Promise<Exit>;
  /** SIGKILL (unless already exited) and wait for `exited`. */
  kill(): Promise<Exit>;
}

/** Starts the entry point and resolves once it logged `listening`; rejects if it exits or times out first. */
export async function startEntryPoint(options: EntryPointOptions): Promise<EntryPoint> {
  const { env, command = process.execPath, args = SOURCE_ENTRY_POINT, cwd = ROOT, captureStdout = false, startTimeoutMs = 60_000 } = options;
  const proc = spawn(command, args, { cwd, env, stdio: ['ignore', captureStdout ? 'pipe' : 'ignore', 'pipe'] });

  let stderrText = '';
  let stdoutText = '';
  let partial = '';
  let exitCode: number | null = null;
  // Complete lines are kept raw and parsed when `logs` is read: until `listening` every line is
  // looked at, after that the test process does no per-line work while the service is under load.
  const lines: string[] = [];
  const logs: Array<Record<string, unknown>> = [];
  let listening: ((port: number) => void) | undefined;
  const parse = (line: string): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // not JSON: kept as it is below
    }
    return { event: 'non_json', line };
  };
  const parsedLogs = () => {
    while (logs.length < lines.length) logs.push(parse(lines[logs.length]!));
    return logs;
  };
  const takeLine = (line: string) => {
    lines.push(line);
    if (!listening) return;
    const entry = parsedLogs().at(-1)!;
    if (entry.event === 'listening' && typeof entry.port === 'number') {
      listening(entry.port);
      listening = undefined;
    }
  };
  proc.stderr!.setEncoding('utf8');
  proc.stderr!.on('data', (chunk: string) => {
    stderrText += chunk;
    const complete = (partial + chunk).split('\n');
    partial = complete.pop()!;
    for (const line of complete) takeLine(line);
  });
  proc.stderr!.on('end', () => {
    if (partial !== '') takeLine(partial);
    partial = '';
  });
  if (proc.stdout) {
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => (stdoutText += chunk));
  }

  proc.once('exit', (code) => {
    exitCode = code ?? 1;
    // Normally the pipes close right after; if something else still holds them, stop waiting.
    setTimeout(() => {
      proc.stderr?.destroy();
      proc.stdout?.destroy();
    }, DRAIN_AFTER_EXIT_MS).unref();
  });
  const exited = new Promise<Exit>((resolve) => proc.once('close', (code, signal) => resolve({ code, signal })));
  const spawnError = new Promise<never>((_, reject) => proc.once('error', reject));
  spawnError.catch(() => {});

  const signal = async (name: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(name);
    return exited;
  };
  const what = `${command} ${args.join(' ')}`;
  let timer: NodeJS.Timeout | undefined;
  try {
    const port = await Promise.race([
      new Promise<number>((resolve) => (listening = resolve)),
      exited.then(({ code, signal: sig }) => Promise.reject(new Error(`${what} exited (${code ?? sig}) before listening; stderr:\n${stderrText}`))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not log listening within ${startTimeoutMs} ms; stderr:\n${stderrText}`)), startTimeoutMs);
      }),
      spawnError,
    ]);
    return {
      proc,
      port,
      baseUrl: `http://127.0.0.1:${port}`,
      stderr: () => stderrText,
      stdout: () => stdoutText,
      get logs() {
        return parsedLogs();
      },
      exitCode: () => exitCode,
      exited,
      rssBytes() {
        const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
      },
      stop: () => signal('SIGTERM'),
      kill: () => signal('SIGKILL'),
    };
  } catch (err) {
    if (proc.pid !== undefined) await signal('SIGKILL'); // no pid: it never started, nothing to wait for
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
