/**
 * A PostgreSQL database of the test's own, reached by the server through a TCP proxy the test can cut
 * (tcp-proxy.ts). With DATABASE_URL set it is a clone of the run's migrated, seeded template; on a
 * PGlite run (no outage to cause in-process) the machine's PostgreSQL is used, as
 * tests/api/multi-instance.test.ts does, and the server migrates and seeds it at its first start.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrlFor, dropPostgresDatabase, type TestDatabaseSource } from '../../helpers/test-database.ts';
import { testDatabase, type TestDatabaseHandle } from './real-server.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ProxiedDatabase {
  /** What the server is given: DATABASE_URL points at the proxy. */
  database: TestDatabaseHandle;
  proxy: TcpProxy;
  /** The database's name, as the server's messages give it. */
  name: string;
  close(): Promise<void>;
}

async function freshPostgresDatabase(): Promise<TestDatabaseHandle> {
  const name = `caudal_outage_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: MACHINE_POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  const url = databaseUrlFor(MACHINE_POSTGRES, name);
  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-outage-'));
  return {
    databaseUrl: url,
    dataDir,
    env: { DATABASE_URL: url, DATA_DIR: join(dataDir, 'data') },
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params as unknown[])).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await dropPostgresDatabase(MACHINE_POSTGRES, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresBehindProxy(source: TestDatabaseSource): Promise<ProxiedDatabase> {
  const direct = source.kind === 'postgres' ? await testDatabase(source) : await freshPostgresDatabase();
  const url = new URL(direct.databaseUrl!);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return {
    database: { ...direct, env: { ...direct.env, DATABASE_URL: viaProxy.toString() } },
    proxy,
    name: decodeURIComponent(url.pathname.slice(1)),
    async close() {
      await proxy.close();
      await direct.drop();
    },
  };
}
