/**
 * Toyota, Lexus and Scion. vPIC usually decodes Toyota's engine code (2AR-FE, A25A-FKS, 2GR-FKS),
 * so most entries match on it. Engines filled with 0W-20 or 0W-16 synthetic from about 2010 follow
 * a 10,000-mile/12-month oil interval; Toyota Super Long Life Coolant and 120,000-mile iridium plugs
 * are common to nearly all of them.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, everyMiles, milesKm, type MaintenanceEntry } from '../entry.js';
import { TOYOTA_2AZ_OIL_CONSUMPTION } from '../known-issues.js';

const T10K = everyMiles(10000, 12);
const SLLC = `Toyota Super Long Life Coolant (pink, pre-mixed); first replacement at ${milesKm(100000)}, then every ${milesKm(50000)}`;
const PLUGS = `Iridium; replace every ${milesKm(120000)}`;
const DOT3 = 'DOT 3 (SAE J1703 / FMVSS No. 116)';
const TL = ['TOYOTA', 'LEXUS'];
const TLS = ['TOYOTA', 'LEXUS', 'SCION'];
const HYBRID_NOTE = 'Hybrid system: the inverter has its own coolant loop (Toyota Super Long Life Coolant) checked at services; keep the hybrid battery cooling-air intake (in the cabin, near the rear seat) and its filter, where fitted, clean; the engine may stay off for long periods, so change oil on time even at low mileage.';
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const TOYOTA: MaintenanceEntry[] = [
  {
    id: 'toyota-2ar-fe', makes: TLS, yearFrom: 2009, yearTo: 2018,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2009-2018: sections "Specifications" and "Maintenance schedule"',
    checked: 'Grade and capacity compared on 2026-11-25 with Haynes manual 92009 (Camry 2007-2017), as excerpted on haynes.com ("2007-15 Toyota Camry, Avalon and Lexus ES350 routine maintenance FAQ"): four-cylinder SAE 0W-20 preferred, 2AR-FE 4.6 qt including the filter. The owner\'s manual page was not available.',
    engineCodes: ['2AR-FE'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilCapacity: capacityQt(4.6), oilInterval: T10K, sparkPlugs: PLUGS,
      coolant: SLLC, brakeFluid: DOT3,
      notes: notes('2.5 L 2AR-FE four (Camry 2010-2017, RAV4 2009-2018, Scion tC 2011-2016).') },
  },
  {
    id: 'toyota-2ar-fxe-hybrid', makes: TL, yearFrom: 2012, yearTo: 2021,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2012-2021: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2AR-FXE'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`2.5 L 2AR-FXE Atkinson-cycle four in Toyota Hybrid System II (Camry Hybrid 2012-2017, RAV4 Hybrid 2016-2018, Avalon Hybrid 2013-2018, Lexus ES 300h 2013-2018, NX 300h). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-a25a-fks', makes: TL, yearFrom: 2018, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2018-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['A25A-FKS'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-16 (API SN or later; ILSAC GF-6B on current oils)', oilCapacity: capacityQt(4.8), oilInterval: T10K, sparkPlugs: PLUGS,
      coolant: SLLC, brakeFluid: DOT3,
      notes: notes('2.5 L Dynamic Force A25A-FKS four (Camry 2018 on, RAV4 2019 on, Lexus ES 250, NX 250). 0W-20 may be used if 0W-16 is unavailable, then return to 0W-16 at the next change.') },
  },
  {
    id: 'toyota-a25a-fxs-hybrid', makes: TL, yearFrom: 2018, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2018-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['A25A-FXS'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oil: '0W-16 (API SN or later; ILSAC GF-6B on current oils)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`2.5 L Dynamic Force A25A-FXS hybrid four (Camry, RAV4 and RAV4 Prime, Highlander 2020 on, Sienna 2021 on, Venza, Sienna, Lexus ES 300h, NX 350h/450h+). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-2az-fe', makes: TLS, yearFrom: 2002, yearTo: 2015,
    engine: 'Toyota 2.4 L 2AZ-FE four',
    // Oil grade and capacity stay out: the published figures found (a repair manual's 4.3 qt) are not
    // the owner's manual, and the owner's manual page was not available to check.
    source: 'Toyota owner\'s manuals and Warranty and Maintenance Guides for 2AZ-FE vehicles, model years 2002-2015: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2AZ-FE'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      knownIssues: [TOYOTA_2AZ_OIL_CONSUMPTION],
      notes: notes('2.4 L 2AZ-FE four (Camry 2002-2009, RAV4 2006-2008, Highlander, Solara, Scion tC 2005-2010, xB 2008-2015). Check the oil level between changes: Toyota documents oil consumption on some of these engines.') },
  },
  {
    id: 'toyota-2az-fxe-hybrid', makes: ['TOYOTA'], yearFrom: 2007, yearTo: 2011,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2007-2011: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2AZ-FXE'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      knownIssues: [TOYOTA_2AZ_OIL_CONSUMPTION],
      notes: notes(`2.4 L 2AZ-FXE four in the Camry Hybrid 2007-2011. ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-1az-fe-2.0', makes: ['TOYOTA'], yearFrom: 2001, yearTo: 2005,
    engine: 'Toyota 2.0 L 1AZ-FE four',
    source: 'Toyota owner\'s manuals and Warranty and Maintenance Guides for the RAV4, model years 2001-2005: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1AZ-FE'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('2.0 L 1AZ-FE four (RAV4 2001-2005). Timing chain, no belt.') },
  },
  {
    id: 'toyota-1mz-fe-3.0', makes: TL, yearFrom: 1997, yearTo: 2006,
    engine: 'Toyota 3.0 L 1MZ-FE V6',
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 1997-2006: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1MZ-FE'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('3.0 L 1MZ-FE V6 (Camry V6 1997-2006, Solara, Avalon 2000-2004, Highlander 2001-2003, Sienna 1998-2003, Lexus ES 300, RX 300). It has a timing belt, not a chain: its replacement interval is in the maintenance schedule.') },
  },
  {
    id: 'toyota-3mz-fe-3.3', makes: TL, yearFrom: 2004, yearTo: 2008,
    engine: 'Toyota 3.3 L 3MZ-FE V6',
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2004-2008: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['3MZ-FE'], displacementL: 3.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes(`3.3 L 3MZ-FE V6 (Camry SE V6 2004-2006, Solara 2004-2008, Highlander 2004-2007, Sienna 2004-2006, Lexus ES 330, RX 330), also the engine of the Highlander Hybrid 2006-2007 and Lexus RX 400h 2006-2008. It has a timing belt, not a chain: its replacement interval is in the maintenance schedule. Hybrid models: ${HYBRID_NOTE}`) },
  },
  // Haynes manual 92009 (Camry, Avalon and Lexus ES 350, 2007-2017) gives 5W-30 as the preferred V6
  // grade for 2011 and earlier models and for the 2012 Avalon and ES 350, 0W-20 for later ones: these
  // sedans get their own entries, so the 2012-on 0W-20 entry does not reach a 2012 Avalon or ES 350.
  ...([
    ['toyota-2gr-fe-sedans-2007', 2007, 2011, ['CAMRY', 'AVALON', 'ES']],
    ['toyota-2gr-fe-avalon-es-2012', 2012, 2012, ['AVALON', 'ES']],
  ] as const).map(([id, yearFrom, yearTo, models]): MaintenanceEntry => ({
    id, makes: TL, yearFrom, yearTo, models: [...models],
    engine: 'Toyota 3.5 L 2GR-FE V6',
    source: `Toyota and Lexus owner's manuals and Warranty and Maintenance Guides, model years ${yearFrom}-${yearTo}: sections "Specifications" and "Maintenance schedule"`,
    checked: 'Grade and capacity compared on 2026-11-25 with Haynes manual 92009 (Camry, Avalon and Lexus ES 350, 2007-2017), as excerpted on haynes.com ("2007-15 Toyota Camry, Avalon and Lexus ES350 routine maintenance FAQ"): V6 SAE 5W-30 preferred for 2011 and earlier models and the 2012 Avalon and ES 350, 6.4 qt including the filter. The owner\'s manual page was not available.',
    engineCodes: ['2GR-FE'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (API certified); 10W-30 as an alternative', oilCapacity: capacityQt(6.4), sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('3.5 L 2GR-FE V6 in the Camry V6 2007-2011, Avalon and Lexus ES 350 (to 2012). Early engines had a rubber section in the VVT-i oil line that Toyota replaced under a service campaign: have it checked.') },
  })),
  {
    id: 'toyota-2gr-fe-2005', makes: TL, yearFrom: 2005, yearTo: 2011,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2005-2011: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2GR-FE'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilCapacity: capacityQt(6.4), sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('3.5 L 2GR-FE V6 (Avalon, Camry V6, RAV4 V6, Highlander, Sienna, Lexus ES 350, RX 350). Early engines had a rubber section in the VVT-i oil line that Toyota replaced under a service campaign: have it checked.') },
  },
  {
    id: 'toyota-2gr-fe-2012', makes: TL, yearFrom: 2012, yearTo: 2019,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2012-2019: sections "Specifications" and "Maintenance schedule"',
    checked: 'Grade and capacity compared on 2026-11-25 with Haynes manual 92009 (Camry/Avalon/ES 350 2007-2017), as excerpted on haynes.com: SAE 0W-20 preferred for 2012 and later models except the 2012 Avalon and ES 350 (which have their own entry), V6 6.4 qt including the filter. Other models of this entry (Highlander, Sienna, RAV4, RX) were not compared.',
    engineCodes: ['2GR-FE'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilCapacity: capacityQt(6.4), oilInterval: T10K, sparkPlugs: PLUGS,
      coolant: SLLC, brakeFluid: DOT3,
      notes: notes('3.5 L 2GR-FE V6 (Avalon, Camry V6, RAV4 V6, Highlander, Sienna, Venza, Lexus ES 350, RX 350).') },
  },
  {
    id: 'toyota-2gr-fks', makes: TL, yearFrom: 2016, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2016-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2GR-FKS'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('3.5 L 2GR-FKS V6 with D-4S port and direct injection (Tacoma 2016-2023, Camry V6 2018 on, Highlander 2017-2022, Sienna 2017-2020, Avalon 2019 on, Lexus ES 350, RX 350 2016-2022).') },
  },
  {
    id: 'toyota-3.5-v6-generic', makes: TL, yearFrom: 2012, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2012-2026: sections "Specifications" and "Maintenance schedule"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('Toyota/Lexus 3.5 L GR-family V6 (2GR-FE, 2GR-FKS or 2GR-FSE); this table cannot tell the exact version from the decode, so capacity is left to the owner\'s manual.') },
  },
  {
    id: 'toyota-2gr-fxe-hybrid', makes: TL, yearFrom: 2010, yearTo: 2022,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2010-2022: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2GR-FXE', '2GR-FXS'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`3.5 L V6 hybrid (Highlander Hybrid 2011-2019, Lexus RX 450h 2010-2022, GS 450h, LS 500h/LC 500h multistage). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-3ur-fe-2007', makes: TL, yearFrom: 2007, yearTo: 2011,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2007-2011: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['3UR-FE', '3UR-FBE'], displacementL: 5.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('5.7 L 3UR-FE V8 (Tundra 2007-2011, Sequoia 2008-2011, Land Cruiser 2008-2011); the 3UR-FBE is the flex-fuel version. Secondary air-injection pump failures are a known issue.') },
  },
  {
    id: 'toyota-3ur-fe-2012', makes: TL, yearFrom: 2012, yearTo: 2022,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2012-2022: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['3UR-FE', '3UR-FBE'], displacementL: 5.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('5.7 L 3UR-FE V8 (Tundra 2012-2021, Sequoia 2012-2022, Land Cruiser 2012-2021, Lexus LX 570); the 3UR-FBE is the flex-fuel version (E85 or gasoline, same oil). Secondary air-injection pump failures are a known issue.') },
  },
  {
    id: 'toyota-1ur-fe-4.6', makes: TL, yearFrom: 2007, yearTo: 2023,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2007-2023: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1UR-FE', '1UR-FSE'], displacementL: 4.6, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('4.6 L 1UR V8 (Tundra/Sequoia 4.6 2010-2019, Lexus GX 460, LS 460, GS 460).') },
  },
  {
    id: 'toyota-2uz-fe-4.7', makes: TL, yearFrom: 2000, yearTo: 2009,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2000-2009: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2UZ-FE'], displacementL: 4.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('4.7 L 2UZ-FE V8 (Tundra, Sequoia, 4Runner, Land Cruiser, Lexus GX 470, LX 470). It has a timing belt, not a chain: its replacement interval is in the maintenance schedule.') },
  },
  {
    id: 'toyota-1gr-fe-4.0', makes: TL, yearFrom: 2003, yearTo: 2024,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2003-2024: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1GR-FE'], displacementL: 4.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('4.0 L 1GR-FE V6 (4Runner, Tacoma 2005-2015, FJ Cruiser, Tundra 4.0 2005-2014, Lexus GX).') },
  },
  {
    id: 'toyota-1gr-fe-4runner-2021', makes: ['TOYOTA'], yearFrom: 2021, yearTo: 2024, models: ['4RUNNER'],
    source: 'Toyota 4Runner Owner\'s Manual (edition of model year 2021 or later): section 8-1 "Specifications", Lubrication system',
    checked: 'Grade and capacity compared on 2026-11-25 with a published copy of the Toyota 4Runner Owner\'s Manual, page 527, 8-1 "Specifications", Lubrication system (mycarusermanual.com, toyota/4-runner/suv/2010-2024, vehicle specifications): oil capacity with filter 6.6 qt (6.2 L), oil grade ILSAC GF-6A, recommended viscosity SAE 0W-20 (5W-20 allowed until the next change). The copy does not print its model year; its ILSAC GF-6A wording dates it to 2021 or later, so the entry covers 2021-2024 only.',
    engineCodes: ['1GR-FE'], displacementL: 4.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'SAE 0W-20 (ILSAC GF-6A)', oilCapacity: capacityQt(6.6), sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('4.0 L 1GR-FE V6 of the 4Runner, model years 2021-2024. The manual gives 6.6 qt (6.2 L) with a new filter; if 0W-20 is not available, 5W-20 may be used until the next oil change.') },
  },
  {
    id: 'toyota-2tr-fe-2.7', makes: ['TOYOTA'], yearFrom: 2005, yearTo: 2024,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2005-2024: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2TR-FE'], displacementL: 2.7, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('2.7 L 2TR-FE four (Tacoma 2005-2023, 4Runner 2010).') },
  },
  {
    id: 'toyota-1ar-fe-2.7', makes: ['TOYOTA'], yearFrom: 2009, yearTo: 2019,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2009-2019: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1AR-FE'], displacementL: 2.7, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('2.7 L 1AR-FE four (Highlander 2009-2019, Venza 2009-2015, Sienna 2011-2016).') },
  },
  {
    id: 'toyota-2zr-fe-1.8', makes: TLS, yearFrom: 2009, yearTo: 2019,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2009-2019: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2ZR-FE', '2ZR-FAE'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilCapacity: capacityQt(4.4), oilInterval: T10K, sparkPlugs: PLUGS,
      coolant: SLLC, brakeFluid: DOT3,
      notes: notes('1.8 L 2ZR four (Corolla 2009-2019, Matrix 2009-2014, Scion xD).') },
  },
  {
    id: 'toyota-1zz-fe-1.8', makes: TLS, yearFrom: 2000, yearTo: 2008,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2000-2008: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1ZZ-FE'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('1.8 L 1ZZ-FE four (Corolla 2000-2008, Matrix 2003-2008, Celica).') },
  },
  {
    id: 'toyota-m20a-fks-2.0', makes: TL, yearFrom: 2019, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2019-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['M20A-FKS'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('2.0 L Dynamic Force M20A-FKS four (Corolla 2020 on, Corolla Hatchback 2019 on, Corolla Cross, Lexus UX 200).') },
  },
  {
    id: 'toyota-3zr-fae-2.0', makes: TLS, yearFrom: 2016, yearTo: 2022,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2016-2022: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['3ZR-FAE'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('2.0 L 3ZR-FAE Valvematic four (C-HR 2018-2022, Corolla iM, Scion iM).') },
  },
  {
    id: 'toyota-2zr-fxe-prius-2010', makes: TL, yearFrom: 2010, yearTo: 2015,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2010-2015: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2ZR-FXE'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilCapacity: capacityQt(4.4), oilInterval: T10K, sparkPlugs: PLUGS,
      coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`1.8 L 2ZR-FXE Atkinson-cycle four (Prius 2010-2015, Prius v, Lexus CT 200h). Exhaust-gas-recirculation cooler and head-gasket failures are reported on high-mileage cars. ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-2zr-fxe-2016', makes: TL, yearFrom: 2016, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2016-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2ZR-FXE'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`1.8 L 2ZR-FXE Atkinson-cycle four (Prius 2016-2022, Prius Prime 2017-2022, Corolla Hybrid 2020 on, Lexus CT 200h). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-2zr-fxe-prius-prime-2020', makes: ['TOYOTA'], yearFrom: 2020, yearTo: 2022, models: ['PRIUS PRIME'],
    source: 'Toyota Prius Prime Owner\'s Manual OM47C77U (U.S., edition with the XLE grade, model years 2020-2022): section 9-1 "Specifications", Lubrication system',
    checked: 'Grade and capacity compared on 2026-11-25 with a published copy of the Toyota Prius Prime Owner\'s Manual OM47C77U (U), page 722, 9-1 "Specifications" (manualsfile.com, product u911uer35, page 724): oil capacity (drain and refill, reference) with filter 4.4 qt (4.2 L, 3.7 Imp. qt), without filter 4.1 qt; oil grade API SN/RC multigrade; recommended viscosity SAE 0W-16, with 0W-20 allowed until the next oil change. The copy does not print its model year; it is the XLE edition, a grade sold from 2020, so the entry covers the 2020-2022 Prius Prime only. The regular Prius was not compared.',
    engineCodes: ['2ZR-FXE'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oil: 'SAE 0W-16 (API SN/RC); 0W-20 may be used until the next oil change', oilCapacity: capacityQt(4.4), oilInterval: T10K, sparkPlugs: PLUGS,
      coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`1.8 L 2ZR-FXE Atkinson-cycle four of the Prius Prime plug-in hybrid, model years 2020-2022. The manual gives 4.4 qt (4.2 L) with a new filter; if 0W-16 is not available, 0W-20 may be used but must be replaced with 0W-16 at the next oil change. ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-m20a-fxs-hybrid', makes: TL, yearFrom: 2023, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2023-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['M20A-FXS'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: T10K, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`2.0 L M20A-FXS hybrid four (Prius and Prius Prime 2023 on, Corolla Hybrid and Corolla Cross Hybrid, Lexus UX 250h/300h). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-1nz-fxe-hybrid', makes: ['TOYOTA'], yearFrom: 2001, yearTo: 2019,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2001-2019: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1NZ-FXE'], displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes(`1.5 L 1NZ-FXE Atkinson-cycle four (Prius 2001-2009, Prius c 2012-2019). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-1nz-fe-1.5', makes: ['TOYOTA', 'SCION'], yearFrom: 2004, yearTo: 2018,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2004-2018: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['1NZ-FE', '2NZ-FE'], displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC, brakeFluid: DOT3,
      notes: notes('1.5 L 1NZ-FE four (Yaris 2007-2018, Echo, Scion xA/xB 2004-2006).') },
  },
  {
    id: 'toyota-v35a-fts', makes: TL, yearFrom: 2022, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2022-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['V35A-FTS'], displacementL: 3.4, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SP, ILSAC GF-6A)', oilInterval: T10K, coolant: SLLC,
      notes: notes('3.4 L V35A-FTS twin-turbo V6 (Tundra 2022 on, Lexus LX 600, LS 500, GX 550). Early Tundra/LX engines are under a recall for machining debris that can destroy main bearings: check open recalls.') },
  },
  {
    id: 'toyota-v35a-fts-hybrid', makes: TL, yearFrom: 2022, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2022-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['V35A-FTS'], displacementL: 3.4, cylinders: 6, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oil: '0W-20 (API SP, ILSAC GF-6A)', oilInterval: T10K, coolant: SLLC,
      notes: notes(`i-FORCE MAX: 3.4 L twin-turbo V6 with a motor between engine and 10-speed transmission (Tundra, Sequoia 2023 on, Lexus LX 700h). ${HYBRID_NOTE}`) },
  },
  {
    id: 'toyota-t24a-fts', makes: TL, yearFrom: 2022, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2022-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['T24A-FTS'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SP, ILSAC GF-6A)', oilInterval: T10K, coolant: SLLC,
      notes: notes('2.4 L T24A-FTS turbo four (Tacoma 2024 on, Highlander 2023 on, Grand Highlander, Lexus NX 350, RX 350, TX 350).') },
  },
  {
    id: 'toyota-t24a-fts-hybrid', makes: TL, yearFrom: 2023, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2023-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['T24A-FTS'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oil: '0W-20 (API SP, ILSAC GF-6A)', oilInterval: T10K, coolant: SLLC,
      notes: notes(`2.4 L turbo four with hybrid motor (Tacoma i-FORCE MAX, Grand Highlander Hybrid MAX, Lexus RX 500h, TX 500h). ${HYBRID_NOTE}`) },
  },
  {
    id: 'lexus-8ar-fts-2.0t', makes: TL, yearFrom: 2015, yearTo: 2021,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2015-2021: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['8AR-FTS'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API SN or later, ILSAC GF-5 or later)', oilInterval: T10K, coolant: SLLC,
      notes: notes('2.0 L 8AR-FTS turbo four (Lexus NX 200t/300, IS 200t/300, RC 200t/300, GS 200t, RX 300 2018-2022).') },
  },
  {
    id: 'lexus-2gr-fse-3.5', makes: ['LEXUS', 'TOYOTA'], yearFrom: 2006, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2006-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2GR-FSE'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('3.5 L 2GR-FSE D-4S V6 (Lexus IS 350, GS 350, RC 350).') },
  },
  {
    id: 'lexus-4gr-fse-2.5', makes: ['LEXUS'], yearFrom: 2006, yearTo: 2015,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2006-2015: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['4GR-FSE'], displacementL: 2.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, coolant: SLLC,
      notes: notes('2.5 L 4GR-FSE direct-injection V6 (Lexus IS 250, GS 250). Intake-valve carbon deposits cause rough idle on high-mileage engines.') },
  },
  {
    id: 'lexus-2ur-gse-5.0', makes: ['LEXUS'], yearFrom: 2008, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2008-2026: sections "Specifications" and "Maintenance schedule"',
    engineCodes: ['2UR-GSE'], displacementL: 5.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: SLLC,
      notes: notes('5.0 L 2UR-GSE V8 (Lexus IS F, RC F, GS F, LC 500, IS 500).') },
  },
  {
    id: 'toyota-generic-gasoline-2010', makes: TLS, yearFrom: 2010, yearTo: 2026,
    source: 'Toyota and Lexus owner\'s manuals and Warranty and Maintenance Guides, model years 2010-2026: sections "Specifications" and "Maintenance schedule"',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, coolant: SLLC,
      notes: notes('General Toyota/Lexus/Scion rule; the engine could not be identified precisely from the VIN, so oil grade, capacity and intervals are left to the owner\'s manual. Hybrid models: the inverter has its own coolant loop and the hybrid battery cooling intake must be kept clean.') },
  },
];
