/**
 * BMW and MINI (and the BMW-engined Toyota GR Supra). US BMWs of these years schedule oil through
 * Condition Based Service (CBS), which computes the change from use; US-market petrol engines of the
 * N-series take BMW Longlife-01 oil. vPIC rarely decodes BMW engine codes, so most entries key on
 * displacement, cylinders and model years.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, type MaintenanceEntry } from '../entry.js';
import { BMW_N63_TIMING_CHAIN, MINI_N14_TIMING_CHAIN } from '../known-issues.js';

const CBS = 'By Condition Based Service (CBS): the car shows when the oil change is due from actual use';
const BRAKE = 'DOT 4 low-viscosity brake fluid; replace when Condition Based Service shows it due (normally every 2 years)';
const LL01 = 'BMW Longlife-01 approved 5W-30 (BMW LL-01)';
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const BMW: MaintenanceEntry[] = [
  {
    id: 'bmw-n52-3.0', makes: ['BMW'], yearFrom: 2006, yearTo: 2015,
    source: 'BMW and MINI owner\'s manuals, model years 2006-2015: section "Engine oil" and Condition Based Service',
    checked: 'Capacity and grade compared on 2026-11-25 only with a third-party summary (autvex.com, "What type of oil does a BMW 328i take": N52, BMW Longlife-01, 5W-30 or 5W-40, 6.9 quarts with filter), which agrees; not yet compared with a copy of a BMW owner\'s manual.',
    engineCodes: ['N52', 'N52B30', 'N52N'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: LL01, oilCapacity: capacityQt(6.9), oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('3.0 L N52 naturally aspirated inline six (328i, 528i, X3 3.0si/28i, X5 3.0si/30i, Z4 3.0i). Oil-filter-housing and valve-cover gasket leaks and electric water-pump failure are the usual repairs.') },
  },
  {
    // The M3 and M4 of these years have the S55 (the M2 of 2016-2018 does have the N55).
    id: 'bmw-n54-n55-3.0t', makes: ['BMW'], yearFrom: 2007, yearTo: 2018, excludeModels: ['M3', 'M4'],
    source: 'BMW and MINI owner\'s manuals, model years 2007-2018: section "Engine oil" and Condition Based Service',
    engineCodes: ['N54', 'N54B30', 'N55', 'N55B30'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: LL01, oilCapacity: capacityQt(6.9), oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('3.0 L N54 twin-turbo / N55 single twin-scroll turbo inline six (135i, 335i, 535i, X3/X5/X6 35i, Z4 35i). High-pressure fuel pump (N54), wastegate rattle, oil-filter-housing gasket and electric water-pump failures are known.') },
  },
  {
    id: 'bmw-3.0-i6-2006', makes: ['BMW'], yearFrom: 2006, yearTo: 2016, excludeModels: ['M3', 'M4'],
    source: 'BMW and MINI owner\'s manuals, model years 2006-2016: section "Engine oil" and Condition Based Service',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: LL01, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('BMW 3.0 L inline six of 2006-2016 (N52, N54 or N55; this table cannot tell the exact engine from the decode, so capacity is left to the owner\'s manual).') },
  },
  {
    // Models that had only the B58 among 3.0 L petrol sixes (the 540i, 740i and 340i replaced the N55 535i, 740i and 335i).
    id: 'bmw-b58-3.0t-by-model', makes: ['BMW'], yearFrom: 2016, yearTo: 2026,
    models: ['340I', '440I', '540I', '740I', '740LI', '840I', 'M240I', 'M340I', 'M440I', 'M40I'],
    source: 'BMW and MINI owner\'s manuals, model years 2016-2026: section "Engine oil" and Condition Based Service',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('3.0 L B58 turbo inline six: the only 3.0 L petrol six of the 340i (2016 on), 440i, 540i, 740i (2016 on), 840i and the M240i/M340i/M440i/M40i models. Use the BMW oil approval on the filler cap (LL-01 FE or LL-17 FE+ on later engines).') },
  },
  {
    id: 'bmw-b58-3.0t', makes: ['BMW'], yearFrom: 2017, yearTo: 2026, excludeModels: ['M2', 'M3', 'M4', 'X3 M', 'X4 M'],
    source: 'BMW and MINI owner\'s manuals, model years 2017-2026: section "Engine oil" and Condition Based Service',
    excludeTokens: ['N55', 'N55B30'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('3.0 L B58 turbo inline six (340i, M340i, 440i, 540i, 740i 2017 on, X3/X4 M40i, X5/X6/X7 40i, Z4 M40i); many 2020-on versions have a 48 V mild-hybrid starter-generator. Use the BMW oil approval on the filler cap (LL-01 FE or LL-17 FE+ on later engines).') },
  },
  {
    id: 'bmw-n20-2.0t', makes: ['BMW'], yearFrom: 2012, yearTo: 2016,
    source: 'BMW and MINI owner\'s manuals, model years 2012-2016: section "Engine oil" and Condition Based Service',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: LL01, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('2.0 L N20 turbo four (328i 2012-2016, 528i 2012-2016, X1/X3/X4 28i, Z4 28i, 228i, 428i).') },
  },
  {
    id: 'bmw-b46-b48-2.0t', makes: ['BMW', 'MINI'], yearFrom: 2017, yearTo: 2026,
    source: 'BMW and MINI owner\'s manuals, model years 2017-2026: section "Engine oil" and Condition Based Service',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('2.0 L B46/B48 turbo four (330i, 430i, 530i, X1/X2/X3/X4 28i-30i, Z4 30i, 228i, MINI Cooper S/JCW and Countryman). Use the BMW oil approval on the filler cap (LL-01 FE or LL-17 FE+).') },
  },
  {
    id: 'bmw-2.0-phev', makes: ['BMW', 'MINI'], yearFrom: 2016, yearTo: 2026,
    source: 'BMW and MINI owner\'s manuals, model years 2016-2026: section "Engine oil" and Condition Based Service',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid', 'hybrid'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('BMW/MINI plug-in hybrids with the 2.0 L turbo four (330e, 530e, X3 xDrive30e, X5 xDrive40e, i8 uses a 1.5). Hybrid system: the high-voltage battery has its own coolant loop; charge regularly and let CBS schedule the engine oil by use and time.') },
  },
  {
    id: 'bmw-mini-1.5t-b38', makes: ['BMW', 'MINI'], yearFrom: 2014, yearTo: 2026,
    source: 'BMW and MINI owner\'s manuals, model years 2014-2026: section "Engine oil" and Condition Based Service',
    displacementL: 1.5, cylinders: 3, fuel: 'gasoline', powertrains: ['combustion', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('1.5 L B38 turbo three (MINI Cooper, Countryman, BMW X1 sDrive18i and plug-in hybrids such as the MINI Countryman SE and BMW i8). Hybrid versions: the high-voltage battery has its own coolant loop.') },
  },
  {
    id: 'mini-1.6-n12-n14-n18', makes: ['MINI'], yearFrom: 2007, yearTo: 2016,
    source: 'BMW and MINI owner\'s manuals, model years 2007-2016: section "Engine oil" and Condition Based Service',
    displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: LL01, oilInterval: CBS, brakeFluid: BRAKE,
      knownIssues: [MINI_N14_TIMING_CHAIN],
      notes: notes('1.6 L Prince four, naturally aspirated or turbo (MINI Cooper and Cooper S 2007-2013, Countryman and Paceman to 2016). Check the oil level between changes.') },
  },
  {
    id: 'bmw-n63-s63-4.4', makes: ['BMW'], yearFrom: 2009, yearTo: 2026,
    source: 'BMW and MINI owner\'s manuals, model years 2009-2026: section "Engine oil" and Condition Based Service',
    displacementL: 4.4, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      knownIssues: [BMW_N63_TIMING_CHAIN],
      notes: notes('4.4 L N63/S63 twin-turbo V8 (550i, 650i, 750i, X5/X6 50i, M550i, X7 M60i, M5, X5 M). Early N63 engines burn oil and had a BMW customer-care package (valve-stem seals, injectors, timing chain): check records and the oil level often.') },
  },
  {
    id: 'bmw-3.0-diesel', makes: ['BMW'], yearFrom: 2009, yearTo: 2018,
    source: 'BMW and MINI owner\'s manuals, model years 2009-2018: section "Engine oil" and Condition Based Service',
    displacementL: 3.0, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('3.0 L turbodiesel inline six (335d, X5 xDrive35d, 535d, 740Ld, X3 xDrive28d uses a 2.0). Diesel exhaust fluid (DEF) is needed; use only the BMW diesel oil approval named in the manual.') },
  },
  {
    id: 'toyota-supra-bmw-engines', makes: ['TOYOTA'], yearFrom: 2020, yearTo: 2026, models: ['SUPRA', 'GR SUPRA'],
    source: 'BMW and MINI owner\'s manuals, model years 2020-2026: section "Engine oil" and Condition Based Service',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, notes: notes('Toyota GR Supra with a BMW B58 3.0 L or B48 2.0 L turbo engine: follow the Supra owner\'s manual (not BMW\'s Condition Based Service intervals) for oil and service.') },
  },
  {
    id: 'bmw-2.0-diesel', makes: ['BMW'], yearFrom: 2014, yearTo: 2018,
    source: 'BMW owner\'s manuals, model years 2014-2018: section "Engine oil" and Condition Based Service',
    displacementL: 2.0, cylinders: 4, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('2.0 L turbodiesel four (328d 2014-2018, X3 xDrive28d). Diesel exhaust fluid (DEF) is needed; use only the BMW diesel oil approval named in the manual.') },
  },
  {
    id: 'bmw-2.5-i6', makes: ['BMW'], yearFrom: 2005, yearTo: 2008,
    source: 'BMW owner\'s manuals, model years 2005-2008: section "Engine oil" and Condition Based Service',
    displacementL: 2.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('2.5 L inline six, M54 or N52 (325i and 325xi to 2006, 525i to 2007, X3 2.5i, Z4 2.5i). Oil approval and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'bmw-generic-gasoline', makes: ['BMW', 'MINI'], yearFrom: 2006, yearTo: 2026,
    source: 'BMW and MINI owner\'s manuals, model years 2006-2026: section "Engine oil" and Condition Based Service',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: CBS, brakeFluid: BRAKE,
      notes: notes('General BMW/MINI rule; the engine could not be identified precisely from the VIN, so oil approval and capacity are left to the owner\'s manual. Plug-in hybrids: the high-voltage battery has its own coolant loop.') },
  },
];
