/**
 * Above the invoices, for Admin (GET invoicing/csd; others get a 403 and see nothing): the CSD the
 * CFDIs are sealed with, its validity and the days it has left, in green, amber (a month or less, or
 * demo mode) or red (ended: invoicing is refused) (docs/decisions/111).
 */
import { useEffect, useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../framework/format.ts';
import { apiData } from '../../framework/http/http-client.ts';

export interface CsdStatusData {
  rfc: string;
  certificate_number: string;
  valid_from: string;
  valid_to: string;
  days_left: number;
  state: 'valid' | 'expiring' | 'expired' | 'not_yet_valid';
  demo: boolean;
  seals: boolean;
}

const SEVERITY = { valid: 'success', expiring: 'warning', expired: 'error', not_yet_valid: 'error' } as const;
const STATE_KEY = { valid: 'valid', expiring: 'expiring', expired: 'expired', not_yet_valid: 'notYetValid' } as const;

export function CsdStatus() {
  const translate = useTranslate();
  const [csd, setCsd] = useState<CsdStatusData | null>(null);
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
  const from = formatDate(csd.valid_from.slice(0, 10));
  const to = formatDate(csd.valid_to.slice(0, 10));
  // Demo mode only warns: SAT's test CSD seals past its end (docs/decisions/111).
  const severity = csd.demo && csd.state !== 'valid' ? 'warning' : SEVERITY[csd.state];
  return (
    <Alert severity={severity} data-testid="csd-status" sx={{ mb: 2 }}>
      <AlertTitle>{t('title')}</AlertTitle>
      {t('certificate', { rfc: csd.rfc, number: csd.certificate_number, from, to })}
      {'. '}
      {t(STATE_KEY[csd.state], { days: Math.abs(csd.days_left), from })}
      {'. '}
      {csd.demo ? t('demo') : csd.seals ? '' : t('refused')}
    </Alert>
  );
}
