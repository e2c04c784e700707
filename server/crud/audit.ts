/**
 * Every mutation leaves an audit row in the same transaction as the change it records.
 */
import { sql } from 'drizzle-orm';
import { auditLog } from '../../schemas/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/localized.ts';

/** Who is acting: the signed-in user (null before sign-in exists or for the system) and from where. */
export interface Actor {
  userId: number | null;
  ip?: string;
  /** The signed-in user's role and reading language (entity hooks decide and word things by them). */
  roleId?: number;
  language?: Language;
  /** The session the request came with (a change to one's own credentials keeps it). */
  sessionId?: number;
  /** A machine's bearer token (docs/decisions/245): its writes are audited under the account, userId null. */
  serviceAccountId?: number;
}

export const SYSTEM_ACTOR: Actor = { userId: null, ip: 'system' };

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** `tx` is the transaction of the change (or the database for events with no change, like a refusal). */
export async function writeAudit(tx: Pick<Db, 'insert'>, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: actor.userId,
    service_account_id: actor.serviceAccountId ?? null,
    ip: actor.ip ?? null,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    action: entry.action,
    before: (entry.before ?? null) as never,
    after: (entry.after ?? null) as never,
  });
}

/**
 * Many audit rows of one actor in one statement, the rows as one JSON parameter (what writeAudit stores,
 * before and after serialized as drizzle serializes a jsonb value): a batch of thousands costs one
 * statement and one parameter, not thousands of parameters.
 */
export async function writeAudits(tx: Pick<Db, 'execute'>, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    const rows = entries.slice(i, i + 1000).map((e) => ({ entity: e.entity, entity_id: e.entityId === null ? null : String(e.entityId), action: e.action, before: e.before ?? null, after: e.after ?? null }));
    await tx.execute(sql`insert into audit_log (user_id, service_account_id, ip, entity, entity_id, action, before, after)
      select ${actor.userId}::int, ${actor.serviceAccountId ?? null}::int, ${actor.ip ?? null}::varchar, r.entity, r.entity_id, r.action, r.before, r.after
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(entity varchar, entity_id varchar, action varchar, before jsonb, after jsonb)`);
  }
}
