/**
 * Above the open hedges: whether hedges may be closed now (closeCoverageConfig/check) and the
 * maturities (forward/calendar). Both are read again after every action on a hedge.
 */
import { useEffect } from 'react';
import { Alert, Box } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { MaturityCalendar } from './MaturityCalendar.tsx';
import { setClosingCheck, useClosingCheck, useHedgeChanges, type ClosingCheck } from './open-hedges-state.ts';

export function OpenHedgesAside() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const changes = useHedgeChanges();
  const check = useClosingCheck();

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call<ClosingCheck>('GET', 'closeCoverageConfig/check', undefined, { silent: true, signal: controller.signal })
      .then(setClosingCheck)
      .catch(() => {
        if (!controller.signal.aborted) setClosingCheck(null);
      });
    return () => controller.abort();
  }, [dataProvider, changes]);

  return (
    <Box>
      {check && (
        <Alert severity={check.canClose ? 'success' : 'warning'} sx={{ mt: 2 }} data-testid="closing-check">
          {check.canClose ? translate('caudal.forwards.open.closingOn') : translate('caudal.forwards.open.closingOff', { reason: check.reason ?? '' })}
        </Alert>
      )}
      <MaturityCalendar version={changes} />
    </Box>
  );
}
