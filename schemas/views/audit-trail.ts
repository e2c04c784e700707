/**
 * The Bitácora: the audit trail (schemas/audit-log.ts, written by every change) as a declared,
 * read-only entity, so its list, filters, API and OpenAPI entry are the generated ones (docs/decisions/160).
 * Its rows are the server's own table: the declaration reads `audit_log`, builds no table of its own (the
 * generated one is replaced by auditLog), and lives outside the registry's folder so drizzle-kit never
 * sees a second audit_log. Registered by schemas/index.ts.
 */
import { sql } from '#drizzle';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog } from '#audit-log';
import { defineEntity } from '../framework/define-entity.ts';
import { field } from '../framework/field.ts';
import { declaredEntities } from '../registry.ts';
import { user } from '../user.ts';

/** What the server records besides entities: refused calls, sessions and profile requests. */
const OTHER_SUBJECTS = ['route', 'session', 'profile_picture', 'profile_request', 'service_account'] as const;

/** Every subject an audit row may name: the declared entities' names and the server's own. */
export const AUDIT_SUBJECTS: readonly string[] = [...new Set([...Object.keys(declaredEntities), ...OTHER_SUBJECTS])].sort();

/** Columns the server sets by itself (the record's id is its own column): not what a person changed. */
const NOT_CHANGES = ['id', 'version', 'created_at', 'updated_at'];

/**
 * The fields whose values differ between before and after, as JSON text `{ field: [before, after] }`;
 * null when neither side is an object (a refused call, an import's rows).
 */
const changedFields = () => {
  const side = (column: AnyPgColumn) => sql`(case when jsonb_typeof(${column}) = 'object' then ${column} else '{}'::jsonb end)`;
  const before = side(auditLog.before);
  const after = side(auditLog.after);
  return sql`(select jsonb_object_agg(k, jsonb_build_array(${before} -> k, ${after} -> k))::text
    from (select jsonb_object_keys(${before}) as k union select jsonb_object_keys(${after})) as changed
    where k not in (${sql.join(NOT_CHANGES.map((name) => sql`${name}`), sql`, `)}) and (${before} -> k) is distinct from (${after} -> k))`;
};

const declared = defineEntity({
  name: 'audit_log',
  access: { module: { route: '/administrador/listas/bitacora', icon: 'History' } },
  fields: {
    at: field.datetime({ sortable: true, filterable: true }),
    user_id: field.reference(() => user, { optional: true, filterable: true, lookupSort: { field: 'name' } }),
    entity: field.select(AUDIT_SUBJECTS, { filterable: true }),
    // "Folio 4" is record 4, not every record whose number has a 4 in it.
    entity_id: field.text({ maxLength: 64, optional: true, filterable: true, filterMatch: 'exact' }),
    action: field.text({ maxLength: 32 }),
  },
  computed: {
    changes: { kind: 'text', sql: changedFields },
    // A machine's writes (docs/decisions/245) name its service account instead of a person.
    // Named in SQL, not through its table: the browser bundle holds no drizzle table (schemas/service-account.ts).
    service_account: { kind: 'text', sql: () => sql`select sa.name from service_account sa where sa.id = ${auditLog.service_account_id}` },
  },
  operations: ['list'],
});

export const auditTrail = { ...declared, table: auditLog };
