/** The payments of one calendar day, a page at a time (GET loan/calendar?from=day&to=day&take&page). */
import { useState } from 'react';
import { Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, type BusinessDate } from '../../framework/format.ts';
import { useLoanData, type CalendarEntry, type Page } from './loan-api.ts';
import { paymentTone } from './calendar-grid.ts';

const PAGE_SIZE = 10;

export function CalendarDayDialog({ day, today, onClose }: { day: BusinessDate; today: string; onClose: () => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data } = useLoanData<Page<CalendarEntry>>(`loan/calendar?from=${day}&to=${day}&take=${PAGE_SIZE}&page=${page + 1}`);
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.calendar.${key}`, params);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('day', { day: formatDate(day) })}</DialogTitle>
      <DialogContent>
        {!data ? (
          <CircularProgress size={24} />
        ) : (
          <Table size="small" data-testid="calendar-day">
            <TableHead>
              <TableRow>
                <TableCell>{t('folio')}</TableCell>
                <TableCell>{t('customer')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.result.map((entry) => {
                const tone = paymentTone(entry, today);
                return (
                  <TableRow key={entry.id}>
                    <TableCell>
                      <Chip size="small" color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} label={entry.intelisis_id} />
                    </TableCell>
                    <TableCell>{entry.customer_name}</TableCell>
                    <TableCell align="right">
                      {formatMoney(entry.amount)} {entry.currency_code}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {data && data.total > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_event, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
