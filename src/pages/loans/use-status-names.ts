/** Status ids to their names, from the status catalogue (spec section 4: statuses are data). */
import { useCallback } from 'react';
import { useGetList } from 'react-admin';
import { useCatalogueWord } from '../../framework/screens/use-catalogue-word.ts';

export function useStatusNames(): (id: unknown) => string {
  const word = useCatalogueWord();
  const { data } = useGetList('status', { pagination: { page: 1, perPage: 9999 }, sort: { field: 'id', order: 'ASC' } });
  return useCallback((id: unknown) => {
    const found = data?.find((s) => s.id === id);
    return found ? word('status', found.id, 'name', found.name) : id === null || id === undefined ? '' : String(id);
  }, [data, word]);
}
