/**
 * HTTP entry point: `npm start`. Reads the configuration, starts the server, and shuts down
 * gracefully on SIGTERM/SIGINT (stop accepting, let in-flight requests finish, exit 0).
 */
import { bootstrap } from './bootstrap.js';
import { createServiceServer } from './service-server.js';
import { logUpstreamChecks } from './upstream/reachability.js';

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const { config, logger, app } = await bootstrap('vin-report');
  const server = createServiceServer({ app, config, logger });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info('listening', { host: config.host, port, cache: config.demo ? 'memory only (demo mode)' : config.redisUrl ? 'redis' : config.cacheDir, ai: config.aiProvider, ...(config.demo ? { demo: true } : {}) });
    // Said once at start, so an operator sees at once when this machine cannot reach NHTSA or the EPA.
    void app.checkUpstreams().then((checks) => logUpstreamChecks(checks, logger));
  });
  server.on('error', (err) => {
    logger.error('server_error', { err });
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting_down', { signal });
    const force = setTimeout(() => {
      logger.warn('shutdown_forced', { afterMs: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void app.close().finally(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`vin-report: failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
