/**
 * The JSON Facturapi takes for what Caudal issues, from the CFDI built here (./invoicing-local.ts): an
 * income invoice (the interest concept with its IVA, the customer's fiscal data, PPD and form 99,
 * series and folio) and a payment complement (invoice type P with a "pago" complement). Facturapi's
 * JSON takes amounts as numbers: decimal strings are converted at this edge only.
 */
import Decimal from 'decimal.js';
import { conceptTransfer, fiscalName, VAT_RATE, type CfdiConcept, type CfdiInput } from '../domain/cfdi.ts';
import { baseCarrying, paidVatFactor } from '../domain/cfdi-payment.ts';
import type { PreparedCfdi } from './invoicing.ts';

const asNumber = (value: Decimal.Value) => new Decimal(value).toNumber();

function customerOf(cfdi: CfdiInput) {
  return { legal_name: fiscalName(cfdi.receiver.name), tax_id: cfdi.receiver.rfc, tax_system: cfdi.receiver.fiscalRegime, address: { zip: cfdi.receiver.postalCode } };
}

/**
 * A concept's taxes as Facturapi's BaseTax takes them (docs/decisions/116): 16 % (with `base` when it is
 * not the price: the real interest of LIVA 18-A), exempt (`factor: "Exento"`; `rate`, which the
 * published schema marks required, 0), or none (ObjetoImp 01 or 04).
 */
function itemTaxes(concept: CfdiConcept) {
  const line = conceptTransfer(concept);
  if (!line) return [];
  if (line.factor === 'Exento') return [{ type: 'IVA', factor: 'Exento', rate: 0 }];
  const base = line.base.equals(new Decimal(concept.amount)) ? {} : { base: asNumber(line.base) };
  return [{ type: 'IVA', rate: asNumber(VAT_RATE), ...base }];
}

function incomeBody(input: CfdiInput) {
  return {
    type: 'I',
    customer: customerOf(input),
    items: input.concepts.map((c) => ({
      quantity: 1,
      product: { description: c.description, product_key: c.productCode, unit_key: c.unitCode, price: asNumber(c.amount), tax_included: false, taxability: c.taxObject, taxes: itemTaxes(c) },
    })),
    use: input.receiver.cfdiUse,
    payment_form: input.paymentForm,
    payment_method: input.paymentMethod,
    currency: input.currency,
    ...(input.exchangeRate !== undefined ? { exchange: asNumber(input.exchangeRate) } : {}),
    series: input.serie,
    folio_number: Number(input.folio),
    ...(input.related ? { related_documents: [{ relationship: input.related.type, documents: input.related.uuids }] } : {}),
  };
}

function paymentBody(prepared: PreparedCfdi) {
  const payment = prepared.payment!;
  const stated = /<pago20:TrasladoDR BaseDR="([^"]+)"[^>]*?(?: ImporteDR="([^"]+)")?\/>/.exec(prepared.sealed.xml);
  const factor = paidVatFactor(payment.invoice.vat);
  const inPesos = payment.payment.inPesos;
  // Facturapi computes ImporteDR from the base: the base sent is one that gives our IVA (the remainder rule).
  const base = factor === 'Tasa' && stated?.[2] ? baseCarrying(stated[1], stated[2]).toFixed(2) : (stated?.[1] ?? '0');
  const taxes = factor === 'none' ? [] : factor === 'Exento' ? [{ base: asNumber(base), type: 'IVA', factor: 'Exento', rate: 0 }] : [{ base: asNumber(base), type: 'IVA', rate: asNumber(VAT_RATE) }];
  return {
    type: 'P',
    customer: customerOf(prepared.sealed.input),
    // Each complement is a CFDI of its own, with its own series and folio (not the paid invoice's).
    series: prepared.sealed.input.serie,
    folio_number: Number(prepared.sealed.input.folio),
    complements: [
      {
        type: 'pago',
        data: [
          {
            payment_form: payment.payment.form,
            date: `${payment.payment.paidAt}-06:00`,
            // The money's currency: pesos for a dollar invoice paid in pesos (exchange 1, the default), else the invoice's at the day's FIX.
            ...(inPesos ? { currency: 'MXN' } : payment.invoice.currency !== 'MXN' ? { currency: payment.invoice.currency, exchange: asNumber(payment.payment.exchangeRate) } : {}),
            related_documents: [
              {
                uuid: payment.invoice.uuid,
                // Facturapi takes a related document as MXN unless told: a dollar invoice must say so.
                currency: payment.invoice.currency,
                // Paid in another currency: the dollars per peso (EquivalenciaDR); amount and last_balance stay in the document's currency.
                ...(inPesos ? { exchange: asNumber(inPesos.equivalence) } : {}),
                amount: asNumber(payment.payment.amount),
                installment: payment.payment.installment,
                last_balance: asNumber(payment.payment.previousBalance),
                // The related document's IVA as the paid invoice carried it: exempt, 16 % on its base, or none (ObjetoImpDR 04).
                ...(factor === 'none' ? { taxability: '04' } : {}),
                taxes,
              },
            ],
          },
        ],
      },
    ],
  };
}

/**
 * The create request, keyed: `idempotency_key` makes a repeat answer the first invoice instead of
 * stamping another; `external_id` (the same key) lets the list endpoint find it when no answer came.
 */
export function createBody(prepared: PreparedCfdi, key: string): Record<string, unknown> {
  const body = prepared.cfdiType === 'P' ? paymentBody(prepared) : incomeBody(prepared.sealed.input);
  return { ...body, idempotency_key: key, external_id: key };
}
