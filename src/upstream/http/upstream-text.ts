/**
 * Limits on what upstream text may carry into a report. An upstream field is data we pass on, not
 * something we trust to be small: one 4 MiB "summary" would otherwise be cached, logged and sent
 * to an LLM.
 */

export const MAX_UPSTREAM_TEXT = 2000;
const ELLIPSIS = '…';

/** `value` unchanged when it fits in `max` characters, else cut to `max` including an ellipsis. */
export function capText(value: string, max: number = MAX_UPSTREAM_TEXT): string {
  if (value.length <= max) return value;
  let end = max - ELLIPSIS.length;
  // Never leave half of a surrogate pair before the ellipsis.
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return value.slice(0, end) + ELLIPSIS;
}

/** A trimmed, capped string, or undefined for anything that is not a non-empty string. */
export function upstreamText(value: unknown, max: number = MAX_UPSTREAM_TEXT): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : capText(trimmed, max);
}

/**
 * A calendar date from `DD/MM/YYYY` (recalls) or `MM/DD/YYYY` (complaints) or ISO, as `YYYY-MM-DD`;
 * undefined for anything else and for days that do not exist (31/02/2020), so a report never
 * shows an invented date.
 */
export function isoDate(value: unknown, order: 'day-first' | 'month-first'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed) {
    const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
    return order === 'day-first' ? realDate(year, second, first) : realDate(year, first, second);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[^\s]*)?$/.exec(text);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

function realDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
