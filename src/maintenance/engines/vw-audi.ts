/**
 * Volkswagen and Audi. From the 2009 model year VW of America and Audi schedule oil changes every
 * 10,000 miles or 1 year with oil carrying the VW approval the manual names (502 00 for most petrol
 * engines of these years, 507 00 for TDI diesels, 508 00 0W-20 on several later engines).
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, everyMiles, type MaintenanceEntry } from '../entry.js';
import { VW_EA888_TENSIONER, VW_EA888_WATER_PUMP_2008, VW_EA888_WATER_PUMP_2015 } from '../known-issues.js';

const OIL = everyMiles(10000, 12);
const BRAKE = 'DOT 4 (VW 501 14); first change after 3 years, then every 2 years';
const VA = ['VOLKSWAGEN', 'AUDI'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const VW_AUDI: MaintenanceEntry[] = [
  {
    id: 'vw-ea888-2.0t-gen1-2', makes: VA, yearFrom: 2008, yearTo: 2014,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2008-2014: sections on engine oil and the maintenance schedule',
    models: ['GTI', 'GLI', 'CC', 'TIGUAN', 'EOS', 'PASSAT', 'A3', 'A4', 'A5', 'A6', 'Q3', 'Q5', 'TT', 'ALLROAD'],
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 502 00 approved synthetic (5W-40 or as the manual lists)', oilInterval: OIL, brakeFluid: BRAKE,
      knownIssues: [VW_EA888_TENSIONER, VW_EA888_WATER_PUMP_2008, VW_EA888_WATER_PUMP_2015],
      notes: notes('2.0 TSI/TFSI EA888 turbo four, first and second generation (GTI, Jetta GLI, CC, Passat, Tiguan, Eos, Audi A3, A4, A5, Q5, TT). Timing-chain tensioner failures (2008-2012) and oil consumption (some 2009-2011 Audi engines) are known: check the level between changes.') },
  },
  {
    id: 'vw-ea888-2.0t-gen3', makes: VA, yearFrom: 2015, yearTo: 2026,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2015-2026: sections on engine oil and the maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      knownIssues: [VW_EA888_WATER_PUMP_2015],
      notes: notes('2.0 TSI/TFSI EA888 turbo four, third generation and later (GTI, Golf R, Jetta GLI, Tiguan, Atlas and Atlas Cross Sport 2.0T, Passat 2.0T, Arteon, Audi A3/A4/A5/A6/Q3/Q5/Q7 45 TFSI). Oil approval differs by year: VW 502 00 on earlier engines, VW 508 00 (0W-20) on many later ones; use exactly what the manual or filler cap states. Water-pump/thermostat housing leaks are common.') },
  },
  {
    id: 'vw-ea888-1.8t', makes: VA, yearFrom: 2014, yearTo: 2021,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2014-2021: sections on engine oil and the maintenance schedule',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 502 00 approved synthetic', oilInterval: OIL, brakeFluid: BRAKE,
      knownIssues: [VW_EA888_WATER_PUMP_2015],
      notes: notes('1.8 TSI EA888 third-generation turbo four (Jetta 2014-2018, Passat 2014-2017, Beetle, Golf and SportWagen 2015-2019, Audi A3 1.8 TFSI). Water-pump/thermostat housing leaks are common.') },
  },
  {
    id: 'vw-2.5-i5', makes: ['VOLKSWAGEN'], yearFrom: 2005, yearTo: 2014,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2005-2014: sections on engine oil and the maintenance schedule',
    displacementL: 2.5, cylinders: 5, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 502 00 approved synthetic', brakeFluid: BRAKE,
      notes: notes('2.5 L five-cylinder (Jetta 2005-2014, Rabbit/Golf, Beetle, Passat 2012-2014). Timing chain at the back of the engine; from the 2009 model year VW schedules oil every 10,000 miles or 1 year.') },
  },
  {
    id: 'vw-2.0-na-jetta', makes: ['VOLKSWAGEN'], yearFrom: 2005, yearTo: 2014, excludeModels: ['GTI', 'GLI', 'CC', 'TIGUAN', 'EOS', 'PASSAT'],
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2005-2014: sections on engine oil and the maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: BRAKE,
      notes: notes('Volkswagen 2.0 L four of 2005-2014 (the 8-valve naturally aspirated engine in Jetta S/SE, Golf, Beetle, or a 2.0 TSI in GLI/GTI variants decoded without the model); oil approval and interval depend on which engine, so they are left to the owner\'s manual.') },
  },
  {
    id: 'vw-ea211-1.4t', makes: VA, yearFrom: 2016, yearTo: 2021,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2016-2021: sections on engine oil and the maintenance schedule',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('1.4 TSI EA211 turbo four with a timing belt (Jetta 2016-2021, Golf 2015-2019). Use the oil approval on the filler cap (VW 508 00 0W-20 on 2019-on Jetta).') },
  },
  {
    id: 'vw-ea211-1.5t', makes: VA, yearFrom: 2022, yearTo: 2026,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2022-2026: sections on engine oil and the maintenance schedule',
    displacementL: 1.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('1.5 TSI EA211 evo turbo four (Jetta 2022 on, Taos). Use the oil approval on the filler cap.') },
  },
  {
    id: 'vw-3.6-vr6', makes: VA, yearFrom: 2006, yearTo: 2024, excludeModels: ['ROUTAN'],
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2006-2024: sections on engine oil and the maintenance schedule',
    displacementL: 3.6, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 502 00 approved synthetic', oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('3.6 L VR6 (Atlas 2018-2024, Touareg 2011-2017, Passat 2012-2016, CC, Audi Q7 3.6 2007-2010).') },
  },
  {
    id: 'vw-tdi-2.0-ea189', makes: VA, yearFrom: 2009, yearTo: 2015,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2009-2015: sections on engine oil and the maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 507 00 approved 5W-30 (required with the diesel particulate filter)', oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('2.0 TDI common-rail diesel (Jetta, Golf, Passat, Beetle TDI, Audi A3 TDI). Most were modified or bought back under the emissions settlement: check the car\'s emissions-modification records; the high-pressure fuel pump is sensitive to fuel quality.') },
  },
  {
    id: 'vw-tdi-3.0', makes: ['VOLKSWAGEN', 'AUDI', 'PORSCHE'], yearFrom: 2009, yearTo: 2016,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2009-2016: sections on engine oil and the maintenance schedule',
    displacementL: 3.0, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 507 00 approved 5W-30', oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('3.0 TDI V6 diesel (Touareg, Audi Q5, Q7, A6, A7, A8, Porsche Cayenne Diesel). AdBlue (DEF) is needed; most were modified under the emissions settlement.') },
  },
  {
    id: 'audi-3.0t-supercharged', makes: ['AUDI', 'VOLKSWAGEN'], yearFrom: 2009, yearTo: 2018,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2009-2018: sections on engine oil and the maintenance schedule',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 502 00 approved synthetic', oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('3.0 TFSI supercharged V6 (Audi A6, A7, A8, Q5, Q7, S4, S5, SQ5, VW Touareg Hybrid). Water-pump and thermostat leaks are common. 2018 models may carry the turbocharged EA839 instead; its oil approval can differ.') },
  },
  {
    id: 'audi-3.0t-ea839', makes: ['AUDI', 'VOLKSWAGEN'], yearFrom: 2019, yearTo: 2026,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2019-2026: sections on engine oil and the maintenance schedule',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('3.0 TFSI EA839 turbo V6, often with a 48 V mild-hybrid system (Audi A6, A7, A8, Q7, Q8, SQ5, S4, S5). Use the oil approval on the filler cap.') },
  },
  {
    id: 'audi-4.2-fsi-v8', makes: ['AUDI'], yearFrom: 2007, yearTo: 2015,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2007-2015: sections on engine oil and the maintenance schedule',
    displacementL: 4.2, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'VW 502 00 approved synthetic', oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('4.2 FSI V8 (Audi A8, Q7 4.2, S5 2008-2012, R8). The timing chains are at the back of the engine; intake-valve carbon build-up is common.') },
  },
  {
    id: 'vw-audi-ea113-2.0t', makes: VA, yearFrom: 2005, yearTo: 2007,
    models: ['PASSAT', 'GTI', 'GLI', 'EOS', 'A3', 'A4'],
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2005-2007: sections on engine oil and the maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: BRAKE,
      notes: notes('2.0 T FSI EA113 turbo four with a timing belt (Passat 2006-2007, GTI and Jetta GLI 2006-2007, Eos, Audi A3 and A4 2.0T); 2008 cars may have it or the EA888. The oil approval, capacity and the timing-belt interval are left to the owner\'s manual and maintenance booklet.') },
  },
  {
    id: 'vw-jetta-2.0-2015', makes: ['VOLKSWAGEN'], yearFrom: 2015, yearTo: 2016, models: ['JETTA'],
    source: 'Volkswagen owner\'s manuals and Warranty and Maintenance booklets, model years 2015-2016: sections on engine oil and the maintenance schedule',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('Jetta 2.0 L of 2015-2016: the naturally aspirated 8-valve four of the Jetta S, or the 2.0 TSI EA888 turbo of the GLI. The decode does not say which, so the oil approval and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'vw-tdi-1.9-pd', makes: VA, yearFrom: 2004, yearTo: 2006,
    source: 'Volkswagen owner\'s manuals and Warranty and Maintenance booklets, model years 2004-2006: sections on engine oil and the maintenance schedule',
    displacementL: 1.9, cylinders: 4, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: BRAKE,
      notes: notes('1.9 TDI unit-injector (Pumpe-Düse) diesel (Jetta, Golf and New Beetle TDI 2004-2006). Unit-injector engines need oil with the VW approval the manual names for them; the camshaft and injectors are sensitive to the wrong oil. The timing belt is replaced on the interval in the maintenance booklet.') },
  },
  {
    id: 'vw-jetta-hybrid-1.4t', makes: ['VOLKSWAGEN'], yearFrom: 2013, yearTo: 2016, models: ['JETTA'],
    source: 'Volkswagen owner\'s manuals and Warranty and Maintenance booklets, model years 2013-2016: sections on engine oil and the maintenance schedule',
    displacementL: 1.4, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('Jetta Hybrid: 1.4 TSI turbo four with an electric motor and a 7-speed dual-clutch transmission. Hybrid system: the high-voltage battery is cooled by cabin air drawn in behind the rear seat; keep the intake clear. Oil approval and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'vw-audi-generic-gasoline-2009', makes: VA, yearFrom: 2009, yearTo: 2026,
    source: 'Volkswagen and Audi owner\'s manuals and Warranty and Maintenance booklets, model years 2009-2026: sections on engine oil and the maintenance schedule',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: OIL, brakeFluid: BRAKE,
      notes: notes('General Volkswagen/Audi rule; the engine could not be identified precisely from the VIN, so the oil approval (VW 502 00, 504 00 or 508 00) and capacity are left to the owner\'s manual. Hybrid models: the high-voltage battery has its own coolant loop.') },
  },
];
