/**
 * IVA on a loan's interest (docs/decisions/115): the default treatment from the firm's kind and the
 * customer's, and LIVA 18-A's real interest worked to the cent with INEGI's INPC of July (140.780) and
 * August 2025 (140.867).
 */
import { describe, expect, it } from 'vitest';
import { defaultVatTreatment, inflationAdjustment, interestVat } from '../../../server/domain/vat-on-interest.ts';

describe('defaultVatTreatment', () => {
  it('a SOFOM, E.N.R.: exempt for a company and for a person with business activity, real interest for a person without', () => {
    expect(defaultVatTreatment('sofom_enr', { rfc: 'PPA010101AB5', fiscal_regime: '601' })).toBe('exempt');
    for (const regime of ['606', '612', '621', '625', '626']) expect(defaultVatTreatment('sofom_enr', { rfc: 'GODE561231GR8', fiscal_regime: regime })).toBe('exempt');
    for (const regime of ['605', '616', null]) expect(defaultVatTreatment('sofom_enr', { rfc: 'GODE561231GR8', fiscal_regime: regime })).toBe('real');
  });
  it('a lender outside the financial system: 16 % on the nominal interest for everyone', () => {
    expect(defaultVatTreatment('other', { rfc: 'PPA010101AB5', fiscal_regime: '601' })).toBe('nominal');
    expect(defaultVatTreatment('other', { rfc: 'GODE561231GR8', fiscal_regime: '605' })).toBe('nominal');
  });
});

describe('interestVat', () => {
  // 100,000.00 at 24 % for August's 31 days: 100,000 x 0.24 x 31 / 360 = 2,066.67 of nominal interest.
  const inflation = { principal: '100000.00', inpcOfMonth: '140.867', inpcOfEarlierMonth: '140.780' };

  it('real interest (LIVA 18-A): nominal less principal x (INPC Aug / INPC Jul - 1), then 16 %', () => {
    // 140.867 / 140.780 - 1 = 0.000617985...; x 100,000 = 61.80; 2,066.67 - 61.80 = 2,004.87; x 0.16 = 320.7792 -> 320.78.
    expect(inflationAdjustment('100000.00', '140.867', '140.780').toFixed(2)).toBe('61.80');
    expect(interestVat('real', '2066.67', inflation)).toEqual({ treatment: 'real', interest: '2066.67', base: '2004.87', vat: '320.78', adjustment: '61.80' });
  });
  it('nominal: 16 % of 2,066.67 = 330.67; exempt: no IVA', () => {
    expect(interestVat('nominal', '2066.67')).toMatchObject({ base: '2066.67', vat: '330.67' });
    expect(interestVat('exempt', '2066.67')).toMatchObject({ base: '0.00', vat: '0.00' });
  });
  it('never negative: an adjustment above the interest leaves no IVA', () => {
    expect(interestVat('real', '50.00', inflation)).toMatchObject({ base: '0.00', vat: '0.00', adjustment: '61.80' });
  });
  it('real interest needs the INPC figures, and names what is missing', () => {
    expect(() => interestVat('real', '2066.67')).toThrow('expected the principal and the INPC');
    expect(() => inflationAdjustment('1000', '140.867', '0')).toThrow('expected an INPC above 0, got: 0');
  });
});
