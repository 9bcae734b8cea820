/**
 * A test-drive and inspection checklist fitted to the vehicle: first what its own evidence says (a
 * do-not-drive recall, the recalls that may apply, the components owners complain of most for its
 * model year), then what its powertrain, body, gearbox, drive and age call for. Every choice reads
 * the vehicle's facts (src/report/vehicle-facts.ts), never a free-text field again. At most MAX_CHECKS
 * items, no topic twice, and nothing that starts or drives a vehicle whose maker says to park it.
 * The assessment (src/assessment/checks.ts) hands it the facts; every word of the checklist is here.
 */
import { squash } from '../report/upstream-field.js';
import { firstSentence, lowerFirst, withoutBrackets } from './text.js';
import type { Complaints } from '../report/complaints.js';
import type { Recall } from '../report/schemas.js';
import type { Check } from '../report/assessment.js';
import { hasEngine, isElectricDrive, type VehicleFacts } from '../report/vehicle-facts.js';
import { recallName } from './recall-words.js';

/** What the checklist is chosen from: the assessment's facts, with the engine's defects and scheduled work sorted out. */
export interface ChecklistFacts {
  car: VehicleFacts;
  currentYear: number;
  recalls: Recall[];
  vehicle: { transmissionStyle?: string; driveType?: string };
  complaints: Complaints | null;
  /** The engine's documented defects (known issues without the scheduled work). */
  defects: { title: string }[];
  /** The vehicle's scheduled work, wherever the maintenance table keeps it. */
  scheduledWork: { title: string }[];
}

const MAX_CHECKS = 10;
/** Complaint components turned into checks, most complained of first. */
const MAX_COMPLAINT_CHECKS = 3;
/** Recalls that may apply turned into checks (a do-not-drive recall is always the first item). */
const MAX_RECALL_CHECKS = 2;

interface Item extends Check {
  /** The check starts or drives the vehicle: never offered while a do-not-drive recall may apply. */
  drives: boolean;
}

export function checklistWords(input: ChecklistFacts): Check[] {
  const car = input.car;
  const out: Item[] = [];
  const add = (topic: string, text: string, drives = false) => {
    if (!out.some((c) => c.topic === topic)) out.push({ topic, text, drives });
  };
  const age = car.modelYear === undefined ? undefined : Math.max(0, input.currentYear - car.modelYear);
  const old = age !== undefined && age >= 8;

  // Newest first, then by campaign: the same recalls in any order give the same checklist.
  const mayApply = input.recalls.filter((r) => r.appliesTo !== 'unlikely')
    .sort((a, b) => (b.reportReceivedDate ?? '').localeCompare(a.reportReceivedDate ?? '') || (a.campNo ?? '').localeCompare(b.campNo ?? ''));
  const parkIt = mayApply.find((r) => r.parkIt === true);
  if (parkIt) {
    add('do not drive', `Do not start or drive it: ${recallName(parkIt)} tells owners to park it until it is repaired. Inspect it parked, and ask for proof of the repair (a dealer's invoice or NHTSA's VIN look-up) before any test drive.`);
  }
  for (const r of mayApply.filter((x) => x !== parkIt).slice(0, MAX_RECALL_CHECKS)) {
    // The risk in the recall's own first sentence, whole or not at all.
    const first = firstSentence(r.consequence, 280);
    const risk = first && !first.endsWith('…') ? first : undefined;
    const outside = r.parkOutside === true ? ' Until it is done, park it outside, away from buildings.' : '';
    const why = risk ? `: ${lowerFirst(risk)}` : '.';
    const text = r.appliesTo === 'unknown'
      ? `Ask a dealer whether ${recallName(r)} covers this vehicle and, if it does, for proof it was done${why}`
      : `Check that ${recallName(r)} was done${why}`;
    add(`recall ${squash(r.campNo, 20) || 'unnumbered'}`, `${text}${outside}`);
  }

  for (const c of complaintChecks(input, car)) add(c.topic, c.text, c.drives);

  if (car.body === 'trailer') {
    add('wheel bearings', 'Jack each wheel up: it should spin freely with no play or grinding, and the hubs should not run hot after a tow.');
    add('coupler', 'Check the coupler latches firmly on a ball of the right size, and that the safety chains and breakaway cable are present and sound.');
    add('brakes and lights', 'Test the brakes (and the breakaway switch, if fitted) and every light with the trailer hitched.');
    add('tires', 'Read the tires\' date codes: replace tires older than about six years whatever their tread.');
    add('frame', 'Look along the frame, tongue and welds for cracks, rust and bends, and check the floor for soft spots.');
    add('inspection', 'Have a trailer shop inspect it, and check that the title matches the VIN plate, before you pay.');
    return finish(out, parkIt !== undefined);
  }

  for (const c of powertrainChecks(car, old)) add(c.topic, car.guessed ? guessed(car, c.text) : c.text, c.drives);

  const gearbox = (input.vehicle.transmissionStyle ?? '').toUpperCase();
  const drive = (input.vehicle.driveType ?? '').toUpperCase();
  // A full hybrid's "CVT" is its eCVT unless the make and year say it is a parallel hybrid with a real gearbox.
  const designedToRev = (car.powertrain === 'hybrid' || car.powertrain === 'plug-in-hybrid') && car.hybridKind !== 'parallel';
  if (hasEngine(car.powertrain) && !designedToRev) {
    if (gearbox.includes('CVT') || gearbox.startsWith('CONTINUOUSLY')) {
      add('transmission', 'The CVT should pull smoothly without whine, shudder or slipping (revs rising without speed); ask when its fluid was changed.', true);
    } else if (gearbox.includes('DCT') || gearbox.startsWith('DUAL')) {
      add('transmission', 'Drive the dual-clutch gearbox in slow traffic and from a standstill: it should not shudder, hesitate or clunk.', true);
    } else if (gearbox.startsWith('MANUAL')) {
      add('clutch', 'Check the clutch does not slip in a high gear under load and engages well before the top of the pedal travel.', true);
    } else if (gearbox.startsWith('AUTOMATIC') && old) {
      add('transmission', 'Shifts should be prompt and smooth, hot and cold, with no slipping or flare; ask when the fluid was changed.', true);
    }
  }

  if (drive.startsWith('4WD') || drive.startsWith('4X4')) {
    add('four-wheel drive', 'Engage four-wheel drive (high and low range) on a loose surface: it should engage and release cleanly without clunks or warning lights.', true);
  } else if (drive.startsWith('AWD')) {
    add('all-wheel drive', 'Drive tight full-lock turns slowly: any binding, judder or clunk points to the all-wheel-drive system; all four tires should match.', true);
  }

  for (const defect of input.defects.slice(0, 2)) {
    add(`known issue: ${lowerTitle(defect.title)}`, `Ask for records of what was done about the ${lowerTitle(defect.title)}.`);
  }
  for (const work of input.scheduledWork.slice(0, 1)) {
    add('scheduled work', `Ask for the receipt for the last ${lowerTitle(work.title)}: if it is overdue, add its cost to what you offer.`);
  }

  if (car.body === 'motorcycle') {
    // Scooters drive through a belt, some motorcycles through a belt or shaft: the final drive, whichever it is.
    add('final drive and tires', 'Check the final drive (chain and sprockets, belt or shaft) for wear or leaks, the fork seals for leaks, and the tires\' date codes as well as their tread.');
    if (old) add('wear', 'Check the brake lines, hoses and fuel lines for cracks and leaks, and look at the frame, swingarm and exhaust for rust.');
  } else {
    if (car.body === 'bus' || car.body === 'incomplete') {
      add('records', 'Ask for the inspection and service records, and have a heavy-vehicle mechanic check the brakes, suspension and frame.');
    }
    if (age !== undefined && age >= 15) add('rust', 'Look underneath for rust on the frame, floors, brake lines and fuel lines, and check rubber hoses and bushings for cracks.');
    else if (old) add('wear', `Listen for knocks from the suspension over bumps, have the 12-volt battery tested, and look underneath for rust${hasEngine(car.powertrain) ? ' and leaks' : ''}.`);
  }

  if (car.body !== 'motorcycle' && car.powertrain !== 'diesel') {
    if (isElectricDrive(car.powertrain)) add('warning lights', 'Switch it on: every warning light should come on briefly and go out.', true);
    else if (car.powertrain === 'hybrid' || car.powertrain === 'plug-in-hybrid') add('warning lights', 'Switch it on from cold: every warning light should come on briefly and go out, and whenever the engine runs it should run smoothly.', true);
    else if (hasEngine(car.powertrain) && car.powertrain !== 'unknown') add('warning lights', 'Start it from cold: every warning light should come on briefly and go out, and the engine should idle smoothly.', true);
    else add('warning lights', 'Switch it on: every warning light should come on briefly and go out.', true);
  }
  if (car.body === 'car' || car.body === 'truck' || car.body === 'unknown') {
    if (!out.some((c) => c.topic.startsWith('complaints: brakes') || c.topic.startsWith('complaints: steering'))) {
      add('brakes and steering', 'On the test drive, brake firmly from about 30 mph: it should stop straight without pulsing, grinding or a soft pedal, and the steering should not pull to one side.', true);
    }
    if (!out.some((c) => c.topic === 'complaints: tires')) add('tires', 'Look for uneven tire wear (a sign of worn suspension or bad alignment) and read the tires\' date codes: tires over about six years old are due whatever their tread.');
  }
  add('inspection', inspectionCheck(car));
  return finish(out, parkIt !== undefined);
}

/** At most MAX_CHECKS items, the inspection last; under a do-not-drive recall, none that starts or drives the vehicle. */
function finish(items: Item[], parked: boolean): Check[] {
  const kept = items.filter((c) => !parked || !c.drives);
  const last = kept.pop()!;
  return [...kept.slice(0, MAX_CHECKS - 1), last].map(({ topic, text }) => ({ topic, text }));
}

function inspectionCheck(car: VehicleFacts): string {
  switch (car.body) {
    case 'motorcycle': return 'Have a motorcycle mechanic inspect it before you pay.';
    case 'bus':
    case 'incomplete': return 'Have a mechanic who knows this kind of vehicle inspect it before you pay.';
    default:
      if (car.powertrain === 'fuel-cell') return 'Have a dealer trained on fuel-cell vehicles inspect it before you pay.';
      if (car.powertrain === 'battery-electric') return 'Have a shop that services electric cars inspect it before you pay.';
      if (car.powertrain === 'hybrid' || car.powertrain === 'plug-in-hybrid') return 'Have a mechanic who knows hybrids inspect it, the hybrid battery included, before you pay.';
      if (car.body === 'car' || car.body === 'truck') return 'Have an independent mechanic inspect it before you pay.';
      return 'Have a mechanic who knows this kind of vehicle inspect it before you pay.';
  }
}

function powertrainChecks(car: VehicleFacts, old: boolean): Item[] {
  const out: Item[] = [];
  const add = (topic: string, text: string, drives = false) => out.push({ topic, text, drives });
  switch (car.powertrain) {
    case 'battery-electric':
      add('battery', 'Ask for a battery state-of-health report (from the maker\'s app or a dealer) and compare the range at a full charge with the original rating.');
      add('charging', 'Charge it on a public fast charger and on a home (level 2) charger before you buy, and check the charge port and the cable that comes with it.', true);
      break;
    case 'fuel-cell':
      add('hydrogen tanks', 'Find the hydrogen tanks\' label (or ask a dealer to read it): it states the date after which the tanks may no longer be used, and replacing them costs a great deal. Ask for the dealer\'s records of the hydrogen-system inspections.');
      add('fuel-cell stack', 'Ask a dealer trained on fuel-cell vehicles to check the fuel-cell system for warnings, and compare the range on a full tank with the original rating.');
      add('refuelling', 'Check where you would refuel it: there is no plug-in charging, and hydrogen stations are few (almost all in California), with some closed or short of fuel.');
      break;
    case 'plug-in-hybrid':
      add('hybrid battery', `Ask how old the high-voltage battery is and whether it was ever replaced${old ? ': at this age it is the costliest part to wear out' : ''}, and check that no hybrid-system warning shows.`);
      add('charging', 'Charge it on a home (level 2) charger and check that it drives on electric power alone as far as it should.', true);
      break;
    case 'hybrid':
      add('hybrid battery', `Ask how old the high-voltage battery is and whether it was ever replaced${old ? ': at this age it is the costliest part to wear out' : ''}, and check that no hybrid-system warning shows.`);
      if (car.hybridKind === 'power-split' || car.hybridKind === 'two-motor') {
        add('electric drive', 'From a stop at light throttle it should pull away quietly on electric power, with the engine starting and stopping smoothly; on this hybrid system the engine\'s revs rise and fall independently of road speed by design.', true);
      } else {
        add('electric drive', 'The engine should start and stop smoothly as the hybrid system calls for it, without shudder, and no hybrid-system warning should show on the drive.', true);
      }
      break;
    case 'mild-hybrid': {
      const pack = car.mildHybridKind === 'bas' ? ' (on this first-generation belt-alternator-starter system, a 36-volt nickel-metal-hydride pack)'
        : car.mildHybridKind === 'eassist' ? ' (on eAssist, a 115-volt lithium-ion pack)' : '';
      add('starter-generator', `At a stop the engine should shut off and restart promptly and smoothly when you lift off the brake; ask whether the hybrid battery${pack} was ever replaced, and check that no hybrid-system warning shows.`, true);
      break;
    }
    case 'diesel':
      add('diesel', dieselCheck(car), true);
      break;
    default:
      break;
  }
  return out;
}

function dieselCheck(car: VehicleFacts): string {
  const start = 'Start it from cold: after the glow-plug light goes out it should start promptly, without heavy smoke or knocking, and every warning light should come on briefly and go out.';
  switch (car.dieselEra) {
    case 'dpf':
      return `${start} Ask about the diesel particulate filter (US rules brought them in from the 2007 model year): short trips clog it, so ask how it was driven.`;
    case 'dpf-and-def':
      return `${start} Ask about the particulate filter and, if it has one, the exhaust fluid (DEF) system most diesels use from about the 2010 model year: no emissions warning should show.`;
    case 'before-dpf':
      return `${start} Ask for records of injector and glow-plug work.`;
    default:
      return start;
  }
}

const POWERTRAIN_WORDS: Record<VehicleFacts['powertrain'], string> = {
  'battery-electric': 'battery-electric', 'fuel-cell': 'a fuel-cell vehicle', 'plug-in-hybrid': 'a plug-in hybrid', hybrid: 'a hybrid',
  'mild-hybrid': 'a mild hybrid', diesel: 'a diesel', gasoline: 'gasoline-powered', other: 'as decoded', none: 'as decoded', unknown: 'as decoded',
};

/** A powertrain check under an uncertain decode reads as the guess it is. */
function guessed(car: VehicleFacts, text: string): string {
  return `If it is ${POWERTRAIN_WORDS[car.powertrain]} as vPIC guessed (the engine label under the hood tells), ${lowerFirst(text)}`;
}

// ---- the vehicle's own evidence -----------------------------------------------------------------

interface ComplaintArea {
  /** The area in a sentence: "the engine". */
  name: string;
  /** What to look for, in a clause. */
  look: string;
  drives: boolean;
  /** Only for vehicles with an engine. */
  engineOnly?: boolean;
}

/** NHTSA's complaint components (the part before the first colon or comma) by area. */
const COMPLAINT_AREAS: Record<string, ComplaintArea> = {
  ENGINE: { name: 'the engine', look: 'listen for knocking or ticking from cold, look for oil and coolant leaks and smoke, and watch the temperature gauge', drives: true, engineOnly: true },
  'ENGINE AND ENGINE COOLING': { name: 'the engine', look: 'listen for knocking or ticking from cold, look for oil and coolant leaks and smoke, and watch the temperature gauge', drives: true, engineOnly: true },
  'FUEL SYSTEM': { name: 'the fuel system', look: 'smell for fuel, look under the car for leaks, and note any hard starting, hesitation or stalling', drives: true, engineOnly: true },
  'FUEL/PROPULSION SYSTEM': { name: 'the fuel and propulsion system', look: 'note any hard starting, hesitation, loss of power or stalling, and smell for fuel', drives: true },
  'POWER TRAIN': { name: 'the powertrain (transmission and drive)', look: 'drive it hot and cold: it should pull smoothly with no slipping, shudder, clunks or whine', drives: true },
  'SERVICE BRAKES': { name: 'the brakes', look: 'the pedal should stay firm, and the car should stop straight without pulsing, grinding or a brake warning light', drives: true },
  'PARKING BRAKE': { name: 'the parking brake', look: 'it should hold the vehicle on a slope and release fully', drives: false },
  STEERING: { name: 'the steering', look: 'it should be free of play, noise and pulling, with no power-steering warning', drives: true },
  SUSPENSION: { name: 'the suspension', look: 'listen for knocks over bumps, and look for leaking shock absorbers and uneven tire wear', drives: true },
  'ELECTRICAL SYSTEM': { name: 'the electrical system', look: 'try every light, window, lock and screen, check that no battery or charging warning shows, and ask about flat batteries', drives: false },
  'AIR BAGS': { name: 'the air bags', look: 'the air-bag warning light should go out soon after switching on, and every air-bag recall for this VIN should be done', drives: false },
  'SEAT BELTS': { name: 'the seat belts', look: 'every belt should latch, release and retract cleanly', drives: false },
  SEATS: { name: 'the seats', look: 'try every seat adjustment and check that each seat locks in place', drives: false },
  STRUCTURE: { name: 'the body and structure', look: 'look for rust, cracks and poorly repaired damage on the body and underneath', drives: false },
  VISIBILITY: { name: 'visibility', look: 'try the wipers, washers, defrosters, mirrors and any camera', drives: false },
  'VISIBILITY/WIPER': { name: 'the wipers and visibility', look: 'try the wipers, washers, defrosters and mirrors', drives: false },
  'EXTERIOR LIGHTING': { name: 'the exterior lights', look: 'check that every exterior light works and the headlights are not fogged', drives: false },
  WHEELS: { name: 'the wheels', look: 'look for cracked or bent wheels and loose wheel nuts, and listen for wheel-bearing noise on the drive', drives: true },
  TIRES: { name: 'the tires', look: 'read the tires\' date codes and look for bulges and uneven wear', drives: false },
  'VEHICLE SPEED CONTROL': { name: 'speed control', look: 'check that the accelerator pedal returns freely and that the cruise control holds and cancels as it should', drives: true },
  'FORWARD COLLISION AVOIDANCE': { name: 'forward collision avoidance', look: 'ask about unexpected automatic braking, and check that no driver-assistance warning shows', drives: true },
  'LANE DEPARTURE': { name: 'lane keeping', look: 'try the lane-keeping system on a marked road', drives: true },
  'BACK OVER PREVENTION': { name: 'the rear camera and sensors', look: 'check the rear camera picture and the parking sensors', drives: false },
  'LATCHES/LOCKS/LINKAGES': { name: 'latches and locks', look: 'try every door, the hood and tailgate latches and the locks', drives: false },
  'ELECTRONIC STABILITY CONTROL': { name: 'stability control', look: 'no stability-control warning should show on the drive', drives: true },
  'HYBRID PROPULSION SYSTEM': { name: 'the hybrid system', look: 'no hybrid-system warning should show, and the electric drive should work as it should', drives: true },
};

/** The area a component belongs to: "SERVICE BRAKES, HYDRAULIC" → SERVICE BRAKES, "ELECTRONIC STABILITY CONTROL (ESC)" → ELECTRONIC STABILITY CONTROL. */
function areaKey(component: string): string {
  const head = squash(withoutBrackets(component.split(':')[0] ?? ''), 80).toUpperCase();
  const beforeComma = head.split(',')[0]!.trim();
  return COMPLAINT_AREAS[head] ? head : beforeComma;
}

function complaintChecks(input: ChecklistFacts, car: VehicleFacts): Item[] {
  const c = input.complaints;
  if (!c || c.total <= 0) return [];
  const counts = new Map<string, { area: ComplaintArea; count: number }>();
  for (const x of c.components) {
    const key = areaKey(x.component);
    const area = COMPLAINT_AREAS[key];
    if (!area || (area.engineOnly && !hasEngine(car.powertrain))) continue;
    const seen = counts.get(area.name);
    // A complaint naming two components of one area counts in both; the larger count is a floor.
    counts.set(area.name, { area, count: Math.max(seen?.count ?? 0, x.count) });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_COMPLAINT_CHECKS)
    .map(({ area, count }) => ({
      topic: `complaints: ${area.name.replace(/^the /, '')}`,
      text: `Owners filed ${count === 1 ? 'a complaint' : `${count.toLocaleString('en-US')} complaints`} with NHTSA about ${area.name} for this model year: ${area.look}.`,
      drives: area.drives,
    }));
}


function lowerTitle(title: string): string {
  const clean = title.slice(0, 100);
  return /^[A-Z][a-z]/.test(clean) ? clean.charAt(0).toLowerCase() + clean.slice(1) : clean;
}
