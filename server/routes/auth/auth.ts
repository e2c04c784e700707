/**
 * Sign-in, session and settings (docs/decisions/006, spec section 7 "Auth and settings"). Thin:
 * the flows are in server/auth/.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '../../../schemas/user.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import { writeAudit } from '../../crud/audit.ts';
import { clearPendingCookie, clearSessionCookie, PENDING_COOKIE, SESSION_COOKIE, setPendingCookie, setSessionCookie, setXsrfCookie } from '../../auth/cookies.ts';
import { recoverPassword, recoveryPhone } from '../../auth/password-recovery.ts';
import { authLimiters } from '../../auth/rate-limits.ts';
import { sessionAnswer } from '../../auth/session-answer.ts';
import { deleteSession, findSession } from '../../auth/session-store.ts';
import { resendCode, startLogin, verifyCode, PENDING_LOGIN_MS } from '../../auth/sign-in.ts';
import { signInContext } from '../../auth/sign-in-context.ts';
import { updateUserColumns } from '../../auth/user-store.ts';
import { userIdByIdentifier } from '../../entities/user-identifiers.ts';
import { identifierKey } from '../../../schemas/rules/sign-in-identifier.ts';
import { unprocessable } from '../../http/errors.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { idOf } from '../../crud/record-preconditions.ts';

const channel = z.enum(['sms', 'call']);
const language = z.string().max(8).optional();
const loginBody = z.object({ user: z.string().trim().min(1, MESSAGES.required).max(254), password: z.string().min(1, MESSAGES.required).max(1024), language, channel: channel.default('sms') });
const resendBody = z.object({ channel: channel.optional() });
const verifyBody = z.object({ phone: z.string().max(32).optional(), code: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1, MESSAGES.required).max(16)) });
const recoveryBody = z.object({ phone: z.string().trim().min(1, MESSAGES.required).max(32), language });
const settingsBody = z.strictObject({ language: z.enum(LANGUAGES, MESSAGES.option) });

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
  return parsed.data;
}

const tags = ['auth'];
const publicRoute = { config: { public: true, writes: 'none' as const }, schema: { tags } };
/** The session itself stays readable while a temporary password waits to be changed (the app learns it must ask for a new one). */
const sessionRoute = { config: { signedIn: true, passwordChange: true }, schema: { tags } };

export async function authRoutes(app: FastifyInstance) {
  const context = signInContext(app, app.sms);
  const limit = await authLimiters(app);
  const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '');

  // The token this browser should echo now: its session's while one is live, else a fresh signed-out one.
  app.get('/csrf-cookie', publicRoute, async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    const record = secret ? await findSession(app.database.db, secret) : undefined;
    const live = record && !record.userDeleted && new Date() < record.idleExpiresAt && new Date() < record.absoluteExpiresAt;
    setXsrfCookie(request, reply, live ? app.csrfTokenOf(record) : app.newAnonymousCsrfToken());
    return reply.code(204).send();
  });

  app.post('/auth/login', publicRoute, async (request, reply) => {
    await limit.perIp(request, `login:${request.ip}`);
    const body = parse(loginBody, request.body);
    // One budget per account, however it is named (username, email, any case or width: finding 12).
    const accountId = await userIdByIdentifier(app.database.db, body.user);
    await limit.perAccount(request, accountId === undefined ? `login:unknown:${identifierKey(body.user)}` : `login:user:${accountId}`);
    const answer = await startLogin(context, body, request.actor);
    setPendingCookie(request, reply, answer.pendingSecret, PENDING_LOGIN_MS / 1000);
    return { data: { phone: answer.phone, resend_after: answer.resend_after } };
  });

  app.post('/auth/resend', publicRoute, async (request) => {
    await limit.perIp(request, `resend:${request.ip}`);
    const body = parse(resendBody, request.body);
    return { data: await resendCode(context, request.cookies[PENDING_COOKIE], body.channel, request.actor) };
  });

  app.post('/auth/verificate', publicRoute, async (request, reply) => {
    await limit.perIp(request, `verify:${request.ip}`);
    const body = parse(verifyBody, request.body);
    const pendingSecret = request.cookies[PENDING_COOKIE];
    if (pendingSecret) await limit.perAccount(request, `verify:${pendingSecret}`);
    const session = await verifyCode(context, pendingSecret, body.code, request.actor, { userAgent: userAgent(request) });
    const record = (await findSession(app.database.db, session.secret))!;
    setSessionCookie(request, reply, session.secret, context.lifetime.absoluteMs / 1000);
    // A new session, a new CSRF token: whatever token the signed-out page held is worth nothing now.
    setXsrfCookie(request, reply, app.csrfTokenOf(record));
    clearPendingCookie(request, reply);
    return { data: await sessionAnswer(app.database.db, record) };
  });

  app.get('/auth/session', sessionRoute, async (request) => ({ data: await sessionAnswer(app.database.db, request.session!) }));

  // Public so that a browser whose session already expired can still clear its cookie.
  app.post('/auth/logout', publicRoute, async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    const record = secret ? await findSession(app.database.db, secret) : undefined;
    if (record) {
      await deleteSession(app.database.db, record.id);
      await writeAudit(app.database.db, { ...request.actor, userId: record.user.id }, { entity: 'user', entityId: record.user.id, action: 'logout' });
    }
    clearSessionCookie(request, reply);
    clearPendingCookie(request, reply);
    setXsrfCookie(request, reply, app.newAnonymousCsrfToken());
    return { data: { logged_out: true } };
  });

  app.post('/auth/password_recovery', publicRoute, async (request, reply) => {
    await limit.perIp(request, `recovery:${request.ip}`);
    const body = parse(recoveryBody, request.body);
    await limit.perAccount(request, `recovery:${recoveryPhone(body.phone) ?? body.phone}`);
    const deliver = await recoverPassword(context, body.phone, body.language, request.actor);
    // The SMS leaves after the answer: its time would tell a known number from an unknown one.
    if (deliver) app.background.afterReply(reply, deliver);
    return { data: { sent: true } };
  });

  // The language is the person's own and harmless: a session with a temporary password saves it too, so the
  // choice made on the sign-in page holds from the first screen.
  app.patch('/user_settings', { ...sessionRoute, config: { ...sessionRoute.config, writes: { entity: 'user', ids: (request) => idOf(request.session?.user.id) } } }, async (request) => {
    const body = parse(settingsBody, request.body);
    const user = request.session!.user;
    await updateUserColumns(app.database.db, user.id, { language: body.language });
    await writeAudit(app.database.db, request.actor, { entity: 'user', entityId: user.id, action: 'update-settings', before: { language: user.language }, after: { language: body.language } });
    return { data: { language: body.language } };
  });
}
