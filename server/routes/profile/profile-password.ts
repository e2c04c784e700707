/**
 * PATCH profile/password {current, new, confirm} (spec sections 3 and 5, DOMAIN.md's policy): the
 * current password proves it is the user, the new one passes the whole policy, and every OTHER
 * session of the user ends (a stolen session does not survive the change).
 */
import type { FastifyInstance } from 'fastify';
import { endSessionsAndCodes } from '../../auth/credential-change.ts';
import { passwordChangeSchema } from '../../../schemas/profile.ts';
import { changeOwnPassword } from '../../auth/password-change.ts';
import { companyWordsOf } from '../../auth/passwords.ts';
import { writeAudit } from '../../crud/audit.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { zodErrors } from '../zod-errors.ts';
import { msg } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';

export async function passwordRoutes(app: FastifyInstance) {
  const companyWords = companyWordsOf(app.config.PASSWORD_COMPANY_WORDS);

  app.patch('/profile/password', { config: { signedIn: true, passwordChange: true, writes: 'none' }, schema: { tags: ['profile'] } }, async (request) => {
    const parsed = passwordChangeSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(zodErrors(parsed.error));
    const current = request.session!;
    try {
      await changeOwnPassword(app.database.db, app.rateCounter, current.user.id, { current: parsed.data.current, password: parsed.data.new }, companyWords);
    } catch (error) {
      // The shared helper names its fields after the sign-in forms; this form's fields are current and new.
      if (error instanceof HttpError && error.errors?.current) throw unprocessable({ current: [msg('auth.currentPasswordWrong')] });
      if (error instanceof HttpError && error.errors?.password) throw unprocessable({ new: error.errors.password });
      throw error;
    }
    // Every other session, and any sign-in waiting for its code, ends with the old password (decision 126).
    const ended = await endSessionsAndCodes(app.database.db, current.user.id, current.id);
    await writeAudit(app.database.db, request.actor, { entity: 'user', entityId: current.user.id, action: 'password_change', after: { sessions_ended: ended.sessions, pending_logins_ended: ended.pendingLogins } });
    return { data: { message: msg('profile.passwordUpdated').in(requestLanguage(request)), sessions_ended: ended.sessions } };
  });
}
