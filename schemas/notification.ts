import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

export const notification = defineEntity({
  name: 'notification',
  access: { module: { route: '/administrador/listas/notificaciones', icon: 'Notifications' } },
  timestamps: true,
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    message: field.text({ maxLength: 2000, multiline: true, searchable: true }),
  },
});
