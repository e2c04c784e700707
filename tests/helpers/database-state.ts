/**
 * What the database holds, read directly (not through the API under test): row counts and the
 * audit trail, to prove that a refused write changed nothing and an accepted one left its audit row.
 */
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { Database } from '../../server/db/client.ts';

export async function rowCount(database: Database, entity: Entity): Promise<number> {
  const [row] = await database.query<{ n: number }>(`select count(*)::int as n from "${entity.tableName}"`);
  return Number(row?.n);
}

export async function auditCount(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from audit_log');
  return Number(row?.n);
}

export interface WriteCounts {
  rows: number;
  audit: number;
}

export async function writeCounts(database: Database, entity: Entity): Promise<WriteCounts> {
  return { rows: await rowCount(database, entity), audit: await auditCount(database) };
}

export interface AuditRow {
  entity: string;
  entity_id: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows of one record, oldest first. */
export async function auditTrail(database: Database, entityName: string, id: number | string): Promise<AuditRow[]> {
  const rows = await database.query<AuditRow>(
    'select entity, entity_id, action, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
    [entityName, String(id)],
  );
  // PGlite returns jsonb parsed; node-postgres too, but keep the shape explicit for both.
  return rows.map((r) => ({ ...r, before: parseJson(r.before), after: parseJson(r.after) }));
}

function parseJson(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

/** Ids in the order the database itself sorts the column (ties by id, as the API breaks them). */
export async function idsInDatabaseOrder(database: Database, entity: Entity, column: string, order: 'asc' | 'desc', where = ''): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `select id from "${entity.tableName}" ${where} order by "${column}" ${order}, id ${order}`,
  );
  return rows.map((r) => Number(r.id));
}
