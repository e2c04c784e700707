/**
 * The portfolio above the loans lists (GET loan/analytics): how many loans run, are overdue or are
 * concluded, and per currency the active principal, what is owed, overdue and collected.
 */
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../framework/format.ts';
import { ScrollRegion } from '../../framework/screens/ScrollRegion.tsx';
import { useLoanData, type LoanAnalytics as Figures } from './loan-api.ts';

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'error' | 'success' }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px', minWidth: 140 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" color={tone ? `${tone}.main` : undefined}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function LoanAnalytics() {
  const translate = useTranslate();
  const { data } = useLoanData<Figures>('loan/analytics');
  const t = (key: string) => translate(`caudal.loans.analytics.${key}`);
  if (!data) return null;
  return (
    <Box data-testid="loan-analytics" sx={{ mt: 2, mb: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Figure label={t('active')} value={data.active_loans} />
        <Figure label={t('overdue')} value={data.overdue_loans} tone={data.overdue_loans > 0 ? 'error' : undefined} />
        <Figure label={t('concluded')} value={data.concluded_loans} tone="success" />
        <Card variant="outlined" sx={{ flex: '3 1 560px', minWidth: 0 }}>
          <ScrollRegion label={t('byCurrency')}>
          <Table size="small" aria-label={t('byCurrency')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('currency')}</TableCell>
                <TableCell align="right">{t('principal')}</TableCell>
                <TableCell align="right">{t('outstanding')}</TableCell>
                <TableCell align="right">{t('overdueAmount')}</TableCell>
                <TableCell align="right">{t('collected')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.by_currency.map((row) => (
                <TableRow key={row.currency_id}>
                  <TableCell>{row.code}</TableCell>
                  <TableCell align="right">{formatMoney(row.active_principal)}</TableCell>
                  <TableCell align="right">{formatMoney(row.outstanding)}</TableCell>
                  <TableCell align="right" sx={{ color: row.overdue !== '0.00' ? 'error.main' : undefined }}>
                    {formatMoney(row.overdue)}
                  </TableCell>
                  <TableCell align="right">{formatMoney(row.collected)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          </ScrollRegion>
        </Card>
      </Stack>
    </Box>
  );
}
