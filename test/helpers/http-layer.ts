/**
 * The real HTTP layer over a stand-in pipeline and limiter, for tests that need to control what
 * the pipeline answers and when: listening on a loopback port chosen by the OS, closed when the
 * test ends.
 */
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { createClientIpResolver } from '../../src/http/client-ip.js';
import { createHttpServer, type HttpServerOptions } from '../../src/http/server.js';
import type { RateLimiter } from '../../src/limits/rate-limiter.js';
import { silentLogger } from '../../src/logger.js';
import type { ReportService } from '../../src/report-service.js';

const ALLOWED = { allowed: true, limit: 1_000, remaining: 999, resetSeconds: 60 };

/** A limiter that admits every request. */
export const admitAll: RateLimiter = {
  take: async () => ALLOWED,
  peek: async () => ALLOWED,
  close: async () => {},
};

/** Starts the HTTP layer over `service` and `limiter` (and any other `options`); resolves to its base URL. */
export async function startHttpLayer(t: TestContext, service: ReportService, limiter: RateLimiter, options: Partial<HttpServerOptions> = {}): Promise<string> {
  const server = createHttpServer({
    service, limiter, logger: silentLogger, resolveClientIp: createClientIpResolver(false),
    openapiJson: Buffer.from('{}'), corsOrigins: ['*'], now: Date.now, ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
