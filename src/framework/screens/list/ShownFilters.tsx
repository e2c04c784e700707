/**
 * The filters a person has added from "Agregar filtro" (or that hold a value: a screen's default, a
 * link that carries one), in react-admin's filter form. The form and its inputs load when the first
 * such filter is shown, not with every list (decision 188).
 */
import type { ReactElement } from 'react';
import { useListFilterContext } from 'react-admin';
import { lazyComponent } from '../lazy-component.tsx';

const ShownFiltersForm = lazyComponent(() => import('./shown-filters-form.tsx').then((module) => module.ShownFiltersForm));

/** Starts loading the form's code (the person reached for "Agregar filtro"). */
export function preloadShownFilters(): void {
  ShownFiltersForm.preload();
}

const holdsValue = (value: unknown) => value !== undefined && value !== null && value !== '';

export function ShownFilters({ filters }: { filters: ReactElement<{ source: string }>[] }) {
  const { displayedFilters = {}, filterValues } = useListFilterContext();
  const shown = filters.some(({ props: { source } }) => Boolean(displayedFilters[source]) || holdsValue(filterValues[source]));
  return shown ? <ShownFiltersForm filters={filters} /> : null;
}
