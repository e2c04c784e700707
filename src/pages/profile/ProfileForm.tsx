/**
 * The profile's details (spec sections 3 and 4): POST profile sends the change for review; the
 * "sent to revision" flag shows for 4000 ms. RFC, CURP, CLABE and phone are checked here as on the server.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { PROFILE_FIELDS, type ProfileChange } from '../../../schemas/profile.ts';
import { checkFormats } from '../../../schemas/framework/formats.ts';
import { user } from '../../../schemas/user.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { fieldMessages } from '../../framework/data-provider/react-admin-errors.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatInstantDay } from '../../framework/format.ts';
import { staleWriteVersion } from '../../framework/http/api-error.ts';
import { requestProfileChange, type Profile } from './profile-api.ts';
import { keepTyped, valuesOf } from './profile-values.ts';

/** Spec section 9: the profile success flag resets after 4000 ms. */
export const PROFILE_SUCCESS_MS = 4000;

/**
 * `onSent` reloads the profile; so does a request refused as stale (the user record changed since the
 * form was filled, decision 100): the form then moves onto the new record keeping what was typed.
 */
export function ProfileForm({ profile, onSent, onDirtyChange }: { profile: Profile; onSent: () => void; onDirtyChange?: (dirty: boolean) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [values, setValues] = useState<ProfileChange>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [success, setSuccess] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const readFrom = useRef(profile);
  // What the form holds with nothing typed: the record, or the request just sent for review.
  const [baseline, setBaseline] = useState<ProfileChange>(() => valuesOf(profile));
  const dirty = PROFILE_FIELDS.some((field) => values[field] !== baseline[field]);

  useEffect(() => {
    if (readFrom.current === profile) return;
    const previous = readFrom.current;
    readFrom.current = profile;
    setValues((typed) => keepTyped(typed, previous, profile));
    setBaseline((sent) => keepTyped(sent, previous, profile));
  }, [profile]);

  // Before the next key or click is handled (a layout effect): a link pressed right after typing still asks.
  useLayoutEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

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
    setStale(false);
    try {
      await requestProfileChange(dataProvider, values, profile.version);
      setBaseline(values);
      setSuccess(true);
      // The spec's success toast for a request (section 8), besides the notice that it is under review.
      toast.success(TOAST.requestSent);
      onSent();
    } catch (error) {
      if (staleWriteVersion(error) !== undefined) {
        setStale(true);
        onSent();
        return;
      }
      const fields = fieldMessages(error);
      setErrors(fields);
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
          <Alert severity="info" sx={{ mb: 2 }}>{translate('caudal.profile.pending', { date: formatInstantDay(profile.pending_request.created_at) })}</Alert>
        )}
        {success && <Alert severity="success" sx={{ mb: 2 }} data-testid="profile-sent">{translate('caudal.profile.sent')}</Alert>}
        {stale && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="stale-record">
            <AlertTitle>{translate('caudal.staleRecord.title')}</AlertTitle>
            {translate('caudal.staleRecord.reloaded')}
          </Alert>
        )}
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
