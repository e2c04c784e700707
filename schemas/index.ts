/**
 * Every entity, by resource name. The server registers routes for each; the browser builds screens.
 * Adding an entity: write schemas/<entity>.ts and add it here.
 */
import type { Entity } from './framework/define-entity.ts';
import { agent } from './agent.ts';
import { application } from './application.ts';
import { company } from './company.ts';
import { currency } from './currency.ts';
import { customer } from './customer.ts';
import { document } from './document.ts';
import { expense } from './expense.ts';
import { forwardClosed } from './forward-closed.ts';
import { forwardOpen } from './forward-open.ts';
import { investment } from './investment.ts';
import { investmentDetail } from './investment-detail.ts';
import { invoice } from './invoice.ts';
import { loan } from './loan.ts';
import { loanDetail } from './loan-detail.ts';
import { module } from './module.ts';
import { notification } from './notification.ts';
import { permission } from './permission.ts';
import { role } from './role.ts';
import { smsLog } from './sms-log.ts';
import { status } from './status.ts';
import { user } from './user.ts';
import { userDocument } from './user-document.ts';

export const entities = {
  agent,
  application,
  company,
  currency,
  customer,
  document,
  expenses: expense,
  forward_closed: forwardClosed,
  forward_open: forwardOpen,
  investment,
  investment_detail: investmentDetail,
  invoices: invoice,
  loan,
  loan_detail: loanDetail,
  module,
  notification,
  permission,
  role,
  sms_log: smsLog,
  status,
  user,
  user_document: userDocument,
} satisfies Record<string, Entity>;

export type EntityName = keyof typeof entities;

export const entityList: readonly Entity[] = Object.values(entities);
