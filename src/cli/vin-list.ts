/**
 * Reads a fleet's VIN list: one VIN a line, or a spreadsheet's CSV export whose first column holds
 * the VIN. Blank lines, "#" comments and a header row whose first cell is "VIN" are skipped; every
 * other line counts, so a malformed VIN is reported as a failure rather than silently dropped.
 */
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { CliError, EXIT } from './errors.js';

/** A list longer than this is almost certainly the wrong file (a log, a database dump). */
export const MAX_VINS = 100_000;

export async function readVinList(source: string, stdin: NodeJS.ReadableStream = process.stdin): Promise<string[]> {
  let content: string;
  if (source === '-') {
    content = await text(stdin);
  } else {
    try {
      content = await readFile(source, 'utf8');
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : 'it could not be read';
      throw new CliError(`cannot read ${JSON.stringify(source)}: ${why}`, EXIT.NO_INPUT);
    }
  }
  const vins = parseVinList(content);
  if (vins.length > MAX_VINS) throw new CliError(`${source === '-' ? 'stdin' : JSON.stringify(source)} lists ${vins.length} VINs; at most ${MAX_VINS} are read at once`, EXIT.NO_INPUT);
  return vins;
}

export function parseVinList(content: string): string[] {
  const vins: string[] = [];
  for (const rawLine of content.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const first = line.split(/[,;\t]/, 1)[0]!.trim().replace(/^"(.*)"$/, '$1').trim();
    if (vins.length === 0 && /^vin$/i.test(first)) continue;
    vins.push(first);
  }
  return vins;
}
