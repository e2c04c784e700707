/**
 * Above the invoices, for Admin (GET invoicing/csd; others get a 403 and see nothing): the CSD the
 * CFDIs are sealed with, its validity and the days it has left, in green, amber (a month or less, or
 * demo mode) or red (ended: invoicing is refused) (docs/decisions/111). On a phone it is two
 * lines, its details a tap away; a warning may be closed, and stays closed for that certificate and state
 * (an error, invoicing refused, always shows).
 */
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInstantDay, type Instant } from '../../framework/format.ts';
import { apiData } from '../../framework/http/http-client.ts';

export interface CsdStatusData {
  rfc: string;
  certificate_number: string;
  /** The certificate's validity, to the second (an instant: its day is Mexico City's, not UTC's). */
  valid_from: Instant;
  valid_to: Instant;
  days_left: number;
  state: 'valid' | 'expiring' | 'expired' | 'not_yet_valid';
  demo: boolean;
  seals: boolean;
}

const SEVERITY = { valid: 'success', expiring: 'warning', expired: 'error', not_yet_valid: 'error' } as const;
const STATE_KEY = { valid: 'valid', expiring: 'expiring', expired: 'expired', not_yet_valid: 'notYetValid' } as const;
/** Which notice was closed: its certificate, state and mode (a new state shows again). */
const DISMISSED_KEY = 'caudal.csdNoticeClosed';

const noticeId = (csd: CsdStatusData) => `${csd.certificate_number}:${csd.state}:${csd.demo ? 'demo' : 'real'}`;

function closedNotice(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function CsdStatus() {
  const translate = useTranslate();
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [csd, setCsd] = useState<CsdStatusData | null>(null);
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(closedNotice);
  useEffect(() => {
    let live = true;
    apiData<CsdStatusData>('invoicing/csd', { silent: true })
      .then((data) => live && setCsd(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!csd) return null;
  const t = (key: string, params?: Record<string, unknown>) => translate(`caudal.loans.csd.${key}`, params);
  const from = formatInstantDay(csd.valid_from);
  const to = formatInstantDay(csd.valid_to);
  // Demo mode only warns: SAT's test CSD seals past its end (docs/decisions/111).
  const severity = csd.demo && csd.state !== 'valid' ? 'warning' : SEVERITY[csd.state];
  const closable = severity !== 'error';
  if (closable && closed === noticeId(csd)) return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, noticeId(csd));
    } catch (error) {
      // Spec section 8: storage failures are only logged; the notice closes for this visit.
      console.warn('could not keep the closed CSD notice', error);
    }
    setClosed(noticeId(csd));
  };
  const state = t(STATE_KEY[csd.state], { days: Math.abs(csd.days_left), from });
  const details = (
    <>
      {t('certificate', { rfc: csd.rfc, number: csd.certificate_number, from, to })}
      {'. '}
      {state}
      {'. '}
      {csd.demo ? t('demo') : csd.seals ? '' : t('refused')}
    </>
  );
  return (
    <Alert severity={severity} data-testid="csd-status" sx={{ mb: 2 }} onClose={closable ? close : undefined} slotProps={{ closeButton: { 'aria-label': t('dismiss'), title: t('dismiss') } }}>
      <AlertTitle>{t('title')}</AlertTitle>
      {onPhone ? (
        <>
          {state}
          {csd.demo ? `. ${t('demoShort')}` : csd.seals ? '' : `. ${t('refused')}`}
          <Collapse in={open}>
            <Box sx={{ mt: 0.5 }} data-testid="csd-details">
              {details}
            </Box>
          </Collapse>
          <Button size="small" color="inherit" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} sx={{ display: 'block', mt: 0.5, px: 0.5, minWidth: 0 }}>
            {t(open ? 'hideDetails' : 'details')}
          </Button>
        </>
      ) : (
        details
      )}
    </Alert>
  );
}
