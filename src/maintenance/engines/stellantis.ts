/**
 * Stellantis (FCA/Chrysler Group): Chrysler, Dodge, Jeep, Ram, Fiat. From 2011 the Oil Change
 * Indicator caps the interval at 10,000 miles or 12 months; from 2013 most models are filled with
 * Mopar 10-year/150,000-mile OAT coolant.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, milesKm, type MaintenanceEntry } from '../entry.js';

const FCA_OCI = 'By the Oil Change Indicator, never more than 10,000 miles (16,000 km) or 12 months';
const OAT = `Mopar 10 Year/150,000 Mile Formula OAT (MS-90032); change at 10 years or ${milesKm(150000)}`;
const FCA = ['CHRYSLER', 'DODGE', 'JEEP', 'RAM'];
const WITH_FIAT = [...FCA, 'FIAT'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const STELLANTIS: MaintenanceEntry[] = [
  {
    id: 'fca-3.6-pentastar-2011', makes: FCA, yearFrom: 2011, yearTo: 2012,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2011-2012: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Chrysler MS-6395)', oilCapacity: capacityQt(6.0), oilInterval: FCA_OCI,
      sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('3.6 L Pentastar V6 (Grand Cherokee, Wrangler 2012, Durango, Charger, Challenger, 300, Town & Country, Grand Caravan, Journey, Ram 1500). Early 2011-2013 heads may show a left-bank misfire (valve-seat) fault.') },
  },
  {
    id: 'fca-3.6-pentastar-2013', makes: FCA, yearFrom: 2013, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2013-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 or 5W-20 as on the filler cap (Chrysler MS-6395)', oilCapacity: capacityQt(6.0), oilInterval: FCA_OCI,
      sparkPlugs: `Replace every ${milesKm(100000)}`, coolant: OAT,
      notes: notes('3.6 L Pentastar V6 (Grand Cherokee, Wrangler, Gladiator, Durango, Charger, Challenger, 300, Pacifica, Grand Caravan, Ram 1500/ProMaster). The oil filter housing/cooler on top of the engine is a common leak.') },
  },
  {
    id: 'fca-3.6-pentastar-hybrid', makes: ['CHRYSLER'], yearFrom: 2017, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2017-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['plug-in-hybrid', 'hybrid'],
    spec: { ...base, oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('Chrysler Pacifica Hybrid: Atkinson-cycle 3.6 L Pentastar with a two-motor eFlite transmission. Hybrid system: the traction battery under the second row has its own coolant loop; recalls for battery fires exist, check open recalls.') },
  },
  {
    id: 'fca-5.7-hemi', makes: FCA, yearFrom: 2009, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2009-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 5.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Chrysler MS-6395)', oilCapacity: capacityQt(7.0), oilInterval: FCA_OCI,
      notes: notes('5.7 L Hemi V8 with VVT (Ram 1500/2500, Grand Cherokee, Durango, Charger, Challenger, 300); eTorque mild-hybrid versions from 2019 take the same engine service. Lifter/camshaft wear ("Hemi tick") is linked to extended idling and oil quality.') },
  },
  {
    id: 'fca-5.7-hemi-2005', makes: FCA, yearFrom: 2005, yearTo: 2008,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2005-2008: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 5.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Chrysler MS-6395)', oilCapacity: capacityQt(7.0),
      notes: notes('5.7 L Hemi V8, first generation (Ram, Grand Cherokee, Commander, Durango, Aspen, Charger, Magnum, 300C). Sixteen spark plugs.') },
  },
  {
    id: 'fca-6.4-hemi', makes: FCA, yearFrom: 2011, yearTo: 2024,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2011-2024: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 6.4, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-40 (Chrysler MS-12633)', oilCapacity: capacityQt(7.0), oilInterval: FCA_OCI,
      notes: notes('6.4 L (392) Hemi V8 (SRT/Scat Pack Charger, Challenger, 300, Grand Cherokee SRT, Durango SRT, Ram 2500/3500, Wrangler 392).') },
  },
  {
    id: 'fca-6.2-hemi-supercharged', makes: ['DODGE', 'JEEP', 'RAM'], yearFrom: 2015, yearTo: 2024,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2015-2024: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 6.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-40 (Chrysler MS-12633)', oilInterval: FCA_OCI,
      notes: notes('6.2 L supercharged Hemi "Hellcat" V8 (Challenger/Charger SRT Hellcat, Durango SRT Hellcat, Grand Cherokee Trackhawk, Ram TRX). Also replace the supercharger-belt and check the intercooler coolant loop.') },
  },
  {
    id: 'fca-4.7-v8', makes: FCA, yearFrom: 2005, yearTo: 2013,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2005-2013: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 4.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('4.7 L PowerTech SOHC V8 (Ram 1500, Dakota, Durango, Grand Cherokee, Commander, Aspen); flex-fuel in many years. Overheating warps heads: keep coolant in good condition.') },
  },
  {
    id: 'fca-3.7-v6', makes: FCA, yearFrom: 2005, yearTo: 2012,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2005-2012: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.7 L PowerTech SOHC V6 (Liberty, Grand Cherokee, Commander, Ram 1500, Dakota, Nitro).') },
  },
  {
    id: 'fca-3.8-v6', makes: FCA, yearFrom: 2004, yearTo: 2011,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2004-2011: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.8, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.8 L pushrod V6 (Wrangler JK 2007-2011, Town & Country, Grand Caravan, Pacifica 2005-2008, Routan). Oil consumption is common on the Wrangler version.') },
  },
  {
    id: 'fca-3.3-v6', makes: FCA, yearFrom: 2004, yearTo: 2010,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2004-2010: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.3 L pushrod V6 (Grand Caravan, Town & Country, Caravan); flex-fuel in many years.') },
  },
  {
    id: 'fca-3.5-v6', makes: FCA, yearFrom: 2004, yearTo: 2010,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2004-2010: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '10W-30 (Chrysler MS-6395)',
      notes: notes('3.5 L SOHC V6 (300, Charger, Magnum, Pacifica, Sebring/Avenger 2008-2010). The timing belt has a scheduled replacement interval: check the manual\'s schedule.') },
  },
  {
    id: 'fca-2.4-world-engine', makes: FCA, yearFrom: 2007, yearTo: 2012,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2007-2012: sections "Fluids and Capacities" and "Scheduled Servicing"',
    excludeTokens: ['MULTIAIR', 'TIGERSHARK'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Chrysler MS-6395)',
      notes: notes('2.4 L "World Engine" four (Caliber, Compass, Patriot, Avenger, Sebring, 200, Journey).') },
  },
  // From 2013 the World Engine and the Tigershark MultiAir 2.4 were sold side by side, so the model decides.
  // No oil grade is given for these years: no manual of them was compared.
  {
    id: 'fca-2.4-world-engine-2013', makes: ['DODGE', 'JEEP', 'CHRYSLER'], yearFrom: 2013, yearTo: 2014,
    engine: 'Chrysler 2.4 L "World Engine" four',
    source: 'Chrysler, Dodge and Jeep owner\'s manuals, model years 2013-2014: sections "Fluids and Capacities" and "Scheduled Servicing"',
    models: ['JOURNEY', 'PATRIOT', 'COMPASS', 'AVENGER', '200'],
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('2.4 L "World Engine" four (Journey, Patriot, Compass of the first generation, Avenger, 200 of 2013-2014), not the Tigershark MultiAir of the Dart and Cherokee.') },
  },
  {
    id: 'fca-2.4-world-engine-2015', makes: ['DODGE', 'JEEP'], yearFrom: 2015, yearTo: 2016,
    engine: 'Chrysler 2.4 L "World Engine" four',
    source: 'Dodge and Jeep owner\'s manuals, model years 2015-2016: sections "Fluids and Capacities" and "Scheduled Servicing"',
    models: ['JOURNEY', 'PATRIOT', 'COMPASS'],
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('2.4 L "World Engine" four (Journey, Patriot, Compass of the first generation), not the Tigershark MultiAir of the Cherokee and Renegade.') },
  },
  {
    id: 'fca-2.4-world-engine-2017', makes: ['DODGE', 'JEEP'], yearFrom: 2017, yearTo: 2020,
    engine: 'Chrysler 2.4 L "World Engine" four',
    source: 'Dodge and Jeep owner\'s manuals, model years 2017-2020: sections "Fluids and Capacities" and "Scheduled Servicing"',
    models: ['JOURNEY', 'PATRIOT'],
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('2.4 L "World Engine" four (Journey to 2020, Patriot to 2017).') },
  },
  {
    id: 'fca-2.4-tigershark-multiair', makes: WITH_FIAT, yearFrom: 2013, yearTo: 2023,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2013-2023: sections "Fluids and Capacities" and "Scheduled Servicing"',
    checked: 'Grade 0W-20 compared on 2026-11-25 with the 2014 Dodge Dart Owner\'s Manual, "Fluid Capacities" (2.4L engine, SAE 0W-20), as published at autoguidegalaxy.com; the other models\' manuals were not compared.',
    // A 2017 Compass may be either generation: without a descriptor it gets the general entry, not a guess.
    excludeModels: ['COMPASS'],
    engineTokens: ['MULTIAIR', 'TIGERSHARK'], displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (Chrysler MS-6395)', oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('2.4 L Tigershark MultiAir four (Dart, 200, Cherokee, Renegade, 500X, ProMaster City). The MultiAir valve actuator depends on clean oil of the right grade; oil consumption is a known issue: check the level between changes.') },
  },
  {
    id: 'fca-2.4-tigershark-compact', makes: ['JEEP', 'FIAT', 'RAM'], yearFrom: 2013, yearTo: 2023,
    source: 'Jeep, Ram and FIAT owner\'s manuals, model years 2013-2023: sections "Fluids and Capacities" and "Scheduled Servicing"',
    models: ['RENEGADE', '500X', 'CHEROKEE', 'PROMASTER CITY'],
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (Chrysler MS-6395)', oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('2.4 L Tigershark MultiAir four, the only 2.4 L engine in these 2013-on models (Renegade, 500X, Cherokee, ProMaster City). The MultiAir valve actuator depends on clean oil of the right grade; check the oil level between changes.') },
  },
  {
    id: 'fca-2.4-tigershark-200', makes: ['CHRYSLER'], yearFrom: 2015, yearTo: 2017, models: ['200'],
    source: 'Chrysler 200 owner\'s manuals, model years 2015-2017: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (Chrysler MS-6395)', oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('2.4 L Tigershark MultiAir four of the 2015-2017 Chrysler 200 (the 2013-2014 200 had the World Engine). The MultiAir valve actuator depends on clean oil of the right grade.') },
  },
  {
    // The 2017 model year had both Compass generations (the first with the World Engine): matched from 2018 only.
    id: 'fca-2.4-tigershark-compass', makes: ['JEEP'], yearFrom: 2018, yearTo: 2023, models: ['COMPASS'],
    source: 'Jeep Compass owner\'s manuals, model years 2018-2023: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (Chrysler MS-6395)', oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('2.4 L Tigershark MultiAir four of the second-generation Compass. The MultiAir valve actuator depends on clean oil of the right grade.') },
  },
  {
    id: 'dodge-dart-2.4-tigershark', makes: ['DODGE'], yearFrom: 2013, yearTo: 2016, models: ['DART'],
    engine: 'Chrysler 2.4 L Tigershark MultiAir four (Dodge Dart)',
    source: '2014 Dodge Dart Owner\'s Manual, "Fluid Capacities" (engine oil with filter: 1.4L Turbo SAE 5W-40 synthetic 4 quarts; 2.0L SAE 0W-20 5 quarts; 2.4L SAE 0W-20 5.5 quarts)',
    checked: 'Grades and capacities compared on 2026-11-25 with the "Fluid Capacities" table of the 2014 Dodge Dart Owner\'s Manual as published at autoguidegalaxy.com (2014-dodge-dart-owners-manual, page 610).',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20', oilCapacity: capacityQt(5.5), oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('Dodge Dart with the 2.4 L Tigershark MultiAir four.') },
  },
  {
    id: 'dodge-dart-2.0-tigershark', makes: ['DODGE'], yearFrom: 2013, yearTo: 2016, models: ['DART'],
    engine: 'Chrysler 2.0 L Tigershark four (Dodge Dart)',
    source: '2014 Dodge Dart Owner\'s Manual, "Fluid Capacities" (engine oil with filter: 1.4L Turbo SAE 5W-40 synthetic 4 quarts; 2.0L SAE 0W-20 5 quarts; 2.4L SAE 0W-20 5.5 quarts)',
    checked: 'Grades and capacities compared on 2026-11-25 with the "Fluid Capacities" table of the 2014 Dodge Dart Owner\'s Manual as published at autoguidegalaxy.com (2014-dodge-dart-owners-manual, page 610).',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20', oilCapacity: capacityQt(5.0), oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('Dodge Dart with the 2.0 L Tigershark four (naturally aspirated).') },
  },
  {
    id: 'dodge-dart-1.4-multiair-turbo', makes: ['DODGE'], yearFrom: 2013, yearTo: 2016, models: ['DART'],
    engine: 'FIAT 1.4 L MultiAir turbo four (Dodge Dart)',
    source: '2014 Dodge Dart Owner\'s Manual, "Fluid Capacities" (engine oil with filter: 1.4L Turbo SAE 5W-40 synthetic 4 quarts; 2.0L SAE 0W-20 5 quarts; 2.4L SAE 0W-20 5.5 quarts)',
    checked: 'Grades and capacities compared on 2026-11-25 with the "Fluid Capacities" table of the 2014 Dodge Dart Owner\'s Manual as published at autoguidegalaxy.com (2014-dodge-dart-owners-manual, page 610).',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-40 synthetic', oilCapacity: capacityQt(4.0), oilInterval: FCA_OCI, coolant: OAT,
      notes: notes('Dodge Dart with the 1.4 L MultiAir turbo four. The MultiAir valve actuator depends on clean oil of the specified grade.') },
  },
  {
    id: 'fca-1.4-multiair-turbo', makes: ['FIAT', 'JEEP', 'DODGE'], yearFrom: 2012, yearTo: 2019,
    checked: 'Grade 5W-40 compared on 2026-11-25 with the 2014 Dodge Dart Owner\'s Manual, "Fluid Capacities" (1.4L Turbo engine, SAE 5W-40 synthetic), as published at autoguidegalaxy.com; the FIAT and Jeep manuals were not compared.',
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2012-2019: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-40 (Chrysler MS-12991 / FIAT 9.55535-S2)', oilInterval: FCA_OCI,
      notes: notes('1.4 L MultiAir turbo four (FIAT 500 Turbo/Abarth, 500L, Dodge Dart, Jeep Renegade). The MultiAir brick depends on clean oil of the specified grade.') },
  },
  {
    id: 'fca-2.0-hurricane-turbo', makes: ['JEEP', 'ALFA ROMEO'], yearFrom: 2018, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2018-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('2.0 L GME turbo four (Wrangler, Gladiator-adjacent Cherokee, Compass 2022 on, Alfa Romeo Giulia/Stelvio); eTorque versions are 48 V mild hybrids with the same engine service.') },
  },
  {
    id: 'jeep-2.0-4xe-phev', makes: ['JEEP'], yearFrom: 2021, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2021-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid', 'hybrid'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('Jeep 4xe plug-in hybrid (Wrangler 4xe, Grand Cherokee 4xe): 2.0 L turbo four plus motors. Hybrid system: the traction battery under the rear seat has its own coolant loop; battery-fire recalls exist, check open recalls.') },
  },
  {
    id: 'ram-6.7-cummins', makes: ['RAM', 'DODGE'], yearFrom: 2007, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2007-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 6.7, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('6.7 L Cummins turbodiesel inline six (Ram 2500/3500 and chassis cab). Fuel filters and water separator on their own schedule; diesel exhaust fluid (DEF) from 2013.') },
  },
  {
    id: 'ram-5.9-cummins', makes: ['DODGE', 'RAM'], yearFrom: 2003, yearTo: 2007,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2003-2007: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 5.9, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: '15W-40 diesel oil (API CI-4 or later)',
      notes: notes('5.9 L Cummins 24-valve turbodiesel (Ram 2500/3500 2003-2007).') },
  },
  {
    id: 'fca-3.0-ecodiesel', makes: ['RAM', 'JEEP'], yearFrom: 2014, yearTo: 2023,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2014-2023: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.0, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('3.0 L EcoDiesel V6 (Ram 1500, Grand Cherokee, Wrangler, Gladiator). Use only oil meeting the Chrysler diesel specification on the filler cap; diesel exhaust fluid (DEF) needed.') },
  },
  {
    id: 'fca-3.0-hurricane-i6', makes: ['JEEP', 'RAM', 'DODGE'], yearFrom: 2022, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2022-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('3.0 L Hurricane twin-turbo inline six (Wagoneer, Grand Wagoneer, Ram 1500 2025 on, Charger 2025 on).') },
  },
  {
    id: 'fca-generic-gasoline-2011', makes: WITH_FIAT, yearFrom: 2011, yearTo: 2026,
    source: 'Chrysler, Dodge, Jeep and Ram owner\'s manuals, model years 2011-2026: sections "Fluids and Capacities" and "Scheduled Servicing"',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FCA_OCI,
      notes: notes('General Chrysler/Dodge/Jeep/Ram/FIAT rule; the engine could not be identified precisely from the VIN, so grades and capacities are left to the owner\'s manual.') },
  },
];
