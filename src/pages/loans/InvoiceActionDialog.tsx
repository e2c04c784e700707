/**
 * The frame both invoice row actions share ("Registrar cobro", "Cancelar"): title with the folio, the
 * fields, Cancel and a confirm button that shows progress; on success the lists refresh and the dialog
 * closes, on failure the error toast says why and the dialog stays.
 */
import { useState, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { notifyLoansChanged } from './loan-api.ts';

export interface InvoiceForAction {
  id: number;
  serie: string;
  folio: string;
  /** Its Moneda and whether it has a folio fiscal: a stamped dollar invoice may be collected in pesos. */
  currency?: string;
  stamped?: boolean;
}

interface InvoiceActionDialogProps {
  invoice: InvoiceForAction;
  /** Message keys under it: title, confirm, error. */
  prefix: string;
  confirmColor?: 'primary' | 'error';
  canConfirm: boolean;
  /** The call and its success toast. */
  run: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function InvoiceActionDialog({ invoice, prefix, confirmColor = 'primary', canConfirm, run, onClose, children }: InvoiceActionDialogProps) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const titleId = `${prefix.replaceAll('.', '-')}-title`;

  const confirm = async () => {
    setBusy(true);
    try {
      await run();
      onClose();
      notifyLoansChanged();
      refresh();
    } catch (error) {
      toast.error(`${prefix}.error`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${prefix}.title`, { folio: `${invoice.serie}-${invoice.folio}` })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={confirmColor} disabled={busy || !canConfirm} onClick={() => void confirm()} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {translate(`${prefix}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
