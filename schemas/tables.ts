/** The Drizzle tables, for drizzle-kit and the server's own (non-entity) tables. */
import { entities } from './index.ts';
export { auditLog } from './audit-log.ts';
export { storedFile } from './stored-file.ts';

export const agent = entities.agent.table;
export const application = entities.application.table;
export const company = entities.company.table;
export const currency = entities.currency.table;
export const customer = entities.customer.table;
export const document = entities.document.table;
export const module = entities.module.table;
export const notification = entities.notification.table;
export const role = entities.role.table;
export const smsLog = entities.sms_log.table;
export const status = entities.status.table;
