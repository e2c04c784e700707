/**
 * Comments, test names and docs stand on their own (docs/decisions/284, docs/style.md "Comments and
 * docs"): they cite docs/decisions/, a docs/ page, a file or a test, or say the thing itself, never the
 * number of an issue in a tracker outside the repository, which a reader of the code cannot open.
 * Every .ts, .tsx, .mjs and .md file of these folders is read, docs/decisions/ included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesNamed, ROOT } from './source-imports.ts';
const FOLDERS = ['server', 'src', 'schemas', 'resources', 'scripts', 'tests', 'bench', 'docs', 'demo'];
const FILES = ['README.md'];
/** The word, singular or plural, any case, then a number: after a space, a "#" or a comment's line break. */
export const ISSUE_NUMBER = /\bissues?\s+(?:\*\s+)?#?\d+/gi;

const filesUnder = (folder: string) => filesNamed(folder, /\.(ts|tsx|mjs|md)$/);

function issueNumbersIn(text: string): { line: number; text: string }[] {
  return [...text.matchAll(ISSUE_NUMBER)].map((match) => ({ line: text.slice(0, match.index).split('\n').length, text: match[0] }));
}

describe('no issue numbers in the code or its docs', () => {
  const files = [...FOLDERS.flatMap(filesUnder), ...FILES];

  it('reads the files it checks', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('docs/decisions/283-access-matrix-from-the-running-app.md');
  });

  it('finds one in every spelling it refuses', () => {
    // Written apart so that this file names none itself.
    const word = ['iss', 'ue'].join('');
    const spellings = [`(${word} 22)`, `${word.toUpperCase()}S 13 and 25`, `see ${word} #7`, `${word}\n * 22`];
    expect(spellings.map((s) => issueNumbersIn(s).length)).toEqual([1, 1, 1, 1]);
    expect(issueNumbersIn('an issue with 3 causes; the issuer 12')).toEqual([]);
  });

  it('no .ts, .tsx, .mjs or .md file names one', () => {
    const found = files.flatMap((file) => issueNumbersIn(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit.line}: ${hit.text.replace(/\s+/g, ' ')}`));
    expect(found).toEqual([]);
  });
});
