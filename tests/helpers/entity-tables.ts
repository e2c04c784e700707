/**
 * Tables for entities that have no migration (test fixtures): the DDL is generated at run time from
 * the entity's Drizzle table by drizzle-kit's programmatic API, the same generator the migrations use.
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { Database } from '../../server/db/client.ts';

export async function createEntityTables(database: Database, entities: readonly Entity[]): Promise<void> {
  if (entities.length === 0) return;
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const tables = Object.fromEntries(entities.map((entity) => [entity.name, entity.table]));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await database.query(statement);
}
