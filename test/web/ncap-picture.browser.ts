/**
 * NHTSA's photo of the tested model on the page, in Debian's Chromium: it loads from the service's
 * own origin (which fetched it from the fake static.nhtsa.gov), with alt text naming the tested
 * model, and no request leaves the origin. The 2019 Golf's decode is constructed in vPIC's shape
 * (no recording exists); its NCAP answers are the recorded README pastes, the picture the
 * constructed stand-in PNG (test/fixtures/constructed/README.md). The screenshot is written to
 * the temp directory for a person to look at.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Browser } from 'playwright-core';
import { launchChromium, waitUntilTrue } from '../helpers/chromium.js';
import { bundlePage } from '../../scripts/bundle-page.js';
import { constructedDecode, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startService, type RunningService } from '../helpers/service.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const GOLF = '3VWG57AUXKM100001';

let upstream: FakeUpstream;
let service: RunningService;
let browser: Browser;

before(async () => {
  // The browser script, bundled where `npm run build` puts it and src/web/assets.ts looks.
  await bundlePage();
  upstream = await startFakeUpstream({ vpicFallback: constructedDecode });
  service = await startService({ upstream });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await service?.close({ removeCache: true });
  await upstream?.close();
});

test('the crash ratings show NHTSA\'s photo of the tested model from the page\'s own origin, and nothing is requested elsewhere', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const origin = new URL(service.url).origin;
  const offOrigin: string[] = [];
  const errors: string[] = [];
  await context.route((url) => url.origin !== origin && url.protocol !== 'blob:' && url.protocol !== 'data:', (route) => {
    offOrigin.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  const images: string[] = [];
  page.on('response', (response) => void (response.request().resourceType() === 'image' && images.push(`${response.status()} ${response.headers()['content-type']} ${new URL(response.url()).pathname}`)));

  await page.goto(`${service.url}/vin/${GOLF}`);
  const photo = page.getByRole('img', { name: 'NHTSA\'s photo of the tested model, the 2019 Volkswagen Golf 4 DR FWD; not a photo of this car.' });
  await photo.waitFor();
  await waitUntilTrue(page, '[...document.images].every((img) => img.complete)');
  assert.ok(await page.evaluate<number>('document.querySelector(".ncap-picture img").naturalWidth') > 0, 'the photo decoded');
  assert.ok(images.includes('200 image/png /img/ncap/13518_st0640_046.png'), images.join(' | '));
  const safety = page.locator('#section-safety');
  assert.match(await safety.innerText(), /Lane departure warning: optional/);
  assert.match(await safety.innerText(), /NHTSA lists 1 defect investigation/);
  await safety.scrollIntoViewIfNeeded();
  await safety.screenshot({ path: path.join(os.tmpdir(), 'vin-report-ncap-picture.png') });
  await page.evaluate(AXE_SOURCE);
  const axe = await page.evaluate<{ passed: number; serious: string[] }>(`axe.run({ include: [['#section-safety']] }).then((r) => ({
    passed: r.passes.length,
    serious: r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  }))`);
  assert.ok(axe.passed > 5, 'axe-core ran its checks');
  assert.deepEqual(axe.serious, [], 'no serious accessibility findings in the crash ratings');
  await context.close();
  assert.deepEqual(offOrigin, [], 'no request leaves the origin');
  assert.deepEqual(errors, [], 'no console errors');
});
