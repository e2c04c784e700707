/**
 * POST invoices/{id}/cancel {motive, substitution?}: cancels an issued CFDI through the invoicing
 * provider with SAT's motive (01 replaced with errors, needs the substitute's UUID; 02 errors, no
 * replacement; 03 operation not carried out; 04 nominative operation in a global invoice). Through the
 * outbox (docs/decisions/101): the intent is committed with the invoice locked, the PAC is asked
 * outside the transaction, and the status it reports is recorded with the motive and an audit row.
 * 200: recorded; 202: the PAC did not answer in time, the reconciler records it; 422: refused;
 * 409: already cancelled, or something else in process on the invoice.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../../schemas/index.ts';
import { CANCELLATION_MOTIVES } from '../../../schemas/invoice.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { msg, renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { openCancellation, sendCancellation } from '../../invoicing/cancellation-intents.ts';
import { refuseUncancellable } from '../../invoicing/cancellation-rules.ts';
import { invoiceClaim, openClaims } from '../../invoicing/intent-store.ts';
import { newOwner } from '../../invoicing/invoice-intents.ts';
import { invoiceTable } from '../../stores/loans-store.ts';
import { pathId } from '../../crud/record-preconditions.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const body = z.strictObject({
  motive: z.enum(CANCELLATION_MOTIVES, 'invoices.motive'),
  substitution: z.string().regex(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/, 'validation.uuid').optional(),
});

export async function invoiceCancelRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const invoicing = app.invoicing;

  app.post('/invoices/:id/cancel', { config: { module: entities.invoices.module, action: 'destroy', writes: { entity: 'invoices', ids: pathId } }, schema: { tags: ['invoices'], summary: 'Cancel an issued CFDI with a SAT motive (202: in process with the PAC)' } }, async (request, reply) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('invoice');
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { motive, substitution } = parsed.data;
    if (motive === '01' && !substitution) throw unprocessable({ substitution: [msg('invoices.substitutionRequired')] });

    const owner = newOwner('request');
    const { invoice, intent } = await db.transaction(async (t) => {
      const tx: Db = t;
      const [locked] = await tx.select().from(invoiceTable).where(and(eq(invoiceTable.id, id.data.id), app.rowScope(request, entities.invoices))).limit(1).for('update');
      if (!locked) throw notFound('invoice');
      if (locked.status === 'cancelled') throw new HttpError(409, msg('invoices.alreadyCancelled'));
      if ((await openClaims(tx, [invoiceClaim(locked.id)])).length > 0) throw new HttpError(409, msg('invoicing.inProgress'));
      await refuseUncancellable(tx, locked, motive, substitution);
      return { invoice: locked, intent: await openCancellation(tx, invoicing.context, owner, locked, { motive, substitution: substitution?.toUpperCase() }, request.actor) };
    });

    const outcome = await sendCancellation(invoicing.context, intent, owner, request.actor);
    if (outcome.kind === 'done') return { data: outcome.invoice };
    if (outcome.kind === 'refused') throw new HttpError(422, msg('invoices.providerFailed', { reason: outcome.text }));
    reply.code(202);
    return { data: { ...invoice, in_process: true, message: renderMessage('invoices.cancellationInProcess', requestLanguage(request)) } };
  });
}
