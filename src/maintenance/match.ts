/**
 * Maintenance specs matched to the decoded engine. Returns the matching entry's id (for logs and
 * tests, never the report) and its spec, or null when nothing matches: never a guess across makes.
 * This is the starter table; issue 5 grows it into the real data set.
 */
import type { DecodedVehicle, MaintenanceSpec } from '../schemas.js';

export interface MaintenanceMatch {
  id: string;
  spec: MaintenanceSpec;
}

export const TIRE_SIZE_TEXT = 'Varies by trim and wheel package: the tire and loading information label on the driver\'s door jamb is authoritative.';

interface Entry {
  id: string;
  makes: string[];
  yearFrom: number;
  yearTo: number;
  displacementL?: number;
  cylinders?: number;
  electric?: boolean;
  spec: MaintenanceSpec;
}

const ENTRIES: Entry[] = [
  {
    id: 'ford-3.5-ecoboost-2017',
    makes: ['FORD', 'LINCOLN'],
    yearFrom: 2017,
    yearTo: 2023,
    displacementL: 3.5,
    cylinders: 6,
    spec: {
      oil: '5W-30 (Ford WSS-M2C946-B1)',
      oilCapacity: '5.7 L / 6.0 qt with filter',
      oilInterval: 'By the Intelligent Oil-Life Monitor, at most 10,000 miles (16,000 km) or 1 year',
      tireSize: TIRE_SIZE_TEXT,
      isElectric: false,
      notes: 'Twin-turbo 3.5 L EcoBoost V6. Confirm with the owner\'s manual.',
    },
  },
  {
    id: 'generic-bev',
    makes: ['*'],
    yearFrom: 2011,
    yearTo: 2030,
    electric: true,
    spec: {
      battery: '12 V auxiliary battery (replace when the vehicle warns or it fails a test)',
      brakeFluid: 'DOT 4 (or as labelled on the reservoir), test every 2 years',
      cabinFilter: 'Replace every 1-2 years',
      tireSize: TIRE_SIZE_TEXT,
      isElectric: true,
      notes: 'Battery-electric: no engine oil or spark plugs. Rotate tires regularly. Confirm with the owner\'s manual.',
    },
  },
];

export function matchMaintenance(vehicle: DecodedVehicle): MaintenanceMatch | null {
  const make = vehicle.make?.trim().toUpperCase();
  const year = Number(vehicle.modelYear);
  if (!make || !Number.isInteger(year)) return null;
  const electric = /\bBEV\b/i.test(vehicle.electrificationLevel ?? '') || /^electric$/i.test(vehicle.fuelType ?? '');
  const litres = Math.round(Number(vehicle.engineDisplacement) * 10) / 10;
  const cylinders = Number(vehicle.engineCylinders);
  for (const entry of ENTRIES) {
    if (!entry.makes.includes(make) && !entry.makes.includes('*')) continue;
    if (year < entry.yearFrom || year > entry.yearTo) continue;
    if ((entry.electric ?? false) !== electric) continue;
    if (entry.displacementL !== undefined && entry.displacementL !== litres) continue;
    if (entry.cylinders !== undefined && entry.cylinders !== cylinders) continue;
    return { id: entry.id, spec: entry.spec };
  }
  return null;
}
