/** The profile photo: PUT profile with the image (PNG, JPG, WEBP; the server checks the bytes and the size). */
import { useRef, useState } from 'react';
import { Avatar, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { PROFILE_PICTURE_TYPES } from '../../../schemas/profile.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { uploadPicture, type Profile } from './profile-api.ts';

export function PhotoCard({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadPicture(dataProvider, file);
      toast.success(TOAST.fileUploaded);
      onChanged();
    } catch (error) {
      toast.error(TOAST.fileUploadError, error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" sx={{ alignSelf: 'flex-start' }}>{translate('caudal.profile.photo')}</Typography>
          <Avatar src={profile.profile_picture_url ?? undefined} alt={profile.name} sx={{ width: 112, height: 112, fontSize: 40 }}>
            {profile.name.slice(0, 1)}
          </Avatar>
          <Typography variant="subtitle1">{profile.name}</Typography>
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>{translate('caudal.profile.changePhoto')}</Button>
          <Typography variant="caption" color="text.secondary">{translate('caudal.profile.photoHint')}</Typography>
          <input ref={input} hidden type="file" accept={PROFILE_PICTURE_TYPES.join(',')} data-testid="photo-input" onChange={(e) => void choose(e.target.files?.[0])} />
        </Stack>
      </CardContent>
    </Card>
  );
}
