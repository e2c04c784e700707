/**
 * Global setup's own way in to the API: Root signs in through app.inject (password, then the code the
 * log SMS driver wrote to sms_log), and the tests get the cookies. Tests use it to set up data and to
 * read the codes sent to the person they sign in as, the way an operator reads Bitácora SMS.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../server/db/client.ts';

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

export async function signInToApi(app: FastifyInstance, database: Database, account: { email: string; phone: string; password: string }): Promise<ApiSession> {
  const xsrf = cookieOf(await app.inject({ method: 'GET', url: '/api/csrf-cookie' }), 'XSRF-TOKEN');
  const headers = { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { user: account.email, password: account.password, language: 'es' } });
  const pending = cookieOf(login, 'caudal_pending');
  const [sms] = await database.query<{ message: string }>('select message from sms_log where phone = $1 order by id desc limit 1', [account.phone]);
  if (!sms) throw new Error(`no SMS was sent to ${account.phone} after signing in`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verificate',
    headers: { ...headers, cookie: `${headers.cookie}; caudal_pending=${pending}` },
    payload: { code: codeIn(sms.message) },
  });
  const session = cookieOf(verify, 'caudal_session');
  return { cookie: `XSRF-TOKEN=${xsrf}; caudal_session=${session}`, xsrf };
}
