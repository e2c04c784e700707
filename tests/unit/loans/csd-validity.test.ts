/**
 * The CSD's validity (docs/decisions/111): SAT's bundled test CSD ended in 2023 and is
 * demo mode (it seals, with a warning); a firm's CSD outside its validity is refused before sealing,
 * naming the certificate and its dates; a month or less left warns.
 */
import { describe, expect, it } from 'vitest';
import { openCsd, DEMO_CSD } from '../../../server/adapters/csd.ts';
import { sealedLoanInvoice } from '../../../server/adapters/invoicing-local.ts';
import { assertCsdSeals, csdValidity } from '../../../server/domain/csd-validity.ts';
import { DomainRuleError } from '../../../server/domain/domain-error.ts';
import { refusalReason } from '../../../server/invoicing/refusal-reason.ts';
import { logCsdValidity } from '../../../server/invoicing/service.ts';
import type { Localized } from '../../../server/i18n/localized.ts';

const csd = (validFrom: string, validTo: string, demo = false) => ({ validFrom: new Date(validFrom), validTo: new Date(validTo), demo, certificate: { number: '00001000000500000001' } });
const NOW = new Date('2026-03-01T12:00:00Z');

describe('csdValidity', () => {
  it.each([
    ['2025-01-01', '2029-01-01', 'valid', 1036],
    ['2022-03-31', '2026-03-31', 'expiring', 30 - 1],
    ['2022-03-01', '2026-03-01T11:00:00Z', 'expired', -1],
    ['2026-04-01', '2030-04-01', 'not_yet_valid', 1491],
  ] as const)('from %s to %s is %s with %i days left', (from, to, state, days) => {
    expect(csdValidity(csd(from, to), NOW)).toMatchObject({ state, daysLeft: days });
  });
});

describe('before sealing', () => {
  it('refuses a firm’s CSD outside its validity, naming it, in es and en', () => {
    let thrown: unknown;
    try {
      // A certificate's validity is to the second (SAT's test CSDs start in the afternoon, UTC).
      assertCsdSeals(csd('2019-06-17T19:44:14Z', '2023-06-17T19:44:14Z'), NOW);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainRuleError);
    const reason = refusalReason(thrown) as Localized;
    expect(reason.in('es')).toBe('El CSD de la empresa (certificado 00001000000500000001) solo sirve del 17/06/2019 al 17/06/2023: el SAT rechazaría el CFDI. Renueve el CSD y configure CFDI_CSD_CER y CFDI_CSD_KEY');
    expect(reason.in('en')).toContain('is valid only from 17/06/2019 to 17/06/2023: SAT would refuse the CFDI');
    expect(() => assertCsdSeals(csd('2026-04-01', '2030-04-01'), NOW)).toThrow(DomainRuleError);
  });

  it('names the days Mexico City saw, not the UTC days (00:30 UTC on the 17th is the 16th there)', () => {
    let thrown: unknown;
    try {
      assertCsdSeals(csd('2019-06-17T00:30:00Z', '2023-06-17T00:30:00Z'), NOW);
    } catch (error) {
      thrown = error;
    }
    expect((refusalReason(thrown) as Localized).in('es')).toContain('solo sirve del 16/06/2019 al 16/06/2023');
  });

  it('lets a valid CSD and demo mode seal', () => {
    expect(() => assertCsdSeals(csd('2025-01-01', '2029-01-01'), NOW)).not.toThrow();
    expect(() => assertCsdSeals(csd('2019-06-17', '2023-06-17', true), NOW)).not.toThrow();
  });

  it('SAT’s bundled test CSD is demo mode, ended in 2023, and still seals; named explicitly it is a firm’s CSD and is refused', () => {
    const bundled = openCsd();
    expect(bundled.demo).toBe(true);
    expect(bundled.validTo.getUTCFullYear()).toBe(2023);
    expect(csdValidity(bundled, NOW).state).toBe('expired');
    const issuer = { rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', fiscalRegime: '601', postalCode: '42501' };
    const source = {
      detail: { id: 4, period: 1, date_doc: '2026-02-10', amount: '174416.67', principal: '166666.67', interest: '7750.00' },
      loan: { id: 1, intelisis_id: 'PR-1', currency_code: 'MXN', exchange_rate: null },
      customer: { name: 'XENON INDUSTRIAL ARTICLES', rfc: 'XIA190128J61', fiscal_postal_code: '76343', fiscal_regime: '601', cfdi_use: 'G03' },
    };
    expect(sealedLoanInvoice({ issuer, csd: bundled }, source, NOW).xml).toContain(' Sello="');
    const named = openCsd({ cer: DEMO_CSD.cer, key: DEMO_CSD.key, password: DEMO_CSD.password });
    expect(named.demo).toBe(false);
    expect(() => sealedLoanInvoice({ issuer, csd: named }, source, NOW)).toThrow(DomainRuleError);
  });
});

describe('at start', () => {
  const logged = (certificate: ReturnType<typeof csd>) => {
    const lines: [string, string][] = [];
    const log = { warn: (_facts: unknown, message: string) => lines.push(['warn', message]), error: (_facts: unknown, message: string) => lines.push(['error', message]) };
    logCsdValidity({ log } as never, { ...certificate, certificate: { number: certificate.certificate.number, base64: '' }, rfc: 'EKU9003173C9' }, NOW);
    return lines;
  };

  it('logs an error for a firm’s CSD outside its validity, a warning in demo mode or with a month or less left, nothing otherwise', () => {
    expect(logged(csd('2019-06-17', '2023-06-17'))).toEqual([['error', expect.stringContaining('invoicing is refused')]]);
    expect(logged(csd('2019-06-17', '2023-06-17', true))).toEqual([['warn', expect.stringContaining('demo mode')]]);
    expect(logged(csd('2022-03-31', '2026-03-20'))).toEqual([['warn', 'the CSD ends in 18 days: renew it at SAT']]);
    expect(logged(csd('2025-01-01', '2029-01-01'))).toEqual([]);
  });
});
