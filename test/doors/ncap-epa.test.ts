/**
 * What NHTSA's NCAP record and EPA's vehicle record add (driver aids, investigations, the tested
 * model's photo, running costs) at every door, through the real pipeline against the fake
 * upstreams: the JSON API, the page's view, the MCP tool and card, the CLI's text and the fleet
 * CSV, and the built-in summary. The decodes of a 2019 Golf (NCAP: the recorded README pastes) and
 * a 2020 Camry V6 (EPA: the recorded vehicle 42011) are constructed in vPIC's shape, since no
 * recorded vPIC answer exists for either (test/fixtures/constructed/README.md).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { createMcpServer } from '../../mcp/server.js';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { promptFacts } from '../../src/ai/prompt.js';
import { decodeFleet } from '../../src/cli/fleet.js';
import { renderReportText } from '../../src/cli/render-text.js';
import { silentLogger } from '../../src/logger.js';
import type { VinReport } from '../../src/report/report.js';
import { renderNcapPicture } from '../../src/web/ncap-picture-view.js';
import { renderReport } from '../../src/web/report-view.js';
import { fixtureInput } from '../ai/fixture-inputs.js';
import { csvFields } from '../helpers/csv.js';
import { constructedDecode, startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestService, type TestService } from '../helpers/mcp-harness.js';
import { visible } from '../helpers/doors.js';

const GOLF = '3VWG57AUXKM100001';
const CAMRY = '4T1B11HKXHL100001';

let svc: TestService;
const reports: Record<string, VinReport> = {};
before(async () => {
  svc = await startTestService({ http: true, fake: await startFakeUpstream({ vpicFallback: constructedDecode }) });
  for (const vin of [GOLF, CAMRY]) {
    const res = await fetch(`${svc.baseUrl}/api/decode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vin }) });
    assert.equal(res.status, 200);
    reports[vin] = (await res.json()) as VinReport;
  }
});
after(async () => {
  await svc.close();
  await svc.fake.close();
});

/** The HTML without tags, with whitespace collapsed: what a reader sees. */

test('the JSON API carries driver aids as NHTSA words them, the investigation count and link, and the picture on our origin', () => {
  const s = reports[GOLF]!.safetyRatings;
  assert.deepEqual(s?.equipment, { electronicStabilityControl: 'Standard', forwardCollisionWarning: 'Standard', laneDepartureWarning: 'Optional' });
  assert.deepEqual(s?.investigations, { count: 1, url: 'https://www.nhtsa.gov/vehicle/2019/VOLKSWAGEN/GOLF' });
  assert.equal(s?.picture?.url, '/img/ncap/13518_st0640_046.png');
});

test('the JSON API carries EPA\'s running costs and emissions', () => {
  const f = reports[CAMRY]!.fuelEconomy;
  assert.deepEqual([f?.annualFuelCost, f?.fiveYearVersusAverage, f?.co2GramsPerMile, f?.greenhouseScore], [2300, -750, 338, 5]);
});

test('the page shows the photo with alt text naming the tested model, the driver aids, the investigations and the running cost', () => {
  const golf = renderReport(reports[GOLF]!, { picture: renderNcapPicture });
  assert.match(golf, /<img src="\/img\/ncap\/13518_st0640_046\.png" alt="NHTSA&#39;s photo of the tested model, the 2019 Volkswagen Golf 4 DR FWD; not a photo of this car\."/);
  const t = visible(golf);
  assert.match(t, /Electronic stability control: standard/);
  assert.match(t, /Lane departure warning: optional/);
  assert.match(t, /NHTSA lists 1 defect investigation for this model and year\. See them at NHTSA/);
  assert.ok(golf.includes('href="https://www.nhtsa.gov/vehicle/2019/VOLKSWAGEN/GOLF"'));
  const camry = visible(renderReport(reports[CAMRY]!, { picture: renderNcapPicture }));
  assert.match(camry, /EPA estimates \$2,300 a year in fuel, \$750 more over five years than the average new vehicle \(for 15,000 miles a year, 55% of them in the city, at the fuel prices EPA used for this record\)\./);
  assert.match(camry, /338 g\/mile CO2 at the tailpipe; EPA greenhouse gas score 5 of 10/);
});

test('the MCP tool returns the same fields, and its card shows them without requesting the photo', async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer({ service: svc.app.service, logger: silentLogger });
  await server.connect(serverSide);
  const client = new Client({ name: 'ncap-epa-doors', version: '1.0.0' });
  await client.connect(clientSide);
  after(() => client.close());
  await client.listTools();
  const result = await client.callTool({ name: 'decodeVin', arguments: { vin: GOLF } });
  const structured = result.structuredContent as VinReport;
  assert.deepEqual(structured.safetyRatings, reports[GOLF]!.safetyRatings);
  const card = renderReport(structured);
  assert.doesNotMatch(card, /<img/);
  assert.match(visible(card), /Forward collision warning: standard/);
  assert.match(visible(card), /NHTSA lists 1 defect investigation/);
});

test('the CLI\'s text names the driver aids, the investigations, the photo\'s source and the running cost', () => {
  const golf = renderReportText(reports[GOLF]!);
  assert.match(golf, /^ {2}Driver aids on the rated variant:\n {4}Electronic stability control: standard\n {4}Forward collision warning: standard$/m);
  assert.match(golf, /NHTSA lists 1 defect investigation for this model and year\./);
  assert.match(golf, /See them at NHTSA: https:\/\/www\.nhtsa\.gov\/vehicle\/2019\/VOLKSWAGEN\/GOLF/);
  assert.match(golf, /NHTSA's photo of the tested model, not of this car: https:\/\/static\.nhtsa\.gov\/images\/vehicles\/13518_st0640_046\.png/);
  const camry = renderReportText(reports[CAMRY]!);
  assert.match(camry, /EPA estimates \$2,300 a year in fuel/);
  assert.match(camry, /338 g\/mile CO2 at the tailpipe; EPA greenhouse gas score 5 of 10\./);
});

test('the fleet CSV has annual fuel cost and investigation count columns', async () => {
  let out = '';
  await decodeFleet({ service: svc.app.service, vins: [GOLF, CAMRY], format: 'csv', concurrency: 1, write: async (chunk) => void (out += chunk) });
  const [header, ...rows] = out.trimEnd().split('\r\n').map(csvFields);
  const column = (name: string) => header!.indexOf(name);
  assert.ok(column('annualFuelCost') > 0 && column('investigations') > 0);
  const golf = rows.find((r) => r[0] === GOLF)!;
  const camry = rows.find((r) => r[0] === CAMRY)!;
  assert.equal(golf[column('investigations')], '1');
  assert.equal(golf[column('annualFuelCost')], '', 'EPA gave the Golf no figures: an empty cell, never 0');
  assert.equal(camry[column('annualFuelCost')], '2300');
  assert.equal(camry[column('investigations')], '', 'NHTSA has not rated the Camry: no count');
});

test('the built-in summary names standard driver aids as a strength, investigations as an issue, and fuel cost against the average', () => {
  const golf = reports[GOLF]!.ai;
  // Stability control was required on every 2012-on light vehicle: standard, but no strength of this one.
  assert.ok(golf.strengths.includes('Forward collision warning was standard on the variant NHTSA rated.'), golf.strengths.join(' | '));
  assert.doesNotMatch(golf.strengths.join(' '), /stability control/i);
  assert.ok(golf.issues.some((i) => i.startsWith('NHTSA lists 1 defect investigation for this model and year. Look into what it concerns')), golf.issues.join(' | '));
  const camry = reports[CAMRY]!.ai;
  assert.ok(camry.issues.includes('EPA expects fuel to cost $750 more over five years than the average new vehicle.'), camry.issues.join(' | '));
});

test('the built-in summary counts fuel $500 or more cheaper than the average new vehicle as a strength, and stays quiet within $500', () => {
  // Constructed: the Honda fixture with EPA figures in the shape the recorded 2020 Fit (youSaveSpend 1750) and Camry V6 (-750) give.
  const economy = { variant: 'Auto (S5), 6 cyl, 3.0 L', cityMpg: 19, highwayMpg: 28, combinedMpg: 22, fuelType: 'Regular' };
  const saving = writeBuiltinSummary(fixtureInput('1HGCM82633A004352', { fuelEconomy: { ...economy, fiveYearVersusAverage: 1750 } }));
  assert.ok(saving.strengths.includes('EPA expects fuel to cost $1,750 less over five years than the average new vehicle.'), saving.strengths.join(' | '));
  const close = writeBuiltinSummary(fixtureInput('1HGCM82633A004352', { fuelEconomy: { ...economy, fiveYearVersusAverage: -250 } }));
  assert.doesNotMatch([...close.strengths, ...close.issues].join(' '), /over five years/);
});

test('an LLM is told the driver aids and the investigation count, but not where the photo is served', () => {
  const facts = JSON.stringify(promptFacts(fixtureInput('1HGCM82633A004352', { safetyRatings: reports[GOLF]!.safetyRatings })));
  assert.match(facts, /"laneDepartureWarning":"Optional"/);
  assert.match(facts, /"investigations":\{"count":1/);
  assert.doesNotMatch(facts, /img\/ncap|static\.nhtsa\.gov/);
});
