/**
 * Ford, Lincoln and Mercury engine families. Ford's Intelligent Oil-Life Monitor (2011 on) caps the
 * interval at 10,000 miles or 1 year; earlier model years used a fixed schedule, so the monitor rule
 * is only given from 2011. EcoBoost engines are told apart from naturally aspirated ones of the same
 * displacement by vPIC's EngineModel descriptor `GTDI` (gasoline turbocharged direct injection).
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, milesKm, type MaintenanceEntry } from '../entry.js';
import { FORD_16_OVERHEATING, FORD_27_OIL_CHECK } from '../known-issues.js';

const FORD_OLM = 'By the Intelligent Oil-Life Monitor, at most 10,000 miles (16,000 km) or 1 year';
const DOT4LV = 'DOT 4 Low Viscosity (Motorcraft PM-20, Ford WSS-M6C65-A2)';
const TURBO = ['GTDI', 'ECOBOOST'];
// Ford lists 60,000 miles under its special operating conditions; the normal-schedule figure varies by year.
const ECO_PLUGS = `Replace every ${milesKm(60000)} when towing or idling extensively (Ford special operating conditions); otherwise at the normal-schedule interval in the manual`;
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const FORD: MaintenanceEntry[] = [
  {
    id: 'ford-3.5-ecoboost-gen1', makes: ['FORD', 'LINCOLN'], yearFrom: 2010, yearTo: 2016,
    source: 'Ford and Lincoln owner\'s manuals, model years 2010-2016: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-A)', oilCapacity: capacityQt(6.0), oilInterval: FORD_OLM,
      sparkPlugs: ECO_PLUGS,
      notes: notes('First-generation twin-turbo 3.5 L EcoBoost V6 (F-150, Expedition, Explorer Sport, Flex, Taurus SHO, MKS/MKT, Transit). Timing-chain stretch shows as a rattle at cold start.') },
  },
  {
    id: 'ford-3.5-ecoboost-gen2', makes: ['FORD', 'LINCOLN'], yearFrom: 2017, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2017-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-B1)', oilCapacity: capacityQt(6.0), oilInterval: FORD_OLM,
      sparkPlugs: ECO_PLUGS, brakeFluid: DOT4LV,
      notes: notes('Second-generation twin-turbo 3.5 L EcoBoost V6 with port and direct injection (F-150, Expedition, Navigator, Raptor).') },
  },
  {
    id: 'ford-3.5-powerboost-hybrid', makes: ['FORD'], yearFrom: 2021, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2021-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-B1)', oilInterval: FORD_OLM, brakeFluid: DOT4LV,
      notes: notes('F-150 PowerBoost: 3.5 L EcoBoost V6 with a motor in the 10-speed transmission. Hybrid system: the traction battery and power electronics have their own coolant loop; have it checked at each service.') },
  },
  {
    id: 'ford-3.5-tivct-2007', makes: ['FORD', 'LINCOLN', 'MERCURY'], yearFrom: 2007, yearTo: 2010,
    source: 'Ford and Lincoln owner\'s manuals, model years 2007-2010: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    excludeTokens: TURBO, displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C930-A)', sparkPlugs: `Platinum; replace every ${milesKm(100000)}`,
      notes: notes('Naturally aspirated 3.5 L Duratec V6 (Edge, MKX, Taurus, Sable, MKZ, Flex). The water pump is inside the engine, driven by the timing chain: a coolant loss with no visible leak needs attention.') },
  },
  {
    id: 'ford-3.5-tivct-2011', makes: ['FORD', 'LINCOLN'], yearFrom: 2011, yearTo: 2019,
    source: 'Ford and Lincoln owner\'s manuals, model years 2011-2019: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    excludeTokens: TURBO, displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', oilInterval: FORD_OLM, sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('Naturally aspirated 3.5 L Ti-VCT V6 (Explorer, Flex, Taurus, Edge, F-150 2015-2017, MKT, MKX). The water pump is inside the engine, driven by the timing chain.') },
  },
  {
    id: 'ford-2.7-ecoboost', makes: ['FORD', 'LINCOLN'], yearFrom: 2015, yearTo: 2026,
    engine: 'Ford 2.7 L EcoBoost twin-turbo V6',
    source: 'Ford and Lincoln owner\'s manuals, model years 2015-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 2.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-B1)', oilInterval: FORD_OLM, sparkPlugs: ECO_PLUGS,
      knownIssues: [FORD_27_OIL_CHECK],
      notes: notes('2.7 L "Nano" twin-turbo EcoBoost V6 (F-150, Edge ST, Bronco, Fusion Sport, Nautilus, Continental).') },
  },
  {
    id: 'ford-2.7-ecoboost-f150', makes: ['FORD'], yearFrom: 2015, yearTo: 2026, models: ['F-150'],
    engine: 'Ford 2.7 L EcoBoost twin-turbo V6 (F-150)',
    source: 'Ford F-150 Owner\'s Manuals, model years 2015-2026, "Capacities and Specifications" (2.7L EcoBoost: SAE 5W-30, 6.0 qt including the filter)',
    engineTokens: TURBO, displacementL: 2.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-A; WSS-M2C946-B1 on later model years)', oilCapacity: capacityQt(6.0), oilInterval: FORD_OLM,
      sparkPlugs: ECO_PLUGS, brakeFluid: DOT4LV,
      knownIssues: [FORD_27_OIL_CHECK],
      notes: notes('F-150 with the 2.7 L twin-turbo EcoBoost V6.') },
  },
  {
    id: 'ford-2.3-ecoboost', makes: ['FORD', 'LINCOLN'], yearFrom: 2015, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2015-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 2.3, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-B1)', oilInterval: FORD_OLM,
      notes: notes('2.3 L EcoBoost turbo four (Mustang EcoBoost, Ranger, Explorer, Bronco, Focus RS, MKC, Corsair, Aviator base).') },
  },
  {
    id: 'ford-2.0-ecoboost', makes: ['FORD', 'LINCOLN'], yearFrom: 2013, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2013-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-A/-B1)', oilInterval: FORD_OLM,
      notes: notes('2.0 L EcoBoost turbo four (Escape, Fusion, Edge, Explorer, Bronco Sport, Maverick, MKC, MKZ, Corsair).') },
  },
  {
    id: 'ford-1.6-ecoboost', makes: ['FORD'], yearFrom: 2013, yearTo: 2016,
    source: 'Ford and Lincoln owner\'s manuals, model years 2013-2016: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', oilInterval: FORD_OLM,
      knownIssues: [FORD_16_OVERHEATING],
      notes: notes('1.6 L EcoBoost turbo four (Escape, Fusion). Check coolant level regularly: this engine is subject to coolant-loss recalls.') },
  },
  {
    id: 'ford-1.5-ecoboost-i4', makes: ['FORD'], yearFrom: 2014, yearTo: 2019,
    engine: 'Ford 1.5 L EcoBoost turbo four',
    source: 'Ford Escape (2017-2019) and Fusion (2014-2019) Owner\'s Manuals, "Capacities and Specifications" (1.5L EcoBoost: SAE 5W-20, 4.3 qt including the filter)',
    checked: 'Capacity compared on 2026-11-25 with a published figure of 4.05 L (4.3 qt) including the filter for the 1.5 L EcoBoost; not yet compared with a scan of the manual page.',
    engineTokens: TURBO, displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-B1)', oilCapacity: capacityQt(4.3), oilInterval: FORD_OLM,
      notes: notes('1.5 L EcoBoost turbo four (Fusion, Escape). Check coolant level regularly.') },
  },
  {
    id: 'ford-1.5-ecoboost-i3', makes: ['FORD'], yearFrom: 2019, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2019-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 1.5, cylinders: 3, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FORD_OLM,
      notes: notes('1.5 L "Dragon" EcoBoost turbo three (Escape, Bronco Sport, EcoSport). It uses a wet timing belt running in oil, which makes the exact oil specification on the filler cap important.') },
  },
  {
    id: 'ford-1.0-ecoboost', makes: ['FORD'], yearFrom: 2014, yearTo: 2022,
    source: 'Ford and Lincoln owner\'s manuals, model years 2014-2022: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    engineTokens: TURBO, displacementL: 1.0, cylinders: 3, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C948-B)', oilInterval: FORD_OLM,
      notes: notes('1.0 L EcoBoost turbo three (Fiesta, Focus, EcoSport) with a wet timing belt in oil: use only the specified oil.') },
  },
  {
    id: 'ford-5.0-coyote-f150-2011', makes: ['FORD'], yearFrom: 2011, yearTo: 2017, models: ['F-150'],
    source: 'Ford and Lincoln owner\'s manuals, model years 2011-2017: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 5.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', oilCapacity: capacityQt(7.7), oilInterval: FORD_OLM,
      sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('F-150 with the 5.0 L Coyote V8 (flex-fuel capable in most years: E85 or gasoline, same oil).') },
  },
  {
    id: 'ford-5.0-coyote-f150-2018', makes: ['FORD'], yearFrom: 2018, yearTo: 2026, models: ['F-150'],
    source: 'Ford and Lincoln owner\'s manuals, model years 2018-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 5.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FORD_OLM, sparkPlugs: `Replace every ${milesKm(100000)}`, brakeFluid: DOT4LV,
      notes: notes('F-150 with the third/fourth-generation 5.0 L Coyote V8 (port and direct injection).') },
  },
  {
    id: 'ford-5.0-coyote-mustang-2011', makes: ['FORD'], yearFrom: 2011, yearTo: 2017, models: ['MUSTANG'],
    source: 'Ford and Lincoln owner\'s manuals, model years 2011-2017: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 5.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', oilInterval: FORD_OLM,
      sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('Mustang GT 5.0 L Coyote V8. Track use calls for more frequent oil changes.') },
  },
  {
    id: 'ford-5.0-coyote', makes: ['FORD'], yearFrom: 2011, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2011-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 5.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FORD_OLM, sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('5.0 L Coyote DOHC V8 (F-150, Mustang GT).') },
  },
  {
    id: 'ford-4.6-modular', makes: ['FORD', 'LINCOLN', 'MERCURY'], yearFrom: 2005, yearTo: 2011,
    source: 'Ford and Lincoln owner\'s manuals, model years 2005-2011: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 4.6, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C930-A)', oilCapacity: capacityQt(6.0), sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('4.6 L Modular V8 (Crown Victoria, Grand Marquis, Town Car, Mustang GT 2005-2010, F-150, Explorer, Mountaineer).') },
  },
  {
    id: 'ford-5.4-triton-3v', makes: ['FORD', 'LINCOLN'], yearFrom: 2005, yearTo: 2014,
    source: 'Ford and Lincoln owner\'s manuals, model years 2005-2014: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 5.4, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C930-A)', oilCapacity: capacityQt(7.0), sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('5.4 L Triton 3-valve V8 (F-150, Expedition, Navigator, Super Duty, E-Series). Its two-piece spark plugs are known to break on removal: have them replaced by a shop that uses the service procedure. Cam phasers are sensitive to oil quality.') },
  },
  {
    id: 'ford-6.2-v8', makes: ['FORD'], yearFrom: 2010, yearTo: 2022,
    source: 'Ford and Lincoln owner\'s manuals, model years 2010-2022: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 6.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('6.2 L "Boss" SOHC V8 (Super Duty, F-150 Raptor 2010-2014, F-150 2011-2014).') },
  },
  {
    id: 'ford-7.3-godzilla', makes: ['FORD'], yearFrom: 2020, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2020-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 7.3, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-B1)', oilInterval: FORD_OLM,
      notes: notes('7.3 L pushrod V8 (Super Duty, E-Series, F-650/750).') },
  },
  {
    id: 'ford-3.7-tivct', makes: ['FORD', 'LINCOLN'], yearFrom: 2011, yearTo: 2019,
    source: 'Ford and Lincoln owner\'s manuals, model years 2011-2019: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 3.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', oilInterval: FORD_OLM, sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('3.7 L Ti-VCT V6 (Mustang V6, F-150 2011-2014, Edge Sport, MKX, MKZ, MKS, Transit). The water pump is driven by the timing chain inside the engine.') },
  },
  {
    id: 'ford-3.3-tivct', makes: ['FORD'], yearFrom: 2018, yearTo: 2023,
    source: 'Ford and Lincoln owner\'s manuals, model years 2018-2023: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 3.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-B1)', oilInterval: FORD_OLM, sparkPlugs: `Replace every ${milesKm(100000)}`,
      brakeFluid: DOT4LV,
      notes: notes('3.3 L Ti-VCT V6 with port and direct injection (F-150 base engine 2018-2020, Explorer police).') },
  },
  {
    id: 'ford-3.0-duratec-v6', makes: ['FORD', 'MERCURY', 'LINCOLN'], yearFrom: 2005, yearTo: 2012,
    source: 'Ford and Lincoln owner\'s manuals, model years 2005-2012: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C930-A)', sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('3.0 L Duratec V6 (Escape, Mariner, Fusion, Milan, MKZ/Zephyr, Five Hundred). Flex-fuel in some 2009-2012 models.') },
  },
  {
    id: 'ford-4.0-sohc-v6', makes: ['FORD', 'MERCURY'], yearFrom: 2005, yearTo: 2011,
    source: 'Ford and Lincoln owner\'s manuals, model years 2005-2011: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 4.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-30 (Ford WSS-M2C946-A)', sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('4.0 L SOHC V6 (Explorer, Ranger, Mustang 2005-2010 V6, Mountaineer). Timing-chain guide wear shows as a rattle.') },
  },
  {
    id: 'ford-2.5-duratec-i4', makes: ['FORD', 'MERCURY', 'LINCOLN'], yearFrom: 2009, yearTo: 2020,
    source: 'Ford and Lincoln owner\'s manuals, model years 2009-2020: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('2.5 L Duratec four (Escape, Fusion, Milan, Mariner, Transit Connect).') },
  },
  {
    id: 'ford-2.5-hybrid', makes: ['FORD', 'LINCOLN', 'MERCURY'], yearFrom: 2009, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2009-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('2.5 L Atkinson-cycle four in Ford\'s power-split hybrids (Escape/Mariner Hybrid 2009-2012, Fusion/Milan Hybrid 2010-2012, MKZ Hybrid 2011-2012, Escape and Corsair hybrid/PHEV 2020 on, Maverick Hybrid). Hybrid system: the eCVT needs no clutch service; the traction battery\'s air intake (often under the rear seat) must be kept clear.') },
  },
  {
    id: 'ford-2.0-hybrid', makes: ['FORD', 'LINCOLN'], yearFrom: 2013, yearTo: 2020,
    source: 'Ford and Lincoln owner\'s manuals, model years 2013-2020: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: FORD_OLM,
      notes: notes('2.0 L Atkinson-cycle four in Ford\'s power-split hybrids (Fusion Hybrid and Energi 2013-2020, C-Max Hybrid and Energi, MKZ Hybrid 2013-2020). Hybrid system: the eCVT needs no clutch service; the traction battery\'s air intake (behind the rear seat) must be kept clear.') },
  },
  {
    id: 'ford-2.0-duratec-i4', makes: ['FORD'], yearFrom: 2005, yearTo: 2018,
    source: 'Ford and Lincoln owner\'s manuals, model years 2005-2018: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    excludeTokens: TURBO, displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (Ford WSS-M2C945-A)', sparkPlugs: `Replace every ${milesKm(100000)}`,
      notes: notes('2.0 L Duratec four (Focus 2005-2018, Transit Connect). Focus 2012-2016 with the PowerShift dual-clutch transmission: clutch shudder is a known issue.') },
  },
  {
    id: 'ford-6.7-powerstroke', makes: ['FORD'], yearFrom: 2011, yearTo: 2026,
    source: 'Ford and Lincoln owner\'s manuals, model years 2011-2026: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 6.7, cylinders: 8, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: '10W-30 or 15W-40 diesel oil meeting Ford WSS-M2C171-F1 (API CK-4); earlier years specified WSS-M2C171-E (API CJ-4)', oilInterval: FORD_OLM,
      notes: notes('6.7 L Power Stroke diesel V8 (Super Duty). Drain the fuel-water separator when the message shows; two fuel filters; diesel exhaust fluid (DEF) refills.') },
  },
  {
    id: 'ford-6.4-powerstroke', makes: ['FORD'], yearFrom: 2008, yearTo: 2010,
    source: 'Ford and Lincoln owner\'s manuals, model years 2008-2010: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 6.4, cylinders: 8, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('6.4 L Power Stroke diesel V8 (Super Duty). Twin sequential turbos and a diesel particulate filter; fuel dilution of the oil makes regular oil changes important.') },
  },
  {
    id: 'ford-6.0-powerstroke', makes: ['FORD'], yearFrom: 2003, yearTo: 2007,
    source: 'Ford and Lincoln owner\'s manuals, model years 2003-2007: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 6.0, cylinders: 8, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: '15W-40 diesel oil (API CI-4 or later)',
      notes: notes('6.0 L Power Stroke diesel V8 (Super Duty, Excursion, E-Series). Use the Ford-specified coolant: the oil cooler and EGR cooler are sensitive to coolant condition.') },
  },
  {
    id: 'ford-7.3-powerstroke', makes: ['FORD'], yearFrom: 1994, yearTo: 2003,
    source: 'Ford and Lincoln owner\'s manuals, model years 1994-2003: chapters "Capacities and Specifications" and "Scheduled Maintenance"',
    displacementL: 7.3, cylinders: 8, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: '15W-40 diesel oil (API CH-4 or later)',
      notes: notes('7.3 L Power Stroke diesel V8 (Super Duty, Excursion, E-Series). Total oil capacity includes the high-pressure oil system that fires the injectors.') },
  },
];
