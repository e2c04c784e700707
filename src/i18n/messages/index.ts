/**
 * Every domain's texts, each file holding `{ es, en }` with the same keys. A new screen group adds its
 * file here; es.ts and en.ts merge them.
 */
import { auditTrailMessages } from './audit-trail.ts';
import { authMessages } from './auth.ts';
import { catalogueMessages } from './catalogues.ts';
import { codeLoadingMessages } from './code-loading.ts';
import { exchangeRateMessages } from './exchange-rates.ts';
import { forwardMessages } from './forwards.ts';
import { investmentMessages } from './investments.ts';
import { loanMessages } from './loans.ts';
import { profileMessages } from './profile.ts';
import { recordVersionMessages } from './record-versions.ts';
import { retentionMessages } from './retentions.ts';
import { validationMessages } from './validation.ts';

const catalogues: { es: object; en: object }[] = [catalogueMessages, authMessages, investmentMessages, forwardMessages, loanMessages, profileMessages, validationMessages, recordVersionMessages, exchangeRateMessages, codeLoadingMessages, retentionMessages];

// The Bitácora labels its entity filter with the other catalogues' resource names.
export const domainMessages: { es: object; en: object }[] = [...catalogues, auditTrailMessages(catalogues)];
