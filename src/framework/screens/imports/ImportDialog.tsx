/**
 * "Importar" (docs/decisions/240): upload a CSV or xlsx -> the preview (create / update with its
 * changes / unchanged / refused with reasons), nothing written yet -> Aplicar -> a progress bar that
 * polls the job -> the result, with the refused rows to download, fix and upload again. The job is a
 * row on the server: reopening the dialog (after a reload too) finds the latest import of this list.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh, useTranslate } from 'react-admin';
import type { Entity } from '../../../../schemas/framework/define-entity.ts';
import { saveBlob } from '../ServerExportButton.tsx';
import { importApi, type ImportJob } from './import-api.ts';
import { ImportRows } from './ImportRows.tsx';

const POLL_MS = 1000;
/** A preview older than this is not offered again when the dialog opens. */
const PREVIEW_KEPT_MS = 6 * 3_600_000;

export function ImportDialog({ entity, title, onClose }: { entity: Entity; title: string; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = importApi(entity.path);
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [job, setJob] = useState<ImportJob | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const wrote = useRef(false);

  // Reopened (or after a reload): an import still applying, or a fresh preview, comes back.
  useEffect(() => {
    void api.latest().then((latest) => {
      if (!latest) return;
      const fresh = Date.now() - new Date(latest.created_at).getTime() < PREVIEW_KEPT_MS;
      if (latest.status === 'applying' || (latest.status === 'previewed' && fresh)) setJob(latest);
    }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity.path]);

  // While it applies, the job is read every second.
  useEffect(() => {
    if (job?.status !== 'applying') return;
    wrote.current = true;
    const timer = setTimeout(() => void api.job(job.id).then(setJob).catch(() => undefined), POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job]);

  const close = () => {
    if (wrote.current) refresh();
    onClose();
  };

  async function upload(file: File) {
    setProblem(null);
    setReading(file.name);
    try {
      setJob(await api.upload(file));
    } catch (error) {
      // The Oops dialog says what the server refused; the dialog stays to try another file.
      setProblem(error instanceof Error ? error.message : null);
    } finally {
      setReading(null);
      if (picker.current) picker.current.value = '';
    }
  }

  async function download(format: 'csv' | 'xlsx') {
    if (!job) return;
    const blob = await api.refused(job.id, format);
    saveBlob(blob, `${job.filename.replace(/\.(csv|xlsx)$/i, '')}-${translate('caudal.imports.outcomes.refused').toLowerCase()}.${format}`);
  }

  const writes = job ? job.counts.create + job.counts.update : 0;
  const keyLabel = entity.importKey === 'id' ? 'ID' : translate(`resources.${entity.name}.fields.${entity.importKey}`, { _: entity.importKey });
  const finished = job?.status === 'done' || job?.status === 'failed';
  // A domain's own columns (a loan's opening balances, docs/decisions/206), said before the file is chosen.
  const hintKey = `caudal.imports.hints.${entity.name}`;
  const hint = translate(hintKey, { _: '' });

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" fullScreen={onPhone} aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title" sx={{ pr: 6 }}>
        {translate('caudal.imports.title', { name: title })}
        <IconButton aria-label={translate('caudal.imports.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!job && (
          <Stack spacing={2}>
            <Typography>{translate('caudal.imports.intro')}</Typography>
            <Typography variant="body2" color="text.secondary">{translate('caudal.imports.keyHint', { key: keyLabel })}</Typography>
            {hint !== '' && hint !== hintKey && <Typography variant="body2" color="text.secondary">{hint}</Typography>}
            <Box>
              <input ref={picker} type="file" hidden accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label={translate('caudal.imports.choose')} data-testid="import-file" onChange={(event) => { const file = event.target.files?.[0]; if (file) void upload(file); }} />
              <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()} disabled={reading !== null}>
                {translate('caudal.imports.choose')}
              </Button>
            </Box>
            {reading && (
              <Box>
                <Typography variant="body2">{translate('caudal.imports.reading', { file: reading })}</Typography>
                <LinearProgress />
              </Box>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        )}
        {job && (
          <Stack spacing={2}>
            <Typography variant="body2">{translate('caudal.imports.fileOf', { file: job.filename, rows: job.total })}</Typography>
            {job.ignored_columns.length > 0 && <Typography variant="body2" color="text.secondary">{translate('caudal.imports.ignored', { columns: job.ignored_columns.join(', ') })}</Typography>}
            {job.status === 'applying' && (
              <Box role="status">
                <Typography variant="body2">{translate('caudal.imports.applying', { done: job.progress, total: job.writes })}</Typography>
                <LinearProgress variant="determinate" value={job.writes > 0 ? (100 * job.progress) / job.writes : 0} aria-label={translate('caudal.imports.applying', { done: job.progress, total: job.writes })} />
              </Box>
            )}
            {finished && (
              <Alert severity={job.status === 'done' ? 'success' : 'error'} role="status">
                <strong>{translate(job.status === 'done' ? 'caudal.imports.done' : 'caudal.imports.failed')}</strong>
                <div>{translate('caudal.imports.result', job.counts)}</div>
                {entity.name === 'user' && job.counts.update > 0 && <div>{translate('caudal.imports.pendingNote')}</div>}
              </Alert>
            )}
            {job.status === 'previewed' && writes === 0 && <Alert severity="info">{translate('caudal.imports.nothingToApply')}</Alert>}
            <ImportRows key={`${job.id}-${job.status}`} entityName={entity.name} apiPath={entity.path} job={job} initial={finished && job.counts.refused > 0 ? 'refused' : undefined} />
          </Stack>
        )}
      </DialogContent>
      {job && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {job.counts.refused > 0 && (
            <>
              <Button onClick={() => void download('csv')}>{translate('caudal.imports.downloadRefused')}</Button>
              <Button onClick={() => void download('xlsx')}>{translate('caudal.imports.downloadRefusedXlsx')}</Button>
            </>
          )}
          {job.status !== 'applying' && <Button onClick={() => setJob(null)}>{translate('caudal.imports.another')}</Button>}
          {job.status === 'previewed' && (
            <Button variant="contained" disabled={writes === 0} onClick={() => void api.apply(job.id).then(setJob).catch(() => undefined)}>
              {translate('caudal.imports.applyCount', { count: writes })}
            </Button>
          )}
          {finished && <Button variant="contained" onClick={close}>{translate('caudal.imports.close')}</Button>}
        </DialogActions>
      )}
    </Dialog>
  );
}
