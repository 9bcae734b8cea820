/**
 * Caps on what the LLM prompt is given, so no upstream field or list can make it huge: used by the
 * prompt and by the sections' own prompt facts (src/sections/*.ts).
 */
import { squash } from '../report/upstream-field.js';

/** At most this many items of a list, and of recalls. */
export const MAX_PROMPT_ITEMS = 25;
/** At most this many characters of a text. */
export const MAX_PROMPT_TEXT = 600;

/** `text` with whitespace collapsed, at most `max` characters (ending in "…" when cut). */
export function capText(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  const clean = squash(text, max + 1);
  return clean.length > max ? clean.slice(0, max - 1) + '…' : clean;
}

/** A section's value with every string in it capped and every list cut short. */
export function capStrings<T>(value: T): T {
  if (typeof value === 'string') return capText(value, MAX_PROMPT_TEXT) as T;
  if (Array.isArray(value)) return value.slice(0, MAX_PROMPT_ITEMS).map(capStrings) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capStrings(v)])) as T;
  return value;
}
