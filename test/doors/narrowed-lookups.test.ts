/**
 * Recalls and complaints looked up under vPIC's model name alone, because NHTSA's list of model
 * names (its products catalogue) could not be reached, are said at every door in one wording
 * (src/words/lookup-words.ts): the JSON report, the web page, the MCP card and text, the CLI text,
 * the fleet CSV and the built-in summary; and no door calls what was found under one name "none".
 * Through the real pipeline against the fake NHTSA, its catalogue answering 503: a 2017 Volvo XC90
 * (nothing filed under "XC90" itself; its campaigns are under "XC90 T5", "XC90 T6" and "XC90H") and
 * a 2018 XC90 (recalls filed under "XC90"), both constructed (test/fixtures/constructed/README.md),
 * and a 2003 Honda Accord decoded while the catalogue still answered.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/client';
import { renderReportText } from '../../src/cli/render-text.js';
import { renderReport } from '../../src/web/report-view.js';
import { NARROWED_TILE_NOTE, narrowedSentence } from '../../src/words/lookup-words.js';
import { SUMMARY_TITLES } from '../../src/words/door-words.js';
import { flat, readDoors, visible, type Doors } from '../helpers/doors.js';
import { constructedDecode, startFakeUpstream } from '../helpers/fake-upstream.js';
import { connectMcpClient, startTestService, type TestService } from '../helpers/mcp-harness.js';

const V = {
  /** 2017 XC90: no recall or complaint filed under "XC90" itself. */
  xc90: 'YV4A22PK9H1100001',
  /** 2018 XC90: recalls filed under "XC90". */
  xc90of2018: 'YV4A22PK4J1100001',
  /** Decoded before the catalogue failed. */
  accord: '1HGCM82633A004352',
} as const;
type Name = keyof typeof V;
const XC90_2017 = { Make: 'VOLVO', Model: 'XC90', ModelYear: '2017', BodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', DriveType: 'AWD/All-Wheel Drive', EngineCylinders: '4', DisplacementL: '2.0', FuelTypePrimary: 'Gasoline', ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct' };

const RECALLS = narrowedSentence('recalls', 'XC90');
const COMPLAINTS = narrowedSentence('complaints', 'XC90');
/** Words only the narrowed sentences use. */
const NARROWED_WORDS = /list of model names/;

let svc: TestService;
let client: Client;
let doors: Record<Name, Doors>;

before(async () => {
  const fake = await startFakeUpstream({ vpicFallback: (vin) => (vin === V.xc90 ? { Count: 1, Message: 'Results returned successfully.', Results: [{ VIN: vin, ...XC90_2017 }] } : constructedDecode(vin)) });
  svc = await startTestService({ fake, env: { RATE_LIMIT_PER_DAY: '100000' } });
  client = await connectMcpClient(svc.app.service, 'narrowed-lookups');
  await svc.app.service.decode(V.accord);
  fake.fail('catalogue', { kind: 'status', status: 503 });
  // One at a time: the catalogue's failures must not pile up into a breaker that also stops the recalls.
  for (const vin of [V.xc90, V.xc90of2018]) await svc.app.service.decode(vin);
  doors = await readDoors(svc.app.service, client, V);
});
after(async () => {
  await client?.close();
  await svc?.close();
  await svc?.fake.close();
});

/** The page's (and card's) box of one section, by its heading. */
function pageBox(html: string, title: string): string {
  const box = html.split('<section ').slice(1).find((b) => new RegExp(`<h3 id="heading-[a-z]+">${title}\\b`).test(b));
  assert.ok(box, `the page shows a ${title} box`);
  return box;
}

/** The CLI's section under `title`, to the next heading. */
function textSection(text: string, title: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line, i) => line.startsWith(title) && /^-+$/.test(lines[i + 1] ?? ''));
  assert.ok(start >= 0, `the text has a ${title} section`);
  const end = lines.findIndex((_line, i) => i > start + 1 && /^-+$/.test(lines[i + 1] ?? ''));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** How many times `text` holds `sentence`. */
const times = (text: string, sentence: string) => text.split(sentence).length - 1;

describe('a look-up under vPIC\'s model name alone at every door', { timeout: 120_000 }, () => {
  test('the JSON report names both sections in narrowed, and the assessment says each in its sentence', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) {
      assert.deepEqual(doors[name].json.narrowed, ['recalls', 'complaints'], name);
      assert.deepEqual(doors[name].json.assessment?.unknowns.filter((u) => u.reason === 'narrowed').map((u) => u.text), [RECALLS, COMPLAINTS], name);
    }
  });

  test('the web page says it in the recall and complaint boxes and among what to look up elsewhere', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) {
      const html = renderReport(doors[name].json);
      assert.ok(visible(pageBox(html, 'Recalls')).includes(RECALLS), `${name}: the recall box`);
      assert.ok(visible(pageBox(html, 'Owner complaints')).includes(COMPLAINTS), `${name}: the complaint box`);
      const unknowns = visible(/<ul class="unknowns">.*?<\/ul>/s.exec(html)?.[0] ?? '');
      assert.ok(unknowns.includes(RECALLS) && unknowns.includes(COMPLAINTS), `${name}: look these up elsewhere`);
    }
  });

  test('the page and the CLI leave it out of what to watch out for, as what to look up elsewhere just below gives it', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) {
      const html = renderReport(doors[name].json);
      const pageList = visible(/<div class="points points-bad">.*?<\/div>/s.exec(html)?.[0] ?? '');
      const text = renderReportText(doors[name].json);
      const textList = flat(text.split(`${SUMMARY_TITLES.issues}:`)[1]?.split(`${SUMMARY_TITLES.buyingAdvice}:`)[0] ?? '');
      for (const [door, list] of [['page', pageList], ['cli', textList]] as const) {
        assert.ok(!list.includes(RECALLS) && !list.includes(COMPLAINTS), `${name}: ${door}: ${list}`);
      }
      assert.ok(doors[name].json.ai.issues.some((issue) => issue.startsWith(COMPLAINTS)), `${name}: the summary itself still says it`);
    }
  });

  test('the MCP card says it as the page does', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) assert.equal(doors[name].card, doors[name].page, name);
  });

  test('MCP decodeVin\'s text says it, with where to look the VIN up', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) {
      assert.ok(doors[name].mcp.includes(`${RECALLS} https://www.nhtsa.gov/recalls?vin=${V[name]}`), name);
      assert.ok(doors[name].mcp.includes(COMPLAINTS), name);
    }
  });

  test('the CLI text says it in the recall and complaint sections and among what to look up elsewhere', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) {
      const text = renderReportText(doors[name].json);
      assert.ok(flat(textSection(text, 'Recalls')).includes(RECALLS), `${name}: the recall section`);
      assert.ok(flat(textSection(text, 'Owner complaints')).includes(COMPLAINTS), `${name}: the complaint section`);
      const unknowns = flat(text.split('Look these up elsewhere:')[1]?.split('Not in this report:')[0] ?? '');
      assert.ok(unknowns.includes(RECALLS) && unknowns.includes(COMPLAINTS), `${name}: look these up elsewhere`);
    }
  });

  test('the fleet CSV names the sections in its narrowed column, and leaves it empty for a report asked under NHTSA\'s names', () => {
    assert.equal(doors.xc90.csv.narrowed, 'recalls;complaints');
    assert.equal(doors.xc90of2018.csv.narrowed, 'recalls;complaints');
    assert.equal(doors.accord.csv.narrowed, '');
    assert.equal(doors.xc90.csv.scoreProvisional, 'true');
  });

  test('the built-in summary says it once for each section', () => {
    for (const name of ['xc90', 'xc90of2018'] as const) {
      assert.equal(times(doors[name].summary, RECALLS), 1, name);
      assert.equal(times(doors[name].summary, COMPLAINTS), 1, name);
    }
  });

  test('the summary counts the recalls found under "XC90" alone as a lower bound, not as all there are', () => {
    assert.match(doors.xc90of2018.json.ai.overview, /NHTSA lists at least 2 recalls for the 2018 Volvo XC90/);
    assert.doesNotMatch(doors.accord.json.ai.overview, /at least/);
  });

  test('no door calls the recalls or complaints found under "XC90" alone none, nor praises the vehicle for them', () => {
    for (const door of ['summary', 'page', 'cli', 'mcp'] as const) {
      assert.doesNotMatch(doors.xc90[door], /NHTSA lists no recalls|no owner complaints|No recall repairs|None of the recalls/i, door);
    }
    assert.doesNotMatch(renderReport(doors.xc90.json), /glance-tile tone-ok" href="#section-recalls"/, 'the recall tile is no good news');
    for (const tile of ['recalls', 'complaints']) {
      const html = /<a class="glance-tile[^"]*" href="#section-(\w+)">.*?<\/a>/g;
      const found = [...renderReport(doors.xc90.json).matchAll(html)].find((m) => m[1] === tile)?.[0] ?? '';
      assert.ok(visible(found).includes(NARROWED_TILE_NOTE), `the ${tile} tile: ${visible(found)}`);
    }
  });

  test('a report asked under NHTSA\'s own names says nothing of it at any door', () => {
    assert.deepEqual(doors.accord.json.narrowed, []);
    for (const door of ['summary', 'page', 'card', 'cli', 'mcp'] as const) assert.doesNotMatch(doors.accord[door], NARROWED_WORDS, door);
  });
});
