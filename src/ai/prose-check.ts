/**
 * What an LLM's summary may not say, however it was prompted: that recalls which may apply to the
 * vehicle are clean, none or done, or a phone number or link the report's own data does not hold
 * (a prompt injected through recall text asks for exactly that: "call 555-0100", "visit evil.example").
 * Such a summary is not repaired sentence by sentence: the built-in one stands in, and says why.
 */
import { NHTSA_RECALL_LOOKUP } from '../report/recalls.js';
import { NO_RECALLS, UnusableOutputError } from './parse-output.js';
import { recallsLookedUp, type AiProvider, type SummaryInput } from './provider.js';
import { relevantRecalls } from './score.js';
import type { AiSummary } from '../report/schemas.js';

/** The LLM's summary said something the report contradicts or does not hold; `reason` says what, for the report. */
export class UntrustedProseError extends UnusableOutputError {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'UntrustedProseError';
    this.reason = reason;
  }
}

/** Recalls called clean or finished: "clean recall history", "all recalls have been completed". */
const CLEAN_CLAIM = [
  NO_RECALLS,
  /\bclean\s+(?:recall|safety)\b|\brecall\s+(?:history|record|status)\s+(?:is\s+)?clean\b/i,
  /\brecalls?\b(?:\s+work)?\s+(?:(?:has|have)\s+(?:all\s+)?(?:already\s+)?been|(?:is|are|was|were)\s+(?:all\s+)?(?:already\s+)?)\s*(?:completed|repaired|fixed|remedied|resolved|done|closed|taken care of)\b/i,
  /\b(?:all|every)\s+(?:\w+\s+){0,2}recalls?\s+(?:(?:has|have)\s+(?:all\s+)?(?:already\s+)?been\s+|(?:is|are|was|were)\s+(?:already\s+)?)?(?:completed|repaired|fixed|remedied|resolved|done|closed)\b/i,
];
/** Advice about a recall ("confirm the recall has been repaired") is not a claim that it was. */
const HEDGE = /\b(?:confirm|verify|check|ask|make sure|ensure|prove|proof|whether|if|until|unless|before|should|must|need)\b/i;

/** North American numbers (with or without +1), 7-digit local ones, and international + numbers. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{3}-\d{4}\b|\+\d{1,3}(?:[\s.-]?\d{2,4}){2,4}\b/g;
/** Links with a scheme or www., and bare host names with a common top-level domain. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|gov|edu|io|co|us|info|biz|me|ly|xyz|app|dev|ai|top|site|online|click|link|ru|cn|uk|de|ca)\b(?:\/[^\s<>"')\]]*)?/gi;
/** NHTSA's Vehicle Safety Hotline and its TTY line, which recall texts and our own advice name. */
const NHTSA_PHONES = ['8883274236', '8004249153'];

/** The reason the summary may not stand, or undefined when it may. */
export function proseProblem(summary: Pick<AiSummary, 'overview' | 'strengths' | 'issues' | 'buyingAdvice' | 'maintenanceTips'>, input: SummaryInput): string | undefined {
  const texts = [summary.overview, ...summary.strengths, ...summary.issues, summary.buyingAdvice, summary.maintenanceTips];
  const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
  const lookedUp = recallsLookedUp(input);
  const recallsMayApply = relevantRecalls(input.sections.recalls).length > 0 || !lookedUp;
  if (recallsMayApply && sentences.some((s) => !HEDGE.test(s) && CLEAN_CLAIM.some((claim) => claim.test(s)))) {
    return lookedUp
      ? 'the LLM\'s summary called recalls that may apply to this vehicle clean, none or done'
      : 'the LLM\'s summary called the recall record clean, but recalls could not be looked up';
  }
  const data = JSON.stringify(input);
  const knownPhones = new Set([...NHTSA_PHONES, ...phonesIn(data)]);
  if (phonesIn(texts.join('\n')).some((phone) => !knownPhones.has(phone))) return 'the LLM\'s summary carried a phone number the report does not hold';
  const knownHosts = new Set([hostOf(NHTSA_RECALL_LOOKUP), ...(data.match(LINK) ?? []).map(hostOf)]);
  if ((texts.join('\n').match(LINK) ?? []).some((link) => !knownHosts.has(hostOf(link)))) return 'the LLM\'s summary carried a link the report does not hold';
  return undefined;
}

/** `provider`, whose summaries are refused (UntrustedProseError) when proseProblem finds one. */
export function withProseChecks(provider: AiProvider): AiProvider {
  return {
    name: provider.name,
    async summarize(input, signal) {
      const summary = await provider.summarize(input, signal);
      const problem = proseProblem(summary, input);
      if (problem) throw new UntrustedProseError(problem);
      return summary;
    },
  };
}

/** Phone numbers in `text`, as their last ten (or seven) digits. */
function phonesIn(text: string): string[] {
  return (text.match(PHONE) ?? []).map((phone) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''));
}

/** A link's host, lower case, without www. */
function hostOf(link: string): string {
  return link.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').split(/[/?#:]/)[0]!;
}
