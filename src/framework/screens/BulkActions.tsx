/**
 * The buttons over a list's selected rows (react-admin's bulkActionButtons): each declared bulk action
 * asks its confirmation, sends the selected ids to the server, toasts, clears the selection and
 * refreshes the list. A failure keeps the selection, so the person can try again.
 */
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { useDataProvider, useListContext, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';
import { CONFIRM_TEXTS, ConfirmDialog } from '../feedback/ConfirmDialog.tsx';
import { useToast } from '../feedback/use-toast.ts';
import type { BulkAction } from './screen-types.ts';

/** The declared bulk actions the signed-in role may do (the server checks the same flag on the same module). */
export function allowedBulkActions(actions: readonly BulkAction[] | undefined): BulkAction[] {
  const permissions = storedPermissions();
  return (actions ?? []).filter((action) => canAccessResource({ module: action.access.module }, action.access.action, permissions));
}

export function BulkActions({ actions }: { actions: BulkAction[] }) {
  const { selectedIds, resource, data } = useListContext();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState(false);

  const run = async (action: BulkAction) => {
    setRunning(true);
    try {
      // The rows as the list showed them (with their versions), so each call can say what the person saw.
      const shown = new Map((data ?? []).map((record) => [record.id, record]));
      await action.run(selectedIds, dataProvider, selectedIds.flatMap((id) => shown.get(id) ?? []));
      toast.success(action.success);
      unselectAll();
    } catch (error) {
      toast.error(action.error, error);
    } finally {
      // Some may have gone through before one failed: the list shows where things stand.
      setRunning(false);
      setConfirming(null);
      refresh();
    }
  };

  return (
    <>
      {actions.map((action) => {
        const Icon = action.icon ?? ChecklistIcon;
        return (
          <Button
            key={action.name}
            size="small"
            startIcon={running && confirming === action ? <CircularProgress size={14} /> : <Icon />}
            disabled={running || selectedIds.length === 0}
            onClick={() => setConfirming(action)}
          >
            {translate(`caudal.actions.${action.name}`)}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `caudal.actions.${confirming.name}` : undefined}
        content={confirming?.confirm}
        translateArgs={{ count: selectedIds.length, smart_count: selectedIds.length }}
        loading={running}
        onConfirm={() => confirming && void run(confirming)}
        onClose={() => setConfirming(null)}
        {...CONFIRM_TEXTS}
      />
    </>
  );
}
