/**
 * The CLI's warnings as a person at a terminal reads them (src/cli/terminal-log.ts): what each
 * common log event means for the output in front of them, else the event's name and its detail.
 */

/** A log line's fields, as the logger hands them over (scrubbed of secrets). */
type Fields = Record<string, unknown>;

const message = (err: unknown): string | undefined => {
  const text = (err as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' ? text : undefined;
};

const SENTENCES: Record<string, (f: Fields) => string> = {
  catalogue_unavailable: (f) => `NHTSA's model catalogue could not be reached for ${String(f.make ?? 'a make')} ${String(f.modelYear ?? '')}`.trimEnd() +
    ", so recalls and complaints were looked up under vPIC's model name only (a model NHTSA files under other names may miss some)",
  cache_write_failed: () => 'a report could not be written to the cache (CACHE_DIR); it was still printed, and will be built again next time',
  model_cache_write_failed: () => 'an answer could not be kept in the cache; it will be asked for again next time',
  cache_entry_corrupt: () => 'an unreadable cache entry was ignored and will be rebuilt',
  ai_fallback: () => 'the LLM summary failed, so the built-in summary was used',
  upstream_limits_not_shared: (f) => String(f.hint),
  // A bug, not the data: the row says "internal error"; this line is what to report (`--log json` has the stack).
  internal_error: (f) => `a fault inside vin-report failed ${typeof f.row === 'number' ? `row ${f.row} (${String(f.vin)})` : 'a VIN'}; ` +
    `please report it with run id ${String(f.requestId)}: ${message(f.err) ?? 'no message'}`,
};

/** "vin-report: warning: the LLM summary failed, so the built-in summary was used". */
export function logLine(level: 'warn' | 'error', event: string, fields: Fields): string {
  const hint = typeof fields.hint === 'string' ? fields.hint : undefined;
  const detail = hint ?? message(fields.err);
  const sentence = SENTENCES[event]?.(fields) ?? `${event.replace(/_/g, ' ')}${detail ? `: ${detail}` : ''}`;
  return `vin-report: ${level === 'warn' ? 'warning' : 'error'}: ${sentence}`;
}
