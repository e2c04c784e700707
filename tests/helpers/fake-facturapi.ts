/**
 * A local HTTP server implementing the Facturapi endpoints the `pac` provider calls (POST /v2/invoices,
 * GET /v2/invoices/{id}, GET /v2/invoices/{id}/xml, DELETE /v2/invoices/{id}?motive=&substitution=), as
 * its API reference documents them. Like the PAC, it builds the CFDI from the JSON it receives, seals it
 * with the organisation's CSD (SAT's test CSD) and stamps it with a TimbreFiscalDigital.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Decimal from 'decimal.js';
import { openCsd } from '../../server/adapters/csd.ts';
import { buildCfdiXml, sealXml, type CfdiConcept } from '../../server/domain/cfdi.ts';
import { fakePagosXml, type PaidDocument } from './fake-facturapi-pago.ts';

export interface FakePac {
  url: string;
  requests: { method: string; path: string; auth?: string; body: any }[];
  close(): Promise<void>;
}

interface Stored {
  id: string;
  uuid: string;
  status: 'valid' | 'canceled';
  cancellation_status: string;
  total: number;
  xml: string;
}

async function bodyOf(request: IncomingMessage): Promise<any> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

function stampedXml(body: any, uuid: string, documents: Map<string, PaidDocument>): { xml: string; total: string } {
  const csd = openCsd();
  const payment = body.type === 'P';
  const concepts: CfdiConcept[] = payment
    ? [{ productCode: '84111506', unitCode: 'ACT', description: 'Pago', amount: '0', taxObject: '01' }]
    : body.items.map((i: any) => ({ productCode: i.product.product_key, unitCode: i.product.unit_key, description: i.product.description, amount: new Decimal(i.product.price).toFixed(2), taxObject: i.product.taxability }));
  const { xml, totals } = buildCfdiXml(
    {
      certificate: csd.certificate, serie: body.series ?? 'F', folio: String(body.folio_number ?? 1), issuedAt: '2026-02-11T10:00:00', placeOfIssue: '42501',
      currency: payment ? 'XXX' : body.currency, exchangeRate: body.exchange, paymentMethod: body.payment_method, paymentForm: body.payment_form,
      issuer: { rfc: csd.rfc, name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601' },
      receiver: { rfc: body.customer.tax_id, name: body.customer.legal_name, postalCode: body.customer.address.zip, fiscalRegime: body.customer.tax_system, cfdiUse: payment ? 'CP01' : body.use },
      concepts,
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

export async function startFakeFacturapi(): Promise<FakePac> {
  const invoices = new Map<string, Stored>();
  const documents = new Map<string, PaidDocument>();
  const requests: FakePac['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await bodyOf(request);
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, auth: request.headers.authorization, body });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const [, version, resource, id, sub] = url.pathname.split('/');
    if (version !== 'v2' || resource !== 'invoices') return json(404, { message: 'Not found' });
    if (request.headers.authorization !== 'Bearer sk_test_caudal') return json(401, { message: 'Invalid API key' });
    if (request.method === 'POST' && !id) {
      const uuid = randomUUID();
      let stamped;
      try {
        stamped = stampedXml(body, uuid, documents);
      } catch (error) {
        return json(400, { message: (error as Error).message });
      }
      const { xml, total } = stamped;
      documents.set(uuid.toUpperCase(), { serie: body.series ?? 'F', folio: String(body.folio_number ?? 1) });
      const stored: Stored = { id: `inv_${invoices.size + 1}`, uuid, status: 'valid', cancellation_status: 'none', total: body.type === 'P' ? 0 : Number(total), xml };
      invoices.set(stored.id, stored);
      const { xml: _xml, ...answer } = stored;
      return json(200, answer);
    }
    const stored = id ? invoices.get(id) : undefined;
    if (!stored) return json(404, { message: 'Invoice not found' });
    if (request.method === 'GET' && sub === 'xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(stored.xml);
    }
    if (request.method === 'GET' && !sub) return json(200, { id: stored.id, uuid: stored.uuid, status: stored.status, cancellation_status: stored.cancellation_status });
    if (request.method === 'DELETE' && !sub) {
      const motive = url.searchParams.get('motive');
      if (!['01', '02', '03', '04'].includes(motive ?? '')) return json(400, { message: 'motive must be 01, 02, 03 or 04' });
      if (motive === '01' && !url.searchParams.get('substitution')) return json(400, { message: 'substitution is required with motive 01' });
      stored.status = 'canceled';
      stored.cancellation_status = 'accepted';
      return json(200, { id: stored.id, uuid: stored.uuid, status: stored.status, cancellation_status: stored.cancellation_status });
    }
    return json(405, { message: 'Method not allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v2`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
