/**
 * Data steps (docs/decisions/164): TypeScript that changes rows, where SQL alone is awkward (code the
 * server already has, a rule in schemas/, a loop with decisions). They run at start after the SQL
 * migrations, the seed and the module reconciler, in the order of their names, each once per database.
 * A step's work and its row in `data_step` commit in one transaction: a step that fails leaves nothing
 * of itself behind, is not recorded, and stops the start; the next start runs it again.
 * Two servers at once: prepareDatabase holds its lock, and the row's primary key is claimed first, so a
 * second claimant waits for the first's commit and then skips the step.
 */
import { eq } from 'drizzle-orm';
import { dataStep } from '../../schemas/server-state.ts';
import type { Database, Db } from './client.ts';
import { setNotNullAfter, unknownBackfillSteps, type BackfilledColumn } from './backfilled-columns.ts';

export interface DataStep {
  /**
   * The work, inside the step's transaction (`tx` is the project's Drizzle database). What it answers,
   * if anything, is printed at start beside the step's name ("41 users moved to their bank").
   */
  run(tx: Db): Promise<string | void>;
}

export interface NamedDataStep extends DataStep {
  /** The file's name without `.ts`: `0001_user_bank_reference`. */
  name: string;
}

export interface DataStepRun {
  name: string;
  summary?: string;
  ms: number;
}

export const DATA_STEP_NAME = /^\d{4}_[a-z][a-z0-9_]*$/;

export class DataStepError extends Error {}

/** Steps named `NNNN_what`, each name once, in ascending order: the order they run in is what one reads. */
export function checkDataSteps(steps: readonly NamedDataStep[]): void {
  steps.forEach((step, i) => {
    if (!DATA_STEP_NAME.test(step.name)) throw new DataStepError(`Data step ${JSON.stringify(step.name)}: a name is four digits, an underscore and lower-case words (0001_user_bank_reference)`);
    const before = steps[i - 1];
    if (before && before.name >= step.name) throw new DataStepError(`Data steps ${before.name} and ${step.name} are out of order or repeated (server/db/data-steps/index.ts is written by npm run db:data-step)`);
  });
}

/**
 * Runs every step this database has not recorded, in order; answers what ran. `backfilled`: required
 * columns steps fill (backfilled-columns.ts), made NOT NULL in the transaction of the step that fills
 * them; each must name a step given or recorded.
 */
export async function runDataSteps(database: Database, steps: readonly NamedDataStep[], backfilled: readonly BackfilledColumn[] = []): Promise<DataStepRun[]> {
  checkDataSteps(steps);
  if (steps.length === 0 && backfilled.length === 0) return [];
  const recorded = new Set((await database.db.select({ name: dataStep.name }).from(dataStep)).map((row) => row.name));
  const orphans = unknownBackfillSteps(backfilled, [...steps.map((step) => step.name), ...recorded]);
  if (orphans.length > 0) {
    const list = orphans.map((column) => `${column.table}.${column.column} (${column.step})`).join(', ');
    throw new DataStepError(`Required columns backfilled by data steps that do not exist: ${list}. Write the step (npm run db:data-step -- --name <its name>) or drop backfilledBy.`);
  }
  const ran: DataStepRun[] = [];
  for (const step of steps) {
    if (recorded.has(step.name)) continue;
    const started = performance.now();
    let outcome: { ran: false } | { ran: true; summary?: string };
    try {
      // A connection without the query timeout: a step over a large table may take longer than a request may.
      outcome = await database.unhurried((db) =>
        db.transaction(async (tx) => {
          // Claimed before the work: another server's claim in flight makes this wait, then skip.
          const claimed = await tx.insert(dataStep).values({ name: step.name, took_ms: 0 }).onConflictDoNothing().returning({ name: dataStep.name });
          if (claimed.length === 0) return { ran: false as const };
          const summary = (await step.run(tx)) ?? undefined;
          // The required columns this step filled hold a value in every row now: NOT NULL, in the same transaction.
          await setNotNullAfter(tx, step.name, backfilled);
          await tx.update(dataStep).set({ took_ms: Math.round(performance.now() - started) }).where(eq(dataStep.name, step.name));
          return { ran: true as const, summary };
        }),
      );
    } catch (error) {
      // Drizzle wraps the database's error: its reason first, then the statement's first line.
      const reason = !(error instanceof Error) ? String(error) : error.cause instanceof Error ? `${error.cause.message} (${error.message.split('\n')[0]})` : error.message;
      throw new DataStepError(`Data step ${step.name} failed; nothing of it was written and it runs again at the next start: ${reason}`, { cause: error });
    }
    if (outcome.ran) ran.push({ name: step.name, summary: outcome.summary, ms: Math.round(performance.now() - started) });
  }
  return ran;
}
