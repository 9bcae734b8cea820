/**
 * The assessment on the page (and the MCP card, which draws the same HTML): what a buyer saw in
 * issue 35, each test named for what the page now shows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { renderReportText } from '../../src/cli/render-text.js';
import { assess } from '../../src/assessment/assess.js';
import type { VinReport } from '../../src/report/report.js';
import { renderReport } from '../../src/web/report-view.js';
import { fixtureInput } from '../ai/fixture-inputs.js';
import type { SummaryFacts } from '../ai/summary-input.js';
import { sampleReport } from '../helpers/sample-report.js';

/** The report the service would build from a fixture VIN's facts, with the built-in summary. */
function assessedReport(vin: string, extra: SummaryFacts = {}): VinReport {
  const input = fixtureInput(vin, extra);
  const assessment = assess(input);
  return sampleReport({
    vin,
    vehicle: input.vehicle,
    ...input.sections,
    unavailable: input.unavailable,
    notLookedUp: input.notLookedUp,
    recallLookupUrl: `https://www.nhtsa.gov/recalls?vin=${vin}`,
    assessment,
    ai: { ...writeBuiltinSummary({ ...input, assessment }), provider: 'builtin' },
  });
}

/** The HTML without tags, with whitespace collapsed: what a reader sees. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');
}

const glance = (html: string) => html.slice(html.indexOf('<nav class="glance"'), html.indexOf('</nav>'));

test('a park-outside recall unlikely to apply no longer turns the recall tile into a park-outside alarm', () => {
  const html = renderReport(assessedReport('5YJ3E1EBXSF969484', {
    recalls: [
      { campNo: '19V777000', component: 'ELECTRICAL SYSTEM', parkOutside: true, appliesTo: 'unlikely', reason: 'The recall names hybrid vehicles; this vehicle is fully electric.' },
      { campNo: '25V002000', component: 'BACK OVER PREVENTION', overTheAirUpdate: true, appliesTo: 'likely' },
    ],
    complaints: { total: 3, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] },
  }));
  const tile = text(glance(html));
  assert.doesNotMatch(tile, /park outside/);
  assert.match(tile, /1 Recall may apply, of 2 listed/);
  assert.match(text(html), /1 may apply to this vehicle \(2 listed for the model and year\)\./);
});

test('recalls that may apply are listed before those unlikely to apply, whatever their dates', () => {
  const html = renderReport(assessedReport('1HGCM82633A004352'));
  const likely = html.indexOf('19V182000');
  const unknown = html.indexOf('14V353000');
  const unlikely = html.indexOf('17V220000');
  assert.ok(likely > 0 && unknown > 0 && unlikely > Math.max(likely, unknown), 'the unlikely 2017 campaign comes last');
});

test('a VIN vPIC corrected shows a banner above the specs with the VIN it decoded instead', () => {
  const html = renderReport(assessedReport('2HNYD18213P683944'));
  const banner = html.indexOf('class="decode-banner');
  assert.ok(banner > 0 && banner < html.indexOf('<dl class="facts">'), 'above the specs');
  assert.match(text(html), /VIN corrected by NHTSA's decoder vPIC found one character wrong \(position 11\)/);
  assert.match(text(html), /Suggested VIN: 2HNYD18213G683944\./);
});

test('a VIN whose check digit the manufacturer registered as an exception is told so, not warned about', () => {
  const html = renderReport(assessedReport('ZACCJABT0FPB56597'));
  assert.match(html, /class="decode-banner decode-info" role="note"/);
  assert.match(text(html), /Check digit accepted as a manufacturer exception/);
});

test('a clean decode shows no banner', () => {
  assert.ok(!renderReport(assessedReport('3VV3B7AXXNM077525')).includes('decode-banner'));
});

test('a trailer the data says little about shows "Not enough data" instead of a score out of 10', () => {
  const html = renderReport(assessedReport('1J9ABCYE14V316844'));
  assert.match(html, /<span class="score-number">\?<\/span>/);
  assert.match(text(html), /Why this score: Not enough data, provisional/);
  assert.doesNotMatch(text(html), /\d+\s*\/\s*10/);
});

test('the score comes with its factors, what the report does not hold (with NICB and NMVTIS) and a checklist for the vehicle', () => {
  const html = renderReport(assessedReport('5YJ3E1EBXSF969484'));
  const page = text(html);
  // The Model 3's rear-camera recall may apply, so recalls earn no point; its age does.
  assert.match(page, /Why this score: \d+\/10 \(\w+\) Starting from 7 \+1 3 model years old or newer/);
  assert.match(page, /Not in this report Title brands \(salvage, flood, junk, rebuilt\) are not in this report/);
  assert.match(html, /href="https:\/\/www\.nicb\.org\/vincheck"/);
  assert.match(html, /href="https:\/\/vehiclehistory\.bja\.ojp\.gov\/nmvtis_consumers"/);
  assert.match(page, /Test drive and inspection checklist Check that recall 25V002000 \(back over prevention, software\) was done\. Ask for a battery state-of-health report/);
});

test('a Tesla with three sections that could not be fetched says the score is provisional and where to look each up', () => {
  const html = renderReport(assessedReport('5YJ3E1EBXSF969484', { unavailable: ['complaints', 'safetyRatings', 'fuelEconomy'] }));
  const page = text(html);
  assert.match(page, /Why this score: \d\/10 \(\w+\), provisional/);
  assert.match(page, /Look these up elsewhere Owner complaints could not be fetched this time/);
  assert.match(html, /href="https:\/\/www\.fueleconomy\.gov"/);
  assert.doesNotMatch(page, /the rest of the report is complete/);
});

test('a report cached before the assessment existed still renders, without its boxes', () => {
  const html = renderReport(sampleReport());
  assert.ok(!html.includes('Why this score'));
  assert.match(html, /<span class="score-number">7<\/span>/);
});

test('recalls found for a guessed model say so on the page and in the CLI, and the decode earns no recall point or clean bill', () => {
  // The BMW's check digit does not match: vPIC's decode may describe another vehicle.
  const report = assessedReport('WBA3A5C51CF256987', { recalls: [] });
  assert.equal(report.assessment?.decode.certain, false);
  const said = 'Looked up for the model vPIC guessed, the 2012 BMW 328i: if the decode is wrong, so is this list.';
  assert.ok(text(renderReport(report)).includes(said));
  assert.ok(renderReportText(report).replace(/\s+/g, ' ').includes(said));
  assert.ok(!report.assessment?.score.factors.some((f) => /recall/.test(f.rule)));
  assert.ok(!report.ai.strengths.some((s) => /recall/i.test(s)), report.ai.strengths.join(' | '));
});
