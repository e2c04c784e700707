/**
 * The phones of the API tests: the real log SMS driver "delivers" each message by printing it, and the
 * inbox reads those lines, as a developer reads the server's output. sms_log keeps only the masked
 * text, so this is the one place a test learns a code or a temporary password: no bypass, no peeking.
 */
import type { FastifyInstance } from 'fastify';
import { logSmsGateway } from '../../server/adapters/sms-gateway-log.ts';
import type { SmsGateway } from '../../server/adapters/sms-gateway.ts';
import type { Database } from '../../server/db/client.ts';

export interface DeliveredSms {
  phone: string;
  channel: string;
  text: string;
}

const LINE = /^\[sms:(\w+)\] (\+\d+) ([\s\S]*)$/;

export class PhoneInbox {
  readonly delivered: DeliveredSms[] = [];

  gateway(database: Database): SmsGateway {
    return logSmsGateway(database, (line) => {
      const match = LINE.exec(line);
      if (!match) throw new Error(`the log SMS driver printed a line the inbox cannot read: ${line}`);
      this.delivered.push({ channel: match[1], phone: match[2], text: match[3] });
    });
  }

  /** The newest message to this phone. */
  last(phone: string): DeliveredSms {
    const found = this.delivered.findLast((m) => m.phone === phone);
    if (!found) throw new Error(`no message was delivered to ${phone}`);
    return found;
  }
}

const inboxes = new WeakMap<FastifyInstance, PhoneInbox>();

export function attachInbox(app: FastifyInstance, inbox: PhoneInbox): void {
  inboxes.set(app, inbox);
}

export function inboxOf(app: FastifyInstance): PhoneInbox {
  const inbox = inboxes.get(app);
  if (!inbox) throw new Error('this app was not built by createTestApp, so no phone receives its messages');
  return inbox;
}
