/**
 * Loans (spec section 7, DOMAIN.md "Loans"). This group: POST loan (the schedule of details is computed
 * from the terms and written with the loan, in one transaction with the audit rows), and the plugins
 * for the loan lifecycle, reports, collections and invoicing, which share one invoicing service (the
 * provider, its outbox and reconciler: server/invoicing/). Lists, reads, updates and deletes of loans
 * and details are the generic ones.
 */
import type { FastifyInstance } from 'fastify';
import { entities } from '../../../schemas/index.ts';
import type { Row } from '../../crud/repository.ts';
import { validate } from '../../crud/routes.ts';
import type { Db } from '../../db/client.ts';
import { loanSchedule } from '../../domain/loan-schedule.ts';
import { loanCollectionRoutes } from './loans-collections.ts';
import { invoiceCancelRoutes } from './loans-invoice-cancel.ts';
import { invoiceSubstituteRoutes } from './loans-invoice-substitute.ts';
import { invoicePaymentRoutes } from './loans-invoice-payment.ts';
import { invoicingService } from '../../invoicing/service.ts';
import { loanInvoicingRoutes } from './loans-invoicing.ts';
import { invoicingReconcileRoutes } from './loans-invoicing-reconcile.ts';
import { fixFeed } from '../../invoicing/fix-feed.ts';
import { loanLifecycleRoutes } from './loans-lifecycle.ts';
import { loanReportRoutes } from './loans-reports.ts';
import { retentionCertificateRoutes } from '../investments/retention-certificates.ts';
import { asUnprocessable, detailRow, loanTerms, type LoanTermFields } from './loans-rules.ts';
import { loanRepositories } from '../../stores/loans-store.ts';
import { defaultTreatmentFor } from '../../entities/loan-hooks.ts';
import { fiscalIdentityRoutes } from '../fiscal-identity.ts';
import { registerEntityImport } from '../../imports/import-routes.ts';
import { loanOpening } from './loans-opening.ts';

const entity = entities.loan;

export async function loanRoutes(app: FastifyInstance) {
  const { loans, details } = loanRepositories(app.database);
  app.decorate('invoicing', invoicingService(app));
  fixFeed(app);

  app.post('/loan', { config: { module: entity.module, action: 'create', entity: entity.name, writes: 'none' }, schema: { tags: ['loan'], summary: 'Create a loan and its schedule of details' } }, async (request, reply) => {
    const data = validate(entity.createSchema, request.body) as Row & LoanTermFields;
    const schedule = asUnprocessable(() => loanSchedule(loanTerms(data)));
    const created = await app.database.db.transaction(async (t) => {
      const tx: Db = t;
      // No treatment chosen: the default of the firm's kind and the customer's (docs/decisions/116).
      if (data.vat_treatment == null) data.vat_treatment = await defaultTreatmentFor(tx, app.config.CFDI_ISSUER_KIND, data.customer_id as number);
      const loan = await loans.create(data, request.actor, tx);
      await details.createMany(schedule.rows.map((row) => detailRow(loan.id as number, row)), request.actor, tx);
      return loan;
    });
    reply.code(201);
    return { data: created };
  });

  // Loans with their opening balances, by file or JSON, through the imports' preview and jobs (docs/decisions/206).
  registerEntityImport(app, { entity, repo: loans, hooks: app.entityHooks[entity.name] ?? {}, tags: ['loan'], domain: loanOpening(app) });

  await app.register(loanLifecycleRoutes);
  await app.register(loanReportRoutes);
  await app.register(loanCollectionRoutes);
  await app.register(loanInvoicingRoutes);
  await app.register(invoiceCancelRoutes);
  await app.register(invoiceSubstituteRoutes);
  await app.register(invoicePaymentRoutes);
  await app.register(invoicingReconcileRoutes);
  // Investors' retention certificates share the invoicing service decorated here (its provider, outbox and reconciler).
  await app.register(retentionCertificateRoutes);
  // The firm's fiscal identity and CSD, which the invoicing service seals with (docs/decisions/247).
  await app.register(fiscalIdentityRoutes);
}
