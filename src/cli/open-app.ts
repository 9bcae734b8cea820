/**
 * The pipeline in this process, built exactly as the service builds it (createApp from a Config
 * read from the environment), so the CLI shares the service's file cache and upstream settings.
 */
import { createApp, type App } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { UnsafeCacheDirError } from '../store/file-store.js';
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

export async function openApp(env: NodeJS.ProcessEnv): Promise<App> {
  let config;
  try {
    config = loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL?.trim() ? env.LOG_LEVEL : CLI_LOG_LEVEL });
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(`configuration error: ${err.message}`, EXIT.CONFIG);
    throw err;
  }
  const logger = createLogger({ level: config.logLevel, secrets: config.ai.apiKey ? [config.ai.apiKey] : [], omitEvents: SAID_BY_THE_OUTPUT });
  try {
    // A terminal cannot show NHTSA's pictures, so the CLI does not fetch them.
    return await createApp({ config, logger, pictures: false });
  } catch (err) {
    if (err instanceof UnsafeCacheDirError) throw new CliError(`configuration error: ${err.message}`, EXIT.CONFIG);
    throw err;
  }
}
