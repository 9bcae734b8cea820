/**
 * Fills a cache directory with report entries in the file store's own format, for scenario 7.
 * Each entry is a real HIT body with its own VIN written in (the template's VIN replaced, same
 * length), so every file is a distinct, valid report as the service would have stored it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serializeEntry } from '../src/store/file-store.js';

/** Writes one entry per VIN in `vins` (skipping none), `parallel` files at a time. */
export async function fillCache(dir: string, template: { vin: string; body: Buffer }, vins: string[], ttlSeconds: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const text = template.body.toString('utf8');
  const expiresAt = Date.now() + ttlSeconds * 1000;
  const parallel = 32;
  let next = 0;
  const worker = async () => {
    while (next < vins.length) {
      const vin = vins[next++]!;
      const body = Buffer.from(text.replaceAll(template.vin, vin));
      await writeFile(path.join(dir, `${vin}.json`), serializeEntry(body, expiresAt, Date.now()), { mode: 0o600 });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
