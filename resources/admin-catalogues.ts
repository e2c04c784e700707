/**
 * The admin catalogues under /administrador/listas (spec section 2), each a generated screen with its
 * menu entry. Customers, companies and agents lead to their loans (row action "prestamos").
 *
 * The server reads this file at every start (through resources/modules.ts) to add the catalogues'
 * modules: keep it free of React components; a screen that needs one belongs in a file of its own.
 */
import { entities } from '../schemas/index.ts';
import type { Entity } from '../schemas/framework/define-entity.ts';
import type { ListScreen, RowAction, Screen } from '../src/framework/screens/screen-types.ts';

const LISTS = '/administrador/listas';

/** The loans list filtered by the record that led there (react-admin reads `filter` from the URL). */
const loansBy = (field: string): RowAction => ({
  name: 'prestamos',
  to: (record) =>
    field === 'customer_id'
      ? `/prestamos/prestamos/${record.id}`
      : `/prestamos/prestamos?filter=${encodeURIComponent(JSON.stringify({ [field]: record.id }))}`,
});

/** A catalogue at /administrador/listas/<slug>, in the admin menu with this icon (src/layout/module-icons.ts). */
const catalogue = (slug: string, entity: Entity, icon: string, more: Partial<ListScreen> = {}): ListScreen => ({
  kind: 'list', path: `${LISTS}/${slug}`, entity, menu: { icon }, ...more,
});

export const catalogueScreens: ListScreen[] = [
  catalogue('aplicaciones', entities.application, 'Apps'),
  catalogue('modulos', entities.module, 'ViewModule', { toasts: { created: 'caudal.toast.moduleCreated', updated: 'caudal.toast.moduleUpdated' } }),
  catalogue('roles', entities.role, 'Badge', { rowActions: [{ name: 'permisos', to: (record) => `${LISTS}/permisos?role_id=${record.id}` }] }),
  catalogue('estatus', entities.status, 'Flag'),
  catalogue('notificaciones', entities.notification, 'Notifications'),
  catalogue('moneda', entities.currency, 'AttachMoney'),
  catalogue('smslogs', entities.sms_log, 'Sms'),
  catalogue('documentos', entities.document, 'Description'),
  catalogue('clientes', entities.customer, 'Storefront', { rowActions: [loansBy('customer_id')] }),
  catalogue('empresas', entities.company, 'Business', { rowActions: [loansBy('company_id')] }),
  catalogue('agentes', entities.agent, 'SupportAgent', { rowActions: [loansBy('agent_id')] }),
];

export const adminCatalogues: Screen[] = [
  { kind: 'redirect', path: '/administrador', to: `${LISTS}/aplicaciones` },
  { kind: 'redirect', path: LISTS, to: `${LISTS}/aplicaciones` },
  ...catalogueScreens,
];
