/**
 * The HTTP adapter: a hand-rolled node:http server over the report service. It owns routing, body
 * limits, headers, CORS and the per-request log line; everything about reports lives in the pipeline.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
// The global `performance` is a lazy getter on globalThis that runs on every read; this binding is not.
import { performance } from 'node:perf_hooks';
import { RateLimitedError } from '../errors.js';
import { clientKeyFor } from '../limits/client-key.js';
import type { RateLimitDecision, RateLimiter } from '../limits/rate-limiter.js';
import type { Logger } from '../logger.js';
import type { DecodeOutcome, ReportService } from '../report-service.js';
import type { ClientIpResolver } from './client-ip.js';
import { decimalInteger, decimalTenths, repeatedJsonStrings } from '../json-strings.js';
import { errorResponse } from './error-response.js';
import { BodyAbortedError, BodyTooLargeError, readBody } from './read-body.js';
import { closeStalledConnections } from './stalled-connections.js';
import { pageAsset } from '../web/assets.js';

export const MAX_BODY_BYTES = 16 * 1024;

/** Handles a request on a path the HTTP layer delegates (the MCP endpoint). */
export type MountedHandler = (req: IncomingMessage, res: ServerResponse, client: { ip: string; key: string }) => Promise<void>;

export interface HttpServerOptions {
  service: ReportService;
  limiter: RateLimiter;
  resolveClientIp: ClientIpResolver;
  logger: Logger;
  /** The bytes of openapi.json, served unchanged. */
  openapiJson: Buffer;
  corsOrigins: string[];
  now: () => number;
  /** Extra facts for /healthz (store and limiter state). */
  health?: () => Promise<Record<string, unknown>>;
  /** Handlers for other exact paths, e.g. { '/mcp': … }. */
  mounts?: Record<string, MountedHandler>;
  /** A connection on which nothing is read or written for this long is closed (default two minutes). */
  stalledConnectionMs?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** A context's header list until decode gives it its own; frozen, so a stray push fails loudly instead of leaking into other requests. */
const NO_HEADERS = Object.freeze([]) as unknown as string[];
const EXPOSED_HEADERS = 'X-Cache, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After';
/** Methods and paths as JSON strings for the request line. */
const encodeRepeated = repeatedJsonStrings();

interface RequestContext {
  /** Who sent it, as resolved for its socket. */
  client: KnownClient;
  path: string;
  /** performance.now() when the request arrived. */
  started: number;
  cache: 'HIT' | 'MISS' | undefined;
  /** The decode endpoint's response headers as a flat [name, value, ...] list, collected as it goes. */
  headers: string[];
  /** The report's bytes, once decided, until they are written. */
  report: Buffer | undefined;
}

const CONTEXT = Symbol('request context');
type TrackedResponse = ServerResponse & { [CONTEXT]: RequestContext };

/** A socket's last resolved client, reused while its X-Forwarded-For stays the same (its peer cannot change). */
interface KnownClient {
  forwarded: string | string[] | undefined;
  ip: string;
  /** The rate-limit key of `ip`. */
  key: string;
  /** The request line's last two members for this client, `"cache":…,"ip":…`, by the cache outcome. */
  logTail: { HIT: string; MISS: string; none: string };
}

/** The last two members of a request line from `ip`, for each cache outcome. */
function logTailsFor(ip: string): KnownClient['logTail'] {
  const ipMember = `"ip":${JSON.stringify(ip)}`;
  return { HIT: `"cache":"HIT",${ipMember}`, MISS: `"cache":"MISS",${ipMember}`, none: `"cache":null,${ipMember}` };
}

export function createHttpServer(options: HttpServerOptions): Server {
  const { logger, now } = options;
  const started = now();
  // Keep-alive clients send many requests per socket; resolving the address and its key once per
  // socket (for as long as the inputs are identical, so the answer is too) keeps it off the hot path.
  const knownClients = new WeakMap<Socket, KnownClient>();
  const clientOf = (req: IncomingMessage): KnownClient => {
    const forwarded = req.headers['x-forwarded-for'];
    let known = knownClients.get(req.socket);
    if (known === undefined || known.forwarded !== forwarded) {
      const ip = options.resolveClientIp(req.socket.remoteAddress, forwarded);
      known = { forwarded, ip, key: clientKeyFor(ip), logTail: logTailsFor(ip) };
      knownClients.set(req.socket, known);
    }
    return known;
  };

  // The log line, the error answer and the decode steps are shared functions that find the
  // request's context on the response, so serving a hit allocates no closure of the server's own.
  // The line's members are written here as JSON text from parts encoded once (the client's
  // address and cache outcome per socket, method and path per distinct value): stringifying a
  // fields object for every request was most of what the request log cost. A stream of hits logs
  // the same method, path and status line after line, so those members are kept as written for
  // the last line and reused while all three stay the same.
  let lastHead = { method: '', path: '', status: 0, members: '' };
  function logRequest(this: ServerResponse): void {
    const context = (this as TrackedResponse)[CONTEXT];
    const { path } = context;
    const method = this.req.method ?? '';
    const status = this.statusCode;
    if (status !== lastHead.status || path !== lastHead.path || method !== lastHead.method) {
      lastHead = { method, path, status, members: `"method":${encodeRepeated(method)},"path":${encodeRepeated(path.length > 200 ? path.slice(0, 200) + '…' : path)},"status":${status}` };
    }
    const ms = decimalTenths(Math.round((performance.now() - context.started) * 10));
    logger.infoEncoded('request', `${lastHead.members},"ms":${ms},${context.client.logTail[context.cache ?? 'none']}`);
  }

  /** The one place a failed request becomes its JSON answer (errors are mapped in errorResponse). */
  function answerError(res: ServerResponse, context: RequestContext, err: unknown): void {
    const answer = errorResponse(err, logger, { path: context.path });
    if (!res.headersSent) sendJson(res, answer.status, answer.body, { ...answer.headers, 'cache-control': 'no-store' });
    else res.destroy();
  }

  async function handle(req: IncomingMessage, res: ServerResponse, context: RequestContext): Promise<void> {
    try {
      await route(req, res, context.path, context);
    } catch (err) {
      answerError(res, context, err);
    }
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req.url);
    const context: RequestContext = { client: clientOf(req), path, started: performance.now(), cache: undefined, headers: NO_HEADERS, report: undefined };
    (res as TrackedResponse)[CONTEXT] = context;
    res.on('finish', logRequest);
    if (path === '/api/decode' && req.method === 'POST') {
      if (arrivals.push(res) === 1) setImmediate(decideArrivals);
    } else {
      void handle(req, res, context);
    }
  };
  const server = http.createServer({
    requestTimeout: 30_000,
    headersTimeout: 10_000,
    keepAliveTimeout: 5_000,
    // Node checks the two timeouts above only this often (default 30 s), so a slowloris would keep
    // its socket for up to 40 s instead of 10; a check every second is cheap and keeps them honest.
    connectionsCheckingInterval: 1_000,
  }, onRequest);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => answerClientError(err, socket));
  // Without a listener Node answers an unknown Expect with a bare 417; the expectation is optional
  // (RFC 9110 §10.1.1), so the request is simply served and gets a contract answer.
  server.on('checkExpectation', onRequest);
  // Without a listener Node drops a CONNECT silently; a tunnel is never offered, say so in JSON.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    writeRawJson(socket, 405, 'Method Not Allowed', 'Method not allowed: CONNECT is not supported.', 'Allow: GET, HEAD, POST, OPTIONS\r\n');
  });
  // Connections where nothing moves for two minutes are closed so abandoned ones cannot pile up.
  closeStalledConnections(server, options.stalledConnectionMs ?? 120_000);

  async function route(req: IncomingMessage, res: ServerResponse, path: string, context: RequestContext): Promise<void> {
    const page = pageAsset(req.method ?? '', path);
    if (page) return void res.writeHead(page.status, page.headers).end(page.body);
    // POST /api/decode never comes here (onRequest hands it to decode), and writes its CORS headers itself.
    applyCors(req, res, options.corsOrigins);
    switch (path) {
      case '/api/decode':
        if (req.method === 'OPTIONS') return preflight(res, 'POST, OPTIONS');
        setRateHeaders(res, await options.limiter.peek(context.client.key));
        return methodNotAllowed(res, 'POST, OPTIONS');
      case '/openapi.json':
        if (req.method === 'GET' || req.method === 'HEAD') {
          return sendBytes(res, 200, options.openapiJson, { 'cache-control': 'public, max-age=3600' }, req.method === 'HEAD');
        }
        if (req.method === 'OPTIONS') return preflight(res, 'GET, HEAD, OPTIONS');
        return methodNotAllowed(res, 'GET, HEAD, OPTIONS');
      case '/healthz':
        if (req.method === 'GET' || req.method === 'HEAD') {
          const extra = options.health ? await options.health() : {};
          return sendJson(res, 200, { status: 'ok', uptimeSeconds: Math.round((now() - started) / 1000), ...extra }, { 'cache-control': 'no-store' }, req.method === 'HEAD');
        }
        return methodNotAllowed(res, 'GET, HEAD');
    }
    const mounted = options.mounts?.[path];
    if (mounted) {
      // The mounted protocol writes its own answers; these two hold for every answer we send.
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', 'no-store');
      return mounted(req, res, { ip: context.client.ip, key: context.client.key });
    }
    return sendJson(res, 404, { error: `Not found: ${req.method} ${path.length > 100 ? path.slice(0, 100) + '…' : path}. The API is POST /api/decode; see /openapi.json.` }, { 'cache-control': 'no-store' });
  }

  /**
   * The hot path, POST /api/decode, as a chain of steps that each hand the response on, started
   * by decideArrivals at the end of the request's turn: a cache hit from memory with an in-memory
   * limiter is decided without a promise (limiter, body, memory layer are all answered at once)
   * and written with the rest of its turn's reports (see sendReport); a miss, a file read or a
   * shared limiter continues the same chain from a promise.
   *
   * Headers are collected in one flat list (context.headers) and written with the status line by a
   * single writeHead, so a 200 never builds Node's per-response header map; every other answer
   * first moves the collected headers onto `res` (same names, values and order as a 200 would have).
   *
   * Each step runs from an event or a promise, not inside one async function, so each catches what
   * it throws itself: an unexpected fault must become a 500, never an uncaught exception.
   */
  function decode(req: IncomingMessage, res: ServerResponse, context: RequestContext): void {
    try {
      context.headers = corsHeaders(req.headers.origin, options.corsOrigins);
      // Counted before anything else: every request to the endpoint spends budget, bad ones included.
      const { limiter } = options;
      if (limiter.takeNow) return limitTaken(res, limiter.takeNow(context.client.key));
      limiter.take(context.client.key).then((decision) => limitTaken(res, decision), (err: unknown) => decodeFailed(res, err));
    } catch (err) {
      decodeFailed(res, err);
    }
  }

  function limitTaken(res: ServerResponse, decision: RateLimitDecision): void {
    try {
      (res as TrackedResponse)[CONTEXT].headers.push(
        'x-ratelimit-limit', String(decision.limit),
        'x-ratelimit-remaining', decimalInteger(decision.remaining),
        'x-ratelimit-reset', String(decision.resetSeconds),
        'cache-control', 'no-store',
      );
      if (!decision.allowed) return decodeFailed(res, new RateLimitedError(decision));
      readBody(res.req, MAX_BODY_BYTES, res, bodyRead, bodyFailed);
    } catch (err) {
      decodeFailed(res, err);
    }
  }

  function bodyFailed(res: ServerResponse, err: Error): void {
    if (err instanceof BodyAbortedError) return void res.destroy();
    if (!(err instanceof BodyTooLargeError)) return decodeFailed(res, err);
    try {
      // Close after answering: reading the rest of an oversized body is exactly what we refuse to do.
      setHeaders(res, (res as TrackedResponse)[CONTEXT].headers);
      closeAfterAnswer(res);
      sendJson(res, 413, { error: `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.` });
    } catch (failure) {
      decodeFailed(res, failure);
    }
  }

  function bodyRead(res: ServerResponse, raw: Buffer): void {
    try {
      const vin = vinFromBody(raw);
      if ('error' in vin) {
        setHeaders(res, (res as TrackedResponse)[CONTEXT].headers);
        return sendJson(res, 400, { error: vin.error });
      }
      const hit = options.service.decodeFromMemory(vin.value);
      if (hit) return sendReport(res, hit);
      options.service.decode(vin.value).then((outcome) => sendReport(res, outcome), (err: unknown) => decodeFailed(res, err));
    } catch (err) {
      decodeFailed(res, err);
    }
  }

  /**
   * Reports are written together, once per turn of the event loop: those decided while the loop
   * reads one batch of ready connections go out back to back when that batch is done (setImmediate
   * runs right after the loop's I/O phase). A report written the moment it is decided interleaves
   * each socket write with the next request's work, and every write then wakes a client that has
   * gone back to waiting; on loopback (a reverse proxy on the same VM, the bench) the sender's
   * system call pays for that wake-up. Written in a burst, the clients are still awake and their
   * next requests arrive together too: at the server's limit this cut the CPU of a cache hit by
   * about a quarter. An answer waits at most for the rest of its batch.
   */
  let reportsDue: ServerResponse[] = [];
  function writeReportsDue(): void {
    const due = reportsDue;
    reportsDue = [];
    for (const res of due) writeReport(res);
  }

  /**
   * Decode requests are decided in the same place their reports are written: at the end of the
   * turn in which they arrived, all together (setImmediate runs right after the I/O phase). By then
   * node:http has parsed each request's whole packet, and a small body sent with its headers is
   * complete, so it is taken in one read instead of through stream events on later ticks (see
   * read-body.ts); the cache hits among them are written back to back right after.
   */
  let arrivals: ServerResponse[] = [];
  let deciding = false;
  function decideArrivals(): void {
    const due = arrivals;
    arrivals = [];
    deciding = true;
    try {
      for (const res of due) decode(res.req, res, (res as TrackedResponse)[CONTEXT]);
    } finally {
      deciding = false;
      writeReportsDue();
    }
  }

  function sendReport(res: ServerResponse, outcome: DecodeOutcome): void {
    const context = (res as TrackedResponse)[CONTEXT];
    context.cache = outcome.cache;
    context.report = outcome.body;
    context.headers.push(
      'x-cache', outcome.cache,
      'content-type', JSON_TYPE,
      'content-length', String(outcome.body.length),
      'x-content-type-options', 'nosniff',
    );
    // While arrivals are being decided, decideArrivals writes the reports when it is done.
    if (reportsDue.push(res) === 1 && !deciding) setImmediate(writeReportsDue);
  }

  function writeReport(res: ServerResponse): void {
    const context = (res as TrackedResponse)[CONTEXT];
    try {
      res.writeHead(200, context.headers);
      res.end(context.report);
    } catch (err) {
      // One bad answer must not cost the rest of the batch theirs.
      decodeFailed(res, err);
    }
  }

  function decodeFailed(res: ServerResponse, err: unknown): void {
    const context = (res as TrackedResponse)[CONTEXT];
    try {
      if (!res.headersSent) setHeaders(res, context.headers);
      answerError(res, context, err);
    } catch (failure) {
      // Not even an error answer could be written: end the connection rather than the process.
      logger.error('answer_failed', { path: context.path, err: failure });
      res.destroy();
    }
  }

  return server;
}

/**
 * The `vin` member of a JSON object body. Any content type is parsed as JSON (curl -d sends
 * form-urlencoded). A missing or malformed `vin` is the pipeline's to reject, with its own message.
 */
export function vinFromBody(raw: Buffer): { value: unknown } | { error: string } {
  const canonical = canonicalVin(raw);
  if (canonical !== undefined) return { value: canonical };
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Which complaint fits is worked out only here, off the path of a well-formed body.
    if (text.trim() === '') return { error: 'Request body is empty: send a JSON object like {"vin": "1HGCM82633A004352"}.' };
    return { error: 'Request body is not valid JSON: send a JSON object like {"vin": "1HGCM82633A004352"}.' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { error: 'Request body must be a JSON object like {"vin": "1HGCM82633A004352"}.' };
  }
  // Own property only: a body of {"__proto__": …} must not reach Object.prototype.
  return { value: Object.hasOwn(parsed, 'vin') ? (parsed as Record<string, unknown>).vin : undefined };
}

const CANONICAL_HEAD = Buffer.from('{"vin":"');
const CANONICAL_LENGTH = CANONICAL_HEAD.length + 17 + 2;

/**
 * The VIN of a body that is exactly `{"vin":"` + 17 letters or digits + `"}`, which is what
 * JSON.stringify({ vin }) gives for a well-formed VIN and so what most clients send; undefined for
 * any other body. For these bytes JSON.parse could only give that same string (no escapes, no
 * other keys, no whitespace), so the answer is identical, without decoding the body to a string
 * and running the JSON parser: about half a microsecond of a cache hit.
 */
function canonicalVin(raw: Buffer): string | undefined {
  if (raw.length !== CANONICAL_LENGTH || raw[CANONICAL_LENGTH - 2] !== 0x22 || raw[CANONICAL_LENGTH - 1] !== 0x7d) return undefined;
  for (let i = 0; i < CANONICAL_HEAD.length; i++) if (raw[i] !== CANONICAL_HEAD[i]) return undefined;
  for (let i = CANONICAL_HEAD.length; i < CANONICAL_LENGTH - 2; i++) {
    const c = raw[i]!;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))) return undefined;
  }
  return raw.toString('latin1', CANONICAL_HEAD.length, CANONICAL_LENGTH - 2);
}

function pathOf(url: string | undefined): string {
  if (!url) return '/';
  // Two indexOf scans cost a fraction of a regular expression's search on every request.
  let end = url.indexOf('?');
  const hash = url.indexOf('#');
  if (hash >= 0 && (end < 0 || hash < end)) end = hash;
  const path = end < 0 ? url : url.slice(0, end);
  if (path.startsWith('/')) return path;
  try {
    return new URL(path).pathname; // absolute-form request target
  } catch {
    return path;
  }
}

function setRateHeaders(res: ServerResponse, decision: RateLimitDecision): void {
  res.setHeader('x-ratelimit-limit', String(decision.limit));
  res.setHeader('x-ratelimit-remaining', String(decision.remaining));
  res.setHeader('x-ratelimit-reset', String(decision.resetSeconds));
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowed: string[]): void {
  setHeaders(res, corsHeaders(req.headers.origin, allowed));
}

/** The CORS response headers for a request from `origin`, as a flat [name, value, ...] list. */
function corsHeaders(origin: string | undefined, allowed: string[]): string[] {
  if (allowed.includes('*')) return ['access-control-allow-origin', '*', 'access-control-expose-headers', EXPOSED_HEADERS];
  if (origin && allowed.includes(origin)) return ['vary', 'Origin', 'access-control-allow-origin', origin, 'access-control-expose-headers', EXPOSED_HEADERS];
  return ['vary', 'Origin'];
}

function setHeaders(res: ServerResponse, headers: string[]): void {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}

function preflight(res: ServerResponse, methods: string): void {
  closeIfBodyUnread(res);
  res.writeHead(204, {
    'access-control-allow-methods': methods,
    'access-control-allow-headers': 'Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version',
    'access-control-max-age': '86400',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end();
}

/**
 * Answering before the request body was read (429, 404, 405, preflight) would make Node drain the
 * rest of it to keep the connection alive, and a body that never ends is then read and discarded
 * for as long as the client likes. Closing the connection after the answer refuses that work.
 */
function closeIfBodyUnread(res: ServerResponse): void {
  const req = res.req;
  if (!req || req.complete) return;
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')) {
    closeAfterAnswer(res);
  }
}

/** How long a connection we hang up on may stay open after its answer (see closeAfterAnswer). */
const LINGER_MS = 2_000;

/**
 * Ends the connection after the answer on `res`, whose request body is refused or left unread.
 * Closing a socket while the peer is still sending makes the kernel reset the connection, and a
 * client busy writing its body can meet that reset before it has read the answer: it then sees
 * ECONNRESET instead of our 413 or 429. So, like nginx's lingering close, our side is closed with
 * the answer (FIN) but the socket is destroyed only LINGER_MS later, and nothing more is read in
 * between (the request stays paused): a client that keeps sending only fills kernel buffers.
 */
function closeAfterAnswer(res: ServerResponse): void {
  res.setHeader('connection', 'close');
  const { socket, req } = res;
  if (!socket || !req) return;
  res.once('finish', () => {
    // Node has just half-closed the socket and queued destroy() for when the FIN is out, and
    // resumed the request to discard its body: keep it paused and hold the destroy back a while.
    req.pause();
    if (socket.destroyed) return;
    socket.removeListener('finish', socket.destroy);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, { error: `Method not allowed: use ${allow.replace(', OPTIONS', '')}.` }, { allow, 'cache-control': 'no-store' });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}, headOnly = false): void {
  sendBytes(res, status, Buffer.from(JSON.stringify(body)), headers, headOnly);
}

function sendBytes(res: ServerResponse, status: number, body: Buffer, headers: OutgoingHttpHeaders, headOnly = false): void {
  closeIfBodyUnread(res);
  res.writeHead(status, {
    'content-type': JSON_TYPE,
    'content-length': body.length,
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(headOnly ? undefined : body);
}

/** Malformed requests the parser rejects still get a JSON answer, then the socket is closed. */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'Request took too long to arrive.']
    : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'Request headers are too large.']
    : [400, 'Bad Request', 'Malformed HTTP request.'];
  writeRawJson(socket, status, reason, message);
}

/** A complete JSON error response written straight to a socket the HTTP parser gave up on. */
function writeRawJson(socket: Socket, status: number, reason: string, message: string, extraHeaders = ''): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n${extraHeaders}Connection: close\r\n\r\n${body}`,
  );
}
