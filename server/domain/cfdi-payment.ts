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
    /** In the invoice's currency, as `amount` (ImpPagado). */
    previousBalance: string;
    amount: string;
    /**
     * The money's own currency (MonedaP) when it is not the invoice's: pesos for a dollar invoice
     * (pesoPayment), with the pesos received (Monto) and EquivalenciaDR, the dollars per peso.
     */
    inPesos?: { received: string; equivalence: string };
  };
}

/** The largest number of decimals of EquivalenciaDR (Pagos20.xsd). */
const EQUIVALENCE_DECIMALS = 10;

/**
 * A dollar invoice paid in pesos (Pagos 2.0, MonedaP MXN): the dollars the pesos settle at the day's FIX
 * (ImpPagado, to the cent), and EquivalenciaDR, the dollars per peso of this payment, rounded up at its
 * tenth decimal so that ImpPagado / EquivalenciaDR never exceeds the pesos received (SAT's rule on Monto).
 * Without `pesos`, the whole balance: its pesos at the FIX, to the cent.
 */
export function pesoPayment(balanceUsd: DecimalInput, fix: DecimalInput, pesos?: DecimalInput): { amount: string; received: string; equivalence: string } {
  const rate = toDecimal(fix, 'a FIX');
  if (!rate.greaterThan(0)) throw new Error(`expected a FIX above 0, got: ${String(fix)}`);
  const received = roundMoney(pesos === undefined ? toDecimal(balanceUsd, 'a balance').times(rate) : toDecimal(pesos, 'an amount in pesos'));
  const amount = roundMoney(received.dividedBy(rate));
  if (!received.greaterThan(0) || !amount.greaterThan(0)) throw new Error(`expected a payment above 0, got: ${received.toFixed(2)} MXN`);
  const equivalence = amount.dividedBy(received).toDecimalPlaces(EQUIVALENCE_DECIMALS, Decimal.ROUND_UP);
  return { amount: formatMoney(amount), received: formatMoney(received), equivalence: equivalence.toString() };
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

/**
 * ImpuestosDR (in the invoice's currency), ImpuestosP (in the payment's: the DR's divided by
 * EquivalenciaDR) and the Totales' IVA attributes (in pesos: ImpuestosP times TipoCambioP) of one payment.
 */
function paidTaxesXml(factor: PaidVatFactor, base: Decimal, vat: Decimal, equivalence: Decimal, rate: Decimal) {
  if (factor === 'none') return { dr: [], p: [], totals: {} };
  const exempt = factor === 'Exento';
  const transferDr = exempt
    ? element('pago20:TrasladoDR', { BaseDR: formatMoney(base), ImpuestoDR: '002', TipoFactorDR: 'Exento' })
    : element('pago20:TrasladoDR', { BaseDR: formatMoney(base), ImpuestoDR: '002', TipoFactorDR: 'Tasa', TasaOCuotaDR: VAT_RATE, ImporteDR: formatMoney(vat) });
  const [baseP, vatP] = [roundMoney(base.dividedBy(equivalence)), roundMoney(vat.dividedBy(equivalence))];
  const transferP = exempt
    ? element('pago20:TrasladoP', { BaseP: formatMoney(baseP), ImpuestoP: '002', TipoFactorP: 'Exento' })
    : element('pago20:TrasladoP', { BaseP: formatMoney(baseP), ImpuestoP: '002', TipoFactorP: 'Tasa', TasaOCuotaP: VAT_RATE, ImporteP: formatMoney(vatP) });
  return {
    dr: [element('pago20:ImpuestosDR', {}, [element('pago20:TrasladosDR', {}, [transferDr])])],
    p: [element('pago20:ImpuestosP', {}, [element('pago20:TrasladosP', {}, [transferP])])],
    totals: exempt ? { TotalTrasladosBaseIVAExento: money(baseP.times(rate)) } : { TotalTrasladosBaseIVA16: money(baseP.times(rate)), TotalTrasladosImpuestoIVA16: money(vatP.times(rate)) },
  };
}

/** The Pagos 2.0 element: one payment of one document, its IVA in proportion to what is paid. */
export function pagosXml(source: PaymentComplementSource): string {
  const { invoice, payment } = source;
  const paid = roundMoney(toDecimal(payment.amount, 'a payment amount'));
  const previous = roundMoney(toDecimal(payment.previousBalance, 'a previous balance'));
  if (!paid.greaterThan(0) || paid.greaterThan(previous)) throw new Error(`expected a payment above 0 and at most the balance ${formatMoney(previous)}, got: ${payment.amount}`);
  const { base, vat } = paidTaxes(invoice, paid, previous);
  const inPesos = payment.inPesos;
  if (inPesos && invoice.currency === 'MXN') throw new Error('a peso invoice is paid in its own currency: no EquivalenciaDR to state');
  // MonedaP: the money's currency. Paid in pesos, TipoCambioP is 1 and EquivalenciaDR carries the conversion.
  const mxn = invoice.currency === 'MXN' || inPesos !== undefined;
  const rate = mxn ? new Decimal(1) : toDecimal(payment.exchangeRate, 'an exchange rate');
  const equivalence = inPesos ? toDecimal(inPesos.equivalence, 'an EquivalenciaDR') : new Decimal(1);
  if (inPesos && (!equivalence.greaterThan(0) || equivalence.decimalPlaces() > EQUIVALENCE_DECIMALS)) throw new Error(`expected an EquivalenciaDR above 0 with at most ${EQUIVALENCE_DECIMALS} decimals, got: ${inPesos.equivalence}`);
  const monto = inPesos ? roundMoney(toDecimal(inPesos.received, 'the pesos received')) : paid;
  if (inPesos && paid.dividedBy(equivalence).greaterThan(monto)) throw new Error(`ImpPagado ${formatMoney(paid)} / EquivalenciaDR ${inPesos.equivalence} exceeds the pesos received ${formatMoney(monto)}`);
  const factor = paidVatFactor(invoice.vat);
  const taxes = paidTaxesXml(factor, base, vat, equivalence, rate);
  const document = element(
    'pago20:DoctoRelacionado',
    {
      IdDocumento: invoice.uuid, Serie: invoice.serie, Folio: invoice.folio, MonedaDR: invoice.currency, EquivalenciaDR: equivalence.toString(), NumParcialidad: String(payment.installment),
      ImpSaldoAnt: formatMoney(previous), ImpPagado: formatMoney(paid), ImpSaldoInsoluto: formatMoney(previous.minus(paid)), ObjetoImpDR: factor === 'none' ? '04' : '02',
    },
    taxes.dr,
  );
  const pago = element(
    'pago20:Pago',
    { FechaPago: payment.paidAt, FormaDePagoP: payment.form, MonedaP: inPesos ? 'MXN' : invoice.currency, TipoCambioP: mxn ? '1' : rate.toFixed(6), Monto: formatMoney(monto) },
    [document, ...taxes.p],
  );
  const totals = element('pago20:Totales', { ...taxes.totals, MontoTotalPagos: money(monto.times(rate)) });
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
