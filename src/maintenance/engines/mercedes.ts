/**
 * Mercedes-Benz. US models of these years follow the Flexible Service System: Service A after
 * 10,000 miles or 1 year, then B and A alternately at the same interval; brake fluid every 2 years.
 * vPIC model names are class names ("C-Class", "GLC-Class"), so four-cylinder families are told
 * apart by class.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, type MaintenanceEntry } from '../entry.js';

const FSS = 'Flexible Service System: Service A after 10,000 miles (16,000 km) or 1 year, then B and A alternately every 10,000 miles or 1 year';
const BRAKE = 'DOT 4 Plus (MB-Approval 331.0); replace every 2 years';
const MB229_5 = 'Engine oil with MB-Approval 229.5 (SAE 0W-40 or 5W-40 as listed)';
const MB = ['MERCEDES-BENZ'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const MERCEDES: MaintenanceEntry[] = [
  {
    id: 'mb-m274-2.0t', makes: MB, yearFrom: 2015, yearTo: 2021, models: ['C-CLASS', 'GLC-CLASS', 'GLC', 'E-CLASS', 'SLC-CLASS', 'SLC'],
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2015-2021: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: MB229_5, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('2.0 L M274 turbo four (C 300 2015-2021, GLC 300 2016-2022, E 300 2017-2020, SLC 300). Camshaft-adjuster magnet oil leaks into the wiring are common.') },
  },
  {
    id: 'mb-m254-2.0t-mild-hybrid', makes: MB, yearFrom: 2022, yearTo: 2026, models: ['C-CLASS', 'GLC-CLASS', 'GLC', 'E-CLASS', 'CLE-CLASS', 'CLE'],
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2022-2026: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('2.0 L M254 turbo four with 48 V integrated starter-generator (C 300 2022 on, GLC 300 2023 on, E 350 2024 on, CLE 300). Hybrid system: the 48 V battery needs no routine service. Use the MB oil approval in the manual (229.71 on these engines).') },
  },
  {
    id: 'mb-m270-m260-2.0t', makes: MB, yearFrom: 2014, yearTo: 2026, models: ['CLA-CLASS', 'CLA', 'GLA-CLASS', 'GLA', 'GLB-CLASS', 'GLB', 'A-CLASS'],
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2014-2026: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('2.0 L M270/M260 transverse turbo four (CLA 250 2014 on, GLA 250, GLB 250, A 220). Use the MB oil approval in the manual. Dual-clutch transmission service is on its own schedule.') },
  },
  {
    id: 'mb-3.5-v6', makes: MB, yearFrom: 2006, yearTo: 2019,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2006-2019: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: MB229_5, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('3.5 L M272 (2006-2011) or M276 (2012-2019) V6 (C 350, E 350, ML/GLE 350, GLK 350, R 350, S 400 Hybrid uses it too). 2005-2008 M272 engines can suffer balance-shaft/idler sprocket wear, shown by timing-related fault codes.') },
  },
  {
    id: 'mb-3.0-six-gasoline', makes: MB, yearFrom: 2015, yearTo: 2026,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2015-2026: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('3.0 L six: M276 twin-turbo V6 (C 400/C 43, E 400/E 43, GLC 43, GLE 43, 2015-2019) or M256 turbo inline six with 48 V EQ Boost (E 450, GLE 450, GLS 450, CLS 450, S 450/500, 2019 on). Use the MB oil approval in the manual. Hybrid system (EQ Boost): the 48 V starter-generator and battery need no routine service.') },
  },
  {
    id: 'mb-om642-3.0-diesel', makes: MB, yearFrom: 2007, yearTo: 2018,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2007-2018: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 3.0, cylinders: 6, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oil: 'Engine oil with MB-Approval 229.51 or 229.52 (low-ash, required with the particulate filter)', oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('3.0 L OM642 BlueTEC/CDI V6 diesel (ML 320/350, GL 320/350, E 320/350, R 320/350, S 350, Sprinter). BlueTEC models need AdBlue (DEF); oil-cooler seal leaks in the engine valley are a known repair.') },
  },
  {
    id: 'mb-m278-4.7-v8', makes: MB, yearFrom: 2007, yearTo: 2019,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2007-2019: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 4.7, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: MB229_5, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('4.7 L M278 twin-turbo V8 (S 550, GL 550, E 550, CLS 550, SL 550, ML/GLE 550, 2012-2019).') },
  },
  {
    id: 'mb-m273-5.5-v8', makes: MB, yearFrom: 2007, yearTo: 2013,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2007-2013: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 5.5, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: MB229_5, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('5.5 L M273 V8 (S 550, E 550, CL 550, SL 550, GL 550, ML 550, 2007-2013). Balance-shaft/idler sprocket wear is known on early builds.') },
  },
  {
    id: 'mb-4.0-v8-biturbo', makes: MB, yearFrom: 2015, yearTo: 2026,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2015-2026: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 4.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('4.0 L M177/M176 twin-turbo V8 (AMG C 63, E 63, GT, G 550/G 63, S 560/580, GLE 580, GLS 580, Maybach); later versions add a 48 V mild-hybrid system (EQ Boost) that needs no routine service. Use the MB oil approval in the manual.') },
  },
  {
    id: 'mb-m272-3.0-v6', makes: MB, yearFrom: 2006, yearTo: 2014,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2006-2014: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('3.0 L M272 V6 (C 280 2006-2007, C 300 2008-2014). Use the MB-Approval oil the Operator\'s Manual names; capacity is left to the manual. 2006-2008 M272 engines can suffer balance-shaft/idler sprocket wear, shown by timing-related fault codes.') },
  },
  {
    id: 'mb-m271-1.8t', makes: MB, yearFrom: 2012, yearTo: 2016,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2012-2016: sections "Service products and filling capacities" and the Maintenance Booklet',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('1.8 L M271 turbo four with direct injection (C 250 2012-2015, SLK 250 2012-2016). Use the MB-Approval oil the Operator\'s Manual names; capacity is left to the manual.') },
  },
  {
    id: 'mb-generic-2009', makes: MB, yearFrom: 2009, yearTo: 2026,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2009-2026: sections "Service products and filling capacities" and the Maintenance Booklet',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('General Mercedes-Benz rule; the engine could not be identified precisely from the VIN, so the oil approval and capacity are left to the owner\'s manual. Hybrid models: the high-voltage battery has its own coolant loop.') },
  },
  {
    id: 'mb-generic-diesel-2009', makes: MB, yearFrom: 2009, yearTo: 2026,
    source: 'Mercedes-Benz owner\'s manuals (Operator\'s Manuals), model years 2009-2026: sections "Service products and filling capacities" and the Maintenance Booklet',
    fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, oilInterval: FSS, brakeFluid: BRAKE,
      notes: notes('General Mercedes-Benz diesel rule (Sprinter, BlueTEC models): use the low-ash MB diesel oil approval named in the manual; AdBlue (DEF) is needed on BlueTEC engines.') },
  },
];
