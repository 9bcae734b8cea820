/**
 * The words every door and the built-in writer use for what NHTSA's NCAP record and EPA's vehicle
 * record add to a report: driver aids as NHTSA words them, NHTSA's investigation count, the
 * tested model's photo, and EPA's running costs. Pure and DOM-free, so the page, the MCP card, the
 * CLI and the summary say the same thing.
 */

export interface EquipmentWords {
  electronicStabilityControl?: string;
  forwardCollisionWarning?: string;
  laneDepartureWarning?: string;
}

export interface InvestigationsWords {
  count: number;
  url: string;
}

export interface RunningCostWords {
  annualFuelCost?: number;
  fiveYearVersusAverage?: number;
  co2GramsPerMile?: number;
  greenhouseScore?: number;
}

/** What EPA's cost figures assume, said wherever they are shown. */
export const EPA_COST_ASSUMPTIONS = 'for 15,000 miles a year, 55% of them in the city, at the fuel prices EPA used for this record';

export const DRIVER_AIDS: ReadonlyArray<[keyof EquipmentWords, string]> = [
  ['electronicStabilityControl', 'Electronic stability control'],
  ['forwardCollisionWarning', 'Forward collision warning'],
  ['laneDepartureWarning', 'Lane departure warning'],
];

/** NHTSA's "Standard" / "Optional" / "No" as a buyer reads it; any other word NHTSA uses is kept. */
export function fitmentWords(value: string): string {
  const word = value.trim().toLowerCase();
  if (word === 'standard') return 'standard';
  if (word === 'optional') return 'optional';
  if (word === 'no') return 'not offered';
  return value.trim();
}

/** "Electronic stability control: standard" for each aid NHTSA lists. */
export function driverAidLines(equipment: EquipmentWords | undefined): string[] {
  return DRIVER_AIDS.filter(([key]) => equipment?.[key]).map(([key, name]) => `${name}: ${fitmentWords(equipment![key]!)}`);
}

/** "Forward collision warning and lane departure warning were standard on the rated variant.", or undefined when none was. */
export function standardAidsSentence(equipment: EquipmentWords | undefined): string | undefined {
  const standard = DRIVER_AIDS.filter(([key]) => fitmentWords(equipment?.[key] ?? '') === 'standard').map(([, name]) => name.toLowerCase());
  if (standard.length === 0) return undefined;
  const list = standard.length === 1 ? standard[0]! : `${standard.slice(0, -1).join(', ')} and ${standard[standard.length - 1]}`;
  return `${list[0]!.toUpperCase()}${list.slice(1)} ${standard.length === 1 ? 'was' : 'were'} standard on the variant NHTSA rated.`;
}

/** "NHTSA lists 1 defect investigation for this model and year." */
export function investigationsSentence(investigations: InvestigationsWords): string {
  const n = investigations.count;
  return n === 0
    ? 'NHTSA lists no defect investigations for this model and year.'
    : `NHTSA lists ${n} defect ${n === 1 ? 'investigation' : 'investigations'} for this model and year.`;
}

/** The summary's issue for investigations: what to look into, and where. */
export function investigationsIssue(investigations: InvestigationsWords): string | undefined {
  if (investigations.count === 0) return undefined;
  return `${investigationsSentence(investigations)} Look into what ${investigations.count === 1 ? 'it concerns' : 'they concern'} and whether ${investigations.count === 1 ? 'it ended' : 'they ended'} in a recall: ${investigations.url}`;
}

/** Alt text that names the tested vehicle and says whose photo it is. */
export function pictureAlt(variant: string): string {
  return `NHTSA's photo of the tested model, the ${variant}; not a photo of this car.`;
}

/** "2,300": grouped by hand, so every door and browser writes the same digits whatever its locale. */
function grouped(n: number): string {
  return String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$2,300" (the sign is for the words around it to say). */
export function dollars(amount: number): string {
  return `$${grouped(amount)}`;
}

/** "$750 more to fuel over five years than the average new vehicle" / "$1,750 less ...". */
export function versusAverageWords(amount: number): string {
  if (amount === 0) return 'the same to fuel over five years as the average new vehicle';
  return `${dollars(amount)} ${amount < 0 ? 'more' : 'less'} to fuel over five years than the average new vehicle`;
}

/** One sentence with EPA's cost figures and what they assume, or undefined when EPA gave neither. */
export function runningCostSentence(cost: RunningCostWords): string | undefined {
  const parts: string[] = [];
  if (cost.annualFuelCost !== undefined) parts.push(`about ${dollars(cost.annualFuelCost)} a year to fuel`);
  if (cost.fiveYearVersusAverage !== undefined) parts.push(versusAverageWords(cost.fiveYearVersusAverage));
  if (parts.length === 0) return undefined;
  return `EPA estimates ${parts.join(', and ')}, ${EPA_COST_ASSUMPTIONS}.`;
}

/** "338 g/mile CO2 at the tailpipe; EPA greenhouse gas score 5 of 10" (whichever EPA gave). */
export function emissionsWords(cost: RunningCostWords): string | undefined {
  const parts: string[] = [];
  if (cost.co2GramsPerMile !== undefined) parts.push(`${grouped(cost.co2GramsPerMile)} g/mile CO2 at the tailpipe`);
  if (cost.greenhouseScore !== undefined) parts.push(`EPA greenhouse gas score ${cost.greenhouseScore} of 10`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}
