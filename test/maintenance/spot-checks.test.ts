import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DecodedVehicle } from '../../src/report/schemas.js';
import { quartsOf } from '../../src/maintenance/entry.js';
import { matchMaintenance } from '../../src/maintenance/match.js';

/**
 * Spot checks: for each engine, the viscosity grade and the capacity with filter that the manual named
 * in the row publishes, asserted exactly on what a decoded vehicle of that engine is given. A data edit
 * that changes one of these must be a deliberate correction against that manual.
 * In the 2026-11-25 review the rows whose entry has a `checked` field were compared with the published
 * copy it names (for the Toyota and Honda rows: the 2AR-FE and 2GR-FE grades and capacities against
 * Haynes 92009, the J35 capacity against the 2010 Pilot and 2012 Accord manuals, the R18 and K24Z2
 * capacities against the 2006 Civic and 2012 Accord manuals, the J30 grade against the 2004 Accord
 * manual). The other rows restate the values the entries were written with; re-read each manual when
 * you can and record it in the entry's `checked`.
 */
const gas = (make: string, model: string, modelYear: string, litres: string, cylinders: string, engineModel?: string): DecodedVehicle => ({
  make, model, modelYear, engineDisplacement: litres, engineCylinders: cylinders, fuelType: 'Gasoline', ...(engineModel ? { engineModel } : {}),
});

// [engine, decoded vehicle, grade, quarts with filter, the document that publishes them]
const SPOT_CHECKS: Array<[string, DecodedVehicle, string, number, string]> = [
  ['Ford 3.5 L EcoBoost (first generation)', gas('FORD', 'F-150', '2013', '3.5', '6', 'GTDI'), '5W-30', 6.0, '2013 Ford F-150 Owner\'s Manual'],
  ['Ford 3.5 L EcoBoost (second generation)', gas('FORD', 'F-150', '2019', '3.5', '6', 'GTDI'), '5W-30', 6.0, '2019 Ford F-150 Owner\'s Manual'],
  ['Ford 2.7 L EcoBoost in a 2015 F-150 (no descriptor decoded)', gas('FORD', 'F-150', '2015', '2.7', '6'), '5W-30', 6.0, '2015 Ford F-150 Owner\'s Manual'],
  ['Ford 2.7 L EcoBoost in a 2018 F-150', gas('FORD', 'F-150', '2018', '2.7', '6', 'GTDI'), '5W-30', 6.0, '2018 Ford F-150 Owner\'s Manual'],
  ['Ford 1.5 L EcoBoost in a 2017 Escape (no descriptor decoded)', gas('FORD', 'Escape', '2017', '1.5', '4'), '5W-20', 4.3, '2017 Ford Escape Owner\'s Manual'],
  ['Ford 1.5 L EcoBoost in a 2016 Fusion', gas('FORD', 'Fusion', '2016', '1.5', '4', 'GTDI'), '5W-20', 4.3, '2016 Ford Fusion Owner\'s Manual'],
  ['Ford 5.0 L Coyote in a 2012 F-150', gas('FORD', 'F-150', '2012', '5.0', '8'), '5W-20', 7.7, '2012 Ford F-150 Owner\'s Manual'],
  ['Ford 4.6 L V8 in a 2008 Mustang', gas('FORD', 'Mustang', '2008', '4.6', '8'), '5W-20', 6.0, '2008 Ford Mustang Owner\'s Guide'],
  ['Ford 5.4 L 3V in a 2010 F-150', gas('FORD', 'F-150', '2010', '5.4', '8'), '5W-20', 7.0, '2010 Ford F-150 Owner\'s Guide'],
  ['GM 5.3 L V8 in a 2010 Silverado', gas('CHEVROLET', 'Silverado', '2010', '5.3', '8'), '5W-30', 6.0, '2010 Chevrolet Silverado Owner Manual'],
  ['GM 5.3 L EcoTec3 V8 in a 2016 Sierra', gas('GMC', 'Sierra', '2016', '5.3', '8'), '0W-20', 8.0, '2016 GMC Sierra Owner\'s Manual'],
  ['GM 5.3 L EcoTec3 V8 in a 2021 Tahoe', gas('CHEVROLET', 'Tahoe', '2021', '5.3', '8'), '0W-20', 8.0, '2021 Chevrolet Tahoe Owner\'s Manual'],
  ['GM 6.2 L EcoTec3 V8 in a 2017 Yukon', gas('GMC', 'Yukon', '2017', '6.2', '8'), '0W-20', 8.0, '2017 GMC Yukon Owner\'s Manual'],
  ['GM 4.8 L V8 in a 2009 Silverado', gas('CHEVROLET', 'Silverado', '2009', '4.8', '8'), '5W-30', 6.0, '2009 Chevrolet Silverado Owner Manual'],
  ['GM 3.6 L V6 in a 2012 Traverse', gas('CHEVROLET', 'Traverse', '2012', '3.6', '6'), '5W-30', 6.0, '2012 Chevrolet Traverse Owner Manual'],
  ['GM 2.4 L Ecotec in a 2014 Equinox', gas('CHEVROLET', 'Equinox', '2014', '2.4', '4'), '5W-30', 5.0, '2014 Chevrolet Equinox Owner Manual'],
  ['Chrysler 3.6 L Pentastar in a 2012 Grand Cherokee', gas('JEEP', 'Grand Cherokee', '2012', '3.6', '6'), '5W-20', 6.0, '2012 Jeep Grand Cherokee Owner\'s Manual'],
  ['Chrysler 3.6 L Pentastar in a 2019 Ram 1500', gas('RAM', '1500', '2019', '3.6', '6'), '0W-20', 6.0, '2019 Ram 1500 Owner\'s Manual'],
  ['Chrysler 5.7 L Hemi in a 2015 Ram 1500', gas('RAM', '1500', '2015', '5.7', '8'), '5W-20', 7.0, '2015 Ram 1500 Owner\'s Manual'],
  ['Chrysler 5.7 L Hemi in a 2006 Charger', gas('DODGE', 'Charger', '2006', '5.7', '8'), '5W-20', 7.0, '2006 Dodge Charger Owner\'s Manual'],
  ['Chrysler 6.4 L Hemi in a 2016 Charger', gas('DODGE', 'Charger', '2016', '6.4', '8'), '0W-40', 7.0, '2016 Dodge Charger Owner\'s Manual'],
  ['Toyota 2AR-FE in a 2012 Camry', gas('TOYOTA', 'Camry', '2012', '2.5', '4', '2AR-FE'), '0W-20', 4.6, '2012 Toyota Camry Owner\'s Manual'],
  ['Toyota A25A-FKS in a 2022 RAV4', gas('TOYOTA', 'RAV4', '2022', '2.5', '4', 'A25A-FKS'), '0W-16', 4.8, '2022 Toyota RAV4 Owner\'s Manual'],
  ['Toyota 2GR-FE in a 2014 Highlander', gas('TOYOTA', 'Highlander', '2014', '3.5', '6', '2GR-FE'), '0W-20', 6.4, '2014 Toyota Highlander Owner\'s Manual'],
  ['Toyota 2ZR-FE in a 2015 Corolla', gas('TOYOTA', 'Corolla', '2015', '1.8', '4', '2ZR-FE'), '0W-20', 4.4, '2015 Toyota Corolla Owner\'s Manual'],
  ['Toyota 2ZR-FXE in a 2013 Prius', { ...gas('TOYOTA', 'Prius', '2013', '1.8', '4', '2ZR-FXE'), electrificationLevel: 'Strong HEV (Hybrid Electric Vehicle)' }, '0W-20', 4.4, '2013 Toyota Prius Owner\'s Manual'],
  ['Honda J30A4 in a 2005 Accord V6', gas('HONDA', 'Accord', '2005', '3.0', '6', 'J30A4'), '5W-20', 4.5, '2005 Honda Accord Owner\'s Manual'],
  ['Honda J35Z in a 2011 Pilot', gas('HONDA', 'Pilot', '2011', '3.5', '6', 'J35Z4'), '5W-20', 4.5, '2010 Honda Pilot Owner\'s Manual (capacity; same engine); grade from a third-party table, the 2011 manual page was not available'],
  ['Honda K24Z in a 2010 CR-V', gas('HONDA', 'CR-V', '2010', '2.4', '4', 'K24Z1'), '5W-20', 4.4, '2010 Honda CR-V Owner\'s Manual'],
  ['Honda R18 in a 2006 Civic', gas('HONDA', 'Civic', '2006', '1.8', '4', 'R18A1'), '5W-20', 4.2, '2006 Honda Civic Owner\'s Manual (capacity compared; grade not re-checked)'],
  ['BMW N52 in a 2008 328i', gas('BMW', '328i', '2008', '3.0', '6', 'N52'), '5W-30', 6.9, '2008 BMW 3 Series Owner\'s Manual'],
  ['BMW N55 in a 2013 335i', gas('BMW', '335i', '2013', '3.0', '6', 'N55'), '5W-30', 6.9, '2013 BMW 3 Series Owner\'s Manual'],
  // Ford, GM and Stellantis (Ford/Lincoln/Mercury, Chevrolet/GMC/Buick/Cadillac/Pontiac/Saturn, Chrysler/Dodge/Jeep/Ram/FIAT):
  // rows added in the 2026-11-25 review, each compared with the published manual page the entry's `checked` names.
  ['Chrysler 2.4 L Tigershark in a 2014 Dart', gas('DODGE', 'Dart', '2014', '2.4', '4'), '0W-20', 5.5, '2014 Dodge Dart Owner\'s Manual'],
  ['Chrysler 2.0 L Tigershark in a 2014 Dart', gas('DODGE', 'Dart', '2014', '2.0', '4'), '0W-20', 5.0, '2014 Dodge Dart Owner\'s Manual'],
  ['FIAT 1.4 L MultiAir turbo in a 2014 Dart', gas('DODGE', 'Dart', '2014', '1.4', '4'), '5W-40', 4.0, '2014 Dodge Dart Owner\'s Manual'],
  ['GM 2.4 L Ecotec in a 2016 Equinox (capacity compared; grade as written)', gas('CHEVROLET', 'Equinox', '2016', '2.4', '4'), '5W-30', 5.0, '2016 Chevrolet Equinox Owner Manual'],
  ['Ford 2.3 L Duratec in a 2007 Escape (grade compared; capacity from secondary copies)', gas('FORD', 'Escape', '2007', '2.3', '4'), '5W-20', 4.5, '2007 Ford Escape Owner\'s Guide'],
  ['Chrysler 4.0 L V6 in a 2009 Grand Caravan', gas('DODGE', 'Grand Caravan', '2009', '4.0', '6'), '10W-30', 5.5, '2009 Dodge Grand Caravan Owner\'s Manual, "Fluids and Capacities"'],
  // Toyota/Lexus/Scion, Honda/Acura, Nissan/Infiniti, Mazda, Subaru, Mitsubishi: rows added in the
  // 2026-11-25 review, each compared with the published copy named (see the entry's `checked`).
  ['Toyota 2GR-FE in a 2009 Camry V6', gas('TOYOTA', 'Camry', '2009', '3.5', '6', '2GR-FE'), '5W-30', 6.4, 'Haynes manual 92009 (Camry, Avalon, ES 350 2007-2017)'],
  ['Toyota 2GR-FE in a 2012 Avalon', gas('TOYOTA', 'Avalon', '2012', '3.5', '6', '2GR-FE'), '5W-30', 6.4, 'Haynes manual 92009 (Camry, Avalon, ES 350 2007-2017)'],
  ['Honda K24Z2 in a 2012 Accord', gas('HONDA', 'Accord', '2012', '2.4', '4', 'K24Z2'), '5W-20', 4.2, '2012 Honda Accord Owner\'s Manual (capacity compared; grade not re-checked)'],
  // Hyundai/Kia/Genesis, Volkswagen/Audi/Porsche, BMW/MINI, Mercedes-Benz (2026-11-25). The two BMW rows
  // above could not be compared with a copy of a BMW owner's manual (the N52 figure agrees with a
  // third-party summary only; see the entry's `checked`). These rows were compared with the manual named.
  ['Hyundai Smartstream G2.0 Atkinson in a 2021 Elantra', gas('HYUNDAI', 'Elantra', '2021', '2.0', '4'), '0W-20', 4.5, '2021 Hyundai Elantra Owner\'s Manual (4.54 US qt drain and refill)'],
  ['Hyundai Smartstream G2.0 T-GDi in a 2022 Elantra N', gas('HYUNDAI', 'Elantra N', '2022', '2.0', '4'), '0W-30', 5.5, '2022 Hyundai Elantra N Owner\'s Manual (5.49 US qt drain and refill)'],
  // Ford/Lincoln, GM, Stellantis, VW/Audi (oil round 3, 2026-11-25): compared with the manual pages the
  // entries' `checked` names. For the two GM 3.6 L rows the capacity is from the model's own manual and the
  // grade from the 2020 Colorado and 2017 Traverse manuals (same engine family).
  ['Ford 3.7 L Ti-VCT in a 2014 Mustang', gas('FORD', 'Mustang', '2014', '3.7', '6', 'Ti-VCT'), '5W-20', 6.0, '2014 Ford Mustang Owner\'s Guide, p. 307'],
  ['GM 3.6 L V6 (LFX) in a 2016 Impala', gas('CHEVROLET', 'Impala', '2016', '3.6', '6'), '5W-30', 6.0, '2016 Chevrolet Impala Owner Manual, p. 338 (capacity); 2020 Colorado manual (grade)'],
  ['GM 3.6 L V6 (LFX) in a 2016 Equinox', gas('CHEVROLET', 'Equinox', '2016', '3.6', '6'), '5W-30', 6.0, '2016 Chevrolet Equinox Owner Manual, p. 286 (capacity); 2020 Colorado manual (grade)'],
  // Hyundai/Kia, Nissan, Toyota/Lexus, Honda/Acura, Subaru, Mazda (oil round, 2026-11-25): each row compared with
  // the published page named in the entry's `checked` (grade and capacity with filter both read there).
  ['Hyundai Smartstream G1.6 T-GDi in a 2023 Sonata', gas('HYUNDAI', 'Sonata', '2023', '1.6', '4'), '0W-20', 5.1, '2023 Hyundai Sonata Owner\'s Manual (5.07 US qt drain and refill)'],
  ['Nissan QR25DE in a 2015 Rogue', gas('NISSAN', 'Rogue', '2015', '2.5', '4', 'QR25DE'), '0W-20', 4.9, '2015 Nissan Rogue Service Manual, MA "Fluids and Lubricants" (4-7/8 US qt with filter)'],
  ['Toyota 1GR-FE in a 2022 4Runner', gas('TOYOTA', '4Runner', '2022', '4.0', '6', '1GR-FE'), '0W-20', 6.6, 'Toyota 4Runner Owner\'s Manual (2021 or later edition), 8-1 "Specifications"'],
  ['Subaru FB20 in a 2018 Crosstrek', gas('SUBARU', 'Crosstrek', '2018', '2.0', '4'), '0W-20', 4.7, 'Subaru service information, 2018 Crosstrek, engine lubrication specification'],
  ['Subaru FB25 in a 2016 Outback', gas('SUBARU', 'Outback', '2016', '2.5', '4'), '0W-20', 5.1, 'Subaru service information, 2016 Outback 2.5i, engine lubrication specification'],
  // Ford/Lincoln, GM, Stellantis, VW/Audi (oil round 4, 2026-11-25): each row compared with the "Fluid Capacities"
  // table of the manual named (grade and capacity with filter both read there; see the entry's `checked`).
  ['Chrysler 3.7 L V6 in a 2006 Liberty', gas('JEEP', 'Liberty', '2006', '3.7', '6'), '5W-30', 5.0, '2006 Jeep Liberty Owner\'s Manual, p. 362'],
  ['Chrysler 3.7 L V6 in a 2011 Nitro', gas('DODGE', 'Nitro', '2011', '3.7', '6'), '5W-20', 5.0, '2011 Dodge Nitro Owner\'s Manual, p. 443'],
  ['Chrysler 3.8 L V6 in a 2009 Grand Caravan', gas('DODGE', 'Grand Caravan', '2009', '3.8', '6'), '5W-20', 5.0, '2009 Dodge Grand Caravan Owner\'s Manual, p. 480'],
  ['Chrysler 3.3 L V6 in a 2009 Grand Caravan', gas('DODGE', 'Grand Caravan', '2009', '3.3', '6'), '5W-20', 5.0, '2009 Dodge Grand Caravan Owner\'s Manual, p. 480'],
  // Round 4, Hyundai/Kia, Nissan, Toyota/Lexus, Honda/Acura, Subaru (oil round 4, 2026-11-25): compared with the
  // published manual page named in the entry's `checked` (grade and capacity with filter both read there).
  ['Toyota 2ZR-FXE in a 2021 Prius Prime', { ...gas('TOYOTA', 'Prius Prime', '2021', '1.8', '4', '2ZR-FXE'), electrificationLevel: 'PHEV (Plug-in Hybrid Electric Vehicle)' }, '0W-16', 4.4, 'Toyota Prius Prime Owner\'s Manual OM47C77U, 9-1 "Specifications" (2020-2022 edition)'],
  // Round 5, Ford/Lincoln, GM, Stellantis, VW/Audi (oil round 5, 2026-11-25): grade and capacity with filter both
  // compared with the published figures named (see the entry's `checked`).
  ['Chrysler 3.7 L V6 in a 2007 Grand Cherokee', gas('JEEP', 'Grand Cherokee', '2007', '3.7', '6'), '5W-20', 5.0, 'Haynes manual 50026 (2005-2019 Grand Cherokee), routine maintenance specifications'],
  ['Chrysler 4.7 L V8 in a 2008 Grand Cherokee', gas('JEEP', 'Grand Cherokee', '2008', '4.7', '8'), '5W-20', 6.0, 'Haynes manual 50026 (2005-2019 Grand Cherokee), routine maintenance specifications'],
  // Round 5, Honda/Acura, Hyundai/Kia, Nissan, Toyota/Lexus, Subaru (oil round 5, 2026-11-25): grade and
  // capacity with filter compared with the documents named in the entry's `checked`.
  ['Honda J35Y6 in a 2019 Pilot', gas('HONDA', 'Pilot', '2019', '3.5', '6', 'J35Y6'), '0W-20', 5.7, '2017 Honda Pilot Owner\'s Manual, p. 582 (5.7 US qt); 2021 Pilot service manual excerpt (0W-20)'],
  ['Kia Theta II 2.4 GDI in a 2017 Optima', gas('KIA', 'Optima', '2017', '2.4', '4'), '5W-20', 5.1, '2016 Kia Optima service manual excerpt (4.8 L / 5.07 US qt, SAE 5W-20 recommended)'],
  // Round 6, Ford/Lincoln, GM, Stellantis, VW/Audi (oil round 6, 2026-11-25): grade and capacity with filter both
  // read in the "Dodge Fluid Capacities" table of the 2015 Dodge Challenger User Guide (see the entries' `checked`).
  ['Chrysler 5.7 L Hemi in a 2015 Challenger', gas('DODGE', 'Challenger', '2015', '5.7', '8'), '5W-20', 7.0, '2015 Dodge Challenger User Guide, p. 182'],
  ['Chrysler 6.4 L Hemi in a 2015 Challenger', gas('DODGE', 'Challenger', '2015', '6.4', '8'), '0W-40', 7.0, '2015 Dodge Challenger User Guide, p. 182'],
];

describe('published oil grade and capacity, engine by engine', () => {
  test('at least 30 engines are spot-checked', () => {
    assert.ok(SPOT_CHECKS.length >= 30, `${SPOT_CHECKS.length} spot checks`);
  });

  for (const [engine, vehicle, grade, quarts, manual] of SPOT_CHECKS) {
    test(`${engine}: ${grade}, ${quarts.toFixed(1)} qt with filter (${manual})`, () => {
      const spec = matchMaintenance(vehicle)?.spec;
      assert.ok(spec, 'no maintenance entry matched');
      // The first grade named is the one the manual recommends; alternatives may follow ("0W-20 or 5W-20").
      assert.equal(spec.oil?.match(/\b\d{1,2}W-\d{1,2}\b/)?.[0], grade);
      assert.equal(quartsOf(spec.oilCapacity ?? ''), quarts);
    });
  }
});
