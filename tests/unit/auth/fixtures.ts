/** Sidebar permissions and a session shaped as decision 006 says, for the auth tests. */
import type { Session, SidebarItem } from '../../../src/auth/session-types.ts';

export function item(id: number, route: string, children: SidebarItem[] = [], flags: Partial<SidebarItem> = {}): SidebarItem {
  const frontName = route.split('/').pop() ?? '';
  return { id, route, frontName, icon: 'Label', read: true, create: false, update: false, destroy: false, root: false, children, ...flags };
}

/** What an investor might be given: their dashboards and their investments list. */
export const investorPermissions: SidebarItem[] = [
  item(1, '/inversiones', [item(3, '/inversiones/dashboard'), item(4, '/inversiones/dashboard-concluidas'), item(8, '/inversiones/inversiones')]),
  item(60, '/perfil'),
];

/** An administrator: investments, the admin catalogues (users with every flag), the profile. */
export const adminPermissions: SidebarItem[] = [
  item(1, '/inversiones', [item(2, '/inversiones/inversionistas', [], { create: true, update: true })]),
  item(30, '/administrador', [
    item(31, '/administrador/listas/aplicaciones', [], { create: true, update: true, destroy: true }),
    item(33, '/administrador/listas/usuarios', [], { create: true, update: true, destroy: true }),
    item(34, '/administrador/listas/permisos', [], { create: true, update: true }),
  ]),
  item(60, '/perfil'),
];

export function session(overrides: Partial<Session> = {}): Session {
  return {
    token: 'public-handle-1',
    expires_at: '2026-11-22T18:00:00.000Z',
    user: { id: 7, role_id: 5, name: 'Inés Inversionista', email: 'inversionista@caudal.mx', language: 'es', must_change_password: false },
    permissions: investorPermissions,
    ...overrides,
  };
}

/**
 * Renders the sign-in app at a path and lets its lazily loaded page (verification, recovery) appear,
 * as the browser does once the page's chunk arrives.
 */
export async function renderAuthApp(path: string): Promise<void> {
  const { default: AuthApp } = await import('../../../src/auth/AuthApp.tsx');
  // The lazy pages come from the module cache once imported here, so one act settles them.
  await import('../../../src/auth/pages/VerificationPage.tsx');
  await import('../../../src/auth/pages/PasswordRecoveryPage.tsx');
  const { act, createElement, render } = await testingTools();
  await act(async () => {
    render(createElement(AuthApp, { path }));
  });
}

async function testingTools() {
  const [{ act, render }, { createElement }] = await Promise.all([import('@testing-library/react'), import('react')]);
  return { act, render, createElement };
}
