/**
 * server/db/data-steps/index.ts is written from the step files (scripts/data-step.ts): the committed
 * index must be what `npm run db:data-step` writes now, and its steps well named and in order.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkDataSteps } from '../../../server/db/data-step-runner.ts';
import { dataSteps } from '../../../server/db/data-steps/index.ts';
import { DATA_STEPS_INDEX, dataStepsIndexSource, stepFiles } from '../../../scripts/data-step.ts';

describe('server/db/data-steps/index.ts', () => {
  it('is what `npm run db:data-step` writes from the step files', async () => {
    expect(await readFile(DATA_STEPS_INDEX, 'utf8')).toBe(await dataStepsIndexSource());
  });

  it('lists every step file once, in the order of their names, each with its work', async () => {
    expect(dataSteps.map((step) => `${step.name}.ts`)).toEqual(await stepFiles());
    expect(() => checkDataSteps(dataSteps)).not.toThrow();
    expect(dataSteps.every((step) => typeof step.run === 'function')).toBe(true);
  });
});
