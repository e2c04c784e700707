/**
 * What the hedge API tests share: the demo client and investor (created here when the seed has not
 * got them), and reads of the hedge tables straight from the database.
 */
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import type { USER_TYPES } from '../../../schemas/user.ts';
import type { Database } from '../../../server/db/client.ts';
import { recordFactory } from '../../helpers/record-factory/record-factory.ts';

export const CLIENT_EMAIL = 'cliente@caudal.mx';
export const INVESTOR_EMAIL = 'inversionista@caudal.mx';

async function userId(database: Database, email: string): Promise<number | undefined> {
  const [row] = await database.query<{ id: number }>('select id from users where email = $1', [email]);
  return row?.id;
}

async function ensureUser(database: Database, email: string, type: (typeof USER_TYPES)[number], roleId: number): Promise<number> {
  const existing = await userId(database, email);
  if (existing !== undefined) return existing;
  return Number((await recordFactory(database).insert(entities.user, { email, type, role_id: roleId })).id);
}

/** The demo client and investor. */
export async function hedgeOwners(database: Database): Promise<{ client: number; investor: number }> {
  return {
    client: await ensureUser(database, CLIENT_EMAIL, 'cliente', ROLE.client),
    investor: await ensureUser(database, INVESTOR_EMAIL, 'inversionista', ROLE.investor),
  };
}

export async function openForward(database: Database, id: number) {
  const [row] = await database.query<Record<string, unknown>>('select * from forward_open where id = $1', [id]);
  return row;
}

export async function closedParts(database: Database, parentId: number) {
  return database.query<Record<string, unknown>>('select * from forward_closed where "parentId" = $1 order by id', [parentId]);
}

export async function auditActions(database: Database, entity: string, id: number | string): Promise<string[]> {
  const rows = await database.query<{ action: string }>('select action from audit_log where entity = $1 and entity_id = $2 order by id', [entity, String(id)]);
  return rows.map((r) => r.action);
}

/** An .xlsx whose first sheet holds `rows` as given (a Date becomes a date cell). */
export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
