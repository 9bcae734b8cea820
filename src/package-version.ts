/** The version in package.json, found by walking up from this module (src/ in a checkout, dist/src/ when built). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The package's version, or undefined when no vin-report package.json is found above this module. */
export function packageVersion(): string | undefined {
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
  return undefined;
}
