/**
 * MCP over stdio: `npm run -s mcp` or the `vin-report-mcp` bin. Same configuration and CACHE_DIR
 * as the HTTP server (both start from createApp), so on one machine they share the cache. No
 * per-IP limit: the only client is the local process that started us. stdout carries protocol
 * messages only; every log line goes to stderr. Serves 2026-07-28 clients and 2025-era ones
 * (initialize) alike: the SDK's serveStdio pins the era at the first message.
 */
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { bootstrap } from '../src/bootstrap.js';
import { createMcpServer } from './server.js';
import { guardStdio, MAX_LINE_BYTES } from './stdio-lines.js';
import { logUpstreamChecks } from '../src/upstream/reachability.js';

/** Longest wait, after stdin closes, for calls in flight (two upstream attempts fit in it). */
const STDIN_CLOSED_GRACE_MS = 30_000;

async function main(): Promise<void> {
  // NHTSA's pictures are fetched (once per model, kept a month) so the report card can show them:
  // there is no origin to serve them from here, so decodeVin hands the card the bytes themselves.
  const { config, logger, app } = await bootstrap('vin-report-mcp');

  let stopping = false;
  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info('mcp_stdio_stopping', { reason });
    void handle
      .close()
      .catch(() => {})
      .then(() => app.close())
      .finally(() => process.exit(code));
  };

  const stdio = guardStdio({
    source: process.stdin,
    sink: process.stdout,
    maxLineBytes: MAX_LINE_BYTES,
    onOversize: (bytes) => logger.warn('mcp_stdio_line_too_large', { bytes, limit: MAX_LINE_BYTES }),
    // The client closing stdin ends the session, but calls already read may still be running (a
    // script piping one request in): let them answer first, within a bound.
    onSourceEnd: () => {
      const deadline = Date.now() + STDIN_CLOSED_GRACE_MS;
      const check = () => {
        if (stdio.pending() === 0 || Date.now() >= deadline) return stop('stdin closed');
        setTimeout(check, 50).unref();
      };
      check();
    },
  });
  // Room for one whole line plus what follows it in the same read; the guard never passes more.
  const transport = new StdioServerTransport(stdio.input, stdio.output, { maxBufferSize: 2 * MAX_LINE_BYTES + 2 });
  const handle = serveStdio(() => createMcpServer({ service: app.service, logger, transport: 'stdio', metrics: app.metrics, pictures: app.pictures }), {
    transport,
    onerror: (err) => logger.warn('mcp_stdio_error', { err: err.message }),
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info('mcp_stdio_ready', { cacheDir: config.cacheDir, ai: config.aiProvider });
  // As the HTTP service does: an MCP host's log says at once when NHTSA or the EPA cannot be reached.
  void app.checkUpstreams().then((checks) => logUpstreamChecks(checks, logger));
}

main().catch((err: unknown) => {
  process.stderr.write(`vin-report-mcp: failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
