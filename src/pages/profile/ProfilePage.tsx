/**
 * /perfil (spec section 2): details (a change request for review), photo, password, documents; for
 * whoever may update users, the pending change requests of everyone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Grid, Stack } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { permissionFor } from '../../auth/route-access.ts';
import { setSession, storedPermissions, storedToken, storedUser } from '../../auth/session-storage.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { useUnsavedChanges } from '../../framework/screens/use-unsaved-changes.tsx';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { getProfile, type Profile } from './profile-api.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileRequestsPanel } from './ProfileRequestsPanel.tsx';
import { UserDocumentsPanel } from './UserDocumentsPanel.tsx';

const USERS_ROUTE = '/administrador/listas/usuarios';
const ROOT_ROLE = 2;

/** Reviewing requests and keeping documents is for whoever may update users (the server checks again). */
function mayManageUsers(): boolean {
  if (storedUser()?.role_id === ROOT_ROLE) return true;
  return permissionFor(USERS_ROUTE, storedPermissions())?.update === true;
}

export function ProfilePage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [mustChange, setMustChange] = useState(() => storedUser()?.must_change_password === true);
  const staff = mayManageUsers();
  // Typed and not sent, in either form: leaving the page asks first.
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const unsaved = useUnsavedChanges(profileDirty || passwordDirty);

  const [loadError, setLoadError] = useState<unknown>(undefined);
  const load = useCallback(async () => {
    try {
      setProfile(await getProfile(dataProvider));
      setLoadError(undefined);
    } catch (error) {
      // Before the profile came: said in its place with a retry (decision 220); a reload after a change: a toast.
      setLoadError(error ?? new Error('load failed'));
      if (shown.current) toast.error(TOAST.dataLoadError, error);
    }
  }, [dataProvider, toast]);
  const shown = useRef(false);
  shown.current = profile !== null;

  useEffect(() => {
    void load();
  }, [load]);

  const passwordChanged = () => {
    const user = storedUser();
    const token = storedToken();
    if (user && token) setSession(token, { ...user, must_change_password: false });
    setMustChange(false);
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }} data-testid="profile-page">
      <Title title={translate('caudal.profile.title')} />
      {!profile && loadError !== undefined && <LoadFailed error={loadError} onRetry={() => void load()} />}
      {/* A temporary password opens only this: the server refuses everything else until it is changed. */}
      {profile && mustChange && (
        <Box sx={{ maxWidth: 480, mx: 'auto' }}>
          <PasswordForm profile={profile} mustChange onChanged={passwordChanged} onDirtyChange={setPasswordDirty} />
        </Box>
      )}
      {profile && !mustChange && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <PhotoCard profile={profile} onChanged={() => void load()} />
              <PasswordForm profile={profile} mustChange={mustChange} onChanged={passwordChanged} onDirtyChange={setPasswordDirty} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              <ProfileForm key={profile.id} profile={profile} onSent={() => void load()} onDirtyChange={setProfileDirty} />
              <UserDocumentsPanel ownGuid={profile.user_guid} staff={staff} />
              {staff && <ProfileRequestsPanel />}
            </Stack>
          </Grid>
        </Grid>
      )}
      {unsaved.dialog}
    </Box>
  );
}
