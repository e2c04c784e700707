/**
 * Every domain's texts, each file declaring each text once with both languages (`{ es, en }`, see
 * ../texts.ts). A new screen group adds its file here; es.ts and en.ts take their language from them.
 */
import type { Texts } from '../texts.ts';
import { auditTrailMessages } from './audit-trail.ts';
import { authMessages } from './auth.ts';
import { catalogueMessages } from './catalogues.ts';
import { codeLoadingMessages } from './code-loading.ts';
import { exchangeRateMessages } from './exchange-rates.ts';
import { forwardMessages } from './forwards.ts';
import { importMessages } from './imports.ts';
import { investmentMessages } from './investments.ts';
import { legalMessages } from './legal.ts';
import { loanMessages } from './loans.ts';
import { profileMessages } from './profile.ts';
import { recordVersionMessages } from './record-versions.ts';
import { payoutMessages } from './payout.ts';
import { retentionMessages } from './retentions.ts';
import { serviceAccountMessages } from './service-accounts.ts';
import { fiscalIdentityMessages } from './fiscal-identity.ts';
import { validationMessages } from './validation.ts';

const catalogues: Texts[] = [catalogueMessages, authMessages, investmentMessages, forwardMessages, loanMessages, profileMessages, validationMessages, recordVersionMessages, exchangeRateMessages, codeLoadingMessages, retentionMessages, legalMessages, importMessages, serviceAccountMessages, fiscalIdentityMessages, payoutMessages];

// The Bitácora labels its entity filter with the other catalogues' resource names.
export const domainMessages: Texts[] = [...catalogues, auditTrailMessages(catalogues)];
