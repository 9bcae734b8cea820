/**
 * Mitsubishi. vPIC decodes a displacement but, in the decodes we have seen, no engine code for these
 * VINs, so the entries match on model year and displacement. No owner's manual page for these
 * engines' oil grade or capacity could be compared with a published copy, so both are left to the
 * manual; the notes say which engine the entry is for.
 */
import { CONFIRM_NOTE, TIRE_SIZE_TEXT, type MaintenanceEntry } from '../entry.js';

const MANUALS = (from: number, to: number): string =>
  `Mitsubishi owner's manuals and Warranty and Maintenance Manuals, model years ${from}-${to}: sections "Specifications" and "Scheduled maintenance"`;
const base = { tireSize: TIRE_SIZE_TEXT, isElectric: false } as const;
const notes = (text: string): string => `${text} ${CONFIRM_NOTE}`;
const PHEV = 'Hybrid system (plug-in): the engine can stay off for long periods, so change oil on time even at low mileage; the high-voltage battery and motors have their own cooling, serviced to the hybrid section of the maintenance schedule.';

export const MITSUBISHI: MaintenanceEntry[] = [
  {
    id: 'mitsubishi-4b12-2.4', makes: ['MITSUBISHI'], yearFrom: 2008, yearTo: 2024,
    engine: 'Mitsubishi 2.4 L 4B12 MIVEC four',
    source: MANUALS(2008, 2024),
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.4 L 4B12 MIVEC four (Outlander 2008-2021, Outlander Sport 2.4, Lancer 2.4). Timing chain, no belt. Outlanders with this engine have a CVT: its fluid is on the maintenance schedule.') },
  },
  {
    id: 'mitsubishi-4b12-2.4-phev', makes: ['MITSUBISHI'], yearFrom: 2021, yearTo: 2026,
    engine: 'Mitsubishi 2.4 L 4B12 four (Outlander PHEV)',
    source: MANUALS(2021, 2026),
    displacementL: 2.4, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid'],
    spec: { ...base,
      notes: notes(`2.4 L 4B12 four of the Outlander PHEV (2021 on; it replaced the 2.0 L). ${PHEV}`) },
  },
  {
    id: 'mitsubishi-4b11-2.0-phev', makes: ['MITSUBISHI'], yearFrom: 2018, yearTo: 2020,
    engine: 'Mitsubishi 2.0 L 4B11 four (Outlander PHEV)',
    source: MANUALS(2018, 2020),
    displacementL: 2.0, cylinders: 4, fuel: 'gasoline', powertrains: ['plug-in-hybrid'],
    spec: { ...base,
      notes: notes(`2.0 L 4B11 four of the Outlander PHEV (2018-2020 in the US). ${PHEV}`) },
  },
  {
    id: 'mitsubishi-6b31-3.0', makes: ['MITSUBISHI'], yearFrom: 2007, yearTo: 2020,
    engine: 'Mitsubishi 3.0 L 6B31 MIVEC V6',
    source: MANUALS(2007, 2020),
    displacementL: 3.0, cylinders: 6, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('3.0 L 6B31 MIVEC V6 (Outlander 2007-2013, Outlander GT 2014-2020). It has a timing belt, not a chain: its replacement interval is in the maintenance schedule.') },
  },
  {
    id: 'mitsubishi-2.5-outlander-2022', makes: ['MITSUBISHI'], yearFrom: 2022, yearTo: 2026,
    engine: 'Mitsubishi 2.5 L four (Outlander 2022 on)',
    source: MANUALS(2022, 2026),
    displacementL: 2.5, cylinders: 4, fuel: 'gasoline', powertrains: ['combustion'],
    spec: { ...base,
      notes: notes('2.5 L direct-injection four shared with the Nissan Rogue (Outlander 2022 on). Outlanders with this engine have a CVT: its fluid is on the maintenance schedule.') },
  },
];
