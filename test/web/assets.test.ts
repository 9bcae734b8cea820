/**
 * What src/web/assets.ts answers for the page: the HTML shell with a strict Content-Security-Policy
 * and no inline script or style, the built browser script, and nothing for paths that are not the
 * page's. The script is bundled into a temporary folder, as `npm run build` bundles it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { bundlePage } from '../../scripts/bundle-page.js';
import { createPageAssets, PAGE_CSP, type PageAssetHandler } from '../../src/web/assets.js';

let scriptDir: string;
let pageAsset: PageAssetHandler;

before(async () => {
  scriptDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-web-'));
  await bundlePage(scriptDir);
  pageAsset = createPageAssets({ scriptDir });
});

after(() => rmSync(scriptDir, { recursive: true, force: true }));

test('GET / is the HTML shell with a strict Content-Security-Policy', () => {
  const page = pageAsset('GET', '/');
  assert.ok(page);
  assert.equal(page.status, 200);
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(page.headers['content-security-policy'], PAGE_CSP);
  assert.match(PAGE_CSP, /default-src 'self'/);
  assert.doesNotMatch(PAGE_CSP, /unsafe-inline|unsafe-eval/);
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  const html = page.body.toString('utf8');
  assert.match(html, /<label for="vin">/);
  for (const script of html.match(/<script\b[^>]*>/g) ?? []) assert.match(script, /\bsrc="\/assets\//, 'every script is a file of this origin');
  assert.doesNotMatch(html, /<style|\sstyle=|\son[a-z]+=/i, 'no inline style or event handler');
  assert.doesNotMatch(html, /https?:\/\//, 'nothing is loaded from elsewhere');
});

test('a shareable /vin/ address gets the same shell', () => {
  assert.deepEqual(pageAsset('GET', '/vin/1HGCM82633A004352')?.body, pageAsset('GET', '/')?.body);
});

test('the browser scripts, stylesheet and icon are served with their types', () => {
  const app = pageAsset('GET', '/assets/client/app.js');
  assert.equal(app?.status, 200);
  assert.equal(app?.headers['content-type'], 'text/javascript; charset=utf-8');
  // One bundle: the report view and its words are inside, and nothing else is fetched.
  assert.match(app!.body.toString(), /could not be fetched this time/);
  assert.doesNotMatch(app!.body.toString(), /^import\b/m);
  assert.equal(pageAsset('GET', '/assets/styles.css')?.headers['content-type'], 'text/css; charset=utf-8');
  assert.equal(pageAsset('GET', '/assets/icon.svg')?.headers['content-type'], 'image/svg+xml');
});

test('HEAD answers the headers without a body', () => {
  const head = pageAsset('HEAD', '/');
  assert.equal(head?.status, 200);
  assert.equal(head?.body.length, 0);
  assert.equal(head?.headers['content-length'], String(pageAsset('GET', '/')?.body.length));
});

test('an unknown asset is 404, another method is 405, and other paths are not the page’s', () => {
  assert.equal(pageAsset('GET', '/assets/../../package.json')?.status, 404);
  assert.equal(pageAsset('GET', '/assets/nope.js')?.status, 404);
  const post = pageAsset('POST', '/');
  assert.equal(post?.status, 405);
  assert.equal(post?.headers.allow, 'GET, HEAD');
  assert.equal(pageAsset('GET', '/api/decode'), null);
  assert.equal(pageAsset('GET', '/openapi.json'), null);
  assert.equal(pageAsset('GET', '/vinx'), null);
});
