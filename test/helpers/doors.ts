/**
 * A report as each door tells it, read the way a person would: the page and card as visible text,
 * the CLI and MCP text with whitespace collapsed, the fleet CSV row by column name.
 */
import type { Client } from '@modelcontextprotocol/client';
import { renderReport as cardRenderReport } from '../../mcp/app/report-view-source.js';
import { decodeFleet } from '../../src/cli/fleet.js';
import { renderReportText } from '../../src/cli/render-text.js';
import type { ReportService } from '../../src/report-service.js';
import type { VinReport } from '../../src/report/report.js';
import { renderReport } from '../../src/web/report-view.js';
import { csvFields } from './csv.js';

/** The HTML without tags, entities decoded, whitespace collapsed: what a reader sees. */
export const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
/** Text with every run of whitespace as one space, so a wrapped line still matches. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** One vehicle as each door tells it, in plain text. */
export interface Doors {
  json: VinReport;
  summary: string;
  page: string;
  card: string;
  cli: string;
  mcp: string;
  csv: Record<string, string>;
}

/** Each named VIN at every door: one fleet run for the CSV (`concurrency` rows at once), then each report and its MCP decodeVin answer. */
export async function readDoors<N extends string>(service: ReportService, client: Client, vins: Record<N, string>, concurrency = 1): Promise<Record<N, Doors>> {
  let out = '';
  await decodeFleet({ service, vins: Object.values<string>(vins), format: 'csv', concurrency, write: async (chunk) => void (out += chunk) });
  const [header, ...rows] = out.trimEnd().split('\r\n');
  const columns = header!.split(',');
  const doors = {} as Record<N, Doors>;
  for (const [name, vin] of Object.entries<string>(vins) as [N, string][]) {
    const json = (await service.decode(vin)).report;
    const result = await client.callTool({ name: 'decodeVin', arguments: { vin } });
    const texts = (result.content as Array<{ type: string; text?: string }>).filter((c) => c.type === 'text').map((c) => c.text ?? '');
    const cells = csvFields(rows.find((r) => r.startsWith(`${vin},`))!);
    doors[name] = {
      json,
      summary: [json.ai.overview, ...json.ai.strengths, ...json.ai.issues, json.ai.buyingAdvice, json.ai.maintenanceTips].join(' '),
      page: visible(renderReport(json)),
      card: visible(cardRenderReport(result.structuredContent as VinReport)),
      cli: flat(renderReportText(json)),
      // The MCP text content after the JSON body: the reading a text-only client gets.
      mcp: flat(texts.slice(1).join(' ')),
      csv: Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])),
    };
  }
  return doors;
}
