/**
 * One autocannon run, with every response's latency kept at full resolution (autocannon's own
 * histogram rounds to whole milliseconds, too coarse for sub-millisecond overheads).
 */
import autocannon, { type AutocannonOptions } from 'autocannon';

export interface LoadResult {
  /** Responses received (any status). */
  responses: number;
  ok: number;
  non2xx: number;
  errors: number;
  seconds: number;
  rps: number;
  /** Latencies of 2xx responses in ms, ascending. */
  latencies: Float64Array;
}

/** `onSample` sees every response's status and latency, right after the request's own onResponse. */
export async function runLoad(options: AutocannonOptions, onSample?: (status: number, ms: number) => void): Promise<LoadResult> {
  const latencies: number[] = [];
  let responses = 0;
  let non2xx = 0;
  const instance = autocannon({ timeout: 30, ...options });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    responses++;
    onSample?.(status, ms);
    if (status >= 200 && status < 300) latencies.push(ms);
    else non2xx++;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    responses,
    ok: sorted.length,
    non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
    rps: sorted.length / result.duration,
    latencies: sorted,
  };
}

/** The q-quantile (0..1) of ascending values, nearest rank; NaN when empty. */
export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Several runs' latencies as one ascending array. */
export function merge(runs: LoadResult[]): Float64Array {
  const all = new Float64Array(runs.reduce((n, r) => n + r.latencies.length, 0));
  let at = 0;
  for (const r of runs) {
    all.set(r.latencies, at);
    at += r.latencies.length;
  }
  return all.sort();
}
