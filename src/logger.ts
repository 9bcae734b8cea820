/**
 * One JSON object per line, on stderr by default (stdout belongs to the MCP stdio transport), in
 * batches per event-loop turn (src/log-writer.ts). Every line passes through `redact`, so a secret
 * handed to the logger can never be written, whatever field or error message it hides in.
 */
import { createBatchedWriter, type LineWriter } from './log-writer.js';
import { currentRequestId } from './request-context.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** Takes each line; `urgent` is true for warn and error (default: batched stderr). */
  write?: LineWriter;
  level?: LogLevel;
  /** Strings replaced by "[redacted]" wherever they appear (API keys). */
  secrets?: readonly string[];
  now?: () => number;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
/** 10000-01-01T00:00:00Z: from here on toISOString writes a six-digit year with a sign. */
const MAX_FOUR_DIGIT_YEAR_MS = 253_402_300_800_000;

export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write ?? createBatchedWriter();
  const min = ORDER[options.level ?? 'info'];
  // Lines are JSON, so a secret with a quote, backslash or control character appears escaped:
  // both spellings are scrubbed, the escaped one first (it is the longer where they differ).
  const secrets = (options.secrets ?? []).filter((s) => s.length >= 4).flatMap((s) => {
    const escaped = JSON.stringify(s).slice(1, -1);
    return escaped === s ? [s] : [escaped, s];
  });
  const now = options.now ?? Date.now;
  // Many lines share a millisecond under load, and all of a second's lines share everything up to
  // the milliseconds: the stamp is formatted once per ms, and the ISO date once per second.
  let stampedAt = NaN;
  let stamp = '';
  let second = NaN;
  let secondPrefix = '';
  const stampOf = (t: number): string => {
    // Whole milliseconds from 1970 to 9999, as Date.now gives; anything else is formatted in full.
    if (!Number.isInteger(t) || t < 0 || t >= MAX_FOUR_DIGIT_YEAR_MS) return new Date(t).toISOString();
    const millis = t % 1000;
    if (t - millis !== second) {
      second = t - millis;
      secondPrefix = new Date(second).toISOString().slice(0, 20); // "2026-11-24T23:35:10."
    }
    return `${secondPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
  };
  const emit = (level: LogLevel, event: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < min) return;
    // The fields are stringified on their own and joined to the fixed members as text: copying
    // them into one record object first was a measurable share of a cache hit's request line.
    // A replacer function takes JSON.stringify off its fast path, so it is used only when some
    // field could hold an Error (any object); flat fields never need it.
    // Lines written while serving a request carry its id, wherever in the pipeline they come from.
    const requestId = fields?.requestId === undefined ? currentRequestId() : undefined;
    const all = requestId === undefined ? fields : { requestId, ...fields };
    const rest = all === undefined ? '{}' : hasObjectValue(all) ? JSON.stringify(all, errorReplacer) : JSON.stringify(all);
    writeLine(level, event, rest.length > 2 ? rest.slice(1, -1) : '');
  };
  /** Writes one line from its members: time, level and event, then `members` (JSON, possibly empty). */
  const writeLine = (level: LogLevel, event: string, members: string) => {
    const t = now();
    if (t !== stampedAt) {
      stampedAt = t;
      stamp = stampOf(t);
    }
    let line = `{"time":"${stamp}","level":"${level}","event":${JSON.stringify(event)}${members === '' ? '' : ',' + members}}\n`;
    for (const secret of secrets) if (line.includes(secret)) line = line.split(secret).join('[redacted]');
    write(line, ORDER[level] >= ORDER.warn);
  };
  return {
    debug: (event, fields) => emit('debug', event, fields),
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
  };
}

function hasObjectValue(fields: Record<string, unknown>): boolean {
  for (const key in fields) {
    const value = fields[key];
    if (typeof value === 'object' && value !== null) return true;
  }
  return false;
}

/** Errors serialise to name, code, message and cause chain; stacks stay out of routine logs. */
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: value.message };
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) out.code = code;
    if (value.cause !== undefined) out.cause = value.cause;
    return out;
  }
  return value;
}

/** A logger that drops everything, for tests and tools that do not care. */
export const silentLogger: Logger = createLogger({ write: () => {} });
