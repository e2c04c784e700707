/**
 * How sign-in codes and temporary passwords reach a phone (DOMAIN.md "One-time codes"). Every driver
 * writes each message to sms_log with its secret masked: the phone gets the code, the log never
 * does. `log` (the default) "delivers" by printing the whole message on the server's output, which is
 * how codes are read in development; `http` posts it to a real provider.
 */
import { instrumented } from '../http/metrics.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { httpSmsGateway } from './sms-gateway-http.ts';
import { logSmsGateway } from './sms-gateway-log.ts';

export type SmsChannel = 'sms' | 'call';

/** What a message is for: each purpose has a budget of its own (sms-gateway-limited.ts). */
export type SmsPurpose = 'code' | 'recovery' | 'notice';

export interface OutgoingSms {
  /** What the phone receives. */
  text: string;
  /** Sign-in code, temporary password or notice; a message without one counts as a notice. */
  purpose?: SmsPurpose;
  /** The code or temporary password inside `text`, which no log may keep. */
  secret?: string;
}

export const SECRET_MASK = '******';

/** The message as sms_log and any other record keeps it. */
export function maskedText(message: OutgoingSms): string {
  return message.secret ? message.text.split(message.secret).join(SECRET_MASK) : message.text;
}

export interface SmsGateway {
  /** `phone` is E.164; `call` reads the message aloud instead of texting it. Rejects when it could not be sent. */
  send(phone: string, message: OutgoingSms, channel: SmsChannel): Promise<void>;
}

export function createSmsGateway(config: Config, database: Database): SmsGateway {
  if (config.SMS_DRIVER === 'http') {
    return instrumented('sms', httpSmsGateway(database, { url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN, sender: config.SMS_HTTP_SENDER, timeoutMs: config.SMS_HTTP_TIMEOUT_MS ?? config.OUTBOUND_TIMEOUT_MS }), ['send']);
  }
  // A silent log level (the tests) keeps stdout quiet; the masked row in sms_log is written all the same.
  return logSmsGateway(database, config.LOG_LEVEL === 'silent' ? () => undefined : (line) => process.stdout.write(`${line}\n`));
}
