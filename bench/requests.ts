/**
 * The requests the bench scripts send to a service: one POST /api/decode on its own connection,
 * warming a VIN into the cache, and the closed-loop cache-hit load (shared by `npm run bench` and
 * `npm run bench:compare`, so both measure a hit the same way).
 */
import http from 'node:http';
import { runLoad, type LoadResult } from './load.js';
import type { Child } from './processes.js';
import { runWrk, type WrkResult } from './wrk.js';

export const HIT_CONNECTIONS = 50;
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const bodyFor = (vin: string) => JSON.stringify({ vin });

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As received: [name, value, ...] in order. */
  rawHeaders: string[];
  body: Buffer;
}

/** One POST /api/decode on its own connection. */
export function post(child: Child, vin: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = bodyFor(vin);
    const req = http.request(`${child.url}/api/decode`, { method: 'POST', agent: false, headers: { ...JSON_HEADERS, 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Requests `vin` until it is cached; returns the HIT answer the store now serves. */
export async function warmHit(child: Child, vin: string): Promise<Answer> {
  const first = await post(child, vin);
  if (first.status !== 200) throw new Error(`warming ${vin}: HTTP ${first.status} ${first.body.toString('utf8').slice(0, 200)}`);
  const second = await post(child, vin);
  if (second.status !== 200 || second.headers['x-cache'] !== 'HIT') throw new Error(`warming ${vin}: second answer was not a cache hit`);
  return second;
}

/** `duration` seconds of POST /api/decode for `vin` on HIT_CONNECTIONS closed-loop connections. */
export function hitLoad(child: Child, vin: string, duration: number): Promise<LoadResult> {
  return runLoad({ url: `${child.url}/api/decode`, connections: HIT_CONNECTIONS, duration, method: 'POST', headers: JSON_HEADERS, body: bodyFor(vin) });
}

/** `seconds` (whole) of the same load from wrk, so the server runs at its own limit (see bench/wrk.ts). */
export function hitLoadAtLimit(child: Child, vin: string, seconds: number): Promise<WrkResult> {
  return runWrk({ url: `${child.url}/api/decode`, connections: HIT_CONNECTIONS, seconds, method: 'POST', headers: JSON_HEADERS, body: bodyFor(vin) });
}
