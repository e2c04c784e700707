/**
 * SAT's generic RFCs (XAXX010101000 público en general, XEXX010101000 extranjero): Anexo 20 makes
 * their receiver regime 616 (sin obligaciones fiscales), use S01 (sin efectos fiscales) and
 * DomicilioFiscalReceptor the issuer's LugarExpedicion. Found before: any regime, use and postal code
 * were taken at the customer update and at invoicing.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { fiscalDataProblems } from '../../../schemas/rules/sat-catalogues.ts';
import { checkPayload } from '../../../server/crud/payload.ts';
import { textsIn } from '../../../server/i18n/localized.ts';
import { loanInvoiceInput, type LoanInvoiceSource } from '../../../server/domain/cfdi-loan.ts';
import { DomainRuleError } from '../../../server/domain/domain-error.ts';

const ISSUER = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501' };
const CERTIFICATE = { number: '30001000000400002434', base64: 'AA==' };
const ADMIN = { userId: 1, ip: 'test', roleId: 3, language: 'es' as const };
const source = (customer: Partial<LoanInvoiceSource['customer']>): LoanInvoiceSource => ({
  detail: { id: 7, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
  loan: { id: 1, intelisis_id: 'PR-1', currency_code: 'MXN', exchange_rate: null },
  customer: { name: 'PUBLICO EN GENERAL', rfc: 'XAXX010101000', fiscal_postal_code: '42501', fiscal_regime: '616', cfdi_use: 'S01', ...customer },
});

describe('the generic RFC', () => {
  it.each([
    ['regime 612', { fiscal_regime: '612' }, 'fiscal_regime', 'genericRegime'],
    ['use G03', { cfdi_use: 'G03' }, 'cfdi_use', 'genericUse'],
    ['a postal code other than the place of issue', { fiscal_postal_code: '06600' }, 'fiscal_postal_code', 'genericPostalCode'],
  ] as const)('refuses %s at invoicing, in the person\'s words', (_case, change, field, reason) => {
    for (const rfc of ['XAXX010101000', 'XEXX010101000']) {
      expect(fiscalDataProblems(rfc, { ...source({}).customer, ...change }, 'I', ISSUER.postalCode)).toMatchObject([{ field, key: reason }]);
    }
    let thrown: unknown;
    try {
      loanInvoiceInput(source(change), ISSUER, CERTIFICATE, '2026-02-11T10:00:00');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainRuleError);
    expect(thrown).toMatchObject({ field, code: 'receiver_fiscal_data', params: { reason } });
  });

  it('builds with regime 616, use S01 and the place of issue as its postal code', () => {
    expect(loanInvoiceInput(source({}), ISSUER, CERTIFICATE, '2026-02-11T10:00:00').receiver).toMatchObject({ rfc: 'XAXX010101000', fiscalRegime: '616', cfdiUse: 'S01', postalCode: '42501' });
  });

  it('a customer update with another regime or use is a 422 naming SAT\'s rule', async () => {
    const stored = { id: 1, clave: 'C-0009', name: 'PUBLICO EN GENERAL', rfc: 'XAXX010101000', fiscal_postal_code: '42501', fiscal_regime: '616', cfdi_use: 'S01' };
    const error = await checkPayload(entities.customer, 'update', { fiscal_regime: '601', cfdi_use: 'G03' }, { actor: ADMIN, current: stored }).catch((e: unknown) => e);
    const errors = (error as { errors: never }).errors;
    expect(textsIn(errors, 'en')).toEqual({ fiscal_regime: [MESSAGES.genericRegime], cfdi_use: [MESSAGES.genericUse] });
    expect(textsIn(errors, 'es')).toEqual({
      fiscal_regime: ['El RFC genérico del SAT (público en general o extranjero) lleva el régimen fiscal 616 (sin obligaciones fiscales)'],
      cfdi_use: ['El RFC genérico del SAT (público en general o extranjero) lleva el uso de CFDI S01 (sin efectos fiscales)'],
    });
    await expect(checkPayload(entities.customer, 'update', { fiscal_regime: '616', cfdi_use: 'S01' }, { actor: ADMIN, current: stored })).resolves.toBeDefined();
  });
});
