/**
 * The SmsGateway drivers: every message lands in sms_log with its secret masked; `log` prints the whole
 * message (the developer's phone), `http` posts it to a provider.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { httpSmsGateway, SmsDeliveryError } from '../../../server/adapters/sms-gateway-http.ts';
import { logSmsGateway } from '../../../server/adapters/sms-gateway-log.ts';
import { loadConfig } from '../../../server/config.ts';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

let db: TestDatabase;
let provider: Server;
let url: string;
const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
let answerStatus = 200;

beforeAll(async () => {
  db = await openTestDatabase(inject('testDatabase'));
  provider = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
  await db?.dispose();
});

const lastLogged = async () => (await db.database.query<{ phone: string; message: string; type: string }>('select phone, message, type from sms_log order by id desc limit 1'))[0];

describe('the log driver', () => {
  it('prints one line with the phone and the whole text, and logs it with the code masked', async () => {
    const lines: string[] = [];
    await logSmsGateway(db.database, (line) => lines.push(line)).send('+525510000009', { text: 'Caudal: tu código es 123456.', secret: '123456' }, 'call');
    expect(await lastLogged()).toEqual({ phone: '+525510000009', message: 'Caudal: tu código es ******.', type: 'call' });
    expect(lines).toEqual(['[sms:call] +525510000009 Caudal: tu código es 123456.']);
  });

  it('logs a message without a secret as it is', async () => {
    await logSmsGateway(db.database, () => undefined).send('+525510000009', { text: 'Caudal: nueva simulación' }, 'sms');
    expect(await lastLogged()).toEqual({ phone: '+525510000009', message: 'Caudal: nueva simulación', type: 'sms' });
  });
});

describe('the HTTP driver', () => {
  it('posts { to, message, channel, sender } with the bearer token, and logs the message', async () => {
    const gateway = httpSmsGateway(db.database, { url, token: 'secret-token', sender: 'CAUDAL' });
    await gateway.send('+525510000008', { text: 'hola 654321', secret: '654321' }, 'sms');
    expect(received.at(-1)).toEqual({ headers: expect.objectContaining({ authorization: 'Bearer secret-token', 'content-type': 'application/json' }), body: { to: '+525510000008', message: 'hola 654321', channel: 'sms', sender: 'CAUDAL' } });
    expect(await lastLogged()).toMatchObject({ phone: '+525510000008', message: 'hola ******' });
  });

  it('rejects when the provider refuses or does not answer', async () => {
    answerStatus = 500;
    await expect(httpSmsGateway(db.database, { url }).send('+525510000008', { text: 'x' }, 'sms')).rejects.toBeInstanceOf(SmsDeliveryError);
    answerStatus = 200;
    await expect(httpSmsGateway(db.database, { url: 'http://127.0.0.1:1/none', timeoutMs: 2000 }).send('+525510000008', { text: 'x' }, 'sms')).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('is chosen by SMS_DRIVER=http, which needs SMS_HTTP_URL', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'http' })).toThrow(/SMS_HTTP_URL: is required when SMS_DRIVER=http/);
    expect(loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: url }).SMS_DRIVER).toBe('http');
    expect(loadConfig({}).SMS_DRIVER).toBe('log');
    expect(() => loadConfig({ DEMO_PASSWORD: 'password' })).toThrow(/DEMO_PASSWORD: breaks the password policy/);
  });
});
