/**
 * POST invoices/{id}/cancel {motive, substitution?}: cancels an issued CFDI through the invoicing
 * provider with SAT's motive (01 replaced with errors, needs the substitute's UUID; 02 errors, no
 * replacement; 03 operation not carried out; 04 nominative operation in a global invoice), records
 * the status the provider reports and the motive, and audits it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../schemas/index.ts';
import { CANCELLATION_MOTIVES } from '../../schemas/invoice.ts';
import { toFieldErrors } from '../../schemas/framework/validation.ts';
import { invoicingProvider } from '../adapters/invoicing.ts';
import { writeAudit } from '../crud/audit.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { msg } from '../i18n/localized.ts';
import { invoiceTable } from './loans-store.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const body = z.strictObject({
  motive: z.enum(CANCELLATION_MOTIVES, 'invoices.motive'),
  substitution: z.string().regex(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/, 'validation.uuid').optional(),
});

export async function invoiceCancelRoutes(app: FastifyInstance) {
  const provider = invoicingProvider(app.config);
  const db = app.database.db;

  app.post('/invoices/:id/cancel', { config: { module: entities.invoices.module, action: 'destroy' }, schema: { tags: ['invoices'], summary: 'Cancel an issued CFDI with a SAT motive' } }, async (request) => {
    const id = params.safeParse(request.params);
    if (!id.success) throw notFound('invoice');
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { motive, substitution } = parsed.data;
    if (motive === '01' && !substitution) throw unprocessable({ substitution: [msg('invoices.substitutionRequired')] });

    const [invoice] = (await db.select().from(invoiceTable).where(and(eq(invoiceTable.id, id.data.id), app.rowScope(request, entities.invoices))));
    if (!invoice) throw notFound('invoice');
    if (invoice.status === 'cancelled') throw new HttpError(409, msg('invoices.alreadyCancelled'));

    let status;
    try {
      status = await provider.cancel({ uuid: invoice.uuid, status: invoice.status, issuer_rfc: invoice.issuer_rfc, provider_ref: invoice.provider_ref }, { motive, substitution: substitution?.toUpperCase() });
    } catch (error) {
      throw new HttpError(422, msg('invoices.providerFailed', { reason: (error as Error).message }));
    }
    const after = await db.transaction(async (tx) => {
      const [row] = await tx.update(invoiceTable).set({ status, cancellation_motive: motive, updated_at: new Date() }).where(eq(invoiceTable.id, invoice.id)).returning();
      await writeAudit(tx, request.actor, { entity: 'invoices', entityId: invoice.id, action: 'cancel', before: invoice, after: row });
      return row;
    });
    return { data: after };
  });
}
