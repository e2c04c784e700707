/**
 * The InvoicingProvider drivers: the local one issues a sealed, unstamped CFDI with its PDF and no
 * folio fiscal; the `pac` one goes through Facturapi's official SDK (here against a local server that
 * implements its documented endpoints), keeps the stamped XML, the TimbreFiscalDigital and the UUID,
 * and cancels with SAT's motives; configuration picks one. Every create carries an idempotency key:
 * sent twice, one CFDI; a lost answer is found again by that key; a refusal and a PAC that does not
 * answer are told apart, the second within the configured deadline.
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRefusal, ProviderUnavailable, type InvoiceRef } from '../../../server/adapters/invoicing.ts';
import { invoicingProvider } from '../../../server/adapters/invoicing-choice.ts';
import { loadConfig } from '../../../server/config.ts';
import { LOAN_SOURCE } from '../../helpers/cfdi-fixtures.ts';
import { faults } from '../../helpers/pac-stand-in/faults.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';

const now = new Date('2026-02-11T16:00:00Z');
/** The text pdf-lib's standard fonts draw: WinAnsi hex strings in Tj, inside (deflated) content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    try {
      return inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      return body;
    }
  });
  return streams
    .flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')))
    .join('\n');
}

describe('local provider', () => {
  const local = invoicingProvider({ INVOICING_PROVIDER: 'local' });

  it('issues the sealed XML and a PDF, not stamped, with no folio fiscal', async () => {
    const issued = await local.stamp(LOAN_SOURCE, now);
    expect(issued).toMatchObject({ status: 'not_stamped', uuid: null, cfdiType: 'I', providerRef: null, tfdXml: null });
    expect(issued.xml.toString('utf8')).toContain('Fecha="2026-02-11T10:00:00"');
    expect(issued.xml.toString('utf8')).toMatch(/ Sello="[A-Za-z0-9+/]{300,}={0,2}"/);
    expect(issued.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(issued.totals.total).toBe('8990.00');
  });

  it('cancels without a PAC and reports the stored status', async () => {
    const ref: InvoiceRef = { uuid: null, status: 'not_stamped', issuer_rfc: 'EKU9003173C9', provider_ref: null };
    expect(await local.cancel(ref, { motive: '02' })).toBe('cancelled');
    expect(await local.status(ref)).toBe('not_stamped');
  });

  it('refuses a CSD that is not the configured issuer\'s', () => {
    expect(() => invoicingProvider({ INVOICING_PROVIDER: 'local', CFDI_ISSUER_RFC: 'GODE561231GR8' })).toThrow('the CSD belongs to EKU9003173C9, not to the issuer CFDI_ISSUER_RFC=GODE561231GR8');
    expect(() => invoicingProvider({ INVOICING_PROVIDER: 'local', CFDI_CSD_CER: '/nonexistent.cer', CFDI_CSD_KEY: '/nonexistent.key', CFDI_CSD_PASSWORD: 'x' })).toThrow('cannot open the CSD');
  });
});

describe('PDF before stamping', () => {
  it('says "sin timbrar", shows no UUID, and shows the principal repaid as information', async () => {
    const issued = await invoicingProvider({ INVOICING_PROVIDER: 'local' }).stamp(LOAN_SOURCE, now);
    const text = pdfText(issued.pdf);
    expect(text).toContain('SIN TIMBRAR');
    expect(text).toContain('Sin timbrar: aún no tiene folio fiscal');
    expect(text).not.toContain('Folio (UUID)');
    expect(text).not.toMatch(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/i);
    expect(text).toContain('no forma parte del CFDI');
    expect(text).toContain('$166,666.67 MXN');
  });
});

describe('PAC provider (Facturapi SDK)', () => {
  let pac: PacStandIn;
  beforeAll(async () => {
    pac = await startPacStandIn();
  });
  afterAll(() => pac.close());

  const provider = () => invoicingProvider({ INVOICING_PROVIDER: 'pac', INVOICING_PAC_TOKEN: 'sk_test_caudal', INVOICING_PAC_URL: pac.url });

  it('sends the interest with its IVA and the customer\'s fiscal data, and keeps the stamped XML, TimbreFiscalDigital and UUID', async () => {
    const issued = await provider().stamp(LOAN_SOURCE, now);
    const create = pac.requests.find((r) => r.method === 'POST')!;
    expect(create).toMatchObject({ path: '/v2/invoices', auth: 'Bearer sk_test_caudal' });
    expect(create.body).toMatchObject({
      type: 'I', use: 'G03', payment_form: '99', payment_method: 'PPD', currency: 'MXN', series: 'PR', folio_number: 41,
      customer: { legal_name: 'PESQUERA DEL PACÍFICO', tax_id: 'PPA010101AB5', tax_system: '601', address: { zip: '82000' } },
      items: [{ quantity: 1, product: { product_key: '84101700', unit_key: 'E48', price: 7750, tax_included: false, taxability: '02', taxes: [{ type: 'IVA', rate: 0.16 }] } }],
    });
    expect(issued.status).toBe('stamped');
    expect(issued.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    const [stamped] = pac.ledger();
    expect(issued.providerRef).toBe(stamped.id);
    expect(issued.uuid).toBe(stamped.uuid!.toUpperCase());
    expect(issued.tfdXml).toMatch(new RegExp(`UUID="${issued.uuid}"`, 'i'));
    expect(pdfText(issued.pdf)).toContain(issued.uuid);
    expect(pdfText(issued.pdf)).toContain('TIMBRADO');
    expect(issued.tfdXml!.startsWith('<tfd:TimbreFiscalDigital')).toBe(true);
    expect(issued.xml.toString('utf8')).toContain('<cfdi:Complemento><tfd:TimbreFiscalDigital');
    expect(issued.stampedAt?.toISOString()).toBe('2026-02-11T16:00:05.000Z');
    expect(pac.requests.some((r) => r.method === 'GET' && r.path === `/v2/invoices/${stamped.id}/xml`)).toBe(true);
  });

  it('cancels with SAT\'s motive codes and reads the status back', async () => {
    const p = provider();
    const issued = await p.stamp(LOAN_SOURCE, now);
    const ref: InvoiceRef = { uuid: issued.uuid, status: issued.status, issuer_rfc: 'EKU9003173C9', provider_ref: issued.providerRef };
    expect(await p.status(ref)).toBe('stamped');
    await expect(p.cancel(ref, { motive: '01' })).rejects.toThrow('motive 01 needs the UUID of the CFDI that replaces this one');
    expect(await p.cancel(ref, { motive: '01', substitution: '0E4C30B8-11D8-40D8-894D-EF8B32EB4BDF' })).toBe('cancelled');
    expect(pac.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/invoices/${issued.providerRef}?motive=01&substitution=0E4C30B8-11D8-40D8-894D-EF8B32EB4BDF` });
    expect(await p.status(ref)).toBe('cancelled');
  });

  it('sends the idempotency key and external id: the same key twice is one CFDI', async () => {
    const p = provider();
    const before = pac.ledger().length;
    const first = await p.stamp(LOAN_SOURCE, now, 'cdl-same-key');
    const again = await p.stamp(LOAN_SOURCE, now, 'cdl-same-key');
    expect(again.uuid).toBe(first.uuid);
    expect(pac.ledger().length).toBe(before + 1);
    const sent = pac.requests.filter((r) => r.method === 'POST').at(-1)!.body;
    expect([sent.idempotency_key, sent.external_id]).toEqual(['cdl-same-key', 'cdl-same-key']);
  });

  it('finds by its key a CFDI whose answer was lost, and says "absent" for a key never used', async () => {
    const p = invoicingProvider({ INVOICING_PROVIDER: 'pac', INVOICING_PAC_TOKEN: 'sk_test_caudal', INVOICING_PAC_URL: pac.url, INVOICING_PAC_TIMEOUT_MS: 300, OUTBOUND_RETRIES: 0 });
    const prepared = p.prepareInvoice(LOAN_SOURCE, now);
    pac.faults(faults.hang());
    const started = Date.now();
    await expect(p.issue(prepared, 'cdl-lost-answer')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(2000);
    pac.faults(faults.ok());
    const found = await p.lookup(prepared, 'cdl-lost-answer', null);
    expect(found.kind).toBe('issued');
    expect(found.kind === 'issued' && found.invoice.uuid).toBe(pac.ledger().find((e) => e.external_id === 'cdl-lost-answer')!.uuid!.toUpperCase());
    expect((await p.lookup(prepared, 'cdl-never-sent', null)).kind).toBe('absent');
  });

  it('tells a refusal (nothing stamped) from a download that failed (stamped, fetched later)', async () => {
    const p = provider();
    const prepared = p.prepareInvoice(LOAN_SOURCE, now);
    const before = pac.ledger().length;
    pac.faults(faults.refuseFrom(1));
    await expect(p.issue(prepared, 'cdl-refused')).rejects.toBeInstanceOf(ProviderRefusal);
    expect(pac.ledger().length).toBe(before);
    pac.faults(faults.xmlDownloadFails());
    const result = await p.issue(prepared, 'cdl-no-xml');
    expect(result).toMatchObject({ kind: 'pending', providerRef: pac.ledger().at(-1)!.id });
    pac.faults(faults.ok());
    expect((await p.lookup(prepared, 'cdl-no-xml', pac.ledger().at(-1)!.id)).kind).toBe('issued');
  });

  it('reports a 202 "pending" invoice as pending until the PAC stamps it', async () => {
    const p = provider();
    const prepared = p.prepareInvoice(LOAN_SOURCE, now);
    pac.faults(faults.pending());
    const result = await p.issue(prepared, 'cdl-pending');
    expect(result.kind).toBe('pending');
    pac.faults(faults.ok());
    const id = pac.ledger().at(-1)!.id;
    expect((await p.lookup(prepared, 'cdl-pending', id)).kind).toBe('pending');
    pac.settlePending(id, 'valid');
    expect((await p.lookup(prepared, 'cdl-pending', id)).kind).toBe('issued');
  });

  it('is chosen by configuration, and refuses to start without its key', () => {
    expect(invoicingProvider({ INVOICING_PROVIDER: 'local' }).name).toBe('local');
    expect(provider().name).toBe('pac');
    expect(() => invoicingProvider({ INVOICING_PROVIDER: 'pac' })).toThrow('INVOICING_PROVIDER=pac needs INVOICING_PAC_TOKEN');
    expect(() => loadConfig({ INVOICING_PROVIDER: 'pac' })).toThrow('INVOICING_PAC_TOKEN: is required when INVOICING_PROVIDER=pac');
    expect(() => loadConfig({ CFDI_CSD_CER: '/x.cer' })).toThrow('CFDI_CSD_CER and CFDI_CSD_KEY go together');
    expect(() => loadConfig({ CFDI_ISSUER_REGIME: '999' })).toThrow('CFDI_ISSUER_REGIME');
  });
});
