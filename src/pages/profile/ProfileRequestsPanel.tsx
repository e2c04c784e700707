/** Administrators: pending profile change requests, approved (the user changes) or rejected. */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ProfileChange } from '../../../schemas/profile.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDateTime } from '../../framework/format.ts';

interface PendingRequest {
  id: number;
  user_name: string;
  user_email: string;
  changes: Partial<ProfileChange>;
  created_at: string;
}

export function ProfileRequestsPanel() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [rows, setRows] = useState<PendingRequest[]>([]);

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

  const decide = async (id: number, decision: 'approve' | 'reject') => {
    try {
      await dataProvider.call('PATCH', `profile/requests/${id}`, { decision });
      toast.success(TOAST.updated);
      await load();
    } catch (error) {
      toast.error(TOAST.updateError, error);
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
                <TableCell>{translate('caudal.profile.requests.changes')}</TableCell>
                <TableCell>{translate('caudal.profile.requests.date')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="profile-request-row">
                  <TableCell>{row.user_name}<br /><Typography variant="caption" sx={{ color: 'text.secondary' }}>{row.user_email}</Typography></TableCell>
                  <TableCell>
                    {Object.entries(row.changes).map(([field, value]) => (
                      <div key={field}><strong>{translate(`caudal.profile.fields.${field}`)}:</strong> {value}</div>
                    ))}
                  </TableCell>
                  <TableCell>{formatDateTime(row.created_at)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" variant="contained" onClick={() => void decide(row.id, 'approve')}>{translate('caudal.profile.requests.approve')}</Button>
                      <Button size="small" color="error" onClick={() => void decide(row.id, 'reject')}>{translate('caudal.profile.requests.reject')}</Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
