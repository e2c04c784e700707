/**
 * The approved payout run as files (docs/payout-bank-files.md):
 *
 *   POST payout_runs/{id}/export {format}   spei-csv | spei-fixed: the SPEI transfer layout of the lines
 *        still due in pesos (every field checked: CLABE check digit, name and concept as SPEI takes them,
 *        amount with two decimals, reference of at most 7 digits, RFC); xlsx: every line, for people.
 *        The file's SHA-256 is recorded with the run (`exports`), and an approved run becomes exported.
 *
 * A POST, not a GET: making the bank file changes the run (no state change through GET).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payoutRun } from '../../../schemas/payout-tables.ts';
import { PAYOUT_FILE_FORMATS, type PayoutExport, type PayoutFileFormat } from '../../../schemas/payout.ts';
import { writeAudit } from '../../crud/audit.ts';
import { xlsxStream } from '../../crud/export/export-stream.ts';
import { DomainRuleError } from '../../domain/domain-error.ts';
import { speiCsv, speiFixed, speiText, type TransferLine } from '../../domain/payout-bank-file.ts';
import { HttpError, ruleBroken, unprocessable } from '../../http/errors.ts';
import { comparesVersion } from '../../crud/record-preconditions.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { lockRun, PAYOUT_MODULE, parseRunId, staffOnly } from './payout-runs.ts';
import { runLines, type LineRow } from './payout-store.ts';

const exportBody = z.strictObject({ format: z.enum(PAYOUT_FILE_FORMATS, 'payout.format'), version: z.coerce.number().int().positive().optional() });

const FILE_TYPES: Record<PayoutFileFormat, { type: string; extension: string }> = {
  'spei-csv': { type: 'text/csv; charset=utf-8', extension: 'csv' },
  'spei-fixed': { type: 'text/plain; charset=utf-8', extension: 'txt' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
};

/** The transfer's concept: the investment and its period, as SPEI takes it. */
export function conceptOf(line: Pick<LineRow, 'investment_key' | 'period'>): string {
  return speiText(`INTERESES ${line.investment_key} PERIODO ${line.period}`, 40);
}

export function transferOf(line: LineRow): TransferLine {
  return { reference: line.reference, clabe: line.clabe, beneficiary: line.beneficiary, rfc: line.rfc, amount: line.total, concept: conceptOf(line) };
}

async function xlsxBytes(lines: LineRow[], language: 'es' | 'en'): Promise<Buffer> {
  const t = (key: string) => renderMessage(`payout.sheet.${key}` as never, language);
  const headings = ['reference', 'investor', 'rfc', 'clabe', 'investment', 'period', 'date', 'interests', 'retentions', 'total', 'currency', 'status', 'trackingKey', 'paidOn', 'reason'].map(t);
  async function* batches() {
    yield lines.map((l) => [String(l.reference), l.beneficiary, l.rfc, l.clabe, l.investment_key, String(l.period), l.date_payment, l.interests, l.retentions, l.total, l.currency, t(`status.${l.status}`), l.tracking_key ?? '', l.paid_on ?? '', l.reason ?? '']);
  }
  const chunks: Buffer[] = [];
  const stream = xlsxStream(t('title'), headings, batches(), () => undefined);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function payoutFileRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.post('/payout_runs/:id/export', { config: { module: PAYOUT_MODULE, action: 'update', writes: comparesVersion('payout_run', exportBody) }, schema: { tags: ['payout_run'], summary: 'The approved payout run as a SPEI file (CSV or fixed width) or as xlsx; its SHA-256 is recorded with the run' } }, async (request, reply) => {
    staffOnly(request);
    const id = parseRunId(request);
    const parsed = exportBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable({ format: [msg('payout.format')] });
    const { format, version } = parsed.data;
    const language = requestLanguage(request);
    const { bytes, lines } = await db.transaction(async (tx) => {
      const run = await lockRun(tx, id);
      if (!['approved', 'exported', 'settled'].includes(run.status)) throw new HttpError(409, msg('payout.notApproved', { status: run.status }));
      if (version !== undefined && version !== run.version) throw new HttpError(409, msg('http.staleVersion'), undefined, { version: run.version });
      const all = await runLines(tx, id);
      let bytes: Buffer;
      let count: number;
      if (format === 'xlsx') {
        bytes = await xlsxBytes(all, language);
        count = all.length;
      } else {
        const due = all.filter((l) => l.status === 'due' && l.currency === 'MXN');
        if (due.length === 0) throw new HttpError(422, msg('payout.noSpeiLines'));
        try {
          bytes = Buffer.from(format === 'spei-csv' ? speiCsv(due.map(transferOf)) : speiFixed(due.map(transferOf)), 'utf8');
        } catch (error) {
          if (error instanceof DomainRuleError) throw ruleBroken(error);
          throw error;
        }
        count = due.length;
      }
      const record: PayoutExport = { format, sha256: createHash('sha256').update(bytes).digest('hex'), lines: count, by: request.actor.userId!, at: new Date().toISOString() };
      // A bank file of an approved run makes it exported; a file for people changes only the record of files.
      const nextStatus = format !== 'xlsx' && run.status === 'approved' ? 'exported' : run.status;
      await tx
        .update(payoutRun)
        .set({ exports: sql`${payoutRun.exports} || ${JSON.stringify([record])}::jsonb` as never, status: nextStatus, version: sql`${payoutRun.version} + 1` as never })
        .where(and(eq(payoutRun.id, id), inArray(payoutRun.status, ['approved', 'exported', 'settled'])));
      await writeAudit(tx, request.actor, { entity: 'payout_run', entityId: id, action: 'export', after: record });
      return { bytes, lines: count, sha256: record.sha256 };
    });
    const { type, extension } = FILE_TYPES[format];
    const hash = createHash('sha256').update(bytes).digest('hex');
    reply.header('content-type', type);
    reply.header('content-disposition', `attachment; filename="pagos-${id}-${format}.${extension}"`);
    reply.header('x-content-sha256', hash);
    reply.header('x-payout-lines', String(lines));
    return reply.send(bytes);
  });
}
