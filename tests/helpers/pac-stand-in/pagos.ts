/**
 * The Pagos 2.0 element the fake PAC writes for an invoice of type P from Facturapi's "pago"
 * complement JSON (payment_form, date, currency, exchange, related_documents with uuid, amount,
 * installment, last_balance and taxes), as Facturapi documents it. Built here from the request,
 * independently of server/domain/cfdi-payment.ts, so a test reading it checks what the app sent.
 */
import Decimal from 'decimal.js';
import { element } from '../../../server/domain/cfdi.ts';

/** What the fake knows of an invoice it stamped earlier, which a payment cites. */
export interface PaidDocument {
  serie: string;
  folio: string;
  /** Its Moneda: a related document states it (`currency`, MXN when left out) and must match. */
  currency: string;
}

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

export function fakePagosXml(complement: any, documents: Map<string, PaidDocument>): string {
  const payments = (complement.data as any[]).map((data) => {
    const currency: string = data.currency ?? 'MXN';
    const rate = new Decimal(data.exchange ?? 1);
    const related = (data.related_documents as any[]).map((doc) => {
      const cited = documents.get(String(doc.uuid).toUpperCase());
      if (!cited) throw new Error(`related document ${doc.uuid} was not stamped here`);
      // The published default: a related document is in MXN unless its `currency` says otherwise.
      const documentCurrency: string = doc.currency ?? 'MXN';
      if (documentCurrency !== cited.currency) throw new Error(`La moneda del documento relacionado (${documentCurrency}) no es la de la factura ${doc.uuid} (${cited.currency})`);
      if (documentCurrency !== currency && doc.exchange === undefined) throw new Error(`"exchange" es requerido cuando la moneda del documento relacionado (${documentCurrency}) es distinta a la del pago (${currency})`);
      // taxability: "01" when taxes is empty, "02" otherwise, unless the request says (openapi_v2.yaml).
      const tax = doc.taxes[0];
      const taxObject: string = doc.taxability ?? (tax ? '02' : '01');
      const exempt = tax?.factor === 'Exento';
      const base = new Decimal(tax?.base ?? 0);
      const vat = exempt || !tax ? new Decimal(0) : new Decimal(money(base.times(tax.rate)));
      const transfer = exempt
        ? element('pago20:TrasladoDR', { BaseDR: money(base), ImpuestoDR: '002', TipoFactorDR: 'Exento' })
        : tax && element('pago20:TrasladoDR', { BaseDR: money(base), ImpuestoDR: '002', TipoFactorDR: 'Tasa', TasaOCuotaDR: new Decimal(tax.rate).toFixed(6), ImporteDR: money(vat) });
      return {
        base,
        exempt,
        taxed: tax !== undefined && taxObject === '02',
        vat,
        xml: element(
          'pago20:DoctoRelacionado',
          {
            IdDocumento: String(doc.uuid).toUpperCase(), Serie: cited.serie, Folio: cited.folio, MonedaDR: documentCurrency, EquivalenciaDR: documentCurrency === currency ? '1' : String(doc.exchange), NumParcialidad: String(doc.installment),
            ImpSaldoAnt: money(doc.last_balance), ImpPagado: money(doc.amount), ImpSaldoInsoluto: money(new Decimal(doc.last_balance).minus(doc.amount)), ObjetoImpDR: taxObject,
          },
          transfer && taxObject === '02' ? [element('pago20:ImpuestosDR', {}, [element('pago20:TrasladosDR', {}, [transfer])])] : [],
        ),
        amount: new Decimal(doc.amount),
        // Units of the document's currency per unit of the payment's (EquivalenciaDR): what converts the DR's figures to the payment's.
        equivalence: new Decimal(documentCurrency === currency ? 1 : doc.exchange),
      };
    });
    // SAT's Pagos 2.0 rules: the payment's figures (Monto, BaseP, ImporteP) are the documents' divided by EquivalenciaDR, in the payment's currency.
    const sumOf = (rows: typeof related, pick: (r: (typeof related)[number]) => Decimal) => new Decimal(money(rows.reduce((s, r) => s.plus(pick(r).dividedBy(r.equivalence)), new Decimal(0))));
    const taxed = related.filter((r) => r.taxed && !r.exempt);
    const exempt = related.filter((r) => r.taxed && r.exempt);
    const base = sumOf(taxed, (r) => r.base);
    const vat = sumOf(taxed, (r) => r.vat);
    const exemptBase = sumOf(exempt, (r) => r.base);
    const amount = sumOf(related, (r) => r.amount);
    const transfersP = [
      ...(taxed.length > 0 ? [element('pago20:TrasladoP', { BaseP: money(base), ImpuestoP: '002', TipoFactorP: 'Tasa', TasaOCuotaP: '0.160000', ImporteP: money(vat) })] : []),
      ...(exempt.length > 0 ? [element('pago20:TrasladoP', { BaseP: money(exemptBase), ImpuestoP: '002', TipoFactorP: 'Exento' })] : []),
    ];
    const pago = element(
      'pago20:Pago',
      { FechaPago: String(data.date).slice(0, 19), FormaDePagoP: data.payment_form, MonedaP: currency, TipoCambioP: currency === 'MXN' ? '1' : rate.toFixed(6), Monto: money(amount) },
      [...related.map((r) => r.xml), ...(transfersP.length > 0 ? [element('pago20:ImpuestosP', {}, [element('pago20:TrasladosP', {}, transfersP)])] : [])],
    );
    return { pago, base: base.times(rate), vat: vat.times(rate), exemptBase: exemptBase.times(rate), taxed: taxed.length > 0, exempt: exempt.length > 0, amount: amount.times(rate) };
  });
  const sum = (pick: (p: (typeof payments)[number]) => Decimal) => money(payments.reduce((s, p) => s.plus(pick(p)), new Decimal(0)));
  const taxed = payments.some((p) => p.taxed);
  const exempt = payments.some((p) => p.exempt);
  const totals = element('pago20:Totales', {
    ...(taxed ? { TotalTrasladosBaseIVA16: sum((p) => p.base), TotalTrasladosImpuestoIVA16: sum((p) => p.vat) } : {}),
    ...(exempt ? { TotalTrasladosBaseIVAExento: sum((p) => p.exemptBase) } : {}),
    MontoTotalPagos: sum((p) => p.amount),
  });
  return element('pago20:Pagos', { 'xmlns:pago20': 'http://www.sat.gob.mx/Pagos20', Version: '2.0' }, [totals, ...payments.map((p) => p.pago)]);
}
