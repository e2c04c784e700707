/**
 * Above the invoices (/prestamos/facturas, a generic list of GET invoices): the loan details due for an
 * invoice (GET loan_detail/toInvoice); the user selects some and generates their CFDIs (PATCH
 * loan_detail/generate/invoices): "Facturas ganeradas con éxito" or "Hubo un error al generar las
 * facturas", or, when the PAC did not confirm some in time, that they are in process; the invoices
 * below then refresh (after an error too: the ones stamped before a refusal are recorded). Candidates are not records of a list the API pages and
 * sorts (the route works them out), so this card stays its own table.
 */
import { useState } from 'react';
import { Box, Button, Card, CardHeader, Checkbox, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { STATUS } from '../../../schemas/status.ts';
import { formatDate, formatMoney } from '../../framework/format.ts';
import { notifyLoansChanged, useLoanData, type InvoiceCandidate, type Page } from './loan-api.ts';

const COLUMNS = ['detail', 'folio', 'customer', 'rfc', 'cutOff', 'payment', 'method', 'amount'] as const;

export function InvoiceCandidates() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const { data } = useLoanData<Page<InvoiceCandidate>>('loan_detail/toInvoice?take=9999');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.invoicing.${key}`, params);
  const rows = data?.result ?? [];
  const chosen = rows.filter((row) => selected.has(row.id));

  const toggle = (id: number) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const generate = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call<{ in_process?: number[] }>('PATCH', 'loan_detail/generate/invoices', { ids: chosen.map((row) => row.id) });
      // 202: some are in process with the PAC; the server records them once it confirms (decision 101).
      if (answer.in_process?.length) toast.info(`caudal.loans.invoicing.inProcess`);
      else toast.success(TOAST.invoicesGenerated);
      setSelected(new Set());
    } catch (error) {
      toast.error(TOAST.invoicesError, error);
    } finally {
      // Even a refused batch may have recorded the invoices before the refusal: the lists show them.
      notifyLoansChanged();
      refresh();
      setBusy(false);
    }
  };

  return (
    <Box>
      <Card sx={{ mt: 2 }}>
        <CardHeader
          title={t('candidates')}
          subheader={chosen.length > 0 ? t('selected', { count: chosen.length }) : undefined}
          action={
            <Button variant="contained" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <ReceiptIcon />} disabled={busy || chosen.length === 0} onClick={() => void generate()}>
              {t('generate')}
            </Button>
          }
        />
        {!data ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={24} />
          </Box>
        ) : rows.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        ) : (
          <Table size="small" data-testid="invoice-candidates">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                    checked={chosen.length === rows.length}
                    indeterminate={chosen.length > 0 && chosen.length < rows.length}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                  />
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'amount' ? 'right' : 'left'}>
                    {t(c)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover selected={selected.has(row.id)} onClick={() => toggle(row.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={selected.has(row.id)} slotProps={{ input: { 'aria-label': `${t('detail')} ${row.id}` } }} />
                  </TableCell>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{row.intelisis_id}</TableCell>
                  <TableCell>{row.customer_name}</TableCell>
                  <TableCell>{row.customer_rfc}</TableCell>
                  <TableCell>{formatDate(row.date_doc)}</TableCell>
                  <TableCell>{formatDate(row.expiration_doc)}</TableCell>
                  {/* A period paid before it is invoiced gets a PUE CFDI, with no complement (docs/decisions/112). */}
                  <TableCell>{t(row.status_id === STATUS.paid ? 'methodPue' : 'methodPpd')}</TableCell>
                  <TableCell align="right">
                    {formatMoney(row.amount)} {row.currency_code}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
