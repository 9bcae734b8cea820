/**
 * Whether a recall filed for the vehicle's make, model and year covers this very vehicle, read from
 * the recall's summary. The errors are not equal: a wrong "unlikely" hides a safety defect, a wrong
 * "unknown" costs the buyer one look-up on NHTSA's VIN page. So:
 * - "unlikely" only when the sentence that says who is recalled names its population by something
 *   the decode states (engine size or cylinders, fuel or electrification, drive, body, a named
 *   variant), the vehicle's value is known, and it lies outside every alternative the text lists
 *   ("T5, T6 and T8", "Camry and Camry Hybrid", "including", "as well as", "and/or" and
 *   parentheses are lists, never their last word);
 * - "unknown" when the population depends on what a decode cannot tell (build dates or plants,
 *   optional equipment, a previous repair, a region, a handful of vehicles, a supplier's lot) or on
 *   words these rules cannot read with certainty;
 * - "likely" when the text covers the make/model/year without such narrowing, or names the
 *   vehicle's own variant.
 * Every verdict that rests on words of the summary carries them as `evidence`, a substring of the
 * summary. The text is read as words, never with backtracking patterns: it is upstream data.
 */
import type { DecodedVehicle, Recall } from '../report/schemas.js';
import { MAX_UPSTREAM_TEXT } from './http/upstream-text.js';

export type AppliesTo = 'likely' | 'unlikely' | 'unknown';

export type Applicability = { appliesTo: AppliesTo; reason?: string; evidence?: string };

export type ApplicabilityVehicle = Pick<DecodedVehicle, 'engineCylinders' | 'engineDisplacement' | 'fuelType' | 'electrificationLevel' | 'driveType' | 'bodyClass' | 'trim'> & { model?: string };

type Fuel = 'diesel' | 'gasoline' | 'hybrid' | 'plug-in hybrid' | 'electric' | 'hybrid electric';
type Drive = 'all-wheel or four-wheel drive' | 'front-wheel drive' | 'rear-wheel drive' | 'two-wheel drive';
type Body = 'coupe' | 'convertible' | 'sedan' | 'hatchback' | 'wagon';

/** What one alternative of a list names that a decode can check. */
interface Named {
  cylinders: Set<number>;
  litres: Set<number>;
  fuels: Set<Fuel>;
  drives: Set<Drive>;
  bodies: Set<Body>;
  /** Engine variants named like Volvo's "T5", "T6", "B5", "D5". */
  variants: Set<string>;
  /** Words that narrow the population in a way no rule here reads ("block heater", "Zetec"). */
  unread: string[];
}

/** How one alternative stands against the vehicle. */
type Standing = { kind: 'inside' } | { kind: 'outside'; parts: Outside[] } | { kind: 'undecided'; why: string } | { kind: 'otherModel' };
/** One fact an alternative names and the vehicle contradicts: its kind, what is named, and the sentence. */
interface Outside {
  field: string;
  items: string[];
  say: (list: string) => string;
}

/** A phrase of the summary: where it starts and ends in the original text. */
interface Span {
  start: number;
  end: number;
}

const NOUNS = new Set(['VEHICLE', 'VEHICLES', 'TRUCK', 'TRUCKS', 'CAR', 'CARS', 'SUV', 'SUVS', 'VAN', 'VANS', 'PICKUP', 'PICKUPS', 'MOTORCYCLE', 'MOTORCYCLES', 'BUS', 'BUSES', 'COACH', 'COACHES', 'CHASSIS', 'CHASSIS-CABS', 'TRAILER', 'TRAILERS', 'CAMPER', 'CAMPERS', 'HOMES', 'MOTORHOMES', 'MODELS']);
/** Phrases after which a clause of the recalling sentence narrows the population. */
const NARROWING = ['EQUIPPED WITH', 'FITTED WITH', 'MANUFACTURED WITH', 'BUILT WITH', 'PRODUCED WITH', 'POWERED BY', 'THAT HAVE', 'THAT HAS', 'HAVING', 'WITH'];
/** Words of a narrowing clause that narrow nothing by themselves. */
const FILLER = new Set(['A', 'AN', 'THE', 'ENGINE', 'ENGINES', 'MOTOR', 'MOTORS', 'POWERTRAIN', 'POWERTRAINS', 'CYLINDER', 'CYLINDERS', 'LITER', 'LITERS', 'LITRE', 'LITRES', 'L', 'OPTIONAL', 'CERTAIN', 'SOME', 'VEHICLE', 'VEHICLES', 'DRIVE', 'SYSTEM', 'SYSTEMS', 'VERSION', 'VERSIONS', 'VARIANT', 'VARIANTS', 'MODEL', 'MODELS', 'TRIM', 'BODY', 'STYLE', 'CONFIGURATION', 'CONFIGURATIONS', 'GAS', 'GASOLINE', 'FUEL', 'ONLY', 'ALSO', 'EITHER', 'BOTH', 'AND', 'OR', 'OF']);
const NUMBER_WORDS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5, SIX: 6, SEVEN: 7, EIGHT: 8, NINE: 9, TEN: 10, ELEVEN: 11, TWELVE: 12, SIXTEEN: 16 };
/** At most this many named vehicles is "a handful": which ones only a VIN check can tell. */
const HANDFUL = 1000;

/**
 * Phrases anywhere in the summary after which the population depends on something the decode
 * cannot tell. Each names the condition for the reason; the evidence is the recall's own clause.
 */
type Condition = 'built' | 'repair' | 'region' | 'parts' | 'adds' | 'removes';
const CONDITIONS: ReadonlyArray<{ words: string[]; condition: Condition; kind: 'date' | 'region' | 'clause' }> = [
  { words: ['MANUFACTURED FROM', 'MANUFACTURED BETWEEN', 'MANUFACTURED BEFORE', 'MANUFACTURED AFTER', 'MANUFACTURED ON OR', 'MANUFACTURED THROUGH', 'MANUFACTURED ON', 'MANUFACTURED DURING', 'MANUFACTURED IN', 'MANUFACTURED AT', 'MANUFACTURED JANUARY', 'MANUFACTURED FEBRUARY', 'MANUFACTURED MARCH', 'MANUFACTURED APRIL', 'MANUFACTURED MAY', 'MANUFACTURED JUNE', 'MANUFACTURED JULY', 'MANUFACTURED AUGUST', 'MANUFACTURED SEPTEMBER', 'MANUFACTURED OCTOBER', 'MANUFACTURED NOVEMBER', 'MANUFACTURED DECEMBER', 'BUILT FROM', 'BUILT BETWEEN', 'BUILT BEFORE', 'BUILT AFTER', 'BUILT ON', 'BUILT THROUGH', 'BUILT DURING', 'BUILT IN', 'BUILT AT', 'PRODUCED FROM', 'PRODUCED BETWEEN', 'PRODUCED BEFORE', 'PRODUCED AFTER', 'PRODUCED ON', 'PRODUCED DURING', 'PRODUCED AT', 'ASSEMBLED FROM', 'ASSEMBLED BETWEEN', 'ASSEMBLED AT', 'ASSEMBLED ON', 'ASSEMBLED IN', 'BUILD DATE', 'PRODUCTION DATE', 'PRODUCTION PERIOD', 'ASSEMBLY PLANT', 'PLANT IN'], condition: 'built', kind: 'date' },
  // "Bolt EV vehicles previously recalled under NHTSA recall number 20V-701": only that earlier population.
  { words: ['PREVIOUS REMEDY', 'PREVIOUS RECALL', 'PREVIOUSLY RECALLED', 'PREVIOUSLY REPAIRED', 'PREVIOUSLY REPLACED', 'PRIOR REPAIR', 'HAS BEEN REPLACED', 'HAVE BEEN REPLACED', 'HAD BEEN REPLACED', 'WAS REPLACED', 'WERE REPLACED', 'RECEIVED A REPLACEMENT', 'RECEIVED REPLACEMENT', 'REPLACEMENT PART', 'REPLACEMENT PARTS', 'REPLACEMENT EQUIPMENT', 'SERVICE PART', 'SERVICE PARTS', 'PREVIOUSLY HAD', 'UNDER RECALL', 'REPROGRAMMED UNDER', 'WERE REPAIRED', 'WAS REPAIRED', 'HAVE BEEN REPAIRED', 'HAS BEEN REPAIRED', 'WERE SERVICED', 'HAVE BEEN SERVICED', 'HAS BEEN SERVICED'], condition: 'repair', kind: 'clause' },
  { words: ['REGISTERED IN', 'SOLD IN', 'SOLD OR', 'SOLD, OR', 'ORIGINALLY SOLD', 'CURRENTLY REGISTERED', 'EVER REGISTERED', 'OPERATED IN'], condition: 'region', kind: 'region' },
  { words: ['SUPPLIED BY', 'SUPPLIER', 'LOT OF', 'LOTS', 'BATCH', 'SERIAL NUMBER', 'SERIAL NUMBERS', 'PART NUMBER', 'PART NUMBERS', 'SOLD AS', 'VIN RANGE', 'SPECIFIC VINS', 'A SMALL NUMBER', 'A LIMITED NUMBER', 'SINGLE VEHICLE'], condition: 'parts', kind: 'clause' },
  // Toyota's amended 20V-012 summary names the 2018-2019 4Runner, then "removed ... from inclusion in this recall".
  { words: ['FROM INCLUSION', 'REMOVED FROM THE RECALL', 'REMOVED FROM THIS RECALL'], condition: 'removes', kind: 'clause' },
  { words: ['ALSO INCLUDE', 'ALSO INCLUDES', 'ALSO COVER', 'ALSO COVERS', 'ADDITIONALLY', 'EXPANDED'], condition: 'adds', kind: 'clause' },
];

const SENTENCE_STOPS = [' THAT ', ' WHICH ', ', AND EQUIPPED', ' EQUIPPED ', ' WITH ', ' WHERE ', ' DUE TO ', ' BECAUSE '];

export function applicability(recall: Recall, vehicle: ApplicabilityVehicle): Applicability {
  // Report texts are capped already; the cap here bounds the work for any caller.
  const original = (recall.summary ?? '').slice(0, MAX_UPSTREAM_TEXT);
  // Upper-cased letter by letter so every index still points into the original text.
  const text = asciiUpper(original);
  const population = recallingSentence(text);

  let undecided: Applicability | undefined;
  let unlikelyVerdict: Applicability | undefined;
  let subjectPhrase: Span | undefined;
  let few: Applicability | undefined;
  if (population) {
    const subject = subjectOf(text, population);
    if (subject) {
      subjectPhrase = subject;
      const alternatives = splitList(text, subject).map((span) => ({ span, named: namedIn(text.slice(span.start, span.end), false) }));
      const standing = standingOfList(alternatives, vehicle, text);
      if (standing.kind === 'outside') unlikelyVerdict = { appliesTo: 'unlikely', reason: outsideReason(standing.parts), evidence: evidenceOf(original, subject) };
      else if (standing.kind === 'undecided') undecided = { appliesTo: 'unknown', reason: standing.why, evidence: evidenceOf(original, subject) };
      for (const clause of narrowingClauses(text, subject.end, population.end)) {
        const clauseAlternatives = splitList(text, clause).map((span) => ({ span, named: namedIn(text.slice(span.start, span.end), true) }));
        const clauseStanding = standingOfList(clauseAlternatives, vehicle, text, true);
        const evidence = evidenceOf(original, clause);
        if (clauseStanding.kind === 'outside') unlikelyVerdict ??= { appliesTo: 'unlikely', reason: outsideReason(clauseStanding.parts), evidence };
        else if (clauseStanding.kind === 'undecided') undecided ??= { appliesTo: 'unknown', reason: clauseStanding.why === EQUIPMENT ? `The recall covers only vehicles ${lowerFirst(evidence)}, which the VIN decode does not tell: check with NHTSA's VIN lookup.` : clauseStanding.why, evidence };
      }
      const handful = handfulOf(text, population, subject);
      if (handful) few = { appliesTo: 'unknown', reason: `The recall names only ${handful.count === 1 ? 'one vehicle' : `${handful.count} vehicles`}: only NHTSA's VIN lookup tells which.`, evidence: evidenceOf(original, handful.span) };
    }
  }

  const condition = conditionIn(text, false);
  const conditionVerdict: Applicability | undefined = condition && {
    appliesTo: 'unknown',
    reason: reasonForCondition(condition.condition, original, condition.span),
    evidence: evidenceOf(original, condition.span),
  };
  // A further condition only narrows the population further; words that add vehicles to it
  // ("Additionally included are ...") may add this one, so they stand against "unlikely" alone.
  // "recalling certain 2012-2015 Versa sedan vehicles manufactured ..., and 2014-2015 Versa Note
  // vehicles ...": the first list is not the whole population, so it cannot leave a vehicle out.
  const more = unlikelyVerdict && subjectPhrase && population && laterList(text, withNoun(text, subjectPhrase, population.end).end, population.end);
  if (more) {
    unlikelyVerdict = undefined;
    undecided ??= { appliesTo: 'unknown', reason: `The recall names more vehicles after its first list ("${evidenceOf(original, more)}"): check with NHTSA's VIN lookup.`, evidence: evidenceOf(original, more) };
  }
  if (unlikelyVerdict) {
    const adds = conditionIn(text, true);
    if (!adds) return unlikelyVerdict;
    return { appliesTo: 'unknown', reason: reasonForCondition(adds.condition, original, adds.span), evidence: evidenceOf(original, adds.span) };
  }
  if (few) return few;
  if (conditionVerdict) return conditionVerdict;
  const distributor = population && distributorOf(text, population);
  if (distributor) return { appliesTo: 'unknown', reason: `The recall is a distributor's ("${evidenceOf(original, distributor)}"): it covers only vehicles that distributor supplied, which the VIN decode does not tell: check with NHTSA's VIN lookup.`, evidence: evidenceOf(original, distributor) };
  if (undecided) return undecided;
  if (subjectPhrase && population) return { appliesTo: 'likely', evidence: evidenceOf(original, withNoun(text, subjectPhrase, population.end)) };
  return { appliesTo: 'likely' };
}

/**
 * The recaller's name when it is a distributor ("Southeast Toyota Distributors, LLC (SET) is recalling"):
 * a distributor recalls only the vehicles it supplied, a region or an accessory the decode cannot tell.
 */
function distributorOf(text: string, population: Span): Span | undefined {
  const start = sentenceStartOf(text, population.start);
  const before = text.slice(start, population.start);
  if (wordIndex(before, 'DISTRIBUTOR') === -1 && wordIndex(before, 'DISTRIBUTORS') === -1) return undefined;
  const is = before.lastIndexOf(' IS ');
  return trimSpan(text, { start, end: is === -1 ? population.start : start + is });
}

/** The reason sentence for a condition found in the text, in the recall's own words. */
function reasonForCondition(condition: Condition, original: string, span: Span): string {
  const words = original.slice(span.start, span.end);
  switch (condition) {
    case 'built': return `The recall covers only vehicles ${lowerFirst(words)}; the VIN decode gives no build date or plant: check with NHTSA's VIN lookup.`;
    case 'repair': return `The recall depends on an earlier repair ("${words}"), which the VIN decode cannot tell: check with NHTSA's VIN lookup.`;
    case 'parts': return `The recall depends on which parts or units the vehicle received ("${words}"): check with NHTSA's VIN lookup.`;
    case 'adds': return `The recall adds vehicles beyond the ones it first names ("${words}"): check with NHTSA's VIN lookup.`;
    case 'removes': return `The recall takes some of the vehicles it names out again ("${words}"): check with NHTSA's VIN lookup.`;
    case 'region': {
      const text = asciiUpper(original);
      const registered = [wordIndex(text, 'REGISTERED IN'), wordIndex(text, 'SOLD IN')].filter((at) => at !== -1);
      const place = placeAfter(text, registered.length > 0 ? Math.min(...registered) : span.start);
      return place ? `The recall covers only vehicles sold or registered in ${place}.` : `The recall covers only vehicles ${lowerFirst(words)}: check with NHTSA's VIN lookup.`;
    }
  }
}

function lowerFirst(text: string): string {
  // Old summaries are in capitals: leave those as the recall wrote them.
  return text.length > 1 && text[1] === text[1]!.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The first condition phrase in the text and its clause: of those that add vehicles, or of the others. */
function conditionIn(text: string, adds: boolean): { condition: Condition; span: Span } | undefined {
  let best: { condition: Condition; span: Span; at: number } | undefined;
  for (const { words, condition, kind } of CONDITIONS) {
    if ((condition === 'adds') !== adds) continue;
    for (const phrase of words) {
      const at = wordIndex(text, phrase);
      if (at === -1 || (best && best.at <= at)) continue;
      const span = kind === 'date' ? dateClause(text, at) : kind === 'region' ? regionClause(text, at) : clauseAround(text, at, at + phrase.length);
      best = { condition, at, span };
    }
  }
  return best && { condition: best.condition, span: best.span };
}

/** `phrase` as whole words in `text`, or -1. */
function wordIndex(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at === -1) return -1;
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + phrase.length] ?? ' ';
    if (!isWordChar(before) && !isWordChar(after)) return at;
    from = at + 1;
  }
}

function isWordChar(c: string): boolean {
  return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/** "manufactured from October 19, 2011, through March 18, 2012": up to the last year of the window. */
function dateClause(text: string, at: number): Span {
  const limit = Math.min(sentenceEnd(text, at), at + 160);
  const stop = firstStop(text, at + 1, limit);
  const windowEnd = stop === -1 ? limit : stop;
  // Dates carry commas, so the clause ends after its last year rather than at a comma.
  let lastYear = -1;
  for (let i = at; i + 4 <= windowEnd; i++) if (isYear(text, i)) lastYear = i + 4;
  return trimSpan(text, { start: at, end: lastYear !== -1 ? lastYear : wordBoundary(text, at, clauseEnd(text, at, windowEnd)) });
}

/** `end`, moved back to the end of a word so evidence never stops halfway through one. */
function wordBoundary(text: string, start: number, end: number): number {
  if (end >= text.length || !isWordChar(text[end]!)) return end;
  const space = text.lastIndexOf(' ', end);
  return space > start ? space : end;
}

/** "originally sold, or ever registered in California": from the phrase to the end of the place. */
function regionClause(text: string, at: number): Span {
  const inAt = text.indexOf(' IN ', at);
  const sentence = sentenceEnd(text, at);
  if (inAt === -1 || inAt - at > 40 || inAt > sentence) return clauseAround(text, at, at + 1);
  return trimSpan(text, { start: at, end: placeEnd(text, inAt + 4) });
}

function isYear(text: string, i: number): boolean {
  const y = text.slice(i, i + 4);
  if (!(y.startsWith('19') || y.startsWith('20'))) return false;
  for (const c of y) if (c < '0' || c > '9') return false;
  return !isWordChar(text[i - 1] ?? ' ') && !isWordChar(text[i + 4] ?? ' ');
}

/** The clause around a phrase: from the start of its sentence or clause to the next clause break. */
function clauseAround(text: string, at: number, phraseEnd: number): Span {
  const sentenceStart = sentenceStartOf(text, at);
  let start = sentenceStart;
  if (at - start > 90) {
    const comma = text.lastIndexOf(', ', at);
    start = comma >= sentenceStart && at - comma < 90 ? comma + 2 : at;
    const that = text.lastIndexOf(' THAT ', at);
    if (that > start && at - that < 90) start = that + 1;
  }
  const limit = Math.min(sentenceEnd(text, phraseEnd), phraseEnd + 200);
  return trimSpan(text, { start, end: wordBoundary(text, start, clauseEnd(text, phraseEnd, limit)) });
}

function clauseEnd(text: string, from: number, limit: number): number {
  const comma = text.indexOf(', ', from);
  return comma !== -1 && comma < limit ? comma : limit;
}

function firstStop(text: string, from: number, limit: number): number {
  let found = -1;
  for (const stop of SENTENCE_STOPS) {
    const at = text.indexOf(stop, from);
    if (at !== -1 && at < limit && (found === -1 || at < found)) found = at;
  }
  return found;
}

function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  const junk = (c: string | undefined) => c === ' ' || c === ',' || c === ';' || c === '.' || c === '"' || c === '\'' || c === '(' || c === ')';
  while (start < end && junk(text[start])) start++;
  while (end > start && junk(text[end - 1])) end--;
  // Keep a closing parenthesis whose opening one is kept.
  if (text[end] === ')' && text.slice(start, end).includes('(')) end++;
  return { start, end };
}

function evidenceOf(original: string, span: Span): string {
  return original.slice(span.start, span.end);
}

/** The sentence that says who is recalled: the first with "recalling" or "recall", else the first. */
function recallingSentence(text: string): Span | undefined {
  if (text.trim() === '') return undefined;
  for (const word of ['RECALLING', 'RECALL FOR', 'RECALL OF']) {
    const at = wordIndex(text, word);
    if (at !== -1) return { start: at, end: sentenceEnd(text, at, false) };
  }
  return { start: 0, end: sentenceEnd(text, 0, false) };
}

/**
 * The phrase that lists who is recalled: after "recalling" (and "certain", a count, "model year")
 * up to the noun "vehicles", "trucks" and the like.
 */
function subjectOf(text: string, sentence: Span): Span | undefined {
  let start = sentence.start;
  const recalling = text.slice(sentence.start, sentence.start + 21);
  if (recalling.startsWith('RECALLING')) start += 'RECALLING'.length;
  // Old flat-file texts open with a label: "VEHICLE DESCRIPTION: PASSENGER VEHICLES EQUIPPED WITH ...".
  else if (recalling.startsWith('VEHICLE DESCRIPTION:')) start += 'VEHICLE DESCRIPTION:'.length;
  const words = wordsWithSpans(text, start, sentence.end);
  const noun = words.findIndex((w) => NOUNS.has(w.word));
  if (noun < 1) return undefined;
  let first = 0;
  while (first < noun && ['ON', 'RECALL', 'FOR', 'OF', 'CERTAIN', 'SPECIFIC', 'SOME', 'MODEL', 'YEAR', 'YEARS', 'MY', 'APPROXIMATELY', 'ABOUT', 'PASSENGER'].includes(words[first]!.word)) first++;
  if (first >= noun) return { start: words[noun]!.start, end: words[noun]!.start };
  return { start: words[first]!.start, end: words[noun - 1]!.end };
}

/** The subject with the noun after it: "2020 Camry and Camry Hybrid vehicles". */
function withNoun(text: string, subject: Span, limit: number): Span {
  let end = subject.end;
  for (const w of wordsWithSpans(text, subject.end, limit)) {
    if (!NOUNS.has(w.word)) break;
    end = w.end;
  }
  return trimSpan(text, { start: subject.start, end });
}

const PLURAL_NOUNS = new Set([...NOUNS].filter((n) => n.endsWith('S') && n !== 'CHASSIS'));

/**
 * A second list of vehicles later in the sentence that says who is recalled, joined to the first by
 * "and" or "as well as" ("..., and 2014-2015 Versa Note vehicles"), from the joining word to its noun.
 */
function laterList(text: string, from: number, to: number): Span | undefined {
  const words = wordsWithSpans(text, from, to);
  let joiner: { start: number } | undefined;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.word === 'AND' || (w.word === 'AS' && words[i + 1]?.word === 'WELL' && words[i + 2]?.word === 'AS')) joiner = w;
    else if (joiner && PLURAL_NOUNS.has(w.word)) return trimSpan(text, { start: joiner.start, end: w.end });
  }
  return undefined;
}

/** "recalling one 2021 F-150 vehicle": a count of at most a handful, and its phrase. */
function handfulOf(text: string, sentence: Span, subject: Span): { count: number; span: Span } | undefined {
  const words = wordsWithSpans(text, sentence.start, subject.end);
  const recalling = words.findIndex((w) => w.word === 'RECALLING');
  const countWord = words[recalling + 1];
  if (recalling === -1 || !countWord) return undefined;
  const count = NUMBER_WORDS[countWord.word] ?? (isCount(countWord.word) ? Number(countWord.word.replaceAll(',', '')) : NaN);
  if (!Number.isInteger(count) || count < 1 || count > HANDFUL) return undefined;
  // "recalling 2 model year ..." is a count; "recalling 2021 F-150" is a year.
  if (count >= 1900 && count <= 2100) return undefined;
  const nounEnd = text.indexOf(' ', subject.end + 1);
  const end = nounEnd === -1 || nounEnd > sentence.end ? sentence.end : nounEnd;
  return { count, span: trimSpan(text, { start: countWord.start, end }) };
}

function isCount(word: string): boolean {
  if (word === '' || word.length > 7) return false;
  for (const c of word) if ((c < '0' || c > '9') && c !== ',') return false;
  return true;
}

/** The clauses after the subject that narrow it: "equipped with ...", "with ...", to the next such phrase. */
function narrowingClauses(text: string, from: number, to: number): Span[] {
  const starts: Array<{ at: number; body: number }> = [];
  for (const phrase of NARROWING) {
    let at = wordIndex(text.slice(0, to), phrase);
    while (at !== -1) {
      // A bare "with" narrows only right after the noun: "F-150 vehicles with 3.5L engines", not "comply with".
      const bare = phrase === 'WITH' && !toWords(text.slice(from, at)).every((w) => NOUNS.has(w));
      if (at >= from && !bare && !starts.some((s) => at >= s.at && at < s.body)) starts.push({ at, body: at + phrase.length });
      const next = wordIndex(text.slice(at + phrase.length, to), phrase);
      at = next === -1 ? -1 : at + phrase.length + next;
    }
  }
  starts.sort((a, b) => a.at - b.at);
  const clauses: Span[] = [];
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    let end = i + 1 < starts.length ? starts[i + 1]!.at : to;
    // A clause ends where the sentence turns to the defect or to a condition read elsewhere.
    const stop = firstClauseStop(text, start.body, end);
    if (stop !== -1) end = stop;
    const span = trimSpan(text, { start: start.at, end });
    if (span.end > start.body) clauses.push(span);
  }
  return clauses;
}

const CLAUSE_STOPS = [' THAT ', ' WHICH ', ' WHERE ', ' DUE TO ', ' BECAUSE ', ' MANUFACTURED ', ' BUILT ', ' PRODUCED ', ' ASSEMBLED ', ' ORIGINALLY ', ' SOLD ', ' REGISTERED ', ' MAY ', ' CAN ', ' COULD ', ' WILL ', ' IS ', ' ARE ', ' WERE ', ' WAS ', ' FAIL '];

function firstClauseStop(text: string, from: number, limit: number): number {
  let found = -1;
  for (const stop of CLAUSE_STOPS) {
    const at = text.indexOf(stop, from);
    if (at !== -1 && at < limit && (found === -1 || at < found)) found = at;
  }
  // ", the" or ", loose or ..." starts another clause; a comma before a list word does not.
  let comma = text.indexOf(', ', from);
  while (comma !== -1 && comma < limit) {
    const next = toWords(text.slice(comma + 2, Math.min(limit, comma + 40)))[0] ?? '';
    if (!(isListHead(next))) {
      if (found === -1 || comma < found) found = comma;
      break;
    }
    comma = text.indexOf(', ', comma + 2);
  }
  return found;
}

/** Whether a word after a comma continues a list of engines, variants or fuels. */
function isListHead(word: string): boolean {
  const probe = emptyNamed();
  readWord(word, '', probe);
  return word === 'AND' || word === 'OR' || word === 'A' || word === 'AN' || probe.cylinders.size + probe.litres.size + probe.fuels.size + probe.drives.size + probe.bodies.size + probe.variants.size > 0;
}

/** Splits a list into its alternatives: commas, "and", "or", "and/or", "as well as", "including", "/", parentheses. */
function splitList(text: string, span: Span): Span[] {
  const parts: Span[] = [];
  let start = span.start;
  const push = (end: number, next: number) => {
    const part = trimSpan(text, { start, end });
    if (part.end > part.start) parts.push(part);
    start = next;
  };
  let i = span.start;
  while (i < span.end) {
    const c = text[i]!;
    if (c === ',' || c === ';' || c === '(' || c === ')' || (c === '/' && !isDigitAround(text, i))) {
      push(i, i + 1);
      i++;
      continue;
    }
    if (c === ' ') {
      const separator = ['AND/OR ', 'AND ', 'OR ', 'AS WELL AS ', 'INCLUDING ', 'PLUS ', 'ALONG WITH '].find((s) => text.startsWith(s, i + 1));
      if (separator) {
        push(i, i + 1 + separator.length);
        i += 1 + separator.length;
        continue;
      }
    }
    i++;
  }
  push(span.end, span.end);
  return parts;
}

function isDigitAround(text: string, i: number): boolean {
  const d = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  return d(text[i - 1]) && d(text[i + 1]);
}

/**
 * How a list stands: inside when any alternative may be this vehicle with nothing left to doubt
 * (in a narrowing clause, only when no part of it is in doubt), outside only when every
 * alternative is read with certainty and none is this vehicle.
 */
function standingOfList(alternatives: Array<{ span: Span; named: Named }>, vehicle: ApplicabilityVehicle, text: string, clause = false): Standing {
  if (alternatives.length === 0) return { kind: 'inside' };
  const model = compact(vehicle.model ?? '');
  const mentionsModel = (span: Span) => model !== '' && compact(text.slice(span.start, span.end)).includes(model);
  const anyMentions = alternatives.some((a) => mentionsModel(a.span));
  const standings = alternatives.map((a) => {
    const standing = standingOf(a.named, vehicle);
    // A bare name is this vehicle's model, or another model where the list names this one too.
    if (standing.kind === 'inside' && !hasConstraint(a.named) && anyMentions && !mentionsModel(a.span)) return { kind: 'otherModel' } as Standing;
    return standing;
  });
  const undecided = standings.find((s) => s.kind === 'undecided');
  // In a clause "and" may join conditions rather than list alternatives ("17-inch wheels and a
  // 2.5L engine"): one condition the rules cannot read leaves the whole clause in doubt.
  if (clause && undecided) {
    // Say every alternative the clause names ("4.3 L or 5.3 L engines"), not only the first one.
    const all = standingOf(unionOf(alternatives.map((a) => a.named)), vehicle);
    return all.kind === 'undecided' ? all : undecided;
  }
  if (standings.some((s) => s.kind === 'inside')) return { kind: 'inside' };
  if (undecided) return undecided;
  const outside = standings.flatMap((s) => (s.kind === 'outside' ? s.parts : []));
  return outside.length === 0 ? { kind: 'inside' } : { kind: 'outside', parts: outside };
}

/** "The recall names 2.7 L or 3.3 L engines; this vehicle's engine is 3.5 L.", one sentence per kind of fact. */
function outsideReason(parts: Outside[]): string {
  const byField = new Map<string, Outside>();
  for (const o of parts) {
    const seen = byField.get(o.field);
    byField.set(o.field, seen ? { ...seen, items: [...seen.items, ...o.items] } : o);
  }
  return [...byField.values()].map((o) => o.say([...new Set(o.items)].join(' or '))).join(' ');
}

function compact(text: string): string {
  let out = '';
  for (const c of asciiUpper(text)) if (isWordChar(c)) out += c;
  return out;
}

function unionOf(all: Named[]): Named {
  const union = emptyNamed();
  for (const n of all) {
    for (const key of ['cylinders', 'litres', 'fuels', 'drives', 'bodies', 'variants'] as const) for (const value of n[key]) (union[key] as Set<unknown>).add(value);
    union.unread.push(...n.unread);
  }
  return union;
}

function hasConstraint(named: Named): boolean {
  return named.cylinders.size + named.litres.size + named.fuels.size + named.drives.size + named.bodies.size + named.variants.size > 0;
}

function outsideOf(field: string, items: string[], say: (list: string) => string): Standing {
  return { kind: 'outside', parts: [{ field, items, say }] };
}

/** Marks an undecided clause whose reason quotes the clause itself. */
const EQUIPMENT = 'equipment';

/** How one alternative stands: every constraint it names must hold for the vehicle to be inside. */
function standingOf(named: Named, vehicle: ApplicabilityVehicle): Standing {
  const doubts: string[] = [];
  const cylinders = positive(vehicle.engineCylinders);
  if (named.cylinders.size > 0) {
    const list = [...named.cylinders].sort((a, b) => a - b).map((n) => `${n}-cylinder`).join(' or ');
    if (cylinders === undefined) doubts.push(`The recall names ${list} engines; the decode does not say how many cylinders this vehicle has.`);
    else if (!named.cylinders.has(cylinders)) return outsideOf('cylinders', [...named.cylinders].sort((a, b) => a - b).map((n) => `${n}-cylinder`), (l) => `The recall names ${l} engines; this vehicle has ${cylinders} cylinders.`);
  }
  const litres = positive(vehicle.engineDisplacement);
  if (named.litres.size > 0) {
    const list = [...named.litres].sort((a, b) => a - b).map((n) => `${n.toFixed(1)} L`).join(' or ');
    if (litres === undefined) doubts.push(`The recall names ${list} engines; the decode does not give this engine's size.`);
    else if (![...named.litres].some((l) => Math.abs(l - litres) < 0.1)) return outsideOf('litres', [...named.litres].sort((a, b) => a - b).map((n) => `${n.toFixed(1)} L`), (l) => `The recall names ${l} engines; this vehicle's engine is ${litres.toFixed(1)} L.`);
  }
  const fuel = fuelOf(vehicle);
  if (named.fuels.size > 0) {
    const list = [...named.fuels].join(' or ');
    if (fuel === undefined) doubts.push(`The recall names ${list} vehicles; the decode does not give this vehicle's fuel.`);
    else if (![...named.fuels].some((f) => fuelFits(f, fuel))) return outsideOf('fuel', [...named.fuels], (l) => `The recall names ${l} vehicles; this vehicle is ${describeFuel(fuel)}.`);
  }
  const drive = driveOf(vehicle.driveType);
  if (named.drives.size > 0) {
    const list = [...named.drives].join(' or ');
    if (drive === undefined) doubts.push(`The recall names ${list} vehicles; the decode does not give this vehicle's drive.`);
    else if (![...named.drives].some((d) => driveFits(d, drive))) return outsideOf('drive', [...named.drives], (l) => `The recall names ${l} vehicles; this vehicle has ${drive}.`);
  }
  const body = bodyOf(vehicle.bodyClass);
  if (named.bodies.size > 0) {
    const list = [...named.bodies].map((b) => `${b}s`).join(' or ');
    if (body === undefined) doubts.push(`The recall names ${list}; the decode does not give this vehicle's body style.`);
    else if (!named.bodies.has(body as Body)) return outsideOf('body', [...named.bodies].map((b) => `${b}s`), (l) => `The recall names ${l}; this vehicle's body is ${vehicle.bodyClass}.`);
  }
  if (named.variants.size > 0) {
    const list = [...named.variants].sort().join(' or ');
    const own = variantsIn(vehicle.trim);
    if (own.size === 0) doubts.push(`The recall names ${list} vehicles; the decode does not say which variant this vehicle is.`);
    else if (![...own].some((v) => named.variants.has(v))) return outsideOf('variant', [...named.variants].sort(), (l) => `The recall names ${l} vehicles; this vehicle is ${[...own].sort().join(' or ')}.`);
  }
  if (doubts.length > 0) return { kind: 'undecided', why: doubts[0]! };
  if (named.unread.length > 0) return { kind: 'undecided', why: EQUIPMENT };
  return { kind: 'inside' };
}

/** The place named after "registered in", title-cased ("California"), or undefined. */
function placeAfter(text: string, from: number): string | undefined {
  const at = text.indexOf(' IN ', from);
  if (at === -1 || at - from > 40) return undefined;
  const words = toWords(text.slice(at + 4, placeEnd(text, at + 4)));
  if (words.length === 0 || words.length > 8) return undefined;
  return words.map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ');
}

/** Where a place name that starts at `start` ends: "... registered in California, and equipped with ...". */
function placeEnd(text: string, start: number): number {
  let end = Math.min(sentenceEnd(text, start), start + 80);
  for (const stop of [',', ' AND EQUIPPED', ' EQUIPPED', ' WITH ', ' THAT ', ' WHERE ', ' VEHICLES', ' DUE ', ' BECAUSE ']) {
    const found = text.indexOf(stop, start);
    if (found !== -1 && found < end) end = found;
  }
  return end;
}

/** Volvo-style engine variants named in a text: "T5", "T6", "B5", "D5". */
function variantsIn(text: string | undefined): Set<string> {
  const found = new Set<string>();
  for (const word of toWords(asciiUpper((text ?? '').slice(0, 200)))) if (isVariant(word)) found.add(word);
  return found;
}

function isVariant(word: string): boolean {
  return word.length === 2 && (word[0] === 'T' || word[0] === 'B' || word[0] === 'D') && word[1]! >= '2' && word[1]! <= '8';
}

/**
 * A full stop followed by a space (or the end) ends a sentence; "2.0L" does not. A semicolon ends
 * one too, except in the sentence that lists who is recalled ("BUICK LUCERNE; CADILLAC DTS; ...").
 */
function sentenceEnd(text: string, from: number, semicolons = true): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === ';' && semicolons) return i;
    if (c === '.' && (i + 1 === text.length || text[i + 1] === ' ') && !isAbbreviation(text, i)) return i;
  }
  return text.length;
}

/** "Co." or "Inc." in "American Honda Motor Co." does not end the sentence that says who recalls. */
function isAbbreviation(text: string, dot: number): boolean {
  const before = text.slice(Math.max(0, dot - 4), dot);
  return before.endsWith(' CO') || before.endsWith('INC') || before.endsWith(' NO') || before.endsWith('LLC') || before.endsWith(' U.S') || before.endsWith(' ST');
}

function sentenceStartOf(text: string, at: number): number {
  for (let i = at - 1; i > 0; i--) {
    if ((text[i] === '.' && text[i + 1] === ' ' && !isAbbreviation(text, i)) || text[i] === ';') return i + 1;
  }
  return 0;
}

function wordsWithSpans(text: string, from: number, to: number): Array<{ word: string; start: number; end: number }> {
  const words: Array<{ word: string; start: number; end: number }> = [];
  let start = -1;
  for (let i = from; i <= to; i++) {
    const c = i < to ? text[i]! : ' ';
    const inWord = isWordChar(c) || c === '-' || c === '.' || (c === ',' && start !== -1 && isDigitAround(text, i));
    if (inWord && start === -1) start = i;
    else if (!inWord && start !== -1) {
      let end = i;
      while (end > start && (text[end - 1] === '.' || text[end - 1] === '-')) end--;
      if (end > start) words.push({ word: text.slice(start, end), start, end });
      start = -1;
    }
  }
  return words;
}

function toWords(text: string): string[] {
  return wordsWithSpans(text, 0, text.length).map((w) => w.word);
}

function emptyNamed(): Named {
  return { cylinders: new Set(), litres: new Set(), fuels: new Set(), drives: new Set(), bodies: new Set(), variants: new Set(), unread: [] };
}

/** What an alternative names; in a narrowing clause the words no rule reads are kept as `unread`. */
function namedIn(scope: string, clause: boolean): Named {
  const named = emptyNamed();
  const words = toWords(scope);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const read = readWord(word, words[i + 1] ?? '', named);
    if (clause && !read && !FILLER.has(word) && !(i === 0 && NARROWING.some((p) => p.startsWith(word)))) {
      if (!(i === 1 && (words[0] === 'EQUIPPED' || words[0] === 'FITTED' || words[0] === 'POWERED' || words[0] === 'THAT'))) named.unread.push(word);
    }
  }
  return named;
}

/** Reads one word into `named`; true when it named something a decode can check. */
function readWord(word: string, next: string, named: Named): boolean {
  const before = named.cylinders.size + named.litres.size + named.fuels.size + named.drives.size + named.bodies.size + named.variants.size;
  // Cylinders: FOUR-CYLINDER, 4-CYLINDER, FOUR CYLINDER, V6, V-8, I4.
  const [head, tail] = splitOnce(word, '-');
  if (tail !== undefined && tail.startsWith('CYLINDER')) addCount(named.cylinders, head);
  else if (next.startsWith('CYLINDER')) addCount(named.cylinders, word);
  const engineLetter = word.charAt(0);
  // "I4" is an engine only beside the word: BMW's i3 and i8 are models.
  if ((engineLetter === 'V' || engineLetter === 'W' || (engineLetter === 'I' && next.startsWith('ENGINE'))) && word.length <= 4) {
    const digits = word.slice(word.charAt(1) === '-' ? 2 : 1);
    if (isDigits(digits) && Number(digits) >= 3 && Number(digits) <= 16) named.cylinders.add(Number(digits));
  }
  // Displacement: 2.0L, 2.0-LITER, 2.0 L, 2.0 LITER.
  if (word.endsWith('L') && isDecimal(word.slice(0, -1))) addLitres(named.litres, word.slice(0, -1));
  else if (tail !== undefined && (tail.startsWith('LITER') || tail.startsWith('LITRE'))) addLitres(named.litres, head);
  else if (isDecimal(word) && (next === 'L' || next.startsWith('LITER') || next.startsWith('LITRE'))) addLitres(named.litres, word);
  // Fuel and electrification.
  if (word === 'DIESEL') named.fuels.add('diesel');
  else if (word === 'GASOLINE' && (next.startsWith('ENGINE') || next.startsWith('VEHICLE') || next.startsWith('POWERED'))) named.fuels.add('gasoline');
  else if (word === 'PLUG-IN' || word === 'PHEV' || word === 'PHEVS') named.fuels.add('plug-in hybrid');
  // "Hybrid electric" is used loosely for any electrified drive: BMW's valet-mode recall of 2022
  // calls the fully electric iX and i4 "equipped with hybrid electric powertrains".
  else if (word === 'HYBRID' && next === 'ELECTRIC') named.fuels.add('hybrid electric');
  else if (word === 'HYBRID' || word === 'HYBRIDS' || word === 'HEV' || word === 'HEVS') named.fuels.add('hybrid');
  else if ((word === 'ELECTRIC' || word === 'BATTERY-ELECTRIC' || word === 'ALL-ELECTRIC') && next.startsWith('VEHICLE')) named.fuels.add('electric');
  else if (word === 'BEV' || word === 'BEVS') named.fuels.add('electric');
  // Drive.
  if (word === 'AWD' || word === '4X4' || word === '4WD' || ((word === 'ALL-WHEEL' || word === 'FOUR-WHEEL') && next.startsWith('DRIVE'))) named.drives.add('all-wheel or four-wheel drive');
  else if (word === 'FWD' || (word === 'FRONT-WHEEL' && next.startsWith('DRIVE'))) named.drives.add('front-wheel drive');
  else if (word === 'RWD' || (word === 'REAR-WHEEL' && next.startsWith('DRIVE'))) named.drives.add('rear-wheel drive');
  else if (word === '2WD' || word === '4X2' || (word === 'TWO-WHEEL' && next.startsWith('DRIVE'))) named.drives.add('two-wheel drive');
  if (isVariant(word)) named.variants.add(word);
  // Body.
  const body = BODY_WORDS[word];
  if (body !== undefined) named.bodies.add(body);
  const after = named.cylinders.size + named.litres.size + named.fuels.size + named.drives.size + named.bodies.size + named.variants.size;
  // "FOUR" of "FOUR CYLINDER" and "2.0" of "2.0 LITER" are read with the next word.
  return after > before || (next.startsWith('CYLINDER') && (NUMBER_WORDS[word] !== undefined || isDigits(word))) || word.endsWith('-CYLINDER') || ((word === 'ALL-WHEEL' || word === 'FOUR-WHEEL' || word === 'FRONT-WHEEL' || word === 'REAR-WHEEL' || word === 'TWO-WHEEL') && next.startsWith('DRIVE'));
}

const BODY_WORDS: Record<string, Body> = {
  // vPIC's body class is "Convertible/Cabriolet"; Mercedes' recalls say "C300 Cabriolet".
  COUPE: 'coupe', COUPES: 'coupe', CONVERTIBLE: 'convertible', CONVERTIBLES: 'convertible', CABRIOLET: 'convertible', CABRIOLETS: 'convertible', SEDAN: 'sedan', SEDANS: 'sedan',
  HATCHBACK: 'hatchback', HATCHBACKS: 'hatchback', WAGON: 'wagon', WAGONS: 'wagon',
};

function splitOnce(word: string, separator: string): [string, string | undefined] {
  const at = word.indexOf(separator);
  return at === -1 ? [word, undefined] : [word.slice(0, at), word.slice(at + 1)];
}

function addCount(set: Set<number>, word: string): void {
  const n = NUMBER_WORDS[word] ?? (isDigits(word) ? Number(word) : NaN);
  if (Number.isInteger(n) && n >= 2 && n <= 16) set.add(n);
}

function addLitres(set: Set<number>, text: string): void {
  const n = Number(text);
  if (n >= 0.5 && n <= 10) set.add(Math.round(n * 10) / 10);
}

function isDigits(text: string): boolean {
  if (text === '' || text.length > 3) return false;
  for (const c of text) if (c < '0' || c > '9') return false;
  return true;
}

function isDecimal(text: string): boolean {
  const [whole, fraction, extra] = text.split('.');
  return extra === undefined && fraction !== undefined && isDigits(whole ?? '') && isDigits(fraction);
}

/** Upper-cases ASCII letters only, so the result has the same length and indices as `text`. */
function asciiUpper(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += code >= 97 && code <= 122 ? String.fromCharCode(code - 32) : text[i];
  }
  return out;
}

function positive(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function fuelOf(vehicle: ApplicabilityVehicle): Fuel | undefined {
  const level = asciiUpper(vehicle.electrificationLevel ?? '');
  const fuel = asciiUpper(vehicle.fuelType ?? '');
  if (level.includes('PHEV') || level.includes('PLUG-IN')) return 'plug-in hybrid';
  if (level.includes('HEV') || level.includes('HYBRID')) return 'hybrid';
  if (level.includes('BEV') || fuel === 'ELECTRIC') return 'electric';
  if (fuel.includes('DIESEL')) return 'diesel';
  if (fuel.includes('GASOLINE') || fuel.includes('FLEXIBLE')) return 'gasoline';
  return undefined;
}

function fuelFits(named: Fuel, vehicle: Fuel): boolean {
  if (named === vehicle) return true;
  if (named === 'hybrid') return vehicle === 'plug-in hybrid';
  if (named === 'hybrid electric') return vehicle === 'hybrid' || vehicle === 'plug-in hybrid' || vehicle === 'electric';
  // Hybrids burn gasoline too.
  if (named === 'gasoline') return vehicle === 'hybrid' || vehicle === 'plug-in hybrid';
  return false;
}

function describeFuel(fuel: Fuel): string {
  switch (fuel) {
    case 'diesel': return 'a diesel';
    case 'gasoline': return 'gasoline-powered, not a hybrid';
    case 'hybrid': return 'a hybrid';
    case 'plug-in hybrid': return 'a plug-in hybrid';
    case 'electric': return 'fully electric';
    case 'hybrid electric': return 'electrified';
  }
}

function driveOf(driveType: string | undefined): Drive | undefined {
  const upper = asciiUpper(driveType ?? '');
  if (upper.includes('AWD') || upper.includes('4WD') || upper.includes('4X4') || upper.includes('ALL-WHEEL')) return 'all-wheel or four-wheel drive';
  if (upper.includes('FWD') || upper.includes('FRONT')) return 'front-wheel drive';
  if (upper.includes('RWD') || upper.includes('REAR')) return 'rear-wheel drive';
  if (upper.includes('4X2') || upper.includes('2WD')) return 'two-wheel drive';
  return undefined;
}

function driveFits(named: Drive, vehicle: Drive): boolean {
  if (named === vehicle) return true;
  const twoWheel = (d: Drive) => d === 'front-wheel drive' || d === 'rear-wheel drive' || d === 'two-wheel drive';
  return (named === 'two-wheel drive' && twoWheel(vehicle)) || (vehicle === 'two-wheel drive' && twoWheel(named));
}

/** The vehicle's body among the named kinds, "other" for a known body of another kind (SUV, pickup). */
function bodyOf(bodyClass: string | undefined): Body | 'other' | undefined {
  const upper = asciiUpper(bodyClass ?? '');
  if (upper === '' || upper === 'NOT APPLICABLE') return undefined;
  for (const body of ['COUPE', 'CONVERTIBLE', 'SEDAN', 'HATCHBACK', 'WAGON'] as const) if (upper.includes(body)) return BODY_WORDS[body];
  return 'other';
}
