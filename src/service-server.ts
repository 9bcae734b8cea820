/**
 * Puts the adapters together: the HTTP API with the MCP endpoint mounted at /mcp, over one App.
 * src/main.ts listens with it, and the tests build exactly the same server, so what they prove is
 * what runs.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createMcpHttpHandler } from '../mcp/http.js';
import type { App } from './app.js';
import type { Config } from './config.js';
import { createClientIpResolver } from './http/client-ip.js';
import { createHttpServer } from './http/server.js';
import type { Logger } from './logger.js';

/** openapi.json beside src/ (or beside dist/src/ in a build), read once and served byte for byte. */
export function readOpenApiJson(): Buffer {
  return readFileSync(new URL('../openapi.json', import.meta.url));
}

export interface ServiceServerOptions {
  app: App;
  config: Config;
  logger: Logger;
  now?: () => number;
  openapiJson?: Buffer;
}

export function createServiceServer(options: ServiceServerOptions): Server {
  const { app, config, logger } = options;
  return createHttpServer({
    service: app.service,
    limiter: app.limiter,
    resolveClientIp: createClientIpResolver(config.trustProxy),
    logger,
    openapiJson: options.openapiJson ?? readOpenApiJson(),
    corsOrigins: config.corsOrigins,
    now: options.now ?? Date.now,
    health: app.health,
    mounts: {
      '/mcp': createMcpHttpHandler({ service: app.service, limiter: app.limiter, logger, allowedOrigins: config.mcpAllowedOrigins, now: options.now }),
    },
  });
}
