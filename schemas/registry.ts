/**
 * Every entity declared in schemas/ that the generic API serves, by resource name; every declared entity,
 * by name (the browser reads their API paths and modules, decision 087); and the table of every declared
 * entity for drizzle-kit (schemas/tables.ts).
 * Written by `npm run db:generate` (scripts/entity-registry.ts): do not edit by hand.
 */
import { agent } from './agent.ts';
import { application } from './application.ts';
import { closeCoverageConfig } from './cover-config.ts';
import { company } from './company.ts';
import { currency } from './currency.ts';
import { customer } from './customer.ts';
import { document } from './document.ts';
import { exchangeRate } from './exchange-rate.ts';
import { expense } from './expense.ts';
import { forexQuote } from './quote.ts';
import { forwardClosed } from './forward-closed.ts';
import { forwardConstant } from './forward-constant.ts';
import { forwardInstrument } from './forward-instrument.ts';
import { forwardOpen } from './forward-open.ts';
import { forwardProjection, forwardProjectionUpload } from './forward-projection.ts';
import { inpc } from './inpc.ts';
import { investment } from './investment.ts';
import { investmentDetail } from './investment-detail.ts';
import { investorStatement } from './investor-statement.ts';
import { invoice } from './invoice.ts';
import { invoicingIntent } from './invoicing-intent.ts';
import { loan } from './loan.ts';
import { loanDetail } from './loan-detail.ts';
import { module } from './module.ts';
import { notification } from './notification.ts';
import { permission } from './permission.ts';
import { retentionCertificate } from './retention-certificate.ts';
import { role } from './role.ts';
import { smsLog } from './sms-log.ts';
import { status } from './status.ts';
import { user } from './user.ts';
import { userDocument } from './user-document.ts';

export const registeredEntities = {
  agent,
  application,
  company,
  currency,
  customer,
  document,
  exchange_rate: exchangeRate,
  expenses: expense,
  forward_closed: forwardClosed,
  forward_open: forwardOpen,
  inpc,
  investment,
  investment_detail: investmentDetail,
  investor_statement: investorStatement,
  invoices: invoice,
  loan,
  loan_detail: loanDetail,
  module,
  notification,
  permission,
  retention_certificate: retentionCertificate,
  role,
  sms_log: smsLog,
  status,
  user,
  user_document: userDocument,
};

export const declaredEntities = {
  ...registeredEntities,
  close_coverage_config: closeCoverageConfig,
  forex_quote: forexQuote,
  forward_constant: forwardConstant,
  forward_instrument: forwardInstrument,
  forward_projection: forwardProjection,
  forward_projection_upload: forwardProjectionUpload,
  invoicing_intent: invoicingIntent,
};

export const agentTable = agent.table;
export const applicationTable = application.table;
export const closeCoverageConfigTable = closeCoverageConfig.table;
export const companyTable = company.table;
export const currencyTable = currency.table;
export const customerTable = customer.table;
export const documentTable = document.table;
export const exchangeRateTable = exchangeRate.table;
export const expenseTable = expense.table;
export const forexQuoteTable = forexQuote.table;
export const forwardClosedTable = forwardClosed.table;
export const forwardConstantTable = forwardConstant.table;
export const forwardInstrumentTable = forwardInstrument.table;
export const forwardOpenTable = forwardOpen.table;
export const forwardProjectionTable = forwardProjection.table;
export const forwardProjectionUploadTable = forwardProjectionUpload.table;
export const inpcTable = inpc.table;
export const investmentTable = investment.table;
export const investmentDetailTable = investmentDetail.table;
export const investorStatementTable = investorStatement.table;
export const invoiceTable = invoice.table;
export const invoicingIntentTable = invoicingIntent.table;
export const loanTable = loan.table;
export const loanDetailTable = loanDetail.table;
export const moduleTable = module.table;
export const notificationTable = notification.table;
export const permissionTable = permission.table;
export const retentionCertificateTable = retentionCertificate.table;
export const roleTable = role.table;
export const smsLogTable = smsLog.table;
export const statusTable = status.table;
export const userTable = user.table;
export const userDocumentTable = userDocument.table;
