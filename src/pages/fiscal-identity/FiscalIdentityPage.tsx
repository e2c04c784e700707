/**
 * /administrador/identidad-fiscal (docs/decisions/247): Admin edits the issuer's name, regime
 * (c_RegimenFiscal) and postal code, and loads the firm's CSD; what the environment fixes is said and
 * cannot be edited here.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { FISCAL_REGIME_CODES } from '../../../schemas/rules/sat-catalogues.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { CsdPanel } from './CsdPanel.tsx';
import type { FiscalAnswer } from './fiscal-api.ts';

export function FiscalIdentityPage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [answer, setAnswer] = useState<FiscalAnswer | null>(null);
  const [form, setForm] = useState({ name: '', regime: '', postal_code: '' });
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.fiscal.${key}`, args);

  const show = useCallback((data: FiscalAnswer) => {
    setAnswer(data);
    setForm({ name: data.identity.name, regime: data.identity.regime, postal_code: data.identity.postal_code });
  }, []);

  useEffect(() => {
    dataProvider.call<FiscalAnswer>('GET', 'fiscal_identity', undefined, { silent: true }).then(show, (error: unknown) => toast.error(TOAST.dataLoadError, error));
  }, [dataProvider, show, toast]);

  async function save() {
    if (!answer) return;
    setBusy(true);
    try {
      show(await dataProvider.call<FiscalAnswer>('PUT', 'fiscal_identity', { ...form, ...(answer.identity.version ? { version: answer.identity.version } : {}) }, { silent: true }));
      toast.success('caudal.fiscal.saved');
    } catch (error) {
      toast.error(TOAST.updateError, error);
    } finally {
      setBusy(false);
    }
  }

  if (!answer) return <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  const env = answer.environment;
  const fixed = (['rfc', 'name', 'regime', 'postal_code'] as const).filter((f) => env[f]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Card data-testid="fiscal-identity">
          <CardContent>
            <Typography variant="h6" sx={{ mb: 2 }}>
              {t('identity')}
            </Typography>
            {fixed.length > 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('fromEnvironment', { fields: fixed.map((f) => t(`fields.${f}`)).join(', ') })}
              </Alert>
            )}
            <Stack spacing={2} sx={{ maxWidth: 560 }}>
              <TextField size="small" label={t('rfc')} value={answer.identity.rfc} helperText={t('rfcHint')} slotProps={{ htmlInput: { readOnly: true } }} />
              <TextField size="small" label={t('name')} value={form.name} disabled={env.name} onChange={(e) => setForm({ ...form, name: e.target.value })} slotProps={{ htmlInput: { maxLength: 254 } }} />
              <TextField select size="small" label={t('regime')} value={form.regime} disabled={env.regime} onChange={(e) => setForm({ ...form, regime: e.target.value })}>
                {FISCAL_REGIME_CODES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {`${code} · ${t(`regimes.${code}`)}`}
                  </MenuItem>
                ))}
              </TextField>
              <TextField size="small" label={t('postalCode')} value={form.postal_code} disabled={env.postal_code} onChange={(e) => setForm({ ...form, postal_code: e.target.value.replace(/\D/g, '').slice(0, 5) })} />
              <Box>
                <Button variant="contained" disabled={busy || form.name.trim() === '' || !/^\d{5}$/.test(form.postal_code)} onClick={() => void save()}>
                  {t('save')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        <CsdPanel answer={answer} onLoaded={show} />
      </Stack>
    </Box>
  );
}
