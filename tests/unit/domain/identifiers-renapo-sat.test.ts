/**
 * Identifiers per RENAPO and SAT: a CURP never starts with one of RENAPO's
 * inconvenient words; dashes, spaces and underscores are dropped the same way from an RFC and a CURP,
 * in the rule and through an entity's fields; an RFC's homoclave comes from SAT's 34-character table.
 */
import { describe, expect, it } from 'vitest';
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { entities } from '../../../schemas/index.ts';
import { CURP_INCONVENIENT_WORDS, curpCheckDigit, rfcCheckDigit, validateCurp, validateRfc } from '../../../schemas/rules/identifiers.ts';

/** A CURP with a real date and state, `start` as its first four letters and its right check digit. */
const curpStarting = (start: string) => {
  const body = `${start}560427MVZRRL0`;
  return `${body}${curpCheckDigit(`${body}0`)}`;
};

/** An RFC of a person with the given homoclave and the right check digit (so no warning hides the result). */
const rfcWithHomoclave = (homoclave: string) => {
  const body = `GODE561231${homoclave}`;
  return `${body}${rfcCheckDigit(`${body}0`)}`;
};

describe('CURP: RENAPO’s inconvenient words', () => {
  it('keeps RENAPO’s 81 words', () => {
    expect(CURP_INCONVENIENT_WORDS.size).toBe(81);
    for (const word of ['BACA', 'COLA', 'LOCA', 'PUTO', 'WUEY']) expect(CURP_INCONVENIENT_WORDS.has(word)).toBe(true);
  });

  it.each([...CURP_INCONVENIENT_WORDS])('refuses a CURP starting with %s and names the X RENAPO writes', (word) => {
    const curp = curpStarting(word);
    const result = validateCurp(curp);
    const replacement = `${word[0]}X${word.slice(2)}`;
    expect(result).toEqual({
      ok: false,
      code: 'curp_inconvenient_word',
      error: `expected a CURP whose first four letters are not a word RENAPO excludes (it writes ${replacement} instead of ${word}), got: "${curp}"`,
      params: { value: curp, replacement },
    });
  });

  it('accepts the substitute RENAPO writes (BACA -> BXCA) and ordinary names', () => {
    expect(validateCurp(curpStarting('BXCA'))).toMatchObject({ ok: true });
    expect(validateCurp(curpStarting('BACE'))).toMatchObject({ ok: true });
    expect(validateCurp('HEGG560427MVZRRL04')).toMatchObject({ ok: true });
  });
});

describe('separators: the same for an RFC and a CURP', () => {
  it.each([
    ['HEGG-560427-MVZRRL04', 'HEGG560427MVZRRL04'],
    ['hegg 560427 mvzrrl04', 'HEGG560427MVZRRL04'],
    ['BOXW_310820_HNERXN09', 'BOXW310820HNERXN09'],
  ])('a CURP written %s is %s', (typed, stored) => {
    expect(validateCurp(typed)).toEqual({ ok: true, value: stored, warnings: [] });
  });

  it.each([
    ['GODE-561231-GR8', 'GODE561231GR8'],
    ['gode 561231 gr8', 'GODE561231GR8'],
    ['GODE_561231_GR8', 'GODE561231GR8'],
  ])('an RFC written %s is %s', (typed, stored) => {
    expect(validateRfc(typed)).toEqual({ ok: true, value: stored, warnings: [] });
  });

  it('a user’s form and payload take both written with dashes, and store them compact', () => {
    const typed = { rfc: 'GODE-561231-GR8', curp: 'HEGG-560427-MVZRRL04', person_type: 'fisica' };
    const schema = entities.user.updateSchema.safeParse(typed);
    expect(schema.success).toBe(true);
    const checked = checkFormats(entities.user.fields, typed);
    expect(checked.errors).toEqual({});
    expect(checked.out).toMatchObject({ rfc: 'GODE561231GR8', curp: 'HEGG560427MVZRRL04' });
  });
});

describe('RFC: the homoclave alphabet', () => {
  const TABLE = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
  const TYPABLE = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

  it('SAT’s table has 34 characters, no 0 and no O; the first character is a quotient of at most 999 / 34 = 29', () => {
    expect(TABLE).toHaveLength(34);
    expect(Math.floor(999 / 34)).toBe(29);
    expect(TABLE[29]).toBe('V');
  });

  it('accepts exactly the 30 x 34 homoclaves the table can produce, of the 36 x 36 that can be typed', () => {
    let accepted = 0;
    for (const first of TYPABLE) {
      for (const second of TYPABLE) {
        const producible = TABLE.indexOf(first) >= 0 && TABLE.indexOf(first) <= 29 && TABLE.includes(second);
        const result = validateRfc(rfcWithHomoclave(`${first}${second}`));
        expect(result.ok, `${first}${second}`).toBe(producible);
        if (!result.ok) expect(result.code).toBe('rfc_homoclave');
        if (result.ok) accepted++;
      }
    }
    expect(accepted).toBe(30 * 34);
  });

  it('refuses every homoclave python-stdnum’s mx.rfc refuses ([1-9A-V][1-9A-Z]), and an O besides', () => {
    const stdnum = /^[1-9A-V][1-9A-Z]$/;
    for (const first of TYPABLE) {
      for (const second of TYPABLE) {
        const homoclave = `${first}${second}`;
        const ours = validateRfc(rfcWithHomoclave(homoclave)).ok;
        if (!stdnum.test(homoclave)) expect(ours, homoclave).toBe(false);
        else expect(ours, homoclave).toBe(!homoclave.includes('O'));
      }
    }
  });

  it('worked examples: a 0, an O or a W first are named; the generic RFCs keep their 00', () => {
    expect(validateRfc('GODE5612310R8')).toMatchObject({ ok: false, code: 'rfc_homoclave', params: { homoclave: '0R' } });
    expect(validateRfc(rfcWithHomoclave('GO'))).toMatchObject({ ok: false, code: 'rfc_homoclave', error: expect.stringContaining('homoclave (GO)') });
    expect(validateRfc(rfcWithHomoclave('W1'))).toMatchObject({ ok: false, code: 'rfc_homoclave' });
    expect(validateRfc(rfcWithHomoclave('V1'))).toMatchObject({ ok: true });
    expect(validateRfc('MAB-930714-8T4', 'company')).toMatchObject({ ok: true, value: 'MAB9307148T4' });
    expect(validateRfc('XAXX010101000')).toMatchObject({ ok: true });
    expect(validateRfc('XEXX010101000')).toMatchObject({ ok: true });
  });
});
