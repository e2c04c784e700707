/**
 * react-admin 5's Datagrid marks the column a list is sorted by with an arrow only: its header cell
 * carries no `aria-sort`, so a screen reader hears no order (WCAG 1.3.1). The header is not
 * ours to render, so the header cell holding the active sort label gets `aria-sort` (ascending or
 * descending, read off the label's direction) and the others lose it, as rows and sorts change.
 */
import { useEffect, type RefObject } from 'react';

function markSort(root: HTMLElement) {
  for (const cell of root.querySelectorAll<HTMLElement>('thead th')) {
    const active = cell.querySelector('.MuiTableSortLabel-root.Mui-active');
    const order = active ? (active.classList.contains('MuiTableSortLabel-directionDesc') ? 'descending' : 'ascending') : null;
    if (order === null) {
      if (cell.hasAttribute('aria-sort')) cell.removeAttribute('aria-sort');
    } else if (cell.getAttribute('aria-sort') !== order) cell.setAttribute('aria-sort', order);
  }
}

export function useAriaSort(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    markSort(element);
    const observer = new MutationObserver(() => markSort(element));
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [root]);
}
