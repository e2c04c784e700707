// @vitest-environment jsdom
/**
 * The users form mirrors who may change whose credentials (decision 126): on someone else's record a
 * Gestor sees username, email, phone and role locked and no password toggle, with the rule said; an
 * Admin edits an investor's; nobody but Root edits their own role.
 */
import { render, screen, waitFor, cleanup, fireEvent, within } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { UserInputs } from '../../../src/auth/users/UserInputs.tsx';
import { createI18nProvider } from '../../../src/i18n/i18n-provider.ts';
import { SESSION_KEYS } from '../../../src/auth/session-storage.ts';

const investor = { id: 40, key: 'USR-0040', username: 'marina', name: 'Marina', email: 'marina@example.com', lada: '+52', phone: '+525511112222', role_id: ROLE.investor, type: 'inversionista', person_type: 'fisica' };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ROLES = [
  { id: ROLE.default, name: 'Default' },
  { id: ROLE.root, name: 'Root' },
  { id: ROLE.admin, name: 'Admin' },
  { id: ROLE.gestor, name: 'Gestor' },
  { id: ROLE.investor, name: 'Inversionista' },
  { id: ROLE.client, name: 'Cliente' },
];

async function renderAs(me: { id: number; role_id: number }, record: Record<string, unknown>, mode: 'create' | 'update' = 'update') {
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...me, name: 'Yo', email: 'yo@caudal.mx', language: 'es' }));
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { result: [], total: 0 } }), { headers: { 'content-type': 'application/json' } }));
  const dataProvider = testDataProvider({
    getList: async () => ({ data: ROLES, total: ROLES.length }) as never,
    getMany: async () => ({ data: ROLES }) as never,
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await createI18nProvider()}>
      <ResourceContextProvider value="user">
        <RecordContextProvider value={record}>
          <Form record={record}>
            <UserInputs mode={mode} />
          </Form>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  await waitFor(() => screen.getByLabelText(/^Nombre \*?$|^Nombre$/));
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('UserInputs on edit', () => {
  it('a Gestor on an investor: credentials locked, no password toggle, the rule said', async () => {
    await renderAs({ id: 3, role_id: ROLE.gestor }, investor);
    expect(input(/^Correo electrónico/).disabled).toBe(true);
    expect(input(/^Nombre de usuario/).disabled).toBe(true);
    expect(input(/^Teléfono/).disabled).toBe(true);
    expect(input(/^Nombre \*?$|^Nombre$/).disabled).toBe(false);
    expect(screen.queryByLabelText('Cambiar la contraseña')).toBeNull();
    expect(screen.getByText(/solo los cambia un Administrador/)).toBeTruthy();
  });

  it('an Admin on an investor: everything open', async () => {
    await renderAs({ id: 2, role_id: ROLE.admin }, investor);
    expect(input(/^Correo electrónico/).disabled).toBe(false);
    expect(input(/^Teléfono/).disabled).toBe(false);
    expect(screen.getByLabelText('Cambiar la contraseña')).toBeTruthy();
    expect(screen.queryByText(/solo los cambia un Administrador/)).toBeNull();
  });

  it('a Gestor on itself: its own credentials open, its role not', async () => {
    await renderAs({ id: 3, role_id: ROLE.gestor }, { ...investor, id: 3, role_id: ROLE.gestor, type: null });
    expect(input(/^Correo electrónico/).disabled).toBe(false);
    expect(screen.getByLabelText('Cambiar la contraseña')).toBeTruthy();
    expect(screen.getByText('Tu propio rol solo lo cambia un Administrador')).toBeTruthy();
  });
});

describe('UserInputs on create', () => {
  it('offers a Gestor only the roles below its own', async () => {
    await renderAs({ id: 3, role_id: ROLE.gestor }, {}, 'create');
    const select = await waitFor(() => screen.getByRole('combobox', { name: /^Rol/ }));
    fireEvent.mouseDown(select);
    const options = within(await waitFor(() => screen.getByRole('listbox'))).getAllByRole('option').map((o) => o.textContent).filter((t) => t && t.trim() !== '');
    expect(options).toEqual(['Ninguno', 'Default', 'Inversionista', 'Cliente']);
  });
});
