/** The profile (/perfil); the legal pages are routes of their own outside the layout (src/App.tsx). */
import type { Screen } from '../src/framework/screens/screen-types.ts';
import { lazyPage } from '../src/framework/screens/lazy-component.tsx';

const ProfilePage = lazyPage(() => import('../src/pages/profile/ProfilePage.tsx'), 'ProfilePage');

export const profileScreens: Screen[] = [{ kind: 'page', path: '/perfil', component: ProfilePage }];

const legal = (name: 'PrivacyNoticePage' | 'TermsPage') => lazyPage(() => import('../src/pages/legal/LegalPage.tsx'), name);

/** Read signed out: src/App.tsx mounts these outside the layout and its route guard. */
export const legalPages: { path: string; component: React.ComponentType }[] = [
  { path: '/aviso-de-privacidad', component: legal('PrivacyNoticePage') },
  { path: '/terminos-y-condiciones', component: legal('TermsPage') },
];
