/**
 * The script of the report card (the decodeVin MCP App), bundled into report-app.html by
 * build-report-app.ts. It runs in the host's sandboxed iframe: the ext-apps App class does the
 * handshake with the host, and each decodeVin result is drawn with the same view the web page uses,
 * with NHTSA's photo when the result's _meta carried it as a data: address.
 */
import { App } from '@modelcontextprotocol/ext-apps';
import { cardNcapPicture } from '../../src/web/ncap-picture-view.js';
import { CARD_PICTURE_META_KEY } from './card-picture.js';
import { renderReport } from './report-view-source.js';
import { PAGE_MESSAGES } from '../../src/words/page-words.js';

// This file runs in the browser. Only the DOM it touches is declared, so the rest of the program
// (Node code, type-checked together) keeps its DOM-free types.
interface CardElement { innerHTML: string; firstElementChild: { textContent: string | null } | null }
declare const document: { getElementById(id: string): CardElement | null };

const root = document.getElementById('report')!;
const app = new App({ name: 'vin-report card', version: '1.0.0' });

app.ontoolresult = (result) => {
  const report = result.structuredContent as Parameters<typeof renderReport>[0] | undefined;
  if (result.isError || !report) {
    // A failed call carries its error body as structured content too (mcp/tools/tool-context.ts).
    const error = result.isError ? (result.structuredContent as { error?: unknown } | undefined)?.error : undefined;
    root.innerHTML = '<p class="app-error"></p>';
    root.firstElementChild!.textContent = typeof error === 'string' ? error : PAGE_MESSAGES.cardFailed;
    return;
  }
  root.innerHTML = renderReport(report, { picture: cardNcapPicture(result._meta?.[CARD_PICTURE_META_KEY]) });
};

void app.connect();
