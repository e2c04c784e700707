// @vitest-environment jsdom
/**
 * What a generated list shows of an entity: the owner neither as a column nor as a filter to an
 * investor or client (the server shows them only their own records), the server's stamps as columns,
 * and the hedge filters fed by their lookups (docs/decisions/085).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { entities } from '../../../../schemas/index.ts';
import { SESSION_KEYS, storePermissions } from '../../../../src/auth/session-storage.ts';
import type { SidebarItem } from '../../../../src/auth/session-types.ts';
import { defineEntity } from '../../../../schemas/framework/define-entity.ts';
import { field } from '../../../../schemas/framework/field.ts';
import { ROLE_IDS } from '../../../../src/auth/session-types.ts';
import { columnMeta } from '../../../../src/framework/screens/entity-meta.ts';
import { entityFilters } from '../../../../src/framework/screens/entity-filters.tsx';
import { hiddenOwnerField } from '../../../../src/framework/screens/own-records.ts';

const signInAs = (role_id: number) => localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: 9, role_id }));
const filterSources = (...args: Parameters<typeof entityFilters>) => entityFilters(...args).map((filter) => filter.key);

afterEach(() => localStorage.clear());

describe('the owner of a record', () => {
  it('is hidden from investors and clients, shown to staff', () => {
    signInAs(ROLE_IDS.client);
    expect(hiddenOwnerField(entities.forward_open)).toBe('userId');
    expect(filterSources(entities.forward_open)).not.toContain('userId');
    signInAs(ROLE_IDS.investor);
    expect(hiddenOwnerField(entities.investment)).toBe('user_id');
    signInAs(ROLE_IDS.gestor);
    expect(hiddenOwnerField(entities.forward_open)).toBeUndefined();
    expect(filterSources(entities.forward_open)).toEqual(['userId', 'instrumentId', 'statusId', 'side']);
  });

  it('is never the record itself (a user owns their own row)', () => {
    signInAs(ROLE_IDS.investor);
    expect(hiddenOwnerField(entities.user)).toBeUndefined();
  });
});

describe('a screen\'s filters', () => {
  it('leave out what the screen always filters on, and the deleted records of a read-only screen', () => {
    signInAs(ROLE_IDS.admin);
    expect(filterSources(entities.user)).toEqual(expect.arrayContaining(['trashed', 'role_id']));
    const investors = filterSources(entities.user, { readOnly: true, fixed: ['role_id'] });
    expect(investors).not.toContain('role_id');
    expect(investors).not.toContain('trashed');
    expect(investors).toContain('q');
  });
});

describe('a reference filter (docs/decisions/273)', () => {
  const company = defineEntity({ name: 'test_company', access: { module: '/administrador/listas/empresas' }, fields: { name: field.text() } });
  const catalogue = defineEntity({ name: 'test_catalogue', access: { module: '/administrador/listas/moneda', lookup: true }, fields: { name: field.text() } });
  const listed = defineEntity({
    name: 'test_listed',
    access: { module: '/prestamos/prestamos' },
    fields: {
      company_id: field.reference(() => company, { filterable: true }),
      catalogue_id: field.reference(() => catalogue, { filterable: true }),
      served_id: field.reference(() => company, { filterable: true, lookup: 'some/options' }),
    },
  });
  const item = (route: string, read: boolean): SidebarItem => ({ id: 1, route, frontName: route, icon: 'x', read, create: false, update: false, destroy: false, root: false, children: [] });

  it('is offered only when the reader may list its choices (or they come from a declared path, or a lookup catalogue)', () => {
    signInAs(ROLE_IDS.client);
    storePermissions([item('/prestamos/prestamos', true)]);
    expect(filterSources(listed)).toEqual(['catalogue_id', 'served_id']);
    storePermissions([item('/prestamos/prestamos', true), item('/administrador/listas/empresas', true)]);
    expect(filterSources(listed)).toEqual(['company_id', 'catalogue_id', 'served_id']);
  });

  it('is offered while the permissions are not known: the server decides', () => {
    signInAs(ROLE_IDS.client);
    expect(filterSources(listed)).toEqual(['company_id', 'catalogue_id', 'served_id']);
  });
});

describe('columns', () => {
  it('show the server\'s stamps of an entity that keeps them, as instants', () => {
    expect(columnMeta(entities.forward_closed, 'created_at')).toMatchObject({ kind: 'datetime', sortable: true });
    expect(() => columnMeta(entities.currency, 'created_at')).toThrow();
  });

  it('show computed columns by their kind', () => {
    expect(columnMeta(entities.forward_open, 'canBeLiquidate')).toMatchObject({ kind: 'boolean' });
    expect(columnMeta(entities.user, 'investments_count')).toMatchObject({ kind: 'integer', sortable: true });
  });
});
