import { describe, expect, it } from 'vitest';
import { normalizePhone, rfcCheckDigit, validateClabe, validateCurp, validateRfc } from '../../../schemas/rules/identifiers.ts';

describe('RFC', () => {
  it.each(['GODE561231GR8', 'MAB9307148T4', 'EKU9003173C9', 'URE180429TM6'])('accepts the valid sample %s with no warning', (rfc) => {
    expect(validateRfc(rfc)).toEqual({ ok: true, value: rfc, warnings: [] });
    expect(rfcCheckDigit(rfc)).toBe(rfc.at(-1));
  });

  it('trims and upper-cases', () => {
    expect(validateRfc('  gode561231gr8 ')).toMatchObject({ ok: true, value: 'GODE561231GR8' });
  });

  it('always allows the generic RFCs', () => {
    expect(validateRfc('XAXX010101000')).toEqual({ ok: true, value: 'XAXX010101000', warnings: [] });
    expect(validateRfc('XEXX010101000')).toEqual({ ok: true, value: 'XEXX010101000', warnings: [] });
  });

  it('a wrong check digit is a warning, not a rejection', () => {
    expect(validateRfc('GODE561231GR9')).toEqual({ ok: true, value: 'GODE561231GR9', warnings: ['rfc_check_digit'] });
  });

  it('13 characters for a person, 12 for a company', () => {
    expect(validateRfc('GODE561231GR8', 'person').ok).toBe(true);
    expect(validateRfc('MAB9307148T4', 'company').ok).toBe(true);
    expect(validateRfc('MAB9307148T4', 'person')).toMatchObject({ ok: false, code: 'rfc_kind' });
    expect(validateRfc('GODE561231GR8', 'company')).toMatchObject({ ok: false, code: 'rfc_kind' });
  });

  it.each([
    ['GODE561231GR', 'rfc_format'],
    ['GODE5612311GR8', 'rfc_format'],
    ['G0DE561231GR8', 'rfc_format'],
    ['GODE561331GR8', 'rfc_format'],
    ['GODE560230GR8', 'rfc_date'],
    ['GODE010229GR8', 'rfc_date'],
  ])('rejects %s (%s) and names it', (rfc, code) => {
    const result = validateRfc(rfc);
    expect(result).toMatchObject({ ok: false, code });
    expect(!result.ok && result.error).toContain(`got: "${rfc}"`);
  });

  it('a 29 February is real in a leap year of either century', () => {
    expect(validateRfc('GODE000229GR8').ok).toBe(true);
  });
});

describe('CURP', () => {
  it.each(['HEGG560427MVZRRL04', 'BOXW310820HNERXN09'])('accepts the valid sample %s', (curp) => {
    expect(validateCurp(curp)).toEqual({ ok: true, value: curp, warnings: [] });
  });

  it.each([
    ['HEGG560427MVZRRL05', 'curp_check_digit'],
    ['HEGG560427MVZRRL0', 'curp_format'],
    ['HEGG560427MXXRRL04', 'curp_format'],
    ['HEGG560427XVZRRL04', 'curp_format'],
    ['HBGG560427MVZRRL04', 'curp_format'],
    ['HEGG560231MVZRRL04', 'curp_date'],
  ])('rejects %s (%s) and names it', (curp, code) => {
    const result = validateCurp(curp);
    expect(result).toMatchObject({ ok: false, code });
    expect(!result.ok && result.error).toContain(`got: "${curp}"`);
  });

  it('says which check digit was expected', () => {
    expect(validateCurp('HEGG560427MVZRRL05')).toMatchObject({ error: 'expected a CURP ending in check digit 4, got: "HEGG560427MVZRRL05"' });
  });
});

describe('CLABE', () => {
  it.each(['002010077777777771', '002000000000000008', '723010123456789019'])('accepts the valid sample %s', (clabe) => {
    expect(validateClabe(clabe)).toEqual({ ok: true, value: clabe, warnings: [] });
  });

  it('tolerates spaces between groups', () => {
    expect(validateClabe('002 010 07777777777 1')).toMatchObject({ ok: true, value: '002010077777777771' });
  });

  it('names the bad input', () => {
    expect(validateClabe('0021')).toEqual({ ok: false, code: 'clabe_format', error: 'expected a CLABE of 18 digits, got: "0021"' });
    expect(validateClabe('00201007777777777A')).toMatchObject({ ok: false, code: 'clabe_format' });
    expect(validateClabe('0020100777777777711')).toMatchObject({ ok: false, code: 'clabe_format' });
    expect(validateClabe('002010077777777772')).toEqual({
      ok: false,
      code: 'clabe_check_digit',
      error: 'expected a CLABE ending in check digit 1, got: "002010077777777772"',
    });
  });
});

describe('phone', () => {
  it.each([
    ['5512345678', '+525512345678'],
    ['(55) 1234-5678', '+525512345678'],
    ['+52 55 1234 5678', '+525512345678'],
    ['+5215512345678', '+525512345678'],
    ['+52 1 81 1234 5678', '+528112345678'],
    ['044 55 1234 5678', '+525512345678'],
    ['+12025550143', '+12025550143'],
  ])('normalises %s to %s', (input, e164) => {
    expect(normalizePhone(input)).toEqual({ ok: true, value: e164, warnings: [] });
  });

  it('uses the lada for a number written without +', () => {
    expect(normalizePhone('5512345678', '52')).toMatchObject({ value: '+525512345678' });
    expect(normalizePhone('2025550143', '+1')).toMatchObject({ value: '+12025550143' });
  });

  it.each(['12345', '55123456789012', 'not a phone', ''])('rejects %j and names it', (input) => {
    expect(normalizePhone(input)).toMatchObject({ ok: false, code: 'phone_invalid', error: expect.stringContaining(`got: ${JSON.stringify(input)}`) });
  });
});
