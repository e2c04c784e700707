import { describe, expect, it } from 'vitest';
import { finalTarget, guardPath } from '../../../src/auth/RouteGuard.tsx';
import { decideEntry } from '../../../src/auth/entry-decision.ts';
import { adminPermissions, investorPermissions } from './fixtures.ts';

const signedOut = { signedIn: false, roleId: null, permissions: null };
const investor = { signedIn: true, roleId: 5, permissions: investorPermissions };
const admin = { signedIn: true, roleId: 3, permissions: adminPermissions };
const REDIRECTS = { '/administrador': '/administrador/listas/aplicaciones', '/administrador/listas': '/administrador/listas/aplicaciones' };

describe('the route guard inside the admin app (spec section 2)', () => {
  it('without a session the root goes to the login, quietly', () => {
    expect(guardPath('/', signedOut)).toEqual({ kind: 'login', signInRequired: false });
  });

  it('without a session a protected path clears the session and says "Necesitas Iniciar Sesión"', () => {
    expect(guardPath('/administrador/listas/moneda', signedOut)).toEqual({ kind: 'login', signInRequired: true });
    expect(guardPath('/perfil', signedOut)).toEqual({ kind: 'login', signInRequired: true });
  });

  it('without a session the legal pages stay open', () => {
    expect(guardPath('/aviso-de-privacidad', signedOut)).toEqual({ kind: 'allow' });
    expect(guardPath('/terminos-y-condiciones', signedOut)).toEqual({ kind: 'allow' });
  });

  it('the root lands each role where it belongs', () => {
    expect(guardPath('/', admin)).toEqual({ kind: 'redirect', to: '/inversiones/inversionistas' });
    expect(guardPath('/', { ...admin, roleId: 4 })).toEqual({ kind: 'redirect', to: '/inversiones/inversionistas' });
    expect(guardPath('/', investor)).toEqual({ kind: 'redirect', to: '/inversiones/dashboard' });
    expect(guardPath('/', { ...investor, roleId: 6 })).toEqual({ kind: 'redirect', to: '/perfil' });
    expect(guardPath('/', { ...investor, roleId: 2 })).toEqual({ kind: 'redirect', to: '/perfil' });
  });

  it('a path the permissions do not list goes to /404', () => {
    expect(guardPath('/administrador/listas/usuarios', investor)).toEqual({ kind: 'redirect', to: '/404' });
    expect(guardPath('/administrador/listas/usuarios', admin)).toEqual({ kind: 'allow' });
  });

  it('an investor opening a group whose usual screen is staff-only lands on their own screen in it', () => {
    const redirects = { ...REDIRECTS, '/inversiones': '/inversiones/inversionistas' };
    expect(guardPath('/inversiones', investor, redirects)).toEqual({ kind: 'redirect', to: '/inversiones/dashboard' });
    expect(guardPath('/inversiones', admin, redirects)).toEqual({ kind: 'allow' });
  });

  it('a redirect screen is judged by where it leads', () => {
    expect(guardPath('/administrador/listas', admin, REDIRECTS)).toEqual({ kind: 'allow' });
    expect(guardPath('/administrador/listas', investor, REDIRECTS)).toEqual({ kind: 'redirect', to: '/404' });
    expect(finalTarget('/administrador/', REDIRECTS)).toBe('/administrador/listas/aplicaciones');
    expect(finalTarget('/a', { '/a': '/b', '/b': '/a' })).toMatch(/^\/[ab]$/);
  });
});

describe('the entry decision (which app, before anything loads)', () => {
  it('without a session: the root shows the login, quietly', () => {
    expect(decideEntry('/', false)).toEqual({ app: 'auth', path: '/auth/login', signInRequired: false });
  });

  it('without a session: the sign-in pages show as asked', () => {
    expect(decideEntry('/auth/verificate', false)).toEqual({ app: 'auth', path: '/auth/verificate', signInRequired: false });
    expect(decideEntry('/auth/password-recovery', false)).toEqual({ app: 'auth', path: '/auth/password-recovery', signInRequired: false });
  });

  it('without a session: a protected path shows the login with the notice', () => {
    expect(decideEntry('/administrador/listas/usuarios', false)).toEqual({ app: 'auth', path: '/auth/login', signInRequired: true });
    expect(decideEntry('/no-such-page', false)).toEqual({ app: 'auth', path: '/auth/login', signInRequired: true });
  });

  it('without a session: the legal pages open in the app that has them', () => {
    expect(decideEntry('/aviso-de-privacidad', false)).toEqual({ app: 'admin', path: '/aviso-de-privacidad', signInRequired: false });
  });

  it('with a session: the login sends to the root; everything else opens the admin app', () => {
    expect(decideEntry('/auth/login', true)).toEqual({ app: 'admin', path: '/', signInRequired: false });
    expect(decideEntry('/auth/verificate', true)).toEqual({ app: 'admin', path: '/', signInRequired: false });
    expect(decideEntry('/administrador/listas/usuarios', true)).toEqual({ app: 'admin', path: '/administrador/listas/usuarios', signInRequired: false });
  });
});
