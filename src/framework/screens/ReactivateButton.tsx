/**
 * Reactivation of a soft-deleted record (spec section 4: PATCH {entity}/{id}/recovery), offered in
 * place of update and delete on a deleted row; "Registro reactivado con exito".
 */
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';
import { errorText } from './error-text.ts';

export function ReactivateButton({ resource, record }: { resource: string; record: RaRecord }) {
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const label = translate('caudal.actions.reactivar');

  const reactivate = async () => {
    setBusy(true);
    try {
      await dataProvider.recover(resource, { id: record.id });
      notify('caudal.toast.reactivated', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(translate, 'caudal.toast.reactivateError', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" color="success" aria-label={label} disabled={busy} onClick={() => void reactivate()}>
          <RestoreFromTrashIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
