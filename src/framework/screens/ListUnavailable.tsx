/**
 * A list whose load failed says so in place of its rows and paging, so stale rows, "No se encontraron ..."
 * or a stale "1-25 de 25" never pass for the data: a 503 (the database is down, docs/decisions/103) as
 * "Servicio no disponible" (spec section 8) with "Recargar"; any other failure as every screen's failed
 * data does (LoadFailed, decision 220): "Hubo un error al obtener los datos." with the catalogue's words
 * for the answer and "Reintentar". The last-update stamp is set either way.
 */
import { Alert, Box, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isServiceUnavailable } from '../http/api-error.ts';
import { LastUpdate } from './LastUpdate.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { ListPager } from './list/ListPager.tsx';

/** react-admin's `error` element of a List: the failure's notice in place of the list's content. */
export function ListLoadFailure({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  if (!isServiceUnavailable(error)) {
    return (
      <Box sx={{ px: 2 }}>
        <LastUpdate resource={resource} />
        <LoadFailed error={error} busy={isFetching} onRetry={() => void refetch()} />
      </Box>
    );
  }
  return (
    <Box>
      <LastUpdate resource={resource} />
      <Alert
        severity="error"
        sx={{ m: 2 }}
        role="alert"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('caudal.errors.unavailable')}
      </Alert>
    </Box>
  );
}

/** The paging of a list, left out while the list could not be loaded (its total is stale). */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { error } = useListContext();
  return error ? null : <ListPager rowsPerPageOptions={rowsPerPageOptions} />;
}
