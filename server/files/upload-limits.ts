/**
 * A person's uploads are limited (docs/decisions/197): a rate per hour (the shared rate counters, checked
 * and spent in one statement) and a quota of bytes in any 24 hours, judged and spent inside the upload's
 * own transaction under a lock on the person, so parallel uploads cannot all pass a sum none of them
 * has added to yet. Uploads nobody attaches, and files a record stopped pointing at, are swept
 * (file-sweep.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storedFile } from '../../schemas/stored-file.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { checkLimit } from '../http/rate-limit.ts';
import { msg } from '../i18n/localized.ts';

/** The largest file one upload may carry (the files' routes, the spreadsheet imports). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 429 once the person uploaded UPLOAD_RATE_LIMIT_PER_HOUR files this hour. */
export async function takeUploadSlot(app: FastifyInstance, userId: number | null): Promise<void> {
  if (userId === null) return;
  const limit = await checkLimit(app.rateCounter, `upload:${userId}`, app.config.UPLOAD_RATE_LIMIT_PER_HOUR, HOUR_MS);
  if (!limit.allowed) throw new HttpError(429, msg('files.tooManyUploads', { seconds: limit.retryAfterSeconds }), { retry_after: [String(limit.retryAfterSeconds)] });
}

/**
 * Inside the upload's transaction, before its row is written: 413 when this file would take the person
 * past UPLOAD_QUOTA_MB_PER_DAY in the last 24 hours. The lock holds until the transaction ends, so the
 * next upload of the same person counts this one.
 */
export async function checkUploadQuota(tx: Db, quotaMb: number, userId: number | null, size: number): Promise<void> {
  if (userId === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`caudal:upload-quota:${userId}`}))`);
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const result = await tx.execute(
    sql`select coalesce(sum(${storedFile.size}), 0)::bigint as used from ${storedFile} where ${storedFile.uploaded_by} = ${userId} and ${storedFile.sweepable_after} is not null and ${storedFile.created_at} > ${since}::timestamptz`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { used: string | number }[];
  if (Number(rows[0]?.used ?? 0) + size > quotaMb * 1024 * 1024) throw new HttpError(413, msg('files.quotaReached', { max: quotaMb }));
}
