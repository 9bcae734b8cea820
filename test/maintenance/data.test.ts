import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { KNOWN_GRADES, MaintenanceEntrySchema, TIRE_SIZE_TEXT, capacityQt, everyMiles, milesIn, milesKm, quartsOf, type MaintenanceEntry } from '../../src/maintenance/entry.js';
import { MAINTENANCE_TABLE, RAW_TABLE, validateTable } from '../../src/maintenance/table.js';

const electricEntries = RAW_TABLE.filter((e) => e.powertrains.includes('electric'));

describe('maintenance table data', () => {
  test('every entry passes the entry schema', () => {
    const failures = RAW_TABLE.flatMap((entry) => {
      const parsed = MaintenanceEntrySchema.safeParse(entry);
      return parsed.success ? [] : [`${entry.id}: ${parsed.error.issues.map((i) => i.message).join('; ')}`];
    });
    assert.deepEqual(failures, []);
  });

  test('entry ids are unique', () => {
    const seen = new Map<string, number>();
    for (const e of RAW_TABLE) seen.set(e.id, (seen.get(e.id) ?? 0) + 1);
    assert.deepEqual([...seen].filter(([, n]) => n > 1).map(([id]) => id), []);
  });

  test('the table holds at least 150 engine-family entries', () => {
    assert.ok(MAINTENANCE_TABLE.length >= 150, `only ${MAINTENANCE_TABLE.length} entries`);
  });

  test('every maker group the issue names is covered', () => {
    const groups: Record<string, string[]> = {
      Ford: ['FORD'], 'Chevrolet/GMC': ['CHEVROLET', 'GMC'], 'Ram/Dodge/Jeep/Chrysler': ['RAM', 'DODGE', 'JEEP', 'CHRYSLER'],
      'Toyota/Lexus': ['TOYOTA', 'LEXUS'], 'Honda/Acura': ['HONDA', 'ACURA'], 'Nissan/Infiniti': ['NISSAN', 'INFINITI'],
      'Hyundai/Kia': ['HYUNDAI', 'KIA'], Subaru: ['SUBARU'], Mazda: ['MAZDA'], 'Volkswagen/Audi': ['VOLKSWAGEN', 'AUDI'],
      BMW: ['BMW'], 'Mercedes-Benz': ['MERCEDES-BENZ'], Tesla: ['TESLA'],
    };
    for (const [group, makes] of Object.entries(groups)) {
      for (const make of makes) {
        const n = RAW_TABLE.filter((e) => e.makes.includes(make) && !e.powertrains.includes('electric')).length;
        if (make !== 'TESLA') assert.ok(n >= 2, `${group}: ${make} has ${n} engine entries`);
      }
    }
    assert.ok(electricEntries.some((e) => e.makes.includes('TESLA')));
    assert.ok(RAW_TABLE.filter((e) => e.powertrains.includes('hybrid')).length >= 20, 'common hybrids');
  });

  test('every entry tells the reader to confirm with the owner\'s manual and uses the fixed tire-size text', () => {
    for (const e of RAW_TABLE) {
      assert.match(e.spec.notes, /owner's manual/, e.id);
      assert.equal(e.spec.tireSize, TIRE_SIZE_TEXT, e.id);
    }
  });

  test('electric entries never carry engine oil or spark plugs and say they are electric', () => {
    assert.ok(electricEntries.length >= 10);
    for (const e of electricEntries) {
      assert.equal(e.spec.isElectric, true, e.id);
      for (const field of ['oil', 'oilCapacity', 'oilInterval', 'sparkPlugs'] as const) assert.equal(e.spec[field], undefined, `${e.id}.${field}`);
      assert.match(e.spec.notes, /no engine oil/i, e.id);
    }
  });

  test('hybrid entries carry hybrid-system notes as well as the engine', () => {
    for (const e of RAW_TABLE.filter((x) => x.powertrains.some((p) => p === 'hybrid' || p === 'plug-in-hybrid'))) {
      assert.match(e.spec.notes, /hybrid/i, e.id);
      assert.equal(e.spec.isElectric, false, e.id);
    }
  });

  test('oil capacities give litres that agree with the quarts', () => {
    for (const e of RAW_TABLE.filter((x) => x.spec.oilCapacity)) {
      // One figure, or one per drive where the manual prints two ("... (front-wheel drive); ... (all-wheel drive)").
      const figure = String.raw`(\d+\.\d) L \/ (\d+\.\d) qt with filter`;
      const whole = new RegExp(String.raw`^${figure}(?: \([a-z -]+\)(?:; ${figure} \([a-z -]+\))+)?$`);
      assert.ok(whole.test(e.spec.oilCapacity ?? ''), `${e.id}: ${e.spec.oilCapacity}`);
      for (const m of (e.spec.oilCapacity ?? '').matchAll(new RegExp(figure, 'g'))) {
        assert.ok(Math.abs(Number(m[1]) - Number(m[2]) * 0.946353) <= 0.05, e.id);
      }
    }
  });

  test('every distance in the table gives kilometres that agree with the miles', () => {
    for (const e of RAW_TABLE) {
      for (const text of Object.values(e.spec)) {
        if (typeof text !== 'string') continue;
        for (const m of text.matchAll(/([\d,]+) miles \(([\d,]+) km\)/g)) {
          const miles = Number(m[1]!.replace(/,/g, ''));
          const km = Number(m[2]!.replace(/,/g, ''));
          assert.ok(Math.abs(km - miles * 1.609344) <= 600, `${e.id}: ${m[0]}`);
        }
      }
    }
  });

  test('the unit helpers format as the contract shows', () => {
    assert.equal(capacityQt(6.0), '5.7 L / 6.0 qt with filter');
    assert.equal(everyMiles(10000, 12), 'Every 10,000 miles (16,000 km) or 12 months, whichever comes first');
    assert.equal(milesKm(105000), '105,000 miles (169,000 km)');
  });
});

describe('every entry, one by one: units, plausible ranges, known grades and a source', () => {
  for (const entry of RAW_TABLE) {
    test(entry.id, () => {
      const parsed = MaintenanceEntrySchema.safeParse(entry);
      assert.ok(parsed.success, parsed.success ? '' : parsed.error.issues.map((i) => i.message).join('; '));
      assert.match(entry.source, /\b(19|20)\d\d\b/, 'source gives a year');
      const { oil, oilCapacity, oilInterval, knownIssues } = entry.spec;
      for (const grade of oil?.match(/\b\d{1,2}W-\d{1,2}\b/g) ?? []) assert.ok((KNOWN_GRADES as readonly string[]).includes(grade), grade);
      if (oilCapacity) {
        const qt = quartsOf(oilCapacity) ?? 0;
        assert.ok(qt >= 3 && qt <= 12, `${qt} qt`);
      }
      for (const miles of milesIn(oilInterval ?? '')) assert.ok(miles >= 3000 && miles <= 20000, `${miles} miles`);
      for (const issue of knownIssues ?? []) assert.match(issue.source, /\b(19|20)\d\d\b/, `${issue.title}: source gives a year`);
    });
  }
});

describe('maintenance table validation at load', () => {
  const good = RAW_TABLE[0] as MaintenanceEntry;

  test('rejects a duplicate id', () => {
    assert.throws(() => validateTable([good, { ...good }]), /duplicate maintenance entry id/);
  });

  test('rejects an electric entry that lists engine oil', () => {
    const bad: MaintenanceEntry = {
      id: 'bad-ev', makes: ['TESLA'], yearFrom: 2020, yearTo: 2021, fuel: 'electric', powertrains: ['electric'], source: 'Tesla Model 3 Owner\'s Manual, 2021',
      spec: { tireSize: TIRE_SIZE_TEXT, isElectric: true, oil: '0W-20', notes: 'Confirm with the owner\'s manual.' },
    };
    assert.throws(() => validateTable([bad]), /no engine oil or spark plugs/);
  });

  test('rejects notes that do not point to the owner\'s manual', () => {
    assert.throws(() => validateTable([{ ...good, id: 'no-manual', spec: { ...good.spec, notes: 'Trust me.' } }]), /owner's manual/);
  });

  test('rejects an entry without a source', () => {
    const { source: _source, ...unsourced } = good;
    assert.throws(() => validateTable([{ ...unsourced, id: 'no-source' } as MaintenanceEntry]), /source/);
  });

  test('rejects a source that names no document year', () => {
    assert.throws(() => validateTable([{ ...good, id: 'no-year', source: 'Ford owner\'s manual, capacities chapter' }]), /year/);
  });

  test('rejects an oil capacity outside 3-12 quarts', () => {
    assert.throws(() => validateTable([{ ...good, id: 'big-sump', spec: { ...good.spec, oilCapacity: capacityQt(14) } }]), /outside 3-12 qt/);
  });

  test('rejects an oil interval outside 3,000-20,000 miles', () => {
    assert.throws(() => validateTable([{ ...good, id: 'long-drain', spec: { ...good.spec, oilInterval: everyMiles(30000) } }]), /outside 3,000-20,000/);
  });

  test('rejects an unknown viscosity grade', () => {
    assert.throws(() => validateTable([{ ...good, id: 'typo-grade', spec: { ...good.spec, oil: '5W-02' } }]), /unknown viscosity grade 5W-02/);
  });

  test('rejects a known issue without a dated source', () => {
    const issue = { title: 'Timing chain wear', detail: 'The chain stretches and rattles at cold start.', source: 'the internet', appliesTo: 'every engine ever made', fits: { yearFrom: 2010 } };
    assert.throws(() => validateTable([{ ...good, id: 'gossip', spec: { ...good.spec, knownIssues: [issue] } }]), /source/);
  });

  test('rejects a year range that runs backwards', () => {
    assert.throws(() => validateTable([{ ...good, id: 'backwards', yearFrom: 2020, yearTo: 2010 }]), /yearFrom after yearTo/);
  });
});
