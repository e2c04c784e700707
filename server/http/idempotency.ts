/**
 * An action that sends something (a request to the firm, a hedge, an SMS to every Gestor) happens once
 * per click. The browser sends an Idempotency-Key with each such action; a route
 * that declares `idempotent: true` takes a key once per person for a day, so a repeat of the same
 * request (a double click that got through, a retry after a lost answer) is refused with a 409 that
 * says it was already sent, and changes nothing. The key is counted in the app's rate counter (the
 * database, or Redis), so two servers agree. A request without a key is taken as it comes (API clients).
 * A request that was refused (bad input, no permission, the database away: 4xx or 503, nothing done)
 * gives its key back before its answer leaves, so the corrected retry with the same key proceeds.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { checkLimit } from './rate-limit.ts';
import { msg } from '../i18n/localized.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const TAKEN_KEY = Symbol('idempotency key taken by this request');

/** Answers after which nothing was done: the key stays free for the retry. */
const refused = (status: number) => (status >= 400 && status < 500) || status === 503;

export function installIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config?.idempotent !== true) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_SHAPE.test(key)) throw new HttpError(400, msg('http.badIdempotencyKey'));
    const who = request.session?.user.id ?? `ip:${request.ip}`;
    const name = `idem:${request.routeOptions.url}:${who}:${key}`;
    const verdict = await checkLimit(app.rateCounter, name, 1, KEY_LIFETIME_MS);
    if (!verdict.allowed) throw new HttpError(409, msg('http.alreadySent'));
    Reflect.set(request, TAKEN_KEY, name);
  });
  app.addHook('onSend', async (request, reply) => {
    const name = Reflect.get(request, TAKEN_KEY) as string | undefined;
    if (name === undefined || !refused(reply.statusCode)) return;
    Reflect.deleteProperty(request, TAKEN_KEY);
    await app.rateCounter.giveBack(name);
  });
}
