/**
 * Whether the signed-in user may download a stored file. Staff may (their module permissions already
 * decide which records they see). A user whose rows are scoped to their own (investors, clients: the
 * row-level rule of docs/decisions/006) may download a file they uploaded or one that a record of theirs
 * points at (an investment's contract, a payment's CFDI), never someone else's whose key they learned.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../../schemas/framework/field.ts';

export async function mayDownload(app: FastifyInstance, registry: Record<string, Entity>, request: FastifyRequest, file: { key: string; uploaded_by: number | null }): Promise<boolean> {
  const users = registry.user;
  // No row scope on the users themselves: not an owner-scoped role.
  if (!users || !app.rowScope(request, users)) return true;
  if (file.uploaded_by !== null && file.uploaded_by === request.actor.userId) return true;
  const url = `/api/files/${file.key}`;
  for (const entity of Object.values(registry)) {
    const fileFields = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.kind === 'file').map(([name]) => name);
    const scope = fileFields.length > 0 ? app.rowScope(request, entity) : undefined;
    if (!scope) continue;
    const table = entity.table;
    const [hit] = await app.database.db
      .select({ one: sql`1` })
      .from(table)
      .where(and(scope, or(...fileFields.map((name) => eq(table[name], url)))))
      .limit(1);
    if (hit) return true;
  }
  return false;
}
