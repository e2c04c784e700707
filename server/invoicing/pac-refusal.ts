/**
 * A refusal of the invoicing provider as a message for a person (server/i18n/messages-pac.ts): the
 * code Facturapi answered (and its first detail's code and field) picks the text; what has no text of
 * its own keeps the PAC's words.
 */
import { ProviderRefusal, type RefusalDetails } from '../adapters/invoicing.ts';
import { msg, type Localized } from '../i18n/localized.ts';

const BY_CODE: Record<string, Parameters<typeof msg>[0]> = {
  required: 'pac.required',
  invalid_type: 'pac.invalidType',
  tax_id_not_found: 'pac.taxIdNotFound',
  tax_system_not_allowed_for_tax_id: 'pac.taxSystemNotAllowed',
  unauthenticated: 'pac.unauthenticated',
  subscription_required: 'pac.subscription',
  subscription_live_access_required: 'pac.subscription',
  not_found: 'pac.notFound',
  invoice_already_canceled: 'pac.alreadyCancelled',
};

export function refusalText(message: string, details: RefusalDetails = {}): Localized {
  const code = (details.detailCode && BY_CODE[details.detailCode] ? details.detailCode : details.code) ?? '';
  const key = BY_CODE[code];
  if (key) return msg(key, { path: details.path ?? '', message });
  return msg('pac.other', { code: details.detailCode ?? details.code ?? '-', message });
}

/** The text of an error a provider call threw (a refusal, or our own check before any call). */
export function refusalOf(error: unknown): Localized {
  if (error instanceof ProviderRefusal) return refusalText(error.message, error.details);
  return msg('pac.other', { code: '-', message: (error as Error).message });
}
