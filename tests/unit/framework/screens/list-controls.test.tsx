// @vitest-environment jsdom
/**
 * A generated list's own controls (decision 188): the pager, the search box and "Agregar filtro", each
 * driving the list controller as react-admin's did, without its form and pagination code.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { CoreAdminContext, ListContextProvider, TextInput, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPager } from '../../../../src/framework/screens/list/ListPager.tsx';
import { ListSearchBox } from '../../../../src/framework/screens/list/ListSearchBox.tsx';
import { ListFilterButton } from '../../../../src/framework/screens/list/ListFilterButton.tsx';
import { testI18nProvider } from '../helpers.ts';

afterEach(cleanup);

// A wide screen: the pager shows "Rows per page" and the page buttons.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false }),
});

function list(overrides: Partial<ListControllerResult>): ListControllerResult {
  return {
    resource: 'currency',
    isPending: false,
    page: 1,
    perPage: 25,
    total: 60,
    hasNextPage: true,
    hasPreviousPage: false,
    filterValues: {},
    displayedFilters: {},
    setPage: vi.fn(),
    setPerPage: vi.fn(),
    setFilters: vi.fn(),
    showFilter: vi.fn(),
    hideFilter: vi.fn(),
    data: [],
    ...overrides,
  } as unknown as ListControllerResult;
}

function draw(context: ListControllerResult, children: React.ReactNode) {
  const view = render(
    <CoreAdminContext i18nProvider={testI18nProvider}>
      <ThemeProvider theme={createTheme()}>
        <ListContextProvider value={context}>{children}</ListContextProvider>
      </ThemeProvider>
    </CoreAdminContext>,
  );
  return {
    redraw: (next: ListControllerResult) =>
      view.rerender(
        <CoreAdminContext i18nProvider={testI18nProvider}>
          <ThemeProvider theme={createTheme()}>
            <ListContextProvider value={next}>{children}</ListContextProvider>
          </ThemeProvider>
        </CoreAdminContext>,
      ),
  };
}

describe('the pager', () => {
  it('shows the range, the rows per page and the pages, and moves to the page asked for', () => {
    const context = list({ page: 2 });
    draw(context, <ListPager rowsPerPageOptions={[10, 25, 50]} />);
    expect(screen.getByTestId('list-range').textContent).toBe('26-50 of 60');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(context.setPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(context.setPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(context.setPage).toHaveBeenLastCalledWith(1);
  });

  it('changes the rows per page from its list of sizes', () => {
    const context = list({});
    draw(context, <ListPager rowsPerPageOptions={[10, 25, 50]} />);
    const sizes = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect(sizes.textContent).toContain('25');
    fireEvent.click(sizes);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50']);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(options[0]!);
    expect(context.setPerPage).toHaveBeenCalledWith(10);
  });

  it('cannot go before the first page nor past the last', () => {
    draw(list({ page: 3, hasNextPage: false }), <ListPager rowsPerPageOptions={[25]} />);
    expect(screen.getByTestId('list-range').textContent).toBe('51-60 of 60');
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    draw(list({ page: 1 }), <ListPager rowsPerPageOptions={[25]} />);
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing for an empty list or a page past the end, and no page buttons for one page', () => {
    draw(list({ total: 0 }), <ListPager rowsPerPageOptions={[25]} />);
    expect(screen.queryByTestId('list-range')).toBeNull();
    cleanup();
    draw(list({ page: 4 }), <ListPager rowsPerPageOptions={[25]} />);
    expect(screen.queryByTestId('list-range')).toBeNull();
    cleanup();
    draw(list({ total: 3, hasNextPage: false }), <ListPager rowsPerPageOptions={[25]} />);
    expect(screen.getByTestId('list-range').textContent).toBe('1-3 of 3');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });
});

describe('the search box', () => {
  it('sets the "q" filter through the controller\'s debounce, keeping the other filters, and drops it when emptied', () => {
    const context = list({ filterValues: { status: 'active' }, displayedFilters: { status: true } });
    draw(context, <ListSearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'castro' } });
    expect(context.setFilters).toHaveBeenLastCalledWith({ status: 'active', q: 'castro' }, { status: true }, true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(context.setFilters).toHaveBeenLastCalledWith({ status: 'active' }, { status: true }, true);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('shows a search set elsewhere (another filter\'s "remove all", the back button), not its own echo', () => {
    const context = list({ filterValues: { q: 'uno' } });
    const { redraw } = draw(context, <ListSearchBox />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('uno');
    fireEvent.change(box, { target: { value: 'unos' } });
    // The list catches up with an earlier keystroke: the box keeps what was typed since.
    act(() => redraw(list({ ...context, filterValues: { q: 'uno' } })));
    expect(box.value).toBe('unos');
    act(() => redraw(list({ ...context, filterValues: {} })));
    expect(box.value).toBe('');
  });
});

describe('"Add filter"', () => {
  const filters = [<TextInput key="name" source="name" />, <TextInput key="code" source="code" />];

  it('offers the filters not shown, shows the one picked, and hides one shown', () => {
    const context = list({ displayedFilters: { code: true } });
    draw(context, <ListFilterButton filters={filters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    const items = screen.getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    fireEvent.click(items[0]!);
    expect(context.showFilter).toHaveBeenCalledWith('name', undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(screen.getAllByRole('menuitemcheckbox')[1]!);
    expect(context.hideFilter).toHaveBeenCalledWith('code');
  });

  it('removes every filter at once when any is set', () => {
    const context = list({ filterValues: { q: 'x' } });
    draw(context, <ListFilterButton filters={filters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove all filters' }));
    expect(context.setFilters).toHaveBeenCalledWith({}, {});
  });

  it('is not drawn when there is nothing to add nor to remove', () => {
    draw(list({}), <ListFilterButton filters={[]} />);
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
  });
});
