// autocannon ships no types; this declares the part bench/run.ts uses.
declare module 'autocannon' {
  interface Options { url: string; method?: string; connections?: number; duration?: number; headers?: Record<string, string>; body?: string }
  interface Result { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number }
  export default function autocannon(options: Options): Promise<Result>;
}
