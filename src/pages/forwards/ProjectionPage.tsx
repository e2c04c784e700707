/**
 * /administrador/listas/proyeccion: the current market projection (GET forwards/projection/current),
 * the documented template with a downloadable example, and the upload (POST
 * forwards/projection/formExcel). Spec section 8: a failed upload empties the current forwards shown.
 */
import type { Instant, BusinessDate } from '../../framework/format.ts';
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, formatDateTime, formatDecimal } from '../../framework/format.ts';
import { ApiError } from '../../framework/http/api-error.ts';
import { apiData, apiUrl } from '../../framework/http/http-client.ts';
import { ProjectionUploadFailure, type ProjectionFailure } from './ProjectionUploadFailure.tsx';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { useScreenData } from '../../framework/screens/use-screen-data.ts';

/** The 422's field errors ("row 3" -> messages); a refusal without them is one line of its message. */
function errorsOf(error: unknown): Record<string, string[]> {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0) return error.errors;
  return { file: [(error as Error).message ?? ''] };
}

interface ProjectionRow {
  id: number;
  rowNumber: number;
  date: BusinessDate;
  rate: string;
}
interface Projection {
  upload: { filename: string; created_at: Instant } | null;
  result: ProjectionRow[];
}

export function ProjectionPage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [projection, setProjection] = useState<Projection | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<ProjectionFailure | null>(null);
  // The projection in force is the screen's data: a failed load is said in its place, with a retry (decision 225).
  const current = useScreenData<Projection>('forwards/projection/current');
  useEffect(() => {
    if (current.data) setProjection(current.data);
  }, [current.data]);

  async function upload(file: File) {
    const formData = new FormData();
    formData.append('file', file);
    setUploading(true);
    setFailure(null);
    try {
      // Straight to the API client: its error keeps every message of every row (react-admin's keeps the first).
      setProjection(await apiData<Projection>('forwards/projection/formExcel', { method: 'POST', formData, silent: true }));
      toast.success(TOAST.fileUploaded);
    } catch (error) {
      // Spec section 8: a failed upload empties the forwards shown; the panel below says what is in force.
      setProjection({ upload: null, result: [] });
      toast.error(TOAST.fileUploadError);
      setFailure({ errors: errorsOf(error), inForce: await projectionInForce() });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  /** What the server holds now: the refused file changed nothing, but another person may have uploaded meanwhile. */
  async function projectionInForce(): Promise<ProjectionFailure['inForce']> {
    try {
      const current = await dataProvider.call<Projection>('GET', 'forwards/projection/current', undefined, { silent: true });
      return current.upload ? { filename: current.upload.filename, rows: current.result.length } : null;
    } catch {
      return null;
    }
  }

  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.forwards.projection.${key}`, args);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="projection-help">{t('help')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={uploading} onClick={() => input.current?.click()}>{t('upload')}</Button>
            <input ref={input} type="file" hidden accept=".xlsx" data-testid="projection-file" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} />
            <Link href={apiUrl('forwards/projection/template')} download="plantilla-proyeccion.xlsx" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <DownloadIcon fontSize="small" /> {t('template')}
            </Link>
            {uploading && <CircularProgress size={24} />}
          </Stack>
          {failure && <ProjectionUploadFailure failure={failure} />}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1">{t('current')}</Typography>
          {current.error !== undefined && !projection && <LoadFailed error={current.error} onRetry={current.reload} />}
          {projection?.upload && (
            <Typography variant="caption" color="text.secondary">{t('uploadedAt', { file: projection.upload.filename, time: formatDateTime(projection.upload.created_at) })}</Typography>
          )}
          {!projection ? null : projection.result.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="projection-empty">
              {/* Emptied after a refused file (spec section 8) is not the same as having none. */}
              {failure?.inForce ? t('failure.hidden') : t('empty')}
            </Typography>
          ) : (
            <Table size="small" sx={{ mt: 1, maxWidth: 520 }} data-testid="projection-rows">
              <TableHead>
                <TableRow>
                  <TableCell>{t('row')}</TableCell>
                  <TableCell>{t('date')}</TableCell>
                  <TableCell align="right">{t('rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(projection?.result ?? []).map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.rowNumber}</TableCell>
                    <TableCell>{formatDate(row.date)}</TableCell>
                    <TableCell align="right">{formatDecimal(row.rate, 4)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
