/**
 * Why a CFDI could not be built, in the person's language: the rules Caudal checks before SAT would
 * (the receiver's fiscal data against SAT's catalogues, the CSD's validity) are DomainRuleErrors with
 * a catalogue key; any other problem is said as the builder wrote it.
 */
import type { MessageKey } from '../../schemas/framework/messages.ts';
import { DomainRuleError } from '../domain/domain-error.ts';
import { msg, type Localized } from '../i18n/localized.ts';

export function refusalReason(error: unknown): string | Localized {
  if (!(error instanceof DomainRuleError)) return (error as Error).message;
  if (error.code === 'receiver_fiscal_data')
    return msg('rules.receiver_fiscal_data', { ...error.params, field: msg(`rules.receiver_field_${error.field as 'cfdi_use'}`), reason: msg(`validation.${error.params.reason as MessageKey}`) });
  if (error.code === 'csd_unusable') return msg('rules.csd_unusable', error.params);
  return error.message;
}
