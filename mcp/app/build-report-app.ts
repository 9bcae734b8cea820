/**
 * Builds report-app.html, the self-contained page of the decodeVin MCP App: view-entry.ts bundled
 * (ext-apps' App class and the report view) into one inline script, with the view's CSS inline, so
 * the host's sandbox needs nothing from the network. Run `node --import tsx mcp/app/build-report-app.ts`
 * after changing the view; test/mcp/report-app.test.ts fails while the committed file is stale.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VEHICLE_LABELS } from '../../src/words/door-words.js';
import { PAGE_MESSAGES } from '../../src/words/page-words.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPORT_APP_FILE = path.join(here, 'report-app.html');
/** The view's stylesheet; it becomes the web page's CSS when that lands (see report-view-source.ts). */
const CSS_FILE = path.join(here, '..', '..', 'src', 'web', 'styles.css');

/** The page's full text. Needs esbuild (a development dependency); never called at run time. */
export async function buildReportAppHtml(): Promise<string> {
  if (!existsSync(path.join(here, 'view-entry.ts'))) {
    throw new Error('report-app.html is missing from this build: `npm run build` writes it (mcp/app/build-report-app.ts).');
  }
  const { build } = await import('esbuild');
  const bundle = await build({
    entryPoints: [path.join(here, 'view-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  // "</script" inside the bundle would end the inline script early.
  const script = bundle.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
  const css = await readFile(CSS_FILE, 'utf8');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${VEHICLE_LABELS.eyebrow}</title>
<style>
${css.trim()}
</style>
</head>
<body>
<main id="report" aria-live="polite"><p class="app-loading">${PAGE_MESSAGES.cardLoading}</p></main>
<script>
${script.trim()}
</script>
</body>
</html>
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeFile(REPORT_APP_FILE, await buildReportAppHtml());
  process.stderr.write(`wrote ${path.relative(process.cwd(), REPORT_APP_FILE)}\n`);
}
