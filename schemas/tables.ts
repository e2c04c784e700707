/** The Drizzle tables, for drizzle-kit: every declared entity's (schemas/registry.ts) and the server's own. */
export * from './registry.ts';
export { auditLog } from './audit-log.ts';
export { codeSend, pendingLogin, phoneCode, session, signInIdentifier, temporaryPassword } from './auth-tables.ts';
export { storedFile } from './stored-file.ts';
export { declaredGrant } from './declared-grants.ts';
export { dataStep, migrationName, rateCounter, serverSecret, storedFileContent } from './server-state.ts';
export { profilePicture, profileRequest } from './profile-tables.ts';
export { userNotification } from './user-notification.ts';
export { paymentComplementFolio } from './cfdi-folios.ts';
export { investmentDayTotal, investmentTotal, loanDayTotal, loanTotal } from './book-totals.ts';
export { firmSetting, importJob, importJobRow } from './import-tables.ts';
export { serviceAccount, serviceAccountUse } from './service-account.ts';
export { csdCertificate, fiscalIdentity } from './fiscal-identity.ts';
export { payoutRun, payoutRunLine } from './payout-tables.ts';
