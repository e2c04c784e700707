/** Admin's fiscal identity and CSD screen (docs/decisions/247): a bespoke page; its menu entry is resources/modules.ts'. */
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { lazyPage } from '../src/framework/screens/lazy-component.tsx';

const FiscalIdentityPage = lazyPage(() => import('../src/pages/fiscal-identity/FiscalIdentityPage.tsx'), 'FiscalIdentityPage');

export const fiscalIdentityScreens: Screen[] = [{ kind: 'page', path: '/administrador/identidad-fiscal', component: FiscalIdentityPage }];
