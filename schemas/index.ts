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
import { module } from './module.ts';
import { notification } from './notification.ts';
import { role } from './role.ts';
import { smsLog } from './sms-log.ts';
import { status } from './status.ts';

export const entities = {
  agent,
  application,
  company,
  currency,
  customer,
  document,
  module,
  notification,
  role,
  sms_log: smsLog,
  status,
} satisfies Record<string, Entity>;

export type EntityName = keyof typeof entities;

export const entityList: readonly Entity[] = Object.values(entities);
