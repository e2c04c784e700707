/**
 * The Bitácora at /administrador/listas/bitacora: the generated, read-only list of the audit
 * trail (schemas/views/audit-trail.ts) with its drawn cells, loaded with the list. Its menu entry is the
 * view's `access`.
 */
import { entities } from '../schemas/index.ts';
import { lazyComponent } from '../src/framework/screens/lazy-component.tsx';
import type { Screen } from '../src/framework/screens/screen-types.ts';

const cells = () => import('../src/pages/audit-trail/AuditTrailCells.tsx');
const SubjectCell = lazyComponent(() => cells().then((m) => m.SubjectCell));
const ActionCell = lazyComponent(() => cells().then((m) => m.ActionCell));
const ChangesCell = lazyComponent(() => cells().then((m) => m.ChangesCell));

export const AUDIT_TRAIL_ROUTE = '/administrador/listas/bitacora';

export const auditTrailScreens: Screen[] = [
  {
    kind: 'list',
    path: AUDIT_TRAIL_ROUTE,
    entity: entities.audit_log,
    readOnly: true,
    columns: ['at', 'user_id', 'service_account', 'entity', 'entity_id', 'action', 'changes'],
    cells: { entity: SubjectCell, action: ActionCell, changes: ChangesCell },
  },
];
