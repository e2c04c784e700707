/** The dashboard's investments: amount, rate, dates, accumulated interest, what was paid, documents. */
import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, formatPercent } from '../../framework/format.ts';
import { LabelValueList } from '../../framework/screens/LabelValueList.tsx';
import type { InvestmentSummary } from '../../../schemas/contracts/investment-analytics.ts';

interface Props {
  investments: InvestmentSummary[];
  showInvestor: boolean;
  onDocuments: (investment: InvestmentSummary) => void;
}

interface Column {
  key: string;
  align?: 'right' | 'center';
  nowrap?: boolean;
  value: (row: InvestmentSummary) => ReactNode;
}

export function DashboardTable({ investments, showInvestor, onDocuments }: Props) {
  const translate = useTranslate();
  // On a phone (under 600 px) a card per investment: ten columns do not fit 390 px.
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.investments.dashboard.${key}`, params);
  if (investments.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;

  const columns: Column[] = [
    { key: 'key', nowrap: true, value: (row) => row.key },
    ...(showInvestor ? [{ key: 'investor', value: (row: InvestmentSummary) => row.investor_name }] : []),
    { key: 'amount', align: 'right', nowrap: true, value: (row) => `${formatMoney(row.amount)} ${row.currency_code}` },
    { key: 'rate', align: 'right', value: (row) => formatPercent(row.interest_rate) },
    { key: 'emission', value: (row) => formatDate(row.emission) },
    { key: 'expiration', value: (row) => formatDate(row.expiration) },
    { key: 'accumulated', align: 'right', value: (row) => formatMoney(row.accumulated_interest) },
    { key: 'paid', align: 'right', value: (row) => formatMoney(row.paid) },
    { key: 'payments', align: 'center', nowrap: true, value: (row) => t('paymentsOf', { paid: row.payments_paid, total: row.payments }) },
  ];
  const documents = (row: InvestmentSummary) => (
    <Tooltip title={t('table.documents')}>
      <IconButton size="small" aria-label={`${t('table.documents')} ${row.key}`} onClick={() => onDocuments(row)}>
        <FolderOpenIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );

  if (onPhone) {
    return (
      <Stack spacing={1} aria-label={t('active')}>
        {investments.map((row) => (
          <Card key={row.id} variant="outlined" data-testid="dashboard-investment">
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <LabelValueList items={columns.map((column) => ({ key: column.key, label: t(`table.${column.key}`), value: column.value(row) }))} />
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{documents(row)}</CardActions>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={t('active')}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align}>
              {t(`table.${column.key}`)}
            </TableCell>
          ))}
          <TableCell align="center">{t('table.documents')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {investments.map((row) => (
          <TableRow key={row.id} data-testid="dashboard-investment">
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                {column.value(row)}
              </TableCell>
            ))}
            <TableCell align="center">{documents(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
