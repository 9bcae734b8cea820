/**
 * The report card: decodeVin's MCP App (the ext-apps extension). A host that supports Apps reads
 * this ui:// resource once and shows each decodeVin result in it; a host that does not still gets
 * the text and structuredContent. The HTML is self-contained (script and styles inline) and asks
 * for no network access, so the sandbox's default content security policy is all it needs: NHTSA's
 * photo reaches it as a data: address in the result's _meta (cardPictureMeta), never as a link.
 */
import { readFile } from 'node:fs/promises';
import { getUiCapability, RESOURCE_MIME_TYPE, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import type { ClientCapabilities, McpServer } from '@modelcontextprotocol/server';
import type { VinReport } from '../src/report/report.js';
import { PICTURE_PATH_PREFIX, type NcapPictures } from '../src/sections/ncap-pictures.js';
import { CARD_PICTURE_META_KEY } from './app/card-picture.js';

export const REPORT_APP_URI = 'ui://vin-report/report-card.html';

const HTML_FILE = new URL('./app/report-app.html', import.meta.url);

let html: Promise<string> | undefined;

/**
 * The card's HTML: built by `npm run build` beside this module (mcp/app/build-report-app.ts); when
 * running from the sources without a build it is bundled on first use, which needs esbuild (a
 * development dependency). Read once per process.
 */
export function reportAppHtml(): Promise<string> {
  html ??= readFile(HTML_FILE, 'utf8').catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
    const { buildReportAppHtml } = await import('./app/build-report-app.js');
    return buildReportAppHtml();
  });
  // A failed read must not stick: the next request tries again.
  html.catch(() => (html = undefined));
  return html;
}

export function registerReportApp(server: McpServer): void {
  registerAppResource(
    server,
    'Vehicle report card',
    REPORT_APP_URI,
    { description: 'The decodeVin report drawn as a card: vehicle, recalls, maintenance and the summary with its score.' },
    async () => ({
      contents: [{ uri: REPORT_APP_URI, mimeType: RESOURCE_MIME_TYPE, text: await reportAppHtml(), _meta: { ui: { prefersBorder: true } } }],
    }),
  );
}

/**
 * Past this a picture is left off the card rather than swell the result: NHTSA's photos are 640-pixel
 * PNGs of a few hundred kilobytes, and base64 adds a third.
 */
export const MAX_CARD_PICTURE_BYTES = 512 * 1024;

/**
 * The _meta that hands the card NHTSA's photo of the tested model, as a data: address of the bytes the
 * service already keeps (the same checked picture the page loads from /img/ncap/); undefined when the
 * report names none, it is not kept, it is too large, or the client cannot show the card. Never throws.
 */
export async function cardPictureMeta(report: VinReport, pictures: Pick<NcapPictures, 'read'> | undefined, client: ClientCapabilities | undefined): Promise<Record<string, string> | undefined> {
  const url = report.safetyRatings?.picture?.url;
  if (!pictures || !url?.startsWith(PICTURE_PATH_PREFIX) || !mayShowCard(client)) return undefined;
  const picture = await pictures.read(url.slice(PICTURE_PATH_PREFIX.length));
  if (!picture || picture.bytes.length > MAX_CARD_PICTURE_BYTES) return undefined;
  return { [CARD_PICTURE_META_KEY]: `data:${picture.contentType};base64,${picture.bytes.toString('base64')}` };
}

/**
 * Whether the client may show the card: it declared MCP Apps, or nothing it declared is known here
 * (a stateless 2025-era HTTP call, whose initialize came in another request).
 */
function mayShowCard(client: ClientCapabilities | undefined): boolean {
  return client === undefined || getUiCapability(client)?.mimeTypes?.includes(RESOURCE_MIME_TYPE) === true;
}
