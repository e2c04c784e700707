/**
 * Row action detalles_prestamo: how the loan's interest bears IVA, and the loan's schedule (cut-off, payment date, days, principal, interest,
 * amount, status, CFDI files). A CFDI is uploaded per detail (.pdf or .xml, spec section 5): the file
 * goes up first, then only the location it changes is sent (PUT loan_detail/{id} {cfdi_pdf_location}
 * or {cfdi_xml_location}, spec section 4).
 */
import { useRef, useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, formatMoney } from '../../framework/format.ts';
import { cfdiField } from './cfdi-field.ts';
import { notifyLoansChanged } from './loan-api.ts';
import { useStatusNames } from './use-status-names.ts';
import { mayUpdate } from './loan-permissions.ts';
import { entities } from '../../../schemas/index.ts';

const ACCEPT = ['.pdf', '.xml'];

function UploadButton({ detail, onDone }: { detail: RaRecord; onDone: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const field = cfdiField(file.name);
    if (!field) return toast.error(TOAST.fileUploadError, translate('caudal.files.wrongExtension', { extensions: ACCEPT.join(', ') }));
    setBusy(true);
    const formData = new FormData();
    formData.append('file', file);
    try {
      const uploaded = await dataProvider.call<{ url: string }[]>('POST', 'file', undefined, { query: { entity: 'loan_detail', field }, formData });
      try {
        await dataProvider.call('PUT', `loan_detail/${detail.id}`, { [field]: uploaded[0].url });
        toast.success(detail[field] ? TOAST.fileUpdated : TOAST.fileUploaded);
        onDone();
      } catch (error) {
        toast.error(TOAST.updateError, error);
      }
    } catch (error) {
      toast.error(TOAST.fileUploadError, error);
    } finally {
      setBusy(false);
    }
  };

  const label = translate('caudal.loans.details.upload');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} disabled={busy} onClick={() => picker.current?.click()}>
            {busy ? <CircularProgress size={16} /> : <UploadFileIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={picker}
        type="file"
        hidden
        accept={ACCEPT.join(',')}
        data-testid={`cfdi-upload-${detail.id}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </>
  );
}

export function LoanDetailsDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const statusName = useStatusNames();
  const editable = mayUpdate(entities.loan_detail);
  const { data, isPending, refetch } = useGetList('loan_detail', { filter: { loan_id: record.id }, sort: { field: 'date_doc', order: 'ASC' }, pagination: { page: 1, perPage: 999 } });
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.details.${key}`, params);
  const headers = ['period', 'cutOff', 'payment', 'days', 'principal', 'interest', 'amount', 'status', 'cfdi'];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="loan-details-title">
      <DialogTitle id="loan-details-title">{t('title', { folio: record.intelisis_id })}</DialogTitle>
      <DialogContent>
        {/* How the interest bears IVA: what the period's CFDIs carry (docs/decisions/116). */}
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="loan-vat-treatment">
          {translate('resources.loan.fields.vat_treatment')}:{' '}
          {record.vat_treatment ? translate(`resources.loan.options.vat_treatment.${record.vat_treatment}`) : translate('resources.loan.options.vat_treatment.nominal')}
        </Typography>
        {isPending ? (
          <CircularProgress size={24} />
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <Table size="small" data-testid="loan-details">
            <TableHead>
              <TableRow>
                {headers.map((h) => (
                  <TableCell key={h} align={['days', 'principal', 'interest', 'amount'].includes(h) ? 'right' : 'left'}>
                    {t(h)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((detail, index) => (
                <TableRow key={detail.id}>
                  <TableCell>{detail.period ?? index + 1}</TableCell>
                  <TableCell>{formatDate(detail.date_doc)}</TableCell>
                  <TableCell>{formatDate(detail.expiration_doc)}</TableCell>
                  <TableCell align="right">{detail.days}</TableCell>
                  <TableCell align="right">{formatMoney(detail.principal)}</TableCell>
                  <TableCell align="right">{formatMoney(detail.interest)}</TableCell>
                  <TableCell align="right">{formatMoney(detail.amount)}</TableCell>
                  <TableCell>{statusName(detail.status_id)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {detail.cfdi_pdf_location && (
                        <Link href={detail.cfdi_pdf_location} target="_blank" rel="noopener">
                          {t('pdf')}
                        </Link>
                      )}
                      {detail.cfdi_xml_location && (
                        <Link href={detail.cfdi_xml_location} target="_blank" rel="noopener">
                          {t('xml')}
                        </Link>
                      )}
                      {editable && (
                        <UploadButton
                          detail={detail}
                          onDone={() => {
                            void refetch();
                            notifyLoansChanged();
                          }}
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
