/** The CSDs loaded with their days left, and the upload of a new one (.cer, .key, password). */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatInstantDay } from '../../framework/format.ts';
import { fileAsBase64, type FiscalAnswer } from './fiscal-api.ts';

function FileChoice({ label, accept, file, onFile }: { label: string; accept: string; file: File | null; onFile: (file: File | null) => void }) {
  const translate = useTranslate();
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ justifyContent: 'flex-start', textTransform: 'none' }}>
      {file ? `${label}: ${file.name}` : `${label} · ${translate('caudal.fiscal.choose')}`}
      <input hidden type="file" accept={accept} aria-label={label} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
    </Button>
  );
}

export function CsdPanel({ answer, onLoaded }: { answer: FiscalAnswer; onLoaded: (answer: FiscalAnswer) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [cer, setCer] = useState<File | null>(null);
  const [key, setKey] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (k: string) => translate(`caudal.fiscal.${k}`);

  async function upload() {
    if (!cer || !key) return;
    setBusy(true);
    try {
      onLoaded(await dataProvider.call<FiscalAnswer>('POST', 'fiscal_identity/csd', { cer: await fileAsBase64(cer), key: await fileAsBase64(key), password }, { silent: true }));
      setCer(null);
      setKey(null);
      setPassword('');
      toast.success('caudal.fiscal.uploaded');
    } catch (error) {
      toast.error(TOAST.fileUploadError, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="csd-panel">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {t('csd')}
        </Typography>
        {answer.environment.csd && <Alert severity="info" sx={{ mb: 2 }}>{t('csdFromEnvironment')}</Alert>}
        {answer.sealing.demo && !answer.environment.csd && <Alert severity="warning" sx={{ mb: 2 }}>{t('demoCsd')}</Alert>}
        {answer.certificates.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>{t('none')}</Typography>
        ) : (
          <Table size="small" sx={{ mb: 3 }} aria-label={t('csd')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('serial')}</TableCell>
                <TableCell>{t('rfc')}</TableCell>
                <TableCell>{t('validFrom')}</TableCell>
                <TableCell>{t('validTo')}</TableCell>
                <TableCell>{t('daysLeft')}</TableCell>
                <TableCell>{t('state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.certificates.map((c) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.serial_number}</TableCell>
                  <TableCell>{c.rfc}</TableCell>
                  <TableCell>{formatInstantDay(new Date(c.valid_from))}</TableCell>
                  <TableCell>{formatInstantDay(new Date(c.valid_to))}</TableCell>
                  <TableCell>{c.days_left}</TableCell>
                  <TableCell>
                    <Chip size="small" color={c.in_use ? 'success' : 'default'} label={c.in_use ? t('inUse') : c.not_yet_valid ? t('upcoming') : t('stored')} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('uploadHint')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FileChoice label={t('cer')} accept=".cer" file={cer} onFile={setCer} />
          <FileChoice label={t('key')} accept=".key" file={key} onFile={setKey} />
          <TextField size="small" type="password" label={t('password')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
          <Box>
            <Button variant="contained" disabled={busy || !cer || !key || password === ''} onClick={() => void upload()}>
              {t('upload')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
