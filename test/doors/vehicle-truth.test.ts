/**
 * Advice true of the vehicle at every door: the JSON assessment, the built-in summary, the page,
 * the CLI's text, the MCP tool's text and the fleet CSV, for the vehicles issue 45 names (a BEV, an
 * FCEV, a PHEV, power-split and two-motor hybrids, a BAS mild hybrid, diesels of 2002, 2008 and
 * 2015, a motorcycle, a trailer, an incomplete vehicle and a car under a do-not-drive recall),
 * recorded or constructed (test/fixtures/constructed/README.md), through the real pipeline
 * against the fake upstreams.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/client';
import { readDoors, type Doors } from '../helpers/doors.js';
import { constructedDecode, startFakeUpstream } from '../helpers/fake-upstream.js';
import { connectMcpClient, startTestService, type TestService } from '../helpers/mcp-harness.js';

const V = {
  nexo: 'KM8J84A65MU100001',
  machE: '3FMTK3SU2RM100001',
  volt: '1G1RC6S59KU100001',
  prius: 'JTDKARFUXK3100001',
  accordHybrid: '1HGCV3F44LA100001',
  vue: '3GSCL93Z09S100001',
  f350: '2FTRX335429766962',
  f250: '1FTSW21R28E100001',
  ram: '1C6RR7LM6FS100001',
  motorcycle: 'VTTVY56AX14102439',
  trailer: '1J9ABCYE14V316844',
  incomplete: '54DC6T7F8PBA39827',
  ranger: '1FTYR10U96P100001',
  camry: '4T1B11HKXHL100001',
  tahoe: '1GNJKADZ1B3449709',
  jetta: '3VWD07AJ5EM388202',
} as const;
type Name = keyof typeof V;

let svc: TestService;
let client: Client;
let doors: Record<Name, Doors>;

before(async () => {
  svc = await startTestService({ fake: await startFakeUpstream({ vpicFallback: constructedDecode }), env: { RATE_LIMIT_PER_DAY: '100000' } });
  client = await connectMcpClient(svc.app.service, 'vehicle-truth');
  doors = await readDoors(svc.app.service, client, V, 4);
});
after(async () => {
  await client?.close();
  await svc?.close();
  await svc?.fake.close();
});

/** The text doors: summary, page, CLI and MCP text. */
const TEXT_DOORS = ['summary', 'page', 'cli', 'mcp'] as const;
/** The doors that show the checklist (the summary writes its own advice). */
const CHECKLIST_DOORS = ['page', 'cli', 'mcp'] as const;

function everyDoor(name: Name, which: readonly (typeof TEXT_DOORS)[number][], check: (text: string, door: string) => void): void {
  for (const door of which) check(doors[name][door], `${name} ${door}`);
}

describe('advice true of the vehicle at every door', { timeout: 120_000 }, () => {
  test('a fuel-cell car: hydrogen tanks, never a plug, battery capacity or an idling engine', () => {
    assert.equal(doors.nexo.json.assessment?.vehicle?.powertrain, 'fuel-cell');
    assert.equal(doors.nexo.csv.powertrain, 'fuel-cell');
    everyDoor('nexo', TEXT_DOORS, (t, door) => assert.doesNotMatch(t, /Battery-electric|loses capacity|charging system|idle smoothly|oil grade/i, door));
    everyDoor('nexo', CHECKLIST_DOORS, (t, door) => assert.match(t, /date after which the tanks may no longer be used/, door));
  });

  test('a battery-electric car: no idling engine, no oil grade', () => {
    assert.equal(doors.machE.csv.powertrain, 'battery-electric');
    everyDoor('machE', TEXT_DOORS, (t, door) => assert.doesNotMatch(t, /idle smoothly|oil grade|Start it from cold/i, door));
    everyDoor('machE', CHECKLIST_DOORS, (t, door) => assert.match(t, /battery state-of-health report/, door));
  });

  test('a plug-in hybrid: MPG on gasoline, MPGe on electricity, kWh/100 mi', () => {
    const f = doors.volt.json.fuelEconomy!;
    assert.deepEqual([f.combinedMpg, f.electricCombinedMpge, f.kwhPer100Miles], [42, 106, 31]);
    assert.equal(doors.volt.csv.combinedMpgUnit, 'MPG');
    everyDoor('volt', TEXT_DOORS, (t, door) => {
      assert.doesNotMatch(t, /42 MPGe/, door);
      assert.match(t, /106 MPGe combined \(113 city, 98 highway\)/, door);
      assert.match(t, /31 kWh\/100 mi/, door);
    });
    assert.match(doors.volt.page, /Combined 42 MPG/);
    assert.match(doors.volt.cli, /Combined: 42 MPG/);
  });

  test('power-split and two-motor hybrids: rising revs are by design, never CVT slip', () => {
    for (const name of ['prius', 'accordHybrid', 'volt'] as const) everyDoor(name, TEXT_DOORS, (t, door) => assert.doesNotMatch(t, /revs rising without speed/, door));
    for (const name of ['prius', 'accordHybrid'] as const) everyDoor(name, CHECKLIST_DOORS, (t, door) => assert.match(t, /independently of road speed by design/, door));
    assert.equal(doors.accordHybrid.json.assessment?.vehicle?.hybridKind, 'two-motor');
  });

  test('a first belt-alternator-starter hybrid: its 36 V nickel-metal-hydride pack', () => {
    assert.equal(doors.vue.json.assessment?.vehicle?.mildHybridKind, 'bas');
    everyDoor('vue', CHECKLIST_DOORS, (t, door) => assert.match(t, /36-volt nickel-metal-hydride pack/, door));
  });

  test('diesels by era: nothing of filters or DEF before 2007, a particulate filter in 2008, DEF from about 2010, one cold start each', () => {
    everyDoor('f350', TEXT_DOORS, (t, door) => assert.doesNotMatch(t, /particulate|exhaust fluid|\bDEF\b/i, door));
    everyDoor('f250', CHECKLIST_DOORS, (t, door) => {
      assert.match(t, /diesel particulate filter \(US rules brought them in from the 2007 model year\)/, door);
      assert.doesNotMatch(t, /exhaust fluid/, door);
    });
    everyDoor('ram', CHECKLIST_DOORS, (t, door) => assert.match(t, /exhaust fluid \(DEF\) system/, door));
    for (const name of ['f350', 'f250', 'ram'] as const) {
      assert.equal(doors[name].csv.powertrain, 'diesel');
      everyDoor(name, CHECKLIST_DOORS, (t, door) => assert.equal(t.match(/start it from cold/gi)?.length, 1, door));
    }
    everyDoor('f350', CHECKLIST_DOORS, (t, door) => assert.match(t, /If it is a diesel as vPIC guessed/, door));
  });

  test('a motorcycle: no floors or bushings, no crash ratings or fuel economy to miss', () => {
    everyDoor('motorcycle', CHECKLIST_DOORS, (t, door) => assert.doesNotMatch(t, /floors|bushings/, door));
    assert.equal(doors.motorcycle.csv.notApplicable, 'safetyRatings;fuelEconomy');
    everyDoor('motorcycle', ['page', 'cli', 'mcp'], (t, door) => assert.match(t, /Not applicable: NHTSA crash-tests cars and light trucks, not motorcycles\./, door));
  });

  test('a trailer: no engine, crash ratings or fuel economy by nature, said once, never as missing', () => {
    assert.equal(doors.trailer.json.assessment?.vehicle?.powertrain, 'none');
    assert.equal(doors.trailer.csv.notApplicable, 'maintenance;safetyRatings;fuelEconomy');
    everyDoor('trailer', ['page', 'cli', 'mcp'], (t, door) => {
      assert.match(t, /Not applicable: a trailer has no engine\./, door);
      assert.match(t, /Not applicable: a trailer uses no fuel\./, door);
    });
    everyDoor('trailer', TEXT_DOORS, (t, door) => assert.doesNotMatch(t, /could not be fetched|No maintenance specifications match|idle|Start it from cold/i, door));
  });

  test('an incomplete vehicle: a heavy-vehicle mechanic and its records', () => {
    assert.equal(doors.incomplete.json.assessment?.vehicle?.body, 'incomplete');
    everyDoor('incomplete', CHECKLIST_DOORS, (t, door) => assert.match(t, /heavy-vehicle mechanic/, door));
  });

  test('under a do-not-drive recall: the checklist says not to drive it, and no door tells the buyer to start or drive it', () => {
    everyDoor('ranger', CHECKLIST_DOORS, (t, door) => {
      assert.match(t, /Do not start or drive it: recall 18V039000/, door);
      assert.doesNotMatch(t, /Start it from cold|brake firmly|Switch it on|clutch does not slip/, door);
    });
    assert.match(doors.ranger.summary, /Do not buy or drive it until the seller proves that recall 18V039000 has been repaired\./);
  });

  test('a checklist from the model year\'s complaints: engine, fuel system and brakes first', () => {
    everyDoor('camry', CHECKLIST_DOORS, (t, door) => assert.match(t, /Owners filed 3 complaints with NHTSA about the engine for this model year: listen for knocking/, door));
    assert.deepEqual(doors.camry.json.assessment?.checks.slice(0, 3).map((c) => c.topic), ['complaints: engine', 'complaints: fuel system', 'complaints: brakes']);
  });

  test('no complaints on file is one sentence at every door, never a row of zeros', () => {
    everyDoor('nexo', ['page', 'cli'], (t, door) => {
      assert.match(t, /NHTSA has no owner complaints on file for this model and year\./, door);
      assert.doesNotMatch(t, /0 crashes/, door);
    });
    assert.equal(doors.nexo.csv.complaints, '0');
    // Complaints without a crash, fire, injury or death say so once.
    everyDoor('camry', ['page', 'cli'], (t, door) => {
      assert.match(t, /None of them reports a crash, fire, injury or death\./, door);
      assert.doesNotMatch(t, /0 crashes|Crashes 0/, door);
    });
  });

  test('a guessed engine\'s maintenance is headed as vPIC\'s guess at every door', () => {
    assert.equal(doors.tahoe.json.maintenance?.guessedEngine, '2.4 L LAT');
    everyDoor('tahoe', TEXT_DOORS, (t, door) => assert.match(t, /For the engine vPIC guessed: 2\.4 L LAT; check the engine code on the label under the hood/, door));
  });

  test('a known issue within its stated years, and an extension past its term said to have run out', () => {
    const issue = doors.jetta.json.maintenance?.knownIssues?.find((k) => k.title.startsWith('Engine water pump leaks (EA888, 2014-2021)'));
    assert.ok(issue, 'the 2014 Jetta is in the 2014-2021 settlement');
    assert.match(issue.appliesTo ?? '', /2014-2021 Jetta/);
    for (const door of ['summary', 'page', 'cli'] as const) {
      assert.match(doors.jetta[door], /For a 2014 model, the settlement's extended water-pump warranty \(8 years or 80,000 miles\) has run out/, door);
    }
  });
});
