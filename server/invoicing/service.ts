/**
 * Invoicing as the loan routes use it: one provider, the outbox's context, and the reconciler run at
 * start, every INVOICING_RECONCILE_INTERVAL_MS, and on demand (POST /api/invoicing/reconcile). When the
 * server stops, calls to the PAC in flight are abandoned (their intents stay open, found again by key)
 * so the drain is not held by a slow PAC, and no new batch call starts.
 */
import type { FastifyInstance } from 'fastify';
import { invoicingProvider, type InvoicingProvider } from '../adapters/invoicing.ts';
import { Repository } from '../crud/repository.ts';
import { entities } from '../../schemas/index.ts';
import { intentTiming, type IntentContext } from './context.ts';
import { invoiceKind } from './invoice-intents.ts';
import { paymentKind } from './payment-intents.ts';
import { reconcileOnce, type ReconcileReport } from './reconciler.ts';

export interface InvoicingService {
  provider: InvoicingProvider;
  context: IntentContext;
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
  const provider = invoicingProvider(config, { signal: shutdown.signal });
  const pacTimeout = config.INVOICING_PAC_TIMEOUT_MS ?? config.OUTBOUND_TIMEOUT_MS;
  const context: IntentContext = {
    db: app.database.db,
    files: app.files,
    provider,
    invoices: new Repository(entities.invoices, app.database),
    log: app.log,
    timing: intentTiming(pacTimeout, config.OUTBOUND_RETRIES, config.INVOICING_RECONCILE_INTERVAL_MS),
  };
  const kinds = { invoice: invoiceKind(context), payment: paymentKind(context) };
  let running: Promise<ReconcileReport> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const pass = (onDemand: boolean) => reconcileOnce(context, kinds, { onDemand, signal: shutdown.signal });
  const service: InvoicingService = {
    provider,
    context,
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
