/**
 * A PostgreSQL database of the test's own, reached by the server through a TCP proxy the test can cut
 * (tcp-proxy.ts). With DATABASE_URL set it is a clone of the run's migrated, seeded template; on a
 * PGlite run (no outage to cause in-process) the machine's PostgreSQL is used (real-server.ts,
 * postgresTestDatabase), and the server migrates and seeds it at its first start.
 */
import type { TestDatabaseSource } from '../../helpers/test-database.ts';
import { postgresTestDatabase, type TestDatabaseHandle } from './real-server.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

export interface ProxiedDatabase {
  /** What the server is given: DATABASE_URL points at the proxy. */
  database: TestDatabaseHandle;
  proxy: TcpProxy;
  /** The database's name, as the server's messages give it. */
  name: string;
  close(): Promise<void>;
}

export async function postgresBehindProxy(source: TestDatabaseSource): Promise<ProxiedDatabase> {
  const direct = await postgresTestDatabase(source);
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
