/**
 * The built-in summary writer's sentences (src/ai/builtin.ts gathers the facts and the score): every
 * sentence is built from the report's facts (vehicle, recalls with their applicability, crash
 * ratings, fuel economy, owner complaints, the engine's known issues) and is about the vehicle or the
 * buyer's next step. Where a fact has words at the doors (a recall's component, whether it may
 * apply, a fix over the air, a section not looked up or missing, a range, a unit), the summary says
 * it in those words.
 */
import type { Assessment } from '../report/assessment.js';
import type { Complaints } from '../report/complaints.js';
import type { FuelEconomy } from '../report/fuel-economy.js';
import { isUrgent, mayApply, recallLookupUrl } from '../report/recalls.js';
import type { SafetyRatings } from '../report/safety-ratings.js';
import type { AiSummary, DecodedVehicle, MaintenanceSpec, Recall } from '../report/schemas.js';
import { sectionNotApplicable } from '../report/section-state.js';
import { OPTIONAL_FETCHED_SECTIONS, type SectionKey, type SectionValues } from '../report/sections.js';
import { clip, field } from '../report/upstream-field.js';
import { hasEngine, isElectricDrive, vehicleFactsOf, type VehicleFacts } from '../report/vehicle-facts.js';
import { unknownText } from './assessment-words.js';
import { complaintIncidents } from './complaint-words.js';
import { componentPhrase } from './component-words.js';
import { ROLLOVER_RISK_LABEL } from './door-words.js';
import { formatMpg, fuelFiguresPhrase, mpgUnit, rangeLabel, versusAverageWords } from './fuel-economy-words.js';
import { coverageNote, guessedEngineLine } from './maintenance-words.js';
import { APPLIES_TO_WORDS, RECALL_LABELS, recallName as recallNameInSentence } from './recall-words.js';
import { investigationsIssue, standardAidsSentence, starCount } from './safety-rating-words.js';
import { missingSectionsSentence, RECALLS_NOT_LOOKED_UP } from './section-words.js';
import { capitalize, count, everyOf, firstSentence, formatNumber, hasHave, listOf, lowerFirst, noun, sentence, wasWere, withArticle } from './text.js';
import { formatPercent } from './units.js';
import { bodyKind, builtIn, driveWords, modelName, powertrainPhrase, serviceWhere, trimName, vehicleAge, vehicleName } from './vehicle-words.js';

/** Recall lines listed one by one in `issues`; the rest are counted in one line. */
const MAX_RECALL_LINES = 5;
/** The highest median combined rating of any EPA size class, model year 2020 (DOE Fact of the Week #1166). */
const BEST_CLASS_MEDIAN_MPG = 28;
/** The lowest median combined rating of any EPA size class, model year 2020 (same source). */
const WORST_CLASS_MEDIAN_MPG = 19;
/** EPA's five-year fuel cost against the average new vehicle, in dollars, from which it is worth a line either way (EPA rounds to $250). */
const RUNNING_COST_MARGIN = 500;

/** The report's facts as the writer reads them (every string already capped by the writer). */
export interface SummaryFacts {
  input: {
    vehicle: DecodedVehicle;
    /** Every section's value, by key: a new section reaches the writer without a change here. */
    sections: SectionValues;
    unavailable: string[];
    currentYear: number;
    demo?: boolean;
  };
  assessment: Assessment;
  /** False when the recall service could not be asked (vPIC gave no model name). */
  recallsLookedUp: boolean;
  /** The engine's documented defects (known issues without the scheduled work). */
  defects: KnownIssue[];
  /** The vehicle's scheduled work, wherever the maintenance table keeps it. */
  scheduledWork: { title: string; detail: string; interval?: string }[];
}

type KnownIssue = NonNullable<MaintenanceSpec['knownIssues']>[number];

/** Everything the sentences are built from, worked out once. */
interface Facts {
  input: SummaryFacts['input'];
  v: DecodedVehicle;
  name: string;
  age: number | undefined;
  relevant: Recall[];
  unlikely: Recall[];
  urgent: Recall[];
  /** What vPIC's decode means for the buyer, when it is not clean. */
  problem: string | undefined;
  unavailable: Set<string>;
  /** What the vehicle is (powertrain, body, era), as the assessment derived it. */
  car: VehicleFacts;
  /** Battery-electric or fuel-cell: no engine oil, spark plugs or oil changes. */
  noOil: boolean;
  a: Assessment;
  lookedUp: boolean;
  defects: KnownIssue[];
  scheduledWork: SummaryFacts['scheduledWork'];
}

/** The summary's words from the facts: same facts, same text, word for word. */
export function summaryWords(s: SummaryFacts): Pick<AiSummary, 'overview' | 'strengths' | 'issues' | 'buyingAdvice' | 'maintenanceTips'> {
  const { input, assessment: a } = s;
  const v = input.vehicle;
  const relevant = input.sections.recalls.filter(mayApply);
  const car = a.vehicle ?? vehicleFactsOf(v, input.sections.fuelEconomy, a.decode.certain);
  const f: Facts = {
    input,
    v,
    name: vehicleName(v),
    age: vehicleAge(v, input.currentYear),
    relevant,
    unlikely: input.sections.recalls.filter((r) => r.appliesTo === 'unlikely'),
    urgent: relevant.filter(isUrgent),
    problem: a.decode.certain ? undefined : a.decode.message,
    unavailable: new Set(input.unavailable),
    car,
    noOil: isElectricDrive(car.powertrain),
    a,
    lookedUp: s.recallsLookedUp,
    defects: s.defects,
    scheduledWork: s.scheduledWork,
  };
  return {
    overview: overview(f),
    strengths: strengths(f),
    issues: issues(f),
    buyingAdvice: buyingAdvice(f),
    maintenanceTips: maintenanceTips(f),
  };
}

/** The summary's issue when the recalls could not be looked up (the overview says why). */
export const RECALL_STATUS_UNKNOWN = 'Recall status is unknown: this is not a clean record.';

/** What the LLM guard adds to a summary that left out that recall status is unknown. */
export function recallStatusUnknownIssue(lookupUrl: string): string {
  return `${RECALL_STATUS_UNKNOWN} Check the VIN at ${lookupUrl} before buying.`;
}

/** Why an LLM's score was replaced by the rubric's, for the report's fallbackReason. */
export function scoreOutsideRubric(score: number, min: number, max: number, value: number): string {
  return `The LLM's score of ${score} was outside the range the rubric allows for this vehicle (${min} to ${max}); the rubric's ${value} stands.`;
}

/** The buying advice's pointer to NHTSA's look-up, also added to a shared summary made a VIN's own. */
export function checkOpenRecallsSentence(url: string): string {
  return `Check open recalls for this exact vehicle at ${url}.`;
}

// ---- overview -------------------------------------------------------------------------------

function overview(f: Facts): string {
  const { v, input } = f;
  const parts: string[] = f.a.decode.certain ? [identity(f)] : [`vPIC could not decode this VIN with certainty, so what follows may describe another vehicle. ${asDecoded(identity(f))}`];
  const place = builtIn(v);
  if (place) parts.push(`It was built in ${place}.`);
  if (f.age !== undefined) {
    const ahead = Number(field(v.modelYear, 4)) > input.currentYear;
    parts.push(ahead ? 'It is a next-model-year vehicle.' : f.age === 0 ? 'It is a current-model-year vehicle.' : `It is ${count(f.age, 'model year')} old.`);
  }
  parts.push(recallSituation(f));
  const crash = crashSentence(input.sections.safetyRatings, f.unavailable.has('safetyRatings') || notApplicable(f, 'safetyRatings'));
  if (crash) parts.push(crash);
  const fuel = fuelSentence(input.sections.fuelEconomy);
  if (fuel) parts.push(fuel);
  return parts.join(' ');
}

function identity(f: Facts): string {
  const { v } = f;
  const trim = trimName(v);
  const subject = `This ${f.name}${trim && modelName(v) ? ` ${trim}` : ''}`;
  const kind = bodyKind(v);
  const drive = driveWords(v);
  const powertrain = powertrainPhrase(v);
  if (kind) {
    const described = withArticle(`${drive && (f.car.body === 'car' || f.car.body === 'truck') ? `${drive.replace(' drive', '-drive')} ` : ''}${kind}`);
    return `${subject} is ${described}.${powertrain ? ` It has ${powertrain}.` : ''}`;
  }
  if (powertrain) return `${subject} has ${powertrain}.`;
  return `${subject} decoded without body or engine details.`;
}

/** "This 2011 Chevrolet Tahoe is ..." → "As decoded, this 2011 Chevrolet Tahoe is ...". */
function asDecoded(identitySentence: string): string {
  return identitySentence.startsWith('This ') ? `As decoded, t${identitySentence.slice(1)}` : identitySentence;
}

/** Model, make and year as the recall service was asked: "the 2003 Honda Accord". */
function modelYearName(f: Facts): string {
  return `the ${f.name}`;
}

/** NHTSA's crash-test record counting more complaints or recalls than the search found, as the assessment says it. */
function countsDisagree(f: Facts, section: 'complaints' | 'recalls'): { text: string } | undefined {
  return f.a.unknowns.find((u) => u.reason === 'countsDisagree' && u.section === section);
}

/** Complaints or recalls looked up under vPIC's model name alone (NHTSA's list of model names out of reach), as the assessment says it. */
function narrowed(f: Facts, section: 'complaints' | 'recalls'): { text: string } | undefined {
  return f.a.unknowns.find((u) => u.reason === 'narrowed' && u.section === section);
}

function recallSituation(f: Facts): string {
  const { input } = f;
  if (!f.lookedUp) return RECALLS_NOT_LOOKED_UP;
  const total = input.sections.recalls.length;
  if (total === 0) return countsDisagree(f, 'recalls')?.text ?? narrowed(f, 'recalls')?.text ?? `NHTSA lists no recalls for ${modelYearName(f)}.`;
  // Asked under one name only, the list may be short: "at least" stays true of the car.
  const listed = `NHTSA lists ${narrowed(f, 'recalls') ? 'at least ' : ''}${count(total, 'recall')} for ${modelYearName(f)}`;
  const unknown = f.a.recalls.unknown;
  if (unknown > 0) {
    const undecided = `whether ${unknown === 1 ? 'one of them applies' : `${formatNumber(unknown)} of them apply`} depends on details the decode does not give`;
    return f.unlikely.length === 0 ? `${listed}; ${undecided}.` : `${listed}; ${formatNumber(f.unlikely.length)} probably ${f.unlikely.length === 1 ? 'does' : 'do'} not apply to this one, and ${undecided}.`;
  }
  if (f.unlikely.length === 0) return `${listed}.`;
  if (f.unlikely.length === total) return `${listed}, but ${total === 1 ? 'it probably does' : 'they probably do'} not apply to this one.`;
  return `${listed}; ${formatNumber(f.unlikely.length)} of them probably ${f.unlikely.length === 1 ? 'does' : 'do'} not apply to this one.`;
}

function stars(rating: string | undefined): number | undefined {
  return starCount(field(rating, 12) ?? '');
}

function crashSentence(r: SafetyRatings | null, unavailable: boolean): string | undefined {
  if (unavailable || !r) return undefined;
  const overall = stars(r.overall);
  if (overall !== undefined) return `NHTSA gives this variant ${count(overall, 'star')} overall in its crash tests.`;
  return 'NHTSA has not given this variant an overall crash rating; many variants are never tested, so this says nothing either way.';
}

/** Whether EPA's combined figure is miles per gallon of gasoline or diesel (so comparable with the size-class medians), not MPGe. */
function isGallonFigure(e: FuelEconomy): boolean {
  return mpgUnit(field(e.fuelType, 60) ?? '') === 'MPG';
}

/** A section that does not exist for this kind of vehicle (a trailer's crash ratings): never spoken of as missing. */
function notApplicable(f: Facts, key: SectionKey): boolean {
  return sectionNotApplicable({ vehicle: f.v, assessment: { vehicle: f.car } }, key);
}

function fuelSentence(e: FuelEconomy | null): string | undefined {
  if (!e || !(e.combinedMpg > 0)) return undefined;
  const range = e.rangeMiles && e.rangeMiles > 0 ? ` and ${withArticle(rangeLabel(field(e.fuelType, 60) ?? '').toLowerCase())} of ${count(e.rangeMiles, 'mile')}` : '';
  return `The EPA rates it at ${fuelFiguresPhrase({ ...e, fuelType: field(e.fuelType, 60) ?? '' })}${range}.`;
}

// ---- strengths ------------------------------------------------------------------------------

function strengths(f: Facts): string[] {
  const { input } = f;
  const out: string[] = [];
  const overall = stars(input.sections.safetyRatings?.overall);
  if (overall !== undefined && overall >= 4) out.push(`A ${overall}-star overall crash rating from NHTSA.`);
  // Stability control is no strength where every vehicle of the year had to have it.
  const equipment = input.sections.safetyRatings?.equipment;
  const aids = standardAidsSentence(f.car.era.stabilityControlRequired && equipment ? { ...equipment, electronicStabilityControl: undefined } : equipment);
  if (aids) out.push(aids);
  const enough = f.a.score.enoughData;
  // No clean bill while a recall may apply, the decode may describe another vehicle, NHTSA counts more
  // than was found, or some of the names NHTSA files the model under were not asked.
  if (f.lookedUp && enough && f.a.decode.certain && !countsDisagree(f, 'recalls') && !narrowed(f, 'recalls')) {
    if (input.sections.recalls.length === 0) out.push('No recall repairs to verify before buying.');
    else if (f.relevant.length === 0) out.push('None of the recalls listed for the model is likely to apply to this car.');
  }
  if (enough && input.sections.complaints && input.sections.complaints.total === 0 && !countsDisagree(f, 'complaints') && !narrowed(f, 'complaints')) out.push('No owner complaints have been filed with NHTSA for this model year.');
  const e = input.sections.fuelEconomy;
  const kind = f.car.powertrain;
  const sure = !f.car.guessed;
  if (sure && kind === 'battery-electric') out.push('Battery-electric: no engine oil, spark plugs or exhaust system to maintain.');
  else if (sure && kind === 'fuel-cell') out.push('Fuel-cell electric: no engine oil or spark plugs, and refuelling takes minutes where hydrogen stations exist.');
  else if (sure && (kind === 'hybrid' || kind === 'plug-in-hybrid')) out.push('Hybrid drive: better city fuel economy and less brake wear than a conventional engine alone.');
  if (e && isGallonFigure(e) && e.combinedMpg > BEST_CLASS_MEDIAN_MPG) {
    out.push(`Economical: ${formatMpg(e.combinedMpg, field(e.fuelType, 60) ?? '')} combined beats the median of every EPA size class (${WORST_CLASS_MEDIAN_MPG} to ${BEST_CLASS_MEDIAN_MPG} MPG for model year 2020).`);
  }
  if (e?.fiveYearVersusAverage !== undefined && e.fiveYearVersusAverage >= RUNNING_COST_MARGIN) {
    out.push(`EPA expects fuel to cost ${versusAverageWords(e.fiveYearVersusAverage)}.`);
  }
  if (f.age !== undefined && f.age <= 3 && f.car.body !== 'trailer') {
    out.push('Young enough that part of the manufacturer\'s new-vehicle warranty may still apply, depending on mileage and the date it was first sold.');
  }
  return out;
}

// ---- issues ---------------------------------------------------------------------------------

function issues(f: Facts): string[] {
  const { input } = f;
  const out: string[] = [];
  for (const r of f.urgent) out.push(urgentLine(r));
  if (f.problem) out.push(f.problem);
  if (f.a.decode.modelYearNote) out.push(f.a.decode.modelYearNote);
  if (!f.lookedUp) out.push(RECALL_STATUS_UNKNOWN);

  const ordinary = f.relevant.filter((r) => !isUrgent(r));
  for (const r of ordinary.slice(0, MAX_RECALL_LINES)) out.push(r.appliesTo === 'unknown' ? undecidedLine(r) : recallLine(r));
  const more = ordinary.length - MAX_RECALL_LINES;
  if (more > 0) out.push(`${capitalize(count(more, 'more recall'))} ${more === 1 ? 'is' : 'are'} listed in the report's recall section.`);
  // The unlikely ones stay in the recall section, each with its reason; the overview counts them.

  // The source stays in the maintenance section; the summary says what to watch for, in whole sentences.
  for (const k of f.defects) {
    const title = field(k.title, 100);
    if (!title) continue;
    const detail = wholeSentences(field(k.detail, 2000) ?? '', 320);
    const ended = coverageNote(k.coverage, f.v.modelYear, input.currentYear);
    out.push([sentence(`Known issue with this engine: ${lowerFirst(title)}`), detail, ended].filter(Boolean).join(' '));
  }

  const complaints = complaintsLine(input.sections.complaints, f);
  if (complaints) out.push(complaints);
  for (const gap of f.a.unknowns) if (gap.reason === 'countsDisagree') out.push(unknownText(gap));
  // Looked up under one model name: said once, here, unless the overview already says it of an empty recall list.
  const said = overview(f);
  for (const gap of f.a.unknowns) if (gap.reason === 'narrowed' && !said.includes(gap.text)) out.push(unknownText(gap));
  out.push(...crashIssues(input.sections.safetyRatings));
  const investigations = input.sections.safetyRatings?.investigations && investigationsIssue(input.sections.safetyRatings.investigations);
  if (investigations) out.push(investigations);
  const e = input.sections.fuelEconomy;
  if (e?.fiveYearVersusAverage !== undefined && e.fiveYearVersusAverage <= -RUNNING_COST_MARGIN) {
    out.push(`EPA expects fuel to cost ${versusAverageWords(e.fiveYearVersusAverage)}.`);
  }
  if (e && isGallonFigure(e) && e.combinedMpg > 0 && e.combinedMpg < WORST_CLASS_MEDIAN_MPG) {
    out.push(`Thirsty: ${formatMpg(e.combinedMpg, field(e.fuelType, 60) ?? '')} combined is below the median of every EPA size class (${WORST_CLASS_MEDIAN_MPG} to ${BEST_CLASS_MEDIAN_MPG} MPG for model year 2020).`);
  }
  const battery = batteryLine(f);
  if (battery) out.push(battery);
  const wear = wearLine(f);
  if (wear) out.push(wear);
  const missing = unavailableLine(f);
  if (missing) out.push(missing);
  return out;
}

function recallName(r: Recall): string {
  return capitalize(recallNameInSentence(r));
}

/** Sentences that only say who is recalling what are skipped: the buyer needs the risk. */
const notBoilerplate = (s: string): boolean => !/\bis recalling\b|\bare recalling\b|\bis conducting\b/i.test(s);

function recallLine(r: Recall): string {
  const what = firstSentence(r.consequence, 220) ?? firstSentence(r.summary, 220, notBoilerplate) ?? firstSentence(r.remedy, 220, notBoilerplate);
  const ota = r.overTheAirUpdate ? ` ${RECALL_LABELS.overTheAirUpdate}.` : '';
  return `${recallName(r)}${what ? `: ${lowerFirst(what)}` : '.'}${ota}`;
}

export function urgentLine(r: Recall): string {
  const name = recallName(r);
  return r.parkIt
    ? `Do not drive it: the manufacturer tells owners to park it until ${lowerFirst(name)} is repaired.`
    : `Park it outside, away from buildings: the manufacturer warns of a fire risk until ${lowerFirst(name)} is repaired.`;
}

function undecidedLine(r: Recall): string {
  // Without the recall's words quoted in it: cut to fit, a quote lost its closing mark, and every
  // door shows the quote beside the verdict anyway.
  const reason = field(r.reason?.replace(/ \("[^"]*"\)/g, ''), 160);
  return `${recallLine(r)} ${APPLIES_TO_WORDS.unknown}${reason ? `: ${lowerFirst(sentence(reason))}` : '.'}`;
}

function complaintsLine(c: Complaints | null, f: Facts): string | undefined {
  if (!c || c.total <= 0) return undefined;
  const top = c.components
    .map((x) => ({ name: componentPhrase(x.component), count: x.count }))
    .filter((x): x is { name: string; count: number } => Boolean(x.name) && x.count > 0)
    .slice(0, 3)
    .map((x) => `${x.name} (${formatNumber(x.count)})`);
  const serious = complaintIncidents(c);
  let line = `Owners have filed ${count(c.total, 'complaint')} with NHTSA about ${modelYearName(f)}`;
  if (top.length) line += `, most about ${listOf(top)}`;
  line += '.';
  if (serious.length) line += ` They report ${listOf(serious)}.`;
  if (top.length) line += ` Have ${top.length === 1 ? 'that area' : 'those areas'} checked closely.`;
  return line;
}

function crashIssues(r: SafetyRatings | null): string[] {
  if (!r) return [];
  const out: string[] = [];
  const overall = stars(r.overall);
  if (overall !== undefined && overall <= 3) out.push(`Only ${count(overall, 'star')} overall in NHTSA's crash tests; compare with rivals before buying.`);
  const tests: [string, number | undefined][] = [
    ['frontal crash', stars(r.frontCrash)],
    ['side crash', stars(r.sideCrash)],
    ['rollover', stars(r.rollover)],
  ];
  const weak = tests.filter((x): x is [string, number] => x[1] !== undefined && x[1] <= 3);
  if (weak.length && (overall === undefined || overall > 3)) {
    out.push(`NHTSA rates it lower in ${listOf(weak.map(([test, n]) => `the ${test} test, ${count(n, 'star')}`))}.`);
  }
  // NHTSA's rollover stars already grade this risk; the percentage is added only when they are missing.
  if (stars(r.rollover) === undefined && r.rolloverRisk !== undefined && r.rolloverRisk >= 0.2 && r.rolloverRisk <= 1) {
    out.push(`${ROLLOVER_RISK_LABEL}: ${formatPercent(r.rolloverRisk)}, above the 20% where NHTSA's 4-star band ends.`);
  }
  return out;
}

/** The traction battery is an electrified car's costliest wear part. */
function batteryLine(f: Facts): string | undefined {
  const kind = f.car.powertrain;
  if (f.age === undefined || f.car.guessed) return undefined;
  if (kind === 'battery-electric' && f.age >= 3) return 'The battery loses capacity with age and fast charging: its state of health decides the range and much of the value, so get a reading before buying.';
  if (kind === 'fuel-cell' && f.age >= 3) return 'The hydrogen tanks carry a date after which they may no longer be used, and the fuel-cell stack loses output with age: have a fuel-cell dealer check both before buying.';
  if ((kind === 'hybrid' || kind === 'plug-in-hybrid') && f.age >= 8) return 'At this age the hybrid battery may be nearing the end of its life: ask whether it has been replaced or tested.';
  return undefined;
}

function wearLine(f: Facts): string | undefined {
  if (f.age === undefined || f.age < 8) return undefined;
  const body = f.car.body;
  if (body === 'trailer') return 'At this age, check the frame and welds for rust and cracks, the wheel bearings, the brakes and the age of the tires.';
  if (body === 'motorcycle') return 'At this age, rubber hoses, seals, brake lines and the fuel system need a close look.';
  if (f.age >= 15) return `At this age, rubber parts, suspension bushings, ${hasEngine(f.car.powertrain) ? 'the cooling system ' : 'the cooling circuits '}and rust need a close look.`;
  return 'At this age, wear items such as brakes, suspension parts, the 12-volt battery and tires are commonly due.';
}

function unavailableLine(f: Facts): string | undefined {
  // Recalls that could not be asked are said elsewhere; maintenance is never fetched (src/report/sections.ts).
  const said = (n: string): n is SectionKey => (OPTIONAL_FETCHED_SECTIONS as readonly string[]).includes(n);
  const keys = [...f.unavailable].filter(said).filter((k) => !notApplicable(f, k)).sort();
  return missingSectionsSentence(keys, f.input.demo ? 'notRecorded' : 'notFetched');
}

// ---- buying advice --------------------------------------------------------------------------

function campaignList(recalls: Recall[]): string {
  const numbers = recalls.map((r) => field(r.campNo, 20) ?? 'unnumbered');
  return `${noun(numbers.length, 'recall')} ${listOf(numbers)}`;
}

/** The advice a park-it or park-outside recall calls for, naming each: "Do not buy or drive it until ...". */
export function urgentAdvice(urgent: Recall[]): string {
  const parkIt = urgent.some((r) => r.parkIt);
  return `${parkIt ? 'Do not buy or drive it' : 'Do not buy it or park it indoors'} until the seller proves that ${campaignList(urgent)} ${hasHave(urgent.length)} been repaired.`;
}

function buyingAdvice(f: Facts): string {
  const { v } = f;
  const parts: string[] = [];
  const where = serviceWhere(v);
  if (f.urgent.length > 0) {
    parts.push(urgentAdvice(f.urgent));
  }
  const needsVisit = f.relevant.filter((r) => !r.overTheAirUpdate && !isUrgent(r) && r.appliesTo !== 'unknown');
  const undecided = f.relevant.filter((r) => !isUrgent(r) && r.appliesTo === 'unknown');
  if (needsVisit.length > 0) {
    const which = needsVisit.length <= 3 ? campaignList(needsVisit)
      : f.urgent.length === 0 ? everyOf(needsVisit.length, 'recall') : `the other ${count(needsVisit.length, 'recall')}`;
    parts.push(`Ask for proof that ${which} ${wasWere(needsVisit.length)} completed; recall repairs are free at ${where}.`);
  } else if (f.urgent.length > 0) {
    parts.push(`Recall repairs are free at ${where}.`);
  } else if (f.relevant.length > undecided.length) {
    const updates = f.relevant.filter((r) => r.appliesTo !== 'unknown');
    parts.push(`Make sure the car has installed the software ${noun(updates.length, 'update')} for ${campaignList(updates)}.`);
  }
  if (undecided.length > 0) parts.push(`Ask the dealer whether ${campaignList(undecided)} ${undecided.length === 1 ? 'covers' : 'cover'} this car: the decode cannot tell.`);
  const url = recallLookupUrl(v.vin);
  parts.push(f.lookedUp ? checkOpenRecallsSentence(url) : `Recalls could not be looked up here, so look this VIN up at ${url} before buying.`);
  const known = f.defects.map((k) => field(k.title, 100)).filter((t): t is string => Boolean(t));
  if (known.length > 0) parts.push(`Ask for records showing what was done about the known engine ${noun(known.length, 'issue')} listed under issues.`);
  if (f.problem) parts.push('Compare the VIN on the dashboard plate, the door label and the title before paying.');
  parts.push(inspection(f));
  return parts.join(' ');
}

function inspection(f: Facts): string {
  const old = f.age !== undefined && f.age >= 8;
  switch (f.car.body) {
    case 'trailer':
      return 'Inspect the tires, wheel bearings, brakes, lights, coupler and frame welds, or have a trailer shop do it, and check that the title matches the VIN plate.';
    case 'motorcycle':
      return `Have a motorcycle mechanic inspect it before you pay${old ? ', and check the tires\' date codes as well as their tread' : ''}.`;
    case 'bus':
    case 'incomplete':
      return 'Have a heavy-vehicle mechanic inspect it and ask for its inspection and service records.';
    default: {
      const records = old ? ' and ask for service records, since much of its maintenance history will not show on a report' : '';
      const kind = f.car.powertrain;
      if (kind === 'battery-electric') return `Have a shop that services electric cars check the battery's state of health and the charging system before you pay${records}.`;
      if (kind === 'fuel-cell') return `Have a dealer trained on fuel-cell vehicles check the hydrogen tanks (and the date on their label) and the fuel-cell system before you pay${records}.`;
      if (kind === 'hybrid' || kind === 'plug-in-hybrid') return `Have a mechanic who knows hybrids inspect it, the hybrid battery included, before you pay${records}.`;
      return `Have an independent mechanic inspect it before you pay${records}.`;
    }
  }
}

// ---- maintenance tips -----------------------------------------------------------------------

function maintenanceTips(f: Facts): string {
  const m = f.input.sections.maintenance;
  const body = f.car.body;
  const kind = f.car.powertrain;
  const old = f.age !== undefined && f.age >= 8;
  const parts: string[] = [];
  const given = m ? specSentences(m) : [];
  if (m?.guessedEngine) parts.push(guessedEngineLine(field(m.guessedEngine, 40) ?? ''));
  if (m) parts.push(...given);
  else if (body === 'trailer') parts.push('Check tire pressures, lights and brakes before each trip, and have the wheel bearings inspected and repacked at least once a year.');
  else if (f.unavailable.has('maintenance')) parts.push('Maintenance specifications could not be fetched this time; follow the owner\'s manual for fluids and intervals.');
  else if (kind === 'fuel-cell') parts.push('Have it serviced by a dealer trained on fuel-cell vehicles: the hydrogen tanks carry an expiry date and the fuel-cell system its own filters; follow the owner\'s manual.');
  else if (kind === 'battery-electric') parts.push('Rotate the tires regularly and replace the cabin filter and brake fluid on the schedule in the owner\'s manual; heavy, torquey electric cars wear tires faster.');
  else if (body === 'motorcycle') parts.push('Follow the owner\'s manual for oil, drive chain or belt, and valve clearances, and replace tires by age as well as tread.');
  else if (kind === 'unknown') parts.push('The decode does not say what powers this vehicle: follow the owner\'s manual for fluids and intervals, and keep every service receipt.');
  else parts.push('No engine-specific specifications matched this vehicle: follow the owner\'s manual for oil grade, capacity and intervals, and keep every service receipt.');
  // An entry may name the engine and leave its oil figures to the owner's manual.
  for (const work of f.scheduledWork) {
    const title = field(work.title, 100);
    const interval = field(work.interval, 200);
    const detail = wholeSentences(field(work.detail, 2000) ?? '', 320);
    if (title) parts.push([sentence(interval ? `${capitalize(title)} is due ${lowerFirst(interval)}` : `Scheduled work: ${lowerFirst(title)}`), detail].filter(Boolean).join(' '));
  }
  if (m && !m.isElectric && !f.noOil && hasEngine(kind) && !m.oil) parts.push(m.oilCapacity ? 'Take the oil grade from the owner\'s manual.' : 'Take the oil grade and capacity from the owner\'s manual: this report does not have them for this engine.');
  if (old && body !== 'trailer' && body !== 'motorcycle') parts.push('On a vehicle this age, find out when the brake fluid and coolant were last changed.');
  if (given.length) parts.push('Confirm every value against the owner\'s manual.');
  return parts.join(' ');
}

function specSentences(m: MaintenanceSpec): string[] {
  const out: string[] = [];
  const oil = field(m.oil, 120);
  const capacity = field(m.oilCapacity, 120);
  const interval = field(m.oilInterval, 200);
  if (oil) out.push(sentence(`Oil: ${oil}${capacity ? `, ${capacity}` : ''}`));
  if (interval) out.push(sentence(/^every\b/i.test(interval) ? `Change the oil ${lowerFirst(interval)}` : `Oil changes: ${interval}`));
  const labelled: [string, string | undefined][] = [
    ['Spark plugs', m.sparkPlugs],
    ['Brake fluid', m.brakeFluid],
    ['Coolant', m.coolant],
    ['Cabin filter', m.cabinFilter],
  ];
  for (const [label, value] of labelled) {
    const text = field(value, 200);
    if (text) out.push(sentence(`${label}: ${text}`));
  }
  if (m.isElectric && !oil) out.push('No oil changes are needed; tire rotation is the most frequent service.');
  return out.map((s) => clip(s, 240));
}

/** The leading whole sentences of `text` that fit in `max` characters (the first one, cut, if none fits). */
function wholeSentences(text: string, max: number): string {
  let end = 0;
  for (let at = text.indexOf('. '); at >= 0 && at + 1 <= max; at = text.indexOf('. ', at + 2)) end = at + 1;
  if (end === 0) {
    if (text.length <= max) return sentence(text);
    const space = text.lastIndexOf(' ', max);
    return sentence(`${text.slice(0, space > max / 2 ? space : max)}…`);
  }
  return text.length <= max ? sentence(text) : text.slice(0, end);
}
