/**
 * Puts the adapters together: the HTTP API, /metrics and the MCP endpoint at /mcp, over one App.
 * startService (src/entry/service.ts) listens with it, and the tests build exactly the same server,
 * so what they prove is what runs.
 */
import type { Server } from 'node:http';
import { createMcpHttpHandler } from '../../mcp/http.js';
import type { App } from '../app.js';
import type { Config } from '../config.js';
import { createClientIpResolver } from '../limits/client-ip.js';
import { createRoutes } from '../http/routes.js';
import { createHttpServer } from '../http/server.js';
import type { Logger } from '../logger.js';
import { renderOpenApiJson } from '../openapi-document.js';
import { DEMO_VINS } from '../demo/demo-mode.js';
import { createPageAssets, pageAsset } from '../web/assets.js';

export interface ServiceServerOptions {
  app: App;
  config: Config;
  logger: Logger;
  now?: () => number;
}

export function createServiceServer(options: ServiceServerOptions): Server {
  const { app, config, logger } = options;
  const started = (options.now ?? Date.now)();
  const pages = config.demo ? createPageAssets({ demoVins: DEMO_VINS }) : pageAsset;
  const mcp = createMcpHttpHandler({ service: app.service, limiter: app.limiter, logger, allowedOrigins: config.mcpAllowedOrigins, now: options.now, metrics: app.metrics, pictures: app.pictures });
  const server = createHttpServer({
    routes: createRoutes({
      service: app.service,
      limiter: app.limiter,
      openapiJson: Buffer.from(renderOpenApiJson({ dailyLimit: config.rateLimitPerDay })),
      health: async () => ({ uptimeSeconds: Math.round(((options.now ?? Date.now)() - started) / 1000), ...(await app.health()) }),
      metrics: app.metrics,
      metricsToken: config.metricsToken,
      pictures: app.pictures,
      mcp: (ctx) => {
        // Tools read the call's id from the request the SDK hands them: the one this server chose and answers with.
        ctx.req.headers['x-request-id'] = ctx.requestId;
        return mcp(ctx.req, ctx.res, ctx.client);
      },
      page: (path) => {
        const asset = pages('GET', path);
        if (!asset) return null;
        const { 'content-type': contentType, 'content-length': _length, ...headers } = asset.headers;
        return { status: asset.status, body: asset.body, headers, contentType };
      },
    }),
    resolveClientIp: createClientIpResolver(config.trustProxy),
    logger,
    corsOrigins: config.corsOrigins,
    onAnswered: (route, method, status, seconds) => {
      app.metrics.requests.inc({ route, method, status: String(status) });
      app.metrics.requestSeconds.observe({ route }, seconds);
    },
  });
  // Demo mode says so on every answer, so no client can take a recorded report for today's.
  if (config.demo) server.prependListener('request', (_req, res) => res.setHeader('X-Demo', '1'));
  return server;
}
