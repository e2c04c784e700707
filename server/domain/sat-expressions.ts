/**
 * SAT's verification expressions (Anexo 20, "especificación técnica del código de barras
 * bidimensional"), the one place every printed representation takes them from: CFDI 4.0's
 * (verificacfdi) and Retenciones 2.0's (prodretencionverificacion), built by the maintained
 * @nodecfdi/cfdi-expresiones: the UUID, both RFCs (an & written &amp;, as in the XML), the total in
 * up to 18 integers and 6 decimals without non-significant zeros, and the seal's last 8 characters.
 */
import { Comprobante40, Retenciones20 } from '@nodecfdi/cfdi-expresiones';
import Decimal from 'decimal.js';

export interface ExpressionValues {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  seal: string;
}

const cfdi40 = new Comprobante40();
const retenciones20 = new Retenciones20();

/**
 * The total as the QR states it: up to 18 integers and 6 decimals, non-significant zeros left out, at
 * least one decimal ("1160.0"). In decimal.js: the library formats through a float, which is exact only
 * below about 9,000 million, so its `tt` is replaced by this one.
 */
export function qrTotal(total: string): string {
  const fixed = new Decimal(total).toFixed(6).replace(/0+$/, '');
  return fixed.endsWith('.') ? `${fixed}0` : fixed;
}

const values = (v: ExpressionValues) => ({ id: v.uuid.toUpperCase(), re: v.issuerRfc, rr: v.receiverRfc, tt: '0', fe: v.seal });
const withTotal = (url: string, total: string) => url.replace(/([?&])tt=[^&]*/, `$1tt=${qrTotal(total)}`);

/** The QR's URL of a stamped CFDI 4.0 (an invoice or a payment complement). */
export const cfdiExpression = (v: ExpressionValues): string => withTotal(cfdi40.format(values(v)), v.total);

/** The QR's URL of a stamped CFDI de Retenciones 2.0 (its total: MontoTotOperacion). */
export const retentionExpression = (v: ExpressionValues): string => withTotal(retenciones20.format(values(v)), v.total);
