/**
 * What every door does first (the HTTP service, MCP stdio, the CLI): read the configuration from
 * the environment it is handed, build the logger (which scrubs the secrets) and the app. It never
 * touches the process: a bad configuration is thrown as a typed error, and each entry point maps it
 * at its own edge (isConfigurationError).
 */
import { createApp, type App } from '../app.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createLogger, type Logger, type LogLevel, type LogRecord } from '../logger.js';
import type { LineWriter } from '../log-writer.js';
import { UnsafeCacheDirError } from '../store/file-store.js';

export interface Started {
  config: Config;
  logger: Logger;
  app: App;
}

export interface BootstrapOptions {
  /** The level when LOG_LEVEL is unset or blank (default info, the service's). */
  defaultLogLevel?: LogLevel;
  /** Where log lines go (default batched stderr). */
  write?: LineWriter;
  /** Takes log lines as records instead (the CLI's sentences at a terminal). */
  record?: (record: LogRecord) => void;
  /** Events never logged (the CLI's output states these itself). */
  omitEvents?: readonly string[];
  /** Whether a report that cannot be ready within the deadline is answered at once with when to come back (default true; the CLI waits instead). */
  admission?: boolean;
}

/**
 * @throws ConfigError for a variable that is invalid (the message names it)
 * @throws UnsafeCacheDirError for a CACHE_DIR other users can write
 */
export async function bootstrap(env: NodeJS.ProcessEnv, options: BootstrapOptions = {}): Promise<Started> {
  const level = options.defaultLogLevel && !env.LOG_LEVEL?.trim() ? options.defaultLogLevel : undefined;
  const config = loadConfig(level ? { ...env, LOG_LEVEL: level } : env);
  const logger = createLogger({
    level: config.logLevel,
    secrets: loggedSecrets(config),
    ...(options.omitEvents ? { omitEvents: options.omitEvents } : {}),
    ...(options.write ? { write: options.write } : {}),
    ...(options.record ? { record: options.record } : {}),
  });
  const app = await createApp({
    config, logger,
    ...(options.admission === undefined ? {} : { admission: options.admission }),
  });
  // The app's logger: the same lines, each warning and error also counted in its metrics.
  return { config, logger: app.logger, app };
}

/** Whether `err` is the operator's configuration to fix rather than a fault: each edge says so in one line. */
export function isConfigurationError(err: unknown): err is ConfigError | UnsafeCacheDirError {
  return err instanceof ConfigError || err instanceof UnsafeCacheDirError;
}

/**
 * What every logger of the app scrubs, whichever door built it: nothing logs these on purpose;
 * redaction catches any path that was missed.
 */
export function loggedSecrets(config: Config): string[] {
  return [config.ai.apiKey, config.metricsToken].filter((s): s is string => Boolean(s));
}

/**
 * How the service and MCP stdio entry points end when they cannot start: one line on stderr, exit 2
 * for a configuration to fix, 1 for anything else.
 */
export function failedStart(program: string, err: unknown): { line: string; exitCode: number } {
  const message = err instanceof Error ? err.message : String(err);
  return isConfigurationError(err)
    ? { line: `${program}: configuration error: ${message}\n`, exitCode: 2 }
    : { line: `${program}: failed to start: ${message}\n`, exitCode: 1 };
}
