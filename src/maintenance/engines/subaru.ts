/**
 * Subaru (and the Toyota 86 / Scion FR-S twins of the BRZ). From 2012 Subaru's US schedule changes
 * oil every 6,000 miles or 6 months and brake fluid every 30,000 miles or 30 months; Subaru Super
 * Coolant has a first change at 137,500 miles or 11 years.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, everyMiles, milesKm, type MaintenanceEntry } from '../entry.js';
import { SUBARU_FB_OIL_CONSUMPTION } from '../known-issues.js';

const OIL = everyMiles(6000, 6);
const COOLANT = `Subaru Super Coolant (blue, pre-mixed); first replacement at ${milesKm(137500)} or 11 years`;
const BRAKE = `DOT 3 or DOT 4 (FMVSS No. 116); replace every ${milesKm(30000)} or 30 months`;
const PLUGS = `Iridium; replace every ${milesKm(60000)}`;
const CVT = 'Lineartronic CVT: fluid condition is inspected on schedule; use Subaru High Torque CVT fluid or the type named in the manual.';
const SPORT = ['WRX', 'STI', 'BRZ'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const SUBARU: MaintenanceEntry[] = [
  // The FB25 replaced the EJ25 in the Forester for 2011 but in the Legacy and Outback only for 2013
  // (the 2011-2012 Impreza, Legacy and Outback kept the EJ25), so the first years are the Forester's.
  ...([
    ['subaru-fb25-2011', 2011, 2012, { models: ['FORESTER'] }],
    ['subaru-fb25-2013', 2013, 2013, {}],
  ] as const).map(([id, yearFrom, yearTo, narrow]): MaintenanceEntry => ({
    id, makes: ['SUBARU'], yearFrom, yearTo, ...('models' in narrow ? { models: [...narrow.models] } : {}),
    engine: 'Subaru 2.5 L FB25 boxer four (naturally aspirated)', excludeTrims: ['XT', '2.5XT'], horsepower: [160, 180],
    tellApart: 'naturally aspirated, about 170 hp: no hood scoop, and the trim is not an XT.',
    source: `Subaru owner's manuals and Warranty and Maintenance Booklets, model years ${yearFrom}-${yearTo}: sections "Specifications" and maintenance schedule`,
    engineCodes: ['FB25'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: COOLANT, brakeFluid: BRAKE,
      knownIssues: [SUBARU_FB_OIL_CONSUMPTION],
      notes: notes('2.5 L FB25 boxer four, first years (Forester 2011-2013, Legacy/Outback 2013). Some early FB engines consumed oil and were covered by a Subaru campaign: check the level between changes.') },
  })),
  // The port-injected FB25 ran to 2019 in the Outback and Legacy, but the 2019 Forester already
  // had the direct-injection engine below.
  ...([
    ['subaru-fb25-2014', 2014, 2018, SPORT],
    ['subaru-fb25-2019', 2019, 2019, [...SPORT, 'FORESTER']],
  ] as const).map(([id, yearFrom, yearTo, excludeModels]): MaintenanceEntry => ({
    id, makes: ['SUBARU'], yearFrom, yearTo,
    source: `Subaru owner's manuals and Warranty and Maintenance Booklets, model years ${yearFrom}-${yearTo}: sections "Specifications" and maintenance schedule`,
    excludeModels: [...excludeModels], excludeTokens: ['TURBO', 'EJ257', 'EJ255'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', oilInterval: OIL, sparkPlugs: PLUGS,
      coolant: COOLANT, brakeFluid: BRAKE,
      ...(yearFrom <= 2015 ? { knownIssues: [SUBARU_FB_OIL_CONSUMPTION] } : {}),
      notes: notes(`2.5 L FB25 boxer four (Forester 2014-2018, Outback and Legacy 2014-2019). ${CVT}`) },
  })),
  {
    id: 'subaru-fb25-outback-2015', makes: ['SUBARU'], yearFrom: 2015, yearTo: 2019, models: ['OUTBACK'],
    source: 'Subaru service information for the 2016 Outback 2.5i: "Engine Lubrication System (H4DO): General Description: Specification" (manufacturer\'s published specification)',
    checked: 'Grade and capacity compared on 2026-11-25 with a published copy of Subaru\'s service information for the 2016 Outback 2.5i Limited, "Engine Lubrication System (H4DO): General Description: Specification" (lemon-manuals.org.ua, Subaru/2016/Outback 2.5i Limited): 4.8 L (5.1 US qt) when replacing engine oil and oil filter, "Use 0W-20 (synthetic oil)". Applied to the fifth-generation Outback (2015-2019), which has the same FB25 engine; only the 2016 page was compared.',
    excludeTokens: ['TURBO', 'EJ257', 'EJ255'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 synthetic (API certified, ILSAC)', oilCapacity: capacityQt(5.1), oilInterval: OIL, sparkPlugs: PLUGS,
      coolant: COOLANT, brakeFluid: BRAKE,
      knownIssues: [SUBARU_FB_OIL_CONSUMPTION],
      notes: notes(`2.5 L FB25 boxer four of the fifth-generation Outback (2015-2019). Subaru's service information gives 4.8 L (5.1 US qt) with a new filter. ${CVT}`) },
  },
  ...([
    ['subaru-fb25-di-forester-2019', 2019, 2019, { models: ['FORESTER'] }],
    ['subaru-fb25-di-2019', 2020, 2026, {}],
  ] as const).map(([id, yearFrom, yearTo, narrow]): MaintenanceEntry => ({
    id, makes: ['SUBARU'], yearFrom, yearTo, ...('models' in narrow ? { models: [...narrow.models] } : {}),
    source: `Subaru owner's manuals and Warranty and Maintenance Booklets, model years ${yearFrom}-${yearTo}: sections "Specifications" and maintenance schedule`,
    excludeModels: SPORT, excludeTokens: ['TURBO'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', oilInterval: OIL, sparkPlugs: PLUGS, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes(`2.5 L direct-injection FB25 boxer four (Forester 2019 on, Outback and Legacy 2020 on, Crosstrek 2021 on, Impreza RS 2024 on). ${CVT}`) },
  })),
  {
    id: 'subaru-ej25', makes: ['SUBARU'], yearFrom: 2005, yearTo: 2010,
    engine: 'Subaru 2.5 L EJ25 SOHC boxer four (naturally aspirated)', excludeTrims: ['XT', '2.5XT', 'GT', '2.5GT'], horsepower: [160, 180],
    tellApart: 'naturally aspirated, about 165-175 hp: no hood scoop, and the trim is not an XT or GT.',
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2005-2010: sections "Specifications" and maintenance schedule',
    excludeModels: SPORT, excludeTokens: ['TURBO', 'EJ257', 'EJ255', 'FB25'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: BRAKE,
      notes: notes('2.5 L EJ25 SOHC boxer four (Forester 2005-2010, Impreza 2005-2011, Legacy/Outback 2005-2012). External head-gasket seepage is the classic fault: look for oil or coolant at the head joints.') },
  },
  {
    id: 'subaru-ej25-2011', makes: ['SUBARU'], yearFrom: 2011, yearTo: 2012,
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2011-2012: sections "Specifications" and maintenance schedule',
    excludeModels: [...SPORT, 'FORESTER'], excludeTokens: ['TURBO', 'EJ257', 'EJ255', 'FB25'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: BRAKE,
      notes: notes('2.5 L EJ25 SOHC boxer four (Impreza 2.5 2011, Legacy/Outback 2011-2012; the 2011-2012 Forester has the FB25 and is not this entry). External head-gasket seepage is the classic fault: look for oil or coolant at the head joints.') },
  },
  // One engine, several entries: the EJ25 turbo was sold in each model for different years, and a
  // later naturally aspirated 2.5 of the same model must never match it.
  ...([
    ['subaru-ej25-turbo-sti', 2005, 2021, ['STI']],
    ['subaru-ej25-turbo-wrx', 2008, 2014, ['WRX']],
    ['subaru-ej25-turbo-forester-xt', 2005, 2013, ['FORESTER']],
    ['subaru-ej25-turbo-legacy-gt', 2005, 2012, ['LEGACY']],
    ['subaru-ej25-turbo-outback-xt', 2005, 2009, ['OUTBACK']],
  ] as const).map(([id, yearFrom, yearTo, models]): MaintenanceEntry => ({
    id, makes: ['SUBARU'], yearFrom, yearTo,
    engine: 'Subaru 2.5 L EJ25 turbo boxer four', trims: ['XT', '2.5XT', 'GT', '2.5GT'], horsepower: [205, 320],
    tellApart: 'turbocharged, about 210-300 hp: an XT (Forester, Outback), GT (Legacy), WRX or STI, with a hood scoop over the intercooler.',
    source: `Subaru owner's manuals and Warranty and Maintenance Booklets, model years ${yearFrom}-${yearTo}: sections "Specifications" and maintenance schedule`,
    models: [...models], ...(models[0] === 'WRX' ? { excludeModels: ['STI'] } : {}), engineTokens: ['TURBO', 'EJ257', 'EJ255'], turbo: true,
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (API certified)', brakeFluid: BRAKE,
      notes: notes('2.5 L EJ255/EJ257 turbo boxer four (WRX STI 2005-2021, WRX 2008-2014, Forester XT 2005-2013, Legacy GT 2005-2012, Outback XT 2005-2009). Turbo oil feed lines and ringland failures make oil quality and level important.') },
  })),
  {
    id: 'subaru-fb20', makes: ['SUBARU'], yearFrom: 2012, yearTo: 2023,
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2012-2023: sections "Specifications" and maintenance schedule',
    // The US Forester's only 2.0 L (2014-2018) was the FA20DIT turbo of the XT: it takes subaru-wrx-fa20dit.
    excludeModels: [...SPORT, 'FORESTER'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', oilInterval: OIL, sparkPlugs: PLUGS, coolant: COOLANT, brakeFluid: BRAKE,
      knownIssues: [SUBARU_FB_OIL_CONSUMPTION],
      notes: notes(`2.0 L FB20 boxer four (Impreza 2012 on, Crosstrek/XV 2013 on, Forester 2.0 outside the US). ${CVT}`) },
  },
  {
    id: 'subaru-fb20-crosstrek-2018', makes: ['SUBARU'], yearFrom: 2018, yearTo: 2023, models: ['CROSSTREK'],
    source: 'Subaru service information for the 2018 Crosstrek: "Engine Lubrication System: General Description: Specification" (manufacturer\'s published specification)',
    checked: 'Grade and capacity compared on 2026-11-25 with a published copy of Subaru\'s service information for the 2018 Crosstrek, "Engine Lubrication System: General Description: Specification" (lemon-browser.tds.ipda.cloud, Subaru/2018/Crosstrek Base, Standard Trans): 4.4 L (4.7 US qt) when replacing engine oil and oil filter, "Use 0W-20 (synthetic oil)". Applied to the second-generation Crosstrek (2018-2023); only the 2018 page was compared, and the Impreza of the same platform was not.',
    excludeModels: SPORT, displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 synthetic (API certified, ILSAC)', oilCapacity: capacityQt(4.7), oilInterval: OIL, sparkPlugs: PLUGS, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes(`2.0 L direct-injection FB20 boxer four of the second-generation Crosstrek (2018-2023). Subaru's service information gives 4.4 L (4.7 US qt) with a new filter. ${CVT}`) },
  },
  {
    id: 'subaru-fb20-hybrid', makes: ['SUBARU'], yearFrom: 2014, yearTo: 2026,
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2014-2026: sections "Specifications" and maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: OIL, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes('Crosstrek Hybrid 2014-2016 and Crosstrek Plug-in Hybrid 2019-2023 (Toyota-derived hybrid system). Hybrid system: the high-voltage battery under the cargo floor has its own cooling; keep its intake clear.') },
  },
  {
    id: 'subaru-wrx-fa20dit', makes: ['SUBARU'], yearFrom: 2014, yearTo: 2021, models: ['WRX', 'FORESTER'], excludeModels: ['STI'],
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2014-2021: sections "Specifications" and maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (API certified)', oilInterval: OIL, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes('2.0 L FA20DIT direct-injection turbo boxer four (WRX 2015-2021, Forester XT 2014-2018).') },
  },
  {
    id: 'subaru-brz-fa20', makes: ['SUBARU', 'TOYOTA', 'SCION'], yearFrom: 2013, yearTo: 2020, models: ['BRZ', '86', 'GR86', 'FR-S'],
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2013-2020: sections "Specifications" and maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', brakeFluid: BRAKE,
      notes: notes('2.0 L FA20 boxer four with Toyota D-4S injection (Subaru BRZ, Scion FR-S, Toyota 86 2013-2020).') },
  },
  {
    id: 'subaru-fa24-turbo', makes: ['SUBARU'], yearFrom: 2019, yearTo: 2026,
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2019-2026: sections "Specifications" and maintenance schedule',
    excludeModels: SPORT, displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', oilInterval: OIL, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes(`2.4 L FA24 direct-injection turbo boxer four (Ascent 2019 on, Outback XT and Legacy XT 2020 on). ${CVT}`) },
  },
  {
    id: 'subaru-ez30', makes: ['SUBARU'], yearFrom: 2005, yearTo: 2009,
    engine: 'Subaru 3.0 L EZ30 boxer six',
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2005-2009: sections "Specifications" and maintenance schedule',
    excludeModels: SPORT, displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: BRAKE,
      notes: notes('3.0 L EZ30 boxer six (Outback 3.0R and Legacy 3.0R 2005-2009, B9 Tribeca and Tribeca 2006-2007). Timing chain, no belt.') },
  },
  {
    id: 'subaru-ez36', makes: ['SUBARU'], yearFrom: 2008, yearTo: 2019,
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2008-2019: sections "Specifications" and maintenance schedule',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes('3.6 L EZ36 boxer six (Outback/Legacy 3.6R 2010-2019, Tribeca 2008-2014). Timing chain, no belt.') },
  },
  {
    id: 'subaru-generic-gasoline-2012', makes: ['SUBARU'], yearFrom: 2012, yearTo: 2026,
    source: 'Subaru owner\'s manuals and Warranty and Maintenance Booklets, model years 2012-2026: sections "Specifications" and maintenance schedule',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: OIL, coolant: COOLANT, brakeFluid: BRAKE,
      notes: notes('General Subaru rule; the engine could not be identified precisely from the VIN, so oil grade, capacity and spark plugs are left to the owner\'s manual. Hybrid models: keep the battery cooling intake clear.') },
  },
];
