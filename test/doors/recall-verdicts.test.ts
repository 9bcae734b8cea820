/**
 * The recall verdicts issue 44 names, told the same at every door: the JSON report, the web page,
 * the MCP tool's structured report and its card, the CLI's text. Each verdict shows its reason and
 * the recall's own words it rests on. The F-150 is a recorded decode with its recorded recalls; the
 * XC90 T6, Camry, CR-V and Explorer are constructed decodes with constructed recall answers in the
 * phrasings the issue quotes (test/fixtures/constructed/README.md), through the real pipeline
 * against the fake upstreams.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/client';
import { renderReport as cardRenderReport } from '../../mcp/app/report-view-source.js';
import { renderReportText } from '../../src/cli/render-text.js';
import type { VinReport } from '../../src/report/report.js';
import { APPLIES_TO_WORDS } from '../../src/words/recall-words.js';
import { renderReport } from '../../src/web/report-view.js';
import { constructedDecode, startFakeUpstream } from '../helpers/fake-upstream.js';
import { connectMcpClient, startTestService, type TestService } from '../helpers/mcp-harness.js';
import { flat, visible } from '../helpers/doors.js';


let svc: TestService;
let client: Client;

before(async () => {
  svc = await startTestService({ fake: await startFakeUpstream({ vpicFallback: constructedDecode }), env: { RATE_LIMIT_PER_DAY: '100000' } });
  client = await connectMcpClient(svc.app.service, 'recall-verdicts');
});
after(async () => {
  await client?.close();
  await svc?.close();
  await svc?.fake.close();
});

/** Decodes the VIN and checks one recall's verdict, reason and evidence at every door. */
async function verdictAtEveryDoor(vin: string, campNo: string, verdict: keyof typeof APPLIES_TO_WORDS, evidence: string, reason?: RegExp): Promise<void> {
  const json = JSON.parse((await svc.app.service.decode(vin)).body.toString('utf8')) as VinReport;
  const recall = json.recalls.find((r) => r.campNo === campNo);
  assert.ok(recall, `${campNo} is among the recalls of ${vin}`);
  assert.equal(recall.appliesTo, verdict, `${campNo}: ${recall.reason}`);
  assert.equal(recall.evidence, evidence);
  assert.ok(recall.summary?.includes(evidence), 'the evidence is the recall\'s own words');
  if (reason) assert.match(recall.reason ?? '', reason);
  const card = (await client.callTool({ name: 'decodeVin', arguments: { vin } })).structuredContent as VinReport;
  assert.deepEqual(card.recalls.find((r) => r.campNo === campNo), recall, 'MCP: the structured report');
  const doors: Array<[string, string]> = [['page', visible(renderReport(json))], ['MCP card', visible(cardRenderReport(card))], ['CLI', flat(renderReportText(json))]];
  for (const [door, shown] of doors) {
    for (const part of [APPLIES_TO_WORDS[verdict], recall.reason, evidence]) {
      if (part) assert.ok(shown.includes(flat(part)), `${door} shows ${campNo}: ${part}`);
    }
  }
}

test('an XC90 T6 is likely covered by a recall of "XC90 T6 and T8 vehicles", at every door', async () => {
  await verdictAtEveryDoor('YV4A22PK4J1100001', '18V998000', 'likely', '2018 XC90 T6 and T8 vehicles');
});

test('an XC90 T6 is unlikely to be covered by a recall of "XC90 T8 vehicles", and every door says why', async () => {
  await verdictAtEveryDoor('YV4A22PK4J1100001', '18V997000', 'unlikely', '2018 XC90 T8', /names T8 vehicles; this vehicle is T6/);
});

test('a gasoline Camry is likely covered by a recall of "Camry and Camry Hybrid vehicles", at every door', async () => {
  await verdictAtEveryDoor('4T1B11HK2MU100001', '21V998000', 'likely', '2021 Camry and Camry Hybrid vehicles');
});

test('a gasoline CR-V is likely covered by a recall of "CR-V and CR-V Hybrid vehicles", at every door', async () => {
  await verdictAtEveryDoor('2HKRW2H52NH100001', '22V998000', 'likely', '2022 CR-V and CR-V Hybrid vehicles');
});

test('a recall of "one 2021 F-150 vehicle" is for NHTSA\'s VIN lookup to settle, at every door', async () => {
  await verdictAtEveryDoor('1FTMW1T88MFA00001', '22V414000', 'unknown', 'one 2021 F-150 vehicle', /only one vehicle/);
});

test('an Explorer recall of vehicles "equipped with an engine block heater" is for NHTSA\'s VIN lookup to settle, at every door', async () => {
  await verdictAtEveryDoor('1FMSK8DHXLG100001', '20V998000', 'unknown', 'equipped with an engine block heater', /engine block heater, which the VIN decode does not tell/);
});
