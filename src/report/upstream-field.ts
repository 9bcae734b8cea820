/**
 * An upstream text field made safe to read and to write: whitespace and control characters
 * collapsed, acronym asides dropped, capped on a word boundary, "Not Applicable" dropped. Every
 * function runs in linear time on any input (a single pass, no backtracking patterns), because
 * vPIC fields reach here unbounded: a 4 MiB string of spaces must not stall the process.
 */

/** The longest piece of upstream text any helper keeps, after whitespace is collapsed. */
export const MAX_FIELD_CHARS = 200;

const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x2028 || c === 0x2029 || c === 0xfeff;
const isControl = (c: number): boolean => c < 32 || (c >= 0x7f && c <= 0x9f) || (c >= 0x200b && c <= 0x200f);

/**
 * Collapses every run of whitespace (and control characters) to one space and trims, in one pass.
 * With a `limit`, stops after that many characters of output or 8 × limit + 4,096 of input, so a
 * field of 4 MiB of spaces costs a few kilobytes of scanning, not megabytes, however often it is read.
 */
export function squash(text: string | undefined, limit = Number.MAX_SAFE_INTEGER): string {
  if (!text) return '';
  let out = '';
  let pendingSpace = false;
  const end = limit === Number.MAX_SAFE_INTEGER ? text.length : Math.min(text.length, limit * 8 + 4096);
  for (let i = 0; i < end && out.length < limit; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || isControl(c)) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += text[i];
  }
  return out;
}

/** Cuts `text` to at most `max` characters on a word boundary, ending in "…" when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  let kept = space > max * 0.6 ? cut.slice(0, space) : cut;
  while (kept.length > 0 && ',;:-– '.includes(kept[kept.length - 1]!)) kept = kept.slice(0, -1);
  return kept + '…';
}

/** An upstream field made safe to write: whitespace collapsed, acronym asides dropped, capped, "Not Applicable" dropped. */
export function field(text: string | undefined, max = MAX_FIELD_CHARS): string | undefined {
  const clean = clip(withoutAcronymAsides(squash(text, max + 1)), max);
  if (clean === '' || clean.toLowerCase() === 'not applicable') return undefined;
  return clean;
}

/**
 * Drops parenthesised acronyms such as "(SUV)", "(CBS)" or "(USA)" that only repeat what the words
 * before them say; other asides, "(Maintenance Minder item 4)", stay. One pass, no backtracking.
 */
export function withoutAcronymAsides(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '(') {
      let j = i + 1;
      while (j < text.length && j - i <= 9 && text[j]! >= 'A' && text[j]! <= 'Z') j++;
      if (text[j] === ')' && j - i >= 3) {
        // Also drop the space before the aside.
        if (out.endsWith(' ')) out = out.slice(0, -1);
        i = j + 1;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out;
}
