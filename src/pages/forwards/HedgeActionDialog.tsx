/**
 * The open hedges' action dialog (hedge-actions.tsx): confirms, asks the partial exit's USD amount,
 * calls the API, shows the spec's toast and refreshes the list, the closing check and the maturities.
 * Loaded when a person opens it (decision 157).
 */
import { useState } from 'react';
import Decimal from 'decimal.js';
import { TextField, Typography } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { partialRequest } from '../../../schemas/forward-requests.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { CONFIRM_TEXTS, ConfirmDialog } from '../../framework/feedback/ConfirmDialog.tsx';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDecimal } from '../../framework/format.ts';
import { hedgesChanged } from './open-hedges-state.ts';

export type ActionName = 'diferencial' | 'parcialidad' | 'liquidar';

const ACTIONS: Record<ActionName, { success: string; failure: string; confirm: string }> = {
  diferencial: { success: TOAST.differentialExitDone, failure: TOAST.exitError, confirm: 'caudal.forwards.open.confirmDifferential' },
  parcialidad: { success: TOAST.partialExitDone, failure: TOAST.exitError, confirm: 'caudal.forwards.open.partialTitle' },
  liquidar: { success: TOAST.hedgeLiquidated, failure: TOAST.liquidateError, confirm: 'caudal.forwards.open.confirmLiquidate' },
};

export function HedgeActionDialog({ action, record: hedge, onClose }: { action: ActionName; record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const pendingUSD = String(hedge.pendingAmountUSD);
  const pending = formatDecimal(pendingUSD, 2);

  async function run() {
    if (action === 'parcialidad') {
      const parsed = partialRequest.safeParse({ id: hedge.id, amountUSD: amount });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? '';
        return setAmountError(translate(message, { _: message }));
      }
      if (new Decimal(amount).greaterThan(pendingUSD)) return setAmountError(translate('caudal.forwards.open.partialTooMuch'));
    }
    setRunning(true);
    try {
      if (action === 'diferencial') await dataProvider.call('POST', 'forward/exit', { id: hedge.id, version: hedge.version }, { silent: true });
      if (action === 'parcialidad') await dataProvider.call('POST', 'forward/partial', { id: hedge.id, amountUSD: amount, version: hedge.version }, { silent: true });
      if (action === 'liquidar') await dataProvider.call('PATCH', `forward/liquidate/${hedge.id}`, { version: hedge.version }, { silent: true });
      toast.success(ACTIONS[action].success);
    } catch (error) {
      toast.error(ACTIONS[action].failure, error);
    } finally {
      setRunning(false);
      onClose();
      refresh();
      hedgesChanged();
    }
  }

  const args = { id: hedge.id, amount: pending, pending };
  const content =
    action === 'parcialidad' ? (
      <TextField autoFocus fullWidth size="small" sx={{ mt: 1 }} name="partialAmount" inputMode="decimal" value={amount}
        label={translate('caudal.forwards.open.partialAmount', { pending })} error={Boolean(amountError)} helperText={amountError}
        onChange={(e) => { setAmount(e.target.value); setAmountError(undefined); }} />
    ) : (
      <Typography>{translate(ACTIONS[action].confirm, args)}</Typography>
    );

  return (
    <ConfirmDialog
      open
      title={action === 'parcialidad' ? translate('caudal.forwards.open.partialTitle', args) : 'caudal.forwards.open.confirmTitle'}
      content={content}
      loading={running}
      onConfirm={run}
      onClose={onClose}
      {...CONFIRM_TEXTS}
    />
  );
}

