/**
 * The field vocabulary beyond kinds (docs/decisions/090): a declared pattern and custom validators run
 * in the entity's zod schema, so the browser's form and the server's payload check give the same
 * message, translated by key in es and en; identifier fields normalise, check and warn by format; and
 * per-field access is applied by the server's payload check.
 */
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { ROLE } from '../../../schemas/role.ts';
import { entities } from '../../../schemas/index.ts';
import { checkPayload, readableBy } from '../../../server/crud/payload.ts';
import { textsIn } from '../../../server/i18n/localized.ts';
import { entityResolver } from '../../../src/framework/screens/entity-resolver.ts';
import { appTexts } from '../../../src/i18n/app-texts.ts';
import { inLanguage } from '../../../src/i18n/texts.ts';

const appEs = inLanguage(appTexts, 'es');
const appEn = inLanguage(appTexts, 'en');

const account = defineEntity({
  name: 'test_account',
  access: { module: '/administrador/listas/moneda' },
  fields: {
    number: field.text({ maxLength: 20, pattern: { regex: /^\d+$/, message: 'digitsOnly' } }),
    // A custom validator with its params: at least `min` distinct digits.
    pin: field.text({
      maxLength: 8,
      validators: [{ check: (value: unknown, params: Record<string, unknown>) => (new Set(String(value)).size < Number(params.min) ? 'tooSmall' : null), params: { min: 3 } }],
    }),
    secret: field.text({ optional: true, access: { read: 'staff' } }),
    tier: field.select(['basic', 'gold'], { access: { change: 'staff' } }),
  },
});

const OPTIONS = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<FieldValues>;

describe('pattern and custom validators', () => {
  const bad = { number: '12-34', pin: '1111', tier: 'basic' };

  it('fail on the server with the shared text, rendered in the person’s language', () => {
    const parsed = account.createSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    const errors = toFieldErrors(parsed.error!);
    expect(errors).toEqual({ number: [MESSAGES.digitsOnly], pin: [MESSAGES.tooSmall] });
    expect(textsIn(errors, 'es')).toEqual({ number: ['El valor debe tener solo dígitos'], pin: ['El valor es demasiado pequeño'] });
    expect(textsIn(errors, 'en')).toEqual({ number: ['Value must have digits only'], pin: ['Value is too small'] });
    expect(account.createSchema.safeParse({ number: ' 1234 ', pin: '1234', tier: 'gold' })).toMatchObject({ success: true, data: { number: '1234', pin: '1234' } });
  });

  it('fail in the browser’s form with the same texts, which the catalogues translate', async () => {
    const result = await entityResolver(account, 'create')(bad, undefined, OPTIONS);
    expect(result.errors).toMatchObject({ number: { message: MESSAGES.digitsOnly }, pin: { message: MESSAGES.tooSmall } });
    expect(appEs.caudal.validation.digitsOnly).toBe('El valor debe tener solo dígitos');
    expect(appEn.caudal.validation.digitsOnly).toBe('Value must have digits only');
  });
});

describe('identifier fields', () => {
  const fields = entities.user.fields;

  it('normalise, and take the lada from the phone when the record has none', () => {
    const result = checkFormats(fields, { rfc: 'gode-561231-gr8', curp: 'hegg560427mvzrrl04', bank_clabe: '002 010 077777777771', phone: '55 1777 0001' });
    expect(result.errors).toEqual({});
    expect(result.out).toMatchObject({ rfc: 'GODE561231GR8', curp: 'HEGG560427MVZRRL04', bank_clabe: '002010077777777771', phone: '+525517770001', lada: '+52' });
  });

  it('name each bad one by its catalogue key and input, read their sibling fields, and warn on an RFC check digit', () => {
    const result = checkFormats(fields, { rfc: 'EKU9003173C9', bank_clabe: '0021', lada: 'x' }, { person_type: 'fisica' });
    expect(result.errors).toEqual({
      rfc: [{ key: 'identifiers.rfc_kind', params: expect.objectContaining({ value: 'EKU9003173C9', kind: 'person' }) }],
      bank_clabe: [{ key: 'identifiers.clabe_format', params: { value: '0021' } }],
      lada: [{ key: 'identifiers.country_code' }],
    });
    expect(checkFormats(fields, { phone: '2025550123' }, { lada: '+1' }).out.phone).toBe('+12025550123');
    expect(checkFormats(fields, { rfc: 'GODE561231GR9' }).warnings).toEqual({ rfc: [{ key: 'identifiers.rfc_check_digit' }] });
  });
});

describe('per-field access', () => {
  const investor = { userId: 9, roleId: ROLE.investor };
  const admin = { userId: 1, roleId: ROLE.admin };

  it('hides a staff-read field from owner-scoped roles only', () => {
    const row = { id: 1, number: '1', secret: 's' };
    expect(readableBy(account, investor)(row)).toEqual({ id: 1, number: '1' });
    expect(readableBy(account, admin)(row)).toEqual(row);
  });

  it('refuses a changed staff-change field from owner-scoped roles, with the schema’s other problems at once', async () => {
    const current = { id: 1, number: '1', pin: '123', tier: 'basic' };
    await expect(checkPayload(account, 'update', { tier: 'gold', number: 'x' }, { actor: investor, current })).rejects.toMatchObject({
      statusCode: 422,
      errors: { tier: [MESSAGES.readOnly], number: [MESSAGES.digitsOnly] },
    });
    await expect(checkPayload(account, 'update', { tier: 'basic' }, { actor: investor, current })).resolves.toMatchObject({ data: { tier: 'basic' } });
    await expect(checkPayload(account, 'update', { tier: 'gold' }, { actor: admin, current })).resolves.toMatchObject({ data: { tier: 'gold' } });
  });
});
