/**
 * Honda and Acura. vPIC decodes Honda engine codes (J30A4, J35A6, K24Z2, R18A1) for most VINs.
 * Oil changes follow the Maintenance Minder (oil life shown in percent; change at 15% with the A or
 * B service); the Minder's sub-items cover spark plugs (4), coolant (5) and brake fluid (7). Models
 * of 2001-2007 that predate the Minder (the 2003-2007 Accord, the 2003-2006 MDX) follow the printed
 * schedule, so entries that start before 2008 never mention the Minder.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, milesKm, type MaintenanceEntry } from '../entry.js';
import { HONDA_5AT_SECOND_GEAR, HONDA_K24_OIL_RINGS, HONDA_VCM_MISFIRE_2008, HONDA_VCM_MISFIRE_2011 } from '../known-issues.js';
import { HONDA_J_TIMING_BELT_MINDER, HONDA_J_TIMING_BELT_SCHEDULE } from '../scheduled-work.js';

const MINDER = 'By the Maintenance Minder: change when it shows 15% oil life or less (A or B service)';
const TYPE2 = `Honda Long Life Antifreeze/Coolant Type 2 (blue, pre-mixed); first replacement at 10 years or ${milesKm(120000)}, then every 5 years or ${milesKm(60000)}`;
const DOT3 = 'DOT 3 (Honda Heavy Duty Brake Fluid DOT 3); replace every 3 years';
const PLUGS = `Iridium; replace every ${milesKm(105000)} (Maintenance Minder item 4)`;
// Model years before the Maintenance Minder reached every model: the printed schedule's words.
const PLUGS_SCHEDULE = `Iridium; replace every ${milesKm(105000)} (maintenance schedule)`;
const BELT = 'This V6 has a timing belt, not a chain: its replacement is under scheduled work.';
const HA = ['HONDA', 'ACURA'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const HONDA: MaintenanceEntry[] = [
  {
    id: 'honda-j30-3.0', makes: ['HONDA'], yearFrom: 2003, yearTo: 2007,
    source: 'Honda and Acura owner\'s manuals, model years 2003-2007: sections "Specifications" and "Maintenance Minder"',
    checked: 'Grade compared on 2026-11-25 with the 2004 Honda Accord Coupe Owner\'s Manual, "Engine Oil" (copy on autoguidegalaxy.com): "Honda Motor Oil is the preferred 5W-20 lubricant"; the capacity was not re-checked.',
    engineCodes: ['J30A4', 'J30A5'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', oilCapacity: capacityQt(4.5), sparkPlugs: PLUGS_SCHEDULE, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_SCHEDULE],
      notes: notes(`3.0 L J30 VTEC V6 (Accord V6 2003-2007). ${BELT}`) },
  },
  {
    id: 'honda-j30-hybrid', makes: ['HONDA'], yearFrom: 2005, yearTo: 2007,
    source: 'Honda and Acura owner\'s manuals, model years 2005-2007: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J30A6'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['hybrid', 'combustion'],
    spec: { ...base, sparkPlugs: PLUGS_SCHEDULE, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_SCHEDULE],
      notes: notes(`Accord Hybrid 2005-2007 with a 3.0 L VCM V6 and Integrated Motor Assist. Hybrid system: the IMA battery behind the rear seat is air-cooled through a vent that must be kept clear. ${BELT}`) },
  },
  {
    id: 'honda-j32-3.2', makes: HA, yearFrom: 2001, yearTo: 2008,
    source: 'Honda and Acura owner\'s manuals, model years 2001-2008: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J32A1', 'J32A2', 'J32A3'], displacementL: 3.2, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', sparkPlugs: PLUGS_SCHEDULE, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_SCHEDULE],
      notes: notes(`3.2 L J32 VTEC V6 (Acura TL 2001-2008, CL). ${BELT}`) },
  },
  {
    id: 'honda-j35-2003', makes: HA, yearFrom: 2003, yearTo: 2007,
    source: 'Honda and Acura owner\'s manuals, model years 2003-2007: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J35A3', 'J35A4', 'J35A5', 'J35A6', 'J35A7', 'J35A8', 'J35A9'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', sparkPlugs: PLUGS_SCHEDULE, brakeFluid: DOT3,
      knownIssues: [HONDA_5AT_SECOND_GEAR], scheduledWork: [HONDA_J_TIMING_BELT_SCHEDULE],
      notes: notes(`3.5 L J35 VTEC V6 (Odyssey 2003-2007, Pilot 2003-2007, MDX 2003-2006, Ridgeline 2006-2007, RL 2005-2007). ${BELT}`) },
  },
  // The J35's oil grade changed from 5W-20 to 0W-20 between model years: 5W-20 up to 2011 (the 2011
  // Odyssey, J35Z8, is the exception and has its own entry), either grade as the filler cap says from 2012.
  {
    id: 'honda-j35-2008', makes: HA, yearFrom: 2008, yearTo: 2011,
    source: 'Honda and Acura owner\'s manuals, model years 2008-2011: sections "Specifications" and "Maintenance Minder"',
    checked: 'Capacity compared on 2026-11-25 with the 2010 Honda Pilot Owner\'s Manual, "Changing the Engine Oil and Filter" (copy on autoguidegalaxy.com): 4.5 US qt (4.3 L) including the filter. The grade was compared only with a third-party table (lubetalks.com, "Honda Pilot Oil Type and Capacity [2003-2023]": 5W-20 for 2009-2011, 0W-20 from 2012); the manual\'s oil page was not available.',
    engineCodes: ['J35A6', 'J35A7', 'J35A8', 'J35A9', 'J35Z1', 'J35Z2', 'J35Z3', 'J35Z4', 'J35Z5', 'J35Z6'],
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', oilCapacity: capacityQt(4.5), oilInterval: MINDER,
      sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      knownIssues: [HONDA_VCM_MISFIRE_2008], scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`3.5 L J35 i-VTEC V6 (Odyssey 2008-2010, Pilot 2008-2011, Ridgeline 2008-2011, Accord V6 2008-2011, Acura TL 2009-2011). ${BELT}`) },
  },
  {
    id: 'honda-j35-2012', makes: HA, yearFrom: 2012, yearTo: 2018,
    source: 'Honda and Acura owner\'s manuals, model years 2012-2018: sections "Specifications" and "Maintenance Minder"',
    checked: 'Capacity compared on 2026-11-25 with the 2012 Honda Accord Owner\'s Manual, "Changing the Engine Oil and Filter" (copy on autoguidegalaxy.com): V6 models 4.5 US qt (4.3 L) including the filter; the grade was not re-checked.',
    engineCodes: ['J35A9', 'J35Z1', 'J35Z2', 'J35Z3', 'J35Z4', 'J35Z5', 'J35Z6', 'J35Y1', 'J35Y2'],
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 or 5W-20 as on the oil filler cap (API certified)', oilCapacity: capacityQt(4.5), oilInterval: MINDER,
      sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`3.5 L J35 i-VTEC V6 (Pilot 2012-2015, Ridgeline 2012-2014, Accord V6 2012-2017, Acura TL 2012-2014, RDX 2013-2018). ${BELT}`) },
  },
  {
    id: 'honda-j35z8-odyssey', makes: ['HONDA'], yearFrom: 2011, yearTo: 2017,
    source: 'Honda owner\'s manuals for the Odyssey, model years 2011-2017: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J35Z8'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 or 5W-20 as on the oil filler cap (API certified)', oilCapacity: capacityQt(4.5), oilInterval: MINDER,
      sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      knownIssues: [HONDA_VCM_MISFIRE_2011], scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`3.5 L J35Z8 i-VTEC V6 (Odyssey 2011-2017). ${BELT}`) },
  },
  {
    id: 'honda-j35y-2015', makes: HA, yearFrom: 2014, yearTo: 2026,
    source: 'Honda and Acura owner\'s manuals, model years 2014-2026: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J35Y4', 'J35Y5', 'J35Y6', 'J35Y7', 'J35Y8', 'J35Y9'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`3.5 L direct-injection J35Y V6 (Pilot 2016 on, Ridgeline 2017 on, Odyssey 2018 on, Passport, Acura MDX 2014-2020, TLX V6 2015-2020). ${BELT}`) },
  },
  {
    // Narrower than honda-j35y-2015: the third-generation Pilot's capacity was read in its own manual;
    // the other J35Y models (Odyssey, Ridgeline, Passport, MDX, TLX) were not compared.
    id: 'honda-j35y-pilot-2016', makes: ['HONDA'], yearFrom: 2016, yearTo: 2022, models: ['PILOT'],
    source: 'Honda Pilot owner\'s manuals, model years 2016-2022: "Changing the Engine Oil and Oil Filter" and "Specifications"',
    checked: 'Capacity compared on 2026-11-25 with the 2017 Honda Pilot Owner\'s Manual, p. 582 "Changing the Engine Oil and Oil Filter" (copy on autoguidegalaxy.com, 2017-honda-pilot-owners-manual): engine oil change capacity including filter 5.7 US qt (5.4 L). The grade (and again 5.70 qt with filter) compared with a published excerpt of the factory service manual for the 2021 Pilot (alloemmanuals.com, maintenance/2021/honda/pilot/oil-type): "Genuine HONDA Motor Oil 0W-20 or API Premium-grade SAE 0W-20 detergent oil". Applied to the third-generation Pilot (2016-2022, J35Y6); only the 2017 and 2021 documents were read.',
    engineCodes: ['J35Y6'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilCapacity: capacityQt(5.7), oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`3.5 L direct-injection J35Y6 V6 of the third-generation Pilot (2016-2022). ${BELT}`) },
  },
  {
    id: 'honda-3.5-v6', makes: HA, yearFrom: 2008, yearTo: 2026,
    source: 'Honda and Acura owner\'s manuals, model years 2008-2026: sections "Specifications" and "Maintenance Minder"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`Honda/Acura 3.5 L J35 V6; this table cannot tell the exact version from the decode, so oil grade and capacity are left to the owner's manual. ${BELT}`) },
  },
  {
    id: 'acura-j37-3.7', makes: HA, yearFrom: 2007, yearTo: 2014,
    source: 'Honda and Acura owner\'s manuals, model years 2007-2014: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J37A1', 'J37A2', 'J37A3', 'J37A4', 'J37A5'], displacementL: 3.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      scheduledWork: [HONDA_J_TIMING_BELT_MINDER],
      notes: notes(`3.7 L J37 V6 (Acura MDX 2007-2013, TL SH-AWD 2009-2014, RL 2009-2012, ZDX). ${BELT}`) },
  },
  {
    id: 'honda-k24a-2002', makes: HA, yearFrom: 2002, yearTo: 2011,
    source: 'Honda and Acura owner\'s manuals, model years 2002-2011: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K24A1', 'K24A2', 'K24A3', 'K24A4', 'K24A8'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', sparkPlugs: PLUGS_SCHEDULE, brakeFluid: DOT3,
      notes: notes('2.4 L K24A i-VTEC four (CR-V 2002-2006, Accord 2003-2007, Element, Acura TSX 2004-2008). Timing chain, no belt.') },
  },
  {
    id: 'honda-k24z-2007', makes: HA, yearFrom: 2007, yearTo: 2014,
    source: 'Honda and Acura owner\'s manuals, model years 2007-2014: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K24Z1', 'K24Z4', 'K24Z5', 'K24Z6'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', oilCapacity: capacityQt(4.4), oilInterval: MINDER, sparkPlugs: PLUGS,
      coolant: TYPE2, brakeFluid: DOT3,
      knownIssues: [HONDA_K24_OIL_RINGS], notes: notes('2.4 L K24Z i-VTEC four (CR-V 2007-2011, Acura TSX 2009-2014; the Accord\'s K24Z2 and K24Z3 have their own entry).') },
  },
  {
    id: 'honda-k24z-accord-2008', makes: ['HONDA'], yearFrom: 2008, yearTo: 2012,
    source: 'Honda owner\'s manuals for the Accord, model years 2008-2012: sections "Specifications" and "Maintenance Minder"',
    checked: 'Capacity compared on 2026-11-25 with the 2012 Honda Accord Owner\'s Manual, "Changing the Engine Oil and Filter" (copy on autoguidegalaxy.com): 4-cylinder models 4.2 US qt (4.0 L) including the filter; the grade was not re-checked.',
    engineCodes: ['K24Z2', 'K24Z3'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', oilCapacity: capacityQt(4.2), oilInterval: MINDER, sparkPlugs: PLUGS,
      coolant: TYPE2, brakeFluid: DOT3,
      knownIssues: [HONDA_K24_OIL_RINGS], notes: notes('2.4 L K24Z2/K24Z3 i-VTEC four (Accord 2008-2012, Crosstour 2.4 2012).') },
  },
  {
    id: 'honda-k24z7-2012', makes: HA, yearFrom: 2012, yearTo: 2015,
    source: 'Honda and Acura owner\'s manuals, model years 2012-2015: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K24Z7'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.4 L K24Z7 i-VTEC four (CR-V 2012-2014, Civic Si 2012-2015, Acura ILX 2.4).') },
  },
  {
    id: 'honda-k24-earth-dreams', makes: HA, yearFrom: 2013, yearTo: 2022,
    source: 'Honda and Acura owner\'s manuals, model years 2013-2022: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K24W1', 'K24W2', 'K24W4', 'K24W7', 'K24W9', 'K24V5', 'K24V6', 'K24V7'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.4 L direct-injection Earth Dreams four (Accord 2013-2017, CR-V 2015-2019, Acura TLX 2.4 2015-2020, ILX 2016-2022).') },
  },
  {
    id: 'honda-2.4-i4', makes: HA, yearFrom: 2008, yearTo: 2022,
    source: 'Honda and Acura owner\'s manuals, model years 2008-2022: sections "Specifications" and "Maintenance Minder"',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('Honda/Acura 2.4 L K24 four; this table cannot tell the exact version from the decode, so oil grade and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'honda-d17-1.7', makes: ['HONDA'], yearFrom: 2001, yearTo: 2005,
    engine: 'Honda 1.7 L D17 four',
    source: 'Honda owner\'s manuals for the Civic, model years 2001-2005: sections "Specifications" and "Maintenance Schedule"',
    engineCodes: ['D17A1', 'D17A2', 'D17A6'], displacementL: 1.7, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('1.7 L D17 four (Civic 2001-2005). It has a timing belt, not a chain: its replacement interval is in the maintenance schedule.') },
  },
  {
    id: 'honda-k20z3-civic-si', makes: ['HONDA'], yearFrom: 2006, yearTo: 2011,
    engine: 'Honda 2.0 L K20Z3 four (Civic Si)',
    source: 'Honda owner\'s manuals for the Civic Si, model years 2006-2011: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K20Z3'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.0 L K20Z3 i-VTEC four (Civic Si 2006-2011). Timing chain, no belt.') },
  },
  {
    id: 'honda-lda-ima-hybrid', makes: ['HONDA'], yearFrom: 2003, yearTo: 2014,
    engine: 'Honda 1.3 L Integrated Motor Assist hybrid four',
    source: 'Honda owner\'s manuals for the Civic Hybrid and Insight, model years 2003-2014: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['LDA2', 'LDA3'], displacementL: 1.3, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('1.3 L four with Integrated Motor Assist (Civic Hybrid 2003-2011, Insight 2010-2014). Hybrid system: the IMA battery behind the rear seat is air-cooled through a vent that must be kept clear.') },
  },
  {
    id: 'honda-r18-2006', makes: ['HONDA'], yearFrom: 2006, yearTo: 2011,
    source: 'Honda and Acura owner\'s manuals, model years 2006-2011: sections "Specifications" and "Maintenance Minder"',
    checked: 'Capacity compared on 2026-11-25 with the 2006 Honda Civic Owner\'s Manual, "Changing the Engine Oil and Filter" (copy on autoguidegalaxy.com): 4.2 US qt (4.0 L) including the filter (the entry said 3.9 qt before); the grade was not re-checked.',
    engineCodes: ['R18A1', 'R18A2'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', oilCapacity: capacityQt(4.2), oilInterval: MINDER, sparkPlugs: PLUGS,
      coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('1.8 L R18 i-VTEC four (Civic 2006-2011). Some 2006-2009 engine blocks cracked and were covered by an extended warranty: look for coolant loss.') },
  },
  {
    id: 'honda-r18-2012', makes: HA, yearFrom: 2012, yearTo: 2022,
    source: 'Honda and Acura owner\'s manuals, model years 2012-2022: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['R18Z1', 'R18Z4', 'R18Z9', 'R18ZA'], displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('1.8 L R18Z i-VTEC four (Civic 2012-2015, HR-V 2016-2022).') },
  },
  {
    id: 'honda-1.8-i4', makes: HA, yearFrom: 2006, yearTo: 2022,
    source: 'Honda and Acura owner\'s manuals, model years 2006-2022: sections "Specifications" and "Maintenance Minder"',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('Honda 1.8 L R18 four (Civic 2006-2015, HR-V 2016-2022); this table cannot tell the exact version from the decode, so oil grade and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'honda-2.0-k20c-na', makes: HA, yearFrom: 2016, yearTo: 2026,
    engine: 'Honda 2.0 L K20C2 four (naturally aspirated)', excludeTrims: ['TYPE R', 'TYPE S'], horsepower: [140, 170],
    tellApart: 'naturally aspirated, 158 hp: the Civic LX, Sport, EX and Touring with the 2.0 L (and the 2023-on HR-V); no turbocharger, no Type R badges.',
    source: 'Honda and Acura owner\'s manuals, model years 2016-2026: sections "Specifications" and "Maintenance Minder"',
    excludeTokens: ['TURBO'], turbo: false, engineCodes: ['K20C2'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.0 L naturally aspirated four (Civic 2016 on, HR-V 2023 on). The Accord 2.0 turbo and Civic Type R share the displacement: if your engine is turbocharged, follow the turbo entry in the manual.') },
  },
  {
    id: 'honda-1.5-turbo', makes: HA, yearFrom: 2016, yearTo: 2026,
    source: 'Honda and Acura owner\'s manuals, model years 2016-2026: sections "Specifications" and "Maintenance Minder"',
    excludeModels: ['FIT'], engineCodes: ['L15B7', 'L15BE', 'L15BA', 'L15CA'], displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('1.5 L L15B turbo four (Civic 2016 on, CR-V 2017 on, Accord 2018 on, Acura Integra 2023 on); 2017-2018 CR-Vs in cold climates showed fuel in the oil (rising oil level, fuel smell): a software update and oil change were issued.') },
  },
  {
    id: 'honda-1.5-fit', makes: ['HONDA'], yearFrom: 2007, yearTo: 2020,
    source: 'Honda owner\'s manuals for the Fit, model years 2007-2020: sections "Specifications" and "Maintenance Minder"',
    models: ['FIT'], engineCodes: ['L15A1', 'L15A7', 'L15B1'], displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('1.5 L naturally aspirated four of the Fit: L15A (2007-2014), direct-injection L15B (2015-2020). The CR-Z\'s 1.5 is a hybrid and not this entry.') },
  },
  {
    id: 'honda-2.0-hybrid', makes: HA, yearFrom: 2014, yearTo: 2026,
    source: 'Honda and Acura owner\'s manuals, model years 2014-2026: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['LFA', 'LFA1', 'LFB', 'LFB1', 'LFC'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.0 L Atkinson-cycle four in Honda\'s two-motor hybrid (Accord Hybrid 2014 on, CR-V Hybrid 2020 on, Civic Hybrid 2025 on, Clarity Plug-In). Hybrid system: the engine mostly drives a generator and there is no stepped transmission; the e-CVT fluid is on the Maintenance Minder; keep the Intelligent Power Unit cooling vent (in the cabin) clear.') },
  },
  {
    id: 'honda-1.5-hybrid', makes: HA, yearFrom: 2011, yearTo: 2022,
    source: 'Honda and Acura owner\'s manuals, model years 2011-2022: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['LEA1', 'LEA2', 'LEB', 'LEB1'], displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('1.5 L hybrid four (Civic Hybrid 2012-2015, CR-Z 2011-2016, Acura ILX Hybrid, Insight 2019-2022). Hybrid system: the lithium-ion or nickel-metal-hydride battery is air-cooled through a cabin vent that must be kept clear.') },
  },
  {
    id: 'honda-2.0-turbo', makes: HA, yearFrom: 2017, yearTo: 2026,
    engine: 'Honda 2.0 L K20C turbo four', trims: ['TYPE R', 'TYPE S', '2.0T'], horsepower: [240, 330],
    tellApart: 'turbocharged, 252-320 hp: the Civic Type R (Type R badges), the Accord 2.0T, the Acura RDX from 2019 and the TLX from 2021.',
    source: 'Honda and Acura owner\'s manuals, model years 2017-2026: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K20C1', 'K20C4', 'K20C6'], turbo: true, displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified)', oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.0 L K20C turbo four (Accord 2.0T 2018-2022, Civic Type R, Acura RDX 2019 on, TLX 2021 on).') },
  },
  {
    id: 'acura-k23-2.3t', makes: ['ACURA'], yearFrom: 2007, yearTo: 2012,
    source: 'Honda and Acura owner\'s manuals, model years 2007-2012: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['K23A1'], displacementL: 2.3, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (API certified)', oilInterval: MINDER, sparkPlugs: PLUGS, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('2.3 L K23A1 turbo four (Acura RDX 2007-2012).') },
  },
  {
    id: 'acura-3.0-sport-hybrid', makes: ['ACURA'], yearFrom: 2014, yearTo: 2020,
    source: 'Honda and Acura owner\'s manuals, model years 2014-2020: sections "Specifications" and "Maintenance Minder"',
    engineCodes: ['J30Y1'], displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes(`3.0 L V6 Sport Hybrid SH-AWD (Acura MDX Sport Hybrid 2017-2020). Hybrid system: the Intelligent Power Unit battery is air-cooled through a cabin vent that must be kept clear. ${BELT}`) },
  },
  {
    id: 'honda-generic-gasoline-2008', makes: HA, yearFrom: 2008, yearTo: 2026,
    source: 'Honda and Acura owner\'s manuals, model years 2008-2026: sections "Specifications" and "Maintenance Minder"',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: MINDER, coolant: TYPE2, brakeFluid: DOT3,
      notes: notes('General Honda/Acura rules; the engine could not be identified precisely from the VIN, so oil grade, capacity and spark plugs are left to the owner\'s manual. Hybrid models: keep the battery cooling vent clear.') },
  },
];
