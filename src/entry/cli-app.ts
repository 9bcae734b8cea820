/**
 * What the `vin-report` command builds or starts: the pipeline, by the service's own bootstrap (the
 * same configuration, cache and scrubbed secrets) with a log fit for a terminal, and the two
 * servers. A failed start becomes a CliError here, the CLI's edge for it: 78 for a configuration to fix.
 */
import type { App } from '../app.js';
import { createBatchedWriter } from '../log-writer.js';
import type { OpenAppOptions } from '../cli/decode-command.js';
import { CliError, EXIT } from '../cli/errors.js';
import type { ServerCommand } from '../cli/run.js';
import { createTerminalLogWriter } from '../cli/terminal-log.js';
import { servicesUsing } from '../store/service-marker.js';
import { bootstrap, isConfigurationError } from './bootstrap.js';
import type { McpStdio } from './mcp-stdio.js';

/**
 * A terminal is not a log collector: without an explicit LOG_LEVEL the CLI logs warnings and
 * errors only, so a decode prints the report and not the service's per-build info lines.
 */
const CLI_LOG_LEVEL = 'warn';

/**
 * Warnings the output itself states, so a person is not told twice (once as a JSON line): a
 * section that could not be fetched (the report's "Not available" line, the unavailable column)
 * and a stale report (the notice on stderr, the ageSeconds column).
 */
const SAID_BY_THE_OUTPUT = ['section_unavailable', 'served_stale'];

/** What a fleet run beside a service without Redis is told. */
export const LIMITS_NOT_SHARED =
  'a vin-report service is running on this cache without Redis, and it and this run each keep their own limits ' +
  'on NHTSA and the EPA, so together they may ask up to twice as fast as either allows; ' +
  'point both at one Redis (REDIS_URL) to share the limits (docs/scaling.md)';

/** `stderrIsTerminal` decides whether text warnings also clear a progress bar's line first. */
export async function openCliApp(env: NodeJS.ProcessEnv, options: OpenAppOptions = { log: 'json' }, stderrIsTerminal = false): Promise<App> {
  // At a terminal, warnings are sentences, told from the log's records rather than its JSON lines.
  const sentences = options.log === 'text' && !options.verbose ? createTerminalLogWriter(createStderrText(), stderrIsTerminal) : undefined;
  try {
    const { app, config, logger } = await bootstrap(env, {
      defaultLogLevel: options.verbose ? 'info' : CLI_LOG_LEVEL,
      omitEvents: SAID_BY_THE_OUTPUT,
      ...(sentences ? { record: sentences } : {}),
      // A person at a terminal or a cron job waits for the sources' pace rather than being told to come back.
      admission: false,
    });
    // Without Redis, a service on the same cache and this run each keep their own upstream limits.
    const beside = options.fleet && !config.redisUrl && !config.demo ? servicesUsing(config.cacheDir) : [];
    if (beside.length > 0) logger.warn('upstream_limits_not_shared', { services: beside, hint: LIMITS_NOT_SHARED });
    return app;
  } catch (err) {
    if (isConfigurationError(err)) throw new CliError(`configuration error: ${err.message}`, EXIT.CONFIG);
    throw err;
  }
}

/** `vin-report serve` and `vin-report mcp`: loaded on first use, so the other commands never load the servers. */
export async function startCliServer(command: ServerCommand, env: NodeJS.ProcessEnv, stdio: McpStdio): Promise<void> {
  try {
    if (command === 'serve') await (await import('./service.js')).startService(env);
    else await (await import('./mcp-stdio.js')).startMcpStdio(env, stdio);
  } catch (err) {
    if (isConfigurationError(err)) throw new CliError(`configuration error: ${err.message}`, EXIT.CONFIG);
    // As a rule not a bug of ours (a port in use, Redis not answering): said as the service says it.
    throw new CliError(`failed to start: ${err instanceof Error ? err.message : String(err)}`, EXIT.INTERNAL);
  }
}

/** Text for stderr, through the log's batched writer so it keeps its order with the log's own lines. */
function createStderrText(): (text: string) => void {
  const stderr = createBatchedWriter();
  return (text) => stderr(text, true);
}
