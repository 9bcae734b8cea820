/**
 * The web page in a real browser: Debian's Chromium (/usr/bin/chromium) driven by playwright-core,
 * against the real service started in-process over the fake NHTSA. Slow, so it runs on its own:
 * `npm run test:browser`. With UPDATE_SCREENSHOTS=1 it also rewrites docs/screenshot-*.png.
 *
 * Every page opened here must log no console error (the expected "Failed to load resource" line of
 * an API error answer aside) and send no request outside the service's origin.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { launchChromium, waitUntilTrue } from '../helpers/chromium.js';
import { bundlePage } from '../../scripts/bundle-page.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { createTestClock, startService, type RunningService } from '../helpers/service.js';

const ROOT = path.join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';

const HONDA = '1HGCM82633A004352'; // 2003 Honda Accord, three recalls
const TESLA = '5YJ3E1EBXSF969484'; // 2025 Tesla Model 3, an over-the-air recall
const FORD = '1FTMW1T88MFA00001'; // 2021 Ford F-150
const NO_MODEL_YEAR = '3VW3564650M388202'; // vPIC decodes it without a model year: the contract's 400
const NO_MODEL = '2FB4H1DM8H6372252'; // a 1987 Ford bus vPIC decodes without a model name: recalls cannot be asked for

let upstream: FakeUpstream;
let service: RunningService;
let browser: Browser;

before(async () => {
  // The browser script, bundled where `npm run build` puts it and src/web/assets.ts looks.
  await bundlePage();
  upstream = await startFakeUpstream();
  service = await startService({ upstream, clock: createTestClock() });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await service?.close({ removeCache: true });
  await upstream?.close();
});

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Requests for another origin (refused). */
  offOrigin: string[];
  /** Calls to the API, as "METHOD path body". */
  apiCalls: string[];
  /** Checks the page's record and closes it. */
  finish(options?: { expectedFailedLoads?: number }): Promise<void>;
}

async function openPage(target: RunningService, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
  const origin = new URL(target.url).origin;
  const watched: Omit<Watched, 'page' | 'finish'> = { errors: [], offOrigin: [], apiCalls: [] };
  await context.route((url) => url.origin !== origin && url.protocol !== 'blob:' && url.protocol !== 'data:', (route) => {
    watched.offOrigin.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (err) => watched.errors.push(`uncaught: ${err.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) watched.apiCalls.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
  });
  return {
    page,
    ...watched,
    async finish({ expectedFailedLoads = 0 } = {}) {
      await context.close();
      const failedLoads = watched.errors.filter((e) => /^Failed to load resource: the server responded with a status of (400|429|500)\b/.test(e));
      assert.equal(failedLoads.length, expectedFailedLoads, `API error answers logged by the browser: ${failedLoads.join(' | ')}`);
      assert.deepEqual(watched.errors.filter((e) => !failedLoads.includes(e)), [], 'no console errors');
      assert.deepEqual(watched.offOrigin, [], 'no request leaves the origin');
    },
  };
}

async function typeVin(page: Page, vin: string): Promise<void> {
  await page.getByLabel('Vehicle identification number (VIN)').fill(vin);
  await page.getByLabel('Vehicle identification number (VIN)').press('Enter');
}

/** axe-core run inside the page; its findings of serious or critical impact. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ passes: unknown[]; violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const results = await axe.run();
    return { passed: results.passes.length, violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })) };
  });
  assert.ok(found.passed > 10, 'axe-core ran its checks');
  return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** The id of the focused element (the tests' own tsconfig has no DOM types, hence the string). */
async function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate<string | undefined>('document.activeElement?.id');
}

describe('reading a report', () => {
  test('typing a VIN and pressing Enter shows the report and puts /vin/<VIN> in the address bar', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/`);
    await typeVin(w.page, HONDA.toLowerCase());
    await w.page.getByRole('heading', { level: 2, name: '2003 Honda Accord EX-V6' }).waitFor();
    assert.equal(new URL(w.page.url()).pathname, `/vin/${HONDA}`);
    assert.deepEqual(w.apiCalls, [`POST /api/decode {"vin":"${HONDA}"}`], 'one call to the public API, like any client');
    const recalls = w.page.locator('#section-recalls');
    assert.match(await recalls.innerText(), /Recalls\s*3/);
    const dates = await recalls.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    assert.deepEqual(dates, [...dates].sort().reverse(), 'recalls newest first');
    assert.match(await w.page.locator('#section-summary').innerText(), /Buying advice/);
    assert.match(await w.page.locator('#section-maintenance').innerText(), /Engine oil\s*5W-20/);
    assert.match(await w.page.locator('.score').innerText(), /Score:\s*\d+[\s\S]*out of\s*10/);
    assert.match(await w.page.title(), /^2003 Honda Accord EX-V6/);
    await w.page.goBack();
    await w.page.waitForURL(`${service.url}/`);
    assert.equal(await w.page.locator('.report').count(), 0, 'going back leaves the report');
    await w.finish();
  });

  test('a shareable /vin/ address opens its report directly, with its recall verdict and no over-the-air badge for a remedy that also replaces computers', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/vin/${TESLA}`);
    await w.page.getByRole('heading', { level: 2, name: '2025 Tesla Model 3' }).waitFor();
    assert.equal(await w.page.getByLabel('Vehicle identification number (VIN)').inputValue(), TESLA);
    const recalls = await w.page.locator('#section-recalls').innerText();
    assert.match(recalls, /Likely applies to this vehicle/);
    assert.doesNotMatch(recalls, /Fixed over the air/);
    const raw = w.page.getByRole('link', { name: 'Raw JSON' });
    assert.match(await raw.getAttribute('href') ?? '', /^blob:/);
    await w.finish();
  });

  test('a /?vin= address opens the report and settles on /vin/<VIN>', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/?vin=${FORD}`);
    await w.page.getByRole('heading', { level: 2, name: /2021 Ford F-150/ }).waitFor();
    assert.equal(new URL(w.page.url()).pathname, `/vin/${FORD}`);
    await w.finish();
  });

  test('a vehicle without a model name shows its recalls as not looked up, never as none', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/vin/${NO_MODEL}`);
    await w.page.getByRole('heading', { level: 2, name: '1987 Ford' }).waitFor();
    const recalls = await w.page.locator('#section-recalls').innerText();
    assert.match(recalls, /Recalls could not be looked up: NHTSA's decoder returned no model name for this VIN/);
    assert.match(recalls, /Check this VIN at NHTSA/);
    assert.doesNotMatch(recalls, /no recalls/i);
    await w.page.screenshot({ path: path.join(os.tmpdir(), 'vin-report-no-model.png'), clip: { x: 0, y: 0, width: 1100, height: 900 } });
    await w.finish();
  });

  test('the field hints at length, I/O/Q and a check digit that does not match while typing', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/`);
    const field = w.page.getByLabel('Vehicle identification number (VIN)');
    await field.pressSequentially('1hgcm');
    assert.equal(await field.inputValue(), '1HGCM', 'letters are shown as capitals');
    assert.equal(await w.page.locator('#vin-count').innerText(), '5 / 17');
    await field.fill('1HGCM82633AO04352');
    await field.dispatchEvent('input');
    assert.match(await w.page.locator('#vin-hints').innerText(), /never contain the letters I, O or Q/);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    await field.fill('WBA3A5C51CF256987');
    await field.dispatchEvent('input');
    assert.match(await w.page.locator('#vin-hints').innerText(), /check digit does not match/);
    assert.equal(await field.getAttribute('aria-invalid'), null, 'a check-digit mismatch is a hint, not an error');
    assert.deepEqual(w.apiCalls, [], 'hints cost no request');
    await w.finish();
  });

  test('once the report of a VIN vPIC corrected is in, the field no longer says the check digit matches; the banner above the specs says what vPIC did', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/vin/1GNJKADZ1B3449709`);
    await w.page.locator('#report-title').waitFor();
    const hints = await w.page.locator('#vin-hints').innerText();
    assert.doesNotMatch(hints, /check digit matches/);
    assert.match(hints, /one character wrong \(position 11\)/);
    assert.match(await w.page.locator('.decode-banner').innerText(), /VIN corrected by NHTSA's decoder/);
    await w.page.screenshot({ path: path.join(os.tmpdir(), 'vin-report-corrected.png'), clip: { x: 0, y: 0, width: 1100, height: 900 } });
    await w.finish();
  });

  test('by keyboard alone: Tab to the field, type, Enter, focus lands on the report and Tab walks through it', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/`);
    for (let i = 0; i < 5 && await focusedId(w.page) !== 'vin'; i++) await w.page.keyboard.press('Tab');
    assert.equal(await focusedId(w.page), 'vin');
    await w.page.keyboard.type(TESLA);
    await w.page.keyboard.press('Enter');
    await w.page.locator('#report-title').waitFor();
    await waitUntilTrue(w.page, "document.activeElement?.id === 'report-title'");
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await w.page.keyboard.press('Tab');
      reached = await w.page.evaluate<boolean>("document.activeElement?.textContent === 'Raw JSON'");
    }
    assert.ok(reached, 'Tab reaches the end of the report');
    await w.page.evaluate("location.hash = '#section-recalls'");
    await w.page.waitForURL(/#section-recalls$/);
    assert.equal(await w.page.locator('.report').count(), 1, 'jumping within the report keeps it');
    assert.equal(w.apiCalls.length, 1, 'and asks for nothing again');
    await w.finish();
  });
});

describe('when something goes wrong', () => {
  test('a malformed VIN is refused on the page with its hint, and no request is spent on it', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/`);
    await typeVin(w.page, `${HONDA.slice(0, 15)}O`);
    const alert = w.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'That is not a valid VIN' }).waitFor();
    const text = await alert.innerText();
    assert.match(text, /16 of 17 characters: 1 more to go\./);
    assert.match(text, /VINs never contain the letters I, O or Q \(found O\); did you mean 1 or 0\?/);
    assert.match(text, /Nothing was sent, so this did not use one of today’s free reports\./);
    assert.equal(await w.page.getByLabel('Vehicle identification number (VIN)').getAttribute('aria-invalid'), 'true');
    assert.equal(new URL(w.page.url()).pathname, '/', 'an error does not change the address');
    assert.deepEqual(w.apiCalls, []);
    await w.finish();
  });

  test('a /vin/ address with a malformed VIN is refused without a request', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/vin/${HONDA}X`);
    const alert = w.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'That is not a valid VIN' }).waitFor();
    assert.match(await alert.innerText(), /18 characters: a VIN has 17, so one is too many\./);
    assert.deepEqual(w.apiCalls, []);
    await w.finish();
  });

  test('an undecodable VIN shows vPIC’s own text', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/vin/${NO_MODEL_YEAR}`);
    const alert = w.page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This VIN could not be decoded' }).waitFor();
    const text = await alert.innerText();
    assert.match(text, /no model year/);
    assert.match(text, /The vehicle database \(NHTSA vPIC\) says:\s*1 - Check Digit \(9th position\) does not calculate properly/);
    await w.finish({ expectedFailedLoads: 1 });
  });

  test('the daily limit says when it resets', async () => {
    // Its own service with a budget of one; the clock stands at 12:00 UTC, twelve hours before the reset.
    const limited = await startService({ upstream, clock: createTestClock(), env: { RATE_LIMIT_PER_DAY: '1' } });
    try {
      assert.equal((await limited.decode({ vin: HONDA })).status, 200);
      const w = await openPage(limited);
      await w.page.goto(`${limited.url}/vin/${HONDA}`);
      const alert = w.page.getByRole('alert');
      await alert.getByRole('heading', { name: 'Daily limit reached' }).waitFor();
      assert.match(await alert.innerText(), /used all 1 of today’s free reports\. The allowance resets at midnight UTC, in 12 hours \(at .+ your time\)\./);
      assert.match(await w.page.locator('#budget').innerText(), /0 of 1 free reports left today/);
      await w.finish({ expectedFailedLoads: 1 });
    } finally {
      await limited.close({ removeCache: true });
    }
  });

  test('a report served through an outage says how old it is and that newer recalls are missing', async () => {
    // Its own service and clock: the report is built, then eight days pass and vPIC fails.
    const clock = createTestClock();
    const outage = await startService({ upstream, clock, env: { UPSTREAM_TIMEOUT_MS: '500' } });
    try {
      assert.equal((await outage.decode({ vin: HONDA })).status, 200);
      clock.advance(8 * 86_400_000);
      upstream.fail('vpic', { kind: 'status', status: 503 });
      const w = await openPage(outage);
      await w.page.goto(`${outage.url}/vin/${HONDA}`);
      const notice = w.page.getByRole('status').filter({ hasText: 'This report is' });
      await notice.waitFor();
      assert.match(await notice.innerText(), /^This report is 8 days old\. The vehicle data services \(NHTSA\) are not answering right now.*Recalls announced since then are not in it/s);
      assert.ok(await w.page.locator('.report .recall').count() > 0, 'the old report is still shown in full');
      await w.finish();
    } finally {
      upstream.fail('vpic', null);
      await outage.close({ removeCache: true });
    }
  });

  test('an upstream failure offers a retry that brings the report', async () => {
    const w = await openPage(service);
    upstream.fail('vpic', { kind: 'status', status: 503 });
    try {
      await w.page.goto(`${service.url}/`);
      await typeVin(w.page, 'WBA3A5C51CF256987');
      const alert = w.page.getByRole('alert');
      await alert.getByRole('heading', { name: 'The report could not be built just now' }).waitFor();
      assert.match(await alert.innerText(), /Please retry in a moment\./);
    } finally {
      upstream.fail('vpic', null);
    }
    await w.page.getByRole('button', { name: 'Try again' }).click();
    await w.page.getByRole('heading', { level: 2, name: /2012 BMW/ }).waitFor();
    await w.finish({ expectedFailedLoads: 1 });
  });

  test('a slow answer shows a loading state', async () => {
    const w = await openPage(service);
    upstream.fail('vpic', { kind: 'delay', ms: 1_500 });
    try {
      await w.page.goto(`${service.url}/`);
      await typeVin(w.page, '1GYDE63A740121151');
      await w.page.getByRole('status').getByText(/Building the report for 1GYDE63A740121151/).waitFor();
      assert.equal(await w.page.locator('#result').getAttribute('aria-busy'), 'true');
      await w.page.locator('#report-title').waitFor();
      assert.equal(await w.page.locator('#status').innerText(), '', 'the loading line goes when the report comes');
    } finally {
      upstream.fail('vpic', null);
    }
    await w.finish();
  });
});

describe('on every screen', () => {
  test('at 375 px wide nothing scrolls sideways: the form, a report and an error', async () => {
    const w = await openPage(service, { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    await w.page.goto(`${service.url}/`);
    assert.ok(await horizontalOverflow(w.page) <= 0, 'the empty page');
    await w.page.goto(`${service.url}/vin/${HONDA}`);
    await w.page.locator('#report-title').waitFor();
    assert.ok(await horizontalOverflow(w.page) <= 0, 'the report');
    if (UPDATE_SCREENSHOTS) await w.page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot-report-375.png'), fullPage: true, clip: { x: 0, y: 0, width: 375, height: 1600 } });
    await typeVin(w.page, NO_MODEL_YEAR);
    await w.page.getByRole('alert').waitFor();
    assert.ok(await horizontalOverflow(w.page) <= 0, 'an error');
    await w.finish({ expectedFailedLoads: 1 });
  });

  test('axe-core finds nothing serious or critical, in light and dark colours', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const w = await openPage(service, { colorScheme });
      await w.page.goto(`${service.url}/`);
      assert.deepEqual(await seriousAxeFindings(w.page), [], `the empty page (${colorScheme})`);
      await w.page.goto(`${service.url}/vin/${HONDA}`);
      await w.page.locator('#report-title').waitFor();
      assert.deepEqual(await seriousAxeFindings(w.page), [], `a report (${colorScheme})`);
      // The README's light screenshot is taken in demo mode (test/web/demo.browser.ts), from recorded data.
      if (UPDATE_SCREENSHOTS && colorScheme === 'dark') {
        await w.page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot-report-dark.png'), fullPage: true, clip: { x: 0, y: 0, width: 1100, height: 1500 } });
      }
      await typeVin(w.page, NO_MODEL_YEAR);
      await w.page.getByRole('alert').waitFor();
      assert.deepEqual(await seriousAxeFindings(w.page), [], `an error (${colorScheme})`);
      await w.finish({ expectedFailedLoads: 1 });
    }
  });

  test('a report with every newer section is readable too: axe-core and 375 px', async () => {
    // Hand-made sections in the agreed shapes, added to the real report on its way to the page, so
    // the view of complaints, crash ratings, fuel economy, applicability and an unavailable section
    // is checked before the pipeline sends them.
    const sections = {
      complaints: { total: 1234, crashes: 3, fires: 1, injuries: 2, deaths: 0, latestFiled: '2024-05-02', components: [{ component: 'AIR BAGS', count: 410 }, { component: 'SERVICE BRAKES, HYDRAULIC', count: 120 }, { component: 'ELECTRICAL SYSTEM', count: 35 }] },
      safetyRatings: { variant: '2003 Honda Accord 2-DR. w/SAB', overall: '4', frontCrash: '5', sideCrash: 'Not Rated', rollover: '4', rolloverRisk: 0.107 },
      fuelEconomy: null,
      unavailable: ['fuelEconomy'],
      recallLookupUrl: `https://www.nhtsa.gov/recalls?vin=${HONDA}`,
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      const w = await openPage(service, { viewport: { width: 375, height: 800 }, isMobile: true, colorScheme });
      await w.page.route('**/api/decode', async (route) => {
        const response = await route.fetch();
        const report = await response.json() as { recalls: Record<string, unknown>[] };
        Object.assign(report.recalls[0]!, { parkIt: true, parkOutside: true, overTheAirUpdate: true, appliesTo: 'likely', reason: 'The recall names this model year and body.' });
        Object.assign(report.recalls[1]!, { appliesTo: 'unlikely', reason: 'The recall is for four-cylinder cars.' });
        await route.fulfill({ response, json: { ...report, ...sections } });
      });
      await w.page.goto(`${service.url}/vin/${HONDA}`);
      await w.page.locator('#report-title').waitFor();
      const text = await w.page.locator('.report').innerText();
      assert.match(text, /Park it: do not drive/);
      assert.match(text, /Unlikely to apply to this vehicle/);
      assert.match(text, /1,234/);
      assert.match(text, /Fuel economy could not be fetched this time/);
      assert.deepEqual(await seriousAxeFindings(w.page), [], `every section (${colorScheme})`);
      assert.ok(await horizontalOverflow(w.page) <= 0, 'nothing scrolls sideways');
      await w.finish();
    }
  });

  test('on paper only the report is printed', async () => {
    const w = await openPage(service);
    await w.page.goto(`${service.url}/vin/${HONDA}`);
    await w.page.locator('#report-title').waitFor();
    await w.page.emulateMedia({ media: 'print' });
    assert.equal(await w.page.locator('#vin-form').isVisible(), false);
    assert.equal(await w.page.locator('.site-header').isVisible(), false);
    assert.equal(await w.page.getByRole('link', { name: 'Raw JSON' }).isVisible(), false);
    assert.equal(await w.page.locator('#report-title').isVisible(), true);
    assert.equal(await w.page.locator('#section-recalls').isVisible(), true);
    const pdf = await w.page.pdf({ format: 'A4' });
    assert.ok(pdf.subarray(0, 5).toString() === '%PDF-', 'Chromium prints it');
    await w.finish();
  });
});
