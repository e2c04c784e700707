/**
 * What a loan detail's invoice says (docs/decisions/020): the period's interest is the income, one
 * concept subject to IVA; the principal it repays is the return of the lent money, not income, so it
 * is no concept and only shown on the PDF as information. Billed by the firm (the issuer from
 * configuration) to the loan's customer with the fiscal data of the customer record, paid in
 * instalments (PPD, form 99), or, for a period paid before it was invoiced, in one payment (PUE). Pure: the caller supplies the clock, the issuer and the certificate.
 */
import { fiscalDataProblems } from '../../schemas/rules/sat-catalogues.ts';
import { buildCfdiXml, type CfdiCertificate, type CfdiConcept, type CfdiInput, type CfdiIssuer, type CfdiTotals } from './cfdi.ts';
import { DomainRuleError } from './domain-error.ts';
import { formatMoney, roundMoney, toDecimal } from './money.ts';
import { interestVat, type InterestVat, type VatTreatment } from './vat-on-interest.ts';

/** The firm as issuer: its fiscal identity and the postal code of the place of issue (LugarExpedicion). */
export interface CfdiIssuerProfile extends CfdiIssuer {
  postalCode: string;
}

/** c_ClaveProdServ 84101700 (lending services) and c_ClaveUnidad E48 (unit of service). */
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
  customer: { name: string; rfc: string; fiscal_postal_code: string | null; fiscal_regime: string | null; cfdi_use: string | null };
  /**
   * Present when the period was paid before it was invoiced: the CFDI is then PUE (paid in one
   * payment) with the form the money came in, and needs no complement; absent, PPD with form 99.
   */
  settlement?: { form: string };
  /** For a currency other than MXN: the FIX in force on the issue day (docs/decisions/113), not the loan's disbursement rate. */
  exchangeRate?: { rate: string; fixedOn: string };
  /**
   * The loan's IVA treatment when the CFDI is built (docs/decisions/115, 116), with, for `real`, the
   * balance lent during the period and INEGI's INPC of the cut-off month and the month before. Absent:
   * 16 % on the nominal interest (intents written before treatments were read).
   */
  vat?: { treatment: VatTreatment; principal?: string; inpcOfMonth?: string; inpcOfEarlierMonth?: string };
  /** The stamped CFDI of this period this one replaces (CfdiRelacionados 04; it is then cancelled with motive 01). */
  substitutes?: { invoiceId: number; uuid: string; xmlLocation: string | null };
}

/** The principal a detail repays, shown beside the invoice; not part of the CFDI. */
export function repaidPrincipal(source: LoanInvoiceSource): string {
  const { detail } = source;
  const amount = roundMoney(toDecimal(detail.amount, 'a detail amount'));
  if (detail.principal !== null) return formatMoney(roundMoney(toDecimal(detail.principal, 'a principal')));
  return formatMoney(detail.interest === null ? amount : amount.minus(roundMoney(toDecimal(detail.interest, 'an interest'))));
}

/** The period's interest and its IVA under the source's treatment (real: LIVA 18-A with the INPC it carries). */
export function periodInterestVat(source: LoanInvoiceSource): InterestVat {
  const { detail } = source;
  const interest = detail.interest === null ? roundMoney('0') : roundMoney(toDecimal(detail.interest, 'an interest'));
  if (!interest.greaterThan(0))
    throw new Error(`expected interest to invoice on detail ${detail.id}, got: ${detail.interest ?? 'none'} (principal repaid is not income and takes no CFDI)`);
  const vat = source.vat ?? { treatment: 'nominal' as const };
  if (vat.treatment !== 'real') return interestVat(vat.treatment, interest);
  if (vat.principal === undefined || vat.inpcOfMonth === undefined || vat.inpcOfEarlierMonth === undefined)
    throw new Error(`expected the balance lent and the INPC of the cut-off month and the month before for IVA on real interest (detail ${detail.id}), got: none`);
  return interestVat('real', interest, { principal: vat.principal, inpcOfMonth: vat.inpcOfMonth, inpcOfEarlierMonth: vat.inpcOfEarlierMonth });
}

/**
 * The one income concept: the period's interest, its amount the nominal interest whatever the
 * treatment. Exempt: a Traslado Exento; nominal: 16 % on it; real: 16 % on the real interest (the
 * Traslado's Base differs from the concept's Importe, docs/decisions/116), or, when 18-A's adjustment
 * takes all of it, ObjetoImp 04 (subject to IVA, none caused). A detail without interest has nothing to invoice.
 */
export function loanDetailConcepts(source: LoanInvoiceSource): CfdiConcept[] {
  const { detail, loan } = source;
  const vat = periodInterestVat(source);
  const period = detail.period ?? '-';
  const concept: CfdiConcept = { productCode: LOAN_PRODUCT_CODE, unitCode: SERVICE_UNIT_CODE, description: `Intereses del préstamo ${loan.intelisis_id}, periodo ${period} (corte ${detail.date_doc})`, amount: vat.interest, taxObject: '02' };
  if (vat.treatment === 'exempt') return [{ ...concept, vat: { factor: 'Exento' } }];
  if (vat.treatment === 'real') return [toDecimal(vat.base).greaterThan(0) ? { ...concept, vat: { factor: 'Tasa', base: vat.base } } : { ...concept, taxObject: '04' }];
  return [concept];
}

export function loanInvoiceInput(source: LoanInvoiceSource, issuer: CfdiIssuerProfile, certificate: CfdiCertificate, issuedAt: string): CfdiInput {
  const rfc = source.customer.rfc.replace(/[\s-]+/g, '').toUpperCase();
  const problems = fiscalDataProblems(rfc, source.customer, 'I', issuer.postalCode);
  if (problems.length > 0) {
    const message = `customer ${source.customer.name} lacks the fiscal data a CFDI 4.0 needs: ${problems.map((p) => `${p.field}: ${p.error}`).join('; ')}`;
    // The first problem SAT's rules name is said in the person's language (rules.receiver_fiscal_data).
    const named = problems.find((p) => p.key);
    if (named) throw new DomainRuleError(named.field, 'receiver_fiscal_data', message, { customer: source.customer.name, field: named.field, value: String(source.customer[named.field] ?? ''), reason: named.key! });
    throw new Error(message);
  }
  return {
    certificate,
    serie: LOAN_INVOICE_SERIE,
    folio: String(source.detail.id),
    issuedAt,
    placeOfIssue: issuer.postalCode,
    currency: source.loan.currency_code,
    exchangeRate: source.loan.currency_code === 'MXN' ? undefined : source.exchangeRate?.rate,
    paymentMethod: source.settlement ? 'PUE' : 'PPD',
    paymentForm: source.settlement ? source.settlement.form : '99',
    issuer: { rfc: issuer.rfc, name: issuer.name, fiscalRegime: issuer.fiscalRegime },
    receiver: { rfc, name: source.customer.name, postalCode: source.customer.fiscal_postal_code!, fiscalRegime: source.customer.fiscal_regime!, cfdiUse: source.customer.cfdi_use! },
    concepts: loanDetailConcepts(source),
    ...(source.substitutes ? { related: { type: '04', uuids: [source.substitutes.uuid] } } : {}),
  };
}

export function buildLoanInvoice(source: LoanInvoiceSource, issuer: CfdiIssuerProfile, certificate: CfdiCertificate, issuedAt: string): { input: CfdiInput; xml: string; totals: CfdiTotals } {
  const input = loanInvoiceInput(source, issuer, certificate, issuedAt);
  return { input, ...buildCfdiXml(input) };
}
