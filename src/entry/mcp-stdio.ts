/**
 * MCP over stdio (`npm run -s mcp`, `vin-report mcp`, the `vin-report-mcp` bin). Same configuration
 * and CACHE_DIR as the HTTP service (both start from bootstrap), so on one machine they share the
 * cache. No per-IP limit: the only client is the local process that started us. The output stream
 * carries protocol messages only; every log line goes to stderr. Serves 2026-07-28 clients and
 * 2025-era ones (initialize) alike: the SDK's serveStdio pins the era at the first message. Once
 * started it owns the process: its signals and its exit.
 */
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { createMcpServer } from '../../mcp/server.js';
import { guardStdio, MAX_LINE_BYTES } from '../../mcp/stdio-lines.js';
import { logUpstreamChecks } from '../upstream/reachability.js';
import { bootstrap } from './bootstrap.js';

/** Longest wait, after stdin closes, for calls in flight (two upstream attempts fit in it). */
const STDIN_CLOSED_GRACE_MS = 30_000;

export interface McpStdio {
  /** Where JSON-RPC messages come from (the process's stdin). */
  input: NodeJS.ReadableStream;
  /** Where answers go (the process's stdout): nothing else may be written there. */
  output: NodeJS.WritableStream;
}

/**
 * Resolves once the server reads its input.
 * @throws what bootstrap throws (a configuration to fix)
 */
export async function startMcpStdio(env: NodeJS.ProcessEnv, io: McpStdio): Promise<void> {
  // NHTSA's pictures are fetched (once per model, kept a month) so the report card can show them:
  // there is no origin to serve them from here, so decodeVin hands the card the bytes themselves.
  const { config, logger, app } = await bootstrap(env);

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
    source: io.input,
    sink: io.output,
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
  // As the service's `listening` line: the demo never opens CACHE_DIR, so it does not name it.
  logger.info('mcp_stdio_ready', { ...(config.demo ? { cache: 'memory only (demo mode)', demo: true } : { cacheDir: config.cacheDir }), ai: config.aiProvider });
  // As the HTTP service does: an MCP host's log says at once when NHTSA or the EPA cannot be reached.
  void app.checkUpstreams().then((checks) => logUpstreamChecks(checks, logger));
}
