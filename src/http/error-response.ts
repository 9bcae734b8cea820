/**
 * The one place pipeline errors become HTTP answers. Known errors carry their own caller-safe
 * message; anything else is logged in full and answered with a generic 500.
 */
import { RateLimitedError, ServiceError, UndecodableVinError } from '../errors.js';
import type { Logger } from '../logger.js';

export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export const RETRYABLE_MESSAGE = 'The vehicle data services did not answer properly. Please retry in a moment.';
export const INTERNAL_MESSAGE = 'Internal error while generating the report. Please retry.';

export function errorResponse(err: unknown, logger: Logger, context: Record<string, unknown>): ErrorResponse {
  if (err instanceof UndecodableVinError) {
    const body: Record<string, unknown> = { error: err.message, vehicle: err.vehicle };
    if (err.errorText !== undefined) body.errorText = err.errorText;
    return { status: 400, body };
  }
  if (err instanceof RateLimitedError) {
    return {
      status: 429,
      body: { error: err.message, limit: err.state.limit, remaining: 0, resetSeconds: err.state.resetSeconds },
      headers: { 'retry-after': String(err.state.resetSeconds) },
    };
  }
  if (err instanceof ServiceError) {
    switch (err.code) {
      case 'INVALID_VIN':
        return { status: 400, body: { error: err.message } };
      case 'UPSTREAM_FAILED':
      case 'UPSTREAM_TIMEOUT':
      case 'PROVIDER_FAILED':
        logger.error('upstream_failed', { ...context, err });
        return { status: 500, body: { error: RETRYABLE_MESSAGE } };
    }
  }
  logger.error('internal_error', { ...context, err, stack: err instanceof Error ? err.stack : undefined });
  return { status: 500, body: { error: INTERNAL_MESSAGE } };
}
