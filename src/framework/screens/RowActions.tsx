/**
 * Per-row actions: update and delete (behind the spec's confirmation) when the entity allows them,
 * then the screen's own actions (prestamos, inversiones, permisos...).
 */
import { useState } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Identifier, RaRecord } from 'ra-core';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { ReactivateButton } from './ReactivateButton.tsx';
import type { RowAction } from './screen-types.ts';
import { useEntityAbilities } from './use-entity-abilities.ts';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';
import { useToast } from '../feedback/use-toast.ts';
import { lazyComponent } from './lazy-component.tsx';

/** The confirmation and the delete itself load as the person reaches for the button (decision 188). */
const DeleteRowDialog = lazyComponent(() => import('./DeleteRowDialog.tsx').then((module) => module.DeleteRowDialog));

interface Props {
  entity: Entity;
  actions: RowAction[];
  onEdit: (id: Identifier) => void;
  /** No generated edit nor delete (a read-only screen). */
  readOnly?: boolean;
  /** The screen's own delete toast key (ListScreen.toasts.deleted). */
  deletedToast?: string;
  /** ListScreen.deletable. */
  deletable?: (record: RaRecord) => boolean;
}

const neverDisabled = () => undefined;

interface ActionButtonProps {
  action: RowAction;
  record: RaRecord;
  /** Another action of the row is running. */
  busy: boolean;
  onClick: () => void;
}

function ActionButton({ action, record, busy, onClick }: ActionButtonProps) {
  const translate = useTranslate();
  // One hook per button, the same on every render of it.
  const useDisabled = action.useDisabled ?? neverDisabled;
  const reason = useDisabled(record);
  const disabled = busy || reason !== undefined || (action.disabled?.(record) ?? false);
  const Icon = action.icon ?? OpenInNewIcon;
  const label = translate(`caudal.actions.${action.name}`);
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon fontSize="small" />
    </IconButton>
  );
  // A disabled button fires no events: the tooltip listens on a span around it and only describes it
  // (the button keeps its label), saying why when the action says so.
  return disabled ? (
    <Tooltip title={reason ? translate(reason) : label} describeChild>
      <span>{button}</span>
    </Tooltip>
  ) : (
    <Tooltip title={label}>{button}</Tooltip>
  );
}

export function RowActions({ entity, actions, onEdit, readOnly = false, deletedToast, deletable }: Props) {
  const record = useRecordContext();
  const entityAbilities = useEntityAbilities(entity);
  const abilities = readOnly ? { ...entityAbilities, update: false, delete: false } : entityAbilities;
  const api = useDataProvider<CaudalDataProvider>();
  const toast = useToast();
  const [running, setRunning] = useState<string | null>(null);
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<string | null>(null);
  if (!record) return null;

  const runAction = async (action: RowAction) => {
    setRunning(action.name);
    try {
      await action.run?.(record, { api, toast, refresh });
    } finally {
      setRunning(null);
    }
  };

  // A soft-deleted row can only be reactivated (spec section 4), unless an action says otherwise.
  const deleted = entity.softDelete && record.deleted_at !== null && record.deleted_at !== undefined;
  const shown = actions.filter((action) => (action.visible ? action.visible(record) : !deleted));
  const OpenDialog = shown.find((action) => action.name === dialog)?.dialog;

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      {deleted && !readOnly && <ReactivateButton resource={entity.name} record={record} />}
      {!deleted && abilities.update && (
        <Tooltip title={translate('ra.action.edit')}>
          <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => onEdit(record.id)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {!deleted && abilities.delete && (deletable?.(record) ?? true) && (
        <Tooltip title={translate('ra.action.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={translate('ra.action.delete')}
            onPointerEnter={DeleteRowDialog.preload}
            onFocus={DeleteRowDialog.preload}
            onTouchStart={DeleteRowDialog.preload}
            onClick={() => setConfirming(true)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {shown.map((action) => (
        <ActionButton
          key={action.name}
          action={action}
          record={record}
          busy={running !== null}
          onClick={() => (action.to ? navigate(action.to(record)) : action.dialog ? setDialog(action.name) : void runAction(action))}
        />
      ))}
      {OpenDialog && <OpenDialog record={record} onClose={() => setDialog(null)} />}
      {confirming && <DeleteRowDialog entity={entity} record={record} deletedToast={deletedToast} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}
