/** The token shown once (with Copy), and the confirmation before a rotation or a revocation. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { useToast } from '../../framework/feedback/use-toast.ts';
import type { PendingChange } from './ServiceAccountsTable.tsx';

export interface ShownToken {
  name: string;
  token: string;
}

export function TokenShownOnce({ shown, onClose }: { shown: ShownToken | null; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.serviceAccounts.${key}`, args);
  async function copy() {
    if (!shown) return;
    await navigator.clipboard?.writeText(shown.token);
    toast.info('caudal.serviceAccounts.copied');
  }
  return (
    <Dialog open={shown !== null} fullWidth maxWidth="sm" aria-labelledby="service-token-title">
      <DialogTitle id="service-token-title">{shown ? t('tokenTitle', { name: shown.name }) : ''}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('tokenOnce')}
        </Alert>
        <TextField
          fullWidth
          label={t('tokenPrefix')}
          value={shown?.token ?? ''}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'service-token', style: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ConfirmChange({ pending, onCancel, onConfirm }: { pending: PendingChange | null; onCancel: () => void; onConfirm: (change: PendingChange) => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.serviceAccounts.${key}`, args);
  return (
    <Dialog open={pending !== null} onClose={onCancel}>
      <DialogContent>{pending ? t(pending.kind === 'rotate' ? 'rotateConfirm' : 'revokeConfirm', { name: pending.account.name }) : ''}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" color={pending?.kind === 'revoke' ? 'error' : 'primary'} onClick={() => pending && onConfirm(pending)}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
