/**
 * Mazda. Skyactiv-G engines (2012 on) take 0W-20 and 75,000-mile iridium plugs; Mazda's two oil
 * schedules (Flexible with an oil-change indicator, or Fixed) differ by market and year, so the
 * interval is left to the owner's manual.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, milesKm, type MaintenanceEntry } from '../entry.js';

const PLUGS = `Iridium; replace every ${milesKm(75000)}`;
const COOLANT = 'Mazda Genuine FL22 engine coolant (green, long life)';
const DOT3 = 'DOT 3 (SAE J1703 / FMVSS No. 116)';
const TURBO = ['TURBO', 'PYVPTS'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const MAZDA: MaintenanceEntry[] = [
  {
    id: 'mazda-skyactiv-g-2.5', makes: ['MAZDA'], yearFrom: 2014, yearTo: 2026,
    engine: 'Mazda 2.5 L Skyactiv-G four (naturally aspirated)', excludeTrims: ['TURBO', 'SIGNATURE', 'GRAND TOURING RESERVE'], horsepower: [180, 195],
    tellApart: 'naturally aspirated, about 184-191 hp: no Turbo badge on the tailgate or trunk lid, and the trim is not a Turbo, Signature or Grand Touring Reserve.',
    source: 'Mazda owner\'s manuals, model years 2014-2026: sections "Specifications" and "Scheduled Maintenance"',
    excludeTokens: TURBO, excludeModels: ['CX-9'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', sparkPlugs: PLUGS, coolant: COOLANT, brakeFluid: DOT3,
      notes: notes('2.5 L Skyactiv-G four (CX-5 2014 on, Mazda6 2014-2021, Mazda3 2016 on, CX-30, CX-50). Cylinder deactivation on 2018-on engines.') },
  },
  // One engine, several entries: the 2.5 L turbo came to each model in a different year (Mazda6 2018,
  // CX-5 2019, Mazda3 and CX-30 2021, CX-50 2023), and a naturally aspirated 2.5 of the same model in
  // an earlier year must never tie with it. The 2016-2017 turbo was the CX-9's alone (its own entry
  // below). vPIC decodes no EngineModel or Turbo flag for these Mazdas in any decode we could find, so
  // a CX-5 or Mazda3 2.5 of a year that had both stays a tie (null) rather than a guessed oil grade.
  ...([
    ['mazda-skyactiv-g-2.5t-mazda6', 2018, 2021, ['MAZDA6', '6']],
    ['mazda-skyactiv-g-2.5t-cx-5', 2019, 2026, ['CX-5']],
    ['mazda-skyactiv-g-2.5t-mazda3', 2021, 2026, ['MAZDA3', '3']],
    ['mazda-skyactiv-g-2.5t-cx-30', 2021, 2026, ['CX-30']],
    ['mazda-skyactiv-g-2.5t-cx-50', 2023, 2026, ['CX-50']],
  ] as const).map(([id, yearFrom, yearTo, models]): MaintenanceEntry => ({
    id, makes: ['MAZDA'], yearFrom, yearTo, models: [...models],
    // Every CX-5 and Mazda3 turbo of these years is all-wheel drive; a front-drive one is the naturally aspirated engine.
    ...(models[0] === 'CX-5' || models[0] === 'MAZDA3' ? { excludeDrives: ['FWD'] } : {}),
    engine: 'Mazda 2.5 L Skyactiv-G turbo four', trims: ['TURBO', 'SIGNATURE', 'GRAND TOURING RESERVE'], horsepower: [225, 260],
    tellApart: 'turbocharged, about 227-256 hp: a Turbo badge, or the Signature and Grand Touring Reserve trims of the CX-5 and Mazda6.',
    source: `Mazda owner's manuals, model years ${yearFrom}-${yearTo}: sections "Specifications" and "Scheduled Maintenance"`,
    engineTokens: TURBO, turbo: true, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT, brakeFluid: DOT3,
      notes: notes('2.5 L Skyactiv-G turbo four (CX-9 2016-2023, Mazda6 2018-2021, CX-5 2019 on, Mazda3 and CX-30 2021 on, CX-50 2023 on).') },
  })),
  {
    id: 'mazda-cx-9-2.5t', makes: ['MAZDA'], yearFrom: 2016, yearTo: 2023, models: ['CX-9'],
    source: 'Mazda owner\'s manuals, model years 2016-2023: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT, brakeFluid: DOT3,
      notes: notes('CX-9 2016-2023: its only engine is the 2.5 L Skyactiv-G turbo four.') },
  },
  {
    id: 'mazda-skyactiv-g-2.0', makes: ['MAZDA'], yearFrom: 2014, yearTo: 2026,
    source: 'Mazda owner\'s manuals, model years 2014-2026: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', sparkPlugs: PLUGS, coolant: COOLANT, brakeFluid: DOT3,
      notes: notes('2.0 L Skyactiv-G four (Mazda3 2014-2019, CX-3, CX-5 2014-2016, MX-5 Miata 2016 on; 2012-2013 model years mixed MZR and Skyactiv 2.0 engines and fall back to the general Mazda entry).') },
  },
  {
    id: 'mazda-mzr-2.3-2.5', makes: ['MAZDA'], yearFrom: 2004, yearTo: 2013,
    source: 'Mazda owner\'s manuals, model years 2004-2013: sections "Specifications" and "Scheduled Maintenance"',
    excludeTokens: TURBO, displacementL: 2.3, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', brakeFluid: DOT3,
      notes: notes('2.3 L MZR four (Mazda3 2004-2009, Mazda6 2003-2008, Tribute 2005-2008, B2300). The turbo 2.3 DISI (Mazdaspeed3/6, CX-7) is a different engine: see its manual.') },
  },
  {
    id: 'mazda-mzr-2.5', makes: ['MAZDA'], yearFrom: 2009, yearTo: 2013,
    source: 'Mazda owner\'s manuals, model years 2009-2013: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', brakeFluid: DOT3,
      notes: notes('2.5 L MZR four (Mazda3 s 2010-2013, Mazda6 2009-2013, CX-7 2010-2012, Tribute 2009-2011).') },
  },
  {
    id: 'mazda-mzr-2.0', makes: ['MAZDA'], yearFrom: 2004, yearTo: 2011,
    source: 'Mazda owner\'s manuals, model years 2004-2011: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', brakeFluid: DOT3,
      notes: notes('2.0 L MZR four (Mazda3 i 2004-2011, MX-5 Miata 2006-2011).') },
  },
  {
    id: 'mazda-3.7-v6', makes: ['MAZDA'], yearFrom: 2007, yearTo: 2015,
    source: 'Mazda owner\'s manuals, model years 2007-2015: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 3.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', brakeFluid: DOT3,
      notes: notes('3.7 L Ford-built V6 (CX-9 2008-2015, Mazda6 2009-2013). Its water pump is inside the engine, driven by the timing chain: a coolant loss with no visible leak needs attention.') },
  },
  {
    id: 'mazda-3.3t-e-skyactiv', makes: ['MAZDA'], yearFrom: 2024, yearTo: 2026,
    source: 'Mazda owner\'s manuals, model years 2024-2026: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 3.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT,
      notes: notes('3.3 L e-Skyactiv G turbo inline six with 48 V mild hybrid (CX-90, CX-70).') },
  },
  {
    id: 'mazda-2.5-phev', makes: ['MAZDA'], yearFrom: 2024, yearTo: 2026,
    source: 'Mazda owner\'s manuals, model years 2024-2026: sections "Specifications" and "Scheduled Maintenance"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid', 'hybrid'],
    spec: { ...base, coolant: COOLANT,
      notes: notes('CX-90/CX-70 PHEV 2.5 L four with motor, and the CX-50 Hybrid (Toyota hybrid system). Hybrid system: the high-voltage battery and inverter have their own cooling; follow the hybrid section of the maintenance schedule.') },
  },
  {
    id: 'mazda-generic-gasoline-2012', makes: ['MAZDA'], yearFrom: 2012, yearTo: 2026,
    source: 'Mazda owner\'s manuals, model years 2012-2026: sections "Specifications" and "Scheduled Maintenance"',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('General Mazda rule; the engine could not be identified precisely from the VIN, so oil grade, capacity, plugs and intervals are left to the owner\'s manual.') },
  },
];
