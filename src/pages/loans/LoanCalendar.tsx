/**
 * A month calendar of the payment dates of running loans, on the active loans screen. The month comes
 * totalled per day (GET loan/calendar/days?month=YYYY-MM): each day shows how many payments fall on it,
 * how many are overdue, and their amount per currency; opening a day lists its payments a page at a
 * time (CalendarDayDialog). A firm's month is thousands of payments: the grid never draws them one by
 * one (docs/decisions/147). On a phone the seven columns share the width evenly, a day shows its
 * count of payments only (the amounts are in the day's dialog) and the title stands over the month's arrows.
 */
import { useMemo, useState } from 'react';
import { Box, ButtonBase, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate, formatMoney, todayInMexicoCity, type BusinessDate } from '../../framework/format.ts';
import { LoadFailed } from '../../framework/screens/LoadFailed.tsx';
import { CalendarDayDialog } from './CalendarDayDialog.tsx';
import { monthWeeks, shiftMonth } from './calendar-grid.ts';
import { useLoanData, type CalendarDay } from './loan-api.ts';

/** Read by assistive technology, not drawn (MUI's visuallyHidden, which @mui/material does not re-export). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/** A day's chip: red with overdue payments, amber with charges, green when all are paid. */
function dayTone(day: CalendarDay): 'error' | 'success' | 'warning' | 'default' {
  if (day.overdue > 0) return 'error';
  if (day.charged > 0) return 'warning';
  return day.paid === day.payments ? 'success' : 'default';
}

export function LoanCalendar() {
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en-US' : 'es-MX';
  const today = todayInMexicoCity();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [opened, setOpened] = useState<BusinessDate | null>(null);
  const { data, error, reload } = useLoanData<{ from: string; to: string; days: CalendarDay[]; total: number }>(`loan/calendar/days?month=${month}`);
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.calendar.${key}`, params);

  const byDay = useMemo(() => new Map((data?.days ?? []).map((day) => [day.date, day])), [data]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
  }, [locale]);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  const title = monthName.charAt(0).toUpperCase() + monthName.slice(1);

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="loan-calendar">
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', columnGap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant={onPhone ? 'subtitle1' : 'h6'} component="h2" data-testid="loan-calendar-title" sx={{ lineHeight: 1.3 }}>
              {onPhone ? title : `${t('title')} · ${title}`}
            </Typography>
            {onPhone && (
              <Typography variant="caption" color="text.secondary" component="p">
                {t('title')}
              </Typography>
            )}
          </Box>
          {!onPhone && (
            <Typography variant="body2" color="text.secondary">
              {data && (data.total > 0 ? t('total', { count: data.total }) : t('empty'))}
            </Typography>
          )}
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
        {onPhone && data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.total > 0 ? t('total', { count: data.total }) : t('empty')}
          </Typography>
        )}
        {error !== undefined && !data && <LoadFailed error={error} onRetry={reload} />}
        {/* minmax(0, 1fr): seven equal columns whatever a day holds (1fr alone lets a long amount widen its column). */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          {weekdays.map((day) => (
            <Typography key={day} variant="caption" sx={{ p: 0.5, textAlign: 'center', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', bgcolor: 'action.hover', textTransform: 'capitalize' }}>
              {day}
            </Typography>
          ))}
          {monthWeeks(month).flat().map((day, index) => {
            const figures = day ? byDay.get(day) : undefined;
            return (
              <Box key={day ?? `pad-${index}`} data-date={day ?? undefined} data-calendar-cell="" sx={{ minHeight: onPhone ? 52 : 76, minWidth: 0, borderTop: 1, borderLeft: index % 7 ? 1 : 0, borderColor: 'divider', bgcolor: day === today ? 'action.selected' : undefined }}>
                <ButtonBase
                  disabled={!figures}
                  onClick={() => day && setOpened(day)}
                  // A day with payments is named by what it shows, after a lead that only assistive technology
                  // reads ("Ver los pagos del 03/12/2026 3 1 pago $1,000.00 MXN"): its drawn text is a run of the
                  // name's words, as WCAG 2.5.3 asks (axe label-in-name; an aria-label leaving out the amounts
                  // failed it once other tests had added loans). A day without any, or a blank before the 1st,
                  // is hidden from assistive technology (an unnamed button is a violation).
                  aria-hidden={day && figures ? undefined : true}
                  sx={{ display: 'block', width: '100%', height: '100%', p: 0.5, textAlign: 'left', alignItems: 'flex-start' }}
                >
                  {day && figures && (
                    <Box component="span" sx={visuallyHidden}>
                      {`${t('open', { day: formatDate(day) })} `}
                    </Box>
                  )}
                  {day && (
                    <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: day === today ? 700 : 400, color: day === today ? 'primary.main' : 'text.secondary' }}>
                      {Number(day.slice(8))}
                    </Typography>
                  )}
                  {figures && onPhone && (
                    <Chip
                      component="span"
                      size="small"
                      color={dayTone(figures)}
                      variant={dayTone(figures) === 'default' ? 'outlined' : 'filled'}
                      label={
                        <>
                          {figures.payments}
                          {/* The word the phone has no room for, for the name only. */}
                          <Box component="span" sx={visuallyHidden}>
                            {` ${t('paymentsWord', { smart_count: figures.payments })}`}
                          </Box>
                        </>
                      }
                      sx={{ display: 'flex', fontSize: 11, height: 20, maxWidth: '100%', '& .MuiChip-label': { px: 0.75 } }}
                    />
                  )}
                  {figures && !onPhone && (
                    <Stack spacing={0.25} component="span">
                      <Chip component="span" size="small" color={dayTone(figures)} variant={dayTone(figures) === 'default' ? 'outlined' : 'filled'} label={t('payments', { smart_count: figures.payments })} sx={{ fontSize: 11, height: 20, maxWidth: '100%' }} />
                      {figures.overdue > 0 && figures.overdue < figures.payments && (
                        <Typography variant="caption" component="span" color="error">
                          {t('overdue', { count: figures.overdue })}
                        </Typography>
                      )}
                      {figures.totals.map((total) => (
                        <Typography key={total.currency_code} variant="caption" component="span" sx={{ fontSize: 11 }} noWrap>
                          {formatMoney(total.amount)} {total.currency_code}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      </CardContent>
      {opened && <CalendarDayDialog day={opened} today={today} onClose={() => setOpened(null)} />}
    </Card>
  );
}
