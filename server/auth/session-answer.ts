/** The `session` of docs/decisions/006: the handle, when it ends, the user and the sidebar. */
import type { Db } from '../db/client.ts';
import { sidebarOf, type SidebarItem } from './module-tree.ts';
import { modulesWithFlags } from './permission-store.ts';
import { expiresAt, type SessionRecord, type SessionUser } from './session-store.ts';

export interface SessionAnswer {
  token: string;
  expires_at: string;
  user: SessionUser;
  permissions: SidebarItem[];
}

export async function sidebarFor(db: Db, roleId: number): Promise<SidebarItem[]> {
  return sidebarOf(roleId, await modulesWithFlags(db, roleId));
}

export async function sessionAnswer(db: Db, record: SessionRecord): Promise<SessionAnswer> {
  return {
    token: record.publicId,
    expires_at: expiresAt(record).toISOString(),
    user: record.user,
    permissions: await sidebarFor(db, record.user.role_id),
  };
}
