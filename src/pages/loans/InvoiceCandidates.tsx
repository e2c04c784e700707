/**
 * Above the invoices (/prestamos/facturas, a generic list of GET invoices): the loan details due for an
 * invoice (GET loan_detail/toInvoice); the user selects some and generates their CFDIs (PATCH
 * loan_detail/generate/invoices): "Facturas ganeradas con éxito" or "Hubo un error al generar las
 * facturas", or, when the PAC did not confirm some in time, that they are in process; the invoices
 * below then refresh (after an error too: the ones stamped before a refusal are recorded). Candidates are not records of a generic list (the
 * route works them out), so this card stays its own table; the route pages, sorts and searches them in SQL, and the card shows a page
 * (docs/decisions/145). The selection is kept by id across pages; the header's checkbox selects the rows of this page.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardHeader, Checkbox, CircularProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { STATUS } from '../../../schemas/status.ts';
import { formatDate, formatMoney } from '../../framework/format.ts';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { InvoiceCandidateCards } from './InvoiceCandidateCards.tsx';
import { notifyLoansChanged, useLoanData, type InvoiceCandidate, type Page } from './loan-api.ts';

const COLUMNS = ['detail', 'folio', 'customer', 'rfc', 'cutOff', 'payment', 'method', 'amount'] as const;
/** The columns the route sorts by (GET loan_detail/toInvoice `sort`). */
const SORTS: Partial<Record<(typeof COLUMNS)[number], string>> = { detail: 'id', cutOff: 'date_doc', payment: 'expiration_doc', amount: 'amount' };
const SORT_CHOICES = Object.entries(SORTS) as [string, string][];
/** At most 100 details per generate request (server/routes/loans/loans-invoicing.ts), so a page never holds more. */
const PAGE_SIZES = [25, 50, 100];

export function InvoiceCandidates() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [page, setPage] = useState(0);
  const [take, setTake] = useState(PAGE_SIZES[0]);
  const [sort, setSort] = useState({ field: 'date_doc', order: 'asc' as 'asc' | 'desc' });
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = new URLSearchParams({ take: String(take), page: String(page + 1), sort: sort.field, order: sort.order, ...(q ? { q } : {}) });
  const { data, failed, error, reload } = useLoanData<Page<InvoiceCandidate>>(`loan_detail/toInvoice?${query.toString()}`);
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.invoicing.${key}`, params);
  const rows = data?.result ?? [];
  // The version each detail was shown with, kept across pages for the ones chosen on earlier pages.
  const versionsSeen = useRef(new Map<number, number>());
  for (const row of rows) if (typeof row.version === 'number') versionsSeen.current.set(row.id, row.version);
  const chosen = [...selected];
  const onPage = rows.filter((row) => selected.has(row.id)).length;
  const sortBy = (field: string) => {
    setSort((current) => ({ field, order: current.field === field && current.order === 'asc' ? 'desc' : 'asc' }));
    setPage(0);
  };
  const selectPage = (checked: boolean) => setSelected((current) => {
    const next = new Set(current);
    for (const row of rows) {
      if (checked) next.add(row.id);
      else next.delete(row.id);
    }
    return next;
  });

  const toggle = (id: number) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const generate = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call<{ in_process?: number[] }>('PATCH', 'loan_detail/generate/invoices', { ids: chosen, versions: Object.fromEntries(chosen.flatMap((id) => (versionsSeen.current.has(id) ? [[id, versionsSeen.current.get(id)]] : []))) });
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
        <Box sx={{ px: 2 }}>
          <TextField size="small" label={t('search')} value={typed} onChange={(e) => setTyped(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'invoice-candidates-search' } }} />
        </Box>
        {failed && !data ? (
          <Box sx={{ px: 2 }}>
            <LoadFailed error={error} onRetry={reload} />
          </Box>
        ) : !data ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={24} />
          </Box>
        ) : rows.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        ) : onPhone ? (
          <InvoiceCandidateCards
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onSelectPage={selectPage}
            sort={sort}
            sorts={SORT_CHOICES}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
          />
        ) : (
          <Table size="small" data-testid="invoice-candidates">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': t('selectPage') } }}
                    checked={onPage === rows.length}
                    indeterminate={onPage > 0 && onPage < rows.length}
                    onChange={(e) => selectPage(e.target.checked)}
                  />
                </TableCell>
                {COLUMNS.map((c) => {
                  const field = SORTS[c];
                  return (
                    <TableCell key={c} align={c === 'amount' ? 'right' : 'left'} sortDirection={field && sort.field === field ? sort.order : false}>
                      {field ? (
                        <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : 'asc'} onClick={() => sortBy(field)}>
                          {t(c)}
                        </TableSortLabel>
                      ) : (
                        t(c)
                      )}
                    </TableCell>
                  );
                })}
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
        {data && data.total > 0 && (
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={take}
            // On a phone the page-size select would push the pages past the right edge.
            rowsPerPageOptions={onPhone ? [] : PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setTake(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          />
        )}
      </Card>
    </Box>
  );
}
