// autocannon ships no types; this declares the part bench/run.ts and test/stress/load.stress.ts use.
declare module 'autocannon' {
  interface Request { method?: string; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }
  interface Options { url: string; method?: string; connections?: number; duration?: number; headers?: Record<string, string>; body?: string; requests?: Request[] }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
