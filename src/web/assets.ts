/**
 * What the HTTP layer serves for the web page: the HTML shell at `/` and `/vin/<VIN>`, and the
 * stylesheet, icon and browser scripts under `/assets/`. Everything is read into memory once; the
 * page's Content-Security-Policy allows only this origin and no inline script or style.
 *
 * The browser script is bundled by scripts/bundle-page.ts (part of `npm run build`) into
 * dist/web/; the HTML, CSS and icon sit beside this module (scripts/build-assets.ts copies them
 * into dist/src/web/).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_BANNER } from '../words/page-words.js';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** Empty for HEAD (the headers still give the full length). */
  body: Buffer;
}

export interface PageAssetsOptions {
  /** Where the bundled browser script is (default: dist/web/ of this checkout or build). */
  scriptDir?: string;
  /** Demo mode: every page carries a banner saying so and naming these VINs, the only ones it answers. */
  demoVins?: readonly string[];
}

export type PageAssetHandler = (method: string, path: string) => PageAnswer | null;

/** Only this origin, no inline script or style, no framing, no plugins; the page needs nothing else. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** dist/web/, seen from src/web/assets.ts (run through tsx) or from dist/src/web/assets.js. */
export function defaultScriptDir(): string {
  return import.meta.url.endsWith('.ts')
    ? path.join(HERE, '..', '..', 'dist', 'web')
    : path.join(HERE, '..', '..', 'web');
}

interface Asset {
  type: string;
  body: Buffer;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function createPageAssets(options: PageAssetsOptions = {}): PageAssetHandler {
  const scriptDir = options.scriptDir ?? defaultScriptDir();
  // HTML is revalidated on every visit so a new release is picked up at once; the files it names
  // may be reused for a few minutes.
  const html = readFileSync(path.join(HERE, 'index.html'), 'utf8');
  const shell: Asset = { type: 'text/html; charset=utf-8', body: Buffer.from(options.demoVins ? withDemoBanner(html, options.demoVins) : html), cacheControl: 'no-cache' };
  const assets = new Map<string, Asset>();
  for (const name of ['styles.css', 'icon.svg']) {
    assets.set(`/assets/${name}`, { type: TYPES[path.extname(name)]!, body: readFileSync(path.join(HERE, name)), cacheControl: 'public, max-age=300' });
  }
  if (existsSync(scriptDir)) {
    for (const entry of readdirSync(scriptDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const urlPath = `/assets/${path.relative(scriptDir, file).split(path.sep).join('/')}`;
      assets.set(urlPath, { type: TYPES['.js']!, body: readFileSync(file), cacheControl: 'public, max-age=300' });
    }
  }
  const notBuilt = Buffer.from('Not found. If this is a browser script of the page, it is not built yet: run `npm run build`.\n');

  return (method, urlPath) => {
    let asset: Asset | undefined;
    if (urlPath === '/' || urlPath.startsWith('/vin/')) asset = shell;
    else if (urlPath.startsWith('/assets/')) asset = assets.get(urlPath);
    else return null;

    if (method !== 'GET' && method !== 'HEAD') {
      return answer(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, Buffer.from('Method not allowed: use GET.\n'), method);
    }
    if (!asset) return answer(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, notBuilt, method);
    const headers: Record<string, string> = { 'content-type': asset.type, 'cache-control': asset.cacheControl };
    if (asset === shell) {
      headers['content-security-policy'] = PAGE_CSP;
      headers['referrer-policy'] = 'no-referrer';
      headers['x-frame-options'] = 'DENY';
    }
    return answer(200, headers, asset.body, method);
  };
}

/** The page with demo mode's banner at the top of its main content. */
function withDemoBanner(html: string, vins: readonly string[]): string {
  const links = vins.map((vin) => `<a class="vin" href="/vin/${vin}">${vin}</a>`).join(', ');
  const banner = `<div class="demo-banner" role="note"><p><strong>${DEMO_BANNER.title}</strong> ${DEMO_BANNER.text} ${links}.</p></div>`;
  const marker = '<main id="main" class="wrap">';
  if (!html.includes(marker)) throw new Error('index.html lacks <main id="main" class="wrap"> for the demo banner');
  return html.replace(marker, `${marker}\n${banner}`);
}

function answer(status: number, headers: Record<string, string>, body: Buffer, method: string): PageAnswer {
  return {
    status,
    headers: { ...headers, 'content-length': String(body.length), 'x-content-type-options': 'nosniff' },
    body: method === 'HEAD' ? Buffer.alloc(0) : body,
  };
}

let defaultHandler: PageAssetHandler | undefined;

/**
 * The page's answer for `method` and `path` (no query string), or null when the path is not the
 * page's. Reads the files on first use.
 */
export function pageAsset(method: string, urlPath: string): PageAnswer | null {
  defaultHandler ??= createPageAssets();
  return defaultHandler(method, urlPath);
}
