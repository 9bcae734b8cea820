/**
 * Every English sentence a reader is told lives in src/words/, so each fact is worded once for
 * every door. This reads the doors and the writers as the compiler parses them and fails, with
 * file:line, on any string or template literal that reads like a sentence, unless an entry of
 * ALLOWED covers it: text that is not about a report, each entry with its reason.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const ROOT = path.join(import.meta.dirname, '..', '..');
/** The doors and the writers. */
const SCANNED = ['src/web', 'src/cli', 'mcp', 'src/http', 'src/ai', 'src/assessment', 'src/sections'];

interface Literal {
  file: string;
  line: number;
  text: string;
  node: ts.Node;
}

interface Allowed {
  what: string;
  why: string;
  covers(literal: Literal): boolean;
}

/** The name of the property, variable or call a literal is the value or argument of (through `+`, `?:` and template spans). */
function ownerOf(node: ts.Node): { kind: 'property' | 'variable' | 'call' | 'new' | 'other'; name: string } {
  let at: ts.Node = node;
  while (ts.isBinaryExpression(at.parent) || ts.isConditionalExpression(at.parent) || ts.isParenthesizedExpression(at.parent) || ts.isTemplateSpan(at.parent) || ts.isTemplateExpression(at.parent)) at = at.parent;
  const parent = at.parent;
  if (ts.isPropertyAssignment(parent)) return { kind: 'property', name: parent.name.getText() };
  if (ts.isVariableDeclaration(parent)) return { kind: 'variable', name: parent.name.getText() };
  if (ts.isCallExpression(parent)) return { kind: 'call', name: parent.expression.getText().split('.').pop()! };
  if (ts.isNewExpression(parent)) return { kind: 'new', name: parent.expression.getText() };
  return { kind: 'other', name: '' };
}

const inFiles = (...files: string[]) => (l: Literal) => files.includes(l.file);

/** Text that is not about a report, and why it may live outside src/words/. At most a handful. */
const ALLOWED: Allowed[] = [
  {
    what: 'the prompt and instructions to a language model (src/ai/prompt.ts, anthropic.ts, openai.ts)',
    why: 'read by a model, never shown to a reader; the summary it asks for is checked against the words in src/words/',
    covers: inFiles('src/ai/prompt.ts', 'src/ai/anthropic.ts', 'src/ai/openai.ts'),
  },
  {
    what: 'MCP tools\' own text: mcp/tools/, mcp/server.ts and mcp/report-app.ts (descriptions, titles, instructions, argument errors)',
    why: 'read by a client\'s model to choose a tool and fill its arguments, kept beside the tool it describes; a tool\'s report text comes from src/words/ (readingLines, staleNotice, DEMO_NOTICE)',
    covers: (l) => l.file.startsWith('mcp/tools/') || l.file === 'mcp/server.ts' || l.file === 'mcp/report-app.ts',
  },
  {
    what: 'the CLI\'s usage: src/cli/help.ts and the messages of UsageError',
    why: 'about the command line, not a report; each command\'s help sits in one file beside the parser that enforces it',
    covers: (l) => l.file === 'src/cli/help.ts' || (ownerOf(l.node).kind === 'new' && ownerOf(l.node).name === 'UsageError'),
  },
  {
    what: 'answers to a failed request: the message of a thrown …Error (its new or super() call), and the transports (src/http/, mcp/http.ts, mcp/stdio-lines.ts, src/web/assets.ts)',
    why: 'about the request (a malformed body, a wrong method, a limit, a fault), not a report: written where the failure is known, passed on unchanged by describeError (src/errors.ts); the transports answer requests and render no report (the Warning header\'s words are in src/words/)',
    covers: (l) => {
      const owner = ownerOf(l.node);
      return (owner.kind === 'new' && /Error$/.test(owner.name)) || (owner.kind === 'call' && owner.name === 'super') ||
        l.file.startsWith('src/http/') || ['mcp/http.ts', 'mcp/stdio-lines.ts', 'src/web/assets.ts'].includes(l.file);
    },
  },
];

/** The literal's words, markup left out; a template's placeholders count as no word. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => ` … ${span.literal.text}`)].join('');
  return undefined;
}

/** A capitalised or lower-case English word, with its trailing punctuation: "Recalls", "model,", "year." (not "X-Cache" or "GET"). */
const WORD = /^[(“"]?[A-Za-z][a-z’']*[.,:;!?)”"]*$/;

/** At least three words, and a capital at the start or a full stop or colon at the end. */
function sentenceLike(raw: string): boolean {
  const text = raw.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ').replace(/\s+/g, ' ').trim();
  const words = text.split(' ').filter((w) => WORD.test(w));
  return words.length >= 3 && (/^[A-Z][a-z]/.test(text) || /[.:]$/.test(text));
}

function literalsIn(file: string): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text = textOf(node);
    if (text !== undefined && sentenceLike(text)) found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text, node });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts')).map((name) => path.join(dir, name));
}

test('no door or writer holds a sentence of its own: each lives in src/words/', () => {
  const strays = SCANNED.flatMap(sourcesUnder).flatMap(literalsIn).filter((l) => !ALLOWED.some((a) => a.covers(l)));
  const shown = strays.map((l) => `${l.file}:${l.line}: ${l.text.slice(0, 90).replace(/\s+/g, ' ')}`);
  assert.equal(strays.length, 0, `sentences outside src/words/ (move each there, or say in ALLOWED why it may stay):\n${shown.join('\n')}`);
});

test('the scan sees sentences: src/words/ itself is full of them', () => {
  assert.ok(sourcesUnder('src/words').flatMap(literalsIn).length > 100);
});

test('the allow-list stays a handful, each entry with its reason', () => {
  assert.ok(ALLOWED.length <= 5);
  for (const entry of ALLOWED) assert.ok(entry.why.length > 20, entry.what);
});

test('a sentence is told from a label, a log event and a header list', () => {
  assert.equal(sentenceLike('Recalls could not be looked up.'), true);
  assert.equal(sentenceLike('These are the recalls for the <a href="x">model</a>'), true);
  assert.equal(sentenceLike('Owner complaints'), false);
  assert.equal(sentenceLike('report_built'), false);
  assert.equal(sentenceLike('X-Cache, X-Request-Id, Retry-After, Warning'), false);
});
