/**
 * A short test-drive and inspection checklist fitted to the vehicle: its family and body, its
 * powertrain (battery-electric, hybrid, diesel), gearbox, drive and age. At most MAX_CHECKS items,
 * the ones particular to this vehicle first.
 */
import { drivetrain, vehicleAge, vehicleFamily } from '../words/vehicle-words.js';
import type { Facts } from './facts.js';
import { defectsOf, scheduledWorkOf } from './known-issues.js';
import type { Check } from '../report/assessment.js';

const MAX_CHECKS = 8;

export function assessChecks(input: Facts): Check[] {
  const v = input.vehicle;
  const out: Check[] = [];
  const add = (topic: string, text: string) => out.push({ topic, text });
  const family = vehicleFamily(v);
  const age = vehicleAge(v, input.currentYear);
  const old = age !== undefined && age >= 8;

  if (family === 'trailer') {
    add('wheel bearings', 'Jack each wheel up: it should spin freely with no play or grinding, and the hubs should not run hot after a drive.');
    add('coupler', 'Check the coupler latches firmly on a ball of the right size, and that the safety chains and breakaway cable are present and sound.');
    add('brakes and lights', 'Test the brakes (and the breakaway switch, if fitted) and every light with the trailer hitched.');
    add('tires', 'Read the tires\' date codes: replace tires older than about six years whatever their tread.');
    add('frame', 'Look along the frame, tongue and welds for cracks, rust and bends, and check the floor for soft spots.');
    return out;
  }

  const kind = drivetrain(v);
  const fuel = (v.fuelType ?? '').toUpperCase();
  const gearbox = (v.transmissionStyle ?? '').toUpperCase();
  const drive = (v.driveType ?? '').toUpperCase();

  if (kind === 'electric') {
    add('battery', 'Ask for a battery state-of-health report (from the maker\'s app or a dealer) and compare the range at a full charge with the original rating.');
    add('charging', 'Charge it on a public fast charger and on a home (level 2) charger before you buy, and check the charge port and the cable that comes with it.');
  } else if (kind === 'hybrid' || kind === 'plug-in-hybrid') {
    add('hybrid battery', `Ask how old the high-voltage battery is and whether it was ever replaced${old ? ': at this age it is the costliest part to wear out' : ''}, and check that no hybrid-system warning shows.`);
    if (kind === 'plug-in-hybrid') add('charging', 'Charge it on a home (level 2) charger and check that it drives on electric power alone as far as it should.');
    else add('electric drive', 'From a stop, it should pull away quietly on electric power, with the engine starting and stopping smoothly.');
  } else if (fuel.startsWith('DIESEL')) {
    add('diesel', 'Start it from cold: it should start promptly without heavy smoke; ask about the diesel particulate filter and exhaust fluid (DEF) system and any warning lights.');
  }

  if (gearbox.includes('CVT') || gearbox.startsWith('CONTINUOUSLY')) {
    add('transmission', 'The CVT should pull smoothly without whine, shudder or slipping (revs rising without speed); ask when its fluid was changed.');
  } else if (gearbox.includes('DCT') || gearbox.startsWith('DUAL')) {
    add('transmission', 'Drive the dual-clutch gearbox in slow traffic and from a standstill: it should not shudder, hesitate or clunk.');
  } else if (gearbox.startsWith('MANUAL')) {
    add('clutch', 'Check the clutch does not slip in a high gear under load and engages well before the top of the pedal travel.');
  } else if (kind !== 'electric' && gearbox.startsWith('AUTOMATIC') && old) {
    add('transmission', 'Shifts should be prompt and smooth, hot and cold, with no slipping or flare; ask when the fluid was changed.');
  }

  if (drive.startsWith('4WD') || drive.startsWith('4X4')) {
    add('four-wheel drive', 'Engage four-wheel drive (high and low range) on a loose surface: it should engage and release cleanly without clunks or warning lights.');
  } else if (drive.startsWith('AWD')) {
    add('all-wheel drive', 'Drive tight full-lock turns slowly: any binding, judder or clunk points to the all-wheel-drive system; all four tires should match.');
  }

  for (const defect of defectsOf(input.maintenance).slice(0, 2)) {
    add('known issue', `Ask for records of what was done about the ${lowerTitle(defect.title)}.`);
  }

  for (const work of scheduledWorkOf(input.maintenance).slice(0, 1)) {
    add('scheduled work', `Ask for the receipt for the last ${lowerTitle(work.title)}: if it is overdue, add its cost to what you offer.`);
  }

  if (family === 'motorcycle') {
    add('chain and tires', 'Check the drive chain and sprockets for wear, the fork seals for leaks, and the tires\' date codes as well as their tread.');
  } else if (family === 'commercial') {
    add('records', 'Ask for the inspection and service records, and have a heavy-vehicle mechanic check the brakes, suspension and frame.');
  }
  if (age !== undefined && age >= 15) add('rust', 'Look underneath for rust on the frame, floors, brake lines and fuel lines, and check rubber hoses and bushings for cracks.');
  else if (old) add('wear', 'Check the brakes, suspension, tires and 12-volt battery, and look underneath for rust and leaks.');
  if (kind !== 'electric' && family !== 'motorcycle') add('warning lights', 'Start it from cold: every warning light should come on briefly and go out, and the engine should idle smoothly.');
  add('inspection', family === 'car' ? 'Have an independent mechanic inspect it before you pay.' : 'Have a mechanic who knows this kind of vehicle inspect it before you pay.');
  return out.slice(0, MAX_CHECKS);
}

function lowerTitle(title: string): string {
  const clean = title.slice(0, 100);
  return /^[A-Z][a-z]/.test(clean) ? clean.charAt(0).toLowerCase() + clean.slice(1) : clean;
}
