/**
 * The invoice candidates on a phone (under 600 px): one card per loan detail, its checkbox in
 * the card's head and every column the laptop's table shows as a label and its value, so whoever picks
 * details to invoice sees their cut-off, payment date and amount without a sideways swipe. The order is
 * a select (a phone has no column headers to click).
 */
import { Card, CardContent, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS } from '../../../schemas/status.ts';
import { formatDate, formatMoney } from '../../framework/format.ts';
import { LabelValueList } from '../../framework/screens/LabelValueList.tsx';
import type { InvoiceCandidate } from './loan-api.ts';

export interface CandidateSort {
  field: string;
  order: 'asc' | 'desc';
}

interface Props {
  rows: InvoiceCandidate[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onSelectPage: (checked: boolean) => void;
  sort: CandidateSort;
  /** The fields the route sorts by, with the column key that names each. */
  sorts: readonly (readonly [column: string, field: string])[];
  onSort: (sort: CandidateSort) => void;
}

export function InvoiceCandidateCards({ rows, selected, onToggle, onSelectPage, sort, sorts, onSort }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`caudal.loans.invoicing.${key}`);
  const onPage = rows.filter((row) => selected.has(row.id)).length;
  const sortLabel = (column: string, order: 'asc' | 'desc') => `${t(column)} (${translate(`ra.sort.${order.toUpperCase()}`)})`;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }} data-testid="invoice-candidate-cards">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={onPage === rows.length} indeterminate={onPage > 0 && onPage < rows.length} onChange={(e) => onSelectPage(e.target.checked)} />}
          label={t('selectPage')}
        />
        <TextField
          select
          size="small"
          label={translate('ra.action.sort')}
          value={`${sort.field}:${sort.order}`}
          onChange={(e) => {
            const [field, order] = e.target.value.split(':');
            onSort({ field: field!, order: order === 'desc' ? 'desc' : 'asc' });
          }}
          sx={{ minWidth: 0, maxWidth: '100%' }}
        >
          {sorts.flatMap(([column, field]) =>
            (['asc', 'desc'] as const).map((order) => (
              <MenuItem key={`${field}:${order}`} value={`${field}:${order}`}>
                {sortLabel(column, order)}
              </MenuItem>
            )),
          )}
        </TextField>
      </Stack>
      {rows.map((row) => {
        const checked = selected.has(row.id);
        return (
          // The whole card toggles its detail, as a laptop's row does; the checkbox is what a keyboard reaches.
          <Card key={row.id} variant="outlined" data-testid="invoice-candidate-card" onClick={() => onToggle(row.id)} sx={{ cursor: 'pointer', ...(checked ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : {}) }}>
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Checkbox checked={checked} onClick={(e) => e.stopPropagation()} onChange={() => onToggle(row.id)} slotProps={{ input: { 'aria-label': `${t('detail')} ${row.id}` } }} sx={{ ml: -1 }} />
                <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {row.customer_name}
                </Typography>
                <Typography variant="subtitle2" sx={{ whiteSpace: 'nowrap' }} data-testid="invoice-candidate-amount">
                  {formatMoney(row.amount)} {row.currency_code}
                </Typography>
              </Stack>
              <LabelValueList
                items={[
                  { key: 'detail', label: t('detail'), value: row.id },
                  { key: 'folio', label: t('folio'), value: <span style={{ whiteSpace: 'nowrap' }}>{row.intelisis_id}</span> },
                  { key: 'rfc', label: t('rfc'), value: row.customer_rfc },
                  { key: 'cutOff', label: t('cutOff'), value: formatDate(row.date_doc) },
                  { key: 'payment', label: t('payment'), value: formatDate(row.expiration_doc) },
                  // A period paid before it is invoiced gets a PUE CFDI, with no complement (docs/decisions/112).
                  { key: 'method', label: t('method'), value: t(row.status_id === STATUS.paid ? 'methodPue' : 'methodPpd') },
                  { key: 'amount', label: t('amount'), value: `${formatMoney(row.amount)} ${row.currency_code}` },
                ]}
              />
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
