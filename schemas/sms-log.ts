import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** Every message the SMS gateway sends. Append-only: list, one and create (spec section 7). */
export const smsLog = defineEntity({
  name: 'sms_log',
  access: { module: { route: '/administrador/listas/smslogs', icon: 'Sms' } },
  timestamps: true,
  fields: {
    phone: field.text({ maxLength: 20, sortable: true, filterable: true, searchable: true }),
    message: field.text({ maxLength: 1000, multiline: true, searchable: true }),
    type: field.select(['sms', 'call'], { hidden: true, filterable: true, defaultValue: 'sms' }),
  },
  // type + created_at: the log filtered by sms or call, newest first, stays flat as the log grows (bench/).
  indexes: [['phone', 'created_at'], ['type', 'created_at']],
  operations: ['list', 'one', 'create'],
});
