/**
 * The profile's details (spec sections 3 and 4): POST profile sends the change for review; the
 * "sent to revision" flag shows for 4000 ms. RFC, CURP, CLABE and phone are checked here as on the server.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { PROFILE_FIELDS, type ProfileChange } from '../../../schemas/profile.ts';
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { user } from '../../../schemas/user.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate } from '../../framework/format.ts';
import { requestProfileChange, type Profile } from './profile-api.ts';

/** Spec section 9: the profile success flag resets after 4000 ms. */
export const PROFILE_SUCCESS_MS = 4000;

const valuesOf = (profile: Profile): ProfileChange => Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileChange;

export function ProfileForm({ profile, onSent }: { profile: Profile; onSent: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [values, setValues] = useState<ProfileChange>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [success, setSuccess] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), PROFILE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    // The user's identifier fields check themselves, as the server checks the request.
    const identifiers = checkFormats(user.fields, { ...values }, { ...profile });
    for (const field of PROFILE_FIELDS) {
      const value = values[field].trim();
      const problem = identifiers.errors[field]?.[0];
      if (value === '') local[field] = translate('caudal.validation.required');
      else if (problem) local[field] = translate(`caudal.${problem.key}`, problem.params);
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      await requestProfileChange(dataProvider, values);
      setSuccess(true);
      onSent();
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string[]> } }).body?.errors ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      // Field errors show under their fields, once; a toast is for what no field shows.
      if (!PROFILE_FIELDS.some((field) => fields[field])) toast.error(TOAST.profileError, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="profile-form">
      <CardContent>
        <Typography variant="h6" gutterBottom>{translate('caudal.profile.data')}</Typography>
        {profile.pending_request && !success && (
          <Alert severity="info" sx={{ mb: 2 }}>{translate('caudal.profile.pending', { date: formatDate(profile.pending_request.created_at) })}</Alert>
        )}
        {success && <Alert severity="success" sx={{ mb: 2 }} data-testid="profile-sent">{translate('caudal.profile.sent')}</Alert>}
        <Grid container spacing={2}>
          {PROFILE_FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                name={field}
                label={translate(`caudal.profile.fields.${field}`)}
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                error={!!errors[field]}
                helperText={errors[field]}
              />
            </Grid>
          ))}
        </Grid>
        <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 2 }}>{translate('caudal.profile.send')}</Button>
      </CardContent>
    </Card>
  );
}
