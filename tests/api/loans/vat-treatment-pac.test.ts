/**
 * A loan's IVA treatment through the PAC (the stand-in of Facturapi's published API, which builds the
 * CFDI from the JSON it receives, not from our XML): the stamped invoice and its payment complements
 * carry the treatment (docs/decisions/116) and pass SAT's XSDs. Real: decision 115's worked example,
 * Base 2,004.87 and IVA 320.78, paid in two installments whose bases and IVA add up exactly to the
 * invoice's; exempt: Traslado Exento, complements with TipoFactorDR Exento and TotalTrasladosBaseIVAExento.
 * A treatment changed after invoicing reaches the period's CFDI through substitution (motive 01).
 */
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../../helpers/api-call.ts';
import type { PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createLoan, loanDetails } from './loan-fixtures.ts';
import { generate, usePacTestApp } from './outbox-fixtures.ts';

let pac: PacStandIn;
let t: TestApp;
let person: number;
usePacTestApp((suite) => ({ pac, t } = suite));
beforeAll(async () => {
  const [row] = await t.database.query<{ id: number }>(
    `insert into customer (clave, name, rfc, fiscal_postal_code, fiscal_regime, cfdi_use) values ('C-VAT-PAC', 'KARLA FUENTE NOLASCO', 'FUNK671228PH6', '01160', '605', 'S01') returning id`,
  );
  person = row.id;
});

const pay = (id: number, amount: string) => apiCall(t.app, 'POST', `/api/invoices/${id}/payment`, { paid_at: '2025-09-20', form: '03', amount });
const fileText = async (location: string) => (await t.app.inject({ method: 'GET', url: location })).body;
/** SAT's XSDs kept here do not declare the TimbreFiscalDigital: what is checked is the CFDI the PAC stamped. */
const schemaErrors = (xml: string) => satSchemaErrors(xml.replace(/<tfd:TimbreFiscalDigital\b[^>]*\/>/, ''));
const sum = (rows: Record<string, string>[], key: string) => rows.reduce((total, r) => total.plus(r[key]), new Decimal(0)).toFixed(2);

async function stampedFirstPeriod(changes: Record<string, unknown>) {
  const loan = await createLoan(t, { vat_treatment: undefined, ...changes });
  const [detail] = await loanDetails(t, loan.id);
  const answer = await generate(t, [detail.id]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.result[0];
}

async function collectInTwo(invoice: Record<string, string>, first: string) {
  const complements: Record<string, string>[] = [];
  for (const amount of [first, new Decimal(invoice.total).minus(first).toFixed(2)]) {
    const answer = await pay(Number(invoice.id), amount);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    complements.push(answer.body.data.complement);
  }
  return complements;
}

describe('through the PAC', () => {
  it('real: stamped with Base 2,004.87 and IVA 320.78; two installments carry 839.75 + 1,165.12 and 134.36 + 186.42, exactly the invoice\'s', async () => {
    const invoice = await stampedFirstPeriod({ intelisis_id: 'T-VAT-PAC-REAL', customer_id: person, amount: '100000', interests: '24', emission: '2025-07-31', expiration: '2025-08-31' });
    expect(invoice).toMatchObject({ status: 'stamped', subtotal: '2066.67', taxes: '320.78', total: '2387.45', vat_treatment: 'real', vat_base: '2004.87' });
    const xml = await fileText(invoice.xml_location);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<cfdi:Traslado Base="2004.87" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="320.78"/>');

    const complements = await collectInTwo(invoice, '1000.00');
    expect(complements.map((c) => [c.subtotal, c.taxes])).toEqual([['839.75', '134.36'], ['1165.12', '186.42']]);
    expect([sum(complements, 'subtotal'), sum(complements, 'taxes')]).toEqual(['2004.87', '320.78']);
    const stamped = await fileText(complements[0].xml_location);
    expect(await schemaErrors(stamped)).toEqual([]);
    expect(stamped).toContain('BaseDR="839.75" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="134.36"');
    expect(await schemaErrors(await fileText(complements[1].xml_location))).toEqual([]);
  });

  it('the settling installment\'s IVA is the invoice\'s remainder in the stamped XML too (the PAC computes ImporteDR from the base it is sent)', async () => {
    const invoice = await stampedFirstPeriod({ intelisis_id: 'T-VAT-PAC-REMAINDER', customer_id: person, amount: '100000', interests: '24', emission: '2025-07-31', expiration: '2025-08-31' });
    const complements = await collectInTwo(invoice, '109.00');
    expect(complements.map((c) => c.taxes)).toEqual(['14.64', '306.14']);
    const stampedVat: string[] = [];
    for (const complement of complements) {
      const stamped = await fileText(complement.xml_location);
      expect(await schemaErrors(stamped)).toEqual([]);
      stampedVat.push(/ImporteDR="([^"]+)"/.exec(stamped)![1]);
    }
    expect(stampedVat).toEqual(complements.map((c) => c.taxes));
    expect(stampedVat.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2)).toBe('320.78');
  });

  it('exempt: stamped with Traslado Exento; its complements carry TrasladoDR Exento and TotalTrasladosBaseIVAExento', async () => {
    const invoice = await stampedFirstPeriod({ intelisis_id: 'T-VAT-PAC-EXEMPT', customer_id: 2, emission: '2025-01-10', expiration: '2025-02-10' });
    expect(invoice).toMatchObject({ status: 'stamped', subtotal: '7750.00', taxes: '0.00', total: '7750.00', vat_treatment: 'exempt' });
    expect(pac.ledger().at(-1)!.body.items[0].product.taxes).toEqual([{ type: 'IVA', factor: 'Exento', rate: 0 }]);
    const xml = await fileText(invoice.xml_location);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<cfdi:Traslado Base="7750.00" Impuesto="002" TipoFactor="Exento"/>');
    expect(xml).not.toContain('TotalImpuestosTrasladados');

    const complements = await collectInTwo(invoice, '5000.00');
    expect(complements.map((c) => [c.subtotal, c.taxes])).toEqual([['5000.00', '0.00'], ['2750.00', '0.00']]);
    for (const complement of complements) {
      const stamped = await fileText(complement.xml_location);
      expect(await schemaErrors(stamped)).toEqual([]);
      expect(stamped).toContain('TipoFactorDR="Exento"');
      expect(stamped).toContain(`TotalTrasladosBaseIVAExento="${complement.subtotal}"`);
      expect(stamped).not.toContain('IVA16');
    }
  });

  it('a wrong treatment is corrected by changing it and substituting the invoice: the substitute carries the new one', async () => {
    const invoice = await stampedFirstPeriod({ intelisis_id: 'T-VAT-PAC-FIX', customer_id: 2, emission: '2025-01-10', expiration: '2025-02-10', vat_treatment: 'nominal' });
    expect(invoice).toMatchObject({ taxes: '1240.00', vat_treatment: 'nominal' });
    const [row] = await t.database.query<{ loan_id: number }>('select loan_id from loan_detail where id = $1', [invoice.loan_detail_id]);
    expect((await apiCall(t.app, 'PUT', `/api/loan/${row.loan_id}`, { vat_treatment: 'exempt' })).status).toBe(200);
    const answer = await apiCall(t.app, 'POST', `/api/invoices/${invoice.id}/substitute`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.substitute).toMatchObject({ status: 'stamped', subtotal: '7750.00', taxes: '0.00', total: '7750.00', vat_treatment: 'exempt' });
    expect(answer.body.data.replaced).toMatchObject({ status: 'cancelled', vat_treatment: 'nominal', taxes: '1240.00' });
    expect(await fileText(answer.body.data.substitute.xml_location)).toContain('TipoFactor="Exento"');
  });
});
