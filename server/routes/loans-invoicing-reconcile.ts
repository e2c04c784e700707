/**
 * POST invoicing/reconcile: Admin (the `root` flag on /prestamos/facturas) runs the invoicing
 * reconciler now (docs/decisions/101), including the intents it stopped retrying on its own, and reads
 * what it did and what still needs attention. It also runs at every start and on a schedule.
 */
import type { FastifyInstance } from 'fastify';
import { entities } from '../../schemas/index.ts';
import { renderMessage } from '../i18n/localized.ts';
import { requestLanguage } from '../i18n/request-language.ts';

export async function invoicingReconcileRoutes(app: FastifyInstance) {
  app.post('/invoicing/reconcile', { config: { module: entities.invoices.module, action: 'root' }, schema: { tags: ['invoices'], summary: 'Finish or undo the stamping, complements and cancellations left open (Admin)' } }, async (request) => {
    const report = await app.invoicing.reconcile(true);
    const message = renderMessage('invoicing.reconciled', requestLanguage(request), {
      done: report.done, cancelled: report.cancelled, failed: report.failed, inProcess: report.in_process, attention: report.needs_attention.length,
    });
    return { data: { ...report, message } };
  });
}
