/**
 * Battery-electric vehicles: no engine oil, no spark plugs. Entries give the 12 V (low-voltage)
 * battery, brake fluid, battery/drive-unit coolant and cabin filter where the maker's schedule is
 * known, and tire-rotation and reduction-gear notes. Makes are always listed explicitly.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, milesKm, type MaintenanceEntry } from '../entry.js';

const AUX_12V = '12 V auxiliary (low-voltage) battery: it powers locks, lights and the computers that connect the high-voltage battery; replace it when the car warns or it fails a test';
const EV_NOTES = 'Battery-electric: no engine oil, oil filter or spark plugs. Regenerative braking makes pads last long, but calipers can corrode from disuse: have them cleaned and lubricated in road-salt regions. Tires wear faster under the extra weight and torque: rotate them on the schedule. The reduction gear (single-speed transmission) oil is sealed or changed on a long interval named in the manual.';
const electric = { tireSize: TIRE_SIZE_TEXT, isElectric: true } as const;
const notes = (text: string): string => `${text} ${EV_NOTES} ${CONFIRM_NOTE}`;

export const ELECTRIC: MaintenanceEntry[] = [
  {
    id: 'tesla-model-3-y', makes: ['TESLA'], yearFrom: 2017, yearTo: 2026, models: ['MODEL 3', 'MODEL Y'],
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2017-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric,
      battery: 'Low-voltage battery: 12 V lead-acid on early cars, a lithium-ion low-voltage battery on later builds; the car warns when it needs service',
      brakeFluid: 'Test brake fluid every 4 years and replace if necessary',
      coolant: 'Battery/drive-unit coolant: under normal use it does not need replacing for the life of the vehicle',
      cabinFilter: 'Replace the cabin air filter every 2 years',
      notes: notes(`Tesla Model 3 / Model Y. Rotate tires every ${milesKm(6250)} or when tread depths differ by 2/32 in (1.5 mm); in cold, salted regions clean and lubricate the brake calipers every year or ${milesKm(12500)}.`) },
  },
  {
    id: 'tesla-model-s-x', makes: ['TESLA'], yearFrom: 2012, yearTo: 2026, models: ['MODEL S', 'MODEL X'],
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2012-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric,
      brakeFluid: 'Test brake fluid every 4 years and replace if necessary',
      cabinFilter: 'Replace the cabin air filter every 2 years (the HEPA filter, where fitted, every 3 years)',
      notes: notes(`Tesla Model S / Model X. Rotate tires every ${milesKm(6250)} or when tread depths differ by 2/32 in (1.5 mm); early Model S drive units were often replaced under warranty for noise.`) },
  },
  {
    id: 'tesla-generic-bev', makes: ['TESLA'], yearFrom: 2008, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2008-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, brakeFluid: 'Test brake fluid every 4 years and replace if necessary',
      notes: notes(`Tesla (model not recognised, e.g. Cybertruck or Roadster). Rotate tires every ${milesKm(6250)} or as the manual says.`) },
  },
  {
    id: 'chevrolet-bolt', makes: ['CHEVROLET'], yearFrom: 2017, yearTo: 2023, models: ['BOLT'],
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2017-2023: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V, coolant: 'DEX-COOL-based coolant in separate battery and power-electronics loops; service per the maintenance schedule',
      cabinFilter: `Replace the passenger-compartment air filter every ${milesKm(22500)}`,
      notes: notes(`Chevrolet Bolt EV / Bolt EUV. 2017-2022 cars were recalled for battery-module replacement (fire risk): confirm the recall remedy was done. Rotate tires every ${milesKm(7500)}.`) },
  },
  {
    id: 'gm-ultium-bev', makes: ['CHEVROLET', 'GMC', 'CADILLAC', 'BRIGHTDROP'], yearFrom: 2022, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2022-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('GM Ultium battery-electric (Equinox EV, Blazer EV, Silverado EV, Sierra EV, Hummer EV, Cadillac Lyriq, Optiq, Escalade IQ, BrightDrop). Battery and drive units share a coolant system serviced per the schedule.') },
  },
  {
    id: 'gm-bev-2011', makes: ['CHEVROLET'], yearFrom: 2014, yearTo: 2016, models: ['SPARK'],
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2014-2016: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V, notes: notes('Chevrolet Spark EV.') },
  },
  {
    id: 'honda-acura-bev', makes: ['HONDA', 'ACURA'], yearFrom: 2017, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2017-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('Honda/Acura battery-electric (Clarity Electric, Prologue and ZDX on GM\'s Ultium platform). Follow the Maintenance Minder for tire rotation, brake fluid and cabin filter.') },
  },
  {
    id: 'nissan-leaf', makes: ['NISSAN'], yearFrom: 2011, yearTo: 2025, models: ['LEAF'],
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2011-2025: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V, brakeFluid: 'DOT 3 (Genuine NISSAN Brake Fluid or equivalent)',
      coolant: 'The traction battery is air-cooled (passively), with no battery coolant; the motor, inverter and charger share a coolant loop (Genuine NISSAN Long Life Antifreeze/Coolant)',
      notes: notes('Nissan Leaf. Without liquid cooling the battery loses capacity faster in hot climates and with repeated DC fast charging: check the capacity bars.') },
  },
  {
    id: 'nissan-infiniti-bev', makes: ['NISSAN', 'INFINITI'], yearFrom: 2022, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2022-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('Nissan Ariya and other liquid-cooled Nissan/Infiniti battery-electric models.') },
  },
  {
    id: 'hyundai-kia-genesis-bev', makes: ['HYUNDAI', 'KIA', 'GENESIS'], yearFrom: 2015, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2015-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      coolant: 'Battery/electronics coolant is a low-electrical-conductivity type: use only the coolant named in the manual',
      notes: notes('Hyundai/Kia/Genesis battery-electric (Ioniq 5, Ioniq 6, Kona Electric, Ioniq Electric, EV6, EV9, Niro EV, Soul EV, GV60, Electrified G80/GV70). E-GMP models (Ioniq 5/6, EV6, EV9, GV60) had an Integrated Charging Control Unit (ICCU) recall that affects 12 V charging: check open recalls.') },
  },
  {
    id: 'ford-lincoln-bev', makes: ['FORD', 'LINCOLN'], yearFrom: 2012, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2012-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V, brakeFluid: 'DOT 4 Low Viscosity (Motorcraft PM-20, Ford WSS-M6C65-A2)',
      notes: notes('Ford battery-electric (Mustang Mach-E, F-150 Lightning, E-Transit, Focus Electric). Mach-E and Lightning: the 12 V battery and the high-voltage contactors have been the subject of recalls: check open recalls.') },
  },
  {
    id: 'vw-audi-porsche-bev', makes: ['VOLKSWAGEN', 'AUDI', 'PORSCHE'], yearFrom: 2015, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2015-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('Volkswagen Group battery-electric (e-Golf, ID.4, ID.Buzz, Audi e-tron and Q4/Q6/Q8 e-tron, e-tron GT, Porsche Taycan, Macan Electric).') },
  },
  {
    id: 'bmw-mini-bev', makes: ['BMW', 'MINI'], yearFrom: 2014, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2014-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V, brakeFluid: 'DOT 4 low-viscosity brake fluid; replace when Condition Based Service shows it due (normally every 2 years)',
      notes: notes('BMW/MINI battery-electric (i3, i4, i5, i7, iX, iX1, MINI Cooper SE). Condition Based Service schedules brake fluid, cabin filters and inspections.') },
  },
  {
    id: 'mercedes-bev', makes: ['MERCEDES-BENZ'], yearFrom: 2014, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2014-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V, brakeFluid: 'DOT 4 Plus (MB-Approval 331.0); replace every 2 years',
      notes: notes('Mercedes-Benz battery-electric (EQS, EQE, EQB, EQS SUV, EQE SUV, B-Class Electric Drive, eSprinter).') },
  },
  {
    id: 'toyota-subaru-lexus-bev', makes: ['TOYOTA', 'LEXUS', 'SUBARU'], yearFrom: 2012, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2012-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('Toyota bZ4X/bZ, Lexus RZ and UX 300e, Subaru Solterra (shared platform), Toyota RAV4 EV (2012-2014).') },
  },
  {
    id: 'stellantis-bev', makes: ['FIAT', 'JEEP', 'DODGE', 'RAM', 'CHRYSLER'], yearFrom: 2013, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2013-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('Stellantis battery-electric (FIAT 500e, Jeep Wagoneer S, Dodge Charger Daytona, Ram ProMaster EV).') },
  },
  {
    id: 'other-bev-makers', makes: ['RIVIAN', 'LUCID', 'POLESTAR', 'VOLVO', 'JAGUAR', 'MAZDA', 'SMART', 'FISKER', 'VINFAST', 'MITSUBISHI'], yearFrom: 2011, yearTo: 2026,
    source: 'Manufacturers\' owner\'s manuals for these electric vehicles, model years 2011-2026: sections "Maintenance" and "Specifications"',
    fuel: 'electric', powertrains: ['electric'],
    spec: { ...electric, battery: AUX_12V,
      notes: notes('Battery-electric vehicle from Rivian, Lucid, Polestar, Volvo, Jaguar (I-Pace), Mazda (MX-30), smart, Fisker, VinFast, or Mitsubishi (i-MiEV); the maker\'s schedule covers brake fluid, cabin filter and coolant.') },
  },
];
