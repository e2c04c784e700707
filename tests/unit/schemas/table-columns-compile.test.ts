/**
 * The type hole closed: tests/typecheck/must-not-compile/table-columns.ts names columns
 * that no entity's table has, and the compiler must refuse each of its lines. (The project's own type
 * check holds the @ts-expect-error twin, tests/typecheck/table-columns.ts.)
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/test-database.ts';

const run = promisify(execFile);

describe('a column an entity does not have', () => {
  it('is a type error on every line of the fixture, and only those', async () => {
    const tsc = resolve(ROOT, 'node_modules/.bin/tsc');
    const outcome = await run(tsc, ['--noEmit', '--pretty', 'false', '-p', 'tests/typecheck/must-not-compile/tsconfig.json'], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? '' }),
    );
    expect(outcome.code).not.toBe(0);
    const errors = [...outcome.stdout.matchAll(/table-columns\.ts\((\d+),\d+\): error (TS\d+): Property '(\w+)' does not exist/g)].map(([, line, code, name]) => `${line} ${code} ${name}`);
    expect(errors).toEqual(['7 TS2551 emial', '8 TS2339 no_such_column_at_all', '9 TS2551 interest', '10 TS2339 customer']);
    // Nothing else broke the compile: the fixture's only errors are the four columns.
    expect(outcome.stdout.match(/error TS/g)?.length).toBe(4);
  }, 120_000);
});
