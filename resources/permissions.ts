/**
 * The permissions editor (spec section 6): a bespoke page on the spec's route; the roles list leads
 * here with ?role_id=<id> (row action "permisos").
 */
import { lazy } from 'react';
import type { Screen } from '../src/framework/screens/screen-types.ts';

const PermissionsPage = lazy(() => import('../src/pages/permissions/PermissionsPage.tsx').then((m) => ({ default: m.PermissionsPage })));

export const permissionScreens: Screen[] = [{ kind: 'page', path: '/administrador/listas/permisos', component: PermissionsPage }];
