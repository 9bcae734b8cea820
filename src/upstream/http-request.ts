/**
 * One upstream HTTP exchange over node:http/https, read whole into memory up to a byte cap. This is
 * what fetchJson uses unless a test hands it a fetch. It exists for speed: on the machines we
 * measure on, undici's fetch (WHATWG streams, its own dispatcher) costs about 0.45 ms more per call
 * than node:http, and a miss makes two calls, so fetch alone was most of what a miss cost beyond
 * the upstreams' own time (bench scenario 3, README "Performance").
 *
 * It keeps what fetch gave us that an upstream may rely on: keep-alive connections per origin,
 * gzip/deflate/brotli answers, and redirects for GET (a POST carries an API key and is never sent
 * on to another address; a 3xx is its answer).
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { brotliDecompress, gunzip, inflate, type ZlibOptions } from 'node:zlib';

export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Ends the exchange, body included; the rejection is the signal's reason (or an AbortError). */
  signal: AbortSignal;
  /** Decoded body bytes read at most; more rejects with BodyTooLargeError. */
  maxBytes: number;
}

export interface HttpAnswer {
  status: number;
  /** A response header by lower-case name, or null. */
  header(name: string): string | null;
  /** The body, decoded and as UTF-8 text. */
  text: string;
}

/** The answer's body is longer than the caller's cap (declared, read or decompressed). */
export class BodyTooLargeError extends Error {
  constructor() {
    super('response body exceeded the byte cap');
    this.name = 'BodyTooLargeError';
  }
}

/** Fetch follows 20; an API that needs more than a few is misconfigured, not slow. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Idle connections are closed after 4 s, before the common 5 s server-side keep-alive timeout, so
// a request is rarely sent on a socket the server is closing at that very moment (and fetchJson
// retries the one that is).
const AGENT_OPTIONS = { keepAlive: true, timeout: 4_000, scheduling: 'lifo' } as const;
const httpAgent = new http.Agent(AGENT_OPTIONS);
const httpsAgent = new https.Agent(AGENT_OPTIONS);

export async function httpRequest(url: string, options: HttpRequestOptions): Promise<HttpAnswer> {
  const follows = (options.method ?? 'GET') === 'GET';
  let target = new URL(url);
  for (let hops = 0; ; hops++) {
    const response = await send(target, options);
    const location = response.headers.location;
    if (!follows || !REDIRECTS.has(response.statusCode ?? 0) || location === undefined || hops >= MAX_REDIRECTS) {
      return { status: response.statusCode ?? 0, header: (name) => headerValue(response, name), text: await readBody(response, options) };
    }
    response.resume(); // a redirect's own body is not wanted; reading it frees the connection
    target = new URL(location, target); // send() refuses any scheme but http and https
  }
}

function send(target: URL, options: HttpRequestOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = target.protocol === 'https:';
    if (!secure && target.protocol !== 'http:') return reject(new Error(`unsupported scheme: ${target.protocol}`));
    const headers: Record<string, string | number> = { 'accept-encoding': 'gzip, deflate, br', ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const request = (secure ? https : http).request(target, {
      method: options.method ?? 'GET',
      headers,
      agent: secure ? httpsAgent : httpAgent,
      signal: options.signal,
    }, resolve);
    request.on('error', reject);
    request.end(options.body);
  });
}

function headerValue(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The whole body as text, decompressed, failing fast once it passes the cap. */
function readBody(response: IncomingMessage, options: HttpRequestOptions): Promise<string> {
  const { maxBytes, signal } = options;
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    // The declared length of a compressed body says nothing about its decoded size; the decoder caps that.
    if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return reject(new BodyTooLargeError());
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      response.destroy();
      reject(err);
    };
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) return fail(new BodyTooLargeError());
      chunks.push(chunk);
    });
    response.on('error', fail);
    // A connection that ends before the body does (a reset mid-body) closes without 'end'.
    response.on('close', () => {
      if (!response.complete) fail(signal.aborted ? abortReason(signal) : new Error('connection closed before the response was complete'));
    });
    response.on('end', () => {
      if (settled) return;
      settled = true;
      const raw = Buffer.concat(chunks, total);
      decode(raw, encoding, maxBytes).then((body) => resolve(body.toString('utf8')), (err: Error) => reject(err));
    });
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

type Decoder = (raw: Buffer, options: ZlibOptions, done: (err: Error | null, body: Buffer) => void) => void;

function decode(raw: Buffer, encoding: string, maxBytes: number): Promise<Buffer> {
  const decoder: Decoder | null = encoding === 'gzip' || encoding === 'x-gzip' ? gunzip
    : encoding === 'deflate' ? inflate
    : encoding === 'br' ? (brotliDecompress as Decoder)
    : null;
  if (encoding === 'identity' || raw.length === 0) return Promise.resolve(raw);
  if (!decoder) return Promise.reject(new Error(`unsupported content-encoding: ${encoding}`));
  return new Promise((resolve, reject) => {
    const zlibOptions: ZlibOptions = { maxOutputLength: maxBytes };
    decoder(raw, zlibOptions, (err, body) => {
      if (!err) return resolve(body);
      reject((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? new BodyTooLargeError() : err);
    });
  });
}
