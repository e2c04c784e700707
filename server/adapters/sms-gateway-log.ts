/** The local SMS driver: the message is "delivered" to sms_log and to one line of the server's output. */
import { entities } from '../../schemas/index.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type { SmsChannel, SmsGateway } from './sms-gateway.ts';

export async function recordSms(database: Database, phone: string, message: string, channel: SmsChannel): Promise<void> {
  await database.db.insert(entities.sms_log.table as unknown as PgTable).values({ phone, message, type: channel });
}

export function logSmsGateway(database: Database, print: (line: string) => void): SmsGateway {
  return {
    async send(phone, message, channel) {
      await recordSms(database, phone, message, channel);
      print(`[sms:${channel}] ${phone} ${message}`);
    },
  };
}
