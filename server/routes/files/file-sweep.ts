/**
 * The sweep of people's uploads (docs/decisions/197): a file uploaded and never attached to a record,
 * or one a record stopped pointing at (a replaced profile photo, a contract swapped for another), is
 * deleted, row and bytes, once its `sweepable_after` has passed. Files the server made (invoices) have
 * none and are never swept. A file still held by any record's file field, or by a profile photo, stays.
 */
import { and, asc, eq, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { profilePicture } from '../../../schemas/profile-tables.ts';
import { storedFile } from '../../../schemas/stored-file.ts';
import type { Db } from '../../db/client.ts';

const BATCH = 200;
const SWEEP_EVERY_MS = 15 * 60_000;

/** Whether any record (any entity's file field, or a profile photo) points at this url. */
export async function fileIsHeld(db: Db, url: string, registry: Record<string, Entity>): Promise<boolean> {
  const [photo] = await db.select({ one: sql`1` }).from(profilePicture).where(eq(profilePicture.url, url)).limit(1);
  if (photo) return true;
  for (const entity of Object.values(registry)) {
    const fields = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.kind === 'file').map(([name]) => name);
    if (fields.length === 0) continue;
    const table = entity.table;
    const [hit] = await db.select({ one: sql`1` }).from(table).where(or(...fields.map((name) => eq(table[name], url))) as SQL).limit(1);
    if (hit) return true;
  }
  return false;
}

/** Deletes the file when nothing points at it any more; true when it did. */
export async function deleteIfUnheld(app: FastifyInstance, key: string, registry: Record<string, Entity>): Promise<boolean> {
  const deleted = await app.database.db.transaction(async (tx) => {
    if (await fileIsHeld(tx as never, `/api/files/${key}`, registry)) return false;
    const rows = await tx.delete(storedFile).where(and(eq(storedFile.key, key), isNotNull(storedFile.sweepable_after))).returning({ key: storedFile.key });
    return rows.length > 0;
  });
  if (deleted) await app.files.remove(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'a swept file’s bytes could not be removed'));
  return deleted;
}

/** One pass: the due files, a batch at a time. Returns how many were deleted. */
export async function sweepFiles(app: FastifyInstance, registry: Record<string, Entity>, now = new Date()): Promise<number> {
  let deleted = 0;
  let after = 0;
  for (;;) {
    const due = await app.database.db
      .select({ id: storedFile.id, key: storedFile.key })
      .from(storedFile)
      .where(and(isNotNull(storedFile.sweepable_after), lt(storedFile.sweepable_after, now), sql`${storedFile.id} > ${after}`))
      .orderBy(asc(storedFile.id))
      .limit(BATCH);
    for (const file of due) if (await deleteIfUnheld(app, file.key, registry)) deleted++;
    if (due.length < BATCH) return deleted;
    after = due[due.length - 1]!.id;
  }
}

/** Runs the sweep now and then on every server (each deletion is judged in its own transaction). */
export function scheduleFileSweep(app: FastifyInstance, registry: Record<string, Entity>): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const deleted = await sweepFiles(app, registry);
      if (deleted > 0) app.log.info({ deleted }, 'uploaded files no record points at were deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'the file sweep failed; the next turn tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
