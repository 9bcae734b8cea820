/**
 * MCP over Streamable HTTP, stateless: every POST gets a fresh McpServer and transport, bound to
 * the caller's rate-limit key, so each decodeVin call spends the same daily budget as
 * POST /api/decode. Mounted at /mcp by src/main.ts through the HTTP server's `mounts`.
 *
 * Browsers always send Origin on POST; a page on a foreign origin (including one that reached a
 * local server by DNS rebinding, whose Host then names the attacker's domain) is answered 403.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RateLimiter } from '../src/limits/rate-limiter.js';
import type { Logger } from '../src/logger.js';
import type { ReportService } from '../src/report-service.js';
import { createMcpServer } from './server.js';

export interface McpHttpHandlerOptions {
  service: ReportService;
  limiter: RateLimiter;
  logger: Logger;
  /** Origins allowed besides same-host loopback ones (MCP_ALLOWED_ORIGINS); "*" allows any. */
  allowedOrigins: string[];
  now?: () => number;
}

/** Same shape as the HTTP server's MountedHandler; `key` is the caller's rate-limit key. */
export type McpHttpHandler = (req: IncomingMessage, res: ServerResponse, client: { ip: string; key: string }) => Promise<void>;

/** JSON-RPC messages are small; a tools/call for one VIN is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The /mcp handler. Answers 403 for a foreign Origin, 204 to CORS preflights, 405 to anything but
 * POST (stateless: there is no session to GET or DELETE), and hands POSTs to the SDK transport.
 * Never throws for a client's mistake; the SDK answers malformed JSON-RPC itself.
 */
export function createMcpHttpHandler(options: McpHttpHandlerOptions): McpHttpHandler {
  const { service, limiter, logger } = options;
  return async (req, res, client) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, req.headers.host, options.allowedOrigins)) {
      return sendRpcError(res, 403, `Origin ${JSON.stringify(origin.slice(0, 200))} is not allowed to use this MCP endpoint; the server's MCP_ALLOWED_ORIGINS lists the ones that are.`);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
        'access-control-max-age': '86400',
        'cache-control': 'no-store',
      });
      return void res.end();
    }
    if (req.method !== 'POST') {
      return sendRpcError(res, 405, 'Method not allowed: this stateless MCP endpoint takes POST only.', { allow: 'POST, OPTIONS' });
    }

    const server = createMcpServer({
      service,
      logger,
      now: options.now,
      transport: 'http',
      takeBudget: () => limiter.take(client.key),
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
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

function sendRpcError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}
