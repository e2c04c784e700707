/**
 * The admin catalogues under /administrador/listas (spec section 2) that need more than the generated
 * list: row actions and toasts. Their route and menu entry are their entity's `access` (a catalogue with
 * nothing more needs no line: resources/index.ts gives it the generated list). Customers, companies and
 * agents lead to their loans (row action "prestamos").
 */
import { entities } from '../schemas/index.ts';
import type { Entity } from '../schemas/framework/define-entity.ts';
import type { ListScreen, RowAction, Screen } from '../src/framework/screens/screen-types.ts';
import { phoneCell } from '../src/framework/screens/PhoneCell.tsx';

const LISTS = '/administrador/listas';

/** The loans list filtered by the record that led there (react-admin reads `filter` from the URL). */
const loansBy = (field: string): RowAction => ({
  name: 'prestamos',
  to: (record) =>
    field === 'customer_id'
      ? `/prestamos/prestamos/${record.id}`
      : `/prestamos/prestamos?filter=${encodeURIComponent(JSON.stringify({ [field]: record.id }))}`,
});

/** The generated list at the entity's module (its `access.module` route), with what only a screen can say. */
const catalogue = (entity: Entity, more: Partial<ListScreen>): ListScreen => ({ kind: 'list', path: entity.module, entity, ...more });

export const catalogueScreens: ListScreen[] = [
  catalogue(entities.module, { toasts: { created: 'caudal.toast.moduleCreated', updated: 'caudal.toast.moduleUpdated' } }),
  catalogue(entities.role, { rowActions: [{ name: 'permisos', to: (record) => `${LISTS}/permisos?role_id=${record.id}` }] }),
  catalogue(entities.customer, { rowActions: [loansBy('customer_id')] }),
  catalogue(entities.company, { rowActions: [loansBy('company_id')] }),
  catalogue(entities.agent, { rowActions: [loansBy('agent_id')] }),
  // The number the message went to, written as every phone is ("+52 55 1000 0007").
  catalogue(entities.sms_log, { cells: { phone: phoneCell('phone') } }),
];

export const adminCatalogues: Screen[] = [
  { kind: 'redirect', path: '/administrador', to: `${LISTS}/aplicaciones` },
  { kind: 'redirect', path: LISTS, to: `${LISTS}/aplicaciones` },
  ...catalogueScreens,
];
