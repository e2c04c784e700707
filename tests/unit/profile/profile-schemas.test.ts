/** The profile's shared shapes (schemas/profile.ts): what the form and the server both refuse. */
import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../../../schemas/framework/field.ts';
import { PROFILE_FIELDS, passwordChangeSchema, profileChangeSchema } from '../../../schemas/profile.ts';
import { user } from '../../../schemas/user.ts';
import { typedMaxLength } from '../../../schemas/framework/validation.ts';
import { zodErrors } from '../../../server/routes/zod-errors.ts';
import { textsIn } from '../../../server/i18n/localized.ts';
import { newInvestor } from '../../helpers/user-payload.ts';

/** A person's profile fields, from the record factory's user. */
const person = newInvestor();
const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, person[field]]));

describe('passwordChangeSchema', () => {
  it('says "Las contraseñas deben ser iguales" on confirm when new and confirm differ', () => {
    const parsed = passwordChangeSchema.safeParse({ current: 'x', new: 'Kx9#mQ2w', confirm: 'Kx9#mQ2W' });
    expect(parsed.success).toBe(false);
    // The API renders the shared text in the caller's language (decision 040).
    expect(textsIn(zodErrors(parsed.error!), 'es')).toEqual({ confirm: ['Las contraseñas deben ser iguales'] });
    expect(textsIn(zodErrors(parsed.error!), 'en')).toEqual({ confirm: ['Passwords must be equal'] });
  });

  it('requires the three fields', () => {
    const parsed = passwordChangeSchema.safeParse({});
    expect(Object.keys(zodErrors(parsed.error!)).sort()).toEqual(['confirm', 'current', 'new']);
    expect(zodErrors(parsed.error!).current).toEqual(['Value is required']);
  });
});

describe('profileChangeSchema', () => {
  it("takes each field's length from the user's declaration (picked, not declared twice)", () => {
    for (const name of PROFILE_FIELDS) {
      // As typed: an identifier has room for the separators a person may type (RFC "GODE-561231-GR8").
      const max = typedMaxLength(user.fields[name] as FieldMeta);
      const fill = (n: number) => (name === 'email' ? `${'a'.repeat(n - '@caudal.mx'.length)}@caudal.mx` : 'a'.repeat(n));
      expect(profileChangeSchema.safeParse({ ...profile, [name]: fill(max) }).success, `${name} at ${max}`).toBe(true);
      expect(zodErrors(profileChangeSchema.safeParse({ ...profile, [name]: fill(max + 1) }).error!)[name], `${name} at ${max + 1}`).toBeDefined();
    }
  });

  it('accepts a whole profile and refuses unknown fields, blank values and a bad email', () => {
    expect(profileChangeSchema.safeParse(profile).success).toBe(true);
    expect(profileChangeSchema.safeParse({ ...profile, role_id: 2 }).success).toBe(false);
    const errors = zodErrors(profileChangeSchema.safeParse({ ...profile, name: '  ', email: 'nope' }).error!);
    expect(errors).toEqual({ name: ['Value is required'], email: ['Value is not a valid email address'] });
  });
});
