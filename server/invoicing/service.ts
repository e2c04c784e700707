/**
 * Invoicing as the loan routes use it: one provider, the outbox's context, and the reconciler run at
 * start, every INVOICING_RECONCILE_INTERVAL_MS, and on demand (POST /api/invoicing/reconcile). When the
 * server stops, calls to the PAC in flight are abandoned (their intents stay open, found again by key)
 * so the drain is not held by a slow PAC, and no new batch call starts.
 */
import type { FastifyInstance } from 'fastify';
import type { CsdSigner } from '../adapters/csd.ts';
import type { InvoicingProvider } from '../adapters/invoicing.ts';
import { invoicingProvider } from '../adapters/invoicing-choice.ts';
import { liveFiscalContext, type LiveFiscalContext } from './fiscal-context.ts';
import { csdValidity } from '../domain/csd-validity.ts';
import { Repository } from '../crud/repository.ts';
import { entities } from '../../schemas/index.ts';
import { intentTiming, type IntentContext } from './context.ts';
import { invoiceKind } from './invoice-intents.ts';
import { paymentKind } from './payment-intents.ts';
import { retentionKind } from './retention-intents.ts';
import { reconcileOnce, type ReconcileReport } from './reconciler.ts';

export interface InvoicingService {
  provider: InvoicingProvider;
  /** The firm's CSD, whose validity Admin sees (GET invoicing/csd) and sealing checks. */
  readonly csd: CsdSigner;
  /** The issuer and CSD in use, read again from what Admin stored (docs/decisions/247). */
  fiscal: LiveFiscalContext;
  context: IntentContext;
  /** Retention certificates' stamping kind (it tells the investor by SMS once recorded). */
  retentions: ReturnType<typeof retentionKind>;
  /** True once the server started to shut down. */
  stopping(): boolean;
  reconcile(onDemand: boolean): Promise<ReconcileReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invoicing: InvoicingService;
  }
}

export function invoicingService(app: FastifyInstance): InvoicingService {
  const shutdown = new AbortController();
  const config = app.config;
  const fiscal = liveFiscalContext(app.database, config, app.log);
  const provider = invoicingProvider(config, { signal: shutdown.signal, context: fiscal.context });
  const pacTimeout = config.INVOICING_PAC_TIMEOUT_MS ?? config.OUTBOUND_TIMEOUT_MS;
  const context: IntentContext = {
    db: app.database.db,
    files: app.files,
    provider,
    invoices: new Repository(entities.invoices, app.database),
    log: app.log,
    timing: intentTiming(pacTimeout, config.OUTBOUND_RETRIES, config.INVOICING_RECONCILE_INTERVAL_MS),
  };
  const kinds = { invoice: invoiceKind(context), payment: paymentKind(context), retention: retentionKind(context, app.sms) };
  let running: Promise<ReconcileReport> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pass = async (onDemand: boolean) => {
    await fiscal.refresh().catch((error: unknown) => app.log.error({ err: error }, 'reading the stored fiscal identity failed'));
    return reconcileOnce(context, kinds, { onDemand, signal: shutdown.signal });
  };
  const service: InvoicingService = {
    provider,
    get csd() {
      return fiscal.context.csd;
    },
    fiscal,
    context,
    retentions: kinds.retention,
    stopping: () => shutdown.signal.aborted,
    async reconcile(onDemand) {
      // One pass at a time in a process; Admin's waits for a scheduled one to end, then runs its own.
      if (running && !onDemand) return running;
      if (running) await running.catch(() => undefined);
      running = pass(onDemand).finally(() => {
        running = undefined;
      });
      return running;
    },
  };

  const scheduled = () =>
    void service.reconcile(false).catch((error: unknown) => {
      if (!shutdown.signal.aborted) app.log.error({ err: error }, 'the invoicing reconciler pass failed');
    });
  app.addHook('onReady', async () => {
    await fiscal.refresh(true);
    logCsdValidity(app, service.csd);
    scheduled();
    if (config.INVOICING_RECONCILE_INTERVAL_MS > 0) {
      timer = setInterval(scheduled, config.INVOICING_RECONCILE_INTERVAL_MS);
      timer.unref();
    }
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    shutdown.abort();
    await running?.catch(() => undefined);
  });
  return service;
}

/**
 * At start, the CSD's validity in the log (docs/decisions/111): ended or not yet valid is an error
 * (sealing is refused until it is replaced) or, with SAT's bundled test CSD, a warning; a month or less
 * left is a warning. The server keeps serving: only invoicing depends on the CSD.
 */
export function logCsdValidity(app: Pick<FastifyInstance, 'log'>, csd: Pick<CsdSigner, 'rfc' | 'certificate' | 'validFrom' | 'validTo' | 'demo'>, now = new Date()): void {
  const validity = csdValidity(csd, now);
  const facts = { rfc: csd.rfc, certificate: csd.certificate.number, validTo: csd.validTo.toISOString(), daysLeft: validity.daysLeft, demo: csd.demo };
  if (validity.state === 'expired' || validity.state === 'not_yet_valid') {
    if (csd.demo) app.log.warn(facts, 'demo mode: SAT\'s bundled test CSD is outside its validity; it seals anyway, and no PAC would stamp what it seals');
    else app.log.error(facts, 'the CSD is outside its validity: invoicing is refused until CFDI_CSD_CER and CFDI_CSD_KEY name a valid one');
  } else if (validity.state === 'expiring') app.log.warn(facts, `the CSD ends in ${validity.daysLeft} days: renew it at SAT`);
}
