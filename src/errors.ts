/**
 * The few typed failures the pipeline can produce. Each has a stable `code` that the edges branch
 * on (src/http/error-response.ts maps them to HTTP, mcp/ to tool results); messages are written to
 * be shown to a caller as they are, so they never carry URLs, keys or stack traces.
 */
import type { PartialVehicle } from './report/schemas.js';
import type { PauseReason } from './words/pause-words.js';

export type { PauseReason } from './words/pause-words.js';

export type ServiceErrorCode =
  | 'INVALID_VIN'
  | 'UNDECODABLE_VIN'
  | 'RATE_LIMITED'
  | 'UPSTREAM_FAILED'
  | 'UPSTREAM_TIMEOUT'
  | 'PROVIDER_FAILED'
  | 'NOT_IN_DEMO';

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  constructor(code: ServiceErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceError';
    this.code = code;
  }
}

/** The request did not carry a well-formed VIN (or no usable body at all). */
export class InvalidVinError extends ServiceError {
  constructor(message: string) {
    super('INVALID_VIN', message);
    this.name = 'InvalidVinError';
  }
}

/** vPIC answered, but without a make or a model year: the contract's "undecodable" 400. */
export class UndecodableVinError extends ServiceError {
  readonly errorText: string | undefined;
  readonly vehicle: PartialVehicle;
  constructor(message: string, errorText: string | undefined, vehicle: PartialVehicle) {
    super('UNDECODABLE_VIN', message);
    this.name = 'UndecodableVinError';
    this.errorText = errorText;
    this.vehicle = vehicle;
  }
}

/** Demo mode has no recorded answers for this VIN: nothing is made up, and it says which VINs it knows. */
export class NotInDemoError extends ServiceError {
  readonly knownVins: readonly string[];
  constructor(vin: string, knownVins: readonly string[]) {
    super('NOT_IN_DEMO', `${vin} is not in the demo data. This demo answers from recorded NHTSA answers for these VINs only: ${knownVins.join(', ')}. Start vin-report without demo mode to look up any VIN.`);
    this.name = 'NotInDemoError';
    this.knownVins = knownVins;
  }
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (UTC midnight), at least 1. */
  resetSeconds: number;
}

export class RateLimitedError extends ServiceError {
  readonly state: RateLimitState;
  constructor(state: RateLimitState) {
    super('RATE_LIMITED', `Daily limit of ${state.limit} requests reached; it resets at UTC midnight, in ${state.resetSeconds} seconds.`);
    this.name = 'RateLimitedError';
    this.state = state;
  }
}

/**
 * An upstream (vPIC, the recall service, an LLM provider) failed after its retry. `upstream` names
 * which one for the log; the message stays generic so no URL reaches a caller.
 */
export class UpstreamError extends ServiceError {
  readonly upstream: string;
  /** Whole seconds until the host may be asked again, when it is paused (429) or its breaker is open. */
  readonly retryAfterSeconds?: number;
  /** Why it may not be asked for those seconds, when we know. */
  readonly pauseReason?: PauseReason;
  constructor(upstream: string, detail: string, options?: { cause?: unknown; timeout?: boolean; retryAfterSeconds?: number; pauseReason?: PauseReason }) {
    super(options?.timeout ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_FAILED', detail, options);
    this.name = 'UpstreamError';
    this.upstream = upstream;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options?.pauseReason !== undefined) this.pauseReason = options.pauseReason;
  }
}

/**
 * The caller went away (hung up, cancelled its tool call) before its answer was ready. Nobody reads
 * the answer, and it is neither our fault nor an upstream's: doors log it as such, never as an
 * internal fault (src/internal-fault.ts).
 */
export class CallerGoneError extends Error {
  constructor(cause?: unknown) {
    super('The caller went away before its answer was ready', { cause });
    this.name = 'CallerGoneError';
  }
}

/** What a caller is told when an upstream failed: nothing about which one or why, but that retrying helps. */
export const RETRYABLE_MESSAGE = 'The vehicle data services did not answer properly. Please retry in a moment.';
/** What a caller is told about a fault of ours; the detail goes to the log only. */
export const INTERNAL_MESSAGE = 'Internal error while generating the report. Please retry.';

export type ErrorKind = 'invalid_vin' | 'undecodable_vin' | 'not_in_demo' | 'rate_limited' | 'upstream' | 'internal';

/** The status POST /api/decode answers each kind with; batch results carry the same, so both doors agree. */
export const HTTP_STATUS: Record<ErrorKind, number> = { invalid_vin: 400, undecodable_vin: 400, not_in_demo: 404, rate_limited: 429, upstream: 500, internal: 500 };

export interface ErrorDescription {
  kind: ErrorKind;
  /** Safe to show to a caller as it is. */
  message: string;
  /** Extra caller-facing facts, in the order the HTTP body lists them (vehicle/errorText, limit/remaining/resetSeconds, or retryAfterSeconds). */
  details: Record<string, unknown>;
}

/**
 * What any edge tells its caller about `err`, independent of transport: the HTTP layer turns it
 * into a status and body, the MCP layer into an `isError` tool result, so both say the same thing.
 * `upstream` and `internal` deliberately lose the original message; the edge logs `err` itself.
 * Never throws.
 */
export function describeError(err: unknown): ErrorDescription {
  if (err instanceof UndecodableVinError) {
    const details: Record<string, unknown> = { vehicle: err.vehicle };
    if (err.errorText !== undefined) details.errorText = err.errorText;
    return { kind: 'undecodable_vin', message: err.message, details };
  }
  if (err instanceof RateLimitedError) {
    return {
      kind: 'rate_limited',
      message: err.message,
      details: { limit: err.state.limit, remaining: 0, resetSeconds: err.state.resetSeconds },
    };
  }
  if (err instanceof NotInDemoError) return { kind: 'not_in_demo', message: err.message, details: { demoVins: err.knownVins } };
  if (err instanceof ServiceError) {
    switch (err.code) {
      case 'INVALID_VIN':
        return { kind: 'invalid_vin', message: err.message, details: {} };
      case 'UPSTREAM_FAILED':
      case 'UPSTREAM_TIMEOUT':
      case 'PROVIDER_FAILED': {
        // A paused host says when it may be asked again; callers should not come back sooner.
        const retryAfterSeconds = err instanceof UpstreamError ? err.retryAfterSeconds : undefined;
        return { kind: 'upstream', message: RETRYABLE_MESSAGE, details: retryAfterSeconds === undefined ? {} : { retryAfterSeconds } };
      }
    }
  }
  return { kind: 'internal', message: INTERNAL_MESSAGE, details: {} };
}
