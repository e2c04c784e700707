/**
 * The local SMS driver: the message is "delivered" to one line of the server's output (the whole
 * text: that line is the phone, in development) and recorded, masked, in sms_log.
 */
import { entities } from '../../schemas/index.ts';
import type { Database } from '../db/client.ts';
import { maskedText, type OutgoingSms, type SmsChannel, type SmsGateway } from './sms-gateway.ts';

export async function recordSms(database: Database, phone: string, message: OutgoingSms, channel: SmsChannel): Promise<void> {
  await database.db.insert(entities.sms_log.table).values({ phone, message: maskedText(message), type: channel });
}

/** The line a delivered message prints: `[sms:<channel>] <phone> <text>`. */
export const deliveryLine = (phone: string, message: OutgoingSms, channel: SmsChannel) => `[sms:${channel}] ${phone} ${message.text}`;

export function logSmsGateway(database: Database, print: (line: string) => void): SmsGateway {
  return {
    async send(phone, message, channel) {
      await recordSms(database, phone, message, channel);
      print(deliveryLine(phone, message, channel));
    },
  };
}
