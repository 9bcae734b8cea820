/**
 * The HTTP service (`npm start`, `vin-report serve`): starts from the environment it is handed,
 * listens, and shuts down gracefully on SIGTERM/SIGINT (stop accepting, let in-flight requests
 * finish, exit 0). Once started it owns the process: its signals and its exit.
 */
import { bootstrap } from './bootstrap.js';
import { createServiceServer } from './service-server.js';
import { markServiceUsing } from '../store/service-marker.js';
import { logUpstreamChecks } from '../upstream/reachability.js';

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Resolves once the server listens.
 * @throws what bootstrap throws (a configuration to fix), or the listen error (a port in use)
 */
export async function startService(env: NodeJS.ProcessEnv): Promise<void> {
  const { config, logger, app } = await bootstrap(env);
  const server = createServiceServer({ app, config, logger });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Without Redis this process's upstream limits are its own: a fleet run of the CLI on the same
  // cache looks for this mark to say so.
  const unmark = config.redisUrl || config.demo ? () => {} : markServiceUsing(config.cacheDir);
  process.once('exit', unmark);
  logger.info('listening', { host: config.host, port, cache: config.demo ? 'memory only (demo mode)' : config.redisUrl ? 'redis' : config.cacheDir, ai: config.aiProvider, ...(config.demo ? { demo: true } : {}) });
  // Said once at start, so an operator sees at once when this machine cannot reach NHTSA or the EPA.
  void app.checkUpstreams().then((checks) => logUpstreamChecks(checks, logger));
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
