/**
 * The HTTP adapter: a node:http server with a small route table. Handlers are async functions that
 * return a Reply; `send` is the one place an answer is written (status, headers, body, lingering
 * close, request line, metrics), and `errorResponse` the one place a failure becomes an answer.
 */
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientKeyFor } from '../limits/client-key.js';
import type { Logger } from '../logger.js';
import type { ClientIpResolver } from '../limits/client-ip.js';
import { requestIdOf } from '../request-id.js';
import { errorResponse } from './error-response.js';
import { closeAfterAnswer, closeIfBodyUnread } from '../lingering-close.js';
import { BodyAbortedError } from './read-body.js';
import { BodyTooLargeError } from '../errors.js';
import type { Reply } from './reply.js';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  client: { ip: string; key: string };
  requestId: string;
  /** Writes lines that carry the request's id; hand it to the pipeline. */
  logger: Logger;
  /** Headers every answer to this request carries, whatever it turns out to be (rate-limit state). */
  headers: Record<string, string>;
  /** The cache outcome, for the request line. */
  cache?: string;
  /** The matched route's path, for metrics ('unmatched' when none). */
  route?: string;
}

export type Handler = (ctx: RequestContext) => Promise<Reply>;
/** A handler that writes its own answer on ctx.res (the MCP transport). */
export type RawHandler = (ctx: RequestContext) => Promise<void>;

export interface Route {
  path: string;
  /** Matches every path under `path` (which then ends in '/'). */
  prefix?: boolean;
  /** Handlers by method. HEAD is served by GET; OPTIONS is answered from this list. */
  methods?: Record<string, Handler>;
  raw?: RawHandler;
  /** Runs for a method the route does not take, before the 405 (the decode route shows rate-limit state). */
  onWrongMethod?: (ctx: RequestContext) => Promise<void>;
}

export interface HttpServerOptions {
  routes: Route[];
  resolveClientIp: ClientIpResolver;
  logger: Logger;
  corsOrigins: string[];
  /** Called once per answered request (metrics). */
  onAnswered?: (route: string, method: string, status: number, seconds: number) => void;
  /** A connection on which nothing is read or written for this long is closed (default two minutes). */
  stalledConnectionMs?: number;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
const EXPOSED_HEADERS = 'X-Cache, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Warning';

export function createHttpServer(options: HttpServerOptions): Server {
  const { logger } = options;
  /** What every answer carries, whoever writes it. */
  const commonHeaders = (ctx: RequestContext): Record<string, string> => Object.assign(
    { 'x-request-id': ctx.requestId, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' },
    corsHeaders(ctx.req.headers.origin, options.corsOrigins),
  );

  function send(ctx: RequestContext, reply: Reply): void {
    const { res, req } = ctx;
    if (res.headersSent) return void res.destroy();
    const body = reply.body === undefined ? undefined : Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(JSON.stringify(reply.body));
    // Later sources win (Object.assign: spreads into one literal cost a cache hit noticeably more).
    const headers = Object.assign(commonHeaders(ctx), ctx.headers, reply.headers);
    if (body) {
      headers['content-type'] = reply.contentType ?? JSON_TYPE;
      headers['content-length'] = String(body.length);
    }
    closeIfBodyUnread(res);
    writeSoon(() => {
      try {
        res.writeHead(reply.status, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch (err) {
        // One answer that cannot be written must not cost the rest of the burst theirs.
        logger.error('answer_failed', { err });
        res.destroy();
      }
    });
  }

  // Answers decided in one turn of the event loop are written together at its end: on loopback
  // (a proxy on the same VM) each write wakes its client, and a burst costs far fewer wake-ups.
  let due: Array<() => void> = [];
  function writeSoon(write: () => void): void {
    if (due.push(write) > 1) return;
    setImmediate(() => {
      const writes = due;
      due = [];
      for (const writeOne of writes) writeOne();
    });
  }

  async function handle(ctx: RequestContext): Promise<void> {
    const { req } = ctx;
    const route = options.routes.find((r) => (r.prefix ? ctx.path.startsWith(r.path) : ctx.path === r.path));
    ctx.route = route?.path;
    try {
      if (!route) return send(ctx, notFound(req.method, ctx.path));
      if (route.raw) {
        // The mounted protocol writes its own answers; these hold for every answer we send.
        for (const [name, value] of Object.entries(commonHeaders(ctx))) ctx.res.setHeader(name, value);
        return await route.raw(ctx);
      }
      const methods = route.methods ?? {};
      const method = req.method === 'HEAD' && !methods.HEAD ? 'GET' : req.method ?? 'GET';
      const handler = methods[method];
      if (handler) return send(ctx, await handler(ctx));
      const allow = [...Object.keys(methods), ...(methods.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
      if (req.method === 'OPTIONS') return send(ctx, { status: 204, headers: { ...PREFLIGHT_HEADERS, 'access-control-allow-methods': allow } });
      await route.onWrongMethod?.(ctx);
      const usable = allow.replace(', OPTIONS', '');
      send(ctx, { status: 405, body: { error: `Method not allowed: use ${usable}.` }, headers: { allow } });
    } catch (err) {
      if (err instanceof BodyAbortedError) return void ctx.res.destroy();
      // Reading the rest of an oversized body is exactly what we refuse to do.
      if (err instanceof BodyTooLargeError) closeAfterAnswer(ctx.res);
      const answer = errorResponse(err, ctx.logger, { path: ctx.path });
      if (ctx.res.headersSent) return void ctx.res.destroy();
      send(ctx, answer);
    }
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const path = pathOf(req.url);
    const requestId = requestIdOf(req.headers['x-request-id']);
    const ip = options.resolveClientIp(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    const ctx: RequestContext = { req, res, path, client: { ip, key: clientKeyFor(ip) }, requestId, logger: logger.child({ requestId }), headers: {} };
    res.on('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      options.onAnswered?.(ctx.route ?? 'unmatched', req.method ?? '', res.statusCode, seconds);
      ctx.logger.info('request', {
        method: req.method, path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
        status: res.statusCode, ms: Math.round(seconds * 10_000) / 10, cache: ctx.cache ?? null, ip,
      });
    });
    void handle(ctx);
  }

  const server = http.createServer({
    requestTimeout: 30_000,
    headersTimeout: 10_000,
    keepAliveTimeout: 5_000,
    // Node checks the two timeouts above only this often (default 30 s); a slowloris would keep its socket four times longer.
    connectionsCheckingInterval: 1_000,
  }, onRequest);
  // Connections where nothing moves (a client that stopped reading its answer) are closed.
  server.setTimeout(options.stalledConnectionMs ?? 120_000, (socket: Socket) => socket.destroy());
  server.on('clientError', answerClientError);
  // Without a listener Node answers an unknown Expect with a bare 417; the expectation is optional
  // (RFC 9110 §10.1.1), so the request is simply served.
  server.on('checkExpectation', onRequest);
  // Without a listener Node drops a CONNECT silently; a tunnel is never offered, say so in JSON.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    writeRawJson(socket, 405, 'Method not allowed: CONNECT is not supported.', 'Allow: GET, HEAD, POST, OPTIONS\r\n');
  });
  return server;
}

export function notFound(method: string | undefined, path: string): Reply {
  const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  return { status: 404, body: { error: `Not found: ${method} ${shown}. The API is POST /api/decode; see /openapi.json.` } };
}

const PREFLIGHT_HEADERS = { 'access-control-allow-headers': 'Content-Type, Accept, X-Request-Id, Mcp-Session-Id, Mcp-Protocol-Version', 'access-control-max-age': '86400' };

/** The path as sent (not normalised, so the log shows what came), without query or fragment. */
function pathOf(url = '/'): string {
  const path = url.split(/[?#]/, 1)[0]!;
  if (path.startsWith('/')) return path;
  try {
    return new URL(path).pathname; // absolute-form request target
  } catch {
    return path;
  }
}

const ANY_ORIGIN: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS };
const VARY_ORIGIN: Readonly<Record<string, string>> = { vary: 'Origin' };

/** The CORS headers for a request from `origin` (read-only: callers copy them). */
function corsHeaders(origin: string | undefined, allowed: string[]): Readonly<Record<string, string>> {
  if (allowed.includes('*')) return ANY_ORIGIN;
  if (origin && allowed.includes(origin)) return { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS };
  return VARY_ORIGIN;
}

/** Malformed requests the parser rejects still get a JSON answer, then the socket is closed. */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || err.code === 'ECONNRESET') return void socket.destroy();
  const [status, message]: [number, string] = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request took too long to arrive.']
    : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request headers are too large.'] : [400, 'Malformed HTTP request.'];
  writeRawJson(socket, status, message);
}

/** A complete JSON error response written straight to a socket the HTTP parser gave up on. */
function writeRawJson(socket: Socket, status: number, message: string, extraHeaders = ''): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n${extraHeaders}Connection: close\r\n\r\n${body}`,
  );
}
