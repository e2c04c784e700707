/**
 * Every data step, in the order it runs (server/db/data-step-runner.ts, docs/decisions/164).
 * Written by `npm run db:data-step` (scripts/data-step.ts): do not edit by hand.
 */
import type { NamedDataStep } from '../data-step-runner.ts';

export const dataSteps: readonly NamedDataStep[] = [];
