import { describe, expect, it } from 'vitest';
import { canAccessPath, landingPath, normalisePath, permissionFor } from '../../../src/auth/route-access.ts';
import { adminPermissions, investorPermissions, item } from './fixtures.ts';

describe('landingPath (spec section 2)', () => {
  it('sends Admin and Gestor to the investors list, investors to their dashboard, anyone else to the profile', () => {
    expect(landingPath(3)).toBe('/inversiones/inversionistas');
    expect(landingPath(4)).toBe('/inversiones/inversionistas');
    expect(landingPath(5)).toBe('/inversiones/dashboard');
    for (const role of [1, 2, 6, 99, null, undefined]) expect(landingPath(role)).toBe('/perfil');
  });
});

describe('canAccessPath', () => {
  it('always allows the root, the sign-in pages and the legal pages, even with no permissions', () => {
    for (const path of ['/', '/auth/login', '/auth/verificate', '/auth/password-recovery', '/aviso-de-privacidad', '/terminos-y-condiciones']) {
      expect(canAccessPath(path, null, null), path).toBe(true);
    }
  });

  it('allows an item path and its submenu paths from the stored list', () => {
    expect(canAccessPath('/inversiones', investorPermissions, 5)).toBe(true);
    expect(canAccessPath('/inversiones/dashboard-concluidas', investorPermissions, 5)).toBe(true);
    expect(canAccessPath('/perfil', investorPermissions, 5)).toBe(true);
  });

  it('refuses what the list does not name: an investor typing the users list', () => {
    expect(canAccessPath('/administrador/listas/usuarios', investorPermissions, 5)).toBe(false);
    expect(canAccessPath('/administrador', investorPermissions, 5)).toBe(false);
    expect(canAccessPath('/inversiones/inversionistas', investorPermissions, 5)).toBe(false);
    expect(canAccessPath('/no-such-page', adminPermissions, 3)).toBe(false);
  });

  it('a list route with an optional id also allows <route>/<id>, and nothing deeper', () => {
    expect(canAccessPath('/inversiones/inversiones/17', investorPermissions, 5)).toBe(true);
    expect(canAccessPath('/inversiones/inversiones/17/extra', investorPermissions, 5)).toBe(false);
    // Other routes take no id.
    expect(canAccessPath('/inversiones/dashboard/17', investorPermissions, 5)).toBe(false);
    // The id form needs the list itself in the permissions.
    expect(canAccessPath('/prestamos/prestamos/3', investorPermissions, 5)).toBe(false);
    expect(canAccessPath('/prestamos/prestamos/3', [item(10, '/prestamos', [item(11, '/prestamos/prestamos')])], 3)).toBe(true);
  });

  it('nothing but the always-allowed paths without permissions (a cleared list)', () => {
    expect(canAccessPath('/inversiones/dashboard-concluidas', null, 5)).toBe(false);
    expect(canAccessPath('/administrador/listas/aplicaciones', [], 3)).toBe(false);
  });

  it("the role's landing path and the 404 page are never refused (no sign-in ends on a 404 loop)", () => {
    expect(canAccessPath('/inversiones/dashboard', [], 5)).toBe(true);
    expect(canAccessPath('/inversiones/inversionistas', [], 3)).toBe(true);
    expect(canAccessPath('/inversiones/dashboard', [], 3)).toBe(false);
    expect(canAccessPath('/404', [], 6)).toBe(true);
  });

  it('a module listed with read false is not allowed', () => {
    expect(canAccessPath('/perfil', [item(60, '/perfil', [], { read: false })], 3)).toBe(false);
  });

  it('ignores a trailing slash, a query and a fragment', () => {
    expect(canAccessPath('/inversiones/dashboard-concluidas/', investorPermissions, 5)).toBe(true);
    expect(canAccessPath('/inversiones/inversiones?filter=%7B%7D#top', investorPermissions, 5)).toBe(true);
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('perfil/')).toBe('/perfil');
  });

  it('finds the permission item of a route among children', () => {
    expect(permissionFor('/administrador/listas/usuarios', adminPermissions)?.destroy).toBe(true);
    expect(permissionFor('/administrador/listas/roles', adminPermissions)).toBeUndefined();
  });
});
