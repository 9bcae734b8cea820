/**
 * Hydrogen fuel-cell vehicles (Toyota Mirai, Honda Clarity Fuel Cell, Hyundai Nexo): electric drive
 * fed by a fuel-cell stack, so no engine oil, oil filter or spark plugs. What the owner's manuals
 * add to a battery-electric car's service is the stack's own cooling circuit, which takes a special
 * low-conductivity coolant, and the high-pressure hydrogen system, which only a certified dealer
 * services. No interval is written here that a published copy of the schedule did not give.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, type MaintenanceEntry, type ScheduledItem } from '../entry.js';

const FCEV_NOTES = 'Hydrogen fuel-cell vehicle: no engine oil, oil filter or spark plugs. The hydrogen tanks, lines and fuel-cell stack are high-pressure and high-voltage systems that only a dealer certified for this model may inspect or repair; have them checked after any collision or fire, and report a hydrogen warning or a hiss near the tanks at once.';
const fuelCell = { tireSize: TIRE_SIZE_TEXT, isElectric: true } as const;
const notes = (text: string): string => `${text} ${FCEV_NOTES} ${CONFIRM_NOTE}`;

const HYDROGEN_INSPECTION: ScheduledItem = {
  title: 'Hydrogen system inspection',
  interval: 'As the maintenance schedule in the owner\'s manual or warranty and maintenance guide sets it; no published copy of the interval was found for this table',
  detail: 'The hydrogen storage tanks, valves and lines are inspected by a certified dealer on the manufacturer\'s schedule and after any collision, fire or hydrogen warning.',
  source: 'Toyota Mirai, Honda Clarity Fuel Cell and Hyundai Nexo owner\'s manuals, model years 2016-2026: fuel cell vehicle precautions',
};

export const FUEL_CELL: MaintenanceEntry[] = [
  {
    id: 'toyota-mirai-fcev', makes: ['TOYOTA'], yearFrom: 2016, yearTo: 2026, models: ['MIRAI'],
    engine: 'Toyota Mirai fuel-cell electric drive',
    source: '2021 Toyota Mirai Owner\'s Manual (OM62097E), chapter 8-2, notice on the fuel cell stack radiator coolant; 2020 Toyota Mirai Owner\'s Manual (OM62073U), fuel cell system chapters',
    fuel: 'hydrogen', powertrains: ['fuel-cell'],
    spec: { ...fuelCell,
      coolant: 'Fuel cell stack cooling circuit: a special coolant; never add water, another coolant or any additive, and have it replaced by a Toyota dealer',
      scheduledWork: [HYDROGEN_INSPECTION],
      notes: notes('Toyota Mirai.') },
  },
  {
    id: 'honda-clarity-fuel-cell', makes: ['HONDA'], yearFrom: 2017, yearTo: 2021, models: ['CLARITY'],
    engine: 'Honda Clarity Fuel Cell electric drive',
    source: '2017 Honda Clarity Fuel Cell Owner\'s Manual, Maintenance Minder (A1: rotate tires, replace the ion exchange filter), as reported in Edmunds\' 2017 Clarity Fuel Cell long-term road test ("Surprise Maintenance Costs", 2018)',
    fuel: 'hydrogen', powertrains: ['fuel-cell'],
    spec: { ...fuelCell,
      coolant: 'Two cooling circuits: ordinary coolant for the electronics, and a special insulating coolant with an ion exchange filter for the fuel-cell stack, serviced by a Clarity-authorized Honda dealer',
      scheduledWork: [
        {
          title: 'Ion exchange filter replacement (fuel-cell coolant)',
          interval: 'When the Maintenance Minder shows service A1',
          detail: 'The filter keeps the fuel-cell stack\'s coolant non-conductive. Only Clarity-authorized Honda dealers stock the parts: book ahead.',
          source: '2017 Honda Clarity Fuel Cell Owner\'s Manual, Maintenance Minder, as reported in Edmunds\' 2017 Clarity Fuel Cell long-term road test (2018)',
        },
        HYDROGEN_INSPECTION,
      ],
      notes: notes('Honda Clarity Fuel Cell (leased in California, 2017-2021).') },
  },
  {
    id: 'fuel-cell-generic', makes: ['TOYOTA', 'HONDA', 'HYUNDAI'], yearFrom: 2016, yearTo: 2026,
    engine: 'hydrogen fuel-cell electric drive',
    source: 'Toyota Mirai, Honda Clarity Fuel Cell and Hyundai Nexo owner\'s manuals, model years 2016-2026: fuel cell vehicle precautions',
    fuel: 'hydrogen', powertrains: ['fuel-cell'],
    spec: { ...fuelCell,
      coolant: 'The fuel-cell stack has its own cooling circuit with a special coolant: have it serviced only by a certified dealer',
      scheduledWork: [HYDROGEN_INSPECTION],
      notes: notes('General rules for this make\'s fuel-cell vehicles (the Hyundai Nexo and any model the table does not name).') },
  },
];
