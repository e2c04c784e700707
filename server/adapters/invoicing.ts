/**
 * InvoicingProvider (DOMAIN.md "Loans"): issues, cancels and checks the CFDI of a loan detail, and the
 * payment complement of a collected one. The local provider (the default) builds the CFDI 4.0, seals
 * it with the firm's CSD and leaves it unstamped (no folio fiscal); the `pac` provider has a PAC stamp
 * it (Facturapi, ./invoicing-pac.ts). INVOICING_PROVIDER chooses the driver (server/config.ts,
 * ./invoicing-choice.ts).
 *
 * Issuing is two steps (docs/decisions/101): `prepare*` builds and checks the CFDI here, so bad data
 * is refused before anything leaves the server; `issue` sends it under an idempotency key, so sending
 * it again (a retry, the reconciler) can never stamp a second CFDI; `lookup` asks what the provider
 * holds under that key.
 *
 * This file is the interface the drivers implement (invoices, complements and their retentions part) and
 * imports none of them; INVOICING_PROVIDER's choice of one is ./invoicing-choice.ts (docs/decisions/282).
 */
import type { Config } from '../config.ts';
import type { CfdiInput, CfdiTotals } from '../domain/cfdi.ts';
import type { CfdiIssuerProfile, LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import type { PaymentComplementSource } from '../domain/cfdi-payment.ts';
import type { RetentionInput } from '../domain/cfdi-retention.ts';
import type { CancellationMotive, InvoiceStatus } from '../../schemas/invoice.ts';
import { randomBytes } from 'node:crypto';
import { openCsd, type CsdSigner } from './csd.ts';

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

/** A CFDI 4.0 built and sealed here (./invoicing-local.ts). */
export interface SealedCfdi {
  input: CfdiInput;
  totals: CfdiTotals;
  xml: string;
}

/** A CFDI built and sealed here, ready to send: what the provider needs, and what its PDF shows besides. */
export interface PreparedCfdi {
  cfdiType: 'I' | 'P';
  sealed: SealedCfdi;
  /** An income invoice's principal repaid, shown on its PDF as information. */
  repaidPrincipal?: string;
  /** A complement's payment. */
  payment?: PaymentComplementSource;
}

/**
 * What the provider holds for a prepared CFDI: stamped (and fetched); accepted but not stamped yet, or
 * stamped but its XML not fetched yet (`pending`); stamped but not what was asked (`unusable`: it must be
 * cancelled); given up by the provider (`failed`) or cancelled; or nothing under the key (`absent`).
 */
export type ProviderResult<I = IssuedInvoice> =
  /** `note`: what was done on the way, for the intent's record (extras under its key cancelled). */
  | { kind: 'issued'; invoice: I; note?: string }
  | { kind: 'pending'; providerRef: string; reason: string }
  | { kind: 'unusable'; providerRef: string; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled'; providerRef: string }
  | { kind: 'absent' };

/** What the provider said about a refusal: its code, and its first detail's code and field. */
export interface RefusalDetails {
  code?: string;
  detailCode?: string;
  path?: string;
}

/** The provider refused (a 4xx): nothing was stamped or changed. */
export class ProviderRefusal extends Error {
  constructor(message: string, readonly details: RefusalDetails = {}) {
    super(message);
  }
}

/** No usable answer (timeout, broken connection, 5xx): whether the provider acted is unknown. */
export class ProviderUnavailable extends Error {}

/** What a certificate is built from (kept in its intent's payload): everything but the CSD and the clock. */
export type RetentionSource = Omit<RetentionInput, 'certificate' | 'issuedAt' | 'issuer'> & {
  userId: number;
  /** c_RegimenFiscal of the receiver, which Facturapi's customer needs (614 interest income; 601 a company). */
  receiverRegime: string;
  /** The certificate it corrects. */
  replacesId?: number | null;
};

export interface PreparedRetention {
  source: RetentionSource;
  input: RetentionInput;
  /** Sealed here with the firm's CSD. */
  xml: string;
}

export interface IssuedRetention {
  uuid: string | null;
  status: InvoiceStatus;
  xml: Buffer;
  pdf: Buffer;
  providerRef: string | null;
  stampedAt: Date | null;
}

export type RetentionResult = ProviderResult<IssuedRetention>;

/** A driver's retentions part (./retentions.ts, ./retentions-pac.ts). */
export interface RetentionDriver {
  prepareRetention(source: RetentionSource, now: Date): PreparedRetention;
  issueRetention(prepared: PreparedRetention, key: string): Promise<RetentionResult>;
  lookupRetention(prepared: PreparedRetention, key: string, providerRef: string | null): Promise<RetentionResult>;
  /** Cancels at the provider with SAT's motive (01 with the substitute's UUID); the status after. */
  cancelRetention(providerRef: string | null, motive: string, substitution?: string): Promise<InvoiceStatus>;
  retentionStatus(providerRef: string | null, current: InvoiceStatus): Promise<InvoiceStatus>;
}

export interface InvoicingProvider extends RetentionDriver {
  readonly name: string;
  /** Builds and seals the invoice of one loan detail; throws (naming the problem) on data a CFDI cannot carry. */
  prepareInvoice(source: LoanInvoiceSource, now: Date): PreparedCfdi;
  /** Builds and seals the payment complement (CFDI type P, Pagos 2.0) of a stamped PPD invoice that was collected. */
  preparePayment(payment: PaymentComplementSource, now: Date): PreparedCfdi;
  /** Sends a prepared CFDI under its idempotency key. Throws ProviderRefusal or ProviderUnavailable. */
  issue(prepared: PreparedCfdi, key: string): Promise<ProviderResult>;
  /** What the provider holds under the key (or its own id, once known). Throws ProviderUnavailable. */
  lookup(prepared: PreparedCfdi, key: string, providerRef: string | null): Promise<ProviderResult>;
  cancel(invoice: InvoiceRef, request: CancelRequest): Promise<InvoiceStatus>;
  status(invoice: InvoiceRef): Promise<InvoiceStatus>;
  /** prepareInvoice + issue at once, for callers that keep no intent (tests); `key` defaults to a new one. */
  stamp(source: LoanInvoiceSource, now: Date, key?: string): Promise<IssuedInvoice>;
  /** preparePayment + issue at once. */
  issuePayment(payment: PaymentComplementSource, now: Date, key?: string): Promise<IssuedInvoice>;
}

/** The driver part of a provider: everything but the conveniences derived from it. */
export type InvoicingDriver = Omit<InvoicingProvider, 'stamp' | 'issuePayment'>;
/** A driver's CFDI 4.0 part (invoices, complements); its retentions part is a RetentionDriver (./retentions.ts). */
export type CfdiDriver = Omit<InvoicingDriver, keyof RetentionDriver>;

/** What every driver issues with: the firm as issuer (configuration) and its CSD. */
export interface InvoicingContext {
  issuer: CfdiIssuerProfile;
  csd: CsdSigner;
}

export type InvoicingConfig = Partial<
  Pick<Config, 'INVOICING_PAC_URL' | 'INVOICING_PAC_TOKEN' | 'INVOICING_PAC_TIMEOUT_MS' | 'OUTBOUND_TIMEOUT_MS' | 'OUTBOUND_RETRIES' | 'CFDI_CSD_CER' | 'CFDI_CSD_KEY' | 'CFDI_CSD_PASSWORD' | 'CFDI_ISSUER_RFC' | 'CFDI_ISSUER_NAME' | 'CFDI_ISSUER_REGIME' | 'CFDI_ISSUER_POSTAL_CODE' | 'CFDI_ISSUER_KIND'>
> &
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

/** A new idempotency key: random, and short enough for Facturapi's external_id filter (100 characters). */
export const newIntentKey = () => `cdl-${randomBytes(16).toString('hex')}`;
