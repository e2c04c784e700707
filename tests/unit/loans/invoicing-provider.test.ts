/**
 * The InvoicingProvider drivers: the local one issues an unstamped CFDI with its PDF; the PAC driver
 * speaks HTTPS + JSON to a PAC (here a local HTTP server standing in for one); configuration picks one.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicingProvider, localInvoicing } from '../../../server/adapters/invoicing.ts';
import type { LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';

const source: LoanInvoiceSource = {
  detail: { id: 41, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
  loan: { id: 7, intelisis_id: 'PR-2026-0101', currency_code: 'MXN', exchange_rate: null },
  customer: { name: 'Pesquera del Pacífico SA de CV', rfc: 'PPA010101AB5' },
};
const now = new Date('2026-02-11T16:00:00Z');

describe('local provider', () => {
  it('issues the XML and a PDF, not stamped, under a fresh UUID', async () => {
    const issued = await localInvoicing.stamp(source, now);
    expect(issued.status).toBe('not_stamped');
    expect(issued.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(issued.xml.toString('utf8')).toContain('Fecha="2026-02-11T10:00:00"');
    expect(issued.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(issued.totals.total).toBe('175656.67');
    expect((await localInvoicing.stamp(source, now)).uuid).not.toBe(issued.uuid);
  });

  it('cancels without a PAC and reports the stored status', async () => {
    const ref = { uuid: 'X', status: 'not_stamped' as const, issuer_rfc: 'EKU9003173C9' };
    expect(await localInvoicing.cancel(ref)).toBe('cancelled');
    expect(await localInvoicing.status(ref)).toBe('not_stamped');
  });
});

describe('PAC provider', () => {
  let server: Server;
  let url: string;
  const seen: { method?: string; path?: string; auth?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, path: request.url, auth: request.headers.authorization, body });
        response.setHeader('content-type', 'application/json');
        if (request.url === '/stamp') {
          const xml = Buffer.from(JSON.parse(body).xml, 'base64').toString('utf8').replace('</cfdi:Comprobante>', '<cfdi:Complemento/></cfdi:Comprobante>');
          response.end(JSON.stringify({ uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', xml: Buffer.from(xml).toString('base64'), status: 'stamped' }));
        } else if (request.url === '/cancel') response.end(JSON.stringify({ status: 'cancelled' }));
        else if (request.url?.startsWith('/status/')) response.end(JSON.stringify({ status: 'stamped' }));
        else {
          response.statusCode = 500;
          response.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the unsigned CFDI with its token and keeps the stamped XML and the folio fiscal', async () => {
    const pac = invoicingProvider({ INVOICING_PROVIDER: 'pac', INVOICING_PAC_URL: url, INVOICING_PAC_TOKEN: 'secret' });
    const issued = await pac.stamp(source, now);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/stamp', auth: 'Bearer secret' });
    expect(Buffer.from(JSON.parse(seen[0].body).xml, 'base64').toString('utf8')).toContain('Rfc="EKU9003173C9"');
    expect(issued).toMatchObject({ uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', status: 'stamped' });
    expect(issued.xml.toString('utf8')).toContain('<cfdi:Complemento/>');
    const ref = { uuid: issued.uuid, status: issued.status, issuer_rfc: 'EKU9003173C9' };
    expect(await pac.cancel(ref)).toBe('cancelled');
    expect(seen.at(-1)).toMatchObject({ path: '/cancel', body: JSON.stringify({ uuid: issued.uuid, rfc: 'EKU9003173C9' }) });
    expect(await pac.status(ref)).toBe('stamped');
  });

  it('is chosen by configuration, and refuses to start without its URL and token', () => {
    expect(invoicingProvider({ INVOICING_PROVIDER: 'local' }).name).toBe('local');
    expect(() => invoicingProvider({ INVOICING_PROVIDER: 'pac' })).toThrow('INVOICING_PROVIDER=pac needs INVOICING_PAC_URL and INVOICING_PAC_TOKEN');
  });
});
