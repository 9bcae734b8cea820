/**
 * General Motors: Chevrolet, GMC, Buick, Cadillac, Pontiac, Saturn (sister makes listed per entry).
 * From 2011 GM petrol engines take dexos1-licensed oil; the Oil Life System has no mileage cap but
 * GM requires a change at least once a year. DEX-COOL has been factory fill since the late 1990s.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, milesKm, type MaintenanceEntry } from '../entry.js';
import { GM_24_CHAIN_WEAR, GM_AFM_OIL_CONSUMPTION } from '../known-issues.js';

const GM_OLS = 'By the GM Oil Life System (change at 0% remaining), at least once a year';
const DEXCOOL = `DEX-COOL (orange, organic acid); change every 5 years or ${milesKm(150000)}, whichever comes first`;
const CABIN = `Replace the passenger-compartment air filter every ${milesKm(22500)}, more often in dusty areas`;
const PLUGS_97 = `Iridium; replace every ${milesKm(97500)}`;
const TRUCKS = ['CHEVROLET', 'GMC', 'CADILLAC'];
const ALL_GM = ['CHEVROLET', 'GMC', 'BUICK', 'CADILLAC', 'PONTIAC', 'SATURN'];
/** Full-size pickups and SUVs (GMT800/GMT900) that shared the Vortec 5.3 L V8. */
const FULL_SIZE = ['SILVERADO', 'SIERRA', 'TAHOE', 'SUBURBAN', 'YUKON', 'AVALANCHE'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const GM: MaintenanceEntry[] = [
  {
    // The Impala SS, Monte Carlo SS, Grand Prix GXP and LaCrosse Super (LS4) and the Colorado/Canyon (LH8) had
    // 5.3 L V8s of their own in these years: the truck entry is kept to the trucks.
    id: 'gm-5.3-v8-gmt900', makes: ['CHEVROLET', 'GMC'], yearFrom: 2007, yearTo: 2013, models: FULL_SIZE,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2007-2013: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS,
      coolant: DEXCOOL,
      knownIssues: [GM_AFM_OIL_CONSUMPTION],
      notes: notes('5.3 L Vortec V8, Gen IV (Silverado, Sierra, Tahoe, Yukon, Suburban, Avalanche); many are flex-fuel (E85 or gasoline, same oil), and many have Active Fuel Management cylinder deactivation.') },
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
      notes: notes('5.3 L EcoTec3 V8 (L84/L82) with Dynamic Fuel Management (Silverado, Sierra, Tahoe, Yukon, Suburban). Use only dexos1 oil.') },
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
      notes: notes('6.0 L Vortec V8 (Silverado/Sierra HD, Express, Savana, Suburban 2500). The two-mode hybrids have their own entry.') },
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
      notes: notes('3.6 L High Feature DOHC V6 (LY7/LLT/LFX/LGZ/LGX) in Traverse, Acadia, Enclave, Equinox, Terrain, Camaro, Colorado, Canyon, Malibu, Impala, LaCrosse, CTS, XT5/XT6, Blazer.') },
  },
  // The 3.6 L of the Impala and of the Equinox and Terrain, with the capacity their own manuals print; the
  // grade is the 3.6 L V6 figure of GM manuals of the same engine family (no Impala or Equinox grade page
  // was found), said so in `checked`.
  {
    id: 'gm-3.6-v6-impala-2014', makes: ['CHEVROLET'], yearFrom: 2014, yearTo: 2020, models: ['IMPALA'],
    engine: 'GM 3.6 L V6 (LFX, Chevrolet Impala)',
    source: 'Chevrolet Impala Owner Manuals, model years 2015, 2016 and 2020, "Capacities and Specifications" (engine oil with filter, 3.6L V6: 5.7 L / 6.0 qt)',
    checked: 'Capacity compared on 2026-11-25 with the "Capacities and Specifications" pages of the 2015 (p. 12-2), 2016 (p. 338) and 2020 (p. 288, 3.6L V6 LFX) Chevrolet Impala Owner Manuals as published at autoguidegalaxy.com: 6.0 qt with filter in all three. Grade: no Impala page giving it was found; SAE 5W-30 dexos1 is the 3.6L V6 grade of the 2020 Chevrolet Colorado Owner Manual, "Engine Oil", p. 232 (autoguidegalaxy.com) and of the 2017 Chevrolet Traverse Owner Manual (see gm-3.6-v6-traverse-2009).',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 dexos1', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('3.6 L direct-injection V6 (LFX) of the tenth-generation Impala (2014-2020).') },
  },
  {
    id: 'gm-3.6-v6-equinox-2013', makes: ['CHEVROLET', 'GMC'], yearFrom: 2013, yearTo: 2017, models: ['EQUINOX', 'TERRAIN'],
    engine: 'GM 3.6 L V6 (LFX, Equinox and Terrain)',
    source: '2016 Chevrolet Equinox Owner Manual, "Capacities and Specifications" (engine oil with filter, 3.6L V6: 5.7 L / 6.0 qt)',
    checked: 'Capacity compared on 2026-11-25 with the "Capacities and Specifications" page (p. 286) of the 2016 Chevrolet Equinox Owner Manual as published at autoguidegalaxy.com (3.6L V6: 6.0 qt with filter; 2.4L L4: 5.0 qt). Other years and the Terrain manuals were not compared. Grade: no Equinox page giving it was found; SAE 5W-30 dexos1 is the 3.6L V6 grade of the 2020 Chevrolet Colorado Owner Manual, "Engine Oil", p. 232 (autoguidegalaxy.com) and of the 2017 Chevrolet Traverse Owner Manual.',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 dexos1', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('3.6 L direct-injection V6 (LFX) of the second-generation Equinox and Terrain (2013-2017).') },
  },
  // The 1.5 L and 2.0 L turbo fours of the third-generation Equinox: the manual's capacity depends on the
  // drive, so both figures are written (front-wheel drive first). The grade is left as the general entries
  // give it: no Equinox page naming the viscosity grade was found.
  {
    id: 'gm-1.5-turbo-equinox-2018', makes: ['CHEVROLET'], yearFrom: 2018, yearTo: 2020, models: ['EQUINOX'],
    engine: 'GM 1.5 L turbo four (LYX, Chevrolet Equinox)',
    source: '2019 and 2020 Chevrolet Equinox Owner Manuals, "Capacities and Specifications" (engine oil with filter, 1.5L L4 gas engine: FWD 4.0 L / 4.2 qt, AWD 5.0 L / 5.3 qt)',
    checked: 'Capacity compared on 2026-11-25 with the "Capacities and Specifications" pages of the 2019 (p. 384) and 2020 (p. 374) Chevrolet Equinox Owner Manuals as published at autoguidegalaxy.com: 1.5L L4 gas engine 4.2 qt (FWD) and 5.3 qt (AWD) with filter in both. The 2018 manual was not read (same generation and engine). The viscosity grade was not compared; the 2020 manual\'s "Recommended Fluids and Lubricants" names dexos1 oil of the proper SAE grade.',
    displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil of the grade on the filler cap', oilCapacity: `${capacityQt(4.2)} (front-wheel drive); ${capacityQt(5.3)} (all-wheel drive)`,
      oilInterval: GM_OLS, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('1.5 L turbo four of the 2018-2020 Equinox. The oil capacity differs with the drive: the all-wheel-drive version takes about a quart more.') },
  },
  {
    id: 'gm-2.0-turbo-equinox-2018', makes: ['CHEVROLET'], yearFrom: 2018, yearTo: 2020, models: ['EQUINOX'],
    engine: 'GM 2.0 L turbo four (LTG, Chevrolet Equinox)',
    source: '2019 and 2020 Chevrolet Equinox Owner Manuals, "Capacities and Specifications" (engine oil with filter, 2.0L L4 gas engine: FWD 4.7 L / 5.0 qt, AWD 5.7 L / 6.0 qt)',
    checked: 'Capacity compared on 2026-11-25 with the "Capacities and Specifications" pages of the 2019 (p. 384) and 2020 (p. 374) Chevrolet Equinox Owner Manuals as published at autoguidegalaxy.com: 2.0L L4 gas engine 5.0 qt (FWD) and 6.0 qt (AWD) with filter in both. The 2018 manual was not read (same generation and engine). The grade (SAE 5W-30, as the general LTG entry gives it) was not compared with an Equinox page.',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 dexos1', oilCapacity: `${capacityQt(5.0)} (front-wheel drive); ${capacityQt(6.0)} (all-wheel drive)`,
      oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('2.0 L turbo four (LTG) of the 2018-2020 Equinox. The oil capacity differs with the drive: the all-wheel-drive version takes a quart more.') },
  },
  {
    // The 2020 Colorado manual gives 0W-20 for the 2.5 L, not the 5W-30 of the general 2.5 L entry.
    id: 'gm-2.5-colorado-2020', makes: ['CHEVROLET', 'GMC'], yearFrom: 2020, yearTo: 2020, models: ['COLORADO', 'CANYON'],
    engine: 'GM 2.5 L four (LCV, Colorado and Canyon)',
    source: '2020 Chevrolet Colorado Owner Manual, "Engine Oil", oil specification and viscosity grade (SAE 0W-20 for the 2.5L L4 engine, SAE 5W-30 for the 3.6L V6; dexos1 full synthetic)',
    checked: 'Grade compared on 2026-11-25 with the "Engine Oil" section (p. 232) of the 2020 Chevrolet Colorado Owner Manual as published at autoguidegalaxy.com. The capacity was not found; other years were not compared.',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 dexos1 (full synthetic)', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('2.5 L Ecotec four (LCV) of the 2020 Colorado and Canyon.') },
  },
  {
    id: 'gm-3.6-v6-traverse-2009', makes: ['CHEVROLET', 'GMC', 'BUICK', 'SATURN'], yearFrom: 2009, yearTo: 2016, models: ['TRAVERSE', 'ACADIA', 'ENCLAVE', 'OUTLOOK'],
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2009-2016: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    checked: 'Grade compared on 2026-11-25 with the 2017 Chevrolet Traverse Owner Manual, "Selecting the Right Engine Oil" (dexos1, SAE 5W-30), as published at autoguidegalaxy.com: the same first-generation Traverse engine, one model year after this range. The 6.0 qt capacity was not compared.',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(6.0), oilInterval: GM_OLS,
      coolant: DEXCOOL,
      notes: notes('3.6 L V6 in the Lambda crossovers (Traverse, Acadia, Enclave, Outlook).') },
  },
  {
    id: 'gm-2.4-ecotec', makes: ['CHEVROLET', 'GMC', 'BUICK', 'PONTIAC', 'SATURN'], yearFrom: 2006, yearTo: 2017,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2006-2017: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    checked: 'Capacity compared on 2026-11-25 with the 2016 Chevrolet Equinox Owner Manual, "Capacities and Specifications" (engine oil with filter, 2.4L L4: 4.7 L / 5.0 qt), as published at autoguidegalaxy.com. The grade was not compared.',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, oil: '5W-30 (GM 6094M through 2010, dexos1 from 2011)', oilCapacity: capacityQt(5.0), oilInterval: GM_OLS, coolant: DEXCOOL,
      knownIssues: [GM_24_CHAIN_WEAR],
      notes: notes('2.4 L Ecotec four (Equinox, Terrain, Malibu, LaCrosse, Regal, HHR, Cobalt SS, G6, Vue, Aura), including the belt-alternator-starter mild hybrids (LAT, eAssist LUK). GM\'s customer program for 2010-2012 LAF and LEA engines is listed under known issues where it applies; check the oil level between changes. Hybrid system: the first belt-alternator-starter hybrids (LAT engine, 2007-2010) carry a 36 V nickel-metal-hydride battery, the eAssist versions (LUK, 2012 on) a 115 V lithium-ion battery; both are air-cooled, so keep the vent clear.') },
  },
  {
    id: 'gm-2.5-ecotec-lcv', makes: ['CHEVROLET', 'GMC', 'BUICK', 'CADILLAC'], yearFrom: 2013, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2013-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    // Only the 2020 Colorado manual was checked for the grade (0W-20, its own entry above); later
    // manuals may have moved too, so the grade past the early years is left to the filler cap.
    spec: { ...base, oil: 'dexos1-licensed oil; 5W-30 on earlier engines, later ones as on the filler cap', oilInterval: GM_OLS, sparkPlugs: PLUGS_97, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('2.5 L Ecotec four (LCV/LKW) in Malibu, Impala, Colorado, Canyon, Equinox, ATS, CT6.') },
  },
  {
    id: 'gm-1.4-turbo', makes: ['CHEVROLET', 'BUICK'], yearFrom: 2011, yearTo: 2022,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2011-2022: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil; 5W-30 on 2011-2016 engines, later engines as on the filler cap', oilInterval: GM_OLS, coolant: DEXCOOL, cabinFilter: CABIN,
      notes: notes('1.4 L turbo four (LUJ/LUV/LE2) in Cruze, Sonic, Trax, Encore.') },
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
      notes: notes('Chevrolet Volt (second generation) 1.5 L range-extender engine; the Malibu Hybrid has a 1.8 L engine with its own entry. Hybrid system: the traction battery has its own DEX-COOL loop with a separate reservoir; the engine can sit unused for months, so the Oil Life System also counts time.') },
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
      notes: notes('3800 Series III V6 (LaCrosse, Lucerne, Grand Prix, Impala, Monte Carlo).') },
  },
  {
    id: 'cadillac-4.6-northstar', makes: ['CADILLAC'], yearFrom: 2000, yearTo: 2011,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2000-2011: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    engineCodes: ['LH2', 'L37', 'LD8'], displacementL: 4.6, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30', coolant: DEXCOOL,
      notes: notes('4.6 L Northstar DOHC V8 (DTS, STS, SRX, XLR, DeVille).') },
  },
  // Engines identified from GM's model/year applications. Oil grade and capacity are given only where an
  // owner's-manual copy was compared; otherwise they are left to the manual rather than guessed.
  {
    id: 'gm-5.3-v8-gmt800', makes: ['CHEVROLET', 'GMC'], yearFrom: 2005, yearTo: 2006, models: FULL_SIZE,
    engine: 'GM 5.3 L Vortec V8 (GMT800 trucks)',
    source: 'Chevrolet and GMC owner manuals, model years 2005-2006: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('5.3 L Vortec V8 of the previous-generation (GMT800) Silverado, Sierra, Tahoe, Suburban, Yukon and Avalanche of 2005-2006; flex-fuel in some.') },
  },
  {
    id: 'gm-5.3-v8-ls4', makes: ['CHEVROLET', 'PONTIAC', 'BUICK'], yearFrom: 2006, yearTo: 2009,
    models: ['IMPALA', 'MONTE CARLO', 'GRAND PRIX', 'LACROSSE'],
    engine: 'GM 5.3 L V8 LS4 (front-wheel-drive cars)',
    source: 'Chevrolet, Pontiac and Buick owner manuals, model years 2006-2009: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('Transverse 5.3 L LS4 V8 with Displacement on Demand (Impala SS 2006-2009, Monte Carlo SS 2006-2007, Pontiac Grand Prix GXP 2005-2008, Buick LaCrosse Super 2008-2009).') },
  },
  {
    id: 'gm-5.3-v8-colorado', makes: ['CHEVROLET', 'GMC'], yearFrom: 2009, yearTo: 2012, models: ['COLORADO', 'CANYON'],
    engine: 'GM 5.3 L V8 (Colorado, Canyon)',
    source: 'Chevrolet Colorado and GMC Canyon owner manuals, model years 2009-2012: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 5.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('5.3 L V8 offered in the first-generation Colorado and Canyon from 2009 to 2012.') },
  },
  {
    id: 'gm-6.2-v8-2007', makes: ['GMC', 'CADILLAC'], yearFrom: 2007, yearTo: 2008, models: ['YUKON', 'SIERRA', 'ESCALADE'],
    engine: 'GM 6.2 L V8 (Yukon Denali, Sierra Denali, Escalade)',
    source: 'GMC and Cadillac owner manuals, model years 2007-2008: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 6.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('6.2 L V8 (L92) of the 2007-2008 Yukon Denali, Sierra Denali and Escalade.') },
  },
  {
    id: 'gm-6.2-v8-2009', makes: ['CHEVROLET', 'GMC', 'CADILLAC'], yearFrom: 2009, yearTo: 2013, models: [...FULL_SIZE, 'ESCALADE'],
    engine: 'GM 6.2 L V8 (full-size trucks, 2009-2013)',
    source: '2010 GMC Yukon Denali Owner Manual and 2010 GMC Sierra Denali Owner Manual, "Capacities and Specifications" (engine oil with filter 6.0 qt / 5.7 L, 6.2L V8)',
    checked: 'Capacity compared on 2026-11-25 with the "Capacities and Specifications" pages of the 2010 GMC Yukon Denali and 2010 GMC Sierra Denali owner manuals as published at autoguidegalaxy.com (6.2L V8, engine oil with filter 6.0 qt). Other years and models were not compared; no grade is given because none was compared.',
    displacementL: 6.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilCapacity: capacityQt(6.0),
      notes: notes('6.2 L V8 (L9H, flex-fuel) of the Yukon Denali, Sierra Denali, Escalade, and Silverado, Sierra and Avalanche upper trims of 2009-2013.') },
  },
  {
    id: 'gm-6.0-two-mode-hybrid', makes: ['CHEVROLET', 'GMC', 'CADILLAC'], yearFrom: 2008, yearTo: 2013,
    engine: 'GM 6.0 L V8 two-mode hybrid',
    source: 'Chevrolet, GMC and Cadillac owner\'s manuals and hybrid supplements, model years 2008-2013 (e.g. 2010 GMC Yukon Hybrid supplement, "Capacities and Specifications")',
    displacementL: 6.0, cylinders: 8, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base,
      notes: notes('6.0 L V8 with the two-mode hybrid transmission (Tahoe and Yukon Hybrid 2008-2013, Escalade Hybrid, Silverado and Sierra Hybrid 2009-2013). Hybrid system: the drive motor/generator control module has its own DEX-COOL loop, separate from the engine\'s; the engine oil grade and capacity are in the base owner manual.') },
  },
  {
    id: 'gm-3.6-v6-lambda-2007', makes: ['GMC', 'SATURN', 'BUICK'], yearFrom: 2007, yearTo: 2008, models: ['ACADIA', 'OUTLOOK', 'ENCLAVE'],
    engine: 'GM 3.6 L V6 (first Lambda crossovers)',
    source: '2007 GMC Acadia Owner Manual, "Capacities and Specifications" (engine oil with filter 5.5 qt / 5.2 L; 3.6L V6, VIN code 7)',
    checked: 'Capacity compared on 2026-11-25 with the "Capacities and Specifications" page (p. 497) of the 2007 GMC Acadia Owner Manual as published at carmanualsonline.info. The 2008 manuals and the grade were not compared.',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilCapacity: capacityQt(5.5),
      notes: notes('3.6 L port-injected V6 (LY7) of the 2007-2008 Acadia and Outlook and the 2008 Enclave.') },
  },
  {
    id: 'gm-3.4-v6', makes: ['CHEVROLET', 'PONTIAC'], yearFrom: 2005, yearTo: 2009,
    engine: 'GM 3.4 L pushrod V6',
    source: 'Chevrolet and Pontiac owner manuals, model years 2005-2009: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 3.4, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.4 L pushrod V6 (Equinox 2005-2009, Pontiac Torrent 2006-2009, Impala and Monte Carlo 2005).') },
  },
  {
    id: 'gm-3.9-v6', makes: ['CHEVROLET', 'PONTIAC', 'SATURN', 'BUICK'], yearFrom: 2006, yearTo: 2011,
    engine: 'GM 3.9 L pushrod V6',
    source: 'Chevrolet, Pontiac, Saturn and Buick owner manuals, model years 2006-2011: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 3.9, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.9 L pushrod V6 with variable valve timing (Impala 2006-2011, Monte Carlo and Malibu SS 2006-2007, Pontiac G6, and the GM minivans of 2006-2008); flex-fuel in later Impalas.') },
  },
  {
    id: 'gm-3.0-v6', makes: ['CHEVROLET', 'GMC', 'CADILLAC', 'BUICK'], yearFrom: 2010, yearTo: 2013,
    engine: 'GM 3.0 L direct-injection V6',
    source: 'Chevrolet, GMC, Cadillac and Buick owner manuals, model years 2010-2013: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil from 2011 (see the filler cap for the grade)', oilInterval: GM_OLS,
      notes: notes('3.0 L direct-injection V6 of the High Feature family (Equinox and Terrain 2010-2012, Cadillac CTS and SRX, Buick LaCrosse); flex-fuel from 2012.') },
  },
  {
    id: 'gm-2.0-turbo-lnf', makes: ['CHEVROLET', 'PONTIAC', 'SATURN'], yearFrom: 2008, yearTo: 2010,
    engine: 'GM 2.0 L Ecotec turbo four (LNF)',
    source: 'Chevrolet, Pontiac and Saturn owner manuals, model years 2008-2010: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.0 L direct-injection turbo Ecotec four (Cobalt SS and HHR SS 2008-2010, Pontiac Solstice GXP and Saturn Sky Red Line).') },
  },
  ...([
    ['gm-2.8-i4-colorado', 2005, 2006, 2.8, 4, '2.8 L inline four (LK5)'],
    ['gm-3.5-i5-colorado', 2005, 2006, 3.5, 5, '3.5 L inline five (L52)'],
    ['gm-2.9-i4-colorado', 2007, 2012, 2.9, 4, '2.9 L inline four (LLV)'],
    ['gm-3.7-i5-colorado', 2007, 2012, 3.7, 5, '3.7 L inline five (LLR)'],
  ] as const).map(([id, yearFrom, yearTo, displacementL, cylinders, name]): MaintenanceEntry => ({
    id, makes: ['CHEVROLET', 'GMC'], yearFrom, yearTo, models: ['COLORADO', 'CANYON'],
    engine: `GM ${name} (Colorado, Canyon)`,
    source: `Chevrolet Colorado and GMC Canyon owner manuals, model years ${yearFrom}-${yearTo}: sections "Capacities and Specifications" and "Maintenance Schedule"`,
    displacementL, cylinders, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes(`Atlas-family ${name} of the first-generation Colorado and Canyon, ${yearFrom}-${yearTo}.`) },
  })),
  {
    id: 'gm-2.0-diesel-cruze', makes: ['CHEVROLET'], yearFrom: 2014, yearTo: 2015, models: ['CRUZE'],
    engine: 'GM 2.0 L turbodiesel four (Cruze Diesel)',
    source: 'Chevrolet Cruze owner\'s manuals and diesel supplements, model years 2014-2015',
    displacementL: 2.0, cylinders: 4, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.0 L turbodiesel four (LUZ) of the first-generation Cruze Diesel. It needs diesel exhaust fluid (DEF); the diesel oil specification (dexos2) is in the manual.') },
  },
  {
    id: 'gm-1.6-diesel', makes: ['CHEVROLET', 'GMC'], yearFrom: 2017, yearTo: 2019, models: ['CRUZE', 'EQUINOX', 'TERRAIN'],
    engine: 'GM 1.6 L turbodiesel four',
    source: 'Chevrolet Cruze, Chevrolet Equinox and GMC Terrain owner manuals, model years 2017-2019: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 1.6, cylinders: 4, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('1.6 L turbodiesel four (LH7) of the second-generation Cruze Diesel (2017-2019) and the Equinox and Terrain diesel (2018-2019). It needs diesel exhaust fluid (DEF).') },
  },
  {
    id: 'gm-1.8-malibu-hybrid', makes: ['CHEVROLET'], yearFrom: 2016, yearTo: 2019, models: ['MALIBU'],
    engine: 'GM 1.8 L four (Malibu Hybrid)',
    source: 'Chevrolet Malibu owner manuals, model years 2016-2019: sections "Capacities and Specifications" and "Maintenance Schedule"',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oilInterval: GM_OLS,
      notes: notes('1.8 L direct-injection four (LKN) of the Malibu Hybrid, with a two-motor drive unit. Hybrid system: battery and power-electronics service is in the manual\'s hybrid section.') },
  },
  {
    id: 'gm-generic-gasoline-2011', makes: ALL_GM, yearFrom: 2011, yearTo: 2026,
    source: 'GM (Chevrolet, GMC, Buick, Cadillac) owner\'s manuals, model years 2011-2026: chapters "Technical Data" (capacities and specifications) and "Maintenance Schedule"',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'dexos1-licensed oil of the grade on the filler cap', oilInterval: GM_OLS, coolant: DEXCOOL,
      notes: notes('General GM petrol-engine rules; the engine could not be identified precisely from the VIN, so grades and capacities are left to the owner\'s manual.') },
  },
];
