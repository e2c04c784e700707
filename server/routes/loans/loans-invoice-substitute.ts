/**
 * POST invoices/{id}/substitute: replaces a stamped income invoice (SAT motive 01; docs/decisions/114).
 * The period is invoiced again from its current figures (and today's FIX for dollars) with
 * CfdiRelacionados 04 citing the invoice, through the outbox; once the substitute is recorded the
 * invoice is cancelled with motive 01 naming it. 200: both done (the cancellation may be pending the
 * receiver's acceptance); 202: something is in process with the PAC and the reconciler finishes it;
 * 409: not a live stamped income invoice, its period moved on, complements live, or in process; 422:
 * the PAC refused the substitute (nothing changed).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import type { Db } from '../../db/client.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { sendCancellation } from '../../invoicing/cancellation-intents.ts';
import { refuseUncancellable } from '../../invoicing/cancellation-rules.ts';
import { detailClaim, invoiceClaim, openClaims } from '../../invoicing/intent-store.ts';
import { invoiceKind, newOwner, openInvoiceIntents, prepareBatch } from '../../invoicing/invoice-intents.ts';
import { sendStamping } from '../../invoicing/stamping.ts';
import { issueDayFix, selectCandidates, sourceOf } from './loans-invoicing.ts';
import { vatFigures } from '../../invoicing/inpc.ts';
import { detailTable, invoiceTable } from '../../stores/loans-store.ts';
import { substitutedCancellation } from '../../invoicing/substitution.ts';
import { pathId } from '../../crud/record-preconditions.ts';

const params = z.object({ id: z.coerce.number().int().positive() });

export async function invoiceSubstituteRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const invoicing = app.invoicing;

  app.post('/invoices/:id/substitute', { config: { module: entities.invoices.module, action: 'destroy', writes: { entity: 'invoices', ids: pathId } }, schema: { tags: ['invoices'], summary: 'Replace a stamped invoice: a new CFDI of its period related by 04, then the invoice cancelled with motive 01 (202: in process with the PAC)' } }, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('invoice');
    const owner = newOwner('request');
    const now = new Date();
    const language = requestLanguage(request);

    const { intent, replaced } = await db.transaction(async (t) => {
      const tx: Db = t;
      const [invoice] = await tx.select().from(invoiceTable).where(and(eq(invoiceTable.id, id.data.id), app.rowScope(request, entities.invoices))).limit(1).for('update');
      if (!invoice) throw notFound('invoice');
      if ((invoice.cfdi_type ?? 'I') !== 'I' || invoice.status !== 'stamped' || !invoice.uuid) throw new HttpError(409, msg('cfdiFlow.substituteNeedsStamped'));
      const [detail] = await tx.select().from(detailTable).where(eq(detailTable.id, invoice.loan_detail_id)).limit(1).for('update');
      if (!detail || detail.cfdi_xml_location !== invoice.xml_location) throw new HttpError(409, msg('cfdiFlow.substituteNotCurrent'));
      if ((await openClaims(tx, [invoiceClaim(invoice.id), detailClaim(detail.id)])).length > 0) throw new HttpError(409, msg('invoicing.inProgress'));
      await refuseUncancellable(tx, invoice, '01', undefined);
      const rows = await selectCandidates(tx, eq(detailTable.id, detail.id));
      const fix = await issueDayFix(tx, rows, todayInMexicoCity(now));
      // The substitute carries the loan's treatment now: how a wrong one is corrected (docs/decisions/116).
      const vat = await vatFigures(tx, rows);
      const sources = rows.map((row) => ({ ...sourceOf(row, undefined, fix, vat), substitutes: { invoiceId: invoice.id, uuid: invoice.uuid!, xmlLocation: invoice.xml_location } }));
      prepareBatch(invoicing.context, sources, now);
      const [opened] = await openInvoiceIntents(tx, invoicing.context, owner, sources, sources, now, request.actor);
      return { intent: opened, replaced: invoice };
    });

    const outcome = await sendStamping(invoicing.context, invoiceKind(invoicing.context), intent, owner, request.actor);
    if (outcome.kind === 'refused') throw new HttpError(422, msg('invoices.providerFailed', { reason: outcome.text }));
    if (outcome.kind === 'cancelled') throw new HttpError(409, msg('cfdiFlow.substituteNotCurrent'));
    if (outcome.kind !== 'done') {
      reply.code(202);
      return { data: { replaced_id: replaced.id, substitute: null, in_process: true, message: renderMessage('cfdiFlow.substituteInProcess', language) } };
    }
    const cancellation = await substitutedCancellation(db, replaced.id, owner);
    const cancelled = cancellation ? await sendCancellation(invoicing.context, cancellation, owner, request.actor) : undefined;
    const [after] = await db.select().from(invoiceTable).where(eq(invoiceTable.id, replaced.id));
    if (cancelled?.kind !== 'done') reply.code(202);
    return { data: { replaced: after, substitute: outcome.invoice, ...(cancelled?.kind === 'done' ? {} : { in_process: true, message: renderMessage('cfdiFlow.substituteCancellationInProcess', language) }) } };
  });
}
