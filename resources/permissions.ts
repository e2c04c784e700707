/**
 * The permissions editor (spec section 6): a bespoke page on the spec's route; the roles list leads
 * here with ?role_id=<id> (row action "permisos").
 */
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { lazyPage } from '../src/framework/screens/lazy-component.tsx';

const PermissionsPage = lazyPage(() => import('../src/pages/permissions/PermissionsPage.tsx'), 'PermissionsPage');

export const permissionScreens: Screen[] = [{ kind: 'page', path: '/administrador/listas/permisos', component: PermissionsPage }];
