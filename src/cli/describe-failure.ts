/**
 * One VIN's failure in words for the CLI, from the same describeError the HTTP and MCP edges use,
 * so a person reads what an API caller would be told (never a stack or an upstream URL).
 */
import { describeError, type ErrorKind } from '../errors.js';

export interface Failure {
  kind: ErrorKind;
  message: string;
  /** vPIC's own explanation, for an undecodable VIN. */
  errorText?: string;
}

export function describeFailure(err: unknown): Failure {
  const { kind, message, details } = describeError(err);
  const errorText = typeof details.errorText === 'string' && details.errorText.trim() ? details.errorText.trim() : undefined;
  return errorText ? { kind, message, errorText } : { kind, message };
}

/** "message (vPIC says: ...)" on one line. */
export function failureLine(failure: Failure): string {
  return failure.errorText ? `${failure.message} (vPIC says: ${failure.errorText})` : failure.message;
}
