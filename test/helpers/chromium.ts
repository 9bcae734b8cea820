/** Debian's Chromium for the browser tests, headless, with the background traffic it would start on a closed network turned off. */
import { chromium, type Browser, type Page } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    timeout: 30_000,
  });
}

/**
 * Waits until `expression` is true on the page. Playwright's waitForFunction compiles a string with
 * eval when its first check fails, which our page's Content-Security-Policy (script-src 'self')
 * refuses; page.evaluate goes through the DevTools protocol, which the policy does not govern.
 */
export async function waitUntilTrue(page: Pick<Page, 'evaluate'>, expression: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
