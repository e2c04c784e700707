/** A new value for a constant instrument (POST forwards/const): "Registro creado con éxito", then the list refreshes. */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { constantRequest } from '../../../schemas/forward-requests.ts';
import { toFieldErrors } from '../../../schemas/framework/validation.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import type { HedgeInstrument } from './hedge-api.ts';

export function ConstantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [instruments, setInstruments] = useState<HedgeInstrument[]>([]);
  const [instrumentId, setInstrumentId] = useState<number | ''>('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValue('');
    setErrors({});
    dataProvider
      .call<{ instruments: HedgeInstrument[] }>('GET', 'forwards/const/misc', undefined, { silent: true })
      .then((data) => setInstruments(data.instruments))
      .catch(() => setInstruments([]));
  }, [open, dataProvider]);

  const errorOf = (name: string) => {
    const message = errors[name]?.[0];
    return message ? translate(message, { _: message }) : undefined;
  };

  async function save() {
    const body = { instrumentId, value };
    const parsed = constantRequest.safeParse(body);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setSaving(true);
    try {
      await dataProvider.call('POST', 'forwards/const', body, { silent: true });
      toast.success(TOAST.created);
      refresh();
      onClose();
    } catch (error) {
      toast.error(TOAST.createError, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('caudal.forwards.constants.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select size="small" name="instrumentId" label={translate('resources.forwards/const.fields.instrumentId')} value={instrumentId}
            onChange={(e) => setInstrumentId(Number(e.target.value))} error={Boolean(errorOf('instrumentId'))}
            helperText={errorOf('instrumentId') ?? instruments.find((i) => i.id === instrumentId)?.description ?? ''}>
            {instruments.map((i) => <MenuItem key={i.id} value={i.id}>{i.name}</MenuItem>)}
          </TextField>
          <TextField size="small" name="value" inputMode="decimal" label={translate('resources.forwards/const.fields.value')} value={value}
            onChange={(e) => setValue(e.target.value)} error={Boolean(errorOf('value'))} helperText={errorOf('value')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>{translate('caudal.forwards.constants.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
