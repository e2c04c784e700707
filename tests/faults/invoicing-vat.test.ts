/**
 * Each IVA treatment (docs/decisions/115, 116) through a misbehaving PAC, on the bundled server
 * `npm start` runs: the PAC stamps the invoice and then hangs, so the product learns of the CFDI only
 * through its intent and the scheduled reconciler; the CFDI it records must still carry the loan's
 * treatment, once, and pass SAT's XSDs. Its collection, refused once by the PAC, records nothing; the
 * retry's complement carries the same treatment. Real uses decision 115's worked example (Base
 * 2,004.87, IVA 320.78).
 */
import { describe, expect, inject, it } from 'vitest';
import { faults, type PacStandIn } from '../helpers/pac-stand-in/index.ts';
import { satSchemaErrors } from '../helpers/sat-xsd.ts';
import { dueDetailIds, eventually, generate, orphanCfdis, productInvoices, stampedFor, usePacServer } from './support/invoicing.ts';
import type { HttpBrowser, RealServer } from './support/real-server.ts';

let pac: PacStandIn;
let server: RealServer;
let root: HttpBrowser;
const kind = inject('testDatabase').kind;
usePacServer('pac-vat', (suite) => ({ pac, server, root } = suite));

const call = (method: string, path: string, body?: unknown) => root.call(server, method, path, body);
const text = async (location: string) => (await call('GET', location)).bytes.toString('utf8');
/** SAT's XSDs kept here do not declare the TimbreFiscalDigital: what is checked is the CFDI the PAC stamped. */
const schemaErrors = (xml: string) => satSchemaErrors(xml.replace(/<tfd:TimbreFiscalDigital\b[^>]*\/>/, ''));

const TREATMENTS = [
  {
    treatment: 'exempt',
    loan: { emission: '2025-01-10', expiration: '2025-02-10' },
    invoice: { subtotal: '7750.00', taxes: '0.00', total: '7750.00' },
    traslado: '<cfdi:Traslado Base="7750.00" Impuesto="002" TipoFactor="Exento"/>',
    complement: 'TipoFactorDR="Exento"',
  },
  {
    treatment: 'nominal',
    loan: { emission: '2025-01-10', expiration: '2025-02-10' },
    invoice: { subtotal: '7750.00', taxes: '1240.00', total: '8990.00' },
    traslado: '<cfdi:Traslado Base="7750.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="1240.00"/>',
    complement: 'BaseDR="7750.00" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="1240.00"',
  },
  {
    treatment: 'real',
    loan: { amount: '100000', interests: '24', emission: '2025-07-31', expiration: '2025-08-31' },
    invoice: { subtotal: '2066.67', taxes: '320.78', total: '2387.45', vat_base: '2004.87' },
    traslado: '<cfdi:Traslado Base="2004.87" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="320.78"/>',
    complement: 'BaseDR="2004.87" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="320.78"',
  },
] as const;

describe(`each IVA treatment through a PAC that hangs and refuses, on the bundled server (${kind})`, () => {
  for (const example of TREATMENTS) {
    it(`${example.treatment}: a CFDI stamped during a hang is recorded once, with its treatment; a refused collection records nothing, its retry carries the treatment`, async () => {
      const ids = await dueDetailIds(server, root, `F-VAT-${example.treatment}`, 1, { ...example.loan, vat_treatment: example.treatment });
      pac.faults(faults.hang());
      const hung = await generate(server, root, ids);
      expect(hung.status, JSON.stringify(hung.json)).toBe(202);
      pac.faults(faults.ok());
      await eventually(async () => (await productInvoices(server, root)).some((i) => i.loan_detail_id === ids[0]), 30_000, 'the reconciler records the CFDI');

      const recorded = (await productInvoices(server, root)).filter((i) => i.loan_detail_id === ids[0]);
      expect(recorded).toHaveLength(1);
      const invoice = (await call('GET', `/api/invoices/${recorded[0].id}`)).json.data;
      expect(invoice).toMatchObject({ status: 'stamped', vat_treatment: example.treatment, ...example.invoice });
      expect(stampedFor(pac, ids)).toHaveLength(1);
      const xml = await text(invoice.xml_location);
      expect(await schemaErrors(xml)).toEqual([]);
      expect(xml).toContain(example.traslado);

      pac.faults(faults.refuseFrom(1));
      const refused = await call('POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-09-20', form: '03' });
      expect(refused.status, JSON.stringify(refused.json)).toBe(422);
      expect((await productInvoices(server, root)).filter((i) => i.loan_detail_id === ids[0])).toHaveLength(1);
      pac.faults(faults.ok());
      const paid = await call('POST', `/api/invoices/${invoice.id}/payment`, { paid_at: '2025-09-20', form: '03' });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      const complement = await text(paid.json.data.complement.xml_location);
      expect(await schemaErrors(complement)).toEqual([]);
      expect(complement).toContain(example.complement);
    });
  }

  it('leaves no CFDI at the PAC that the product does not know', async () => {
    expect(await orphanCfdis(pac, server, root)).toBe(0);
  });
});
