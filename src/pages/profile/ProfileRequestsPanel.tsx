/**
 * Administrators: pending change requests of a person's data, asked by the person (their profile) or by
 * staff editing their record, approved (the user changes) or rejected with a reason whoever asked
 * receives. Never one's own, nor one you asked (four eyes): the server refuses it, the buttons say so.
 */
import type { Instant } from '../../framework/format.ts';
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { storedUser } from '../../auth/session-storage.ts';
import { ConfirmDialog } from '../../framework/feedback/ConfirmDialog.tsx';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDateTime } from '../../framework/format.ts';
import { requestedValue } from './requested-value.ts';

interface PendingRequest {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  /** Who asked: the person (their profile) or the staff member who edited their record. */
  requested_by: number | null;
  requested_by_name: string | null;
  changes: Record<string, unknown>;
  created_at: Instant;
}

export function ProfileRequestsPanel() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [rows, setRows] = useState<PendingRequest[]>([]);
  const [rejecting, setRejecting] = useState<PendingRequest | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const me = storedUser()?.id;

  const load = useCallback(async () => {
    try {
      setRows((await dataProvider.call<{ result: PendingRequest[] }>('GET', 'profile/requests', undefined, { query: { status: 'pending' } })).result);
    } catch (error) {
      toast.error(TOAST.dataLoadError, error);
    }
  }, [dataProvider, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (id: number, decision: 'approve' | 'reject', why?: string) => {
    setBusy(true);
    try {
      await dataProvider.call('PATCH', `profile/requests/${id}`, decision === 'reject' ? { decision, reason: why } : { decision });
      toast.success(TOAST.updated);
      setRejecting(null);
      await load();
    } catch (error) {
      toast.error(TOAST.updateError, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="profile-requests">
      <CardContent>
        <Typography variant="h6" gutterBottom>{translate('caudal.profile.requests.title')}</Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('caudal.profile.requests.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('caudal.profile.requests.user')}</TableCell>
                <TableCell>{translate('caudal.profile.requests.requestedBy')}</TableCell>
                <TableCell>{translate('caudal.profile.requests.changes')}</TableCell>
                <TableCell>{translate('caudal.profile.requests.date')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="profile-request-row">
                  <TableCell>{row.user_name}<br /><Typography variant="caption" sx={{ color: 'text.secondary' }}>{row.user_email}</Typography></TableCell>
                  <TableCell>{row.requested_by === null || row.requested_by === row.user_id ? translate('caudal.profile.requests.bySelf') : row.requested_by_name}</TableCell>
                  <TableCell>
                    {Object.entries(row.changes).map(([field, value]) => (
                      <div key={field}><strong>{translate(`caudal.profile.fields.${field}`)}:</strong> {requestedValue(field, value, translate)}</div>
                    ))}
                  </TableCell>
                  <TableCell>{formatDateTime(row.created_at)}</TableCell>
                  <TableCell align="right">
                    {row.user_id === me || row.requested_by === me ? (
                      <Typography variant="body2" color="text.secondary">{translate(row.user_id === me ? 'caudal.profile.requests.own' : 'caudal.profile.requests.askedByYou')}</Typography>
                    ) : (
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" variant="contained" disabled={busy} onClick={() => void decide(row.id, 'approve')}>{translate('caudal.profile.requests.approve')}</Button>
                        <Button size="small" color="error" disabled={busy} onClick={() => { setReason(''); setRejecting(row); }}>{translate('caudal.profile.requests.reject')}</Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <ConfirmDialog
        open={rejecting !== null}
        title={translate('caudal.profile.requests.rejectTitle', { name: rejecting?.user_name ?? '' })}
        content={
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('caudal.profile.requests.reason')}
            helperText={translate('caudal.profile.requests.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
        }
        loading={busy}
        onConfirm={() => rejecting && reason.trim() !== '' && void decide(rejecting.id, 'reject', reason.trim())}
        onClose={() => setRejecting(null)}
        confirmText="caudal.profile.requests.reject"
        cancelText="caudal.dialog.cancel"
        closeLabel="caudal.dialog.close"
      />
    </Card>
  );
}
