/**
 * A list whose load failed because the service is unavailable (a 503: the database is down,
 * docs/decisions/103) says so, "Servicio no disponible" (spec section 8), in place of its rows and
 * paging, so stale rows, "No se encontraron ..." or a stale "1-25 de 25" never pass for the data.
 * Any other failure keeps the spec's silent behaviour: the rows stay as they were.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isServiceUnavailable } from '../http/api-error.ts';
import { LastUpdate } from './LastUpdate.tsx';
import { ListPager } from './list/ListPager.tsx';

/** react-admin's `error` element of a List: the outage notice, or the list's own content. */
export function ListLoadFailure({ resource, children }: { resource: string; children: ReactNode }) {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useListContext();
  if (!isServiceUnavailable(error)) return <>{children}</>;
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

/** The paging of a list, left out while the list could not be loaded for an outage (its total is stale). */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { error } = useListContext();
  return isServiceUnavailable(error) ? null : <ListPager rowsPerPageOptions={rowsPerPageOptions} />;
}
