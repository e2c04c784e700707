/**
 * Collections (/prestamos/cobros): the running loans with an expired unpaid payment (GET loan/expired)
 * and their customer; "Generar cobro" (POST loan/charge) sets those payments' status to 8, shown by
 * name in the row's status. Once generated, the button is disabled (the server would change nothing).
 */
import { useState } from 'react';
import { Box, Button, Card, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { STATUS } from '../../../schemas/status.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDate, formatMoney } from '../../framework/format.ts';
import { LoanAnalytics } from './LoanAnalytics.tsx';
import { LoanTablePagination } from './LoanTablePagination.tsx';
import { notifyLoansChanged, useLoanData, type ExpiredLoan, type Page } from './loan-api.ts';
import { useStatusNames } from './use-status-names.ts';

const COLUMNS = ['folio', 'customer', 'currency', 'expiredDetails', 'expiredAmount', 'oldest', 'status'] as const;

export function CollectionsPage() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const statusName = useStatusNames();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [charging, setCharging] = useState<number | null>(null);
  const { data } = useLoanData<Page<ExpiredLoan>>(`loan/expired?take=${perPage}&page=${page + 1}`);
  const t = (key: string) => translate(`caudal.loans.collections.${key}`);

  const charge = async (loan: ExpiredLoan) => {
    setCharging(loan.id);
    try {
      await dataProvider.call('POST', 'loan/charge', { loan_id: loan.id });
      toast.success(TOAST.updatedShort);
      notifyLoansChanged();
    } catch (error) {
      toast.error(TOAST.chargeError, error);
    } finally {
      setCharging(null);
    }
  };

  return (
    <Box sx={{ pb: 2 }}>
      <Title title={t('title')} />
      <LoanAnalytics />
      <Card sx={{ mt: 2 }}>
        {!data ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={24} />
          </Box>
        ) : data.total === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        ) : (
          <>
            <Table size="small" data-testid="expired-loans">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align={c === 'expiredAmount' || c === 'expiredDetails' ? 'right' : 'left'}>
                      {t(c)}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.result.map((loan) => (
                  <TableRow key={loan.id} data-loan={loan.intelisis_id}>
                    <TableCell>{loan.intelisis_id}</TableCell>
                    <TableCell>{loan.customer_name}</TableCell>
                    <TableCell>{loan.currency_code}</TableCell>
                    <TableCell align="right">{loan.expired_details}</TableCell>
                    <TableCell align="right">{formatMoney(loan.expired_amount)}</TableCell>
                    <TableCell>{formatDate(loan.oldest_expiration)}</TableCell>
                    <TableCell>
                      <Chip size="small" data-testid="charge-status" data-status={loan.status_id} color={loan.status_id === STATUS.chargeGenerated ? 'warning' : 'error'} label={statusName(loan.status_id)} />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" variant="outlined" startIcon={charging === loan.id ? <CircularProgress size={14} /> : <PriceCheckIcon />} disabled={charging !== null || loan.status_id === STATUS.chargeGenerated} onClick={() => void charge(loan)}>
                        {t('generate')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <LoanTablePagination
              count={data.total}
              page={page}
              perPage={perPage}
              options={[10, 25, 50, 100]}
              onChange={(nextPage, nextPerPage) => {
                setPage(nextPage);
                setPerPage(nextPerPage);
              }}
            />
          </>
        )}
      </Card>
    </Box>
  );
}
