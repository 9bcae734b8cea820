/**
 * An internal fault (a bug) that a door answers with a generic error still leaves a trace: one
 * error line with the stack, written through the caller's logger (so it carries the request's id),
 * and a count by door in /metrics. Shared by the batch route, the MCP tools, the CLI and the Redis
 * daily budget (an error reply it answers through from memory).
 */
import { CallerGoneError } from './errors.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';

/** Where the fault was met: one VIN of POST /api/decode/batch, an MCP tool call, a CLI decode or fleet row, the shared daily budget. */
export type FaultDoor = 'batch' | 'mcp' | 'cli' | 'limits';

export function recordInternalFault(log: Logger, metrics: Pick<Metrics, 'internalErrors'> | undefined, door: FaultDoor, err: unknown, fields: Record<string, unknown> = {}): void {
  // Any client can hang up at will: that is no bug, and must not raise the operators' alarm.
  if (err instanceof CallerGoneError) return log.info('caller_gone', { door, ...fields });
  log.error('internal_error', { door, ...fields, err, stack: err instanceof Error ? err.stack : undefined });
  metrics?.internalErrors.inc({ door });
}
