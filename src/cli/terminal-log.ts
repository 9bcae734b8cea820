/**
 * The CLI's log for a person at a terminal: each warning or error once, as a sentence
 * ("vin-report: warning: NHTSA's model catalogue could not be reached, ..."), instead of the JSON
 * lines a log collector wants. `--log json` (and any stderr that is not a terminal) keeps the JSON.
 */
import type { LogRecord } from '../logger.js';
import { logLine } from '../words/log-words.js';
import { terminalText } from './terminal-text.js';

/**
 * A record sink that writes one readable line per kind of warning to `write`; `clearLine` first
 * erases the line a progress bar may be drawing (a terminal only).
 */
export function createTerminalLogWriter(write: (text: string) => void, clearLine: boolean): (record: LogRecord) => void {
  const said = new Set<string>();
  return ({ level, event, fields }) => {
    if ((level !== 'warn' && level !== 'error') || said.has(event)) return;
    said.add(event);
    // An error's message may be an upstream's text: its escape sequences are spelled out, never acted on.
    write(`${clearLine ? '\r\x1b[K' : ''}${terminalText(logLine(level, event, fields))}\n`);
  };
}
