/**
 * The page buttons a list offers, the way MUI's Pagination lays them out (one page at each end, one
 * on each side of the current, an ellipsis for the rest), so the pager keeps the look people know
 * without MUI's Pagination and TablePagination code on the first screen (decision 188).
 */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const BOUNDARY = 1;
const SIBLINGS = 1;

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** `page` is 1-based; `pages` is the number of pages (at least 1). */
export function pageItems(page: number, pages: number): PageItem[] {
  const startPages = range(1, Math.min(BOUNDARY, pages));
  const endPages = range(Math.max(pages - BOUNDARY + 1, BOUNDARY + 1), pages);
  const siblingsStart = Math.max(Math.min(page - SIBLINGS, pages - BOUNDARY - SIBLINGS * 2 - 1), BOUNDARY + 2);
  const siblingsEnd = Math.min(Math.max(page + SIBLINGS, BOUNDARY + SIBLINGS * 2 + 2), endPages.length > 0 ? endPages[0]! - 2 : pages - 1);
  const before: PageItem[] = siblingsStart > BOUNDARY + 2 ? ['start-ellipsis'] : BOUNDARY + 1 < pages - BOUNDARY ? [BOUNDARY + 1] : [];
  const after: PageItem[] = siblingsEnd < pages - BOUNDARY - 1 ? ['end-ellipsis'] : pages - BOUNDARY > BOUNDARY ? [pages - BOUNDARY] : [];
  return [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
}
