/**
 * Hyundai, Kia and Genesis. Hyundai's US schedules of these years: oil every 7,500 miles or 12
 * months (2011-2019 models) and every 8,000 miles or 12 months with API SN PLUS full synthetic
 * (Smartstream engines, 2020 on); long-life coolant first at 120,000 miles or 10 years.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, everyMiles, milesKm, type MaintenanceEntry } from '../entry.js';
import { HYUNDAI_THETA2_BEARINGS } from '../known-issues.js';
import { HYUNDAI_20T_OIL_SCHEDULE } from '../scheduled-work.js';

const OIL_2011 = `${everyMiles(7500, 12)} (normal conditions; ${milesKm(3750)} or 6 months for severe service)`;
const OIL_2020 = `${everyMiles(8000, 12)} with API SN PLUS (or later) full-synthetic oil; with other oil follow the severe schedule, ${milesKm(5000)} or 6 months`;
const COOLANT = `Phosphate-based ethylene-glycol long-life coolant; first replacement at ${milesKm(120000)} or 10 years, then every ${milesKm(30000)} or 24 months`;
const CABIN = `Replace the climate-control air filter every ${milesKm(15000)} or 12 months`;
const HKG = ['HYUNDAI', 'KIA', 'GENESIS'];
const HK = ['HYUNDAI', 'KIA'];
/** US models whose only 2.0 L engine in 2011-2020 was the Theta II turbo. */
const TURBO_2_0_MODELS = ['SONATA', 'OPTIMA', 'SANTA FE', 'SANTA FE SPORT', 'SORENTO', 'SPORTAGE'];
const THETA = 'Theta II engines of 2011-2019 are covered by an extended warranty and knock-sensor software campaign for connecting-rod bearing failure: check open recalls and keep oil-change records.';
const HYBRID_NOTE = 'Hybrid system: the lithium-ion battery pack is air-cooled through an intake under the rear seat that must be kept clear; the inverter shares the long-life coolant schedule.';
/** N models: turbo engines that must never get a naturally aspirated 2.0 entry. */
const N_MODELS = ['ELANTRA N', 'KONA N', 'VELOSTER N'];
const PRE_2011 = 'Hyundai and Kia owner\'s manuals, model years 2005-2010: sections "Recommended lubricants and capacities" and "Maintenance schedule"';
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const HYUNDAI_KIA: MaintenanceEntry[] = [
  {
    id: 'hk-theta2-2.4-gdi', makes: HK, yearFrom: 2011, yearTo: 2019,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2019: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2011, coolant: COOLANT, cabinFilter: CABIN,
      knownIssues: [HYUNDAI_THETA2_BEARINGS],
      notes: notes(`2.4 L Theta II four, multi-point or GDI (Sonata, Optima, Santa Fe Sport, Sorento, Tucson 2010-2015, Sportage). ${THETA}`) },
  },
  {
    // Narrower than hk-theta2-2.4-gdi: the Theta II 2.4's capacity differs between models (the
    // Sorento's is larger), so only the fourth-generation Optima, whose figures were read, gets them.
    id: 'hk-theta2-2.4-gdi-optima-2016', makes: ['KIA'], yearFrom: 2016, yearTo: 2019, models: ['OPTIMA'],
    source: 'Kia Optima service and owner\'s manuals, model years 2016-2019: "Lubrication system: specifications" and "Recommended lubricants and capacities"',
    checked: 'Grade and capacity compared on 2026-11-25 with a published excerpt of the factory service manual for the 2016 Kia Optima EX (alloemmanuals.com, maintenance/2016/kia/optima/oil-type): engine oil with filter 4.8 L (5.07 US qt), API SM / ILSAC GF-4 or above, SAE 5W-20 or SAE 5W-30, with SAE 5W-20 recommended for better fuel economy. Applied to the 2.4 GDI of the fourth-generation Optima (2016-2019); only the 2016 figures were read.',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '5W-20 (5W-30 allowed; API SM / ILSAC GF-4 or later)', oilCapacity: capacityQt(5.1), oilInterval: OIL_2011, coolant: COOLANT, cabinFilter: CABIN,
      notes: notes(`2.4 L Theta II GDI four of the fourth-generation Kia Optima (2016-2019); Kia gives 4.8 L (5.07 US qt) with a new filter. ${THETA}`) },
  },
  {
    id: 'hk-theta2-2.0t', makes: HK, yearFrom: 2011, yearTo: 2022,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2022: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    models: TURBO_2_0_MODELS, displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT, cabinFilter: CABIN,
      knownIssues: [HYUNDAI_THETA2_BEARINGS], scheduledWork: [HYUNDAI_20T_OIL_SCHEDULE],
      notes: notes(`2.0 L Theta II turbo GDI four (Sonata 2.0T, Optima SX, Santa Fe Sport 2.0T, Sorento, Sportage SX). ${THETA}`) },
  },
  {
    id: 'hk-nu-2.0', makes: HK, yearFrom: 2011, yearTo: 2019,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2019: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    excludeTokens: ['TURBO', 'TGDI'], excludeModels: [...TURBO_2_0_MODELS, ...N_MODELS], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2011, coolant: COOLANT, cabinFilter: CABIN,
      notes: notes('2.0 L Nu or Theta II naturally aspirated four (Elantra GT/Sport/Coupe, Elantra 2017-2020, Tucson 2016-2021, Kona 2018-2019, Soul 2014-2019, Forte 2014-2018, Sportage).') },
  },
  {
    id: 'hk-smartstream-2.5', makes: HKG, yearFrom: 2020, yearTo: 2026,
    engine: 'Hyundai/Kia 2.5 L Smartstream four (naturally aspirated)', excludeTrims: ['N LINE', 'CALLIGRAPHY', '2.5T'], horsepower: [170, 200],
    tellApart: 'naturally aspirated, about 180-191 hp: the window sticker says 2.5 GDI or MPi, not 2.5T, and there is no turbo badge.',
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2020-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    excludeTokens: ['TURBO', 'TGDI'], turbo: false, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('2.5 L Smartstream four with port and direct injection (Sonata, K5, Santa Fe, Sorento, Tucson 2022 on, Sportage 2023 on, Santa Cruz).') },
  },
  {
    id: 'hk-smartstream-2.5t', makes: HKG, yearFrom: 2020, yearTo: 2026,
    engine: 'Hyundai/Kia 2.5 L Smartstream turbo four', trims: ['N LINE', 'CALLIGRAPHY', '2.5T'], horsepower: [270, 310],
    tellApart: 'turbocharged, about 277-300 hp: the window sticker says 2.5T or 2.5 Turbo (Sonata N Line, K5 GT, the upper Santa Fe and Sorento trims, Genesis).',
    // Never offered in these models in the US, so their bare 2.5 L decodes are the naturally aspirated engine.
    excludeModels: ['TUCSON', 'SPORTAGE', 'ELANTRA', 'KONA', 'SELTOS'],
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2020-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    engineTokens: ['TURBO', 'TGDI'], turbo: true, displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('2.5 L Smartstream turbo four (Sonata N Line, K5 GT, Santa Fe, Sorento, Santa Cruz, Genesis G70/G80/GV70/GV80).') },
  },
  {
    id: 'hk-smartstream-2.0', makes: HK, yearFrom: 2020, yearTo: 2026,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2020-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    // The 2.0 L of these models in these years is the Theta II turbo (Sportage SX Turbo to 2022) or an N model's turbo.
    excludeModels: [...TURBO_2_0_MODELS, ...N_MODELS],
    excludeTokens: ['TURBO', 'TGDI'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('2.0 L Smartstream G2.0 or Nu Atkinson-cycle four (Elantra 2021 on, Forte 2019 on, Kona 2020 on, Soul 2020 on, Seltos, Tucson 2020-2021).') },
  },
  {
    id: 'hk-gamma-1.6', makes: HK, yearFrom: 2011, yearTo: 2026,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT,
      notes: notes('1.6 L Gamma four, naturally aspirated or turbo (Accent, Rio, Veloster, Venue, Elantra Sport/N Line, Kona 1.6T, Tucson 1.6T, Soul, Seltos 1.6T). Turbo versions need more frequent oil changes: see the manual.') },
  },
  {
    id: 'hyundai-sonata-1.6t-2020', makes: ['HYUNDAI'], yearFrom: 2020, yearTo: 2023, models: ['SONATA'],
    source: '2023 Hyundai Sonata Owner\'s Manual: section "Recommended lubricants and capacities" (Smartstream G1.6 T-GDi)',
    checked: 'Oil grade and drain-and-refill volume compared on 2026-11-25 with a published copy of the 2023 Hyundai Sonata Owner\'s Manual, page 2-14 "Recommended lubricants and capacities" (carmanualsonline.info, hyundai-sonata-2023-owners-manual): Smartstream G1.6 T-GDi 4.8 L (5.07 US qt), SAE 0W-20, API SN PLUS/SP or ILSAC GF-6, full synthetic required. Applied to the eighth-generation Sonata 1.6 T-GDi (2020-2023); only the 2023 manual was compared.',
    displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'SAE 0W-20 full synthetic, API SN PLUS/SP or ILSAC GF-6', oilCapacity: capacityQt(5.1), oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('1.6 L Smartstream G1.6 T-GDi turbo four of the Sonata (2020-2023). The manual\'s drain-and-refill volume is 5.07 US qt (4.8 L) and it requires API SN PLUS (or later) full-synthetic oil.') },
  },
  {
    id: 'hk-1.6t-hybrid', makes: HK, yearFrom: 2017, yearTo: 2026,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2017-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, coolant: COOLANT,
      notes: notes(`1.6 L GDI hybrid four, turbo from 2021 (Ioniq Hybrid, Niro Hybrid/PHEV, Tucson, Santa Fe and Sportage/Sorento Hybrid and PHEV). ${HYBRID_NOTE}`) },
  },
  {
    id: 'hk-2.0-2.4-hybrid', makes: HK, yearFrom: 2011, yearTo: 2022,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2022: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid', 'plug-in-hybrid'],
    spec: { ...base, oilInterval: OIL_2011, coolant: COOLANT, cabinFilter: CABIN, sparkPlugs: `Replace every ${milesKm(97500)}`,
      notes: notes(`2.0 L Nu GDI hybrid four (Sonata Hybrid 2016-2019, Sonata Plug-in Hybrid, Optima Hybrid 2017-2020). Hybrid system: a hybrid starter-generator belt is on its own schedule; the inverter shares the long-life coolant schedule. ${HYBRID_NOTE}`) },
  },
  {
    id: 'hk-lambda-3.8', makes: HKG, yearFrom: 2007, yearTo: 2026,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2007-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 3.8, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT,
      notes: notes('3.8 L Lambda V6 (Palisade, Telluride, Hyundai Genesis sedan and coupe, Veracruz, Azera 2006-2011, Entourage, Sedona 2006-2012, Borrego).') },
  },
  {
    id: 'hk-lambda-3.3', makes: HK, yearFrom: 2011, yearTo: 2021,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2021: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 3.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2011, coolant: COOLANT, cabinFilter: CABIN,
      notes: notes('3.3 L Lambda II V6 (Santa Fe 2013-2019, Sorento 2014-2020, Sedona 2015-2021, Azera, Cadenza).') },
  },
  {
    id: 'hk-lambda-3.5', makes: HKG, yearFrom: 2021, yearTo: 2026,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2021-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('3.5 L Smartstream V6 (Carnival 2022 on, Palisade 2026 on hybrid-free trims, Genesis G80/GV80 3.5T).') },
  },
  {
    id: 'genesis-tau-5.0', makes: ['GENESIS', 'HYUNDAI', 'KIA'], yearFrom: 2012, yearTo: 2022,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2012-2022: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 5.0, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT,
      notes: notes('5.0 L Tau V8 (Hyundai Genesis/Equus, Genesis G80/G90, Kia K900).') },
  },
  {
    id: 'hyundai-elantra-smartstream-2.0', makes: ['HYUNDAI'], yearFrom: 2021, yearTo: 2026, models: ['ELANTRA'], excludeModels: ['N'],
    source: '2021 Hyundai Elantra Owner\'s Manual: section "Recommended lubricants and capacities" (Smartstream G2.0 Atkinson)',
    checked: 'Oil grade and drain-and-refill volume compared on 2026-11-25 with a published copy of the 2021 Hyundai Elantra Owner\'s Manual, page 2-11 "Recommended lubricants and capacities" (autoguidegalaxy.com, 2021-hyundai-elantra-owners-manual): Smartstream G2.0 Atkinson 4.54 US qt (4.3 L), SAE 0W-20, API SN PLUS/SP or ILSAC GF-6.',
    excludeTokens: ['TURBO', 'TGDI'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'SAE 0W-20, API SN PLUS/SP or ILSAC GF-6', oilCapacity: capacityQt(4.5), oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('2.0 L Smartstream G2.0 Atkinson-cycle four of the Elantra (2021 on). The manual\'s drain-and-refill volume is 4.54 US qt (4.3 L). The 0W-20 grade is the manual\'s recommendation for normal temperatures; its viscosity chart covers other climates.') },
  },
  {
    id: 'hyundai-elantra-n-2.0t', makes: ['HYUNDAI'], yearFrom: 2022, yearTo: 2026, models: ['ELANTRA N'],
    source: '2022 Hyundai Elantra N Owner\'s Manual: section "Recommended lubricants and capacities"',
    checked: 'Oil grade and drain-and-refill volume compared on 2026-11-25 with a published copy of the 2022 Hyundai Elantra N Owner\'s Manual, page 2-12 "Recommended lubricants and capacities" (autoguidegalaxy.com, 2022-hyundai-elantra-n-owners-manual): 5.49 US qt (5.2 L), SAE 0W-30, API SN PLUS/SP or ILSAC GF-6, full synthetic required.',
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'SAE 0W-30 full synthetic, API SN PLUS/SP or ILSAC GF-6', oilCapacity: capacityQt(5.5), coolant: COOLANT,
      notes: notes('2.0 L Smartstream G2.0 T-GDi turbo four of the Elantra N. The manual\'s drain-and-refill volume is 5.49 US qt (5.2 L). The manual requires API SN PLUS (or later) full-synthetic oil; with mineral or semi-synthetic oil, change oil and filter on the severe-service schedule.') },
  },
  {
    id: 'kia-soul-2.0-2022', makes: ['KIA'], yearFrom: 2022, yearTo: 2026, models: ['SOUL'],
    source: 'Kia Soul owner\'s manuals, model years 2022-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2020, coolant: COOLANT,
      notes: notes('Kia Soul of 2022 on: its only engine is the 2.0 L four (Smartstream G2.0 MPI); the turbo 1.6 ended with the 2021 model year. Oil grade and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'hk-nu-1.8', makes: HK, yearFrom: 2011, yearTo: 2016,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2016: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oilInterval: OIL_2011, coolant: COOLANT, cabinFilter: CABIN,
      notes: notes('1.8 L Nu four (Elantra 2011-2016, Elantra Coupe, Forte 2014-2016). Oil grade and capacity are left to the owner\'s manual.') },
  },
  {
    id: 'hk-theta2-2.4-2020', makes: HK, yearFrom: 2020, yearTo: 2022,
    source: 'Hyundai and Kia owner\'s manuals, model years 2020-2022: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, coolant: COOLANT,
      notes: notes('2.4 L Theta II GDI four in its last years (Tucson 2020-2021, Sportage 2020-2022, Sorento 2020, Optima 2020, Santa Fe 2020). Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-theta2-2.4-hybrid', makes: HK, yearFrom: 2011, yearTo: 2016,
    source: 'Hyundai and Kia owner\'s manuals, model years 2011-2016: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, coolant: COOLANT,
      notes: notes(`2.4 L Theta II multi-point-injection hybrid four (Sonata Hybrid 2011-2015, Optima Hybrid 2011-2016). Hybrid system: the starter-generator (HSG) belt has its own inspection schedule and the inverter has its own coolant loop. ${HYBRID_NOTE}`) },
  },
  {
    id: 'hk-lambda2-3.5-mpi', makes: HK, yearFrom: 2010, yearTo: 2013,
    source: 'Hyundai and Kia owner\'s manuals, model years 2010-2013: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.5 L Lambda II V6 with multi-point injection (Santa Fe 2010-2012, Sorento 2011-2013). Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  // 2005-2010: engines before the Theta II GDI / Nu generation. No oil values: none was compared with a manual.
  {
    id: 'hyundai-tucson-2005-2009', makes: ['HYUNDAI'], yearFrom: 2005, yearTo: 2009, models: ['TUCSON'],
    source: 'Hyundai Tucson Owner\'s Manual, model years 2005-2009 (2.0 L and 2.7 L): "Checking the engine oil", Recommended Oil',
    checked: 'Oil classification and preferred grade compared on 2026-11-25 with a published copy of the first-generation Hyundai Tucson Owner\'s Manual (2.0 L and 2.7 L engines), "Checking the engine oil" (hyundai-tucson.c-suvs.com/checking_the_engine_oil-1710.html): API SJ, SL or above, ILSAC GF-3 or above; SAE 5W-20 (5W-30) preferred for fuel economy.',
    fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'SAE 5W-20 (or 5W-30), API SJ/SL or above, ILSAC GF-3 or above',
      notes: notes('First-generation Tucson with the 2.0 L Beta II four or the 2.7 L Delta V6. The manual prefers 5W-20 (5W-30) for fuel economy and gives a viscosity chart for other temperatures. Capacity is left to the owner\'s manual.') },
  },
  {
    id: 'hk-2.0-2005', makes: HK, yearFrom: 2005, yearTo: 2010, source: PRE_2011,
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.0 L four of 2005-2010: Beta II (Elantra, Tucson, Sportage, Spectra, Soul 2010) or Theta II (Forte 2010, Tucson 2010). Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-2.4-2005', makes: HK, yearFrom: 2005, yearTo: 2010, source: PRE_2011,
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.4 L four of 2005-2010: Theta (Sonata and Optima 2006-2010, Rondo) or Theta II (Santa Fe, Tucson and Forte 2010); the 2005 Sonata and Optima had the Sirius 2.4. Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-2.7-v6-2005', makes: HK, yearFrom: 2005, yearTo: 2010, source: PRE_2011,
    displacementL: 2.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.7 L Delta (Mu) V6 (Tucson and Sportage 2005-2010, Santa Fe 2005-2009, Sonata 2005, Optima, Rondo). Its camshafts are driven by a timing belt on the interval the manual gives. Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-lambda-3.3-2006', makes: HK, yearFrom: 2006, yearTo: 2010, source: PRE_2011,
    displacementL: 3.3, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.3 L Lambda V6 (Sonata 2006-2010, Santa Fe 2007-2009, Azera, Sorento 2007-2009). Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-sigma-3.5', makes: HK, yearFrom: 2005, yearTo: 2006, source: PRE_2011,
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.5 L Sigma V6 (Santa Fe and Sorento 2005-2006, XG350, Amanti, Sedona 2005). Its camshafts are driven by a timing belt on the interval the manual gives. Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-alpha2-1.6', makes: HK, yearFrom: 2005, yearTo: 2010, source: PRE_2011,
    displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('1.6 L Alpha II four (Accent and Rio 2006-2010, Soul 2010). Its camshafts are driven by a timing belt on the interval the manual gives. Oil grade, capacity and interval are left to the owner\'s manual.') },
  },
  {
    id: 'hk-generic-gasoline-2011', makes: HKG, yearFrom: 2011, yearTo: 2026,
    source: 'Hyundai, Kia and Genesis owner\'s manuals, model years 2011-2026: sections "Recommended lubricants and capacities" and "Maintenance schedule"',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid', 'plug-in-hybrid'],
    spec: { ...base, coolant: COOLANT,
      notes: notes(`General Hyundai/Kia/Genesis rule; the engine could not be identified precisely from the VIN, so oil grade, capacity and intervals are left to the owner's manual. Hybrid models: ${HYBRID_NOTE}`) },
  },
];
