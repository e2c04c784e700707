/**
 * The investor's month statements in the portal's documents: the latest twelve, each a link
 * to its PDF. The API answers an investor only theirs.
 */
import { useEffect, useState } from 'react';
import { Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../../framework/data-provider/data-provider.ts';
import { formatMoney, formatMonth } from '../../../framework/format.ts';
import { PAYOUT_PREFIX } from './payout-prefix.ts';

interface Statement {
  id: number;
  month: string;
  currency: string;
  paid: string;
  pdf_location: string;
}

export function StatementsList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [statements, setStatements] = useState<Statement[]>([]);
  const [language] = useLocaleState();
  const t = (key: string, params?: Record<string, unknown>) => translate(`${PAYOUT_PREFIX}.${key}`, params);
  useEffect(() => {
    dataProvider
      .call<{ result: Statement[] }>('GET', 'investor_statement?take=12&sort=month&order=desc', undefined, { silent: true })
      .then((answer) => setStatements(answer.result))
      .catch(() => setStatements([]));
  }, [dataProvider]);
  if (statements.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('myStatements')}
      </Typography>
      <List dense data-testid="investor-statements">
        {statements.map((s) => (
          <ListItem key={s.id}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ReceiptLongIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('statementLine', { month: formatMonth(s.month, language), currency: s.currency, paid: formatMoney(s.paid) })} />
            <Link href={s.pdf_location} target="_blank" rel="noopener">
              PDF
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}
