/**
 * One JSON object per line, on stderr by default (stdout belongs to the MCP stdio transport), in
 * batches per event-loop turn (src/log-writer.ts). Every line is scrubbed of the configured secrets,
 * so a secret handed to the logger can never be written, whatever field or error message it hides in.
 */
import { createBatchedWriter, type LineWriter } from './log-writer.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void;
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  /** A logger whose every line also carries `fields` (a request's id, say), written before the line's own. */
  child(fields: Record<string, unknown>): Logger;
}

/** A log line as fields, for a sink that words lines for a person rather than a log collector. */
export interface LogRecord {
  level: LogLevel;
  event: string;
  /** The child's fields, then the line's own: every string scrubbed of the secrets, an Error as name, code, message and cause. */
  fields: Record<string, unknown>;
}

export interface LoggerOptions {
  /** Takes each line; `urgent` is true for warn and error (default: batched stderr). */
  write?: LineWriter;
  /** Takes each line as a record instead of JSON text (the CLI at a terminal); `write` is then unused. */
  record?: (record: LogRecord) => void;
  level?: LogLevel;
  /** Strings replaced by "[redacted]" wherever they appear (API keys). */
  secrets?: readonly string[];
  /** Events never written, whatever their level (the CLI's output states these itself). */
  omitEvents?: readonly string[];
  now?: () => number;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
/** What JSON leaves raw that a terminal may act on: DEL and the C1 controls (U+009B is CSI). */
const C1_CONTROL = /[\x7f-\x9f]/g;

export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write ?? createBatchedWriter();
  const min = ORDER[options.level ?? 'info'];
  // Lines are JSON, so a secret with a quote, backslash or control character appears escaped:
  // both spellings are scrubbed, the escaped one first (it is the longer where they differ).
  const raw = (options.secrets ?? []).filter((s) => s.length >= 4);
  const secrets = raw.flatMap((s) => {
    const escaped = JSON.stringify(s).slice(1, -1);
    return escaped === s ? [s] : [escaped, s];
  });
  const now = options.now ?? Date.now;
  const omitted = new Set(options.omitEvents);
  // Lines are often logged many to a millisecond; the timestamp text is made once per millisecond.
  let stampedMs = NaN;
  let stamp = '';
  const emit = (level: LogLevel, event: string, bound: Bound, fields: Record<string, unknown> | undefined) => {
    if (ORDER[level] < min || omitted.has(event)) return;
    if (options.record) return options.record({ level, event, fields: scrubbed({ ...bound.fields, ...fields }, raw) as Record<string, unknown> });
    const ms = now();
    if (ms !== stampedMs) [stampedMs, stamp] = [ms, new Date(ms).toISOString()];
    // time, level and event come first; then the child's fields, then the line's own, in their order.
    let line = `{"time":"${stamp}","level":"${level}","event":${JSON.stringify(event)}${bound.json}${fields ? members(fields) : ''}}\n`;
    for (const secret of secrets) if (line.includes(secret)) line = line.split(secret).join('[redacted]');
    // Spelled as \u escapes the line is the same JSON, and a terminal tailing the log acts on none.
    line = line.replace(C1_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    write(line, ORDER[level] >= ORDER.warn);
  };
  /** A child keeps its fields as ready-made JSON members (and as an object, for records). */
  class LineLogger implements Logger {
    constructor(private readonly bound: Bound) {}
    debug(event: string, fields?: Record<string, unknown>) { emit('debug', event, this.bound, fields); }
    info(event: string, fields?: Record<string, unknown>) { emit('info', event, this.bound, fields); }
    warn(event: string, fields?: Record<string, unknown>) { emit('warn', event, this.bound, fields); }
    error(event: string, fields?: Record<string, unknown>) { emit('error', event, this.bound, fields); }
    child(fields: Record<string, unknown>): Logger {
      // The object is kept only for records: a request's child logger costs one string otherwise.
      return new LineLogger({ json: this.bound.json + members(fields), fields: options.record ? { ...this.bound.fields, ...fields } : this.bound.fields });
    }
  }
  return new LineLogger({ json: '', fields: {} });
}

/** A child logger's fields: as JSON members for lines, as an object for records. */
interface Bound {
  json: string;
  fields: Record<string, unknown>;
}

/** `value` with every string scrubbed of `secrets` and every Error as errorReplacer writes it; a cycle ends in "[circular]". */
function scrubbed(value: unknown, secrets: readonly string[], seen = new Set<object>()): unknown {
  if (typeof value === 'string') return secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), value);
  if (!isObject(value)) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return scrubbed((value as { toJSON(): unknown }).toJSON(), secrets, seen);
  if (seen.has(value as object)) return '[circular]';
  seen.add(value as object);
  const plain = errorReplacer('', value);
  const out = Array.isArray(plain)
    ? plain.map((item) => scrubbed(item, secrets, seen))
    : Object.fromEntries(Object.entries(plain as object).map(([key, item]) => [key, scrubbed(item, secrets, seen)]));
  seen.delete(value as object);
  return out;
}

/** `{"a":1,"b":"x"}` as `,"a":1,"b":"x"`: an object's JSON members, ready to append to a line. */
function members(fields: Record<string, unknown>): string {
  // A replacer takes JSON.stringify off its fast path, and only a field holding an object can be an Error.
  let holdsObject = false;
  for (const key in fields) if (isObject(fields[key])) holdsObject = true;
  const json = holdsObject ? JSON.stringify(fields, errorReplacer) : JSON.stringify(fields);
  return json.length > 2 ? `,${json.slice(1, -1)}` : '';
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

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

/**
 * `inner`, with every warning and error also handed to `count` (the app's metrics): each fault a
 * part meets is logged, and so counted, without any part knowing the metrics.
 */
export function countingFaults(inner: Logger, count: (level: 'warn' | 'error', event: string) => void): Logger {
  return new CountingLogger(inner, count);
}

/** A class, so a request's child logger costs one object rather than five closures. */
class CountingLogger implements Logger {
  constructor(private readonly inner: Logger, private readonly count: (level: 'warn' | 'error', event: string) => void) {}
  debug(event: string, fields?: Record<string, unknown>) { this.inner.debug(event, fields); }
  info(event: string, fields?: Record<string, unknown>) { this.inner.info(event, fields); }
  warn(event: string, fields?: Record<string, unknown>) {
    this.count('warn', event);
    this.inner.warn(event, fields);
  }
  error(event: string, fields?: Record<string, unknown>) {
    this.count('error', event);
    this.inner.error(event, fields);
  }
  child(fields: Record<string, unknown>): Logger { return new CountingLogger(this.inner.child(fields), this.count); }
}

/** A logger that drops everything, for tests and tools that do not care. */
export const silentLogger: Logger = createLogger({ write: () => {} });
