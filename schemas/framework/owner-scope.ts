/**
 * Row-level ownership as SQL (docs/decisions/006 and 007): the condition a record meets when it
 * belongs to the user `userId`. `owner` names the field holding the user's id; `ownedThrough` names a
 * reference whose target decides, so a loan detail belongs to whoever owns its loan, which belongs to
 * whoever owns its customer. Pure: a Drizzle SQL fragment, no database.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldMeta } from './field.ts';

interface OwnedEntity {
  name: string;
  table: unknown;
  fields: Record<string, FieldMeta>;
  owner?: string;
  ownedThrough?: string;
}

/** undefined when the entity has no owner: nobody in particular owns its rows. */
export function ownerCondition(entity: OwnedEntity, userId: number, depth = 0): SQL | undefined {
  const columns = entity.table as Record<string, AnyPgColumn>;
  if (entity.owner) return eq(columns[entity.owner], userId);
  if (!entity.ownedThrough) return undefined;
  const meta = entity.fields[entity.ownedThrough];
  if (meta?.kind !== 'reference' || !meta.reference || depth > 8) throw new Error(`${entity.name}.ownedThrough must name a reference field`);
  // Cast: a reference target is typed ReferenceTarget to keep entity types acyclic; every target is a full entity.
  const target = meta.reference() as unknown as OwnedEntity;
  const inner = ownerCondition(target, userId, depth + 1);
  if (!inner) throw new Error(`${entity.name} is owned through ${target.name}, which has no owner`);
  const targetColumns = target.table as Record<string, AnyPgColumn>;
  return sql`${columns[entity.ownedThrough]} in (select ${targetColumns.id} from ${target.table as PgTable} where ${inner})`;
}
