/**
 * What every tool handler shares: the pipeline, the caller's budget, and one way of logging an
 * outcome and turning a pipeline error into a tool result (in the HTTP API's words).
 */
import type { CallToolResult, McpServer } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { describeError, RateLimitedError } from '../../src/errors.js';
import { recordInternalFault } from '../../src/internal-fault.js';
import type { RateLimiter } from '../../src/limits/rate-limiter.js';
import type { Logger } from '../../src/logger.js';
import type { Metrics } from '../../src/metrics.js';
import type { ReportService } from '../../src/report-service.js';
import { requestIdOf } from '../../src/request-id.js';
import type { NcapPictures } from '../../src/sections/ncap-pictures.js';
import { networkHint } from '../../src/upstream/http/network-hint.js';

export interface ToolContextOptions {
  service: ReportService;
  logger: Logger;
  /** Clock for validateVin's "not a future model year" cut-off. */
  now?: () => number;
  /**
   * The caller's daily budget, spent by every tool call that reaches NHTSA (decodeVin, checkRecalls,
   * each VIN of decodeVins). Absent on stdio, which is local and unlimited.
   */
  limiter?: Pick<RateLimiter, 'take'>;
  /** The caller's rate-limit key for `limiter`. */
  clientKey?: string;
  /** Tells log lines from different doors apart ("stdio", "http"). */
  transport?: string;
  /** Where internal faults are counted (vin_report_internal_errors_total{door="mcp"}). */
  metrics?: Pick<Metrics, 'internalErrors'>;
  /** NHTSA's pictures as the service keeps them, for the report card; without it the card shows none. */
  pictures?: Pick<NcapPictures, 'read'>;
}

/** What the SDK hands a tool handler that a call's id comes from: the HTTP request, when there is one. */
export interface CallExtra {
  http?: { req?: Request };
}

/** One tool call: its id, a logger whose lines carry it, and how an internal fault inside it is recorded. */
export interface ToolCall {
  requestId: string;
  log: Logger;
  /** Logs (with the call's id) and counts an internal fault that the caller is answered with a generic error for. */
  fault(err: unknown, fields?: Record<string, unknown>): void;
}

export interface ToolContext extends ToolContextOptions {
  now: () => number;
  /**
   * Runs a handler body: logs its outcome, and turns what it throws into an `isError` result. The
   * call's id is the HTTP request's (X-Request-Id, as the HTTP server assigned it) or a fresh one.
   */
  run(tool: string, extra: CallExtra, fields: Record<string, unknown>, body: (call: ToolCall) => Promise<CallToolResult>): Promise<CallToolResult>;
  /** Spends one unit of the caller's budget. @throws RateLimitedError when none is left */
  spendBudget(): Promise<void>;
}

/** A tool as data: its name and config (schemas, texts, hints) and how it registers itself. */
export interface ToolDefinition {
  name: string;
  config: {
    title: string;
    description: string;
    inputSchema: z.ZodObject;
    outputSchema: z.ZodObject;
    annotations: Record<string, unknown>;
    _meta?: Record<string, unknown>;
  };
  register(server: McpServer, context: ToolContext): void;
}

export const READ_ONLY_LOOKUP = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true } as const;

export function createToolContext(options: ToolContextOptions): ToolContext {
  const { logger } = options;
  return {
    ...options,
    now: options.now ?? Date.now,
    async run(tool, extra, fields, body) {
      const requestId = requestIdOf(extra.http?.req?.headers.get('x-request-id'));
      const log = logger.child({ requestId });
      const call: ToolCall = { requestId, log, fault: (err, more) => recordInternalFault(log, options.metrics, 'mcp', err, { transport: options.transport, tool, ...more }) };
      try {
        const result = await body(call);
        log.info('mcp_tool', { transport: options.transport, tool, ...fields, outcome: 'ok' });
        return result;
      } catch (err) {
        return errorResult(err, log, { transport: options.transport, tool, ...fields }, options.metrics);
      }
    },
    async spendBudget() {
      if (!options.limiter) return;
      const decision = await options.limiter.take(options.clientKey ?? '');
      if (!decision.allowed) throw new RateLimitedError(decision);
    },
  };
}

/** Caller input goes into log lines, but never more of it than a VIN needs. */
export function clip(value: string): string {
  return value.length > 40 ? value.slice(0, 40) + '…' : value;
}

/** A result for input the schema let through but the tool cannot use. */
export function invalidInput(message: string): CallToolResult {
  return failure({ error: message });
}

/**
 * A failed call: the error body as text for a model to read, and the same object as structured
 * content for a program (the report card), so neither reads it back out of the other.
 */
function failure(body: { error: string } & Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body, isError: true };
}

/**
 * A pipeline error as a tool result. The text is the JSON body POST /api/decode would answer with
 * (`{"error": …}` plus errorText/vehicle or limit/remaining/resetSeconds), so both doors say the
 * same thing; upstream faults are logged here, as the HTTP layer logs them, and internal ones are
 * logged with their stack and counted, while the caller reads only the generic message.
 */
export function errorResult(err: unknown, logger: Logger, context: Record<string, unknown>, metrics?: Pick<Metrics, 'internalErrors'>): CallToolResult {
  const { kind, message, details } = describeError(err);
  if (kind === 'upstream') logger.error('upstream_failed', { ...context, err, hint: networkHint(err) });
  else if (kind === 'internal') recordInternalFault(logger, metrics, 'mcp', err, context);
  else logger.info('mcp_tool', { ...context, outcome: kind });
  return failure({ error: message, ...details });
}
