/**
 * Every mutation leaves an audit row in the same transaction as the change it records.
 */
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
