/**
 * Every API route needs a session: the benchmark signs in as Root through the real flow (the tests'
 * helper: csrf-cookie, auth/login, the code read from the phone (bench-app.ts), auth/verificate) and measures requests
 * that carry that session, so the session and permission checks are part of every figure.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { signIn } from '../tests/helpers/sign-in.ts';

export const BENCH_USER = 'root@caudal.mx';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export async function signedInInject(app: FastifyInstance): Promise<Inject> {
  const user = await signIn(app, BENCH_USER);
  return user.inject;
}
