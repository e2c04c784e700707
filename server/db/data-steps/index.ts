/**
 * Every data step, in the order it runs (server/db/data-step-runner.ts, docs/decisions/164).
 * Written by `npm run db:data-step` (scripts/data-step.ts): do not edit by hand.
 */
import type { NamedDataStep } from '../data-step-runner.ts';
import step0001 from './0001_payout_admin_approves.ts';

export const dataSteps: readonly NamedDataStep[] = [
  { name: '0001_payout_admin_approves', ...step0001 },
];
