// @vitest-environment jsdom
/**
 * A list that failed for an outage (503) shows "Servicio no disponible" in place of its rows and its
 * paging; any other failure says so too, as every screen's failed data does: the
 * spec's headline with the catalogue's words for the answer and "Reintentar", no stale rows or total.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { CoreAdminContext, HttpError, ListContextProvider, type ListControllerResult } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListLoadFailure, ListPagination } from '../../../../src/framework/screens/ListUnavailable.tsx';
import { testI18nProvider } from '../helpers.ts';

afterEach(cleanup);

function renderList(error: unknown, refetch = vi.fn()) {
  const context = { error, refetch, isFetching: false, isPending: false, total: 25, page: 1, perPage: 25, data: [], setPage: vi.fn(), setPerPage: vi.fn(), resource: 'loan', hasNextPage: false, hasPreviousPage: false } as unknown as ListControllerResult;
  render(
    <CoreAdminContext i18nProvider={testI18nProvider}>
      <ThemeProvider theme={createTheme()}>
        <ListContextProvider value={context}>
          <ListLoadFailure resource="loan" />
          <ListPagination rowsPerPageOptions={[10, 25]} />
        </ListContextProvider>
      </ThemeProvider>
    </CoreAdminContext>,
  );
  return refetch;
}

describe('a list that could not be loaded', () => {
  it('says "Servicio no disponible" instead of its rows and its stale total on a 503, and offers to reload', () => {
    const refetch = renderList(new HttpError('Servicio no disponible: la base de datos no responde.', 503));
    expect(screen.getByRole('alert').textContent).toContain('Servicio no disponible');
        expect(screen.queryByText(/de 25|of 25/)).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says any other failure in the catalogue\'s words, without its stale total, and offers to load again', () => {
    const refetch = renderList(new HttpError('Error interno del servidor', 500));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Hubo un error al obtener los datos.');
    expect(alert.textContent).not.toContain('Recargar');
    expect(screen.queryByText(/de 25|of 25/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
