import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, curpCheckDigit, normalizePhone, rfcCheckDigit, validateClabe, validateCurp, validateRfc } from '../../../schemas/rules/identifiers.ts';
import { CLABE_BANKS, CLABE_BANKS_SOURCE } from '../../../schemas/rules/clabe-banks.ts';

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
    expect(validateClabe('0021')).toEqual({ ok: false, code: 'clabe_format', error: 'expected a CLABE of 18 digits, got: "0021"', params: { value: '0021' } });
    expect(validateClabe('00201007777777777A')).toMatchObject({ ok: false, code: 'clabe_format' });
    expect(validateClabe('0020100777777777711')).toMatchObject({ ok: false, code: 'clabe_format' });
    expect(validateClabe('002010077777777772')).toEqual({
      ok: false,
      code: 'clabe_check_digit',
      error: 'expected a CLABE ending in check digit 1, got: "002010077777777772"',
      params: { value: '002010077777777772', expected: '1' },
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

describe('identifiers that exist', () => {
  it('accepts an RFC written with spaces or dashes and normalises it', () => {
    expect(validateRfc('GODE-561231-GR8')).toEqual({ ok: true, value: 'GODE561231GR8', warnings: [] });
    expect(validateRfc('mab 930714 8t4')).toEqual({ ok: true, value: 'MAB9307148T4', warnings: [] });
    expect(validateRfc(' EKU 900317 3C9 ', 'company')).toMatchObject({ ok: true, value: 'EKU9003173C9' });
  });

  it.each(['PUTO561231GR8', 'CACA800101AB1', 'MEON-900101-XY2'])('refuses %s, whose first four letters are one of SAT\'s inconvenient words', (rfc) => {
    const result = validateRfc(rfc);
    expect(result).toMatchObject({ ok: false, code: 'rfc_inconvenient_word' });
    expect(!result.ok && result.error).toContain('not a word SAT excludes');
    expect(!result.ok && result.error).toContain(`got: "${rfc}"`);
  });

  it('the substitute SAT writes (last letter X) is accepted, and a company\'s three letters are not checked', () => {
    expect(validateRfc('PUTX561231GR8').ok).toBe(true);
    expect(validateRfc('PUT561231GR8').ok).toBe(true);
  });

  it('a check-digit mismatch stays a warning after normalising', () => {
    expect(validateRfc('GODE 561231 GR9')).toEqual({ ok: true, value: 'GODE561231GR9', warnings: ['rfc_check_digit'] });
  });

  it('a CURP born 29 February 1900 does not exist (1900 is not a leap year); 2000 is', () => {
    const in1900 = `GOME000229HDFMRR0`;
    const digit1900 = curpCheckDigit(`${in1900}0`);
    expect(validateCurp(`${in1900}${digit1900}`)).toMatchObject({ ok: false, code: 'curp_date', error: expect.stringContaining('1900-02-29 does not exist') });
    const in2000 = `GOME000229HDFMRRA`;
    expect(validateCurp(`${in2000}${curpCheckDigit(`${in2000}0`)}`)).toMatchObject({ ok: true });
  });

  it('the 17th character gives the century: a letter means 2000 or later', () => {
    // 29 Feb 2004 and 1904 both exist; 29 Feb 2001 / 1901 do not, whichever the century.
    for (const [body, ok] of [['GOME040229HDFMRRA', true], ['GOME040229HDFMRR0', true], ['GOME010229HDFMRRA', false]] as const) {
      expect(validateCurp(`${body}${curpCheckDigit(`${body}0`)}`).ok).toBe(ok);
    }
  });

  it('refuses a CLABE whose first three digits are no bank in Banxico\'s catalogue, naming them', () => {
    const body = '99918000123456789';
    const clabe = `${body}${clabeCheckDigit(`${body}0`)}`;
    expect(validateClabe(clabe)).toEqual({ ok: false, code: 'clabe_bank', error: `expected a CLABE whose first three digits are a bank in Banxico's catalogue (999 is none), got: "${clabe}"`, params: { value: clabe, bank: '999' } });
    expect(CLABE_BANKS['012']).toBe('BBVA MEXICO');
    expect(CLABE_BANKS_SOURCE.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
