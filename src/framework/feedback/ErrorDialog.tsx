/**
 * The "Oops" dialog of spec section 8. Rendered once by the app shell; shows whatever the error bus
 * holds. `translate` may be passed where react-admin's i18n context is absent (the sign-in pages).
 */
import { useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';
import { dismissError, getShownError, subscribeToErrors } from './error-bus.ts';
import { translateOptions } from './messages.ts';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface ErrorDialogProps {
  translate?: Translate;
}

export function ErrorDialog({ translate: translateProp }: ErrorDialogProps) {
  const shown = useSyncExternalStore(subscribeToErrors, getShownError, getShownError);
  const raTranslate = useTranslate();
  const translate: Translate = translateProp ?? raTranslate;
  if (!shown) return null;

  return (
    <Dialog open onClose={dismissError} aria-labelledby="caudal-error-title" aria-describedby="caudal-error-text" maxWidth="xs" fullWidth>
      <DialogTitle id="caudal-error-title" sx={{ textAlign: 'center' }}>
        {translate('caudal.errors.title', translateOptions('caudal.errors.title'))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="caudal-error-text" sx={{ textAlign: 'center' }}>
          {translate(shown.key, translateOptions(shown.key, shown.params))}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={dismissError} autoFocus>
          {translate('caudal.errors.ok', translateOptions('caudal.errors.ok'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
