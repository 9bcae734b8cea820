/**
 * Open-loop load at a fixed rate: one request every 1/rate seconds, evenly spaced, each on a free
 * keep-alive connection, whatever the answers before it are doing. This is what "latency at N req/s"
 * means. autocannon's own rate option is not that: it lets each connection send as fast as it can
 * until that second's quota is used up, then idle until the next second, so its requests arrive in
 * bursts and their latency includes queueing behind each other.
 */
import http from 'node:http';
import type { LoadResult } from './load.js';

export interface PacedOptions {
  /** The URL every request is POSTed to. */
  url: string;
  /** Requests per second. */
  rate: number;
  /** Seconds during which requests are started; the run then waits for the last answers. */
  duration: number;
  headers?: Record<string, string>;
  /** The body of the next request, and a tag handed back with its answer. */
  next: () => { body: string; tag?: string };
  /** Each answer: status, latency in ms (from the moment it was sent), its tag and its headers. */
  onResponse?: (status: number, ms: number, tag: string | undefined, headers: http.IncomingHttpHeaders) => void;
}

const TIMEOUT_MS = 30_000;

export async function runPaced(options: PacedOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  let responses = 0;
  let non2xx = 0;
  let errors = 0;
  let outstanding = 0;
  let allSent = false;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const settle = () => {
    outstanding--;
    if (allSent && outstanding === 0) done();
  };

  const send = () => {
    const { body, tag } = options.next();
    outstanding++;
    const sentAt = performance.now();
    const req = http.request(options.url, {
      method: 'POST',
      agent,
      headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
      timeout: TIMEOUT_MS,
    }, (res) => {
      res.resume();
      res.on('end', () => {
        const ms = performance.now() - sentAt;
        const status = res.statusCode ?? 0;
        responses++;
        options.onResponse?.(status, ms, tag, res.headers);
        if (status >= 200 && status < 300) latencies.push(ms);
        else non2xx++;
        settle();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => {
      errors++;
      settle();
    });
    req.end(body);
  };

  const interval = 1000 / options.rate;
  const started = performance.now();
  const end = started + options.duration * 1000;
  let due = started;
  await new Promise<void>((resolve) => {
    const tick = () => {
      // A late timer sends what fell due meanwhile, so the count stays exact; spacing recovers after.
      const now = performance.now();
      while (due <= now && due < end) {
        send();
        due += interval;
      }
      if (due < end) setTimeout(tick, Math.max(0, due - performance.now()));
      else resolve();
    };
    tick();
  });
  allSent = true;
  if (outstanding > 0) await finished;
  agent.destroy();
  const seconds = options.duration;
  const sorted = Float64Array.from(latencies).sort();
  return { responses, ok: sorted.length, non2xx, errors, seconds, rps: sorted.length / seconds, latencies: sorted };
}
