/**
 * An import's refused rows as a file (docs/decisions/240): the file's own columns as they came, then
 * the row number and the reason in the person's language, so the person fixes the cells and uploads
 * this same file again. CSV or xlsx, written as the list exports are (export-stream.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { importJobRow } from '../../schemas/import-tables.ts';
import { CONTENT_TYPES, csvStream, xlsxStream } from '../crud/export/export-stream.ts';
import { msg, type Language } from '../i18n/localized.ts';
import type { JobRecord } from './import-jobs.ts';

const BATCH = 1000;

export async function refusedFile(app: FastifyInstance, reply: FastifyReply, options: { job: JobRecord; format: 'csv' | 'xlsx'; language: Language }) {
  const { job, format, language } = options;
  const db = app.database.db;
  const refused = and(eq(importJobRow.job_id, job.id), eq(importJobRow.outcome, 'refused'));
  const columns = job.headings;
  const headings = [...columns, msg('imports.rowColumn').in(language), msg('imports.reasonColumn').in(language)];
  async function* texts() {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await db.select().from(importJobRow).where(refused).orderBy(asc(importJobRow.row_number)).limit(BATCH).offset(offset);
      if (rows.length === 0) return;
      yield rows.map((row) => [...columns.map((name) => row.cells[name] ?? ''), String(row.row_number), row.reason?.[language] ?? '']);
      if (rows.length < BATCH) return;
    }
  }
  const stem = job.filename.replace(/\.(csv|xlsx)$/i, '').replace(/[^\w.-]+/g, '-') || 'import';
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${stem}-${language === 'en' ? 'refused' : 'rechazados'}.${format}"`)
    .header('cache-control', 'no-store');
  const body = format === 'csv' ? csvStream(headings, texts()) : xlsxStream(language === 'en' ? 'Refused' : 'Rechazados', headings, texts(), (error) => app.log.error({ err: error }, 'refused rows file failed'));
  return reply.send(body);
}
