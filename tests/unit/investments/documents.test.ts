/** Demo files (real, small PDFs and CFDI XML), the simulation PDF, and the documents modal's list. */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../server/db/demo-files.ts';
import { groupedAmount, simulationPdf } from '../../../server/routes/investments/calculator-pdf.ts';
import { investmentDocuments } from '../../../server/routes/investments/investments-documents.ts';
import type { DetailRow } from '../../../server/investments/investments-store.ts';
import { investmentSchedule } from '../../../server/domain/investment-returns.ts';
import type { SidebarItem } from '../../../src/auth/session-types.ts';
import { readsModule } from '../../../src/pages/investments/use-investor-access.ts';

describe('tinyPdf', () => {
  it('builds a PDF a reader opens, accents and parentheses included', async () => {
    const bytes = tinyPdf('Contrato de inversión (demo)', ['Inversionista: Sofía Castro Villa', 'Monto: $1,000,000.00 MXN']);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.includes(Buffer.from('Contrato de inversi\xf3n \\(demo\\)', 'latin1'))).toBe(true);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
  });
});

describe('simulationPdf', () => {
  it('draws the simulation on one page', async () => {
    const schedule = investmentSchedule({ amount: '1000000', annualRate: '12', retentionRate: '0.50', startDate: '2026-01-15', months: 12 });
    const bytes = await simulationPdf({ language: 'es', currencyName: 'Peso mexicano', currencyCode: 'MXN', amount: '1000000', startDate: '2026-01-15', months: 12, personType: 'fisica', annualRate: '12', retentionRate: '0.50', schedule });
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Simulación de inversión');
  });

  it('groups amounts without turning them into numbers', () => {
    expect(groupedAmount('1234567.5')).toBe('$1,234,567.50');
    expect(groupedAmount('9007199254740993.01')).toBe('$9,007,199,254,740,993.01');
    expect(groupedAmount('0.00')).toBe('$0.00');
  });
});

describe('investmentDocuments', () => {
  const detail = (id: number, pdf: string | null, xml: string | null) => ({ id, date_payment: `2026-0${id}-15`, cfdi_pdf_location: pdf, cfdi_xml_location: xml }) as DetailRow;

  it('lists the contract, then each payment\'s CFDI PDF and XML, each downloadable through the investment', () => {
    const documents = investmentDocuments({ id: 7, contract: '/api/files/abc.pdf' }, [detail(2, '/api/files/p2.pdf', '/api/files/x2.xml'), detail(3, null, null)]);
    expect(documents).toEqual([
      { kind: 'contract', url: '/api/files/abc.pdf', download: '/api/investment/7/files/abc.pdf', detail_id: null, date_payment: null },
      { kind: 'cfdi_pdf', url: '/api/files/p2.pdf', download: '/api/investment/7/files/p2.pdf', detail_id: 2, date_payment: '2026-02-15' },
      { kind: 'cfdi_xml', url: '/api/files/x2.xml', download: '/api/investment/7/files/x2.xml', detail_id: 2, date_payment: '2026-02-15' },
    ]);
  });

  it('leaves out addresses that are not stored files', () => {
    expect(investmentDocuments({ id: 1, contract: 'https://example.com/c.pdf' }, [])).toEqual([]);
  });
});

describe('readsModule', () => {
  const item = (route: string, read: boolean, children: SidebarItem[] = []): SidebarItem => ({ id: 1, route, frontName: '', icon: '', read, create: false, update: false, destroy: false, root: false, children });

  it('finds a readable module among the children', () => {
    expect(readsModule([item('/inversiones', true, [item('/inversiones/inversionistas', true)])], '/inversiones/inversionistas')).toBe(true);
    expect(readsModule([item('/inversiones', true, [item('/inversiones/dashboard', true)])], '/inversiones/inversionistas')).toBe(false);
    expect(readsModule([item('/inversiones/inversionistas', false)], '/inversiones/inversionistas')).toBe(false);
    expect(readsModule(undefined, '/inversiones/inversionistas')).toBe(false);
  });
});
