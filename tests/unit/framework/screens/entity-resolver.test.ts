/**
 * The generated forms' validation before sending: the entity schema and the screen's own checks, all
 * fields at once, as keys the i18n provider translates (decision 040).
 */
import { describe, expect, it } from 'vitest';
import type { ResolverOptions, FieldValues } from 'react-hook-form';
import { entities } from '../../../../schemas/index.ts';
import { forwardConstant } from '../../../../schemas/forward-constant.ts';
import { MESSAGES } from '../../../../schemas/framework/messages.ts';
import { ROLE } from '../../../../schemas/role.ts';
import { userFormChecks } from '../../../../src/auth/users/user-form-checks.ts';
import { userFormCheck } from '../../../../resources/users.ts';
import { entityResolver } from '../../../../src/framework/screens/entity-resolver.ts';
import { messagesOutside } from '../../../../src/framework/screens/error-text.ts';
import { formMessage } from '../../../../src/framework/screens/form-message.ts';
import { newInvestor } from '../../../helpers/user-payload.ts';

const OPTIONS = { shouldUseNativeValidation: false, fields: {} } as unknown as ResolverOptions<FieldValues>;

/** A good investor from the record factory; its username is what the password test below must not contain. */
const GOOD_USER = newInvestor({ username: 'avela' });
const RFC = String(GOOD_USER.rfc);

const messagesOf = (errors: Record<string, { message?: unknown }>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));

describe('userFormChecks', () => {
  it('accepts a good user and names each bad identifier and the password by its i18n key and input', () => {
    expect(userFormChecks(GOOD_USER, 'create')).toEqual({});
    const errors = userFormChecks({ ...GOOD_USER, rfc: 'ABC', curp: 'XYZ', bank_clabe: '0021', phone: '12', password: 'corta' }, 'create');
    expect(errors).toEqual({
      rfc: formMessage('caudal.identifiers.rfc_format', { value: 'ABC' }),
      curp: formMessage('caudal.identifiers.curp_format', { value: 'XYZ' }),
      bank_clabe: formMessage('caudal.identifiers.clabe_format', { value: '0021' }),
      phone: formMessage('caudal.identifiers.phone_invalid', { value: '12' }),
      password: 'caudal.passwordPolicy.minLength',
    });
  });

  it('asks a company RFC of a persona moral, and a password without the person’s name', () => {
    expect(userFormChecks({ ...GOOD_USER, person_type: 'moral' }, 'create').rfc).toBe(formMessage('caudal.identifiers.rfc_kind', { value: RFC, expected: '12', kind: 'company' }));
    expect(userFormChecks({ ...GOOD_USER, password: 'Avela#2026x' }, 'create').password).toBe('caudal.passwordPolicy.containsIdentifier');
  });
});

describe('entityResolver', () => {
  const resolve = entityResolver(entities.user, 'create', ['lada'], userFormChecks);

  it('reports the schema’s and the screen’s problems together: a bad email does not hide a bad RFC', async () => {
    const result = await resolve({ ...GOOD_USER, email: 'no-es-correo', rfc: 'ABC', name: '' }, undefined, OPTIONS);
    expect(messagesOf(result.errors as never)).toEqual({
      email: MESSAGES.email,
      name: MESSAGES.required,
      rfc: formMessage('caudal.identifiers.rfc_format', { value: 'ABC' }),
    });
  });

  it('passes a good form through with the schema’s values', async () => {
    const result = await resolve(GOOD_USER, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: GOOD_USER.email, role_id: ROLE.investor });
  });

  it('sends only the fields the form holds: a hidden field’s default is the server’s to apply', async () => {
    const result = await entityResolver(forwardConstant, 'create')({ instrumentId: 1, value: '0.0615' }, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ instrumentId: 1, value: '0.0615' });
  });
});

describe('messagesOutside', () => {
  it('keeps for a toast only the field messages the form does not show; null without field errors', () => {
    const error = { body: { errors: { key: 'El valor ya existe', _: 'Envía al menos un campo para cambiar' } } };
    expect(messagesOutside(error, ['key', 'name'])).toEqual(['Envía al menos un campo para cambiar']);
    expect(messagesOutside(error, ['key', '_'])).toEqual([]);
    expect(messagesOutside(new Error('boom'), ['key'])).toBeNull();
  });
});

describe('entityResolver: uploads and Tipo', () => {
  const OPTIONS_ = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;
  const XML = '/api/files/0123456789abcdef0123456789abcdef.xml';

  it("sends the hidden field an upload landed in (a loan detail's cfdi_xml_location)", async () => {
    const values = { loan_id: 1, date_doc: '2026-02-10', expiration_doc: '2026-02-15', days: '31', amount: '1000.00', status_id: 1, cfdi_xml_location: XML, joined_name: 'x' };
    const result = await entityResolver(entities.loan_detail, 'create')(values, undefined, OPTIONS_);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ cfdi_xml_location: XML, cfdi_pdf_location: null });
    expect(result.values).not.toHaveProperty('joined_name');
  });

  it("reports the user form's Tipo rule beside the schema's errors (an investor needs a type, staff do not)", async () => {
    const resolver = entityResolver(entities.user, 'update', ['lada'], userFormCheck);
    const result = await resolver({ role_id: 5, type: '', name: '' }, undefined, OPTIONS_);
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'type']);
    const staff = await resolver({ role_id: 3, type: '' }, undefined, OPTIONS_);
    expect(staff.errors).toEqual({});
  });
});
