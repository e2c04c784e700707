/**
 * What the stand-in PAC does with an accepted invoice, as Facturapi's reference says it does: builds
 * the CFDI 4.0 from the JSON received (customer, items with their IVA, or a "pago" complement), seals
 * it with the organisation's CSD (SAT's test CSD) and stamps it: a TimbreFiscalDigital with a new
 * UUID. The product's driver is not consulted: a wrong request shows up as a wrong CFDI.
 */
import Decimal from 'decimal.js';
import { openCsd } from '../../../server/adapters/csd.ts';
import { buildCfdiXml, sealXml, type CfdiConcept } from '../../../server/domain/cfdi.ts';
import { fakePagosXml, type PaidDocument } from './pagos.ts';

/**
 * An item as Facturapi's ProductProperties describes it: taxability (ObjetoImp, "02" by default) and
 * taxes (IVA 16 % when omitted with "02"); a BaseTax's `base` defaults to the price, `factor` to Tasa.
 */
function conceptOf(item: any): CfdiConcept {
  const amount = new Decimal(item.product.price).times(item.quantity ?? 1).toFixed(2);
  const taxObject = item.product.taxability ?? '02';
  const concept: CfdiConcept = { productCode: item.product.product_key, unitCode: item.product.unit_key, description: item.product.description, amount, taxObject };
  const iva = (item.product.taxes as any[] | undefined)?.find((t) => (t.type ?? 'IVA') === 'IVA' && !t.withholding);
  if (taxObject !== '02' || !iva) return concept;
  if (iva.factor === 'Exento') return { ...concept, vat: { factor: 'Exento' } };
  if (new Decimal(iva.rate).toFixed(6) !== '0.160000') throw new Error(`tasa de IVA no soportada por el simulador: ${iva.rate}`);
  return iva.base === undefined ? concept : { ...concept, vat: { factor: 'Tasa', base: new Decimal(iva.base).toFixed(2) } };
}

export function stampedXml(body: any, uuid: string, documents: Map<string, PaidDocument>): { xml: string; total: string } {
  const csd = openCsd();
  const payment = body.type === 'P';
  for (const related of Array.isArray(body.related_documents) ? body.related_documents : []) {
    for (const uuid of related.documents ?? []) if (!documents.has(String(uuid).toUpperCase())) throw new Error(`El CFDI relacionado ${uuid} no es un comprobante de esta organización`);
  }
  const concepts: CfdiConcept[] = payment
    ? [{ productCode: '84111506', unitCode: 'ACT', description: 'Pago', amount: '0', taxObject: '01' }]
    : body.items.map((i: any) => conceptOf(i));
  const { xml, totals } = buildCfdiXml(
    {
      certificate: csd.certificate, serie: body.series ?? 'F', folio: String(body.folio_number ?? 1), issuedAt: '2026-02-11T10:00:00', placeOfIssue: '42501',
      currency: payment ? 'XXX' : (body.currency ?? 'MXN'), exchangeRate: body.exchange, paymentMethod: payment ? undefined : (body.payment_method ?? 'PUE'), paymentForm: body.payment_form,
      issuer: { rfc: csd.rfc, name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601' },
      receiver: { rfc: body.customer.tax_id, name: body.customer.legal_name, postalCode: body.customer.address.zip, fiscalRegime: body.customer.tax_system, cfdiUse: payment ? 'CP01' : (body.use ?? 'G01') },
      concepts,
      // RelatedDocument: { relationship, documents: [UUID] } (openapi_v2.yaml) -> CfdiRelacionados.
      ...(Array.isArray(body.related_documents) && body.related_documents[0] ? { related: { type: String(body.related_documents[0].relationship), uuids: body.related_documents[0].documents ?? [] } } : {}),
    },
    payment
      ? { type: 'P', complement: fakePagosXml(body.complements.find((c: any) => c.type === 'pago'), documents), schemaLocations: ['http://www.sat.gob.mx/Pagos20 http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd'] }
      : { type: 'I' },
  );
  const sealed = sealXml(xml, csd.sign).xml;
  const sello = /\sSello="([^"]+)"/.exec(sealed)![1];
  const tfd = `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}" FechaTimbrado="2026-02-11T10:00:05" RfcProvCertif="SPR190613I52" SelloCFD="${sello}" NoCertificadoSAT="30001000000400002495" SelloSAT="c2VsbG8="/>`;
  // The stamp joins the Complemento the CFDI may already have (a payment's Pagos): SAT allows only one.
  const stamped = sealed.includes('</cfdi:Complemento>') ? sealed.replace('</cfdi:Complemento>', `${tfd}</cfdi:Complemento>`) : sealed.replace('</cfdi:Comprobante>', `<cfdi:Complemento>${tfd}</cfdi:Complemento></cfdi:Comprobante>`);
  return { xml: stamped, total: totals.total };
}
