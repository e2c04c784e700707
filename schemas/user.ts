import { defineEntity } from './framework/define-entity.ts';
import { DIGITS_ONLY, field } from './framework/field.ts';
import { role } from './role.ts';

export const USER_TYPES = ['cliente', 'inversionista'] as const;
/** Persona fisica or moral: which of the currency's rates an investor earns (DOMAIN.md). */
export const PERSON_TYPES = ['fisica', 'moral'] as const;
export const LANGUAGES = ['es', 'en'] as const;

/**
 * A person who signs in (spec section 3, User/investor). The identifier fields normalise and check
 * themselves (the phone takes its lada); the server's hooks (server/entities/user-hooks.ts) hash the
 * password and keep roles from being granted from below, on the generic routes. Staff have no type;
 * clients and investors do, and may not change their role or type.
 */
export const user = defineEntity({
  name: 'user',
  // "user" is a reserved word in SQL.
  table: 'users',
  module: '/administrador/listas/usuarios',
  // The investors list is a screen on the same records.
  sharedWith: ['/inversiones/inversionistas'],
  owner: 'id',
  timestamps: true,
  softDelete: true,
  fields: {
    key: field.text({ maxLength: 40, unique: true, sortable: true, filterable: true, searchable: true }),
    username: field.text({ maxLength: 80, unique: true, sortable: true, filterable: true, searchable: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
    rfc: field.rfc({ personKindField: 'person_type', filterable: true, searchable: true }),
    curp: field.curp({ filterable: true, searchable: true }),
    bank_name: field.text({ maxLength: 120 }),
    // An account number as the bank prints it: digits only (the CLABE is the checked one).
    bank_account: field.text({ maxLength: 20, pattern: DIGITS_ONLY }),
    bank_clabe: field.clabe(),
    email: field.email({ unique: true, sortable: true, filterable: true, searchable: true }),
    // Stored as an argon2id hash, never returned.
    password: field.text({ maxLength: 255, writeOnly: true, format: 'password' }),
    lada: field.countryCode({ hidden: true }),
    // E.164, lada included: the sign-in code and the recovery password go to this number.
    phone: field.phone({ countryCodeField: 'lada', unique: true, filterable: true, searchable: true }),
    role_id: field.reference(() => role, { filterable: true, access: { change: 'staff' } }),
    type: field.select(USER_TYPES, { optional: true, filterable: true, access: { change: 'staff' } }),
    person_type: field.select(PERSON_TYPES, { filterable: true }),
    language: field.select(LANGUAGES, { generated: true, defaultValue: 'es', list: false }),
    /** Set when the user signed in with a temporary password; cleared by the next password change. */
    must_change_password: field.boolean({ generated: true, defaultValue: false, list: false }),
  },
  indexes: [['role_id', 'name']],
});
