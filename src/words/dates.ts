/**
 * Dates and ages as every door writes them: "12 March 2021", "22 November 2026 at 12:00 UTC",
 * "8 days". English month names and UTC, never the reader's locale, so every door says the same.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2021-03-12" → "12 March 2021"; anything else is shown as it is. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** "2026-11-22T12:00:00.000Z" → "22 November 2026 at 12:00 UTC"; '' for a value that is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} at ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** "8 days", "1 hour", "5 minutes": how old a report is, in its largest whole unit. */
export function describeAge(seconds: number): string {
  const [amount, unit] = seconds >= 86_400 ? [Math.floor(seconds / 86_400), 'day'] : seconds >= 3600 ? [Math.floor(seconds / 3600), 'hour'] : [Math.max(1, Math.floor(seconds / 60)), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The calendar year a report was written in, from its generatedAt; the current year for one without. */
export function reportYear(generatedAt: string | undefined): number {
  const year = Number(generatedAt?.slice(0, 4));
  return Number.isInteger(year) && year > 2000 ? year : new Date().getUTCFullYear();
}
