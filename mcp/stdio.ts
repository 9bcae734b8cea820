/**
 * MCP over stdio: `npm run -s mcp` or the `vin-report-mcp` bin. Same configuration and CACHE_DIR
 * as the HTTP server (both start from createApp), so on one machine they share the cache. No
 * per-IP limit: the only client is the local process that started us. stdout carries protocol
 * messages only; every log line goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { bootstrap } from '../src/bootstrap.js';
import { createMcpServer } from './server.js';

/** Longest wait, after stdin closes, for calls in flight (two upstream attempts fit in it). */
const STDIN_CLOSED_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const { config, logger, app } = await bootstrap('vin-report-mcp');
  const server = createMcpServer({ service: app.service, logger, transport: 'stdio' });
  const transport = new StdioServerTransport();

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('mcp_stdio_stopping', { reason });
    void server
      .close()
      .catch(() => {})
      .then(() => app.close())
      .finally(() => process.exit(0));
  };
  // The client closing stdin ends the session, but calls already read may still be running (a
  // script piping one request in): let them answer, and the process then exits on its own once idle.
  // The unref'd timer only forces the issue if something keeps the event loop alive past that.
  process.stdin.on('end', () => setTimeout(() => stop('stdin closed'), STDIN_CLOSED_GRACE_MS).unref());
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await server.connect(transport);
  logger.info('mcp_stdio_ready', { cacheDir: config.cacheDir, ai: config.aiProvider });
}

main().catch((err: unknown) => {
  process.stderr.write(`vin-report-mcp: failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
