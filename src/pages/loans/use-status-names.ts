/** Status ids to their names, from the status catalogue (spec section 4: statuses are data). */
import { useCallback } from 'react';
import { useGetList } from 'react-admin';

export function useStatusNames(): (id: unknown) => string {
  const { data } = useGetList('status', { pagination: { page: 1, perPage: 9999 }, sort: { field: 'id', order: 'ASC' } });
  return useCallback((id: unknown) => data?.find((s) => s.id === id)?.name ?? (id === null || id === undefined ? '' : String(id)), [data]);
}
