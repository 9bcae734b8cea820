/**
 * The servers under test run as separate processes, as in production: the service through its own
 * built entry point (`dist/src/main.js`, as `npm start` and the systemd unit run it) and the
 * baseline as a bare node:http script. Both log a JSON `listening` line with their port on stderr,
 * which goes to a file, the way a journal or a log file takes it: the service pays for writing its
 * production log in full, and the load generator does not pay for reading it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');

export interface Child {
  url: string;
  port: number;
  pid: number;
  /** Bytes the process wrote to stderr after it started listening (its log volume). */
  logBytes(): number;
  /**
   * CPU seconds (user + system) the process has used so far, from /proc; null where there is no
   * /proc. Per request, this is the cost measure that other load on a shared machine disturbs least.
   */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** Variables the service reads; the bench sets them itself so a developer's shell cannot skew a run. */
const SERVICE_VARIABLES = /^(PORT|HOST|VPIC_|RECALLS_|UPSTREAM_|CACHE_|RATE_LIMIT|TRUST_PROXY|AI_|CORS_|LOG_LEVEL|STATE_DIRECTORY|REDIS|STORE|LIMITER)/;

function cleanEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!SERVICE_VARIABLES.test(name)) env[name] = value;
  return { ...env, ...overrides };
}

/**
 * Starts `node --import tsx <script>` (plain `node` for built `.js`; under `launcher`, if given) and resolves once it listens: on the port it logs in its
 * `listening` line, or, when `env.PORT` is given (a process whose log level hides that line), once
 * that port answers.
 *
 * The child's stderr goes to a file, the way a journal or a log file takes it in production: no
 * reader in the bench's own process. The bench process is also the load generator, and draining a
 * pipe of request logs there took CPU from the load, so the service was charged twice for its log.
 */
export function startNodeProcess(script: string, env: Record<string, string>, args: string[] = [], nodeArgs: string[] = [], launcher: string[] = []): Promise<Child> {
  const loader = script.endsWith('.js') ? [] : ['--import', 'tsx'];
  // The file is unlinked at once: it lives as long as the child and this process hold it open, and
  // a bench that is killed leaves no gigabytes of request log behind.
  const logDir = mkdtempSync(path.join(tmpdir(), 'vin-bench-log-'));
  const logFd = openSync(path.join(logDir, 'stderr.log'), 'w+');
  rmSync(logDir, { recursive: true });
  // A launcher (valgrind, for bench:compare --instructions) runs node under it, as the same process.
  const command = [...launcher, process.execPath, ...nodeArgs, ...loader, script, ...args];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: cleanEnv({ HOST: '127.0.0.1', PORT: '0', ...env }),
    stdio: ['ignore', 'ignore', logFd],
  });
  let logOpen = true;
  let lastSize = 0;
  const logSize = () => (logOpen ? (lastSize = fstatSync(logFd).size) : lastSize);
  /** The log's first bytes (reads by position, so the child's write offset is left alone). */
  const logText = () => {
    const bytes = Buffer.alloc(Math.min(logSize(), 64 * 1024));
    return bytes.subarray(0, readSync(logFd, bytes, 0, bytes.length, 0)).toString('utf8');
  };
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  void exited.then(() => {
    logSize();
    logOpen = false;
    closeSync(logFd);
  });
  return new Promise((resolve, reject) => {
    let port = 0;
    let sizeAtStart = 0;
    const ready = (listeningOn: number) => {
      clearTimeout(startup);
      clearInterval(poll);
      port = listeningOn;
      sizeAtStart = logSize();
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        pid: child.pid!,
        logBytes: () => logSize() - sizeAtStart,
        cpuSeconds: () => cpuSecondsOf(child.pid),
        stop: () => stop(child, exited),
      });
    };
    child.once('exit', (code) => {
      clearTimeout(startup);
      clearInterval(poll);
      if (!port) reject(new Error(`${script} exited with ${code} before listening:\n${logText()}`));
    });
    const startup = setTimeout(() => {
      if (port) return;
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start listening within 60s:\n${logText()}`));
    }, 60_000);
    const fixed = Number(env.PORT ?? 0);
    if (fixed) {
      void waitForPort(fixed, () => child.exitCode !== null).then((up) => up && ready(fixed));
    }
    // Until it listens, the log is read back for the `listening` line that names the port.
    const poll = setInterval(() => {
      if (port || fixed) return;
      for (const line of logText().split('\n')) {
        try {
          const parsed = JSON.parse(line) as { event?: string; port?: number };
          if (parsed.event === 'listening' && typeof parsed.port === 'number') return ready(parsed.port);
        } catch {
          // not a log line (a warning from node itself, or a line still being written)
        }
      }
    }, 20);
  });
}

/** Polls until something accepts connections on `port` (true) or `gaveUp()` (false). */
async function waitForPort(port: number, gaveUp: () => boolean): Promise<boolean> {
  while (!gaveUp()) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * A port the OS just handed out on loopback, for a child that cannot report its own: asked for
 * with port 0 and released, so the only risk is another process taking it in the next instant.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them,
    // in USER_HZ ticks, which Linux fixes at 100 per second for this interface.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The runtime flags the service ships with (`npm start`, the systemd unit), given to every server
 * in the bench, the bare baselines included, so that a ratio compares code, not runtime settings.
 * `--no-memory-reducer`: V8's memory reducer collects garbage in a memory-saving mode once a
 * process has been idle for about 8 seconds, and a node:http server whose hot code is optimised
 * after that (one that answered a request or two, idled, then met load, as a service does after a
 * quiet night) ran about 15% slower per request for as long as it was measured, in most trials
 * here (`npm run bench:idle`).
 */
export const RUNTIME_FLAGS = ['--no-memory-reducer'];
/** The node arguments `npm start` and the systemd unit give the service (test/npm-start.test.ts holds all three to this). */
export const SERVICE_NODE_ARGS = [...RUNTIME_FLAGS, '--enable-source-maps'];

/**
 * A service for measuring cache hits: asking `upstreams` (the bench's fakes), with a daily limit no
 * load reaches, at the production log level, caching in `cacheDir`.
 */
export function hitServiceEnv(upstreams: { vpicBaseUrl: string; recallsBaseUrl: string }, cacheDir: string): Record<string, string> {
  return {
    VPIC_BASE_URL: upstreams.vpicBaseUrl,
    RECALLS_BASE_URL: upstreams.recallsBaseUrl,
    RATE_LIMIT_PER_DAY: '1000000000',
    LOG_LEVEL: 'info',
    CACHE_DIR: cacheDir,
  };
}

/**
 * The service as `npm start` and the systemd unit run it: the built `dist/src/main.js` (the caller
 * builds first), configured by `env` on top of the bench's defaults (`nodeArgs`: e.g. --cpu-prof).
 */
export function startService(env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
  return startNodeProcess('dist/src/main.js', { LOG_LEVEL: 'info', ...env }, [], [...SERVICE_NODE_ARGS, ...nodeArgs]);
}

/**
 * The bare node:http server that answers every request with the bytes of `bodyFile` (and the
 * headers in `headersFile`, if given); `batched`: writing its answers once per event-loop turn, as the service does.
 */
export function startBaseline(bodyFile: string, headersFile?: string, options: { batched?: boolean } = {}): Promise<Child> {
  const args = headersFile ? [bodyFile, headersFile] : [bodyFile];
  return startNodeProcess('bench/baseline-server.ts', {}, options.batched ? [...args, '--batched'] : args, RUNTIME_FLAGS);
}

/** The bare server that only makes a miss's two upstream calls (the floor for scenario 3). */
export function startMissBaseline(vpicBaseUrl: string, recallsBaseUrl: string): Promise<Child> {
  return startNodeProcess('bench/miss-baseline-server.ts', {}, [vpicBaseUrl, recallsBaseUrl], RUNTIME_FLAGS);
}
