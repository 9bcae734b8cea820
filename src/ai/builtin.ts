/**
 * The default summary writer: deterministic, offline, free. It writes plain English from the
 * report's own data, so the service is useful with no API key and stands in when an LLM fails.
 *
 * Scoring rule (integer 1-10, documented in the README):
 *   start at 8
 *   recalls on file:  -1 for 1-2, -2 for 3-5, -3 for 6 or more
 *   any "park it" or "park outside" recall: -2 more
 *   age (current year − model year): -1 from 8 years, -2 from 15 years
 *   vPIC reports a decode problem (errorCode other than 0): -1
 *   battery-electric or hybrid drivetrain: +1
 *   then clamped to 1..10.
 */
import type { AiSummary, DecodedVehicle, MaintenanceSpec, Recall } from '../schemas.js';
import type { AiProvider, SummaryInput } from './provider.js';

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    async summarize(input) {
      return writeBuiltinSummary(input);
    },
  };
}

export function writeBuiltinSummary(input: SummaryInput): AiSummary {
  const { vehicle, recalls, maintenance } = input;
  const name = vehicleName(vehicle);
  const age = vehicleAge(vehicle, input.currentYear);
  const urgent = recalls.filter((r) => r.parkIt || r.parkOutside);
  const electric = isElectric(vehicle, maintenance);
  const hybrid = isHybrid(vehicle);
  const decodeProblem = hasDecodeProblem(vehicle);

  return {
    overview: overview(vehicle, name, recalls, age, input.recallsLookedUp),
    strengths: strengths(vehicle, recalls, maintenance, electric, hybrid, decodeProblem, input.recallsLookedUp),
    issues: issues(vehicle, recalls, urgent, age, decodeProblem, input.recallsLookedUp),
    buyingAdvice: buyingAdvice(name, recalls, urgent, age, decodeProblem, input.recallsLookedUp),
    maintenanceTips: maintenanceTips(maintenance, electric, age),
    score: score(recalls.length, urgent.length > 0, age, decodeProblem, electric || hybrid),
    provider: 'builtin',
  };
}

export function score(recallCount: number, urgent: boolean, age: number | undefined, decodeProblem: boolean, electrified: boolean): number {
  let s = 8;
  if (recallCount >= 6) s -= 3;
  else if (recallCount >= 3) s -= 2;
  else if (recallCount >= 1) s -= 1;
  if (urgent) s -= 2;
  if (age !== undefined && age >= 15) s -= 2;
  else if (age !== undefined && age >= 8) s -= 1;
  if (decodeProblem) s -= 1;
  if (electrified) s += 1;
  return Math.min(10, Math.max(1, Math.round(s)));
}

function overview(v: DecodedVehicle, name: string, recalls: Recall[], age: number | undefined, recallsLookedUp: boolean): string {
  const parts: string[] = [];
  const kind = describeBody(v);
  parts.push(`This is a ${name}${kind ? `, a ${kind}` : ''}.`);
  const powertrain = describePowertrain(v);
  if (powertrain) parts.push(`It has ${powertrain}.`);
  const plant = [titleCase(v.plantCity), titleCase(v.plantCountry)].filter(Boolean).join(', ');
  if (plant) parts.push(`It was built in ${plant}.`);
  if (age !== undefined && age > 0) parts.push(`At about ${age} year${age === 1 ? '' : 's'} old, condition and service history matter more than the badge.`);
  parts.push(!recallsLookedUp
    ? 'Recalls could not be looked up because NHTSA\'s decoder returned no model name.'
    : recalls.length === 0
    ? 'NHTSA has no recalls on file for this make, model and year.'
    : `NHTSA lists ${recalls.length} recall${recalls.length === 1 ? '' : 's'} for this make, model and year.`);
  return parts.join(' ');
}

function strengths(v: DecodedVehicle, recalls: Recall[], m: MaintenanceSpec | null, electric: boolean, hybrid: boolean, decodeProblem: boolean, recallsLookedUp: boolean): string[] {
  const out: string[] = [];
  if (!decodeProblem) out.push('The VIN decodes cleanly in NHTSA\'s vPIC database, so the identity details are consistent.');
  if (recallsLookedUp && recalls.length === 0) out.push('No safety recalls are on file with NHTSA for this make, model and year.');
  else if (recalls.length > 0 && recalls.every((r) => r.overTheAirUpdate)) out.push('Every recall on file is fixed by an over-the-air software update, with no dealer visit needed.');
  if (electric) out.push('Battery-electric drive: no oil changes, spark plugs or exhaust system to maintain.');
  else if (hybrid) out.push('Hybrid drivetrain: better fuel economy and less brake wear than a conventional engine.');
  const powertrain = describePowertrain(v);
  if (powertrain && !electric) out.push(`Known powertrain: ${powertrain}.`);
  if (m) out.push('Maintenance specifications are available for this engine (see the maintenance section).');
  if (out.length === 0) out.push('Basic identity details (make and model year) are confirmed by NHTSA\'s decoder.');
  return out;
}

function issues(v: DecodedVehicle, recalls: Recall[], urgent: Recall[], age: number | undefined, decodeProblem: boolean, recallsLookedUp: boolean): string[] {
  const out: string[] = [];
  if (!recallsLookedUp) out.push('Recall status is unknown: NHTSA\'s decoder returned no model, so the recall service could not be asked. Check the VIN at nhtsa.gov/recalls.');
  for (const r of urgent) {
    const what = r.parkIt ? 'PARK IT: the manufacturer says not to drive it' : 'PARK OUTSIDE: the manufacturer says to park it outdoors, away from buildings, because of a fire risk';
    out.push(`${what} until recall ${r.campNo ?? '(unnumbered)'}${r.component ? ` (${lowerComponent(r.component)})` : ''} is repaired.`);
  }
  for (const r of recalls) {
    if (r.parkIt || r.parkOutside) continue;
    const consequence = firstSentence(r.consequence);
    out.push(`Recall ${r.campNo ?? '(unnumbered)'}${r.component ? ` (${lowerComponent(r.component)})` : ''}${consequence ? `: ${consequence}` : ''}${r.overTheAirUpdate ? ' Fixed by an over-the-air update.' : ''}`);
  }
  if (decodeProblem && v.errorText) out.push(`NHTSA's decoder flagged the VIN: "${v.errorText}". Check the VIN plate and title match.`);
  if (age !== undefined && age >= 15) out.push('Old enough that rubber parts, suspension bushings, cooling system and rust need a close look.');
  else if (age !== undefined && age >= 8) out.push('Past the age where wear items (brakes, suspension, battery, tires) commonly need replacing.');
  return out;
}

function buyingAdvice(name: string, recalls: Recall[], urgent: Recall[], age: number | undefined, decodeProblem: boolean, recallsLookedUp: boolean): string {
  const parts: string[] = [];
  if (urgent.length > 0) {
    parts.push(`Do not buy or drive this ${name} until the seller shows that recall ${urgent.map((r) => r.campNo ?? '(unnumbered)').join(', ')} has been repaired.`);
  }
  if (recalls.length > 0) {
    const numbers = recalls.map((r) => r.campNo).filter(Boolean);
    parts.push(`Ask for proof that ${recalls.length === 1 ? 'the recall' : `all ${recalls.length} recalls`}${numbers.length ? ` (${numbers.slice(0, 6).join(', ')}${numbers.length > 6 ? ', …' : ''})` : ''} ${recalls.length === 1 ? 'was' : 'were'} completed; any franchised dealer can check by VIN, and recall repairs are free.`);
  } else if (!recallsLookedUp) {
    parts.push('Look the VIN up at nhtsa.gov/recalls before buying, since recalls could not be checked here, and get an independent pre-purchase inspection.');
  } else {
    parts.push('With no recalls on file, focus on condition: get an independent pre-purchase inspection and a vehicle history report.');
  }
  if (decodeProblem) parts.push('Because the decoder flagged the VIN, compare it with the dashboard plate, door label and title before paying.');
  if (age !== undefined && age >= 8) parts.push('Budget for deferred maintenance and ask for service records.');
  return parts.join(' ');
}

function maintenanceTips(m: MaintenanceSpec | null, electric: boolean, age: number | undefined): string {
  if (!m) {
    return electric
      ? 'Rotate tires regularly, replace the cabin filter and check brake fluid on the schedule in the owner\'s manual; EVs wear tires faster because of their weight and torque.'
      : 'No engine-specific specs matched this vehicle: follow the owner\'s manual for oil grade, capacity and intervals, and keep records of every service.';
  }
  const parts: string[] = [];
  if (m.oil) parts.push(`Use ${m.oil}${m.oilCapacity ? `, ${m.oilCapacity}` : ''}${m.oilInterval ? `, changed ${lowerFirst(m.oilInterval)}` : ''}.`);
  if (m.sparkPlugs) parts.push(`Spark plugs: ${m.sparkPlugs}.`);
  if (m.brakeFluid) parts.push(`Brake fluid: ${m.brakeFluid}.`);
  if (m.coolant) parts.push(`Coolant: ${m.coolant}.`);
  if (m.cabinFilter) parts.push(`Cabin filter: ${m.cabinFilter}.`);
  if (m.isElectric && !m.oil) parts.push('No oil changes are needed; tire rotation is the most frequent service.');
  if (age !== undefined && age >= 8) parts.push('On a vehicle this age, confirm the last brake-fluid and coolant change dates.');
  parts.push('Confirm every value against the owner\'s manual.');
  return parts.join(' ');
}

export function vehicleName(v: DecodedVehicle): string {
  return [v.modelYear, titleCase(v.make), v.model, v.trim].filter(Boolean).join(' ') || 'vehicle';
}

function describeBody(v: DecodedVehicle): string | undefined {
  const body = v.bodyClass ?? v.vehicleType;
  if (!body || body === 'Not Applicable') return undefined;
  return body.toLowerCase().replace(/\s*\(.*?\)\s*/g, ' ').replace(/\//g, ' / ').replace(/\s+/g, ' ').trim();
}

function describePowertrain(v: DecodedVehicle): string | undefined {
  if (isElectric(v, null)) return `a battery-electric drivetrain${v.batteryKwh ? ` with a ${v.batteryKwh} kWh battery` : ''}`;
  const parts: string[] = [];
  const litres = v.engineDisplacement ? Number(v.engineDisplacement) : NaN;
  if (Number.isFinite(litres) && litres > 0) parts.push(`${litres.toFixed(1)} L`);
  const cylinders = Number(v.engineCylinders);
  if (Number.isInteger(cylinders) && cylinders > 0) parts.push(`${cylinders}-cylinder`);
  const fuel = v.fuelType && v.fuelType !== 'Not Applicable' ? v.fuelType.replace(/\s*\(.*?\)\s*/g, '').toLowerCase() : undefined;
  if (parts.length === 0 && !fuel) return undefined;
  let text = `a ${[...parts, fuel].filter(Boolean).join(' ')} engine`;
  if (v.engineModel) text += ` (${v.engineModel})`;
  if (isHybrid(v)) text += ` with hybrid assistance`;
  if (v.transmissionStyle) text += ` and ${/^[aeiou]/i.test(v.transmissionSpeeds ?? v.transmissionStyle) && !v.transmissionSpeeds ? 'an' : 'a'} ${v.transmissionSpeeds ? `${v.transmissionSpeeds}-speed ` : ''}${v.transmissionStyle.replace(/\s*\(.*?\)\s*/g, ' ').trim().toLowerCase()}`;
  return text;
}

function isElectric(v: DecodedVehicle, m: MaintenanceSpec | null): boolean {
  return m?.isElectric === true || /\bBEV\b/i.test(v.electrificationLevel ?? '') || /^electric$/i.test(v.fuelType ?? '');
}

function isHybrid(v: DecodedVehicle): boolean {
  return /HEV|hybrid/i.test(v.electrificationLevel ?? '') && !/\bBEV\b/.test(v.electrificationLevel ?? '');
}

/** vPIC error codes: "0" (possibly with text) means a clean decode. */
function hasDecodeProblem(v: DecodedVehicle): boolean {
  if (v.errorCode === undefined) return false;
  return !/^0(\s|$)/.test(v.errorCode.trim());
}

function vehicleAge(v: DecodedVehicle, currentYear: number): number | undefined {
  const year = Number(v.modelYear);
  if (!Number.isInteger(year) || year < 1900) return undefined;
  return Math.max(0, currentYear - year);
}

/** "FORD" → "Ford", "MERCEDES-BENZ" → "Mercedes-Benz"; short all-caps makes (BMW, GMC, KIA) stay. */
function titleCase(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text !== text.toUpperCase()) return text;
  return text.replace(/[A-Z0-9]+/g, (word) => (word.length <= 3 && /^[A-Z]+$/.test(word) && text.length <= 4) ? word : word[0] + word.slice(1).toLowerCase());
}

function lowerComponent(component: string): string {
  return component.toLowerCase().replace(/:/g, ': ').replace(/\s+/g, ' ').trim();
}

function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^(.{20,300}?[.!?])(\s|$)/.exec(trimmed);
  const sentence = match ? match[1]! : trimmed.slice(0, 300);
  return sentence;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
