/**
 * A file field (spec section 4): the file is uploaded first (POST file), then the field takes the
 * returned url; saving the form stores it on the record.
 */
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FieldTitle, useInput, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../http/http-client.ts';

interface Props {
  entityName: string;
  source: string;
  accept: readonly string[];
  disabled?: boolean;
}

interface UploadAnswer {
  data: { url: string; filename: string }[];
}

function hasAcceptedExtension(name: string, accept: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return accept.some((ext) => lower.endsWith(ext));
}

export function FileUploadInput({ entityName, source, accept, disabled }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const { field, fieldState, isRequired } = useInput({ source });
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  const upload = async (file: File) => {
    // The spec's rule: one file, with the accepted extension; the server checks the bytes too.
    if (!hasAcceptedExtension(file.name, accept)) {
      setLocalError(translate('caudal.files.wrongExtension', { extensions: accept.join(', ') }));
      return;
    }
    setLocalError(null);
    setBusy(true);
    const formData = new FormData();
    formData.append('file', file);
    try {
      const answer = await apiFetch<UploadAnswer>('/file', { method: 'POST', query: { entity: entityName, field: source }, formData });
      field.onChange(answer.data[0].url);
      notify('caudal.toast.fileUploaded', { type: 'success' });
    } catch (error) {
      notify(`${translate('caudal.toast.fileUploadError')} ${(error as Error).message ?? ''}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const message = localError ?? (fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : null);
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        <FieldTitle source={source} resource={entityName} isRequired={isRequired} />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 0.5, alignItems: 'center' }}>
        <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={disabled || busy} onClick={() => picker.current?.click()}>
          {translate(field.value ? 'caudal.files.replace' : 'caudal.files.choose')}
        </Button>
        {field.value ? (
          <Link href={field.value} target="_blank" rel="noopener" variant="body2">
            {translate('caudal.files.view')}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('caudal.files.none')}
          </Typography>
        )}
      </Stack>
      <input
        ref={picker}
        type="file"
        hidden
        accept={accept.join(',')}
        data-testid={`file-${source}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
