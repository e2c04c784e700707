/**
 * Lifecycle hooks by entity name (server/crud/hooks.ts, docs/decisions/091): app.ts hands each to the
 * entity's generic routes and repository. An entity with hooks adds one line here.
 */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { investmentPaymentHooks } from '../investments/investments-payment-rules.ts';
import type { HookRegistry } from '../crud/hooks.ts';
import { companyWordsOf } from '../auth/passwords.ts';
import { userHooks } from './user-hooks.ts';
import { loanDetailHooks } from '../invoicing/paid-period-guard.ts';
import { loanHooks } from './loan-hooks.ts';

export function entityHooks(config: Config, database: Database): HookRegistry {
  return { user: userHooks(companyWordsOf(config.PASSWORD_COMPANY_WORDS)), investment_detail: investmentPaymentHooks(database), loan_detail: loanDetailHooks(), loan: loanHooks(config.CFDI_ISSUER_KIND) };
}
