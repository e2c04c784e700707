/**
 * POST invoicing/reconcile: Admin runs the invoicing reconciler now (docs/decisions/101), including the
 * intents it stopped retrying on its own, and reads what it did and what still needs attention. It
 * also runs at every start and on a schedule. Access: the `update` flag of the administrator's loan
 * details list (/administrador/listas/prestamos-detalles), which Admin and Root hold and the loan
 * screens' Gestor does not: nothing on /prestamos tells Admin from Gestor.
 */
import type { FastifyInstance } from 'fastify';
import { csdValidity } from '../../domain/csd-validity.ts';
import { renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';

/** The administrator's screen over loan details: its flags say who may repair their invoicing. */
const ADMIN_MODULE = '/administrador/listas/prestamos-detalles';

export async function invoicingReconcileRoutes(app: FastifyInstance) {
  app.post('/invoicing/reconcile', { config: { module: ADMIN_MODULE, action: 'update', writes: 'none' }, schema: { tags: ['invoices'], summary: 'Finish or undo the stamping, complements and cancellations left open (Admin)' } }, async (request) => {
    const report = await app.invoicing.reconcile(true);
    const message = renderMessage('invoicing.reconciled', requestLanguage(request), {
      done: report.done, cancelled: report.cancelled, failed: report.failed, inProcess: report.in_process, attention: report.needs_attention.length,
    });
    return { data: { ...report, message } };
  });

  // The CSD the invoices are sealed with and the days it has left (docs/decisions/111), for Admin's invoices screen.
  app.get('/invoicing/csd', { config: { module: ADMIN_MODULE, action: 'read' }, schema: { tags: ['invoices'], summary: 'The firm\'s CSD: certificate, validity and days left (Admin)' } }, async () => {
    const csd = app.invoicing.csd;
    const validity = csdValidity(csd, new Date());
    return {
      data: {
        rfc: csd.rfc, certificate_number: csd.certificate.number, valid_from: csd.validFrom.toISOString(), valid_to: csd.validTo.toISOString(),
        days_left: validity.daysLeft, state: validity.state, demo: csd.demo, seals: csd.demo || validity.state === 'valid' || validity.state === 'expiring',
      },
    };
  });
}
