/**
 * /administrador/listas/cobertura-config: when hedges may be closed (GET and PUT closeCoverageConfig,
 * the toggle, and the check of "now"), "Configuración modificada correctamente" or "Hubo un error al
 * modificar la configuración"; below it, the USD/MXN quotes the prices are made from, and the FIX by day
 * that dollar CFDIs take (docs/decisions/113) and INEGI's INPC that IVA on real interest takes (docs/decisions/116).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { coverConfigUpdate } from '../../../schemas/forward-requests.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { reloadedOrError } from '../../framework/feedback/stale-detail.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { TimeField } from '../../framework/screens/TimeInput.tsx';
import { useUnsavedChanges } from '../../framework/screens/use-unsaved-changes.tsx';
import { ExchangeRatesPanel } from './ExchangeRatesPanel.tsx';
import { InpcPanel } from './InpcPanel.tsx';
import { QuotesPanel } from './QuotesPanel.tsx';

interface CoverConfig {
  /** The stored row's version, sent back with a save (docs/decisions/100). */
  version: number;
  enabled: boolean;
  startTime: string;
  endTime: string;
  weekdaysOnly: boolean;
}
interface Check {
  canClose: boolean;
  reason?: string;
  localTime: string;
}

/** The fields the form edits (the rest is the server's: version, last update). */
const EDITED = ['enabled', 'startTime', 'endTime', 'weekdaysOnly'] as const;

export function CoverConfigPage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [config, setConfig] = useState<CoverConfig | null>(null);
  // What the server holds: a change not saved asks before the page is left.
  const [stored, setStored] = useState<CoverConfig | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.forwards.config.${key}`, args);

  const load = useCallback(async () => {
    try {
      const [current, now] = await Promise.all([
        dataProvider.call<CoverConfig>('GET', 'closeCoverageConfig', undefined, { silent: true }),
        dataProvider.call<Check>('GET', 'closeCoverageConfig/check', undefined, { silent: true }),
      ]);
      setConfig(current);
      setStored(current);
      setCheck(now);
    } catch (error) {
      toast.error(TOAST.dataLoadError, error);
    }
  }, [dataProvider, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  async function change(work: () => Promise<unknown>) {
    setSaving(true);
    try {
      await work();
      toast.success(TOAST.configurationUpdated);
    } catch (error) {
      // A save from a stale read: the reload below shows what is stored now.
      toast.error(TOAST.configurationError, reloadedOrError(translate, error));
    } finally {
      setSaving(false);
      await load();
    }
  }

  function save() {
    if (!config) return;
    const body = { enabled: config.enabled, startTime: config.startTime, endTime: config.endTime, weekdaysOnly: config.weekdaysOnly };
    const parsed = coverConfigUpdate.safeParse(body);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    void change(() => dataProvider.call('PUT', 'closeCoverageConfig', { ...body, version: config.version }, { silent: true }));
  }

  const errorOf = (name: string) => {
    const message = errors[name]?.[0];
    return message ? translate(message, { _: message }) : undefined;
  };
  const dirty = config !== null && stored !== null && EDITED.some((key) => config[key] !== stored[key]);
  const unsaved = useUnsavedChanges(dirty);
  const set = (patch: Partial<CoverConfig>) => {
    setConfig((current) => (current ? { ...current, ...patch } : current));
    // A field changed since the last save no longer holds what that save refused.
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => !(name in patch))));
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      {unsaved.dialog}
      <Card>
        <CardContent>
          {check && (
            <Alert severity={check.canClose ? 'success' : 'warning'} sx={{ mb: 2 }} data-testid="closing-now">
              {t('now', { time: check.localTime, state: check.canClose ? t('open') : t('closed', { reason: check.reason ?? '' }) })}
            </Alert>
          )}
          {config && (
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              <FormControlLabel control={<Switch name="enabled" checked={config.enabled} onChange={(e) => set({ enabled: e.target.checked })} />} label={t('enabled')} />
              <Stack direction="row" spacing={2}>
                <TimeField name="startTime" label={t('startTime')} value={config.startTime} onChange={(startTime) => set({ startTime })}
                  error={Boolean(errorOf('startTime'))} helperText={errorOf('startTime')} sx={{ flex: 1, minWidth: 0 }} />
                <TimeField name="endTime" label={t('endTime')} value={config.endTime} onChange={(endTime) => set({ endTime })}
                  error={Boolean(errorOf('endTime'))} helperText={errorOf('endTime')} sx={{ flex: 1, minWidth: 0 }} />
              </Stack>
              <FormControlLabel control={<Switch name="weekdaysOnly" checked={config.weekdaysOnly} onChange={(e) => set({ weekdaysOnly: e.target.checked })} />} label={t('weekdaysOnly')} />
              <Stack direction="row" spacing={2}>
                <Button variant="contained" onClick={save} disabled={saving}>{t('save')}</Button>
                <Button variant="outlined" disabled={saving} onClick={() => change(() => dataProvider.call('GET', 'closeCoverageConfig/toggle', undefined, { silent: true }))}>
                  {t(config.enabled ? 'toggleOff' : 'toggleOn')}
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
      <QuotesPanel />
      <ExchangeRatesPanel />
      <InpcPanel />
    </Box>
  );
}
