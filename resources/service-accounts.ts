/** Root's service accounts screen (docs/decisions/245): a bespoke page; its menu entry is resources/modules.ts'. */
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { lazyPage } from '../src/framework/screens/lazy-component.tsx';

const ServiceAccountsPage = lazyPage(() => import('../src/pages/service-accounts/ServiceAccountsPage.tsx'), 'ServiceAccountsPage');

export const serviceAccountScreens: Screen[] = [{ kind: 'page', path: '/administrador/cuentas-de-servicio', component: ServiceAccountsPage }];
