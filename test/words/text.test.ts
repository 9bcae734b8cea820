import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clip, field, squash, withoutAcronymAsides } from '../../src/report/upstream-field.js';
import { article, count, everyOf, firstSentence, listOf, makeName, sentence, titleCase, withoutBrackets } from '../../src/words/text.js';
import { bodyKind, countryName, modelName, placeName, powertrainPhrase, serviceWhere, trimName, vehicleName } from '../../src/words/vehicle-words.js';

describe('articles by sound', () => {
  const cases: [string, 'a' | 'an'][] = [
    ['8-speed automatic transmission', 'an'],
    ['82 kWh battery', 'an'],
    ['11-year-old car', 'an'],
    ['18-inch wheel', 'an'],
    ['80 kWh battery', 'an'],
    ['800 cc engine', 'an'],
    ['8,000-mile interval', 'an'],
    ['1.5-liter engine', 'a'],
    ['3.0-liter engine', 'a'],
    ['110 kWh battery', 'a'],
    ['180 kWh battery', 'a'],
    ['5-speed manual', 'a'],
    ['SUV', 'an'],
    ['EV', 'an'],
    ['MPV', 'an'],
    ['USB port', 'a'],
    ['CVT', 'a'],
    ['FWD sedan', 'an'],
    ['incomplete vehicle', 'an'],
    ['eight-cylinder engine', 'an'],
    ['all-wheel-drive SUV', 'an'],
    ['used car', 'a'],
    ['one-owner car', 'a'],
    ['hour', 'an'],
    ['hatchback', 'a'],
    ['sedan', 'a'],
    ['', 'a'],
  ];
  for (const [phrase, expected] of cases) {
    test(`"${expected} ${phrase}"`, () => assert.equal(article(phrase), expected));
  }
});

describe('numbers and lists', () => {
  test('counts agree with their nouns', () => {
    assert.equal(count(1, 'recall'), '1 recall');
    assert.equal(count(2, 'recall'), '2 recalls');
    assert.equal(count(0, 'recall'), '0 recalls');
    assert.equal(count(1, 'injury', 'injuries'), '1 injury');
    assert.equal(count(1184, 'complaint'), '1,184 complaints');
  });
  test('"both" for two and "all" only from three', () => {
    assert.equal(everyOf(1, 'recall'), 'the recall');
    assert.equal(everyOf(2, 'recall'), 'both recalls');
    assert.equal(everyOf(3, 'recall'), 'all 3 recalls');
  });
  test('lists read "A, B and C"', () => {
    assert.equal(listOf([]), '');
    assert.equal(listOf(['A']), 'A');
    assert.equal(listOf(['A', 'B']), 'A and B');
    assert.equal(listOf(['A', 'B', 'C']), 'A, B and C');
    assert.equal(listOf(['A', 'B'], 'or'), 'A or B');
  });
});

describe('trimming and punctuation', () => {
  test('squash collapses whitespace and control characters and trims', () => {
    assert.equal(squash('  TRUCK \t\n '), 'TRUCK');
    assert.equal(squash('a\u0000b  c'), 'a b c');
  });
  test('clip cuts on a word boundary with an ellipsis', () => {
    assert.equal(clip('short', 10), 'short');
    assert.equal(clip('the quick brown fox jumps', 16), 'the quick brown…');
  });
  test('field drops "Not Applicable" and empty values', () => {
    assert.equal(field('Not Applicable'), undefined);
    assert.equal(field('   '), undefined);
    assert.equal(field(' Pickup '), 'Pickup');
  });
  test('a sentence ends with exactly one full stop', () => {
    assert.equal(sentence('It stalls'), 'It stalls.');
    assert.equal(sentence('It stalls.'), 'It stalls.');
    assert.equal(sentence('the submission."'), 'the submission."');
    assert.equal(sentence('It stalls, '), 'It stalls.');
  });
  test('the first sentence skips abbreviations and boilerplate', () => {
    assert.equal(firstSentence('Honda "American Honda Motor Co." is recalling cars. The bag may rupture.'), 'Honda "American Honda Motor Co." is recalling cars.');
    assert.equal(firstSentence('Ford is recalling trucks. Heat shields may loosen.', 240, (s) => !s.includes('recalling')), 'Heat shields may loosen.');
    assert.equal(firstSentence('Made in the U.S. by Ford. Another.'), 'Made in the U.S. by Ford.');
    assert.equal(firstSentence(''), undefined);
  });
});

describe('vPIC words to plain words', () => {
  test('brackets and acronym asides go, nested or not', () => {
    assert.equal(withoutBrackets('Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)'), 'Sport Utility Vehicle /Multi-Purpose Vehicle');
    assert.equal(withoutBrackets('a (b (c) d) e'), 'a e');
    assert.equal(withoutAcronymAsides('Condition Based Service (CBS): due'), 'Condition Based Service: due');
    assert.equal(withoutAcronymAsides('Minder (item 4)'), 'Minder (item 4)');
  });
  const bodies: [string, string][] = [
    ['Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'SUV'],
    ['Sport Utility Vehicle [SUV]/Multipurpose Vehicle [MPV]', 'SUV'],
    ['Sedan/Saloon', 'sedan'],
    ['Pickup', 'pickup truck'],
    ['Hatchback/Liftback/Notchback', 'hatchback'],
    ['Motorcycle - Scooter', 'scooter'],
    ['Low Speed Vehicle [LSV]/Neighborhood Electric Vehicle [NEV]', 'low-speed vehicle'],
    ['Incomplete - Commercial Bus Chassis', 'bus chassis'],
    ['Crossover Utility Vehicle (CUV)', 'crossover'],
  ];
  for (const [body, plain] of bodies) {
    test(`body class "${body}" reads "${plain}"`, () => assert.equal(bodyKind({ bodyClass: body }), plain));
  }
  test('without a body class, the vehicle type is used in lower case', () => {
    assert.equal(bodyKind({ vehicleType: 'MULTIPURPOSE PASSENGER VEHICLE (MPV)' }), 'multipurpose passenger vehicle');
    assert.equal(bodyKind({ vehicleType: 'INCOMPLETE VEHICLE' }), 'incomplete vehicle');
  });
  const countries: [string, string][] = [
    ['UNITED STATES (USA)', 'the United States'],
    ['United States (USA)', 'the United States'],
    ['GERMANY', 'Germany'],
    ['SOUTH KOREA', 'South Korea'],
    ['KOREA (SOUTH)', 'South Korea'],
    ['UNITED KINGDOM (UK)', 'the United Kingdom'],
    ['MEXICO', 'Mexico'],
  ];
  for (const [raw, plain] of countries) {
    test(`country "${raw}" reads "${plain}"`, () => assert.equal(countryName(raw), plain));
  }
  test('plant cities lose their shouting', () => {
    assert.equal(placeName('GRAZ-LIEBENAU'), 'Graz-Liebenau');
    assert.equal(placeName('LANSING - GRAND RIVER'), 'Lansing-Grand River');
    assert.equal(placeName('Neckarsulm'), 'Neckarsulm');
  });
  test('makes are written as their makers write them', () => {
    assert.equal(makeName('FORD'), 'Ford');
    assert.equal(makeName('MERCEDES-BENZ'), 'Mercedes-Benz');
    assert.equal(makeName('BMW'), 'BMW');
    assert.equal(makeName('GMC'), 'GMC');
    assert.equal(makeName('KIA'), 'Kia');
    assert.equal(titleCase("MIANO'S WELDING"), "Miano's Welding");
  });
  test('a make repeated as its model is written once', () => {
    assert.equal(vehicleName({ make: 'JEFFERSON STATE TRAILER WORKS', model: 'Jefferson State Trailer Works', modelYear: '2004' }), '2004 Jefferson State Trailer Works');
    assert.equal(vehicleName({ make: 'KUNTRY KUSTOM RV', model: 'Kuntry Kustom RV LLC', modelYear: '2004' }), '2004 Kuntry Kustom RV LLC');
    assert.equal(modelName({ make: 'TXC', model: 'TXC' }), undefined);
    assert.equal(vehicleName({ make: 'HONDA', model: 'Accord', modelYear: '2003' }), '2003 Honda Accord');
  });
  test('trims lose market notes and brackets', () => {
    assert.equal(trimName({ trim: 'Latitude (US-Mex.), North(Can)' }), 'Latitude');
    assert.equal(trimName({ trim: 'EASY(US-Mex), SPORT (CAN)' }), 'Easy');
    assert.equal(trimName({ trim: 'LTZ-V' }), 'LTZ-V');
    assert.equal(trimName({ trim: 'TREKKING' }), 'Trekking');
    assert.equal(trimName({ trim: 'VAN', bodyClass: 'Minivan' }), undefined);
  });
  test('powertrains read as one phrase with the right articles', () => {
    assert.equal(powertrainPhrase({ engineDisplacement: '2.998832712', engineCylinders: '6', fuelType: 'Gasoline', engineModel: 'J30A4', transmissionStyle: 'Automatic', transmissionSpeeds: '5' }),
      'a 3.0-liter six-cylinder gasoline engine (engine code J30A4) and a 5-speed automatic transmission');
    assert.equal(powertrainPhrase({ engineDisplacement: '2.0', engineCylinders: '4', fuelType: 'Gasoline', transmissionStyle: 'Automatic', transmissionSpeeds: '8' }),
      'a 2.0-liter four-cylinder gasoline engine and an 8-speed automatic transmission');
    assert.equal(powertrainPhrase({ fuelType: 'Electric', electrificationLevel: 'BEV (Battery Electric Vehicle)', batteryKwh: '82.00', transmissionStyle: 'Automatic', transmissionSpeeds: '1' }),
      'a battery-electric drivetrain with an 82 kWh battery');
    assert.equal(powertrainPhrase({ engineDisplacement: '6.5', engineCylinders: '8', fuelType: 'Diesel' }), 'a 6.5-liter eight-cylinder diesel engine');
    assert.equal(powertrainPhrase({ engineDisplacement: '0.050000', engineCylinders: '1', fuelType: 'Gasoline' }), 'a 50 cc single-cylinder gasoline engine');
    assert.equal(powertrainPhrase({ bodyClass: 'Trailer', vehicleType: 'TRAILER', fuelType: 'Not Applicable' }), undefined);
  });
  test('makes without franchised dealers send owners to an authorized service center', () => {
    assert.equal(serviceWhere({ make: 'TESLA' }), 'an authorized Tesla service center');
    assert.equal(serviceWhere({ make: 'RIVIAN' }), 'an authorized Rivian service center');
    assert.equal(serviceWhere({ make: 'POLESTAR' }), 'an authorized Polestar service center');
    assert.equal(serviceWhere({ make: 'HONDA' }), 'any Honda dealer');
  });
});

describe('names read from vPIC', () => {
  test('a model with digits keeps its capitals and small words stay small', () => {
    assert.equal(vehicleName({ make: 'INTERNATIONAL', model: 'RE300', modelYear: '2017' }), '2017 International RE300');
    assert.equal(vehicleName({ make: 'CONTREE SPRAYER AND EQUIPMENT', model: 'CONTREE SPRAYER AND EQUIPMENT', modelYear: '2024' }), '2024 Contree Sprayer and Equipment');
  });
  test('a list of model names is shortened to the first, and a trailing full stop is dropped', () => {
    assert.equal(vehicleName({ make: 'SUZUKI', model: 'Boulevard C90/C90T, C90 B.O.S.S./C90T B.O.S.S.', modelYear: '2001' }), '2001 Suzuki Boulevard C90/C90T');
    assert.equal(vehicleName({ make: 'E-BILT LLC.', model: 'E-Bilt LLC', modelYear: '2024' }), '2024 E-Bilt LLC');
  });
  test('without a make the vehicle is still named', () => {
    assert.equal(vehicleName({ modelYear: '2019' }), '2019 vehicle');
  });
});
