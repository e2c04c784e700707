/**
 * The pager's page buttons are laid out as MUI's Pagination lays them out (decision 188): compared
 * with MUI's own usePagination for every page of every count up to 30.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import usePagination from '@mui/material/usePagination';
import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from '../../../../src/framework/screens/list/page-items.ts';

function muiItems(page: number, count: number): PageItem[] {
  let items: PageItem[] = [];
  function Probe() {
    const { items: all } = usePagination({ count, page, boundaryCount: 1, siblingCount: 1 });
    items = all.filter((item) => item.type === 'page' || item.type.endsWith('ellipsis')).map((item) => (item.type === 'page' ? item.page! : (item.type as PageItem)));
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return items;
}

describe('pageItems', () => {
  it('matches MUI\'s Pagination for every page of 1 to 30 pages', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) expect(pageItems(page, count), `page ${page} of ${count}`).toEqual(muiItems(page, count));
    }
  });

  it('shows the ends, the neighbours of the current page and an ellipsis for the rest', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });
});
