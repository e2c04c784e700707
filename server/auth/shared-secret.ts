/**
 * AUTH_SECRET when the configuration gives none: made by the first server that starts and kept in the
 * database (server_secret), so every server on that database and every restart derive the same CSRF
 * and code keys. Setting AUTH_SECRET keeps it out of the database (a secrets manager's value, say).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';

export async function sharedAuthSecret(database: Database): Promise<string> {
  // Two servers starting at once: the first insert wins, both read the winner.
  await database.query("insert into server_secret (name, value) values ('auth', $1) on conflict (name) do nothing", [randomBytes(48).toString('base64url')]);
  const [row] = await database.query<{ value: string }>("select value from server_secret where name = 'auth'");
  if (!row) throw new Error('server_secret has no auth row after inserting one');
  return row.value;
}
