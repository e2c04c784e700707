/**
 * react-admin's filter form, for the filters a person has added: its own code file, loaded only when a
 * list shows such a filter (ShownFilters.tsx), since it brings react-hook-form (decision 188).
 */
import type { ReactElement } from 'react';
import { FilterForm } from 'react-admin';

export function ShownFiltersForm({ filters }: { filters: ReactElement[] }) {
  return <FilterForm filters={filters} />;
}
