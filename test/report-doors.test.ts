/**
 * One report, told the same way at every door. For every recorded VIN the JSON report, the web page
 * (which is also the MCP App card), the CLI text, the fleet CSV row and the MCP decodeVin result (its
 * report and its text) give the same vehicle name, the same recall count, the same score and the same
 * state for each section (data, none, not fetched, not looked up, not applicable), and every section
 * of the section list (src/report/sections.ts) is seen in each state it can take. The expectations
 * come from the JSON report and the shared words (src/words/); each door is read back
 * as a user would read it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/client';
import { renderReport as cardRenderReport } from '../mcp/app/report-view-source.js';
import { decodeFleet } from '../src/cli/fleet.js';
import { renderReportText } from '../src/cli/render-text.js';
import type { VinReport } from '../src/report/report.js';
import { recallCounts } from '../src/report/recalls.js';
import { sectionState, type SectionState } from '../src/report/section-state.js';
import { APPLIES_TO_WORDS } from '../src/words/recall-words.js';
import { ASSESSMENT_TITLES, sectionGapSentenceFor } from '../src/words/assessment-words.js';
import { reportScoreText, shownScore } from '../src/words/score-words.js';
import { SECTION_TITLES, sectionGapSentence } from '../src/words/section-words.js';
import { vehicleTitle } from '../src/words/vehicle-words.js';
import { SECTION_LIST, type SectionKey } from '../src/report/sections.js';
import { escapeHtml, renderReport } from '../src/web/report-view.js';
import { csvFields } from './helpers/csv.js';
import { constructedDecode, constructedVins, fixtureVins, readVpicFixture, startFakeUpstream, type FakeService } from './helpers/fake-upstream.js';
import { connectMcpClient, startTestService, type TestService } from './helpers/mcp-harness.js';
import { flat } from './helpers/doors.js';

const KEYS = SECTION_LIST.map((s) => s.key) as SectionKey[];

/** What every door must agree on, read from the JSON report. */
interface Facts {
  name: string;
  recalls: number | undefined;
  /** The score as a number, or undefined when the data says too little to score the vehicle. */
  score: number | undefined;
  /** The score in words ("7/10 (Good), provisional", "Not enough data"). */
  scoreText: string;
  /** Recalls that may apply to this very vehicle. */
  mayApply: number | undefined;
  states: Record<SectionKey, SectionState>;
  /** The sentence each section without data is told in. */
  gaps: Partial<Record<SectionKey, string>>;
}

function factsOf(report: VinReport): Facts {
  const states = Object.fromEntries(KEYS.map((key) => [key, sectionState(report, key, report[key])])) as Record<SectionKey, SectionState>;
  const recallsKnown = states.recalls === 'data' || states.recalls === 'none';
  return {
    name: vehicleTitle(report.vehicle, report.vin),
    recalls: recallsKnown ? report.recalls.length : undefined,
    score: report.assessment?.score.enoughData === false ? undefined : shownScore(report.ai.score),
    scoreText: reportScoreText(report),
    mayApply: recallsKnown ? recallCounts(report).mayApply : undefined,
    states,
    gaps: Object.fromEntries(KEYS.filter((key) => states[key] !== 'data').map((key) => [key, sectionGapSentenceFor(report, key, states[key] as Exclude<SectionState, 'data'>)])),
  };
}

/** Text with whitespace collapsed, so wrapped lines compare as sentences. */

/** The page's (and card's) box of one section, by its heading's title. */
function pageBox(html: string, key: SectionKey): string {
  const boxes = html.split('<section ').slice(1);
  const box = boxes.find((b) => new RegExp(`<h3 id="heading-[a-z]+">${SECTION_TITLES[key]}\\b`).test(b));
  assert.ok(box, `the page shows a ${SECTION_TITLES[key]} box`);
  return box;
}

function checkPage(html: string, facts: Facts, door: string): void {
  assert.ok(html.includes(`<h2 id="report-title" tabindex="-1">${escapeHtml(facts.name)}</h2>`), `${door}: the title`);
  assert.ok(html.includes(`<span class="score-number">${facts.score ?? '?'}</span>`), `${door}: the score`);
  assert.ok(html.includes(`${escapeHtml(ASSESSMENT_TITLES.score)}: ${escapeHtml(facts.scoreText)}`), `${door}: the score in words`);
  if (facts.recalls !== undefined && facts.recalls > 0) assert.ok(pageBox(html, 'recalls').includes(`<span class="count">${facts.recalls}</span>`), `${door}: the recall count`);
  for (const key of KEYS) {
    const box = flat(pageBox(html, key));
    const state = facts.states[key];
    if (state === 'data') for (const gap of ['none', 'notFetched', 'notLookedUp'] as const) assert.ok(!box.includes(escapeHtml(sectionGapSentence(key, gap))), `${door}: ${key} has data`);
    else assert.ok(box.includes(escapeHtml(facts.gaps[key]!)), `${door}: ${key} is ${state}`);
  }
}

function checkText(text: string, facts: Facts): void {
  assert.equal(text.split('\n')[0], facts.name, 'CLI: the title');
  assert.ok(text.includes(`\nSummary: score ${facts.scoreText}\n`), 'CLI: the score');
  if (facts.recalls !== undefined) assert.match(text, new RegExp(`^Recalls \\(${facts.recalls}\\)$`, 'm'), 'CLI: the recall count');
  else assert.match(text, /^Recalls \(not looked up\)$/m);
  for (const key of KEYS) {
    const box = flat(cliSection(text, key));
    const state = facts.states[key];
    if (state === 'data') for (const gap of ['none', 'notFetched', 'notLookedUp'] as const) assert.ok(!box.includes(sectionGapSentence(key, gap)), `CLI: ${key} has data`);
    else assert.ok(box.includes(facts.gaps[key]!), `CLI: ${key} is ${state}`);
  }
}

/** The CLI text of one section: from its underlined heading to the next heading. */
function cliSection(text: string, key: SectionKey): string {
  const lines = text.split('\n');
  const isHeading = (i: number) => /^-+$/.test(lines[i + 1] ?? '');
  const start = lines.findIndex((line, i) => line.startsWith(SECTION_TITLES[key]) && isHeading(i));
  assert.ok(start >= 0, `the CLI shows a ${SECTION_TITLES[key]} section`);
  let end = start + 2;
  while (end < lines.length && !isHeading(end)) end++;
  return lines.slice(start, end).join('\n');
}

/** Section → a CSV column of it that holds a value whenever the section has data. */
const CSV_VALUE_COLUMNS: Record<SectionKey, string> = { recalls: 'recalls', maintenance: 'knownIssues', complaints: 'complaints', safetyRatings: 'overallRating', fuelEconomy: 'combinedMpg' };

/** The MCP text's line for each section, in the section list's order (the block after the JSON body). */
function checkMcpText(block: string, facts: Facts): void {
  const lines = block.split('\n');
  assert.equal(lines.length, KEYS.length, 'MCP text: a line per section');
  for (const [i, key] of KEYS.entries()) {
    const line = lines[i]!;
    const state = facts.states[key];
    assert.ok(line.startsWith(SECTION_TITLES[key]), `MCP text: ${key} is line ${i + 1}`);
    if (state === 'data') for (const gap of ['none', 'notFetched', 'notLookedUp'] as const) assert.ok(!line.includes(sectionGapSentence(key, gap)), `MCP text: ${key} has data`);
    else assert.ok(line.includes(facts.gaps[key]!), `MCP text: ${key} is ${state}`);
  }
}

/** The states a section can take by its line in the section list (besides not applicable, which the kind of vehicle decides, and demo mode's not recorded). */
function statesOf(section: (typeof SECTION_LIST)[number]): SectionState[] {
  const states: SectionState[] = ['data', 'none'];
  // A required section fails the whole report instead; our own table cannot fail to be fetched.
  if (section.onFailure === 'unavailable' && section.source !== 'table') states.push('notFetched');
  if (section.perModel) states.push('notLookedUp');
  return states;
}

function checkCsv(cells: Record<string, string>, facts: Facts): void {
  assert.equal(cells.vehicle, facts.name, 'CSV: the vehicle');
  assert.equal(cells.score, facts.score === undefined ? '' : String(facts.score), 'CSV: the score');
  assert.equal(cells.recallsMayApply, facts.mayApply === undefined ? '' : String(facts.mayApply), 'CSV: the recalls that may apply');
  assert.equal(cells.recalls, facts.recalls === undefined ? '' : String(facts.recalls), 'CSV: the recall count');
  const unavailable = new Set(cells.unavailable ? cells.unavailable.split(';') : []);
  const notLookedUp = new Set(cells.notLookedUp ? cells.notLookedUp.split(';') : []);
  for (const key of KEYS) {
    const state = facts.states[key];
    assert.equal(notLookedUp.has(key), state === 'notLookedUp', `CSV: ${key} not looked up`);
    if (state === 'notFetched') assert.ok(unavailable.has(key), `CSV: ${key} not fetched`);
    // No recalls or complaints on file is "none" at every door, and 0 in the CSV's count.
    const counted = (key === 'recalls' || key === 'complaints') && state === 'none';
    assert.equal(cells[CSV_VALUE_COLUMNS[key]] !== '', state === 'data' || counted, `CSV: ${key} has a value only with data`);
  }
}

describe('every door tells the same report', { timeout: 120_000 }, () => {
  let svc: TestService;
  let client: Client;

  before(async () => {
    // The constructed decodes too (test/fixtures/constructed/README.md): the only car with complaints on file is one.
    svc = await startTestService({ fake: await startFakeUpstream({ vpicFallback: constructedDecode }), env: { RATE_LIMIT_PER_DAY: '100000' } });
    client = await connectMcpClient(svc.app.service, 'report-doors-test');
  });
  after(async () => {
    await client?.close();
    await svc?.close();
    await svc?.fake.close();
  });

  /** The report through every door: JSON, page, card, CLI text, CSV row and the MCP tool. */
  async function checkEveryDoor(vins: string[]): Promise<Facts[]> {
    const csv: string[] = [];
    await decodeFleet({ service: svc.app.service, vins, format: 'csv', concurrency: 4, write: async (chunk) => void csv.push(chunk) });
    const [header, ...rows] = csv.join('').trimEnd().split('\r\n');
    const columns = csvFields(header!);
    const all: Facts[] = [];
    for (const [i, vin] of vins.entries()) {
      const outcome = await svc.app.service.decode(vin);
      const json = JSON.parse(outcome.body.toString('utf8')) as VinReport;
      assert.deepEqual(outcome.report, json, 'the report object is the JSON body');
      const facts = factsOf(json);
      checkPage(renderReport(json), facts, 'page');
      checkText(renderReportText(json), facts);
      const fields = csvFields(rows[i]!);
      checkCsv(Object.fromEntries(columns.map((c, n) => [c, fields[n] ?? ''])), facts);
      const result = await client.callTool({ name: 'decodeVin', arguments: { vin } });
      const card = result.structuredContent as VinReport;
      assert.deepEqual(factsOf(card), facts, 'MCP: the structured report');
      const texts = (result.content as Array<{ type: string; text?: string }>).filter((c) => c.type === 'text').map((c) => c.text ?? '');
      checkMcpText(texts[1]!, facts);
      checkPage(cardRenderReport(card), facts, 'MCP card');
      all.push(facts);
    }
    return all;
  }

  const decodable = fixtureVins().filter((vin) => {
    const row = (readVpicFixture(vin) as { Results: Array<Record<string, string>> }).Results[0]!;
    return row.Make!.trim() !== '' && row.ModelYear!.trim() !== '';
  });

  // While no answer for these cars' models is cached yet: each section whose upstream may fail
  // fails for a car of its own, so the other sections of its report load as usual.
  test('every section of the section list shows each state it can take at every door (data, none, not fetched, not looked up), for every recorded VIN', async () => {
    const freshCars = ['KNDJ33FH3NL151771', 'KM8S8AT87EM982470', '3VV3B7AXXNM077525', 'SALEJCT63RG306689'];
    const seen: Facts[] = [];
    for (const section of SECTION_LIST.filter((s) => statesOf(s).includes('notFetched'))) {
      const vin = freshCars.shift();
      assert.ok(vin, `a car left to fail ${section.key} for`);
      // The fake serves each section's upstream calls under the section's key.
      const service = section.key as FakeService;
      assert.ok(service in svc.fake.calls, `the fake serves ${section.key}`);
      svc.fake.fail(service, { kind: 'status', status: 503 });
      try {
        const [facts] = await checkEveryDoor([vin]);
        assert.equal(facts!.states[section.key], 'notFetched', `${section.key} failed for ${vin}`);
        seen.push(facts!);
      } finally {
        svc.fake.fail(service, null);
      }
    }
    seen.push(...await checkEveryDoor([...decodable, ...constructedVins()]));
    for (const section of SECTION_LIST) {
      for (const state of statesOf(section)) assert.ok(seen.some((facts) => facts.states[section.key] === state), `${section.key} is seen ${state}`);
    }
    // The fixtures also show a section a kind of vehicle does not have (a trailer's fuel economy).
    assert.ok(seen.some((facts) => Object.values(facts.states).includes('notApplicable')), 'some fixture shows notApplicable');
  });

  test('each recall verdict, its reason and the recall\'s own words it rests on read the same at every door', async () => {
    // The Accord: a V6 outside a four-cylinder recall, and a recall of earlier replacement inflators;
    // the BMW: a build window the decode cannot place.
    const expected: Array<[string, string, keyof typeof APPLIES_TO_WORDS, string]> = [
      ['1HGCM82633A004352', '17V220000', 'unlikely', 'equipped with a four-cylinder engine'],
      ['1HGCM82633A004352', '19V182000', 'unknown', 'The affected vehicles received a replacement driver air bag inflator'],
      ['WBA3A5C51CF256987', '12V176000', 'unknown', 'manufactured from October 19, 2011, through March 18, 2012'],
    ];
    for (const [vin, campNo, verdict, words] of expected) {
      const json = JSON.parse((await svc.app.service.decode(vin)).body.toString('utf8')) as VinReport;
      const recall = json.recalls.find((r) => r.campNo === campNo)!;
      assert.equal(recall.appliesTo, verdict, campNo);
      assert.ok(recall.evidence?.startsWith(words) && recall.summary?.includes(recall.evidence), `${campNo}: ${recall.evidence}`);
      const card = (await client.callTool({ name: 'decodeVin', arguments: { vin } })).structuredContent as VinReport;
      assert.deepEqual(card.recalls.find((r) => r.campNo === campNo), recall, 'MCP: the structured report');
      const doors: Array<[string, string]> = [['page', renderReport(json)], ['MCP card', cardRenderReport(card)], ['CLI', renderReportText(json)]];
      for (const [door, shown] of doors) {
        const read = flat(door === 'CLI' ? shown : shown.replace(/<[^>]+>/g, ' ').replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
        for (const part of [APPLIES_TO_WORDS[verdict], recall.reason!, recall.evidence!]) assert.ok(read.includes(flat(part)), `${door} shows ${campNo}: ${part}`);
      }
    }
  });
});
