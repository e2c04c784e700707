/**
 * A row's delete, behind the spec's confirmation: its own code file, loaded as the person reaches for
 * the delete button (RowActions.tsx), so react-admin's delete mutation stays off every list's first
 * screen (decision 188).
 */
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { ConfirmDialog, DELETE_TEXTS } from '../feedback/ConfirmDialog.tsx';
import { errorText } from './error-text.ts';

interface Props {
  entity: Entity;
  record: RaRecord;
  /** The screen's own delete toast key (ListScreen.toasts.deleted). */
  deletedToast?: string;
  onClose: () => void;
}

export function DeleteRowDialog({ entity, record, deletedToast, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();

  const confirmDelete = () =>
    remove(
      entity.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notify(deletedToast ?? 'caudal.toast.deleted', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          onClose();
          notify(errorText(translate, 'caudal.toast.deleteError', error), { type: 'error' });
        },
      },
    );

  return (
    <ConfirmDialog
      open
      title="caudal.confirm.deleteTitle"
      // A soft-deleted record comes back with "Reactivar": the warning says so instead of "cannot be undone".
      content={entity.softDelete ? 'caudal.confirm.deleteTextSoft' : 'caudal.confirm.deleteText'}
      loading={isPending}
      onConfirm={confirmDelete}
      onClose={onClose}
      {...DELETE_TEXTS}
    />
  );
}
