/**
 * react-admin 5's row checkbox (DatagridRow) gives its "Seleccionar esta fila" label to MUI's wrapper
 * span, not to the input: axe finds an unlabelled input and a prohibited aria-label. The row is not
 * ours to render, so once rows appear their label moves to the input (React leaves an unchanged
 * attribute alone, so it is not put back).
 */
import { useEffect, type RefObject } from 'react';

function relabel(root: HTMLElement) {
  for (const wrapper of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = wrapper.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
    wrapper.removeAttribute('aria-label');
  }
}

export function useRowCheckboxLabels(root: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = root.current;
    if (!active || !element) return;
    relabel(element);
    const observer = new MutationObserver(() => relabel(element));
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [root, active]);
}
