/**
 * Nissan and Infiniti (and the Suzuki Equator, a Frontier twin). vPIC decodes Nissan engine codes
 * (QR25DE, VQ35DE, VK56DE) for most VINs. Oil intervals changed several times across these years
 * and between Nissan's two schedules, so they are left to the owner's manual.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, capacityQt, milesKm, type MaintenanceEntry } from '../entry.js';

const PLUGS = `Iridium or platinum; replace every ${milesKm(105000)}`;
const DOT3 = 'DOT 3 (Genuine NISSAN Brake Fluid or equivalent)';
const CVT = 'Xtronic CVT models: use only Genuine NISSAN CVT Fluid of the type named in the manual (NS-2 or NS-3); CVT judder or whine is a known issue on 2013-2018 models.';
const NI = ['NISSAN', 'INFINITI'];
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;

export const NISSAN: MaintenanceEntry[] = [
  {
    id: 'nissan-qr25de', makes: ['NISSAN'], yearFrom: 2002, yearTo: 2024,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2002-2024: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    engineCodes: ['QR25DE'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`2.5 L QR25DE four (Altima 2002-2018, Rogue 2008-2020, Sentra SE-R, Frontier 2005-2019, X-Trail). 2002-2006 engines are known for oil consumption from pre-catalyst damage. ${CVT}`) },
  },
  {
    id: 'nissan-qr25de-rogue-2014', makes: ['NISSAN'], yearFrom: 2014, yearTo: 2020, models: ['ROGUE'],
    // The Rogue Select (2014-2015) is the previous-generation Rogue; the Rogue Sport has a 2.0 L.
    excludeModels: ['SELECT', 'SPORT'],
    source: '2015 Nissan Rogue Service Manual, section MA "Recommended Fluids and Lubricants" (QR25DE); manufacturer\'s published specification',
    checked: 'Grade and capacity compared on 2026-11-25 with a published copy of the 2015 Nissan Rogue Service Manual, MA-11 "Recommended Fluids and Lubricants: Fluids and Lubricants" (zinref.ru, Nissan Rogue 2015 Service and Repair Manual, part 899): engine oil drain and refill with oil filter change 4.6 L (4-7/8 US qt), viscosity SAE 0W-20. Applied to the second-generation Rogue (2014-2020) with the QR25DE; only the 2015 manual was compared.',
    engineCodes: ['QR25DE'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: 'SAE 0W-20 (API certified)', oilCapacity: capacityQt(4.9), sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`2.5 L QR25DE four of the second-generation Rogue (2014-2020). Nissan gives 4.6 L (4-7/8 US qt) with a new filter; as an alternative to 0W-20 it allows SAE 5W-30 conventional oil. ${CVT}`) },
  },
  {
    id: 'nissan-2.5-i4', makes: ['NISSAN'], yearFrom: 2002, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2002-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes(`Nissan 2.5 L four (QR25DE or PR25DD); this table cannot tell the exact version from the decode. ${CVT}`) },
  },
  {
    id: 'nissan-pr25dd', makes: ['NISSAN'], yearFrom: 2019, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2019-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    engineCodes: ['PR25DD'], displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, oil: '0W-20 (API certified, ILSAC)', brakeFluid: DOT3,
      notes: notes(`2.5 L PR25DD direct-injection four (Altima 2019 on, Rogue 2021-2022). ${CVT}`) },
  },
  {
    id: 'nissan-vq35', makes: NI, yearFrom: 2002, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2002-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    engineCodes: ['VQ35DE', 'VQ35HR', 'VQ35DD'], displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`3.5 L VQ35 V6 (Altima 3.5, Maxima, Murano, Quest, Pathfinder 2013 on, Infiniti G35, FX35, M35, JX35/QX60). ${CVT}`) },
  },
  {
    id: 'nissan-3.5-v6', makes: NI, yearFrom: 2002, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2002-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`Nissan/Infiniti 3.5 L VQ35 V6; this table cannot tell the exact version from the decode. ${CVT}`) },
  },
  {
    id: 'nissan-3.5-hybrid', makes: NI, yearFrom: 2014, yearTo: 2020,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2014-2020: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 3.5, cylinders: 6, fuel: 'gasoline', powertrains: ['hybrid'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('Infiniti Q50/Q70/QX60 Hybrid and Pathfinder Hybrid with a 3.5 L V6 and one-motor, two-clutch (or CVT) hybrid system. Hybrid system: the lithium-ion battery is air-cooled through a cabin intake that must be kept clear.') },
  },
  {
    id: 'nissan-vq37vhr', makes: NI, yearFrom: 2008, yearTo: 2020,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2008-2020: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    engineCodes: ['VQ37VHR'], displacementL: 3.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes('3.7 L VQ37VHR V6 (370Z, Infiniti G37, Q40, Q50/Q60 2014-2015, Q70, EX37, FX37, QX50 2014-2017, QX70). Oil-gallery gasket failures on some engines cause low oil pressure at idle.') },
  },
  {
    id: 'nissan-3.7-v6', makes: NI, yearFrom: 2008, yearTo: 2020,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2008-2020: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 3.7, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes('Nissan/Infiniti 3.7 L VQ37VHR V6 (370Z, G37, Q50, Q60, Q70, QX50, QX70).') },
  },
  {
    id: 'nissan-vq40de', makes: ['NISSAN', 'SUZUKI'], yearFrom: 2005, yearTo: 2021,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2005-2021: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 4.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes('4.0 L VQ40DE V6 (Frontier 2005-2019, Pathfinder 2005-2012, Xterra, Suzuki Equator). On 2005-2010 automatics the radiator\'s internal transmission cooler can leak coolant into the transmission: have it checked or bypassed.') },
  },
  {
    id: 'nissan-vq38dd', makes: ['NISSAN'], yearFrom: 2020, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2020-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 3.8, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('3.8 L VQ38DD direct-injection V6 (Frontier 2020 on).') },
  },
  {
    id: 'nissan-vk56', makes: NI, yearFrom: 2004, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2004-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 5.6, cylinders: 8, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes('5.6 L VK56 V8 (Titan, Armada, NV, Infiniti QX56/QX80); flex-fuel in some Titan and Armada years (E85 or gasoline, same oil).') },
  },
  {
    id: 'nissan-5.0-cummins-diesel', makes: ['NISSAN'], yearFrom: 2016, yearTo: 2019,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2016-2019: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 5.0, cylinders: 8, fuel: 'diesel', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('5.0 L Cummins turbodiesel V8 (Titan XD). Fuel filter and water separator service; diesel exhaust fluid (DEF) needed.') },
  },
  {
    id: 'nissan-2.0-i4', makes: ['NISSAN'], yearFrom: 2007, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2007-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    excludeTokens: ['KR20DDET', 'VCTURBO'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`2.0 L MR20 four (Sentra 2007-2012 and 2020 on, Rogue Sport 2017-2022, Rogue Select). ${CVT}`) },
  },
  {
    id: 'nissan-kr20ddet-vc-turbo', makes: NI, yearFrom: 2019, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2019-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    engineCodes: ['KR20DDET'], displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('2.0 L VC-Turbo variable-compression four (Altima 2.0T 2019-2022, Infiniti QX50 2019 on, QX55). Use only the oil grade and quality on the filler cap; the variable-compression linkage depends on it.') },
  },
  {
    id: 'nissan-1.8-i4', makes: ['NISSAN'], yearFrom: 2007, yearTo: 2019,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2007-2019: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 1.8, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`1.8 L MR18DE/MRA8DE four (Versa 2007-2012, Cube, Sentra 2013-2019). ${CVT}`) },
  },
  {
    id: 'nissan-1.6-i4', makes: ['NISSAN'], yearFrom: 2012, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2012-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    excludeTokens: ['MR16DDT'], displacementL: 1.6, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, sparkPlugs: PLUGS, brakeFluid: DOT3,
      notes: notes(`1.6 L HR16DE four (Versa 2012 on, Versa Note, Kicks 2018-2024). ${CVT}`) },
  },
  {
    id: 'nissan-1.5-kr15-turbo', makes: ['NISSAN'], yearFrom: 2022, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2022-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 1.5, cylinders: 3, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes(`1.5 L KR15DDT VC-Turbo three (Rogue 2022 on). ${CVT}`) },
  },
  {
    id: 'infiniti-vr30ddtt', makes: ['INFINITI', 'NISSAN'], yearFrom: 2016, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2016-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes('3.0 L VR30DDTT twin-turbo V6 (Infiniti Q50/Q60 3.0t, Nissan Z 2023 on).') },
  },
  {
    id: 'nissan-generic-gasoline', makes: NI, yearFrom: 2005, yearTo: 2026,
    source: 'Nissan and Infiniti owner\'s manuals and Service and Maintenance Guides, model years 2005-2026: sections "Capacities and recommended fuel/lubricants" and maintenance schedules',
    fuel: 'gasoline', powertrains: ['combustion', 'hybrid'],
    spec: { ...base, brakeFluid: DOT3,
      notes: notes(`General Nissan/Infiniti rule; the engine could not be identified precisely from the VIN, so oil grade, capacity and intervals are left to the owner's manual. Hybrid models: keep the battery cooling intake clear. ${CVT}`) },
  },
];
