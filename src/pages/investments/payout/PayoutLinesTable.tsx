/**
 * A payout run's lines: one per period, with its status and, once settled, the tracking key or the
 * bank's reason. A due line of an exported run can be settled by hand (paid with its tracking key, or
 * failed with the reason). Scrolls sideways on a phone.
 */
import { Fragment, useState } from 'react';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../../framework/format.ts';
import { DayField } from '../../../framework/screens/DayInput.tsx';
import type { PayoutLine } from './payout-api.ts';
import { PAYOUT_PREFIX } from './payout-prefix.ts';

const LINE_COLORS = { due: 'warning', paid: 'success', failed: 'error', excluded: 'default' } as const;
const COLUMNS = ['reference', 'investor', 'investment', 'date', 'interests', 'retentions', 'total', 'clabe', 'status', 'detail'] as const;
const SHOWN = 200;
/** A day the field holds whole (`YYYY-MM-DD`): a part of one typed so far is nothing to send. */
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

type SettleMode = 'paid' | 'failed';

/**
 * A due line settled by hand: its tracking key (or the bank's reason) and its day, in a row of its own under
 * the line, held at the table's left edge: the lines' table scrolls sideways, the form never does.
 */
function LineSettleForm({ line, mode, busy, onSettle, onCancel }: { line: PayoutLine; mode: SettleMode; busy: boolean; onSettle: (line: PayoutLine, body: Record<string, string>) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${PAYOUT_PREFIX}.${key}`);
  const [value, setValue] = useState('');
  const [date, setDate] = useState(today);
  const send = () => onSettle(line, mode === 'paid' ? { outcome: 'paid', tracking_key: value.trim(), date } : { outcome: 'failed', reason: value.trim(), date });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, position: 'sticky', left: 0, width: { xs: 240, sm: 'fit-content' }, py: 0.5 }} data-testid={`payout-line-settle-${line.reference}`}>
      <TextField size="small" label={t(mode === 'paid' ? 'trackingKey' : 'bankReason')} value={value} onChange={(e) => setValue(e.target.value)} sx={{ width: { xs: '100%', sm: 220 } }} />
      <DayField name="settleDate" label={t('date')} value={date} onChange={setDate} sx={{ width: { xs: '100%', sm: 180 } }} />
      <Stack direction="row" spacing={0.5}>
        <Button size="small" variant="contained" onClick={send} disabled={busy || value.trim() === '' || !WHOLE_DAY.test(date)}>
          {t('save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function PayoutLinesTable({ lines, settleable, busy, onSettle }: { lines: PayoutLine[]; settleable: boolean; busy: boolean; onSettle: (line: PayoutLine, body: Record<string, string>) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${PAYOUT_PREFIX}.${key}`);
  const [settling, setSettling] = useState<{ id: number; mode: SettleMode } | null>(null);
  return (
    // It scrolls (480 px tall, sideways on a narrow screen): a named region a keyboard reaches even when no line has a button.
    <TableContainer role="region" aria-label={t('lines')} tabIndex={0} sx={{ overflowX: 'auto', maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('lines')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                {t(`column.${c}`)}
              </TableCell>
            ))}
            {settleable && <TableCell>{t('column.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.slice(0, SHOWN).map((line) => {
            const form = settleable && line.status === 'due' && settling?.id === line.id ? settling.mode : null;
            return (
            <Fragment key={line.id}>
            <TableRow data-testid={`payout-line-${line.reference}`} sx={form ? { '& > td': { borderBottom: 0 } } : undefined}>
              <TableCell>{line.reference}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.beneficiary}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {line.investment_key} #{line.period}
              </TableCell>
              <TableCell>{formatDate(line.date_payment)}</TableCell>
              <TableCell align="right">{formatMoney(line.interests)}</TableCell>
              <TableCell align="right">{formatMoney(line.retentions)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.total)} {line.currency}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{line.clabe}</TableCell>
              <TableCell>
                <Chip size="small" label={t(`lineStatus.${line.status}`)} color={LINE_COLORS[line.status]} />
              </TableCell>
              <TableCell>
                <Box sx={{ minWidth: 120 }}>{line.status === 'paid' ? `${line.tracking_key} · ${formatDate(line.paid_on)}` : (line.reason_text ?? '')}</Box>
              </TableCell>
              {settleable && (
                <TableCell>
                  {line.status === 'due' && (
                    <Stack direction="row" spacing={0.5}>
                      <Button size="small" onClick={() => setSettling({ id: line.id, mode: 'paid' })} disabled={busy} aria-pressed={form === 'paid'}>
                        {t('markPaid')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setSettling({ id: line.id, mode: 'failed' })} disabled={busy} aria-pressed={form === 'failed'}>
                        {t('markFailed')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              )}
            </TableRow>
            {form && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 1}>
                  <LineSettleForm key={form} line={line} mode={form} busy={busy} onSettle={onSettle} onCancel={() => setSettling(null)} />
                </TableCell>
              </TableRow>
            )}
            </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
