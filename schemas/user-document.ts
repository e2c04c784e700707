import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { document } from './document.ts';
import { user } from './user.ts';

export const USER_DOCUMENT_TYPES = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

/**
 * A document kept for a user (spec section 3): its type's `days` decide when it expires. Listing
 * (by user_guid, docs/decisions/009) and uploading are domain routes (server/routes/files/documents.ts);
 * investors and clients reach only their own.
 */
export const userDocument = defineEntity({
  name: 'user_document',
  table: 'user_document',
  // Staff keep users' documents; everyone reads their own through the profile's flags (row-scoped).
  access: { module: '/administrador/listas/usuarios', sharedWith: ['/perfil'] },
  owner: 'user_id',
  timestamps: true,
  fields: {
    user_id: field.reference(() => user, { filterable: true, readOnlyOnUpdate: true }),
    document_id: field.reference(() => document, { filterable: true }),
    name: field.text({ maxLength: 200, sortable: true, searchable: true }),
    location: field.file(USER_DOCUMENT_TYPES),
    expiration: field.date({ generated: true, sortable: true }),
  },
  indexes: [['user_id', 'expiration']],
  operations: ['list', 'one', 'create', 'delete'],
  routesByDomain: ['list', 'one', 'create'],
});
