/**
 * The tax certificates screen's own pieces (/inversiones/constancias, a generic list of GET
 * retention_certificate): the XML and PDF links, the "outdated" mark, and the row actions "Cancelar"
 * (SAT motive 02 or 03) and "Emitir corregida" (a new certificate related to this one), offered as the
 * role's permissions allow (the server checks the same). An investor sees only theirs, and downloads.
 */
import { useState } from 'react';
import { Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import type { RaRecord } from 'ra-core';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { entities } from '../../../schemas/index.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import type { RowAction } from '../../framework/screens/screen-types.ts';

const PREFIX = 'caudal.retentions';
const may = (action: 'create' | 'destroy') => canAccessResource(entities.retention_certificate, action, storedPermissions());
const live = (record: RaRecord) => record.status !== 'cancelled';

export function RetentionFilesCell({ record }: { record: RaRecord }) {
  return (
    <Stack direction="row" spacing={1}>
      <Link href={String(record.xml_location)} target="_blank" rel="noopener" download>
        XML
      </Link>
      <Link href={String(record.pdf_location)} target="_blank" rel="noopener" download>
        PDF
      </Link>
    </Stack>
  );
}

export function RetentionOutdatedCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return record.outdated ? <Chip size="small" color="warning" label={translate(`${PREFIX}.outdated`)} /> : null;
}

function ActionDialog({ record, kind, onClose }: { record: RaRecord; kind: 'cancel' | 'correct'; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [motive, setMotive] = useState('02');
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PREFIX}.${key}`, params);
  const titleId = `retention-${kind}-title`;

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call<{ in_process?: boolean }>('POST', `retention_certificates/${record.id}/${kind}`, kind === 'cancel' ? { motive } : {});
      if (answer.in_process) toast.info(`${PREFIX}.pending`);
      else toast.success(`${PREFIX}.${kind === 'cancel' ? 'cancelled' : 'corrected'}`);
      onClose();
      refresh();
    } catch (error) {
      toast.error(`${PREFIX}.error`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(kind === 'cancel' ? 'cancelTitle' : 'correctTitle', { folio: record.folio })}</DialogTitle>
      <DialogContent>
        {kind === 'cancel' ? (
          <TextField select fullWidth label={t('motive')} value={motive} onChange={(e) => setMotive(e.target.value)} sx={{ mt: 1 }}>
            {(['02', '03'] as const).map((code) => (
              <MenuItem key={code} value={code}>
                {t(`motives.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2">{t('correctText')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" color={kind === 'cancel' ? 'error' : 'primary'} onClick={confirm} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export const retentionActions: RowAction[] = [
  {
    name: 'corregir_constancia',
    icon: PublishedWithChangesIcon,
    // Outdated and live, or cancelled: a new one from the payments as they are now.
    visible: (record) => may('create') && (record.outdated === true || !live(record)),
    dialog: ({ record, onClose }) => <ActionDialog record={record} kind="correct" onClose={onClose} />,
  },
  {
    name: 'cancelar_constancia',
    icon: CancelIcon,
    visible: (record) => may('destroy') && live(record),
    dialog: ({ record, onClose }) => <ActionDialog record={record} kind="cancel" onClose={onClose} />,
  },
];
