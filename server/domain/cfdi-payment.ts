/**
 * The payment complement (CFDI 4.0 of type P with the Pagos 2.0 complement) that a PPD invoice needs
 * when it is paid: SubTotal and Total 0 in currency XXX, one concept "Pago" (84111506, ACT), the
 * receiver with use CP01, and pago20:Pagos relating the payment to the invoice's folio fiscal with its
 * IVA. Pure: the caller supplies the clock, the issuer, the certificate and the paid invoice.
 */
import Decimal from 'decimal.js';
import { buildCfdiXml, CFDI_NAMESPACE, element, VAT_RATE, type CfdiCertificate, type CfdiInput, type CfdiTotals } from './cfdi.ts';
import type { CfdiIssuerProfile } from './cfdi-loan.ts';
import { formatMoney, roundMoney, toDecimal, type DecimalInput } from './money.ts';
import type { VatTreatment } from './vat-on-interest.ts';

/**
 * How the paid invoice carried IVA (docs/decisions/116): its treatment and its Traslado's Base (the
 * nominal interest, the real interest, or the exempt interest). Absent: 16 % on its subtotal.
 */
export interface InvoiceVat {
  treatment: VatTreatment;
  base: string;
}

/** The related document's IVA line: at 16 %, exempt, or none (ObjetoImp 04: real interest of 0). */
export type PaidVatFactor = 'Tasa' | 'Exento' | 'none';

export function paidVatFactor(vat: InvoiceVat | undefined): PaidVatFactor {
  if (!vat) return 'Tasa';
  if (vat.treatment === 'exempt') return 'Exento';
  return toDecimal(vat.base, 'an IVA base').greaterThan(0) ? 'Tasa' : 'none';
}

export const PAGOS_NAMESPACE = 'http://www.sat.gob.mx/Pagos20';
export const PAYMENT_SERIE = 'CP';

export interface PaymentComplementSource {
  /** The stamped income invoice (type I, PPD) being paid. */
  invoice: {
    id: number;
    uuid: string;
    serie: string;
    folio: string;
    currency: string;
    /** Its taxed base (interest) and IVA, as invoiced. */
    subtotal: string;
    taxes: string;
    total: string;
    provider_ref: string | null;
    vat?: InvoiceVat;
    /** What its earlier complements (not cancelled) carried: the last installment takes the remainder. */
    settled?: { base: string; vat: string };
  };
  receiver: { rfc: string; name: string; postalCode: string; fiscalRegime: string };
  payment: {
    /** The complement's own folio (serie CP): every installment is a CFDI of its own. */
    folio: string;
    /** When the money arrived, local time in Mexico City, `YYYY-MM-DDTHH:mm:ss`; never after the complement's issue. */
    paidAt: string;
    /** c_FormaPago of the money received, e.g. 03 (transfer). */
    form: string;
    /** Units of MXN per unit of the invoice's currency on the day paid; 1 for MXN. */
    exchangeRate: string;
    installment: number;
    previousBalance: string;
    amount: string;
  };
}

const money = (v: Decimal.Value) => formatMoney(roundMoney(new Decimal(v)));

/**
 * The taxed base and IVA a payment carries: the invoice's (its Traslado's Base: the real interest under
 * LIVA 18-A, the interest when nominal or exempt), in proportion to the share of its total paid, each
 * rounded once; no IVA when exempt. The installment that settles the invoice takes what is left of
 * both, so across all its complements the bases and the IVA add up exactly to the invoice's.
 */
export function paidTaxes(invoice: { subtotal: string; taxes: string; total: string; vat?: InvoiceVat; settled?: { base: string; vat: string } }, amount: DecimalInput, previousBalance?: DecimalInput): { base: Decimal; vat: Decimal } {
  const paid = roundMoney(toDecimal(amount, 'a payment amount'));
  const invoiceBase = toDecimal(invoice.vat?.base ?? invoice.subtotal, 'an invoice base');
  if (previousBalance !== undefined && paid.equals(roundMoney(toDecimal(previousBalance, 'a previous balance')))) {
    const settled = invoice.settled ?? { base: '0', vat: '0' };
    return { base: roundMoney(invoiceBase.minus(settled.base)), vat: roundMoney(toDecimal(invoice.taxes).minus(settled.vat)) };
  }
  const share = paid.dividedBy(toDecimal(invoice.total, 'an invoice total'));
  const base = roundMoney(invoiceBase.times(share));
  return { base, vat: paidVatFactor(invoice.vat) === 'Tasa' ? roundMoney(base.times(VAT_RATE)) : roundMoney('0') };
}

/**
 * The base to state so that a PAC which computes the IVA itself (base x rate, rounded: Facturapi takes
 * no IVA amount) arrives at `vat`: `base` when it already does, else the nearest cent that does. Only
 * the settling installment's remainder can differ, by a cent or so; the IVA is what SAT collects.
 */
export function baseCarrying(base: DecimalInput, vat: DecimalInput, rate: DecimalInput = VAT_RATE): Decimal {
  const [b, v, r] = [roundMoney(toDecimal(base, 'a base')), roundMoney(toDecimal(vat, 'an IVA')), toDecimal(rate, 'a rate')];
  if (roundMoney(b.times(r)).equals(v) || r.isZero()) return b;
  const cent = new Decimal('0.01');
  for (let step = 1; step <= 100; step++) {
    for (const candidate of [b.minus(cent.times(step)), b.plus(cent.times(step))]) if (roundMoney(candidate.times(r)).equals(v)) return candidate;
  }
  return b;
}

/** ImpuestosDR, ImpuestosP and the Totales' IVA attributes of one payment, by the invoice's factor. */
function paidTaxesXml(factor: PaidVatFactor, base: Decimal, vat: Decimal, rate: Decimal) {
  if (factor === 'none') return { dr: [], p: [], totals: {} };
  const exempt = factor === 'Exento';
  const transferDr = exempt
    ? element('pago20:TrasladoDR', { BaseDR: formatMoney(base), ImpuestoDR: '002', TipoFactorDR: 'Exento' })
    : element('pago20:TrasladoDR', { BaseDR: formatMoney(base), ImpuestoDR: '002', TipoFactorDR: 'Tasa', TasaOCuotaDR: VAT_RATE, ImporteDR: formatMoney(vat) });
  const transferP = exempt
    ? element('pago20:TrasladoP', { BaseP: formatMoney(base), ImpuestoP: '002', TipoFactorP: 'Exento' })
    : element('pago20:TrasladoP', { BaseP: formatMoney(base), ImpuestoP: '002', TipoFactorP: 'Tasa', TasaOCuotaP: VAT_RATE, ImporteP: formatMoney(vat) });
  return {
    dr: [element('pago20:ImpuestosDR', {}, [element('pago20:TrasladosDR', {}, [transferDr])])],
    p: [element('pago20:ImpuestosP', {}, [element('pago20:TrasladosP', {}, [transferP])])],
    totals: exempt ? { TotalTrasladosBaseIVAExento: money(base.times(rate)) } : { TotalTrasladosBaseIVA16: money(base.times(rate)), TotalTrasladosImpuestoIVA16: money(vat.times(rate)) },
  };
}

/** The Pagos 2.0 element: one payment of one document, its IVA in proportion to what is paid. */
export function pagosXml(source: PaymentComplementSource): string {
  const { invoice, payment } = source;
  const paid = roundMoney(toDecimal(payment.amount, 'a payment amount'));
  const previous = roundMoney(toDecimal(payment.previousBalance, 'a previous balance'));
  if (!paid.greaterThan(0) || paid.greaterThan(previous)) throw new Error(`expected a payment above 0 and at most the balance ${formatMoney(previous)}, got: ${payment.amount}`);
  const { base, vat } = paidTaxes(invoice, paid, previous);
  const mxn = invoice.currency === 'MXN';
  const rate = mxn ? new Decimal(1) : toDecimal(payment.exchangeRate, 'an exchange rate');
  const factor = paidVatFactor(invoice.vat);
  const taxes = paidTaxesXml(factor, base, vat, rate);
  const document = element(
    'pago20:DoctoRelacionado',
    {
      IdDocumento: invoice.uuid, Serie: invoice.serie, Folio: invoice.folio, MonedaDR: invoice.currency, EquivalenciaDR: '1', NumParcialidad: String(payment.installment),
      ImpSaldoAnt: formatMoney(previous), ImpPagado: formatMoney(paid), ImpSaldoInsoluto: formatMoney(previous.minus(paid)), ObjetoImpDR: factor === 'none' ? '04' : '02',
    },
    taxes.dr,
  );
  const pago = element(
    'pago20:Pago',
    { FechaPago: payment.paidAt, FormaDePagoP: payment.form, MonedaP: invoice.currency, TipoCambioP: mxn ? '1' : rate.toFixed(6), Monto: formatMoney(paid) },
    [document, ...taxes.p],
  );
  const totals = element('pago20:Totales', { ...taxes.totals, MontoTotalPagos: money(paid.times(rate)) });
  return element('pago20:Pagos', { 'xmlns:pago20': PAGOS_NAMESPACE, Version: '2.0' }, [totals, pago]);
}

export function paymentComplementInput(source: PaymentComplementSource, issuer: CfdiIssuerProfile, certificate: CfdiCertificate, issuedAt: string): CfdiInput {
  if (source.payment.paidAt > issuedAt) throw new Error(`expected a payment date (FechaPago) no later than the complement's issue ${issuedAt}, got: ${source.payment.paidAt}`);
  return {
    certificate,
    serie: PAYMENT_SERIE,
    folio: source.payment.folio,
    issuedAt,
    placeOfIssue: issuer.postalCode,
    currency: 'XXX',
    issuer: { rfc: issuer.rfc, name: issuer.name, fiscalRegime: issuer.fiscalRegime },
    receiver: { ...source.receiver, cfdiUse: 'CP01' },
    concepts: [{ productCode: '84111506', unitCode: 'ACT', description: 'Pago', amount: '0', taxObject: '01' }],
  };
}

export function buildPaymentComplement(source: PaymentComplementSource, issuer: CfdiIssuerProfile, certificate: CfdiCertificate, issuedAt: string): { input: CfdiInput; xml: string; totals: CfdiTotals } {
  const input = paymentComplementInput(source, issuer, certificate, issuedAt);
  const complement = pagosXml(source);
  const { xml } = buildCfdiXml(input, { type: 'P', complement, schemaLocations: [`${PAGOS_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd`] });
  return { input, xml, totals: { subtotal: '0', taxes: '0.00', total: '0' } };
}

export { CFDI_NAMESPACE };
