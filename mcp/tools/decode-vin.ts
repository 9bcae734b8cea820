/** decodeVin: the full report for one VIN, shown as the report card by hosts with MCP Apps. */
import { registerAppTool } from '@modelcontextprotocol/ext-apps/server';
import { z } from 'zod';
import { VinReportSchema } from '../../src/report/report.js';
import { DEMO_NOTICE, staleNotice } from '../../src/words/notice-words.js';
import { readingLines } from '../../src/words/assessment-words.js';
import { sectionLines, sectionsDescription } from '../../src/words/section-lines.js';
import { cardPictureMeta, REPORT_APP_URI, registerReportApp } from '../report-app.js';
import { clip, READ_ONLY_LOOKUP, type ToolDefinition } from './tool-context.js';

export const VinInput = z.string().describe('The 17-character VIN, e.g. "1HGCM82633A004352". Letters and digits only, never I, O or Q; lowercase and surrounding spaces are accepted.');

const config = {
  title: 'Vehicle report from a VIN',
  description:
    'The full report for one vehicle from its 17-character VIN, exactly as the vin-report HTTP API returns it: ' +
    'the NHTSA vPIC decode (make, model, model year, trim, body, engine, fuel, transmission, plant); the sections ' +
    `${sectionsDescription()}; ` +
    'a section that could not be fetched this time is null and named in unavailable, one that could not be looked up ' +
    '(vPIC gave no model name) is named in notLookedUp, and recalls or complaints looked up under vPIC\'s model name alone ' +
    '(NHTSA\'s list of its own model names could not be reached, so some may be missing) are named in narrowed; ' +
    'the assessment (how sure the decode is, the recalls that may ' +
    'apply, the reasons for the score, what to look up elsewhere and a test-drive checklist); and a plain-English ' +
    'summary with strengths, issues, buying advice and a 1-10 score. Use it whenever the user gives ' +
    'a VIN and asks what the vehicle is, whether it has open recalls, how to maintain it, or whether to buy it. ' +
    'Reports are cached for 7 days per VIN. Errors say what is wrong: a malformed VIN (fix it and retry), a VIN ' +
    'vPIC cannot decode (its text verbatim; do not retry), the daily limit (when it resets) or a temporary ' +
    'upstream failure (retry later). To only check a VIN for typos, use validateVin; for many VINs, decodeVins.',
  inputSchema: z.object({ vin: VinInput }),
  outputSchema: VinReportSchema,
  annotations: { title: 'Vehicle report from a VIN', ...READ_ONLY_LOOKUP },
  // Both keys hosts read: the MCP Apps one, and the older flat one registerAppTool also writes.
  _meta: { ui: { resourceUri: REPORT_APP_URI }, 'ui/resourceUri': REPORT_APP_URI },
};

export const decodeVinTool: ToolDefinition = {
  name: 'decodeVin',
  config,
  register(server, context) {
    // `extra.mcpReq.signal` aborts when the client cancels the call (notifications/cancelled): a build no one else waits for then stops.
    registerAppTool(server, 'decodeVin', config, ({ vin }, extra) =>
      context.run('decodeVin', extra, { vin: clip(vin) }, async (call) => {
        await context.spendBudget();
        const outcome = await context.service.decode(vin, call.log, extra.mcpReq.signal);
        // The text is the HTTP body byte for byte, so a client that ignores structured content gets the same report.
        const text = outcome.body.toString('utf8');
        call.log.debug('mcp_decode', { vin: outcome.vin, cache: outcome.cache });
        const content = [{ type: 'text' as const, text }];
        // Every section in a line: what it holds, or the sentence its state is told in at every door.
        content.push({ type: 'text', text: sectionLines(outcome.report).join('\n') });
        // The assessment in words: how sure the decode is, the recalls that may apply, the score and what to look up elsewhere.
        const reading = readingLines(outcome.report);
        if (reading.length > 0) content.push({ type: 'text', text: reading.join('\n') });
        // An expired report served through an outage says so, as the HTTP API's Warning header does.
        if (outcome.ageSeconds !== undefined) content.push({ type: 'text', text: staleNotice(outcome.ageSeconds) });
        if (outcome.report.demo === true) content.push({ type: 'text', text: DEMO_NOTICE });
        // NHTSA's photo for the card only: in _meta, which hosts do not show the model. (The SDK's
        // accessor knows the client's capabilities from initialize or, in the 2026 era, the request.)
        const _meta = await cardPictureMeta(outcome.report, context.pictures, server.server.getClientCapabilities());
        return { content, structuredContent: outcome.report, ...(_meta ? { _meta } : {}) };
      }),
    );
    registerReportApp(server);
  },
};
