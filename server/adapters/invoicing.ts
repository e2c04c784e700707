/**
 * InvoicingProvider (DOMAIN.md "Loans"): issues, cancels and checks the CFDI of a loan detail. Real
 * stamping needs a PAC; the local provider (the default) builds the CFDI 4.0 XML and its PDF and
 * reports them as not stamped. INVOICING_PROVIDER chooses the driver (server/config.ts).
 */
import type { Config } from '../config.ts';
import type { LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import type { InvoiceStatus } from '../../schemas/invoice.ts';
import { draftInvoice, type IssuedInvoice } from './invoicing-draft.ts';
import { pacInvoicing } from './invoicing-pac.ts';

export type { IssuedInvoice };

export interface InvoiceRef {
  uuid: string;
  status: InvoiceStatus;
  issuer_rfc: string;
}

export interface InvoicingProvider {
  readonly name: string;
  /** Builds (and, for a PAC, stamps) the invoice of one loan detail. */
  stamp(source: LoanInvoiceSource, now: Date): Promise<IssuedInvoice>;
  cancel(invoice: InvoiceRef): Promise<InvoiceStatus>;
  status(invoice: InvoiceRef): Promise<InvoiceStatus>;
}

/** No PAC: the documents are built here and stay "not stamped"; cancelling needs nobody's consent. */
export const localInvoicing: InvoicingProvider = {
  name: 'local',
  stamp: (source, now) => draftInvoice(source, now, 'not_stamped'),
  async cancel() {
    return 'cancelled';
  },
  async status(invoice) {
    return invoice.status;
  },
};

export function invoicingProvider(config: Pick<Config, 'INVOICING_PROVIDER' | 'INVOICING_PAC_URL' | 'INVOICING_PAC_TOKEN'>): InvoicingProvider {
  if (config.INVOICING_PROVIDER === 'local') return localInvoicing;
  if (!config.INVOICING_PAC_URL || !config.INVOICING_PAC_TOKEN) throw new Error('INVOICING_PROVIDER=pac needs INVOICING_PAC_URL and INVOICING_PAC_TOKEN');
  return pacInvoicing({ url: config.INVOICING_PAC_URL, token: config.INVOICING_PAC_TOKEN });
}
