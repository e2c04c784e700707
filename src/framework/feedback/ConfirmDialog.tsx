/**
 * A confirmation with the spec's defaults (section 9): confirm "OK", deny "No", cancel "Cancel", a
 * close button labelled "Close this dialog", everything centred. Texts are i18n keys or nodes.
 * Caudal's own dialogs pass their texts (CONFIRM_TEXTS or better): the defaults are English words on a
 * Spanish screen (decision 131; tests/unit/architecture/confirm-dialog-texts.test.ts).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { translateOptions } from './messages.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** i18n key or text. */
  title?: string;
  /** i18n key, text or any node. */
  content?: ReactNode;
  /** Parameters for the title and content keys. */
  translateArgs?: Record<string, unknown>;
  onConfirm: () => void;
  /** Cancel, the close button, Escape and a click outside. */
  onClose: () => void;
  /** Shows the deny button ("No") when given. */
  onDeny?: () => void;
  showCancel?: boolean;
  confirmText?: string;
  denyText?: string;
  cancelText?: string;
  /** The close button's accessible label. */
  closeLabel?: string;
  /** Disables the buttons while the confirmed action runs. */
  loading?: boolean;
}

/** The texts of a confirmation in the person's language, for `{...CONFIRM_TEXTS}`; a delete passes DELETE_TEXTS. */
export const CONFIRM_TEXTS = { confirmText: 'caudal.dialog.confirm', cancelText: 'caudal.dialog.cancel', closeLabel: 'caudal.dialog.close' } as const;
export const DELETE_TEXTS = { ...CONFIRM_TEXTS, confirmText: 'caudal.dialog.delete' } as const;

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, content, translateArgs = {}, onConfirm, onClose, onDeny, showCancel = true, loading = false } = props;
  const translate = useTranslate();
  const text = (key: string) => translate(key, { _: key, ...translateOptions(key, translateArgs) });

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={title ? 'caudal-confirm-title' : undefined} maxWidth="xs" fullWidth>
      <IconButton aria-label={text(props.closeLabel ?? 'caudal.confirm.close')} onClick={onClose} disabled={loading} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {title ? (
        <DialogTitle id="caudal-confirm-title" sx={{ textAlign: 'center', px: 6 }}>
          {text(title)}
        </DialogTitle>
      ) : null}
      {content ? <DialogContent sx={{ textAlign: 'center' }}>{typeof content === 'string' ? text(content) : content}</DialogContent> : null}
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" onClick={onConfirm} disabled={loading} autoFocus>
          {text(props.confirmText ?? 'caudal.confirm.ok')}
        </Button>
        {onDeny ? (
          <Button variant="contained" color="error" onClick={onDeny} disabled={loading}>
            {text(props.denyText ?? 'caudal.confirm.deny')}
          </Button>
        ) : null}
        {showCancel ? (
          <Button variant="outlined" onClick={onClose} disabled={loading}>
            {text(props.cancelText ?? 'caudal.confirm.cancel')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
