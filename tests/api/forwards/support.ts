/**
 * What the hedge API tests share: the demo client and investor (created here when the seed has not
 * got them), and reads of the hedge tables straight from the database.
 */
import type { Database } from '../../../server/db/client.ts';

export const CLIENT_EMAIL = 'cliente@caudal.mx';
export const INVESTOR_EMAIL = 'inversionista@caudal.mx';

async function userId(database: Database, email: string): Promise<number | undefined> {
  const [row] = await database.query<{ id: number }>('select id from users where email = $1', [email]);
  return row?.id;
}

async function ensureUser(database: Database, email: string, type: 'cliente' | 'inversionista', roleId: number, n: number): Promise<number> {
  const existing = await userId(database, email);
  if (existing !== undefined) return existing;
  const [row] = await database.query<{ id: number }>(
    `insert into users (key, username, name, rfc, curp, bank_name, bank_account, bank_clabe, email, password, phone, role_id, type, person_type)
     values ($1, $2, $3, 'GODE561231GR8', 'HEGG560427MVZRRL04', 'Banco', '1234567890', '002010077777777771', $4, 'x', $5, $6, $7, 'fisica') returning id`,
    [`K-HEDGE-${n}`, `hedge${n}`, `Titular de prueba ${n}`, email, `+5255000000${n}${n}`, roleId, type],
  );
  return row.id;
}

/** The demo client (role 6) and investor (role 5). */
export async function hedgeOwners(database: Database): Promise<{ client: number; investor: number }> {
  return {
    client: await ensureUser(database, CLIENT_EMAIL, 'cliente', 6, 1),
    investor: await ensureUser(database, INVESTOR_EMAIL, 'inversionista', 5, 2),
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
