/**
 * A message's text is written in one file (docs/decisions/277): the browser's catalogue, the server's and
 * the shared validation messages refer to one another's texts instead of copying them, so a reworded
 * message cannot be reworded in one place and not the other. Read from the sources, comments apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '../../../schemas/framework/messages.ts';
import { serverMessages } from '../../../server/i18n/messages.ts';
import { appTexts } from '../../../src/i18n/app-texts.ts';
import { domainMessages } from '../../../src/i18n/messages/index.ts';
import { ROOT, sourceFiles } from '../architecture/source-imports.ts';
import { feedbackTexts } from '../../../src/framework/feedback/messages.ts';

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');

/** Every es and en text of a tree of texts. */
function textsOf(tree: unknown, into = new Set<string>()): Set<string> {
  if (tree && typeof tree === 'object') {
    const node = tree as Record<string, unknown>;
    if (typeof node.es === 'string' && typeof node.en === 'string') {
      into.add(node.es);
      into.add(node.en);
    } else for (const value of Object.values(node)) textsOf(value, into);
  }
  return into;
}

/** Short texts ("Guardar", "Total") may be the same words in two places; a sentence may not. */
const SENTENCE = 20;

/**
 * The same words in two roles, each written where its role is: the statement PDF's own vocabulary (the
 * server draws it with no screen catalogue) and a document's name as the not-found sentence cites it.
 * This list may only shrink.
 */
const SAME_WORDS_OTHER_ROLE = new Set(['Interest of the month', 'Tax withholding certificate']);

describe('a message is written once', () => {
  const sources = ['schemas', 'server', 'src', 'resources'].flatMap(sourceFiles).map((file) => ({ file, text: withoutComments(readFileSync(join(ROOT, file), 'utf8')) }));

  it('reads the catalogues it checks', () => {
    expect(textsOf(serverMessages).size).toBeGreaterThan(500);
    expect(textsOf(appTexts).size).toBeGreaterThan(100);
    expect(textsOf(domainMessages).size).toBeGreaterThan(300);
    expect(textsOf(VALIDATION_TEXTS).size).toBeGreaterThan(50);
  });

  it('no text of a catalogue is written as a literal in two files', () => {
    const texts = [...textsOf([serverMessages, appTexts, domainMessages, feedbackTexts, VALIDATION_TEXTS])].filter((text) => text.length >= SENTENCE && !SAME_WORDS_OTHER_ROLE.has(text));
    const twice = texts.flatMap((text) => {
      const literals = [`'${text}'`, `"${text}"`, `\`${text}\``, `'${text.replace(/'/g, "\\'")}'`];
      const files = sources.filter(({ text: source }) => literals.some((literal) => source.includes(literal))).map(({ file }) => file);
      return files.length > 1 ? [`${JSON.stringify(text)} in ${files.join(', ')}`] : [];
    });
    expect(twice).toEqual([]);
    // Every text against every file: a few seconds on a busy machine.
  }, 30_000);

  it('each word kept apart is still in two places (else it leaves the list)', () => {
    for (const text of SAME_WORDS_OTHER_ROLE) expect(sources.filter(({ text: source }) => source.includes(`'${text}'`)).length, text).toBeGreaterThan(1);
  });
});
