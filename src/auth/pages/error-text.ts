/**
 * What a sign-in page says when a call fails. The server's own message wins (a wrong password or
 * code, a resend asked too early); without one, the text the global catalogue gives that status.
 */
import { ApiError, firstValidationMessage, NETWORK_STATUS, serverMessage } from '../../framework/http/api-error.ts';
import { describeError } from '../../framework/http/error-catalogue.ts';
import type { Translate } from '../auth-i18n.ts';

export function authErrorText(error: unknown, translate: Translate): string {
  if (!(error instanceof ApiError)) return translate('caudal.errors.unavailable');
  if (error.status !== NETWORK_STATUS) {
    const fromServer = serverMessage(error.body) ?? firstValidationMessage(error.body);
    if (fromServer) return fromServer;
  }
  const outcome = describeError(error.status, error.body, error.path);
  if (outcome?.action === 'show') return translate(outcome.key, outcome.params);
  return translate('caudal.errors.unavailable');
}
