/**
 * How sign-in codes and temporary passwords reach a phone (DOMAIN.md "One-time codes"). Every driver
 * writes each message to sms_log. `log` (the default) stops there and prints the message on stdout,
 * which is how codes are read in development; `http` also posts it to a real provider.
 */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { httpSmsGateway } from './sms-gateway-http.ts';
import { logSmsGateway } from './sms-gateway-log.ts';

export type SmsChannel = 'sms' | 'call';

export interface SmsGateway {
  /** `phone` is E.164; `call` reads the message aloud instead of texting it. Rejects when it could not be sent. */
  send(phone: string, message: string, channel: SmsChannel): Promise<void>;
}

export function createSmsGateway(config: Config, database: Database): SmsGateway {
  if (config.SMS_DRIVER === 'http') {
    return httpSmsGateway(database, { url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN, sender: config.SMS_HTTP_SENDER });
  }
  // A silent log level (the tests) keeps stdout quiet; the row in sms_log is written all the same.
  return logSmsGateway(database, config.LOG_LEVEL === 'silent' ? () => undefined : (line) => process.stdout.write(`${line}\n`));
}
