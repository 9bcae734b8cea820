/**
 * MCP over Streamable HTTP, stateless, for both protocol eras: the SDK's createMcpHandler serves
 * 2026-07-28 requests, and a stateless JSON transport 2025-era ones (initialize, then one POST per
 * message), each from a fresh McpServer per request, bound to the caller's rate-limit key, so each report spends the same daily
 * budget as POST /api/decode. Mounted at /mcp by src/entry/service-server.ts as the route's raw
 * handler.
 *
 * In front of the SDK, this adapter owns what protects the process: the Origin check, a small body
 * limit, at most MAX_BATCH_MESSAGES messages per POST, a per-client message budget for every POST
 * (message-budget.ts), and a lingering close for every answer that leaves a body unread.
 *
 * Browsers always send Origin on POST; a page on a foreign origin (including one that reached a
 * local server by DNS rebinding, whose Host then names the attacker's domain) is answered 403.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { RateLimiter } from '../src/limits/rate-limiter.js';
import type { Logger } from '../src/logger.js';
import type { ReportService } from '../src/report-service.js';
import { closeAfterAnswer, closeIfBodyUnread } from '../src/lingering-close.js';
import { BodyAbortedError, readBody } from '../src/http/read-body.js';
import { BodyTooLargeError } from '../src/errors.js';
import { createMessageBudget } from './message-budget.js';
import { createMcpServer } from './server.js';
import type { ToolContextOptions } from './tools/tool-context.js';

/** `metrics` counts the tools' internal faults; `pictures` lets the report card show NHTSA's photo. */
export interface McpHttpHandlerOptions extends Pick<ToolContextOptions, 'metrics' | 'pictures'> {
  service: ReportService;
  limiter: RateLimiter;
  logger: Logger;
  /** Origins allowed besides same-host loopback ones (MCP_ALLOWED_ORIGINS); "*" allows any. */
  allowedOrigins: string[];
  now?: () => number;
  /** JSON-RPC messages one client may send per minute, over all its POSTs (default 120). */
  messagesPerMinute?: number;
}

/** Mounted as the /mcp route's raw handler (src/entry/service-server.ts); `client.key` is the caller's rate-limit key. */
export type McpHttpHandler = (req: IncomingMessage, res: ServerResponse, client: { ip: string; key: string }) => Promise<void>;

/** JSON-RPC messages are small; a decodeVins call with 50 VINs is about 1.2 KB. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Most JSON-RPC messages one POST may carry (2025-03-26 clients may batch; later revisions never do). */
export const MAX_BATCH_MESSAGES = 10;
export const DEFAULT_MESSAGES_PER_MINUTE = 120;

/** JSON-RPC error codes used for answers given before the SDK sees the request. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;

/**
 * The /mcp handler. Answers 403 for a foreign Origin, 204 to CORS preflights, 405 to anything but
 * POST (stateless: there is no session to GET or DELETE), 413/400/429 for bodies too large, too many
 * messages in one POST or too many per minute, and hands every other POST to the SDK.
 * Never throws for a client's mistake.
 */
export function createMcpHttpHandler(options: McpHttpHandlerOptions): McpHttpHandler {
  const { service, limiter, logger } = options;
  const now = options.now ?? Date.now;
  const budget = createMessageBudget({ perMinute: options.messagesPerMinute ?? DEFAULT_MESSAGES_PER_MINUTE, now });
  // The SDK hands the factory the Request it was given; this is how an instance learns its caller.
  const callers = new WeakMap<Request, string>();
  const serverFor = (request: Request | undefined) =>
    createMcpServer({ service, logger, now, transport: 'http', limiter, clientKey: (request && callers.get(request)) ?? '', metrics: options.metrics, pictures: options.pictures });
  // The SDK's default response mode answers with one JSON body unless a handler sends a message
  // before its result; our tools send none. (responseMode 'json' would say the same, but the SDK
  // then warns on the console, outside the JSON log, that such messages would be dropped.)
  const modern = createMcpHandler(({ requestInfo }) => serverFor(requestInfo), {
    legacy: 'reject',
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (err) => logger.debug('mcp_http_rejected', { err: err.message }),
  });

  /**
   * A 2025-era request, served statelessly like the SDK's own fallback but answered with one JSON
   * body instead of a one-event SSE stream: simpler for clients, and every /mcp answer stays JSON.
   */
  async function legacy(request: Request, parsedBody: unknown): Promise<Response> {
    const server = serverFor(request);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      // Closing cannot change the answer, but a failure to let go of a server is worth a line.
      void transport.close().catch((err: unknown) => logger.warn('mcp_close_failed', { part: 'transport', err }));
      void server.close().catch((err: unknown) => logger.warn('mcp_close_failed', { part: 'server', err }));
    }
  }

  return async (req, res, client) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, req.headers.host, options.allowedOrigins)) {
      return sendRpcError(res, 403, SERVER_ERROR, `Origin ${JSON.stringify(origin.slice(0, 200))} is not allowed to use this MCP endpoint; the server's MCP_ALLOWED_ORIGINS lists the ones that are.`);
    }
    if (req.method === 'OPTIONS') {
      closeIfBodyUnread(res);
      res.writeHead(204, {
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID',
        'access-control-max-age': '86400',
        'cache-control': 'no-store',
      });
      return void res.end();
    }
    if (req.method !== 'POST') {
      return sendRpcError(res, 405, SERVER_ERROR, 'Method not allowed: this stateless MCP endpoint takes POST only.', { allow: 'POST, OPTIONS' });
    }

    // Every POST costs one message before its body is even read; a batch pays for the rest below.
    if (!spend(res, client.key, 1)) return;
    let raw: Buffer;
    try {
      raw = await readBody(req, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof BodyAbortedError) return void res.destroy();
      if (err instanceof BodyTooLargeError) return sendRpcError(res, 413, INVALID_REQUEST, err.message);
      throw err;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return sendRpcError(res, 400, PARSE_ERROR, 'Parse error: the body is not valid JSON.');
    }
    if (Array.isArray(body)) {
      if (body.length > MAX_BATCH_MESSAGES) {
        return sendRpcError(res, 400, INVALID_REQUEST, `Batch too large: at most ${MAX_BATCH_MESSAGES} JSON-RPC messages per POST, got ${body.length}.`);
      }
      if (body.length > 1 && !spend(res, client.key, body.length - 1)) return;
    }

    // A client that hangs up before its answer aborts the exchange (the SDK closes that instance).
    const hangUp = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) hangUp.abort();
    });
    const request = new Request(new URL(req.url ?? '/mcp', 'http://localhost'), { method: 'POST', headers: webHeaders(req), signal: hangUp.signal });
    callers.set(request, client.key);
    const response = (await isLegacyRequest(request, body)) ? await legacy(request, body) : await modern.fetch(request, { parsedBody: body });
    await writeResponse(res, response);
  };

  /** Spends `count` messages of the client's budget, or answers 429 and returns false. */
  function spend(res: ServerResponse, key: string, count: number): boolean {
    const decision = budget.take(key, count);
    if (decision.allowed) return true;
    sendRpcError(res, 429, SERVER_ERROR, `Too many MCP messages: at most ${options.messagesPerMinute ?? DEFAULT_MESSAGES_PER_MINUTE} per minute per client; retry in ${decision.retryAfterSeconds} seconds.`, {
      'retry-after': String(decision.retryAfterSeconds),
    });
    return false;
  }
}

/**
 * Whether a browser page at `origin` may call the endpoint: it is listed (or "*" is), or it is a
 * loopback origin on this very host and port (the MCP Inspector and local tools). Same-host on any
 * other name is not enough: under DNS rebinding the attacker's name is both the Origin and the Host.
 */
export function originAllowed(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes('*') || allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host === undefined || url.host !== host.toLowerCase()) return false;
  return isLoopbackName(url.hostname);
}

function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** The SDK's answer onto the Node response: one JSON body, written whole (see `modern` above). */
async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

function sendRpcError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  // The body of a refused request is never read: hang up after answering instead of draining it.
  if (status === 413) closeAfterAnswer(res);
  else closeIfBodyUnread(res);
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}
