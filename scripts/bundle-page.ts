/**
 * Bundles the web page's script (src/web/client/app.ts with the report view, the report's words and
 * the VIN hints) into one ES module, dist/web/client/app.js by default, served under /assets/ by
 * src/web/assets.ts. A bundle, so the browser gets only what runs: the report's types come from the
 * zod schemas and the section modules, and type-only imports are erased. The browser platform makes
 * any run-time import of Node code fail the build. Needs esbuild (a development dependency).
 */
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/** Writes client/app.js under `outDir`. @throws when the script does not bundle */
export async function bundlePage(outDir = path.join(root, 'dist', 'web')): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: { 'client/app': path.join(root, 'src', 'web', 'client', 'app.ts') },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
  });
}
