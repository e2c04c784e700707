/**
 * The admin catalogues under /administrador/listas (spec section 2), each a generated screen.
 * Customers, companies and agents lead to their loans (row action "prestamos").
 */
import { entities } from '../schemas/index.ts';
import type { RowAction, Screen } from '../src/framework/screens/screen-types.ts';

const LISTS = '/administrador/listas';

/** The loans list filtered by the record that led there (react-admin reads `filter` from the URL). */
const loansBy = (field: string): RowAction => ({
  name: 'prestamos',
  to: (record) =>
    field === 'customer_id'
      ? `/prestamos/prestamos/${record.id}`
      : `/prestamos/prestamos?filter=${encodeURIComponent(JSON.stringify({ [field]: record.id }))}`,
});

export const adminCatalogues: Screen[] = [
  { kind: 'redirect', path: '/administrador', to: `${LISTS}/aplicaciones` },
  { kind: 'redirect', path: LISTS, to: `${LISTS}/aplicaciones` },
  { kind: 'list', path: `${LISTS}/aplicaciones`, entity: entities.application },
  { kind: 'list', path: `${LISTS}/modulos`, entity: entities.module },
  { kind: 'list', path: `${LISTS}/roles`, entity: entities.role, rowActions: [{ name: 'permisos', to: (record) => `${LISTS}/permisos?role_id=${record.id}` }] },
  { kind: 'list', path: `${LISTS}/estatus`, entity: entities.status },
  { kind: 'list', path: `${LISTS}/notificaciones`, entity: entities.notification },
  { kind: 'list', path: `${LISTS}/moneda`, entity: entities.currency },
  { kind: 'list', path: `${LISTS}/smslogs`, entity: entities.sms_log },
  { kind: 'list', path: `${LISTS}/documentos`, entity: entities.document },
  { kind: 'list', path: `${LISTS}/clientes`, entity: entities.customer, rowActions: [loansBy('customer_id')] },
  { kind: 'list', path: `${LISTS}/empresas`, entity: entities.company, rowActions: [loansBy('company_id')] },
  { kind: 'list', path: `${LISTS}/agentes`, entity: entities.agent, rowActions: [loansBy('agent_id')] },
];
