/**
 * The report card: decodeVin's MCP App (the ext-apps extension). A host that supports Apps reads
 * this ui:// resource once and shows each decodeVin result in it; a host that does not still gets
 * the text and structuredContent. The HTML is self-contained (script and styles inline) and asks
 * for no network access, so the sandbox's default content security policy is all it needs.
 */
import { readFile } from 'node:fs/promises';
import { RESOURCE_MIME_TYPE, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import type { McpServer } from '@modelcontextprotocol/server';

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
