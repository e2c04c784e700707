/**
 * A missing language is a type error: tests/typecheck/must-not-compile/texts.ts
 * declares texts with one language, a misspelled one, a third one and none at all, and the compiler
 * must refuse each of its lines. (The project's own type check holds the @ts-expect-error twin,
 * tests/typecheck/texts.ts.)
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/test-database.ts';

const run = promisify(execFile);

describe('a text without both of its languages', () => {
  it('is a type error on every line of the fixture, and only those', async () => {
    const tsc = resolve(ROOT, 'node_modules/.bin/tsc');
    const outcome = await run(tsc, ['--noEmit', '--pretty', 'false', '-p', 'tests/typecheck/must-not-compile/tsconfig.texts.json'], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '' }),
    );
    expect(outcome.code).not.toBe(0);
    const lines = [...outcome.stdout.matchAll(/texts\.ts\((\d+),\d+\): error (TS\d+)/g)].map(([, line, code]) => `${line} ${code}`);
    // onlySpanish, onlyEnglishDeepDown, misspelledLanguage, thirdLanguage, bareString.
    expect(lines).toEqual(['8 TS2322', '9 TS2322', '10 TS2322', '11 TS2322', '12 TS2322']);
    // Nothing else broke the compile: the fixture's only errors are those five texts.
    expect(outcome.stdout.match(/error TS/g)?.length).toBe(5);
  }, 120_000);
});
