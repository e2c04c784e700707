import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { DIGITS_ONLY, field } from './framework/field.ts';
import { currency } from './currency.ts';
import { investment } from './investment.ts';
import { investmentDetail } from './investment-detail.ts';
import { role } from './role.ts';
import { STATUS } from './status.ts';

export const USER_TYPES = ['cliente', 'inversionista'] as const;
/** Persona fisica or moral: which of the currency's rates an investor earns (DOMAIN.md). */
export const PERSON_TYPES = ['fisica', 'moral'] as const;
export const LANGUAGES = ['es', 'en'] as const;

/**
 * A person who signs in (spec section 3, User/investor). The identifier fields normalise and check
 * themselves (the phone takes its lada); the server's hooks (server/entities/user-hooks.ts) hash the
 * password and keep roles from being granted from below, on the generic routes. Staff have no type;
 * clients and investors do, and may not change their role or type. A person's name, identifiers, bank
 * data, email, phone and role are four-eyes fields: a change is held until someone else approves it.
 */
export const user = defineEntity({
  name: 'user',
  // "user" is a reserved word in SQL.
  table: 'users',
  // The investors list is a screen on the same records.
  access: {
    module: { route: '/administrador/listas/usuarios', icon: 'People' },
    sharedWith: [{ route: '/inversiones/inversionistas', icon: 'People' }],
  },
  owner: 'id',
  importKey: 'email',
  timestamps: true,
  softDelete: true,
  fields: {
    key: field.text({ maxLength: 40, unique: true, sortable: true, filterable: true, searchable: true }),
    username: field.text({ maxLength: 80, unique: true, sortable: true, filterable: true, searchable: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true, access: { approval: 'four-eyes' } }),
    rfc: field.rfc({ personKindField: 'person_type', filterable: true, searchable: true, access: { approval: 'four-eyes' } }),
    /** A person's CURP: required of a persona física, none for a persona moral (./rules/user-type.ts). */
    curp: field.curp({ optional: true, filterable: true, searchable: true, access: { approval: 'four-eyes' } }),
    /** The postal code of the person's tax address (DomicilioFiscalR of their retention certificates, docs/decisions/140). */
    fiscal_postal_code: field.text({ maxLength: 5, optional: true, list: false, pattern: { regex: /^\d{5}$/, message: 'notValid', example: (n: number) => String(10000 + (n % 89999)) } }),
    bank_name: field.text({ maxLength: 120, access: { approval: 'four-eyes' } }),
    // An account number as the bank prints it: digits only (the CLABE is the checked one).
    bank_account: field.text({ maxLength: 20, pattern: DIGITS_ONLY, access: { approval: 'four-eyes' } }),
    bank_clabe: field.clabe({ access: { approval: 'four-eyes' } }),
    email: field.email({ unique: true, sortable: true, filterable: true, searchable: true, access: { approval: 'four-eyes' } }),
    // Stored as an argon2id hash, never returned.
    password: field.text({ maxLength: 255, writeOnly: true, format: 'password' }),
    lada: field.countryCode({ hidden: true, access: { approval: 'four-eyes' } }),
    // E.164, lada included: the sign-in code and the recovery password go to this number.
    phone: field.phone({ countryCodeField: 'lada', unique: true, filterable: true, searchable: true, access: { approval: 'four-eyes' } }),
    role_id: field.reference(() => role, { filterable: true, access: { change: 'staff', approval: 'four-eyes' } }),
    type: field.select(USER_TYPES, { optional: true, filterable: true, access: { change: 'staff' } }),
    person_type: field.select(PERSON_TYPES, { filterable: true }),
    language: field.select(LANGUAGES, { generated: true, defaultValue: 'es', list: false }),
    /** Set when the user signed in with a temporary password; cleared by the next password change. */
    must_change_password: field.boolean({ generated: true, defaultValue: false, list: false }),
  },
  formSections: [
    { name: 'person', fields: ['key', 'name', 'rfc', 'curp', 'fiscal_postal_code', 'type', 'person_type'] },
    { name: 'access', fields: ['username', 'email', 'role_id', 'phone'] },
    { name: 'bank', fields: ['bank_name', 'bank_account', 'bank_clabe'] },
  ],
  indexes: [['role_id', 'name']],
  // The investors screen's figures (/inversiones/inversionistas): counts, and amounts per currency
  // (pesos and dollars are never added together), written as the screens write money: "$1,234.50 MXN · $10.00 USD".
  computed: {
    investments_count: { kind: 'integer', sortable: true, sql: (): SQL => sql`select count(*) from ${investment.table} where ${investment.table.user_id} = ${user.table.id}` },
    active_investments: {
      kind: 'integer',
      sortable: true,
      sql: (): SQL => sql`select count(*) from ${investment.table} where ${investment.table.user_id} = ${user.table.id} and ${investment.table.status_id} = ${STATUS.inProcess}`,
    },
    active_capital: {
      kind: 'text',
      sql: (): SQL => perCurrency(sql`sum(${investment.table.amount}) filter (where ${investment.table.status_id} = ${STATUS.inProcess})`),
    },
    paid_total: {
      kind: 'text',
      sql: (): SQL =>
        perCurrency(sql`sum((select sum(${investmentDetail.table.total_to_pay}) from ${investmentDetail.table}
          where ${investmentDetail.table.investment_id} = ${investment.table.id} and ${investmentDetail.table.deleted_at} is null and ${investmentDetail.table.paid_at} is not null))`),
    },
  },
});

/** A sum over the user's investments, one "$amount CODE" per currency they invested in, "$0.00" when none. */
function perCurrency(sum: SQL): SQL {
  const i = investment.table;
  const c = currency.table;
  return sql`select coalesce(string_agg('$' || to_char(t.amount, 'FM999,999,999,999,990.00') || ' ' || t.code, ' · ' order by t.code), '$0.00')
    from (select ${c.code} as code, coalesce(${sum}, 0) as amount from ${i} join ${c} on ${c.id} = ${i.currency_id} where ${i.user_id} = ${user.table.id} group by ${c.code}) t`;
}
