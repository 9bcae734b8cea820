/**
 * The one place failures become HTTP answers. What the caller is told comes from `describeError`
 * (src/errors.ts), shared with the MCP layer; this module adds the status, the headers and the log
 * line. Unknown errors are logged in full and answered with a generic 500.
 */
import { BodyTooLargeError, CallerGoneError, describeError, HTTP_STATUS } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Reply } from './reply.js';
import { networkHint } from '../upstream/http/network-hint.js';

export function errorResponse(err: unknown, logger: Logger, context: Record<string, unknown>): Reply {
  if (err instanceof BodyTooLargeError) return { status: 413, body: { error: err.message } };
  // The client hung up: nobody reads this answer, and it is no fault of ours (see src/internal-fault.ts).
  if (err instanceof CallerGoneError) {
    logger.info('caller_gone', context);
    return { status: 499, body: { error: 'The client closed the connection before the answer was ready.' } };
  }
  const { kind, message, details } = describeError(err);
  if (kind === 'upstream') logger.error('upstream_failed', { ...context, err, hint: networkHint(err) });
  if (kind === 'internal') logger.error('internal_error', { ...context, err, stack: err instanceof Error ? err.stack : undefined });
  const answer: Reply = { status: HTTP_STATUS[kind], body: { error: message, ...details } };
  if (kind === 'rate_limited') answer.headers = { 'retry-after': String(details.resetSeconds) };
  if (kind === 'upstream' && typeof details.retryAfterSeconds === 'number') answer.headers = { 'retry-after': String(details.retryAfterSeconds) };
  return answer;
}
