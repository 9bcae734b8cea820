/**
 * The one place pipeline errors become HTTP answers. What the caller is told comes from
 * `describeError` (src/errors.ts), shared with the MCP layer; this module adds the status, the
 * headers and the log line. Unknown errors are logged in full and answered with a generic 500.
 */
import { describeError, type ErrorKind } from '../errors.js';
import type { Logger } from '../logger.js';

// Re-exported so existing importers keep working; the messages now live with the errors.
export { INTERNAL_MESSAGE, RETRYABLE_MESSAGE } from '../errors.js';

export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const STATUS: Record<ErrorKind, number> = {
  invalid_vin: 400,
  undecodable_vin: 400,
  rate_limited: 429,
  upstream: 500,
  internal: 500,
};

export function errorResponse(err: unknown, logger: Logger, context: Record<string, unknown>): ErrorResponse {
  const { kind, message, details } = describeError(err);
  if (kind === 'upstream') logger.error('upstream_failed', { ...context, err });
  if (kind === 'internal') logger.error('internal_error', { ...context, err, stack: err instanceof Error ? err.stack : undefined });
  const answer: ErrorResponse = { status: STATUS[kind], body: { error: message, ...details } };
  if (kind === 'rate_limited') answer.headers = { 'retry-after': String(details.resetSeconds) };
  return answer;
}
