/**
 * Load from wrk (Debian package `wrk`), when it is installed: a load generator written in C that
 * needs a few microseconds per request, so the server, not the generator, sets the pace.
 *
 * autocannon, which runs in the bench's own Node process, needs 25-40 µs per answer here, about
 * what a bare node:http server needs to give one; on a two-core machine it tops out near the
 * baseline's pace, and a ratio measured with it compares the generator's costs for two kinds of
 * answer as much as the servers'. With wrk a bare server answers as fast as its one core allows
 * (in trials here up to 45,000 hits a second, where autocannon reached 30,000): the limit the hit
 * ratio is meant to be measured against.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  /** Answers received (any status). */
  responses: number;
  non2xx: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  seconds: number;
  /** 2xx answers per second. */
  rps: number;
  /** Latency percentiles in ms, over all answers. */
  p50: number;
  p99: number;
}

export interface WrkOptions {
  url: string;
  connections: number;
  /** Whole seconds (wrk takes no fractions). */
  seconds: number;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** True when a `wrk` command is on PATH. */
export function wrkInstalled(): boolean {
  // `wrk --version` prints its banner and exits 1; a missing command fails to spawn at all.
  const probe = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  return probe.error === undefined;
}

/** Lua for wrk: the request, and one JSON line of results printed when the run is done. */
function script(options: WrkOptions): string {
  const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string literal for this text
  return [
    `wrk.method = ${lua(options.method)}`,
    `wrk.body = ${lua(options.body)}`,
    ...Object.entries(options.headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'RESULT {"responses":%d,"micros":%d,"non2xx":%d,"errors":%d,"p50":%d,"p99":%d}\\n\',',
    '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(99)))',
    'end',
    '',
  ].join('\n');
}

/** One closed-loop run of wrk with one thread (a second would only contend for the server's core). */
export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vin-bench-wrk-'));
  const scriptFile = path.join(dir, 'request.lua');
  writeFileSync(scriptFile, script(options));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', scriptFile, options.url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
    });
    const line = output.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const raw = JSON.parse(line.slice('RESULT '.length)) as { responses: number; micros: number; non2xx: number; errors: number; p50: number; p99: number };
    const seconds = raw.micros / 1e6;
    return {
      responses: raw.responses,
      non2xx: raw.non2xx,
      errors: raw.errors,
      seconds,
      rps: (raw.responses - raw.non2xx) / seconds,
      p50: raw.p50 / 1000,
      p99: raw.p99 / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
