/**
 * What a loan detail's invoice says: one concept for the principal it repays (not subject to IVA) and
 * one for its interest (subject to IVA), billed by the firm to the loan's customer, paid in
 * instalments (PPD, form 99). Pure: the caller supplies the clock and the issuer.
 */
import { buildCfdiXml, defaultReceiverRegime, type CfdiConcept, type CfdiInput, type CfdiIssuer, type CfdiTotals } from './cfdi.ts';
import { roundMoney, toDecimal } from './money.ts';

/** The SAT's sandbox issuer (DOMAIN.md): what the local provider signs as until the firm's CSD is set. */
export const SANDBOX_ISSUER: CfdiIssuer & { postalCode: string } = {
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  fiscalRegime: '601',
  postalCode: '20000',
};

/** c_ClaveProdServ class for lending services and c_ClaveUnidad E48 (unit of service). */
export const LOAN_PRODUCT_CODE = '84101700';
export const SERVICE_UNIT_CODE = 'E48';
export const LOAN_INVOICE_SERIE = 'PR';

export interface LoanInvoiceSource {
  detail: {
    id: number;
    period: number | null;
    date_doc: string;
    amount: string;
    principal: string | null;
    interest: string | null;
  };
  loan: { id: number; intelisis_id: string; currency_code: string; exchange_rate: string | null };
  customer: { name: string; rfc: string };
}

/**
 * Principal and interest as two concepts. A detail typed in by hand has no split: its whole amount is
 * then billed as principal, never taxed on a guess.
 */
export function loanDetailConcepts(source: LoanInvoiceSource): CfdiConcept[] {
  const { detail, loan } = source;
  const period = detail.period ?? '-';
  const amount = roundMoney(toDecimal(detail.amount, 'a detail amount'));
  const interest = detail.interest === null ? roundMoney('0') : roundMoney(toDecimal(detail.interest, 'an interest'));
  const principal = detail.principal === null ? amount.minus(interest) : roundMoney(toDecimal(detail.principal, 'a principal'));
  const concepts: CfdiConcept[] = [];
  if (!principal.isZero() || interest.isZero())
    concepts.push({ productCode: LOAN_PRODUCT_CODE, unitCode: SERVICE_UNIT_CODE, description: `Amortización de capital del préstamo ${loan.intelisis_id}, periodo ${period} (corte ${detail.date_doc})`, amount: principal, taxObject: '01' });
  if (!interest.isZero())
    concepts.push({ productCode: LOAN_PRODUCT_CODE, unitCode: SERVICE_UNIT_CODE, description: `Intereses del préstamo ${loan.intelisis_id}, periodo ${period} (corte ${detail.date_doc})`, amount: interest, taxObject: '02' });
  return concepts;
}

export function loanInvoiceInput(source: LoanInvoiceSource, issuer: typeof SANDBOX_ISSUER, issuedAt: string): CfdiInput {
  const rfc = source.customer.rfc.trim().toUpperCase();
  return {
    serie: LOAN_INVOICE_SERIE,
    folio: String(source.detail.id),
    issuedAt,
    placeOfIssue: issuer.postalCode,
    currency: source.loan.currency_code,
    exchangeRate: source.loan.currency_code === 'MXN' ? undefined : (source.loan.exchange_rate ?? undefined),
    paymentMethod: 'PPD',
    paymentForm: '99',
    issuer,
    // Customers come from the ERP without a fiscal address: the place of issue stands in for it.
    receiver: { rfc, name: source.customer.name, postalCode: issuer.postalCode, fiscalRegime: defaultReceiverRegime(rfc), cfdiUse: 'G03' },
    concepts: loanDetailConcepts(source),
  };
}

export function buildLoanInvoice(source: LoanInvoiceSource, issuer: typeof SANDBOX_ISSUER, issuedAt: string): { input: CfdiInput; xml: string; totals: CfdiTotals } {
  const input = loanInvoiceInput(source, issuer, issuedAt);
  return { input, ...buildCfdiXml(input) };
}
