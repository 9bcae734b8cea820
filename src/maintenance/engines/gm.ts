/**
 * General Motors: Chevrolet, GMC, Buick, Cadillac, Pontiac, Saturn (sister makes listed per entry).
 * From 2011 GM petrol engines take dexos1-licensed oil; the Oil Life System has no mileage cap but
 * GM requires a change at least once a year. DEX-COOL has been factory fill since the late 1990s.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, milesKm, type MaintenanceEntry } from '../entry.js';
import { GM_24_CHAIN_WEAR } from '../known-issues.js';

const GM_OLS = 'By the GM Oil Life System (change at 0% remaining), at least once a year';
const DEXCOOL = `DEX-COOL (orange, organic acid); change every 5 years or ${milesKm(150000)}, whichever comes first`;
const CABIN = `Replace the passenger-compartment air filter every ${milesKm(22500)}, more often in dusty areas`;
const PLUGS_97 = `Iridium; replace every ${milesKm(97500)}`;
const TRUCKS = ['CHEVROLET', 'GMC', 'CADILLAC'];
const ALL_GM = ['CHEVROLET', 'GMC', 'BUICK', 'CADILLAC', 'PONTIAC', 'SATURN'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const GM: MaintenanceEntry[] = [
  {
    id: 'gm-5.3-v8-gmt900', makes: TRUCKS, yearFrom: 2007, yearTo: 2013,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2007-2013: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS,
      coolant: DEXCOOL,
      notes: notes('5.3 L Vortec V8, Gen IV (Silverado, Sierra, Tahoe, Yukon, Suburban, Avalanche, Escalade ESV variants); many are flex-fuel (E85 or gasoline, same oil). Active Fuel Management lifters and oil consumption are known issues.') },
  },
  {
    id: 'gm-5.3-v8-ecotec3-2014', makes: TRUCKS, yearFrom: 2014, yearTo: 2018,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2014-2018: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 dexos1', oilCapacity: capacityQt(8.0), oilInterval: GM_OLS, sparkPlugs: PLUGS_97,
      coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('5.3 L EcoTec3 V8 (L83), direct injection, cylinder deactivation (Silverado, Sierra, Tahoe, Yukon, Suburban).') },
  },
  {
    id: 'gm-5.3-v8-ecotec3-2019', makes: TRUCKS, yearFrom: 2019, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2019-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 dexos1', oilCapacity: capacityQt(8.0), oilInterval: GM_OLS, sparkPlugs: PLUGS_97,
      coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('5.3 L EcoTec3 V8 (L84/L82) with Dynamic Fuel Management (Silverado, Sierra, Tahoe, Yukon, Suburban). Lifter failures have been reported; use only dexos1 oil.') },
  },
  {
    id: 'gm-6.2-v8-ecotec3', makes: TRUCKS, yearFrom: 2014, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2014-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 6.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 dexos1', oilCapacity: capacityQt(8.0), oilInterval: GM_OLS, sparkPlugs: PLUGS_97,
      coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('6.2 L EcoTec3 V8 (L86/L87) in full-size trucks and SUVs and the Escalade. The 2021-2024 L87 is subject to a crankshaft/rod-bearing recall: check open recalls.') },
  },
  {
    id: 'gm-6.2-v8-camaro-corvette', makes: ['CHEVROLET', 'CADILLAC'], yearFrom: 2014, yearTo: 2026, models: ['CAMARO', 'CORVETTE', 'CTS', 'CT4', 'CT5'],
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2014-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 6.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('6.2 L LT-family V8 in Camaro SS/ZL1, Corvette and Cadillac V models; oil grade differs by engine (dry-sump and supercharged versions use dexos2 0W-40 or 5W-30): read the filler cap.') },
  },
  {
    id: 'gm-4.8-v8', makes: TRUCKS, yearFrom: 2005, yearTo: 2013,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2005-2013: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 4.8, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('4.8 L Vortec V8 (Silverado, Sierra, Tahoe, Yukon, Express, Savana).') },
  },
  {
    id: 'gm-6.0-v8-vortec', makes: TRUCKS, yearFrom: 2005, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2005-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 6.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (dexos1 from 2011)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('6.0 L Vortec V8 (Silverado/Sierra HD, Express, Savana, Suburban 2500, Tahoe and Yukon Hybrid base engine).') },
  },
  {
    id: 'gm-6.6-v8-l8t', makes: ['CHEVROLET', 'GMC'], yearFrom: 2020, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2020-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 6.6, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('6.6 L L8T gasoline V8 (Silverado/Sierra 2500HD/3500HD).') },
  },
  {
    id: 'gm-6.6-duramax', makes: ['CHEVROLET', 'GMC'], yearFrom: 2001, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2001-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 6.6, cylinders: 8, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('6.6 L Duramax diesel V8 (Silverado/Sierra HD, Express/Savana). dexos2 or API CK-4 diesel oil per the year\'s manual; replace the fuel filter at the interval shown; from 2011 diesel exhaust fluid (DEF) is needed.') },
  },
  {
    id: 'gm-3.0-duramax', makes: ['CHEVROLET', 'GMC', 'CADILLAC'], yearFrom: 2019, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2019-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 3.0, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 dexosD', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('3.0 L Duramax inline-six diesel (LM2/LZ0) in Silverado, Sierra, Tahoe, Yukon, Suburban, Escalade. Its oil-pump drive belt has a long scheduled replacement interval; diesel exhaust fluid (DEF) needed.') },
  },
  {
    id: 'gm-2.8-duramax', makes: ['CHEVROLET', 'GMC'], yearFrom: 2016, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2016-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 2.8, cylinders: 4, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('2.8 L Duramax turbodiesel four (Colorado, Canyon); diesel exhaust fluid (DEF) needed.') },
  },
  {
    id: 'gm-2.7-turbo-l3b', makes: ['CHEVROLET', 'GMC', 'CADILLAC'], yearFrom: 2019, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2019-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 2.7, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 dexos1 Gen 2/3', oilInterval: GM_OLS, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('2.7 L TurboMax four (L3B) in Silverado, Sierra, Colorado, Canyon, Cadillac CT4-V.') },
  },
  {
    id: 'gm-4.3-v6-ecotec3', makes: ['CHEVROLET', 'GMC'], yearFrom: 2014, yearTo: 2021,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2014-2021: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 4.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: GM_OLS, sparkPlugs: PLUGS_97, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('4.3 L EcoTec3 V6 (LV3) base engine in Silverado/Sierra 1500 and Express/Savana.') },
  },
  {
    id: 'gm-4.3-v6-vortec', makes: ['CHEVROLET', 'GMC'], yearFrom: 2005, yearTo: 2013,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2005-2013: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 4.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (dexos1 from 2011)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('4.3 L Vortec V6 (Silverado/Sierra, Express/Savana).') },
  },
  {
    id: 'gm-3.6-v6-lfx-lgx', makes: ALL_GM, yearFrom: 2008, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2008-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('3.6 L High Feature DOHC V6 (LY7/LLT/LFX/LGZ/LGX) in Traverse, Acadia, Enclave, Equinox, Terrain, Camaro, Colorado, Canyon, Malibu, Impala, LaCrosse, CTS, XT5/XT6, Blazer. Timing-chain stretch on 2008-2012 engines is linked to overdue oil changes.') },
  },
  {
    id: 'gm-3.6-v6-traverse-2009', makes: ['CHEVROLET', 'GMC', 'BUICK', 'SATURN'], yearFrom: 2009, yearTo: 2016, models: ['TRAVERSE', 'ACADIA', 'ENCLAVE', 'OUTLOOK'],
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2009-2016: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    checked: 'Grade compared on 2026-11-25 with the 2017 Chevrolet Traverse Owner Manual, "Selecting the Right Engine Oil" (dexos1, SAE 5W-30), as published at autoguidegalaxy.com: the same first-generation Traverse engine, one model year after this range. The 6.0 qt capacity was not compared.',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS,
      coolant: DEXCOOL,
      notes: notes('3.6 L V6 in the Lambda crossovers (Traverse, Acadia, Enclave, Outlook). Timing-chain stretch is linked to overdue oil changes.') },
  },
  {
    id: 'gm-2.4-ecotec', makes: ['CHEVROLET', 'GMC', 'BUICK', 'PONTIAC', 'SATURN'], yearFrom: 2006, yearTo: 2017,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2006-2017: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    checked: 'Capacity compared on 2026-11-25 with the 2016 Chevrolet Equinox Owner Manual, "Capacities and Specifications" (engine oil with filter, 2.4L L4: 4.7 L / 5.0 qt), as published at autoguidegalaxy.com. The grade was not compared.',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(5.0), oilInterval: GM_OLS, coolant: DEXCOOL,
      knownIssues: [GM_24_CHAIN_WEAR],
      notes: notes('2.4 L Ecotec four (Equinox, Terrain, Malibu, LaCrosse, Regal, HHR, Cobalt SS, G6, Vue, Aura), including the belt-alternator-starter mild hybrids (LAT, eAssist LUK). 2010-2013 LAF/LEA engines are known for oil consumption: check the level between changes. Hybrid system (BAS/eAssist versions): a small 115 V lithium-ion battery under the trunk floor is air-cooled; keep its vent clear.') },
  },
  {
    id: 'gm-2.5-ecotec-lcv', makes: ['CHEVROLET', 'GMC', 'BUICK', 'CADILLAC'], yearFrom: 2013, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2013-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 dexos1', oilInterval: GM_OLS, sparkPlugs: PLUGS_97, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('2.5 L Ecotec four (LCV/LKW) in Malibu, Impala, Colorado, Canyon, Equinox, ATS, CT6.') },
  },
  {
    id: 'gm-1.4-turbo', makes: ['CHEVROLET', 'BUICK'], yearFrom: 2011, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2011-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil; 5W-30 on 2011-2016 engines, later engines as on the filler cap', oilInterval: GM_OLS, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('1.4 L turbo four (LUJ/LUV/LE2) in Cruze, Sonic, Trax, Encore. PCV valve and coolant-reservoir leaks are common.') },
  },
  {
    id: 'gm-1.5-turbo', makes: ['CHEVROLET', 'GMC', 'BUICK'], yearFrom: 2016, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2016-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil of the grade on the filler cap', oilInterval: GM_OLS, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('1.5 L turbo four (LFV/LYX) in Malibu, Equinox, Terrain, Envision.') },
  },
  {
    id: 'gm-1.5-volt-hybrid', makes: ['CHEVROLET'], yearFrom: 2016, yearTo: 2019,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2016-2019: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid', 'hybrid'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('Chevrolet Volt (second generation) and Malibu Hybrid range-extender 1.5 L engine. Hybrid system: the traction battery has its own DEX-COOL loop with a separate reservoir; the engine can sit unused for months, so the Oil Life System also counts time.') },
  },
  {
    id: 'gm-1.4-volt', makes: ['CHEVROLET'], yearFrom: 2011, yearTo: 2015,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2011-2015: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid', 'hybrid'],
    spec: { ...base, oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('Chevrolet Volt (first generation) 1.4 L range-extender engine. Hybrid system: the traction battery, power electronics and engine have separate coolant loops; the Oil Life System also counts time because the engine may run rarely.') },
  },
  {
    id: 'gm-1.8-ecotec', makes: ['CHEVROLET'], yearFrom: 2009, yearTo: 2016,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2009-2016: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (dexos1 from 2011)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('1.8 L Ecotec four (Cruze, Sonic).') },
  },
  {
    id: 'gm-2.0-turbo-ltg', makes: ['CHEVROLET', 'GMC', 'BUICK', 'CADILLAC'], yearFrom: 2013, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2013-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 dexos1', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('2.0 L turbo four (LTG) in Malibu, Equinox, Terrain, Camaro, Regal, ATS, CTS, XT4/XT5, CT4.') },
  },
  {
    id: 'gm-2.2-ecotec', makes: ['CHEVROLET', 'PONTIAC', 'SATURN'], yearFrom: 2005, yearTo: 2011,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2005-2011: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 2.2, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (dexos1 from 2011)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('2.2 L Ecotec four (Cobalt, HHR, Malibu, G5, Ion).') },
  },
  {
    id: 'gm-3.5-pushrod-v6', makes: ['CHEVROLET', 'PONTIAC', 'SATURN', 'BUICK'], yearFrom: 2005, yearTo: 2011,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2005-2011: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('3.5 L High Value pushrod V6 (LZ4/LX9) in Impala, Malibu, Uplander, G6, Aura.') },
  },
  {
    id: 'gm-3.8-v6-series3', makes: ['BUICK', 'PONTIAC', 'CHEVROLET'], yearFrom: 2005, yearTo: 2008,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2005-2008: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 3.8, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('3800 Series III V6 (LaCrosse, Lucerne, Grand Prix, Impala, Monte Carlo). Intake-gasket coolant leaks are the classic failure.') },
  },
  {
    id: 'cadillac-4.6-northstar', makes: ['CADILLAC'], yearFrom: 2000, yearTo: 2011,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2000-2011: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    engineCodes: ['LH2', 'L37', 'LD8'], displacementL: 4.6, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30', coolant: DEXCOOL,
      notes: notes('4.6 L Northstar DOHC V8 (DTS, STS, SRX, XLR, DeVille).') },
  },
  {
    id: 'gm-generic-gasoline-2011', makes: ALL_GM, yearFrom: 2011, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2011-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil of the grade on the filler cap', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('General GM petrol-engine rules; the engine could not be identified precisely from the VIN, so grades and capacities are left to the owner\'s manual.') },
  },
];
