/**
 * A month calendar of the payment dates of running loans (GET loan/calendar?month=YYYY-MM), on the
 * active loans screen. Each day lists its payments; overdue ones are red, paid ones green.
 */
import { useMemo, useState } from 'react';
import { Box, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocale, useTranslate } from 'react-admin';
import { STATUS } from '../../../schemas/status.ts';
import { formatMoney, todayInMexicoCity } from '../../framework/format.ts';
import { monthWeeks, shiftMonth } from './calendar-grid.ts';
import { useLoanData, type CalendarEntry, type Page } from './loan-api.ts';

const MAX_PER_DAY = 3;

function tone(entry: CalendarEntry, today: string): 'error' | 'success' | 'warning' | 'default' {
  if (entry.status_id === STATUS.paid) return 'success';
  if (entry.status_id === STATUS.chargeGenerated) return 'warning';
  return entry.expiration_doc < today ? 'error' : 'default';
}

export function LoanCalendar() {
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en-US' : 'es-MX';
  const today = todayInMexicoCity();
  const [month, setMonth] = useState(today.slice(0, 7));
  const { data } = useLoanData<Page<CalendarEntry> & { from: string; to: string }>(`loan/calendar?month=${month}`);
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.calendar.${key}`, params);

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const entry of data?.result ?? []) map.set(entry.expiration_doc, [...(map.get(entry.expiration_doc) ?? []), entry]);
    return map;
  }, [data]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
  }, [locale]);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  const title = monthName.charAt(0).toUpperCase() + monthName.slice(1);

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="loan-calendar">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }} spacing={1}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {t('title')} · {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data && (data.total > 0 ? t('total', { count: data.total }) : t('empty'))}
          </Typography>
          <Tooltip title={t('previous')}>
            <IconButton aria-label={t('previous')} onClick={() => setMonth((current) => shiftMonth(current, -1))}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('next')}>
            <IconButton aria-label={t('next')} onClick={() => setMonth((current) => shiftMonth(current, 1))}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          {weekdays.map((day) => (
            <Typography key={day} variant="caption" sx={{ p: 0.5, textAlign: 'center', bgcolor: 'action.hover', textTransform: 'capitalize' }}>
              {day}
            </Typography>
          ))}
          {monthWeeks(month).flat().map((day, index) => {
            const entries = day ? (byDay.get(day) ?? []) : [];
            return (
              <Box key={day ?? `pad-${index}`} data-date={day ?? undefined} sx={{ minHeight: 76, p: 0.5, borderTop: 1, borderLeft: index % 7 ? 1 : 0, borderColor: 'divider', bgcolor: day === today ? 'action.selected' : undefined }}>
                {day && (
                  <Typography variant="caption" sx={{ fontWeight: day === today ? 700 : 400, color: day === today ? 'primary.main' : 'text.secondary' }}>
                    {Number(day.slice(8))}
                  </Typography>
                )}
                <Stack spacing={0.25}>
                  {entries.slice(0, MAX_PER_DAY).map((entry) => (
                    <Tooltip key={entry.id} title={`${entry.customer_name} · ${formatMoney(entry.amount)} ${entry.currency_code}`}>
                      <Chip size="small" color={tone(entry, today)} variant={tone(entry, today) === 'default' ? 'outlined' : 'filled'} label={`${entry.intelisis_id} ${formatMoney(entry.amount)}`} sx={{ fontSize: 11, height: 20, maxWidth: '100%' }} />
                    </Tooltip>
                  ))}
                  {entries.length > MAX_PER_DAY && (
                    <Typography variant="caption" color="text.secondary">
                      +{entries.length - MAX_PER_DAY}
                    </Typography>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
