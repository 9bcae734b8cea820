/**
 * The pipeline in this process, built exactly as the service builds it (createApp from a Config
 * read from the environment), so the CLI shares the service's file cache and upstream settings.
 */
import { createApp, type App } from '../app.js';
import { loggedSecrets } from '../bootstrap.js';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { UnsafeCacheDirError } from '../store/file-store.js';
import { createBatchedWriter } from '../log-writer.js';
import { createTerminalLogWriter } from './terminal-log.js';
import { CliError, EXIT } from './errors.js';

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

/** How the CLI's log reads: sentences for a person (each kind of warning once), or JSON lines. */
export type CliLogFormat = 'text' | 'json';

export interface OpenAppOptions {
  log: CliLogFormat;
  /** Every log line from LOG_LEVEL info up, as JSON (--verbose). */
  verbose?: boolean;
}

export async function openApp(env: NodeJS.ProcessEnv, options: OpenAppOptions = { log: 'json' }): Promise<App> {
  let config;
  try {
    const level = env.LOG_LEVEL?.trim() ? env.LOG_LEVEL : options.verbose ? 'info' : CLI_LOG_LEVEL;
    config = loadConfig({ ...env, LOG_LEVEL: level });
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(`configuration error: ${err.message}`, EXIT.CONFIG);
    throw err;
  }
  // At a terminal, warnings are sentences (the logger has already spelled out control characters).
  const sentences = options.log === 'text' && !options.verbose ? createTerminalLogWriter(createStderrText(), process.stderr.isTTY === true) : undefined;
  const logger = createLogger({
    level: config.logLevel, secrets: loggedSecrets(config), omitEvents: SAID_BY_THE_OUTPUT,
    ...(sentences ? { write: sentences } : {}),
  });
  try {
    // A terminal cannot show NHTSA's pictures, so the CLI does not fetch them.
    return await createApp({ config, logger, pictures: false });
  } catch (err) {
    if (err instanceof UnsafeCacheDirError) throw new CliError(`configuration error: ${err.message}`, EXIT.CONFIG);
    throw err;
  }
}

/** Text for stderr, through the log's batched writer so it keeps its order with the log's own lines. */
function createStderrText(): (text: string) => void {
  const stderr = createBatchedWriter();
  return (text) => stderr(text, true);
}
