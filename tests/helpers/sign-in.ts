/**
 * A browser as the API tests see it: a cookie jar and the X-XSRF-TOKEN header on every request.
 * `signIn` goes through the real sign-in (docs/decisions/006): csrf-cookie, auth/login with the demo
 * password, the code read from the phone (phone-inbox.ts) as a person reads it, auth/verificate. The
 * server has no route, flag or header that skips the code.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import type { ApiAnswer } from './api-call.ts';
import { inboxOf } from './phone-inbox.ts';

/** Where test-app.ts keeps the app's own inject once it made app.inject sign in as Root. */
export const RAW_INJECT = Symbol.for('caudal.test.rawInject');

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export interface Browser {
  /** app.inject with this browser's cookies (and X-XSRF-TOKEN on non-GET); Set-Cookie updates the jar. */
  inject: Inject;
  call<T = any>(method: InjectOptions['method'], url: string, payload?: unknown): Promise<ApiAnswer<T>>;
  cookies: Map<string, string>;
}

export interface SignedIn extends Browser {
  session: { token: string; expires_at: string; user: { id: number; role_id: number; email: string; must_change_password: boolean }; permissions: any[] };
}

function rawInject(app: FastifyInstance): Inject {
  const kept = (app as unknown as Record<symbol, Inject | undefined>)[RAW_INJECT];
  return kept ?? ((options) => app.inject(options));
}

const isSafe = (method: unknown) => ['GET', 'HEAD', 'OPTIONS'].includes(String(method ?? 'GET').toUpperCase());

export function browser(app: FastifyInstance): Browser {
  const inject = rawInject(app);
  const cookies = new Map<string, string>();
  const send: Inject = async (options) => {
    if (!isSafe(options.method) && !cookies.has('XSRF-TOKEN')) await send({ method: 'GET', url: '/api/csrf-cookie' });
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    const jar = [...cookies].map(([name, value]) => `${name}=${value}`);
    if (jar.length > 0) headers.cookie = [headers.cookie, ...jar].filter(Boolean).join('; ');
    // Like the app's HTTP client: the token on every request (a GET that changes state asks for it too).
    if (!('x-xsrf-token' in headers) && cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN')!;
    else if (!isSafe(options.method) && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = '';
    const response = await inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (gone) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  };
  const call = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const response = await send({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: json ? response.json() : response.body, headers: response.headers } as ApiAnswer;
  };
  return { inject: send, call, cookies };
}

/** The text of the newest message delivered to this phone (the real text; sms_log keeps it masked). */
export async function lastMessageTo(app: FastifyInstance, phone: string): Promise<string> {
  // Some messages leave after the answer (password recovery): wait for them as a phone would.
  await app.background.idle();
  return inboxOf(app).last(phone).text;
}

/** The six-digit code of the newest message to this phone. */
export async function lastCodeTo(app: FastifyInstance, phone: string): Promise<string> {
  const message = await lastMessageTo(app, phone);
  const code = /\b(\d{6})\b/.exec(message)?.[1];
  if (!code) throw new Error(`the last message to ${phone} has no code: ${message}`);
  return code;
}

export async function phoneOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.query<{ phone: string }>('select phone from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.phone;
}

/** Signs in with email and password (the demo password by default) and the code from sms_log. */
export async function signIn(app: FastifyInstance, email: string, password = demoPassword()): Promise<SignedIn> {
  const client = browser(app);
  const login = await client.call('POST', '/api/auth/login', { user: email, password, language: 'es', channel: 'sms' });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  const phone = await phoneOf(app, email);
  const verified = await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code: await lastCodeTo(app, phone) });
  if (verified.status !== 200) throw new Error(`verification of ${email} answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { ...client, session: verified.body.data };
}
