/**
 * The app as the benchmarks run it: the real build, with the SMS log driver's output read by a phone
 * inbox (tests/helpers/phone-inbox.ts), so signing in reads the code the way a person does.
 */
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { attachInbox, PhoneInbox } from '../tests/helpers/phone-inbox.ts';

export async function buildBenchApp(database: Database, config: Config): Promise<FastifyInstance> {
  const inbox = new PhoneInbox();
  const app = await buildApp({ database, config, sms: inbox.gateway(database), logger: false });
  attachInbox(app, inbox);
  return app;
}

/**
 * The built client served by the real server on a fresh in-memory PGlite database, listening on a free
 * port, with the phone inbox that receives the sign-in codes: what the browser benchmarks open.
 */
export async function serveBuild(outDir: string): Promise<{ address: string; inbox: PhoneInbox; close(): Promise<void> }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepareDatabase(database);
  const inbox = new PhoneInbox();
  const config = loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
  const app = await buildApp({ database, config, logger: false, staticDir: outDir, sms: inbox.gateway(database) });
  const address = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/+$/, '');
  return {
    address,
    inbox,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
