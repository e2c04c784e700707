/**
 * /administrador/cuentas-de-servicio (docs/decisions/245), Root only: create a machine's account with a
 * name and a role, see its token once, rotate or revoke it, and see when each was last used.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { ServiceAccountsTable, type PendingChange, type ServiceAccount } from './ServiceAccountsTable.tsx';
import { ConfirmChange, TokenShownOnce, type ShownToken } from './ServiceTokenDialogs.tsx';

interface Listing {
  result: ServiceAccount[];
  roles: { id: number; name: string }[];
}

export function ServiceAccountsPage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [listing, setListing] = useState<Listing | null>(null);
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ShownToken | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);

  const load = useCallback(async () => {
    try {
      setListing(await dataProvider.call<Listing>('GET', 'service_accounts', undefined, { silent: true }));
    } catch (error) {
      setListing({ result: [], roles: [] });
      toast.error(TOAST.dataLoadError, error);
    }
  }, [dataProvider, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create() {
    setBusy(true);
    try {
      const created = await dataProvider.call<ServiceAccount & { token: string }>('POST', 'service_accounts', { name, role_id: roleId }, { silent: true });
      setShown({ name: created.name, token: created.token });
      setName('');
      toast.success('caudal.serviceAccounts.created');
    } catch (error) {
      toast.error(TOAST.createError, error);
    } finally {
      setBusy(false);
      await load();
    }
  }

  async function change({ account, kind }: PendingChange) {
    setPending(null);
    setBusy(true);
    try {
      const answer = await dataProvider.call<ServiceAccount & { token?: string }>('POST', `service_accounts/${account.id}/${kind}`, { version: account.version }, { silent: true });
      if (answer.token) setShown({ name: answer.name, token: answer.token });
      toast.success(kind === 'rotate' ? 'caudal.serviceAccounts.rotated' : 'caudal.serviceAccounts.revokedDone');
    } catch (error) {
      toast.error(TOAST.updateError, error);
    } finally {
      setBusy(false);
      await load();
    }
  }

  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.serviceAccounts.${key}`, args);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Card data-testid="service-accounts">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
            <TextField size="small" label={t('name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 80 } }} sx={{ width: { xs: '100%', sm: 280 } }} />
            <TextField select size="small" label={t('role')} value={roleId} onChange={(e) => setRoleId(Number(e.target.value))} sx={{ width: { xs: '100%', sm: 220 } }}>
              {(listing?.roles ?? []).map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <AddIcon />} disabled={busy || name.trim() === '' || roleId === ''} onClick={() => void create()}>
              {t('create')}
            </Button>
          </Stack>
          {listing === null ? (
            <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 4 }} />
          ) : (
            <ServiceAccountsTable accounts={listing.result} disabled={busy} onChange={setPending} />
          )}
        </CardContent>
      </Card>
      <TokenShownOnce shown={shown} onClose={() => setShown(null)} />
      <ConfirmChange pending={pending} onCancel={() => setPending(null)} onConfirm={(p) => void change(p)} />
    </Box>
  );
}
