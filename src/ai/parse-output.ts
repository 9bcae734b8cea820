/**
 * Turns whatever a model answered into a valid AiSummary, or refuses. Models wrap JSON in code
 * fences, talk around it, answer with a tool call instead of content, use snake_case, return a
 * score of "8/10" or 42, or write a novel; none of that may reach the report. Only the six schema
 * fields are ever read, strings are trimmed and capped, lists are capped, the score is clamped, and
 * the result must pass AiSummarySchema. Then `enforceConsistency` makes sure the text cannot
 * contradict the report's own recall data.
 */
import { z } from 'zod';
import { ServiceError } from '../errors.js';
import { AiSummarySchema, type AiSummary, type Recall } from '../report/schemas.js';
import { countGaps } from '../words/assessment-words.js';
import { recallStatusUnknownIssue, urgentAdvice, urgentLine } from '../words/summary-words.js';
import { NHTSA_RECALL_LOOKUP } from '../report/recalls.js';
import { recallsLookedUp, type SummaryInput } from './provider.js';
import { assess } from '../assessment/assess.js';
import { isUrgent, relevantRecalls } from './score.js';

/** The longest overview, buyingAdvice or maintenanceTips kept (characters). */
export const MAX_TEXT_CHARS = 1200;
/** The longest strengths/issues entry kept. */
export const MAX_ITEM_CHARS = 300;
/** Most list entries kept; a model that writes fifty bullet points gets the first few. */
export const MAX_STRENGTHS = 6;
/** Room for the urgent recall lines the consistency repair may add in front of the model's own. */
export const MAX_ISSUES = 10;
/** Raw model text longer than this is not even scanned for JSON. */
const MAX_RAW_CHARS = 100_000;
/** Opening braces tried at most, so prose full of braces cannot make the scan quadratic. */
const MAX_SCAN_STARTS = 20;

/** The fields a model writes; provider and model are set by the caller, never taken from output. */
export type ModelSummary = Omit<AiSummary, 'provider' | 'model' | 'fallback'>;

/** The model answered, but nothing usable could be made of it. The message says why, never the text. */
export class UnusableOutputError extends ServiceError {
  constructor(reason: string) {
    super('PROVIDER_FAILED', `model output unusable: ${reason}`);
    this.name = 'UnusableOutputError';
  }
}

/**
 * Parses a model's text answer: plain JSON, JSON in a code fence, or JSON with prose around it.
 * @throws UnusableOutputError when no JSON object in it is a usable summary
 */
export function parseSummaryText(text: string): ModelSummary {
  if (text.length > MAX_RAW_CHARS) throw new UnusableOutputError('answer too long');
  const candidates = jsonObjectsIn(text);
  if (candidates.length === 0) throw new UnusableOutputError('no JSON object in the answer');
  let firstError: UnusableOutputError | undefined;
  for (const candidate of candidates) {
    try {
      return normalizeSummary(candidate);
    } catch (err) {
      if (!(err instanceof UnusableOutputError)) throw err;
      firstError ??= err;
    }
  }
  throw firstError!;
}

/**
 * Validates an already-decoded candidate (tool-call input or arguments) and brings it into shape.
 * A string is parsed as text first (OpenAI tool arguments arrive as a JSON string).
 * @throws UnusableOutputError
 */
export function normalizeSummary(candidate: unknown): ModelSummary {
  if (typeof candidate === 'string') return parseSummaryText(candidate);
  const object = unwrap(candidate);
  if (!object) throw new UnusableOutputError('answer is not a JSON object');
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    const field = FIELD_NAMES[key.toLowerCase().replace(/[^a-z]/g, '')];
    if (field && !(field in picked)) picked[field] = value;
  }
  const result = LooseSummarySchema.safeParse(picked);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((i) => String(i.path[0] ?? 'summary')))];
    throw new UnusableOutputError(`invalid or missing ${fields.join(', ')}`);
  }
  return AiSummarySchema.omit({ provider: true, model: true, fallback: true }).parse(result.data);
}

/**
 * Repairs a summary that contradicts the data: drops sentences claiming there are no recalls when
 * there are some (or when recalls could not be looked up, or were looked up under vPIC's model name
 * alone), says in the issues how a list looked up under one name may be short, and makes sure every
 * park-it or park-outside recall is named in the issues and the buying advice. Never throws.
 */
export function enforceConsistency(summary: ModelSummary, input: SummaryInput, fallback: ModelSummary): ModelSummary {
  const out: ModelSummary = { ...summary, strengths: [...summary.strengths], issues: [...summary.issues] };
  if (input.sections.recalls.length > 0 || !recallsLookedUp(input)) {
    out.overview = withoutClaim(out.overview) || fallback.overview;
    out.buyingAdvice = withoutClaim(out.buyingAdvice) || fallback.buyingAdvice;
    out.maintenanceTips = withoutClaim(out.maintenanceTips) || fallback.maintenanceTips;
    out.strengths = out.strengths.filter((s) => !NO_RECALLS.test(s));
    out.issues = out.issues.filter((s) => !NO_RECALLS.test(s));
  }
  // "None of them applies" while some may (likely or unknown), or NHTSA's crash-test record counts more than were found.
  const gaps = countGaps({ recalls: input.sections.recalls, recallsLookedUp: recallsLookedUp(input), complaints: input.sections.complaints ?? null, unavailable: input.unavailable, safetyRatings: input.sections.safetyRatings ?? null });
  const claims: RegExp[] = [];
  if (relevantRecalls(input.sections.recalls).length > 0) claims.push(NONE_APPLY);
  // Looked up under vPIC's model name alone, the lists may be short: none found is no "none".
  const narrowed = (input.assessment ?? assess(input)).unknowns.filter((u) => u.reason === 'narrowed');
  if (gaps.some((g) => g.section === 'recalls') || narrowed.some((u) => u.section === 'recalls')) claims.push(NO_RECALLS, NONE_APPLY);
  if (gaps.some((g) => g.section === 'complaints') || narrowed.some((u) => u.section === 'complaints')) claims.push(NO_COMPLAINTS);
  for (const claim of claims) {
    out.overview = withoutClaim(out.overview, claim) || fallback.overview;
    out.buyingAdvice = withoutClaim(out.buyingAdvice, claim) || fallback.buyingAdvice;
    out.maintenanceTips = withoutClaim(out.maintenanceTips, claim) || fallback.maintenanceTips;
    out.strengths = out.strengths.filter((s) => !claim.test(s));
    out.issues = out.issues.filter((s) => !claim.test(s));
  }
  if (!recallsLookedUp(input) && !out.issues.some((s) => /unknown|nhtsa\.gov\/recalls|could not be (checked|looked up)/i.test(s))) {
    out.issues.unshift(recallStatusUnknownIssue(NHTSA_RECALL_LOOKUP));
  }
  // The model never sees the sentence (it is about how the data was asked for): the issues carry it as every door words it.
  out.issues.unshift(...narrowed.filter((u) => !out.issues.includes(u.text)).map((u) => capText(u.text, MAX_ITEM_CHARS)));
  // A park-it recall marked unlikely for this vehicle is not this vehicle's emergency.
  const urgent = relevantRecalls(input.sections.recalls).filter(isUrgent);
  const missingInIssues = urgent.filter((r) => !out.issues.some((s) => mentions(s, r)));
  out.issues.unshift(...missingInIssues.map((r) => capText(urgentLine(r), MAX_ITEM_CHARS)));
  const missingInAdvice = urgent.filter((r) => !mentions(out.buyingAdvice, r));
  if (missingInAdvice.length > 0) {
    out.buyingAdvice = capText(`${urgentAdvice(missingInAdvice)} ${out.buyingAdvice}`, MAX_TEXT_CHARS);
  }
  out.strengths = out.strengths.slice(0, MAX_STRENGTHS);
  out.issues = out.issues.slice(0, MAX_ISSUES);
  return out;
}

/** Claims that there are no recalls: "no recalls", "no open safety recalls", "recall-free"... */
export const NO_RECALLS = /\b(?:no|zero|without(?: any)?|not any|free of)\s+(?:(?:open|known|outstanding|active|safety|reported|current|recorded|listed)\s+)*recalls?\b|\brecall[- ]free\b|\b(?:has|have)(?:n't| not| never)(?: been)? recalled\b|\bnever (?:been )?recalled\b/i;

/** Claims that none of the recalls applies: "none of the recalls applies", "no recalls apply to this car", "not affected by any recall". */
export const NONE_APPLY = /\bnone of (?:the|its|these|those|them|the listed)\b[^.!?]{0,40}?\b(?:appl(?:y|ies)|affects?|covers?)\b|\b(?:no|zero) (?:\w+ )?recalls? (?:that )?(?:appl(?:y|ies)|affects?|covers?)\b|\bnot (?:be )?(?:affected|covered) by any (?:of the )?recalls?\b|\bno recall (?:is likely to |would )?appl(?:y|ies)\b/i;

/** Claims that there are no owner complaints. */
export const NO_COMPLAINTS = /\b(?:no|zero|without(?: any)?)\s+(?:(?:owner|known|reported|filed)\s+)*complaints?\b/i;

function withoutClaim(text: string, claim: RegExp = NO_RECALLS): string {
  if (!claim.test(text)) return text;
  return text.split(/(?<=[.!?])\s+/).filter((s) => !claim.test(s)).join(' ').trim();
}

function mentions(text: string, recall: Recall): boolean {
  return recall.campNo ? text.includes(recall.campNo) : /\bpark/i.test(text);
}

const FIELD_NAMES: Record<string, keyof ModelSummary> = {
  overview: 'overview',
  summary: 'overview',
  strengths: 'strengths',
  pros: 'strengths',
  issues: 'issues',
  cons: 'issues',
  buyingadvice: 'buyingAdvice',
  advice: 'buyingAdvice',
  maintenancetips: 'maintenanceTips',
  maintenance: 'maintenanceTips',
  score: 'score',
  rating: 'score',
};

/** The summary itself, or the one object it was wrapped in ({"summary": {...}}, {"result": {...}}). */
function unwrap(candidate: unknown): Record<string, unknown> | undefined {
  if (!isObject(candidate)) return undefined;
  const keys = Object.keys(candidate).map((k) => k.toLowerCase());
  if (keys.includes('overview') || keys.includes('buyingadvice') || keys.includes('buying_advice')) return candidate;
  const values = Object.values(candidate);
  if (values.length === 1 && isObject(values[0])) return values[0];
  return candidate;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collapses whitespace, drops control characters, caps at `max` on a word boundary. */
export function capText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '') + '…';
}

const LooseText = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => capText(Array.isArray(value) ? value.join(' ') : value, MAX_TEXT_CHARS))
  .pipe(z.string().min(1));

function looseList(maxItems: number) {
  return z
    .union([z.array(z.unknown()), z.string(), z.null(), z.undefined()])
    .transform((value) => {
      const items = value === null || value === undefined ? [] : typeof value === 'string' ? value.split(/\n+/) : value;
      return items
        .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
        .map((item) => capText(String(item).replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ''), MAX_ITEM_CHARS))
        .filter((item) => item.length > 0)
        .slice(0, maxItems);
    });
}

/** 8, 7.6, "8", "8/10", "Score: 7" → an integer 1-10; 0 → 1, 42 → 10; NaN or text without a number fails. */
const LooseScore = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(/-?\d+(?:\.\d+)?/.exec(value)?.[0] ?? NaN);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'score is not a number' });
      return z.NEVER;
    }
    return Math.min(10, Math.max(1, Math.round(n)));
  });

const LooseSummarySchema = z.object({
  overview: LooseText,
  strengths: looseList(MAX_STRENGTHS),
  issues: looseList(MAX_ISSUES),
  buyingAdvice: LooseText,
  maintenanceTips: LooseText,
  score: LooseScore,
});

/**
 * Every top-level JSON object in `text`, fenced ones first, in order of appearance. A string-aware
 * brace scan finds objects with prose around them; each candidate is JSON.parse'd, never eval'd.
 */
function jsonObjectsIn(text: string): unknown[] {
  const sources: string[] = [];
  for (const match of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) sources.push(match[1]!);
  sources.push(text);
  const found: unknown[] = [];
  for (const source of sources) {
    for (const slice of balancedObjects(source)) {
      try {
        const value = JSON.parse(slice);
        if (isObject(value)) found.push(value);
      } catch {
        // not JSON after all (prose with braces); try the next one
      }
      if (found.length >= 5) return found;
    }
  }
  return found;
}

function* balancedObjects(text: string): Generator<string> {
  let start = text.indexOf('{');
  for (let tries = 0; start !== -1 && tries < MAX_SCAN_STARTS; tries++) {
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end === -1) {
      // An unclosed brace (prose, or a truncated answer): an object may still start after it.
      start = text.indexOf('{', start + 1);
      continue;
    }
    yield text.slice(start, end + 1);
    start = text.indexOf('{', end + 1);
  }
}
