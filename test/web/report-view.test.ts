/**
 * The report view (src/web/report-view.ts) as the page and the MCP App card use it: a report in,
 * escaped HTML out. Reports here are the shared sample report with what each test is about.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { VinReport } from '../../src/report/report.js';
import { recallsNewestFirst } from '../../src/report/recalls.js';
import { vehicleTitle } from '../../src/words/vehicle-words.js';
import { DEMO_NOTICE } from '../../src/words/notice-words.js';
import { escapeHtml, renderReport } from '../../src/web/report-view.js';
import { sampleReport } from '../helpers/sample-report.js';

const report = (extra: Partial<VinReport> = {}) => sampleReport({ recallLookupUrl: '', ...extra });

/** The HTML without tags, with whitespace collapsed: what a reader sees. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');
}

test('the vehicle is named by year, make, model and trim, with makes spelled as their makers do and a model repeating the make said once', () => {
  assert.equal(vehicleTitle({ make: 'HONDA', model: 'Accord', modelYear: '2003', trim: 'EX-V6' }, 'X'), '2003 Honda Accord EX-V6');
  assert.equal(vehicleTitle({ make: 'BMW', model: '328i', modelYear: '2012' }, 'X'), '2012 BMW 328i');
  assert.equal(vehicleTitle({ make: 'MERCEDES-BENZ', model: 'C-Class' }, 'X'), 'Mercedes-Benz C-Class');
  assert.equal(vehicleTitle({ make: 'MINI', model: 'Cooper', modelYear: '2019' }, 'X'), '2019 MINI Cooper');
  assert.equal(vehicleTitle({ make: 'MCLAREN', model: '720S', modelYear: '2018' }, 'X'), '2018 McLaren 720S');
  assert.equal(vehicleTitle({ make: 'CHEVAL LIBERTE', model: 'Cheval Liberte', modelYear: '2023' }, 'X'), '2023 Cheval Liberte');
  assert.equal(vehicleTitle({}, 'WBA3A5C51CF256987'), 'VIN WBA3A5C51CF256987');
});

test("vPIC's slash-joined values wrap after a slash, never mid-word", () => {
  const html = renderReport(report({ vehicle: { make: 'VOLKSWAGEN', model: 'Golf', modelYear: '2019', bodyClass: 'Hatchback/Liftback/Notchback', driveType: 'FWD/Front-Wheel Drive' } }));
  assert.ok(html.includes('<dd>Hatchback/<wbr>Liftback/<wbr>Notchback</dd>'), html);
  assert.ok(html.includes('<dd>FWD/<wbr>Front-Wheel Drive</dd>'));
});

test('every value from the report is escaped', () => {
  const hostile = '<img src=x onerror=alert(1)>"\'&';
  const html = renderReport(report({
    vehicle: { make: hostile, model: hostile, trim: hostile, bodyClass: hostile, plantCity: hostile },
    recalls: [{ component: hostile, summary: hostile, consequence: hostile, remedy: hostile, campNo: hostile, reason: hostile, reportReceivedDate: hostile }],
    ai: { overview: hostile, strengths: [hostile], issues: [hostile], buyingAdvice: hostile, maintenanceTips: hostile, score: 5, provider: hostile, model: hostile },
    complaints: { total: 1, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [{ component: hostile, count: 1 }], latestFiled: hostile },
    safetyRatings: { variant: hostile, overall: hostile, frontCrash: '5', sideCrash: '5', rollover: '4' },
    fuelEconomy: { variant: hostile, cityMpg: 30, highwayMpg: 40, combinedMpg: 34, fuelType: hostile },
    maintenance: { oil: hostile, notes: hostile, knownIssues: [{ title: hostile, detail: hostile, source: hostile, appliesTo: hostile }], scheduledWork: [{ title: hostile, interval: hostile, detail: hostile, source: hostile }] },
  }));
  assert.ok(!html.includes('<img'), 'no markup from the report survives');
  assert.ok(!/onerror=alert\(1\)>"/.test(html));
  assert.ok(html.includes(escapeHtml(hostile)));
});

test('recalls are listed newest first, undated ones last', () => {
  const ordered = recallsNewestFirst([
    { campNo: 'A', reportReceivedDate: '2016-03-02' },
    { campNo: 'B' },
    { campNo: 'C', reportReceivedDate: '2019-06-03' },
    { campNo: 'D', reportReceivedDate: '2017-01-20' },
  ]);
  assert.deepEqual(ordered.map((r) => r.campNo), ['C', 'D', 'A', 'B']);
  const html = renderReport(report({ recalls: [{ campNo: '16V061000', reportReceivedDate: '2016-03-02' }, { campNo: '19V182000', reportReceivedDate: '2019-06-03' }] }));
  assert.ok(html.indexOf('19V182000') < html.indexOf('16V061000'));
  assert.match(text(html), /3 June 2019/);
});

test('a recall shows park-it, park-outside and over-the-air badges and whether it applies, with the reason', () => {
  const html = text(renderReport(report({
    recalls: [
      { campNo: '1', parkIt: true, appliesTo: 'likely', reason: 'The recall names this engine.' },
      { campNo: '2', parkOutside: true, appliesTo: 'unlikely' },
      { campNo: '3', overTheAirUpdate: true, appliesTo: 'unknown' },
      { campNo: '4', parkIt: false, parkOutside: false, overTheAirUpdate: false },
    ],
  })));
  assert.match(html, /Park it: do not drive/);
  assert.match(html, /Park outside: fire risk/);
  assert.match(html, /Fixed over the air/);
  assert.match(html, /Likely applies to this vehicle/);
  assert.match(html, /Unlikely to apply to this vehicle/);
  assert.match(html, /May apply to this vehicle/);
  assert.match(html, /The recall names this engine\./);
  assert.equal(html.match(/Park it: do not drive/g)?.length, 1);
});

test('a section named in unavailable says it could not be fetched this time', () => {
  const html = text(renderReport(report({
    complaints: null, safetyRatings: null, fuelEconomy: null, maintenance: null,
    unavailable: ['complaints', 'safetyRatings', 'fuelEconomy', 'maintenance'],
  })));
  for (const title of ['Owner complaints', 'Crash ratings', 'Fuel economy', 'Maintenance']) {
    assert.match(html, new RegExp(`${title} could not be fetched this time`));
  }
});

/** A 1987 Ford bus vPIC decoded without a model name: no per-model source could be asked. */
const noModel = () => report({
  vehicle: { make: 'FORD', modelYear: '1987', vehicleType: 'BUS' }, recalls: [], unavailable: ['recalls'],
  notLookedUp: ['recalls', 'complaints', 'safetyRatings', 'fuelEconomy'],
  complaints: null, safetyRatings: null, fuelEconomy: null, recallLookupUrl: 'https://www.nhtsa.gov/recalls?vin=2FB4H1DM8H6372252',
});

test('recalls that could not be looked up (no model from vPIC) are never shown as none', () => {
  const html = text(renderReport(noModel()));
  assert.match(html, /Recalls could not be looked up: NHTSA's decoder returned no model name for this VIN, and the recall service is searched by make, model and year\. This is not a clean record\. Check this VIN at NHTSA ?\./);
  assert.match(html, /– Recalls not looked up/, 'the glance tile');
  assert.doesNotMatch(html, /no recalls|0 Recalls/i);
});

test('complaints, crash ratings and fuel economy of a vehicle without a model name read as not looked up, not as none', () => {
  const html = text(renderReport(noModel()));
  assert.match(html, /– Complaints not looked up – Crash rating not looked up – Fuel economy not looked up/);
  assert.equal(html.match(/Not looked up: NHTSA's decoder returned no model name for this VIN\./g)?.length, 3);
  assert.doesNotMatch(html, /none on file|no owner complaints|has not published|no fuel economy figures/);
});

test('a null section says there is no data', () => {
  const none = text(renderReport(report({ complaints: null, safetyRatings: null, fuelEconomy: null, maintenance: null, unavailable: [] })));
  assert.match(none, /NHTSA has no owner complaints on file/);
  assert.match(none, /NHTSA has not published crash-test ratings/);
  assert.match(none, /EPA has no fuel economy figures/);
  assert.match(none, /No maintenance specifications match/);
  assert.doesNotMatch(none, /could not be fetched/);
});

test('complaints, crash ratings and fuel economy are shown for reading', () => {
  const html = renderReport(report({
    complaints: { total: 1234, crashes: 2, fires: 1, injuries: 3, deaths: 0, components: [{ component: 'AIR BAGS', count: 10 }, { component: 'ENGINE', count: 5 }], latestFiled: '2018-09-28' },
    safetyRatings: { variant: '2022 Acura RDX SUV AWD', overall: '5', frontCrash: '4', sideCrash: '5', rollover: 'Not Rated', rolloverRisk: 0.159 },
    fuelEconomy: { variant: 'Auto (AV-S7)', cityMpg: 41, highwayMpg: 36, combinedMpg: 38, fuelType: 'Electricity', rangeMiles: 272 },
  }));
  const t = text(html);
  assert.match(t, /Complaints 1,234/);
  assert.match(t, /the latest on 28 September 2018/);
  assert.match(t, /Air bags 10/);
  assert.ok(html.includes('bar-fill w100') && html.includes('bar-fill w50'), 'bars are sized relative to the largest');
  assert.match(t, /Overall .*5 out of 5 stars/);
  assert.match(t, /Rollover Not rated/);
  assert.match(t, /15\.9%/);
  assert.match(t, /Combined 38 MPGe/);
  assert.match(t, /Range: 272 miles/);
  assert.doesNotMatch(html, /style=/, 'no style attributes: the page CSP forbids them');
});

test('the maintenance table lists the specifications and known issues, linking only https sources', () => {
  const html = renderReport(report({
    maintenance: {
      oil: '0W-20', oilInterval: '10,000 miles', tireSize: 'Varies by trim',
      knownIssues: [
        { title: 'Timing chain', detail: 'Listen for a rattle.', source: 'https://example.org/tsb/1' },
        { title: 'Oil use', detail: 'Check the level.', source: 'javascript:alert(1)' },
      ],
    },
  }));
  const t = text(html);
  assert.match(t, /Engine oil 0W-20/);
  assert.match(t, /Oil change interval 10,000 miles/);
  assert.match(t, /Known issues Timing chain Listen for a rattle\./);
  assert.ok(html.includes('href="https://example.org/tsb/1"'));
  assert.ok(!html.includes('href="javascript:'));
});

test('the maintenance section lists scheduled work with its interval apart from known issues, and says what a known issue applies to', () => {
  const t = text(renderReport(report({
    maintenance: {
      oil: '5W-20',
      knownIssues: [{ title: 'Oil consumption', detail: 'Check the level.', source: 'GM bulletin 2012', appliesTo: '2007-2011 V8s with AFM' }],
      scheduledWork: [{ title: 'Timing belt replacement', interval: 'Every 105,000 miles (169,000 km) or 7 years', detail: 'Replace the belt.', source: '2004 Honda Accord Owner\'s Manual' }],
    },
  })));
  assert.match(t, /Known issues Oil consumption Check the level\. Applies to: 2007-2011 V8s with AFM\./);
  assert.match(t, /Scheduled work Timing belt replacement Every 105,000 miles \(169,000 km\) or 7 years\. Replace the belt\./);
});

test('the score is shown out of 10 with a word, and the summary says who wrote it', () => {
  const t = text(renderReport(report({ ai: { ...report().ai, score: 9, provider: 'anthropic', model: 'claude-x', fallback: false } })));
  assert.match(t, /Score: 9 .*out of 10/);
  assert.match(t, /Excellent/);
  assert.match(t, /written by anthropic \(claude-x\)/);
  const fallback = text(renderReport(report({ ai: { ...report().ai, fallback: true } })));
  assert.match(fallback, /built-in rules stood in/);
});

test('the raw JSON link and the NHTSA by-VIN lookup appear when given', () => {
  const html = renderReport(report({ recallLookupUrl: 'https://www.nhtsa.gov/recalls?vin=1HGCM82633A004352' }), { rawJsonHref: 'blob:http://x/1' });
  assert.ok(html.includes('href="blob:http://x/1"'));
  assert.match(text(html), /Raw JSON/);
  assert.ok(html.includes('href="https://www.nhtsa.gov/recalls?vin=1HGCM82633A004352"'));
  assert.ok(!renderReport(report()).includes('Raw JSON'));
});

test('an expired report served through an outage says how old it is and that newer recalls are missing', () => {
  const shown = text(renderReport(report(), { staleSeconds: 8 * 86_400 + 3600 }));
  assert.match(shown, /This report is 8 days old\. The vehicle data services \(NHTSA\) are not answering right now/);
  assert.match(shown, /Recalls announced since then are not in it/);
  assert.match(text(renderReport(report(), { staleSeconds: 3600 })), /This report is 1 hour old\./);
});

test('a fresh or cached report carries no outage notice', () => {
  assert.doesNotMatch(renderReport(report({ cached: true })), /stale-notice|not answering/);
});

test('a demo report says so before anything else, and its unrecorded sections read as not in the demo data', () => {
  const html = renderReport(report({ demo: true, unavailable: [], notInDemo: ['complaints', 'fuelEconomy'] }));
  const shown = text(html);
  assert.ok(shown.indexOf(DEMO_NOTICE) > 0 && shown.indexOf(DEMO_NOTICE) < shown.indexOf('Summary'), shown);
  assert.match(shown, /Owner complaints are not in the demo data: no answer was recorded for this vehicle\./);
  assert.match(shown, /Fuel economy is not in the demo data/);
  assert.doesNotMatch(shown, /could not be fetched this time/);
});

test('a demo report built before notInDemo, naming its unrecorded sections in unavailable, still reads as not in the demo data', () => {
  const shown = text(renderReport(report({ demo: true, unavailable: ['complaints'] })));
  assert.match(shown, /Owner complaints are not in the demo data/);
  assert.doesNotMatch(shown, /could not be fetched this time/);
});

test('a report of the real service carries no demo notice', () => {
  assert.doesNotMatch(text(renderReport(report())), /Demo data/);
});

test('a recall verdict shows the words of the recall it rests on, unless the reason already quotes them', () => {
  const html = text(renderReport(report({
    recalls: [
      { campNo: '1', summary: 'Ford is recalling certain 2020 Explorer vehicles equipped with an engine block heater.', appliesTo: 'unknown', reason: 'The recall covers only vehicles equipped with an engine block heater, which the VIN decode does not tell: check with NHTSA\'s VIN lookup.', evidence: 'equipped with an engine block heater' },
      { campNo: '2', summary: 'Volvo is recalling certain 2017 XC90 T8 vehicles.', appliesTo: 'unlikely', reason: 'The recall names T8 vehicles; this vehicle is T6.', evidence: '2017 XC90 T8' },
    ],
  })));
  assert.match(html, /The recall says: \u201c2017 XC90 T8\u201d\./);
  assert.doesNotMatch(html, /The recall says: \u201cequipped with an engine block heater\u201d/);
});
