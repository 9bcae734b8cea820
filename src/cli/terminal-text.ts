/**
 * Text made safe for a terminal: upstream strings (body class, recall texts, vPIC's error text) and
 * echoed arguments may carry escape sequences that set the clipboard (OSC 52), draw fake links
 * (OSC 8), retitle the window or clear the screen. Every C0 and C1 control character except a line
 * break is written as its `\uXXXX` spelling instead: visible in text and CSV, and the same string
 * again in JSON (where they can only sit inside string values). A tab becomes a space.
 */

// \r only on its own: a CRLF line end (CSV) is a line break, a lone CR returns over the line.
// eslint-disable-next-line no-control-regex
const CONTROL = /\r(?!\n)|[\x00-\x09\x0b-\x0c\x0e-\x1f\x7f-\x9f]/g;

/** `text` with every control character but LF and CRLF replaced, as above. */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (c) => (c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
