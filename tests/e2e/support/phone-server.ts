/**
 * The phones of the e2e run: a local SMS provider the server's real HTTP driver (SMS_DRIVER=http)
 * posts to, as it would post to the firm's provider. Tests read a person's newest message from it, as
 * the person reads their phone; sms_log only ever holds the masked text.
 *   POST /send      { to, message, channel } -> 200 (the provider contract of sms-gateway-http.ts)
 *   GET  /messages?to=+52...                 -> [{ id, to, message, channel }], oldest first
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PhoneMessage {
  id: number;
  to: string;
  message: string;
  channel: string;
}

export interface PhoneServer {
  url: string;
  close(): Promise<void>;
}

export async function startPhoneServer(): Promise<PhoneServer> {
  const messages: PhoneMessage[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://phone');
    if (request.method === 'POST' && url.pathname === '/send') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const sent = JSON.parse(body) as { to: string; message: string; channel: string };
        messages.push({ id: messages.length + 1, to: sent.to, message: sent.message, channel: sent.channel });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages.filter((m) => m.to === to)));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The newest message a phone received, read from the phone server at `url`. */
export async function newestMessage(url: string, phone: string): Promise<PhoneMessage | undefined> {
  const response = await fetch(`${url}/messages?${new URLSearchParams({ to: phone })}`);
  if (!response.ok) throw new Error(`the phone server answered ${response.status}`);
  return ((await response.json()) as PhoneMessage[]).at(-1);
}
