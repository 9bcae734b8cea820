/**
 * The MCP report card in Debian's Chromium, as a host shows it: its HTML in a sandboxed iframe
 * under MCP Apps' default content security policy (the spec's restrictive default: no network,
 * `img-src 'self' data:`), a stand-in host answering the ext-apps handshake and handing it a real
 * decodeVin result. The 2019 Golf's decode is constructed in vPIC's shape (no recording exists);
 * its NCAP answers are the recorded README pastes, the picture the constructed stand-in PNG
 * (test/fixtures/constructed/README.md). The screenshot is written to the temp directory.
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { type Browser } from 'playwright-core';
import { reportAppHtml } from '../../mcp/report-app.js';
import { createMcpServer } from '../../mcp/server.js';
import { silentLogger } from '../../src/logger.js';
import { pictureAlt } from '../../src/words/safety-rating-words.js';
import type { VinReport } from '../../src/report/report.js';
import { launchChromium } from '../helpers/chromium.js';
import { constructedDecode, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startTestService, type TestService } from '../helpers/mcp-harness.js';

const GOLF = '3VWG57AUXKM100001';
/** SEP-1865's policy for a UI resource that declares no `_meta.ui.csp`, as a sandbox applies it. */
const DEFAULT_APP_CSP = "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; object-src 'none'";

let fake: FakeUpstream;
let svc: TestService;
let browser: Browser;

before(async () => {
  fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  svc = await startTestService({ fake });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await svc?.close();
  await fake?.close();
});

/** decodeVin's result as a host with MCP Apps receives it. */
async function decodeVinAsCardHost(vin: string): Promise<Record<string, unknown>> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ service: svc.app.service, logger: silentLogger, pictures: svc.app.pictures }).connect(serverSide);
  const client = new Client({ name: 'card-host', version: '1.0.0' }, { capabilities: { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } } });
  await client.connect(clientSide);
  try {
    return (await client.callTool({ name: 'decodeVin', arguments: { vin } })) as Record<string, unknown>;
  } finally {
    await client.close();
  }
}

/** The card in a sandboxed iframe under the default policy, handed `result` by a stand-in host. */
async function showInCard(result: Record<string, unknown>, vin: string) {
  const html = (await reportAppHtml()).replace('<head>', `<head>\n<meta http-equiv="Content-Security-Policy" content="${DEFAULT_APP_CSP}">`);
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const requested: string[] = [];
  await context.route(() => true, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  await page.setContent('<!doctype html><title>host</title><body></body>');
  // A stand-in host: answers the card's ui/initialize, then hands it the call's input and result.
  await page.evaluate(`((html, result, vin) => {
    const frame = document.createElement('iframe');
    const send = (message) => frame.contentWindow.postMessage({ jsonrpc: '2.0', ...message }, '*');
    window.addEventListener('message', (event) => {
      if (event.source !== frame.contentWindow) return;
      const message = event.data;
      if (message.method === 'ui/initialize') {
        send({ id: message.id, result: { protocolVersion: message.params.protocolVersion, hostInfo: { name: 'test-host', version: '1.0.0' }, hostCapabilities: {}, hostContext: {} } });
      } else if (message.method === 'ui/notifications/initialized') {
        send({ method: 'ui/notifications/tool-input', params: { arguments: { vin } } });
        send({ method: 'ui/notifications/tool-result', params: result });
      }
    });
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.style.cssText = 'width: 880px; height: 880px; border: 0';
    frame.srcdoc = html;
    document.body.append(frame);
  })(${JSON.stringify(html)}, ${JSON.stringify(result)}, ${JSON.stringify(vin)})`);
  return { context, page, card: page.frameLocator('iframe'), requested, errors };
}

test('the card shows NHTSA\'s photo from its result under the sandbox\'s default policy, and requests nothing', async () => {
  const result = await decodeVinAsCardHost(GOLF);
  const report = result.structuredContent as VinReport;
  const { context, page, card, requested, errors } = await showInCard(result, GOLF);
  const photo = card.getByRole('img', { name: pictureAlt(report.safetyRatings!.variant) });
  await photo.waitFor();
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await frame.waitForFunction('[...document.images].every((img) => img.complete)');
  const shown = await frame.evaluate<{ width: number; src: string }>('(({ naturalWidth, src }) => ({ width: naturalWidth, src: src.slice(0, 22) }))(document.querySelector(".ncap-picture img"))');
  assert.ok(shown.width > 0, 'the photo decoded');
  assert.equal(shown.src, 'data:image/png;base64,');
  await card.locator('#section-safety').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(os.tmpdir(), 'vin-report-card-picture.png') });
  await context.close();
  assert.deepEqual(requested, [], 'the card requests nothing');
  assert.deepEqual(errors, [], 'no console errors (a blocked image would be one)');
});

test('a failed decodeVin call shows its error in the card', async () => {
  const badCheckDigit = '1HGCM82635A004352';
  const result = await decodeVinAsCardHost(badCheckDigit);
  assert.equal(result.isError, true);
  const { error } = result.structuredContent as { error: string };
  const { context, card, errors } = await showInCard(result, badCheckDigit);
  await card.locator('.app-error').waitFor();
  assert.equal(await card.locator('.app-error').textContent(), error);
  await context.close();
  assert.deepEqual(errors, []);
});
