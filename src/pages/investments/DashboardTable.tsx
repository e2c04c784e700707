/** The dashboard's investments: amount, rate, dates, accumulated interest, what was paid, documents. */
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, formatPercent } from '../../framework/format.ts';
import type { InvestmentSummary } from '../../../schemas/contracts/investment-analytics.ts';

interface Props {
  investments: InvestmentSummary[];
  showInvestor: boolean;
  onDocuments: (investment: InvestmentSummary) => void;
}

export function DashboardTable({ investments, showInvestor, onDocuments }: Props) {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.dashboard.${key}`, params);
  if (investments.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('active')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('table.key')}</TableCell>
          {showInvestor && <TableCell>{t('table.investor')}</TableCell>}
          <TableCell align="right">{t('table.amount')}</TableCell>
          <TableCell align="right">{t('table.rate')}</TableCell>
          <TableCell>{t('table.emission')}</TableCell>
          <TableCell>{t('table.expiration')}</TableCell>
          <TableCell align="right">{t('table.accumulated')}</TableCell>
          <TableCell align="right">{t('table.paid')}</TableCell>
          <TableCell align="center">{t('table.payments')}</TableCell>
          <TableCell align="center">{t('table.documents')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {investments.map((row) => (
          <TableRow key={row.id} data-testid="dashboard-investment">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.key}</TableCell>
            {showInvestor && <TableCell>{row.investor_name}</TableCell>}
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{`${formatMoney(row.amount)} ${row.currency_code}`}</TableCell>
            <TableCell align="right">{formatPercent(row.interest_rate)}</TableCell>
            <TableCell>{formatDate(row.emission)}</TableCell>
            <TableCell>{formatDate(row.expiration)}</TableCell>
            <TableCell align="right">{formatMoney(row.accumulated_interest)}</TableCell>
            <TableCell align="right">{formatMoney(row.paid)}</TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>{t('paymentsOf', { paid: row.payments_paid, total: row.payments })}</TableCell>
            <TableCell align="center">
              <Tooltip title={t('table.documents')}>
                <IconButton size="small" aria-label={`${t('table.documents')} ${row.key}`} onClick={() => onDocuments(row)}>
                  <FolderOpenIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
