/**
 * The product User-Agent every upstream call sends. NHTSA's edge refuses requests with no agent,
 * a generic one (node, curl) or one carrying a "(+https://...)" contact URL, so it is plain
 * `vin-report/<version>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_USER_AGENT = `vin-report/${packageVersion()}`;

/** The version in package.json, found from src/upstream/ and from the built dist/src/upstream/. */
function packageVersion(): string {
  let dir = import.meta.dirname;
  for (let depth = 0; depth < 4; depth++) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'vin-report' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // not here; look one folder up
    }
    dir = path.dirname(dir);
  }
  return '0.0.0';
}
