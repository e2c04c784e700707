/**
 * Which driver sends the messages (SMS_DRIVER): `log` (the default) or `http` (./sms-gateway.ts). The
 * choice lives apart from the interface, so the drivers import the interface and nothing imports back
 * (docs/decisions/282).
 */
import { instrumented } from '../http/metrics.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { httpSmsGateway } from './sms-gateway-http.ts';
import { logSmsGateway } from './sms-gateway-log.ts';
import type { SmsGateway } from './sms-gateway.ts';

export function createSmsGateway(config: Config, database: Database): SmsGateway {
  if (config.SMS_DRIVER === 'http') {
    return instrumented('sms', httpSmsGateway(database, { url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN, sender: config.SMS_HTTP_SENDER, timeoutMs: config.SMS_HTTP_TIMEOUT_MS ?? config.OUTBOUND_TIMEOUT_MS }), ['send']);
  }
  // A silent log level (the tests) keeps stdout quiet; the masked row in sms_log is written all the same.
  return logSmsGateway(database, config.LOG_LEVEL === 'silent' ? () => undefined : (line) => process.stdout.write(`${line}\n`));
}
