/**
 * UsoCFDI against SAT's c_UsoCFDI: every use of the catalogue, with every regime of
 * c_RegimenFiscal, for both kinds of person and every type of comprobante, judged as the catalogue's
 * sheet says (transcribed below as SAT writes it, apart from the code under test); the issue's cases
 * refused by the CFDI builder, the customer form in the browser and the server's payload check alike.
 */
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { entities } from '../../../schemas/index.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { CFDI_40_USE_CODES, cfdiUseProblem, type ComprobanteType, type PersonKind } from '../../../schemas/rules/cfdi-use.ts';
import { SAT_FISCAL_REGIMES, fiscalDataProblems } from '../../../schemas/rules/sat-catalogues.ts';
import { checkPayload } from '../../../server/crud/payload.ts';
import { textsIn } from '../../../server/i18n/localized.ts';
import { loanInvoiceInput, type LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';
import { DomainRuleError } from '../../../server/domain/domain-error.ts';
import { entityResolver } from '../../../src/framework/screens/entity-resolver.ts';
import { appTexts } from '../../../src/i18n/app-texts.ts';
import { inLanguage } from '../../../src/i18n/texts.ts';

const appEs = inLanguage(appTexts, 'es');
const appEn = inLanguage(appTexts, 'en');

/** SAT's sheet c_UsoCFDI (catCFDI_V_4): clave, aplica física, aplica moral, régimen fiscal receptor. */
const SHEET = `
G01|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
G02|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
G03|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I01|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I02|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I03|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I04|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I05|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I06|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I07|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
I08|Sí|Sí|601, 603, 606, 612, 620, 621, 622, 623, 624, 625, 626
D01|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D02|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D03|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D04|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D05|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D06|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D07|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D08|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D09|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
D10|Sí|No|605, 606, 608, 611, 612, 614, 607, 615, 625
S01|Sí|Sí|601, 603, 605, 606, 608, 610, 611, 612, 614, 616, 620, 621, 622, 623, 624, 607, 615, 625, 626
CP01|Sí|Sí|601, 603, 605, 606, 608, 610, 611, 612, 614, 616, 620, 621, 622, 623, 624, 607, 615, 625, 626
CN01|Sí|No|605`;

const rows = SHEET.trim().split('\n').map((line) => {
  const [use, person, company, regimes] = line.split('|');
  return { use, person: person === 'Sí', company: company === 'Sí', regimes: regimes.split(',').map((r) => r.trim()) };
});

/** Anexo 20's filling guide: P states CP01, N CN01, T S01; an I or an E any other use. */
function typeAllows(use: string, type: ComprobanteType): boolean {
  if (type === 'P') return use === 'CP01';
  if (type === 'N') return use === 'CN01';
  if (type === 'T') return use === 'S01';
  return use !== 'CP01' && use !== 'CN01';
}

const TYPES: ComprobanteType[] = ['I', 'E', 'T', 'N', 'P'];
const KINDS: PersonKind[] = ['person', 'company'];
const REGIMES = Object.keys(SAT_FISCAL_REGIMES);

describe('c_UsoCFDI: every combination the catalogue defines', () => {
  it('has the 24 uses of CFDI 4.0 and no P01', () => {
    expect(CFDI_40_USE_CODES).toEqual(rows.map((r) => r.use));
  });

  it('judges each use x regime x kind x type as the sheet and the guide say', () => {
    let checked = 0;
    let allowed = 0;
    for (const row of rows) {
      for (const regime of REGIMES) {
        for (const kind of KINDS) {
          for (const type of TYPES) {
            const expected = typeAllows(row.use, type) && row[kind] && row.regimes.includes(regime);
            const problem = cfdiUseProblem(row.use, { regime, kind, type });
            expect(problem === null, `${row.use} ${regime} ${kind} ${type}: ${problem}`).toBe(expected);
            checked++;
            if (expected) allowed++;
          }
        }
      }
    }
    expect(checked).toBe(24 * REGIMES.length * 2 * 5);
    // G and I: 11 regimes x 2 kinds x (I, E); D: 9 x 1 x 2; S01: 19 x 2 x (I, E, T); CP01: 19 x 2 x P; CN01: 1 x 1 x N.
    expect(allowed).toBe(11 * 11 * 2 * 2 + 10 * 9 * 2 + 19 * 2 * 3 + 19 * 2 + 1);
  });

  it('names the first reason: retired, unknown, type, kind, regime', () => {
    expect(cfdiUseProblem('P01', { regime: '601', kind: 'company', type: 'I' })).toBe('cfdiUseRetired');
    expect(cfdiUseProblem('G04', { regime: '601', kind: 'company', type: 'I' })).toBe('cfdiUseUnknown');
    expect(cfdiUseProblem('CN01', { regime: '605', kind: 'person', type: 'I' })).toBe('cfdiUseType');
    expect(cfdiUseProblem('CP01', { regime: '601', kind: 'company', type: 'I' })).toBe('cfdiUseType');
    expect(cfdiUseProblem('D01', { regime: '601', kind: 'company', type: 'I' })).toBe('cfdiUseKind');
    expect(cfdiUseProblem('G03', { regime: '605', kind: 'person', type: 'I' })).toBe('cfdiUseRegime');
  });
});

const source = (customer: Partial<LoanInvoiceSource['customer']>): LoanInvoiceSource => ({
  detail: { id: 7, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
  loan: { id: 1, intelisis_id: 'PR-1', currency_code: 'MXN', exchange_rate: null },
  customer: { name: 'XENON INDUSTRIAL ARTICLES', rfc: 'XIA190128J61', fiscal_postal_code: '76343', fiscal_regime: '601', cfdi_use: 'G03', ...customer },
});
const ISSUER = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501' };
const CERTIFICATE = { number: '30001000000400002434', base64: 'AA==' };

/** The issue's cases: a customer record and the reason SAT would refuse it. */
const ISSUE_CASES = [
  ['D01 for a company', { cfdi_use: 'D01' }, 'cfdiUseKind'],
  ['G03 with regime 605', { rfc: 'FUNK671228PH6', name: 'KARLA FUENTE NOLASCO', fiscal_regime: '605', cfdi_use: 'G03' }, 'cfdiUseRegime'],
  ['P01, not a CFDI 4.0 use', { cfdi_use: 'P01' }, 'cfdiUseRetired'],
  ['CN01 on an income invoice', { rfc: 'FUNK671228PH6', name: 'KARLA FUENTE NOLASCO', fiscal_regime: '605', cfdi_use: 'CN01' }, 'cfdiUseType'],
  ['CP01 on an income invoice', { cfdi_use: 'CP01' }, 'cfdiUseType'],
] as const;

describe('the issue’s cases are refused before a CFDI is built', () => {
  it.each(ISSUE_CASES)('%s', (_case, customer, reason) => {
    const rfc = 'rfc' in customer ? customer.rfc : 'XIA190128J61';
    expect(fiscalDataProblems(rfc, { fiscal_postal_code: '76343', fiscal_regime: '601', ...customer })).toMatchObject([{ field: 'cfdi_use', key: reason }]);
    let thrown: unknown;
    try {
      loanInvoiceInput(source(customer), ISSUER, CERTIFICATE, '2026-02-11T10:00:00');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainRuleError);
    expect(thrown).toMatchObject({ field: 'cfdi_use', code: 'receiver_fiscal_data', params: { reason } });
  });

  it('a use SAT allows builds', () => {
    expect(loanInvoiceInput(source({}), ISSUER, CERTIFICATE, '2026-02-11T10:00:00').receiver.cfdiUse).toBe('G03');
    expect(loanInvoiceInput(source({ rfc: 'FUNK671228PH6', name: 'KARLA FUENTE NOLASCO', fiscal_regime: '612', cfdi_use: 'D01' }), ISSUER, CERTIFICATE, '2026-02-11T10:00:00').receiver.cfdiUse).toBe('D01');
  });
});

const OPTIONS = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<FieldValues>;
const ADMIN = { userId: 1, ip: 'test', roleId: 3, language: 'es' as const };

describe('the customer form and the server say why, in es and en', () => {
  const stored = { id: 1, clave: 'C-0001', name: 'XENON INDUSTRIAL ARTICLES', rfc: 'XIA190128J61', fiscal_postal_code: '76343', fiscal_regime: '601', cfdi_use: 'G03' };

  it.each(ISSUE_CASES.filter(([, customer]) => !('rfc' in customer) && customer.cfdi_use !== 'P01'))('in the browser: %s', async (_case, change, reason) => {
    const result = await entityResolver(entities.customer, 'update')({ ...stored, ...change }, undefined, OPTIONS);
    expect(result.errors).toMatchObject({ cfdi_use: { message: `caudal.validation.${reason}` } });
    expect(appEs.caudal.validation[reason]).toMatch(/CFDI/);
    expect(appEn.caudal.validation[reason]).toMatch(/CFDI/);
  });

  it('P01 is not even offered: the form and the server refuse it as no option of the list', async () => {
    const result = await entityResolver(entities.customer, 'update')({ ...stored, cfdi_use: 'P01' }, undefined, OPTIONS);
    expect(result.errors).toMatchObject({ cfdi_use: { message: MESSAGES.option } });
    expect(entities.customer.fields.cfdi_use.options).not.toContain('P01');
  });

  it('on the server, an update of the regime alone is judged with the stored use', async () => {
    const error = await checkPayload(entities.customer, 'update', { fiscal_regime: '605' }, { actor: ADMIN, current: { ...stored, rfc: 'FUNK671228PH6' } }).catch((e: unknown) => e);
    const errors = (error as { errors: Record<string, unknown[]> }).errors;
    expect(textsIn(errors as never, 'es')).toEqual({ cfdi_use: ['Este uso de CFDI no aplica al régimen fiscal del receptor (c_UsoCFDI)'] });
    expect(textsIn(errors as never, 'en')).toEqual({ cfdi_use: [MESSAGES.cfdiUseRegime] });
  });

  it('a company’s regime must be one a company holds', async () => {
    const error = await checkPayload(entities.customer, 'update', { fiscal_regime: '612', cfdi_use: 'G03' }, { actor: ADMIN, current: stored }).catch((e: unknown) => e);
    expect(textsIn((error as { errors: never }).errors, 'en')).toEqual({ fiscal_regime: [MESSAGES.regimeKind] });
  });

  it('accepts fiscal data SAT allows; of the ERP’s fields only the hand-editable ones are the form’s own', async () => {
    const result = await entityResolver(entities.customer, 'update')({ ...stored, fiscal_regime: '626', cfdi_use: 'I04' }, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    // Name and RFC are written where the firm edits the ERP's records by hand (docs/decisions/241); the
    // form shows them locked otherwise, and the server refuses a change of them (server/imports/firm-settings.ts).
    expect(Object.keys(result.values).sort()).toEqual(['cfdi_use', 'fiscal_postal_code', 'fiscal_regime', 'name', 'rfc']);
    expect(entities.customer.externalSource?.handEditable).toEqual(['fiscal_postal_code', 'fiscal_regime', 'cfdi_use']);
  });
});
