/**
 * The app as the benchmarks run it: the real build, with the SMS log driver's output read by a phone
 * inbox (tests/helpers/phone-inbox.ts), so signing in reads the code the way a person does.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import type { Config } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { attachInbox, PhoneInbox } from '../tests/helpers/phone-inbox.ts';

export async function buildBenchApp(database: Database, config: Config): Promise<FastifyInstance> {
  const inbox = new PhoneInbox();
  const app = await buildApp({ database, config, sms: inbox.gateway(database), logger: false });
  attachInbox(app, inbox);
  return app;
}
