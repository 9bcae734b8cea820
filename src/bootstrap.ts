/**
 * What both entry points (src/main.ts for HTTP, mcp/stdio.ts for MCP) do first: read the
 * configuration, stopping with one line naming the bad variable, then build the logger (which
 * scrubs the LLM key) and the app. Only entry points call this, since it may exit the process.
 */
import { createApp, type App, type AppDependencies } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger, type Logger } from './logger.js';

export interface Started {
  config: Config;
  logger: Logger;
  app: App;
}

export async function bootstrap(programName: string, options: Pick<AppDependencies, 'pictures'> = {}): Promise<Started> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${programName}: configuration error: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger({ level: config.logLevel, secrets: loggedSecrets(config) });
  const app = await createApp({ config, logger, ...options });
  return { config, logger, app };
}

/**
 * What every logger of the app scrubs, whichever entry point built it (the service, MCP stdio, the
 * CLI): nothing logs these on purpose; redaction catches any path that was missed.
 */
export function loggedSecrets(config: Config): string[] {
  return [config.ai.apiKey, config.metricsToken].filter((s): s is string => Boolean(s));
}
