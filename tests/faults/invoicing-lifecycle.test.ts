/**
 * The PAC driver in the real server: the bundle `npm start` runs, started with
 * INVOICING_PROVIDER=pac against the stand-in written from Facturapi's published API v2, takes CFDIs
 * through their whole life: issue, download of the stamped XML and the PDF, collection with payment
 * complements (in pesos and in dollars, at the payment day's FIX), cancellation (the period freed and
 * invoiced again), and substitution (CfdiRelacionados 04, the replaced one cancelled with motive 01).
 * It ends with no CFDI stamped at the PAC that the product does not know.
 */
import { describe, expect, inject, it } from 'vitest';
import { addDays, todayInMexicoCity } from '../../server/domain/calendar.ts';
import type { PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { EXAMPLE_LOAN } from '../api/loans/loan-fixtures.ts';
import { dueDetailIds, generate, orphanCfdis, usePacServer } from './support/invoicing.ts';
import type { HttpBrowser, RealServer } from './support/real-server.ts';

let pac: PacStandIn;
let server: RealServer;
let root: HttpBrowser;
const kind = inject('testDatabase').kind;
usePacServer('pac-lifecycle', (suite) => ({ pac, server, root } = suite));

const call = (method: string, path: string, body?: unknown) => root.call(server, method, path, body);
const attribute = (xml: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];
const text = async (location: string) => (await call('GET', location)).bytes.toString('utf8');
const detailOf = async (id: number) => (await call('GET', `/api/loan_detail/${id}`)).json.data;

describe(`a CFDI's whole life through the PAC, on the bundled server (${kind})`, () => {
  it('issues, downloads, collects, cancels and substitutes', async () => {
    const [first, second] = await dueDetailIds(server, root, 'F-LIFE', 2);

    // Issue: stamped by the PAC, with its folio fiscal.
    const issued = await generate(server, root, [first, second]);
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
    const [invoice, other] = issued.json.data.result;
    expect([invoice.status, invoice.provider, other.status]).toEqual(['stamped', 'pac', 'stamped']);

    // Download: the stamped XML carries the PAC's TimbreFiscalDigital; the PDF is a PDF.
    const xml = await text(invoice.xml_location);
    expect(xml).toContain('<tfd:TimbreFiscalDigital');
    expect(attribute(xml, 'UUID')?.toUpperCase()).toBe(invoice.uuid);
    expect(attribute(xml, 'MetodoPago')).toBe('PPD');
    expect((await call('GET', invoice.pdf_location)).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Collect: two installments, each its own complement, the period paid at balance 0.
    const part = await call('POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03', amount: '1000.00' });
    expect(part.status, JSON.stringify(part.json)).toBe(200);
    const rest = await call('POST', `/api/invoices/${invoice.id}/payment`, { paid_at: todayInMexicoCity(new Date()), form: '03' });
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    const complements = [part.json.data.complement, rest.json.data.complement];
    expect(complements.map((c) => c.status)).toEqual(['stamped', 'stamped']);
    expect(new Set(complements.map((c) => `${c.serie}-${c.folio}`)).size).toBe(2);
    const secondXml = await text(complements[1].xml_location);
    expect([attribute(secondXml, 'NumParcialidad'), attribute(secondXml, 'ImpSaldoInsoluto'), attribute(secondXml, 'IdDocumento')]).toEqual(['2', '0.00', invoice.uuid]);
    expect((await detailOf(first)).status_id).toBe(6);

    // Cancel with 02: the PAC cancels it and the period is due again; invoiced again.
    const cancelled = await call('POST', `/api/invoices/${other.id}/cancel`, { motive: '02' });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelled');
    expect(pac.ledger().find((e) => e.id === other.provider_ref)).toMatchObject({ status: 'canceled', cancellation_motive: '02' });
    const again = await generate(server, root, [second]);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const reissued = again.json.data.result[0];

    // Substitute: a new CFDI related by 04, then the reissued one cancelled with 01 naming it.
    const substituted = await call('POST', `/api/invoices/${reissued.id}/substitute`);
    expect(substituted.status, JSON.stringify(substituted.json)).toBe(200);
    const { substitute, replaced } = substituted.json.data;
    expect(replaced).toMatchObject({ status: 'cancelled', cancellation_motive: '01' });
    expect(await text(substitute.xml_location)).toContain(`<cfdi:CfdiRelacionado UUID="${reissued.uuid}"/>`);
    expect(pac.ledger().find((e) => e.id === reissued.provider_ref)).toMatchObject({ status: 'canceled', cancellation_motive: '01' });
    expect((await detailOf(second)).cfdi_xml_location).toBe(substitute.xml_location);

    expect(await orphanCfdis(pac, server, root)).toBe(0);
  });

  it('a dollar invoice: issued at its day\'s FIX and collected at the payment day\'s, the related document in USD', async () => {
    const today = todayInMexicoCity(new Date());
    for (const [fixed_on, rate] of [[addDays(today, -1), '17.6543'], ['2025-02-28', '20.4321']]) expect((await call('POST', '/api/exchange_rate', { fixed_on, rate })).status).toBe(201);
    const loan = await call('POST', '/api/loan', { ...EXAMPLE_LOAN, intelisis_id: 'F-LIFE-USD', customer_id: 4, currency_id: 2, exchange_rate: '18.35', amount: '60000', emission: '2025-01-10', expiration: '2025-02-10' });
    expect(loan.status, JSON.stringify(loan.json)).toBe(201);
    const [detail] = (await call('GET', `/api/loan_detail?loan_id=${loan.json.data.id}&take=10`)).json.data.result;
    const issued = await generate(server, root, [detail.id]);
    expect(issued.status, JSON.stringify(issued.json)).toBe(200);
    const invoice = issued.json.data.result[0];
    expect(attribute(await text(invoice.xml_location), 'TipoCambio')).toBe('17.6543');

    const paid = await call('POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-03-01', form: '03' });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const complement = await text(paid.json.data.complement.xml_location);
    expect([attribute(complement, 'MonedaDR'), attribute(complement, 'TipoCambioP')]).toEqual(['USD', '20.432100']);
    expect(await orphanCfdis(pac, server, root)).toBe(0);
  });
});
