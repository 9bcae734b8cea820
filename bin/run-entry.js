// Runs one entry point of this package. A development checkout (TypeScript sources and the tsx dev
// dependency both present) runs the sources, so it never runs a stale build; everywhere else (the
// npm package, a tree installed by systemd/install.sh without dev dependencies) runs dist/.
import { existsSync } from 'node:fs';

/** `source` and `built` are paths from the package root, e.g. 'src/entry/main-cli.ts' and 'dist/src/entry/main-cli.js'. */
export async function runEntry(source, built) {
  const sources = new URL(`../${source}`, import.meta.url);
  const tsx = existsSync(sources) ? await import('tsx/esm/api').catch((err) => {
    if (err?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw err;
  }) : null;
  if (tsx) {
    tsx.register();
    await import(sources.href);
  } else {
    await import(new URL(`../${built}`, import.meta.url).href);
  }
}
