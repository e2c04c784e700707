// @vitest-environment jsdom
/**
 * What a field declares reaches the generated form: a create form starts with each
 * field's defaultValue (a switch declared on starts on), a reference's options come in its declared
 * order and by its declared label, and a required reference offers no empty choice ("Ninguno").
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { CoreAdminContext, CreateBase, type DataProvider } from 'ra-core';
import { SimpleForm } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEntity } from '../../../../schemas/framework/define-entity.ts';
import { field } from '../../../../schemas/framework/field.ts';
import { createDefaults } from '../../../../src/framework/screens/entity-meta.ts';
import { EntityInput } from '../../../../src/framework/screens/EntityInput.tsx';
import { es } from '../../../../src/i18n/es.ts';
import polyglotI18nProvider from 'ra-i18n-polyglot';

afterEach(cleanup);

const person = defineEntity({ name: 'person', access: { module: '/x' }, fields: { name: field.text({ sortable: true }), nickname: field.text() } });
const sample = defineEntity({
  name: 'sample',
  access: { module: '/x' },
  fields: {
    active: field.boolean({ defaultValue: true }),
    archived: field.boolean({ defaultValue: false }),
    owner_id: field.reference(() => person, { lookupSort: { field: 'name', order: 'DESC' }, lookupLabel: 'nickname' }),
    helper_id: field.reference(() => person, { optional: true }),
  },
});

const people = [
  { id: 1, name: 'Ana', nickname: 'Anita' },
  { id: 2, name: 'Beto', nickname: 'Betito' },
];

function renderForm() {
  const getList = vi.fn(async () => ({ data: people, total: people.length }));
  const dataProvider = { getList, getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
  render(
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => es, 'es')}>
      <ThemeProvider theme={createTheme()}>
        <CreateBase resource="sample" record={createDefaults(sample)}>
          <SimpleForm toolbar={false}>
            {Object.entries(sample.fields).map(([name, meta]) => (
              <EntityInput key={name} entityName="sample" source={name} meta={meta} />
            ))}
          </SimpleForm>
        </CreateBase>
      </ThemeProvider>
    </CoreAdminContext>,
  );
  return getList;
}

async function optionsOf(label: RegExp): Promise<string[]> {
  const combobox = await screen.findByRole('combobox', { name: label });
  fireEvent.mouseDown(combobox);
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option').map((o) => o.textContent?.trim() ?? '');
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return options;
}

describe('a generated create form', { timeout: 30_000 }, () => {
  it('starts with the declared defaults: the switch declared on is on, the one declared off is off', async () => {
    expect(createDefaults(sample)).toEqual({ active: true, archived: false });
    renderForm();
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([true, false]);
  });

  it("asks for a reference's options in its declared order and shows its declared label", async () => {
    const getList = renderForm();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.calls.map((call) => (call as unknown[])[1])).toContainEqual(expect.objectContaining({ sort: { field: 'name', order: 'DESC' } }));
    // The undeclared one keeps the id order.
    expect(getList.mock.calls.map((call) => (call as unknown[])[1])).toContainEqual(expect.objectContaining({ sort: { field: 'id', order: 'ASC' } }));
    expect(await optionsOf(/owner/i)).toEqual(['Anita', 'Betito']);
  });

  it('offers no "Ninguno" on a required reference, and offers it on an optional one', async () => {
    const getList = renderForm();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(await optionsOf(/owner/i)).toEqual(['Anita', 'Betito']);
    expect(await optionsOf(/helper/i)).toEqual(['Ninguno', 'Ana', 'Beto']);
    // Labelled like every other field: no asterisk on the required one.
    const labelOf = (name: RegExp) =>
      (screen.getByRole('combobox', { name }).getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(labelOf(/owner/i)).toMatch(/owner/i);
    expect(labelOf(/owner/i)).not.toContain('*');
  });
});
