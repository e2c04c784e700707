/**
 * The market projection (/administrador/listas/proyeccion): POST forwards/projection/formExcel takes an
 * .xlsx in the template of server/domain/projection.ts and makes it the current projection, all or
 * nothing (a bad row is a 422 naming its row number and nothing is stored); GET
 * forwards/projection/current answers the current rows; GET forwards/projection/template downloads the
 * example file.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forwardProjection, forwardProjectionUpload } from '../../../schemas/forward-projection.ts';
import { writeAudit } from '../../crud/audit.ts';
import { Repository } from '../../crud/repository.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { parseRateSheet } from '../../domain/projection.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { currentProjection, latestQuote, T } from './forwards-data.ts';
import { projectionTemplate, readUploadedSheet, XLSX_MIME } from './forwards-xlsx.ts';

const MODULE = '/administrador/listas/proyeccion';
const INSERT_BATCH = 100;

export async function forwardProjectionRoutes(app: FastifyInstance) {
  const uploads = new Repository(forwardProjectionUpload, app.database);
  const db = () => app.database.db;
  const tags = ['forwards/projection'];

  app.get('/forwards/projection/current', { config: { module: MODULE, action: 'read' }, schema: { tags } }, async () => {
    const { upload, rows } = await currentProjection(db());
    return { data: { upload: upload ?? null, result: rows, total: rows.length } };
  });

  app.get('/forwards/projection/template', { config: { module: MODULE, action: 'read' }, schema: { tags, summary: 'The example .xlsx of the projection template' } }, async (_request, reply) => {
    const spot = (await latestQuote(db()))?.rate ?? '18.0000';
    const file = await projectionTemplate(todayInMexicoCity(new Date()), spot);
    return reply.header('content-type', XLSX_MIME).header('content-disposition', 'attachment; filename="plantilla-proyeccion.xlsx"').send(file);
  });

  app.post(
    '/forwards/projection/formExcel',
    { config: { module: MODULE, action: 'create', writes: 'none' }, schema: { tags, consumes: ['multipart/form-data'], summary: 'Upload the projection .xlsx (field "file")' } },
    async (request, reply) => {
      const sheet = await readUploadedSheet(request);
      const parsed = parseRateSheet(sheet.rows);
      if (!parsed.ok) {
        // The headline names where the first problem is ("row 3: ..."), as the rows are the errors' keys.
        const [where, messages] = Object.entries(parsed.errors)[0];
        throw new HttpError(422, msg('projection.firstProblem', { where, message: messages[0] }), parsed.errors);
      }

      const stored: { id: number; rowNumber: number; date: string; rate: string }[] = [];
      const upload = await db().transaction(async (txRaw) => {
        const tx: Db = txRaw;
        const previous = await tx.select({ id: T.upload.id }).from(forwardProjectionUpload.table).where(eq(T.upload.isCurrent, true)).for('update');
        for (const { id } of previous) await uploads.update(id as number, { isCurrent: false }, request.actor, { tx });
        const created = await uploads.create({ filename: sheet.filename, rowCount: parsed.rows.length, isCurrent: true }, request.actor, tx);
        // In batches, the event loop turning between them: the embedded database (PGlite) runs statements on
        // the event loop and answers without a macrotask, so 2,000 rows in one go held it for hundreds of
        // milliseconds. On PostgreSQL the turns cost nothing. The answer is what was inserted.
        const values = parsed.rows.map((row) => ({ uploadId: created.id as number, rowNumber: row.rowNumber, date: row.date, rate: row.rate }));
        for (let at = 0; at < values.length; at += INSERT_BATCH) {
          const batch = await tx
            .insert(forwardProjection.table)
            .values(values.slice(at, at + INSERT_BATCH))
            .returning({ id: T.projection.id, rowNumber: T.projection.rowNumber, date: T.projection.date, rate: T.projection.rate });
          stored.push(...(batch as typeof stored));
          await nextTurn();
        }
        // The rows themselves, so the audit trail shows what a projection said, not just that it changed.
        await writeAudit(tx, request.actor, { entity: 'forward_projection', entityId: created.id as number, action: 'import', after: parsed.rows });
        return created;
      });
      // currentProjection's order: by date (ISO text sorts as dates do).
      const rows = stored.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      reply.code(201);
      return { data: { upload, result: rows, total: rows.length } };
    },
  );
}
