/**
 * decodeVin's report card (an MCP App, the ext-apps extension) as hosts see it: named in the tool's
 * _meta, listed as a resource with the App mime type, and readable as self-contained HTML, over
 * /mcp on the real HTTP server with SDK clients of both protocol eras.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { REPORT_APP_URI } from '../../mcp/report-app.js';
import { startTestService, type TestService } from '../helpers/mcp-harness.js';

const APP_MIME_TYPE = 'text/html;profile=mcp-app';
const ERAS = [
  ['2025-11-25', {}],
  ['2026-07-28', { versionNegotiation: { mode: { pin: '2026-07-28' } } }],
] as const;

let svc: TestService;
before(async () => {
  svc = await startTestService({ http: true, env: { TRUST_PROXY: 'true' } });
});
after(() => svc.close());

async function connect(options: ConstructorParameters<typeof Client>[1]): Promise<Client> {
  const client = new Client({ name: 'report-app-test', version: '1.0.0' }, options);
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', svc.baseUrl)));
  after(() => client.close());
  return client;
}

for (const [version, options] of ERAS) {
  test(`decodeVin names its report card in _meta, in both keys hosts read (${version})`, async () => {
    const client = await connect(options);
    const { tools } = await client.listTools();
    const meta = tools.find((t) => t.name === 'decodeVin')!._meta!;
    assert.equal(REPORT_APP_URI.startsWith('ui://'), true);
    assert.deepEqual(meta.ui, { resourceUri: REPORT_APP_URI });
    assert.equal(meta['ui/resourceUri'], REPORT_APP_URI);
  });

  test(`the report card is listed as a resource with the MCP App mime type (${version})`, async () => {
    const client = await connect(options);
    const { resources } = await client.listResources();
    const card = resources.find((r) => r.uri === REPORT_APP_URI);
    assert.ok(card, JSON.stringify(resources));
    assert.equal(card.mimeType, APP_MIME_TYPE);
    assert.equal(card.name, 'Vehicle report card');
  });

  test(`reading the report card gives self-contained HTML with the App mime type (${version})`, async () => {
    const client = await connect(options);
    const { contents } = await client.readResource({ uri: REPORT_APP_URI });
    assert.equal(contents.length, 1);
    const [card] = contents;
    assert.equal(card!.uri, REPORT_APP_URI);
    assert.equal(card!.mimeType, APP_MIME_TYPE);
    assert.deepEqual(card!._meta, { ui: { prefersBorder: true } });
    const html = 'text' in card! ? card.text : '';
    assert.match(html, /^<!doctype html>/);
    assert.match(html, /<main id="report"/);
    assert.match(html, /<style>[^]+<\/style>/);
    // Nothing is fetched: no script, stylesheet, image or frame names an address. The one image
    // source is filled in at run time, with the data: address a decodeVin result carries.
    assert.doesNotMatch(html, /<(script|link|img|iframe)[^>]+(src|href)="(?!\$\{)/i);
    // The ext-apps handshake is in the bundle: the card announces itself to the host.
    assert.match(html, /ui\/initialize/);
  });
}
