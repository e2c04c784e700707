/**
 * Global setup's own way in to the API: Root signs in through app.inject (password, then the code
 * Root's phone received from the server's SMS driver), and the tests get the cookies to set up data.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newestMessage } from './phone-server.ts';

export interface ApiSession {
  /** Cookie header: the XSRF token and Root's session. */
  cookie: string;
  /** The XSRF token, for the X-XSRF-TOKEN header of every non-GET request. */
  xsrf: string;
}

function cookieOf(response: LightMyRequestResponse, name: string): string {
  const found = response.cookies.find((c) => c.name === name);
  if (!found) throw new Error(`${response.statusCode} from the API without a ${name} cookie: ${response.body}`);
  return found.value;
}

/** The six digits of the newest code sent to a phone. */
export function codeIn(message: string): string {
  const code = /\b(\d{6})\b/.exec(message)?.[1];
  if (!code) throw new Error(`no 6-digit code in the SMS: ${message}`);
  return code;
}

export async function signInToApi(app: FastifyInstance, phoneUrl: string, account: { email: string; phone: string; password: string }): Promise<ApiSession> {
  const xsrf = cookieOf(await app.inject({ method: 'GET', url: '/api/csrf-cookie' }), 'XSRF-TOKEN');
  const headers = { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { user: account.email, password: account.password, language: 'es' } });
  const pending = cookieOf(login, 'caudal_pending');
  const sms = await newestMessage(phoneUrl, account.phone);
  if (!sms) throw new Error(`no SMS was sent to ${account.phone} after signing in`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verificate',
    headers: { ...headers, cookie: `${headers.cookie}; caudal_pending=${pending}` },
    payload: { code: codeIn(sms.message) },
  });
  const session = cookieOf(verify, 'caudal_session');
  // Signing in gives the session its own CSRF token (docs/decisions/012): the one to echo from now on.
  const sessionXsrf = cookieOf(verify, 'XSRF-TOKEN');
  return { cookie: `XSRF-TOKEN=${sessionXsrf}; caudal_session=${session}`, xsrf: sessionXsrf };
}
