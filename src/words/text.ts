/**
 * Small English helpers for the built-in summary writer: articles, plurals, lists and turning
 * vPIC's shouting and bracket jargon into plain words, over the field helpers of
 * src/report/upstream-field.ts. Every function runs in linear time on any input (a single pass or
 * simple anchored tests, no backtracking patterns), because vPIC fields reach here unbounded: a
 * 4 MiB string of spaces or parentheses must not stall the process.
 */
import { clip, field, squash, withoutAcronymAsides } from '../report/upstream-field.js';

/**
 * Removes bracketed asides, "(SUV)", "[MPV]" and nested ones alike, in one pass with a depth count.
 * An unmatched closing bracket is dropped; an unclosed opening bracket hides the rest.
 */
export function withoutBrackets(text: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return squash(out);
}

/** True when the text has letters and none of them is lower case: vPIC's "shouting". */
export function isShouting(text: string): boolean {
  return text !== text.toLowerCase() && text === text.toUpperCase();
}

/** Words that stay in capitals when a shouted name is title-cased. */
const KEEP_UPPER = new Set(['BMW', 'GMC', 'MINI', 'TXC', 'CPI', 'BYD', 'MG', 'RV', 'LLC', 'USA', 'UK', 'AMG', 'SRT', 'SSV', 'LTZ', 'EX', 'LX', 'SE', 'LE', 'XLE', 'GT', 'SS', 'RS', 'ST', 'EV', 'SUV', 'II', 'III', 'IV']);
/** Shouted makes whose own spelling is not plain title case. */
const MAKE_SPELLING: Record<string, string> = { 'MERCEDES-BENZ': 'Mercedes-Benz', 'MCLAREN': 'McLaren', 'ALFA ROMEO': 'Alfa Romeo', 'INTERNATIONAL': 'International' };

/**
 * Title-cases a shouted name word by word ("GRAZ-LIEBENAU" → "Graz-Liebenau", "MIANO'S WELDING" →
 * "Miano's Welding"); known acronyms and words without vowels ("TXC") stay upper case. Text that is
 * not shouting is returned as it is.
 */
export function titleCase(text: string): string {
  if (!isShouting(text)) return text;
  let out = '';
  let word = '';
  const flush = (): void => {
    if (word) out += casedWord(word, out === '');
    word = '';
  };
  for (const ch of text) {
    if (ch === ' ' || ch === '-' || ch === '/') {
      flush();
      out += ch;
    } else word += ch;
  }
  flush();
  return out;
}

/** Joining words that stay lower case inside a title-cased name ("Sprayer and Equipment"). */
const SMALL_WORDS = new Set(['AND', 'OF', 'THE', 'FOR', 'DE', 'DEL', 'LA']);

function casedWord(word: string, first: boolean): string {
  const letters = word.replace(/[^A-Z]/g, '');
  if (KEEP_UPPER.has(word) || KEEP_UPPER.has(letters) || word.length === 1 || /[0-9]/.test(word)) return word;
  if (!first && SMALL_WORDS.has(word)) return word.toLowerCase();
  if (letters.length > 0 && !/[AEIOUY]/.test(letters)) return word;
  // Only the first letter stays capital ("MIANO'S" → "Miano's", "4WD" stays).
  let seenLetter = false;
  let out = '';
  for (const ch of word) {
    if (ch >= 'A' && ch <= 'Z') {
      out += seenLetter ? ch.toLowerCase() : ch;
      seenLetter = true;
    } else out += ch;
  }
  return out;
}

/** A make as people write it: "FORD" → "Ford", "MERCEDES-BENZ" → "Mercedes-Benz", "BMW" stays. */
export function makeName(make: string): string {
  const clean = field(make, 60) ?? '';
  return MAKE_SPELLING[clean.toUpperCase()] ?? titleCase(clean);
}

// ---- articles -------------------------------------------------------------------------------

/** Letters whose spoken name starts with a vowel sound: "an SUV", "an MPV", "an EV", "an X5". */
const VOWEL_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);
/** Upper-case words read as words, not letter by letter. */
const SPOKEN_ACRONYMS: Record<string, 'a' | 'an'> = { NASA: 'a', LED: 'an', SAE: 'an' };
/** Vowel-initial words that start with a consonant sound, and h-words that start with a vowel sound. */
const A_PREFIXES = ['uni', 'use', 'usu', 'uti', 'ure', 'eu', 'one', 'once', 'ubiq'];
const AN_PREFIXES = ['hour', 'honest', 'honor', 'honour', 'heir'];

/**
 * "a" or "an" for the phrase that follows: by sound, not spelling. Numbers are read aloud ("an
 * 8-speed", "an 82 kWh", "an 11-year-old", "a 1.5-liter"), acronyms letter by letter ("an SUV", "a
 * USB", "an EV"), and words by their usual sound ("a used", "an hour").
 */
export function article(phrase: string): 'a' | 'an' {
  const first = firstToken(phrase);
  if (first === '') return 'a';
  if (first[0]! >= '0' && first[0]! <= '9') return numberArticle(first);
  const letters = first.replace(/[^A-Za-z]/g, '');
  if (letters === '') return 'a';
  const upper = letters.toUpperCase();
  if (SPOKEN_ACRONYMS[upper]) return SPOKEN_ACRONYMS[upper];
  if (letters === upper && (letters.length > 1 || first.length === 1 || /[0-9]/.test(first))) {
    // An acronym or a model code: spelled out, so the first letter's name decides.
    return VOWEL_LETTERS.has(upper[0]!) ? 'an' : 'a';
  }
  const lower = letters.toLowerCase();
  if (AN_PREFIXES.some((p) => lower.startsWith(p))) return 'an';
  if (A_PREFIXES.some((p) => lower.startsWith(p))) return 'a';
  return 'aeiou'.includes(lower[0]!) ? 'an' : 'a';
}

/** The phrase with its article in front: "an 8-speed automatic". */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

function firstToken(phrase: string): string {
  const text = phrase.trimStart();
  let end = 0;
  while (end < text.length && end < 40 && text[end] !== ' ' && text[end] !== '-') end++;
  return text.slice(0, end);
}

/** A number read aloud starts with a vowel sound when its leading group is 8, 8x, 8xx, 11 or 18. */
function numberArticle(token: string): 'a' | 'an' {
  let digits = '';
  for (const ch of token) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else if (ch === ',') continue;
    else break;
  }
  if (digits === '') return 'a';
  const groupLength = digits.length % 3 === 0 ? 3 : digits.length % 3;
  const lead = digits.slice(0, groupLength);
  if (lead[0] === '8') return 'an';
  if (lead === '11' || lead === '18') return 'an';
  return 'a';
}

// ---- numbers and lists ----------------------------------------------------------------------

/** "1 recall", "2 recalls", "0 recalls"; `plural` for irregular nouns ("1 battery", "2 batteries"). */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}

/** The noun alone in agreement with n: noun(1, 'recall') → "recall". */
export function noun(n: number, singular: string, plural = `${singular}s`): string {
  return n === 1 ? singular : plural;
}

/** "the recall", "both recalls", "all 3 recalls". */
export function everyOf(n: number, singular: string, plural = `${singular}s`): string {
  if (n === 1) return `the ${singular}`;
  if (n === 2) return `both ${plural}`;
  return `all ${formatNumber(n)} ${plural}`;
}

/** "has" or "have" for n things. */
export function hasHave(n: number): 'has' | 'have' {
  return n === 1 ? 'has' : 'have';
}

/** "was" or "were" for n things. */
export function wasWere(n: number): 'was' | 'were' {
  return n === 1 ? 'was' : 'were';
}

/** 99978 → "99,978", 7.25 → "7.3": thousands separated, at most one decimal, no locale (the page runs it in every browser). */
export function formatNumber(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  const [whole, fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '−' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "A", "A and B", "A, B and C" (no serial comma, as the rest of the report writes). */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Upper-cases the first character. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Ends a sentence with exactly one full stop: "It stalls" → "It stalls.", "It stalls." stays,
 * `submission."` stays (the quote already closes a sentence), trailing commas and colons go.
 */
export function sentence(text: string): string {
  let t = text.trim();
  while (t.length > 0 && ',;:- '.includes(t[t.length - 1]!)) t = t.slice(0, -1);
  if (t === '') return '';
  const last = t[t.length - 1]!;
  const beforeQuote = t.length > 1 ? t[t.length - 2]! : '';
  if ('.!?…'.includes(last)) return t;
  if ('"\'”’)'.includes(last) && '.!?'.includes(beforeQuote)) return t;
  return `${t}.`;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set(['co', 'inc', 'corp', 'ltd', 'no', 'st', 'mr', 'mrs', 'dr', 'vs', 'approx', 'e.g', 'i.e', 'u.s', 'etc']);

/**
 * The first sentence of a recall text that passes `keep`, whitespace collapsed, at most `max`
 * characters. A sentence ends at ". ", "! " or "? " followed by a capital, unless the word before
 * the full stop is an abbreviation ("Co.", "Inc.") or a single letter ("U.S.").
 */
export function firstSentence(text: string | undefined, max = 240, keep: (s: string) => boolean = () => true): string | undefined {
  const clean = withoutAcronymAsides(squash(text, 6 * max));
  if (clean === '') return undefined;
  let start = 0;
  for (let i = 1; i < clean.length - 2; i++) {
    const ch = clean[i]!;
    if ((ch === '.' || ch === '!' || ch === '?') && clean[i + 1] === ' ' && /[A-Z"“]/.test(clean[i + 2]!)) {
      const wordStart = clean.lastIndexOf(' ', i - 1) + 1;
      const word = clean.slice(wordStart, i).toLowerCase().replace(/^["“(]+/, '');
      if (ch === '.' && (ABBREVIATIONS.has(word) || word.length === 1 || word.endsWith('.'))) continue;
      const candidate = clean.slice(start, i + 1);
      if (keep(candidate)) return sentence(clip(candidate, max));
      start = i + 2;
    }
  }
  const rest = clean.slice(start);
  if (rest && keep(rest)) return sentence(clip(rest, max));
  return undefined;
}

/** Lower-cases the first letter unless the first word is an acronym ("An inflator" → "an inflator", "NHTSA" stays). */
export function lowerFirst(text: string): string {
  const word = firstToken(text);
  if (word.length > 1 && isShouting(word)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
