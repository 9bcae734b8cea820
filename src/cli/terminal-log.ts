/**
 * The CLI's log for a person at a terminal: each warning or error once, as a sentence
 * ("vin-report: warning: NHTSA's model catalogue could not be reached, ..."), instead of the JSON
 * lines a log collector wants. `--log json` (and any stderr that is not a terminal) keeps the JSON.
 */
import type { LineWriter } from '../log-writer.js';

/** What the common warnings mean for the output in front of the person. */
const SENTENCES: Record<string, (line: Record<string, unknown>) => string> = {
  catalogue_unavailable: (l) => `NHTSA's model catalogue could not be reached for ${l.make ?? 'a make'} ${l.modelYear ?? ''}`.trimEnd() +
    ', so recalls and complaints were looked up under vPIC\'s model name only (a model NHTSA files under other names may miss some)',
  cache_write_failed: () => 'a report could not be written to the cache (CACHE_DIR); it was still printed, and will be built again next time',
  model_cache_write_failed: () => 'an answer could not be kept in the cache; it will be asked for again next time',
  cache_entry_corrupt: () => 'an unreadable cache entry was ignored and will be rebuilt',
  ai_fallback: () => 'the LLM summary failed, so the built-in summary was used',
  upstream_limits_not_shared: (l) => String(l.hint),
  // A bug, not the data: the row says "internal error"; this line is what to report (`--log json` has the stack).
  internal_error: (l) => `a fault inside vin-report failed ${typeof l.row === 'number' ? `row ${l.row} (${String(l.vin)})` : 'a VIN'}; ` +
    `please report it with run id ${String(l.requestId)}: ${String((l.err as { message?: unknown } | undefined)?.message ?? 'no message')}`,
};

/**
 * A LineWriter that turns JSON log lines into one readable line per kind of warning, written to
 * `write`; `clearLine` first erases the line a progress bar may be drawing (a terminal only).
 */
export function createTerminalLogWriter(write: (text: string) => void, clearLine: boolean): LineWriter {
  const said = new Set<string>();
  return (line) => {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return write(line);
    }
    const { level, event } = parsed;
    if ((level !== 'warn' && level !== 'error') || typeof event !== 'string' || said.has(event)) return;
    said.add(event);
    const sentence = SENTENCES[event]?.(parsed) ?? genericSentence(event, parsed);
    write(`${clearLine ? '\r\x1b[K' : ''}vin-report: ${level === 'warn' ? 'warning' : 'error'}: ${sentence}\n`);
  };
}

function genericSentence(event: string, line: Record<string, unknown>): string {
  const err = line.err as { message?: unknown } | undefined;
  const hint = typeof line.hint === 'string' ? line.hint : undefined;
  const detail = hint ?? (typeof err?.message === 'string' ? err.message : undefined);
  return `${event.replace(/_/g, ' ')}${detail ? `: ${detail}` : ''}`;
}
