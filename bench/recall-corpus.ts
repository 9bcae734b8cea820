/**
 * The recall reader against the labelled corpus (test/fixtures/recall-corpus/): its confusion matrix,
 * written into bench/README.md between the recall-corpus markers. Run alone with
 * `node --import tsx bench/recall-corpus.ts`; `npm run bench` runs it too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { confusionMatrix, judgeCorpus } from '../test/helpers/recall-corpus.js';

const README = path.join(import.meta.dirname, 'README.md');

export function writeRecallCorpusMatrix(): string {
  const matrix = confusionMatrix(judgeCorpus());
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf('<!-- recall-corpus:start -->');
  const end = text.indexOf('<!-- recall-corpus:end -->');
  if (start === -1 || end === -1) throw new Error('bench/README.md has no recall-corpus markers');
  writeFileSync(README, `${text.slice(0, start)}<!-- recall-corpus:start -->\n${matrix}\n${text.slice(end)}`);
  return matrix;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${writeRecallCorpusMatrix()}\n`);
