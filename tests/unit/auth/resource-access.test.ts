import { describe, expect, it } from 'vitest';
import { canAccessResource, flagForAction } from '../../../src/auth/resource-access.ts';
import { adminPermissions, investorPermissions } from './fixtures.ts';

const users = { module: '/administrador/listas/usuarios', sharedWith: ['/inversiones/inversionistas'] };

describe("react-admin's canAccess over the sidebar permissions", () => {
  it("maps react-admin's actions to the five flags", () => {
    expect(['list', 'show', 'export'].map(flagForAction)).toEqual(['read', 'read', 'read']);
    expect(flagForAction('create')).toBe('create');
    expect(flagForAction('edit')).toBe('update');
    expect(flagForAction('delete')).toBe('destroy');
    expect(flagForAction('dance')).toBeNull();
  });

  it("grants by the entity's module flags", () => {
    expect(canAccessResource(users, 'list', adminPermissions)).toBe(true);
    expect(canAccessResource(users, 'delete', adminPermissions)).toBe(true);
    expect(canAccessResource({ module: '/administrador/listas/permisos' }, 'delete', adminPermissions)).toBe(false);
    expect(canAccessResource(users, 'list', investorPermissions)).toBe(false);
  });

  it('a screen sharing the records grants through its own flags', () => {
    const onlyInvestors = adminPermissions.filter((i) => i.route === '/inversiones');
    expect(canAccessResource(users, 'create', onlyInvestors)).toBe(true);
    expect(canAccessResource(users, 'delete', onlyInvestors)).toBe(false);
  });

  it('a screen that only reads the records (readableFrom) grants read, nothing else', () => {
    const loans = { module: '/nowhere', readableFrom: ['/administrador/listas/usuarios'] };
    expect(canAccessResource(loans, 'list', adminPermissions)).toBe(true);
    expect(canAccessResource(loans, 'edit', adminPermissions)).toBe(false);
    expect(canAccessResource(loans, 'delete', adminPermissions)).toBe(false);
  });

  it('a lookup is readable by anyone signed in, but not writable', () => {
    const currency = { module: '/administrador/listas/moneda', lookup: true };
    expect(canAccessResource(currency, 'list', investorPermissions)).toBe(true);
    expect(canAccessResource(currency, 'edit', investorPermissions)).toBe(false);
  });

  it('unknown actions are refused; resources that are no entity are left to the server', () => {
    expect(canAccessResource(users, 'dance', adminPermissions)).toBe(false);
    expect(canAccessResource(undefined, 'list', [])).toBe(true);
  });
});
