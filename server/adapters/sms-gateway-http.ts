/**
 * A real provider over HTTP: POST {url} with `{ to, message, channel, sender? }` as JSON and a bearer
 * token. Most SMS and voice providers accept this shape directly or through a small relay. The message
 * is written to sms_log first (masked), so a failed delivery still leaves its trace. One attempt with a
 * deadline: a retry could text the same code twice, and the person can ask for another.
 */
import type { Database } from '../db/client.ts';
import { outboundCall } from './outbound.ts';
import { recordSms } from './sms-gateway-log.ts';
import type { SmsGateway } from './sms-gateway.ts';

export interface HttpSmsOptions {
  url: string;
  token?: string;
  sender?: string;
  /** Milliseconds before a provider that does not answer counts as a failure (SMS_HTTP_TIMEOUT_MS). */
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {}

export function httpSmsGateway(database: Database, options: HttpSmsOptions): SmsGateway {
  return {
    async send(phone, message, channel) {
      await recordSms(database, phone, message, channel);
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body = JSON.stringify({ to: phone, message: message.text, channel, ...(options.sender ? { sender: options.sender } : {}) });
      let status: number;
      try {
        ({ status } = await outboundCall({ service: 'the SMS provider', url: options.url, method: 'POST', headers, body, idempotent: false }, { timeoutMs: options.timeoutMs ?? 10_000, retries: 0 }));
      } catch (error) {
        throw new SmsDeliveryError(`the SMS provider did not answer: ${(error as Error).message}`);
      }
      if (status < 200 || status >= 300) throw new SmsDeliveryError(`the SMS provider answered ${status}`);
    },
  };
}
