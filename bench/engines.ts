/**
 * A fresh, migrated database per benchmark size: PGlite in a temporary folder (a folder on disk, as
 * `npm start` runs it), or a new database on DATABASE_URL's server, dropped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';

export type EngineName = 'pglite' | 'postgres';

export interface FreshDatabase {
  database: Database;
  /** Closes the database and removes its folder or drops it. */
  dispose(): Promise<void>;
}

async function freshPglite(): Promise<FreshDatabase> {
  const folder = await mkdtemp(join(tmpdir(), 'caudal-bench-'));
  const database = await openDatabase({ dataDir: folder });
  await prepareDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freshPostgres(serverUrl: string, label: string): Promise<FreshDatabase> {
  const name = `caudal_bench_${label}_${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${name}`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await prepareDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function freshDatabase(engine: EngineName, label: string): Promise<FreshDatabase> {
  if (engine === 'pglite') return freshPglite();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  return freshPostgres(serverUrl, label);
}
