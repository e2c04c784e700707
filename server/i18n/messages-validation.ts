/**
 * The texts the server says as the screens do, written once: the shared validation messages
 * (schemas/framework/messages.ts) under the server's `validation.` keys, and the browser's declaration of
 * the password policy, the identifier checks and a few sentences both sides show (src/i18n/messages).
 */
import { VALIDATION_TEXTS, type MessageKey } from '../../schemas/framework/messages.ts';
import { toastTexts } from '../../src/framework/feedback/messages.ts';
import { investmentMessages } from '../../src/i18n/messages/investments.ts';
import { loanMessages } from '../../src/i18n/messages/loans.ts';
import { profileMessages } from '../../src/i18n/messages/profile.ts';
import { validationMessages as browserValidation } from '../../src/i18n/messages/validation.ts';

type Text = { readonly es: string; readonly en: string };

export const validationMessages = Object.fromEntries(Object.entries(VALIDATION_TEXTS).map(([key, text]) => [`validation.${key}`, text])) as { readonly [K in MessageKey as `validation.${K}`]: Text };

/**
 * The password policy's texts and the identifier checks' placeholder-free ones, as the browser declares
 * them (src/i18n/messages/validation.ts): the server says the same words.
 */
const browser = browserValidation.caudal;
export const browserIdentifiers = browser.identifiers;
export const passwordMessages = Object.fromEntries(Object.entries(browser.passwordPolicy).map(([code, text]) => [`password.${code}`, text])) as { readonly [C in keyof typeof browser.passwordPolicy as `password.${C}`]: Text };

/** Sentences the server answers with and the screens also show: the screens' declaration of them. */
export const browserTexts = {
  paymentRecorded: loanMessages.caudal.loans.invoicePayment.recorded,
  profileRequestSent: profileMessages.caudal.profile.sent,
  calculatorMinimum: investmentMessages.caudal.investments.calculator.amountAboveMinimum,
  calculatorDuration: investmentMessages.caudal.investments.calculator.durationNotAllowed,
  passwordUpdated: toastTexts.passwordUpdated,
} as const;
