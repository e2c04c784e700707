/**
 * Import jobs as rows (docs/decisions/240): the preview is stored row by row, and applying it runs in
 * batches, each record in its own transaction through the entity's repository (so its hooks, four
 * eyes, audit row and version check are the API's), the row's mark and the job's progress in that
 * same transaction. Applying
 * starts only from a preview (a conditional write: twice, the second is a 409).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { importJob, importJobRow, type BothLanguages, type ImportCounts, type ImportOutcome } from '../../schemas/import-tables.ts';
import type { Actor } from '../crud/audit.ts';
import type { EntityHooks, PendingChange } from '../crud/hooks.ts';
import { checkPayload } from '../crud/payload.ts';
import type { Repository, Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { reasonOf, withSecrets, type PlannedRow } from './import-plan.ts';

/**
 * A domain's part in an import (docs/decisions/206): columns beyond the entity's fields (a loan's paid
 * history), checked at the preview and written with the record by the domain's own create (a loan's
 * schedule, its paid periods, the CFDIs issued elsewhere), in one transaction with its audit rows.
 */
export interface ImportDomain {
  /** Column names beyond the fields; their labels are resources.<entity>.fields.<name> (src/i18n). */
  columns: readonly string[];
  /** Before the row's record is planned: the extra cells' problems, each in both languages. */
  checkCreate(db: Db, values: Row, extra: Row, context: { rowNumber: number; seen: Map<string, number> }): Promise<{ extra: Row } | { reason: BothLanguages }>;
  /**
   * The row's record exists: null when its history is what the row says (and the domain lets the
   * `changes` an update would make through the generic repository), else the refusal.
   */
  checkExisting(db: Db, current: Row, extra: Row, changes?: Readonly<Record<string, unknown>>): Promise<BothLanguages | null>;
  /** Writes the record with its history in `t`, the transaction that also marks the row applied; the data passed the API's checks. */
  create(data: Row, extra: Row, actor: Actor, t: Db): Promise<Row>;
}

/** Where a planned row keeps the domain's columns, beside the fields (import_job_row.values). */
export const EXTRA_VALUES = '$extra';

export interface ImportTarget {
  entity: Entity;
  repo: Repository;
  hooks: EntityHooks;
  domain?: ImportDomain;
  /** The password policy's company words (PASSWORD_COMPANY_WORDS): a drawn secret must pass the policy. */
  companyWords: readonly string[];
}

/** Records written between two progress updates (and turns of the event loop). */
export const APPLY_BATCH_ROWS = 50;
const INSERT_CHUNK = 500;

export function countsOf(rows: readonly { outcome: ImportOutcome }[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

export async function saveJob(db: Db, input: { entity: Entity; filename: string; actor: Actor; rows: PlannedRow[]; headings: string[]; ignored: string[] }): Promise<number> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJob)
      .values({ entity: input.entity.name, filename: input.filename, created_by: input.actor.userId, counts: countsOf(input.rows), headings: input.headings, ignored_columns: input.ignored, total: input.rows.length })
      .returning({ id: importJob.id });
    for (let at = 0; at < input.rows.length; at += INSERT_CHUNK) {
      await tx.insert(importJobRow).values(
        input.rows.slice(at, at + INSERT_CHUNK).map((row) => ({
          job_id: job!.id,
          row_number: row.rowNumber,
          key: row.key?.slice(0, 200) ?? null,
          cells: row.cells,
          values: row.values,
          outcome: row.outcome,
          changes: row.changes ?? null,
          record_id: row.recordId ?? null,
          record_version: row.recordVersion ?? null,
          reason: row.reason ?? null,
        })),
      );
    }
    return job!.id;
  });
}

/** How long a server's hold on a job it applies lasts without renewal (it renews it every batch). */
export const LEASE_SECONDS = 60;
const leaseEnd = () => sql`now() + ${`${LEASE_SECONDS} seconds`}::interval`;

/** previewed -> applying, once: false when it is not a preview any more (applied, or being applied). */
export async function claimForApply(db: Db, jobId: number): Promise<boolean> {
  const claimed = await db
    .update(importJob)
    .set({ status: 'applying', started_at: new Date(), lease_until: leaseEnd() })
    .where(and(eq(importJob.id, jobId), eq(importJob.status, 'previewed')))
    .returning({ id: importJob.id });
  return claimed.length === 1;
}

type StoredRow = typeof importJobRow.$inferSelect;

interface RowResult {
  outcome: ImportOutcome;
  reason?: { es: string; en: string };
  pending?: number;
  recordId?: number;
}

/** The row's outcome and the job's progress, written in `t`: the record's own transaction when it wrote one. */
async function markApplied(t: Db, row: StoredRow, result: RowResult): Promise<void> {
  await t
    .update(importJobRow)
    .set({ applied: true, outcome: result.outcome, reason: result.reason ?? row.reason, pending_change: result.pending ?? null, record_id: result.recordId ?? row.record_id })
    .where(eq(importJobRow.id, row.id));
  await t.update(importJob).set({ progress: sql`${importJob.progress} + 1` }).where(eq(importJob.id, row.job_id));
}

const changedSince = (): RowResult => ({ outcome: 'refused', reason: { es: msg('imports.changedSince').in('es'), en: msg('imports.changedSince').in('en') } });

/**
 * Writes one row's record and marks the row applied (with the job's progress) in the same transaction,
 * so a crash leaves either both or neither: a row taken up again after a crash is one whose record was
 * never written. A refused row writes nothing; its mark is a statement of its own.
 */
async function applyRow(db: Db, target: ImportTarget, actor: Actor, row: StoredRow): Promise<void> {
  const { entity, repo, hooks } = target;
  let marking = false;
  let refusal: RowResult;
  try {
    if (row.outcome === 'create') {
      const { [EXTRA_VALUES]: extra, ...values } = row.values;
      const { data } = await checkPayload(entity, 'create', withSecrets(entity, values, target.companyWords), { actor, hooks });
      await db.transaction(async (t) => {
        const created = target.domain ? await target.domain.create(data, (extra ?? {}) as Row, actor, t) : await repo.create(data, actor, t);
        marking = true;
        await markApplied(t, row, { outcome: 'create', recordId: Number(created.id) });
      });
      return;
    }
    const id = row.record_id!;
    const current = await repo.findById(id, { withDeleted: true });
    if (!current || current.version !== row.record_version) refusal = changedSince();
    else {
      const { data } = await checkPayload(entity, 'update', row.values, { actor, current, hooks });
      await db.transaction(async (t) => {
        const pending: PendingChange[] = [];
        await repo.update(id, data, actor, { expectedVersion: row.record_version ?? undefined, pending, tx: t });
        marking = true;
        await markApplied(t, row, { outcome: 'update', recordId: id, pending: pending[0]?.id });
      });
      return;
    }
  } catch (error) {
    // The record was written and its mark failed: the transaction undid both; the job stops here (a database fault), not the row.
    if (marking) throw error;
    if (error instanceof HttpError && error.statusCode === 409) refusal = changedSince();
    else if (error instanceof HttpError) refusal = { outcome: 'refused', reason: reasonOf(entity, error) };
    else {
      const problem = error instanceof Error ? error.message.slice(0, 200) : String(error);
      refusal = { outcome: 'refused', reason: { es: msg('imports.failed', { problem }).in('es'), en: msg('imports.failed', { problem }).in('en') } };
    }
  }
  await markApplied(db, row, refusal);
}

/** Writes the job's creates and updates not yet applied, a batch at a time; the job ends `done`. */
export async function runJob(db: Db, target: ImportTarget, actor: Actor, jobId: number): Promise<void> {
  try {
    for (;;) {
      const batch = await db
        .select()
        .from(importJobRow)
        .where(and(eq(importJobRow.job_id, jobId), eq(importJobRow.applied, false), inArray(importJobRow.outcome, ['create', 'update'])))
        .orderBy(asc(importJobRow.row_number))
        .limit(APPLY_BATCH_ROWS);
      if (batch.length === 0) break;
      for (const row of batch) await applyRow(db, target, actor, row);
      await db.update(importJob).set({ lease_until: leaseEnd() }).where(eq(importJob.id, jobId));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await finish(db, jobId, 'done');
  } catch (error) {
    await finish(db, jobId, 'failed');
    throw error;
  }
}

async function finish(db: Db, jobId: number, status: 'done' | 'failed'): Promise<void> {
  const rows = await db.select({ outcome: importJobRow.outcome }).from(importJobRow).where(eq(importJobRow.job_id, jobId));
  // Only a job still applying ends here: a job another server already finished (it took the lease over) keeps its end.
  await db.update(importJob).set({ status, finished_at: new Date(), counts: countsOf(rows), lease_until: null }).where(and(eq(importJob.id, jobId), eq(importJob.status, 'applying')));
}

/**
 * Jobs left applying by a server that stopped (a crash, a deploy): their lease ran out, so this server
 * takes them (one statement: of two servers only one gets each) and applies what is left, as the person
 * who started them. A row is marked applied in its record's own transaction, so what is left is exactly
 * the rows whose records were never written (docs/imports.md).
 */
export async function takeStalledJobs(db: Db): Promise<{ id: number; entity: string; created_by: number | null }[]> {
  return db
    .update(importJob)
    .set({ lease_until: leaseEnd() })
    .where(and(eq(importJob.status, 'applying'), sql`(${importJob.lease_until} is null or ${importJob.lease_until} < now())`))
    .returning({ id: importJob.id, entity: importJob.entity, created_by: importJob.created_by });
}

export type JobRecord = typeof importJob.$inferSelect;

export async function findJob(db: Db, jobId: number): Promise<JobRecord | undefined> {
  const [job] = await db.select().from(importJob).where(eq(importJob.id, jobId)).limit(1);
  return job;
}

/** How many rows apply writes in all (the progress bar's end). */
export async function writesOf(db: Db, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importJobRow)
    .where(and(eq(importJobRow.job_id, jobId), sql`(${importJobRow.applied} or ${importJobRow.outcome} in ('create', 'update'))`));
  return Number(row?.n ?? 0);
}

export type { Row };
