/**
 * Demo mode's page in Debian's Chromium: the banner on every page, the notice in every report, and
 * a clear answer for a VIN without a recording. With UPDATE_SCREENSHOTS=1 it takes the README's
 * screenshot (docs/screenshot-report.png) from a demo report, so the picture shows recorded data
 * and says so. `npm run test:browser` runs it.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium.js';
import { bundlePage } from '../../scripts/bundle-page.js';
import { DEMO_VINS } from '../../src/demo/demo-mode.js';
import { DEMO_NOTICE } from '../../src/words/notice-words.js';
import { startService, type RunningService } from '../helpers/service.js';

const ROOT = path.join(import.meta.dirname, '..', '..');
const HONDA = '1HGCM82633A004352';

let service: RunningService;
let browser: Browser;

before(async () => {
  await bundlePage();
  service = await startService({ env: { DEMO: '1' } });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await service?.close({ removeCache: true });
});

/** A page that refuses every request off the service's origin and records console errors. */
async function openPage(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const origin = new URL(service.url).origin;
  const errors: string[] = [];
  await context.route((url) => url.origin !== origin && url.protocol !== 'blob:', (route) => {
    errors.push(`off-origin request: ${route.request().url()}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return { page, errors, close: () => context.close() };
}

test('in demo mode the page says so and lists the VINs it knows, and a report carries the demo notice', async () => {
  const { page, errors, close } = await openPage();
  await page.goto(`${service.url}/`);
  const banner = page.getByRole('note').filter({ hasText: 'Demo mode.' });
  await banner.waitFor();
  assert.deepEqual(await banner.getByRole('link').allInnerTexts(), [...DEMO_VINS]);
  await banner.getByRole('link', { name: HONDA }).click();
  await page.locator('#report-title').waitFor();
  assert.equal(await page.locator('#report-title').innerText(), '2003 Honda Accord EX-V6');
  assert.equal(await page.locator('.demo-notice').innerText(), DEMO_NOTICE);
  assert.match(await page.locator('#section-complaints').innerText(), /Owner complaints are not in the demo data/);
  assert.equal(new URL(page.url()).pathname, `/vin/${HONDA}`);
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot-report.png'), fullPage: true, clip: { x: 0, y: 0, width: 1100, height: 1500 } });
  }
  assert.deepEqual(errors, []);
  await close();
});

test('in demo mode a VIN without a recording is answered "Not in the demo data", naming the VINs it knows', async () => {
  const { page, errors, close } = await openPage();
  await page.goto(`${service.url}/vin/WUAAU34248N006164`);
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'Not in the demo data' }).waitFor();
  assert.match(await alert.innerText(), new RegExp(`WUAAU34248N006164 is not in the demo data\\. .*${DEMO_VINS.join(', ')}\\.`));
  assert.equal(await page.getByRole('note').filter({ hasText: 'Demo mode.' }).count(), 1);
  assert.deepEqual(errors, []);
  await close();
});
