/**
 * /inversiones/inversionistas (spec section 2; the landing of Admin and Gestor): the investors (users
 * of the investor role) with their totals per currency, from GET analytics/investors. Each leads to
 * their investments (/inversiones/inversiones/:id) and to their dashboard.
 */
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, CircularProgress, IconButton, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatMoney } from '../../framework/format.ts';
import type { InvestorRow } from '../../../schemas/contracts/investment-analytics.ts';
import { PAGE_SX } from './page-layout.ts';

const PAGE_SIZES = [10, 25, 50, 100];

export function InvestorsPage() {
  const translate = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [take, setTake] = useState(25);
  const [data, setData] = useState<{ result: InvestorRow[]; total: number } | null>(null);

  // The search waits for a pause in typing rather than asking on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call<{ result: InvestorRow[]; total: number }>('GET', 'analytics/investors', undefined, { query: { take, page: page + 1, q: query }, signal: controller.signal, silent: true })
      .then(setData)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setData({ result: [], total: 0 });
        toast.error(TOAST.dataLoadError, error);
      });
    return () => controller.abort();
  }, [dataProvider, toast, take, page, query]);

  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.investors.${key}`, params);
  const perCurrency = (row: InvestorRow, field: 'active_capital' | 'paid') =>
    row.totals.length === 0 ? formatMoney('0') : row.totals.map((total) => `${formatMoney(total[field])} ${total.currency_code}`).join(' · ');

  return (
    <Box sx={PAGE_SX}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <TextField size="small" label={t('search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 2, minWidth: 280 }} />
          {!data ? (
            <CircularProgress />
          ) : data.result.length === 0 ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('name')}</TableCell>
                    <TableCell>{t('email')}</TableCell>
                    <TableCell>{t('phone')}</TableCell>
                    <TableCell>{t('personType')}</TableCell>
                    <TableCell>{t('investments')}</TableCell>
                    <TableCell align="right">{t('activeCapital')}</TableCell>
                    <TableCell align="right">{t('paid')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.result.map((row) => (
                    <TableRow key={row.id} data-testid="investor-row">
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.email}</TableCell>
                      <TableCell>{row.phone}</TableCell>
                      <TableCell>{row.person_type ? translate(`caudal.investments.calculator.${row.person_type}`) : ''}</TableCell>
                      <TableCell>{t('active', { smart_count: row.active, total: row.investments })}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{perCurrency(row, 'active_capital')}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{perCurrency(row, 'paid')}</TableCell>
                      <TableCell align="right">
                        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                          <Tooltip title={translate('caudal.actions.inversiones')}>
                            <IconButton size="small" aria-label={`${translate('caudal.actions.inversiones')} ${row.name}`} onClick={() => navigate(`/inversiones/inversiones/${row.id}`)}>
                              <AccountBalanceIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={translate('caudal.actions.dashboard')}>
                            <IconButton size="small" aria-label={`${translate('caudal.actions.dashboard')} ${row.name}`} onClick={() => navigate(`/inversiones/dashboard?user_id=${row.id}`)}>
                              <DashboardIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {data && data.total > 0 && (
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={take}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setTake(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
