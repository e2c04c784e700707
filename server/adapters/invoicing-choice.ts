/**
 * Which driver issues the CFDI (INVOICING_PROVIDER, server/config.ts): `local` seals them here, `pac` has
 * Facturapi stamp them (./invoicing.ts). The choice lives apart from the interface, so the drivers import
 * the interface and nothing imports back (docs/decisions/282).
 */
import { instrumented } from '../http/metrics.ts';
import { invoicingContext, newIntentKey, ProviderUnavailable, type InvoicingConfig, type InvoicingContext, type InvoicingDriver, type InvoicingProvider, type PreparedCfdi } from './invoicing.ts';
import { localInvoicing } from './invoicing-local.ts';
import { pacInvoicing } from './invoicing-pac.ts';
import { localRetentions } from './retentions.ts';
import { pacRetentions } from './retentions-pac.ts';
import { outboundPolicy } from './outbound.ts';

function withConveniences(driver: InvoicingDriver): InvoicingProvider {
  const issueNow = async (prepared: PreparedCfdi, key: string) => {
    const result = await driver.issue(prepared, key);
    if (result.kind !== 'issued') throw new ProviderUnavailable(`the provider did not stamp it: ${result.kind}${'reason' in result ? ` (${result.reason})` : ''}`);
    return result.invoice;
  };
  return {
    ...driver,
    stamp: (source, now, key = newIntentKey()) => issueNow(driver.prepareInvoice(source, now), key),
    issuePayment: (payment, now, key = newIntentKey()) => issueNow(driver.preparePayment(payment, now), key),
  };
}

export interface ProviderOptions {
  /** Aborts the provider's calls in flight (the server is shutting down). */
  signal?: AbortSignal;
}

export function invoicingProvider(config: InvoicingConfig, options: ProviderOptions & { context?: InvoicingContext } = {}): InvoicingProvider {
  // A given context may change under the drivers (Admin loads a CSD: docs/decisions/247): they read it at each call.
  const context = options.context ?? invoicingContext(config);
  // A SOFOM belongs to the financial system (LISR art. 7): the Intereses complement's SistFinanciero (docs/decisions/140).
  const financialSystem = (config.CFDI_ISSUER_KIND ?? 'sofom_enr') === 'sofom_enr';
  const retentionContext = {
    get issuer() {
      return context.issuer;
    },
    get csd() {
      return context.csd;
    },
    financialSystem,
  };
  if (config.INVOICING_PROVIDER === 'local') return withConveniences({ ...localInvoicing(context), ...localRetentions(retentionContext) });
  if (!config.INVOICING_PAC_TOKEN) throw new Error('INVOICING_PROVIDER=pac needs INVOICING_PAC_TOKEN');
  const policy = outboundPolicy({ OUTBOUND_TIMEOUT_MS: config.OUTBOUND_TIMEOUT_MS ?? 15_000, OUTBOUND_RETRIES: config.OUTBOUND_RETRIES ?? 2 }, config.INVOICING_PAC_TIMEOUT_MS);
  // Timed and counted as outside calls (GET /metrics); the local driver calls nobody.
  const settings = { token: config.INVOICING_PAC_TOKEN, url: config.INVOICING_PAC_URL, policy, signal: options.signal };
  const driver = { ...pacInvoicing(context, settings), ...pacRetentions(retentionContext, settings) };
  return withConveniences(instrumented('pac', driver, ['issue', 'lookup', 'cancel', 'status', 'issueRetention', 'lookupRetention', 'cancelRetention', 'retentionStatus']));
}
