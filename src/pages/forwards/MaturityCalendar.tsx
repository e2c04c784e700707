/**
 * The open hedges by maturity date (GET forward/calendar: data.record, data.total), nearest first. A
 * failed load shows nothing (spec section 8: other fetch failures are silent).
 */
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { formatDate, formatMoney, type BusinessDate } from '../../framework/format.ts';

interface CalendarDay {
  date: BusinessDate;
  count: number;
  pendingAmountUSD: string;
  forwards: { id: number; user: { name: string }; pendingAmountUSD: string }[];
}

export function MaturityCalendar({ version }: { version: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [days, setDays] = useState<CalendarDay[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call<{ record: CalendarDay[]; total: number }>('GET', 'forward/calendar', undefined, { silent: true, signal: controller.signal })
      .then((data) => setDays(data.record))
      .catch(() => {
        if (!controller.signal.aborted) setDays(null);
      });
    return () => controller.abort();
  }, [dataProvider, version]);

  if (!days) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="maturity-calendar">
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <EventIcon fontSize="small" color="action" />
          <Typography variant="subtitle2">{translate('caudal.forwards.open.calendar')}</Typography>
        </Stack>
        {days.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate('caudal.forwards.open.noMaturities')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {days.map((day) => (
              <Tooltip key={day.date} title={day.forwards.map((f) => `#${f.id} ${f.user.name}: ${formatMoney(f.pendingAmountUSD, 'US$')}`).join(' · ')}>
                <Chip variant="outlined" label={`${formatDate(day.date)} · ${translate('caudal.forwards.open.hedgesDue', { smart_count: day.count, amount: formatMoney(day.pendingAmountUSD, '') })}`} />
              </Tooltip>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
