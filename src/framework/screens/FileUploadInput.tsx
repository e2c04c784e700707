/**
 * A file field (spec section 4): the file is uploaded first (POST file), then the record's field takes
 * the returned url at once (PUT with that one location), so no second save is needed. The server says
 * which field keeps the file: a loan detail's .xml goes to cfdi_xml_location. A new record has no id
 * yet: its form keeps the url and the create sends it.
 */
import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FieldTitle, useDataProvider, useInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { apiFetch } from '../http/http-client.ts';
import { errorText } from './error-text.ts';

interface Props {
  entityName: string;
  source: string;
  accept: readonly string[];
  /** Other fields an upload may land in (by extension), shown beside this one. */
  alsoKeptIn?: readonly string[];
  disabled?: boolean;
}

interface UploadAnswer {
  data: { url: string; filename: string; field?: string }[];
}

function hasAcceptedExtension(name: string, accept: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return accept.some((ext) => lower.endsWith(ext));
}

export function FileUploadInput({ entityName, source, accept, alsoKeptIn = [], disabled }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  const refresh = useRefresh();
  const { setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const { field, fieldState, isRequired } = useInput({ source });
  // Watching no name would watch the whole form: this field stands in when there is no other.
  const watched = useWatch({ name: alsoKeptIn.length > 0 ? [...alsoKeptIn] : [source] }) as (string | null | undefined)[];
  const others = alsoKeptIn.length > 0 ? watched : [];
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
    let uploaded: UploadAnswer['data'][number];
    try {
      uploaded = (await apiFetch<UploadAnswer>('/file', { method: 'POST', query: { entity: entityName, field: source }, formData, callerSaysRefusals: true })).data[0];
    } catch (error) {
      notify(errorText(translate, 'caudal.toast.fileUploadError', error), { type: 'error' });
      setBusy(false);
      return;
    }
    const target = uploaded.field ?? source;
    try {
      if (record?.id !== undefined) {
        // Only the changed location is sent; the form's other edits wait for its own Save. It names no
        // version (decision 100): one location overwrites nothing else, and the refresh below hands the
        // form the version this write made, for its own Save.
        await dataProvider.update(entityName, { id: record.id, data: { [target]: uploaded.url }, previousData: { id: record.id } });
        notify(record[target] ? 'caudal.toast.fileUpdated' : 'caudal.toast.fileUploaded', { type: 'success' });
        // The list behind the form shows the new file; the form keeps what the person is still typing.
        refresh();
      } else {
        notify('caudal.toast.fileUploaded', { type: 'success' });
      }
      // Not a pending change: the record already holds it (or the create will send it).
      setValue(target, uploaded.url, { shouldDirty: record?.id === undefined });
    } catch (error) {
      notify(errorText(translate, 'caudal.toast.updateError', error), { type: 'error' });
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
        {field.value || others.some(Boolean) ? (
          [field.value, ...others].map((url, index) =>
            url ? (
              <Link key={url} href={url} target="_blank" rel="noopener" variant="body2" data-testid={`file-link-${[source, ...alsoKeptIn][index]}`}>
                {translate('caudal.files.view')} ({String(url).slice(String(url).lastIndexOf('.') + 1).toUpperCase()})
              </Link>
            ) : null,
          )
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
