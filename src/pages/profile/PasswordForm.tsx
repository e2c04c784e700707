/**
 * Change password (spec sections 3 and 5): the policy checked live with the same code the server runs
 * (schemas/rules/password-policy.ts), new = confirm, current required; PATCH profile/password.
 */
import { useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { checkPassword, passwordIdentifiers } from '../../../schemas/rules/password-policy.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { fieldMessages } from '../../framework/data-provider/react-admin-errors.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { changePassword, type Profile } from './profile-api.ts';
import { PasswordRules } from './PasswordRules.tsx';

/** The server also knows the configured company words; "caudal" is the default one. */
const COMPANY_WORDS = ['caudal'];
const EMPTY = { current: '', new: '', confirm: '' };

export function PasswordForm({ profile, mustChange, onChanged, onDirtyChange }: { profile: Profile | null; mustChange: boolean; onChanged: () => void; onDirtyChange?: (dirty: boolean) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  const identifiers = useMemo(() => passwordIdentifiers({ name: profile?.name, email: profile?.email, rfc: profile?.rfc }), [profile]);
  const failed = checkPassword(values.new, { identifiers, companyWords: COMPANY_WORDS });
  const mismatch = values.confirm !== '' && values.confirm !== values.new;
  const dirty = values.current !== '' || values.new !== '' || values.confirm !== '';
  // Before the next key or click is handled (a layout effect): a link pressed right after typing still asks.
  useLayoutEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = translate('caudal.validation.required');
    const local = { current: values.current ? undefined : required, new: values.new ? undefined : required, confirm: values.confirm ? (mismatch ? translate('caudal.profile.password.mustMatch') : undefined) : required };
    setErrors(local);
    if (Object.values(local).some(Boolean) || failed.length > 0) return;
    setSaving(true);
    try {
      await changePassword(dataProvider, values);
      toast.success(TOAST.passwordUpdated);
      setValues(EMPTY);
      onChanged();
    } catch (error) {
      const fields = fieldMessages(error);
      setErrors({ current: fields.current, new: fields.new, confirm: fields.confirm });
      // Field errors show under their fields, once; a toast is for what no field shows.
      if (!fields.current && !fields.new && !fields.confirm) toast.error(TOAST.passwordError, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="password-form">
      <CardContent>
        <Typography variant="h6" gutterBottom>{translate('caudal.profile.password.title')}</Typography>
        {mustChange && <Alert severity="warning" sx={{ mb: 2 }}>{translate('caudal.profile.password.mustChange')}</Alert>}
        <Stack spacing={2}>
          <TextField type="password" name="current" autoComplete="current-password" label={translate('caudal.profile.password.current')} value={values.current} onChange={set('current')} error={!!errors.current} helperText={errors.current} />
          <TextField type="password" name="new" autoComplete="new-password" label={translate('caudal.profile.password.new')} value={values.new} onChange={set('new')} error={!!errors.new} helperText={errors.new} />
          <PasswordRules failed={values.new === '' ? ['minLength', 'uppercase', 'digit', 'special'] : failed} />
          <TextField type="password" name="confirm" autoComplete="new-password" label={translate('caudal.profile.password.confirm')} value={values.confirm} onChange={set('confirm')} error={mismatch || !!errors.confirm} helperText={mismatch ? translate('caudal.profile.password.mustMatch') : errors.confirm} />
          <Button type="submit" variant="contained" disabled={saving || failed.length > 0 || mismatch} sx={{ alignSelf: 'flex-start' }}>
            {translate('caudal.profile.password.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
