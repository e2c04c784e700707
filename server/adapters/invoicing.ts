/**
 * InvoicingProvider (DOMAIN.md "Loans"): issues, cancels and checks the CFDI of a loan detail, and the
 * payment complement of a collected one. The local provider (the default) builds the CFDI 4.0, seals
 * it with the firm's CSD and leaves it unstamped (no folio fiscal); the `pac` provider has a PAC stamp
 * it (Facturapi, ./invoicing-pac.ts). INVOICING_PROVIDER chooses the driver (server/config.ts).
 */
import { instrumented } from '../http/metrics.ts';
import type { Config } from '../config.ts';
import type { CfdiInput, CfdiTotals } from '../domain/cfdi.ts';
import type { CfdiIssuerProfile, LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import type { PaymentComplementSource } from '../domain/cfdi-payment.ts';
import type { CancellationMotive, InvoiceStatus } from '../../schemas/invoice.ts';
import { openCsd, type CsdSigner } from './csd.ts';
import { localInvoicing } from './invoicing-local.ts';
import { pacInvoicing } from './invoicing-pac.ts';

export interface IssuedInvoice {
  /** The folio fiscal a PAC gives when it stamps; null while not stamped. */
  uuid: string | null;
  status: InvoiceStatus;
  cfdiType: 'I' | 'P';
  xml: Buffer;
  pdf: Buffer;
  cfdi: CfdiInput;
  totals: CfdiTotals;
  providerRef: string | null;
  tfdXml: string | null;
  stampedAt: Date | null;
}

export interface InvoiceRef {
  uuid: string | null;
  status: InvoiceStatus;
  issuer_rfc: string;
  provider_ref: string | null;
}

export interface CancelRequest {
  motive: CancellationMotive;
  /** The UUID of the CFDI that replaces this one; required with motive 01. */
  substitution?: string;
}

export interface InvoicingProvider {
  readonly name: string;
  /** Builds, seals (and, for a PAC, stamps) the invoice of one loan detail. */
  stamp(source: LoanInvoiceSource, now: Date): Promise<IssuedInvoice>;
  cancel(invoice: InvoiceRef, request: CancelRequest): Promise<InvoiceStatus>;
  status(invoice: InvoiceRef): Promise<InvoiceStatus>;
  /** The payment complement (CFDI type P, Pagos 2.0) of a stamped PPD invoice that was collected. */
  issuePayment(payment: PaymentComplementSource, now: Date): Promise<IssuedInvoice>;
}

/** What every driver issues with: the firm as issuer (configuration) and its CSD. */
export interface InvoicingContext {
  issuer: CfdiIssuerProfile;
  csd: CsdSigner;
}

type InvoicingConfig = Partial<Pick<Config, 'INVOICING_PAC_URL' | 'INVOICING_PAC_TOKEN' | 'CFDI_CSD_CER' | 'CFDI_CSD_KEY' | 'CFDI_CSD_PASSWORD' | 'CFDI_ISSUER_RFC' | 'CFDI_ISSUER_NAME' | 'CFDI_ISSUER_REGIME' | 'CFDI_ISSUER_POSTAL_CODE'>> &
  Pick<Config, 'INVOICING_PROVIDER'>;

export function invoicingContext(config: InvoicingConfig): InvoicingContext {
  const csd = openCsd({ cer: config.CFDI_CSD_CER, key: config.CFDI_CSD_KEY, password: config.CFDI_CSD_PASSWORD });
  const issuer: CfdiIssuerProfile = {
    rfc: config.CFDI_ISSUER_RFC ?? 'EKU9003173C9',
    name: config.CFDI_ISSUER_NAME ?? 'ESCUELA KEMPER URGATE',
    fiscalRegime: config.CFDI_ISSUER_REGIME ?? '601',
    postalCode: config.CFDI_ISSUER_POSTAL_CODE ?? '42501',
  };
  if (csd.rfc !== issuer.rfc) throw new Error(`the CSD belongs to ${csd.rfc}, not to the issuer CFDI_ISSUER_RFC=${issuer.rfc}`);
  return { issuer, csd };
}

export function invoicingProvider(config: InvoicingConfig): InvoicingProvider {
  const context = invoicingContext(config);
  if (config.INVOICING_PROVIDER === 'local') return localInvoicing(context);
  if (!config.INVOICING_PAC_TOKEN) throw new Error('INVOICING_PROVIDER=pac needs INVOICING_PAC_TOKEN');
  return instrumented('pac', pacInvoicing(context, { token: config.INVOICING_PAC_TOKEN, url: config.INVOICING_PAC_URL }), ['stamp', 'cancel', 'status', 'issuePayment']);
}
