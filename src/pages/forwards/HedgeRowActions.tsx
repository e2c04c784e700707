/**
 * The open hedges' row actions (spec section 2): diferencial, parcialidad and liquidate. Each confirms
 * first (the partial exit asks its USD amount in the same dialog), calls the API, shows the spec's toast
 * and refreshes the list. Liquidate is offered only when the hedge canBeLiquidate; the server refuses
 * it otherwise too.
 */
import { createContext, useContext, useState } from 'react';
import Decimal from 'decimal.js';
import { IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import GavelIcon from '@mui/icons-material/Gavel';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { partialRequest } from '../../../schemas/forward-requests.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { ConfirmDialog } from '../../framework/feedback/ConfirmDialog.tsx';
import { TOAST } from '../../framework/feedback/messages.ts';
import { useToast } from '../../framework/feedback/use-toast.ts';
import { formatDecimal } from '../../framework/format.ts';
import type { Hedge } from './hedge-api.ts';

type ActionName = 'diferencial' | 'parcialidad' | 'liquidar';

/** What the page tells its rows: whether closing is allowed now, and what to do after an action. */
export const HedgeActionsContext = createContext<{ closingAllowed: boolean; onDone: () => void }>({ closingAllowed: true, onDone: () => undefined });

const ACTIONS: Record<ActionName, { icon: typeof CallSplitIcon; success: string; failure: string; confirm: string }> = {
  diferencial: { icon: SwapHorizIcon, success: TOAST.differentialExitDone, failure: TOAST.exitError, confirm: 'caudal.forwards.open.confirmDifferential' },
  parcialidad: { icon: CallSplitIcon, success: TOAST.partialExitDone, failure: TOAST.exitError, confirm: 'caudal.forwards.open.partialTitle' },
  liquidar: { icon: GavelIcon, success: TOAST.hedgeLiquidated, failure: TOAST.liquidateError, confirm: 'caudal.forwards.open.confirmLiquidate' },
};

export function HedgeRowActions() {
  const hedge = useRecordContext<Hedge>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const { closingAllowed, onDone } = useContext(HedgeActionsContext);
  const [action, setAction] = useState<ActionName | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  if (!hedge) return null;

  const open = hedge.status.id === 1 && new Decimal(hedge.pendingAmountUSD).greaterThan(0);
  const pending = formatDecimal(hedge.pendingAmountUSD, 2);
  const enabled: Record<ActionName, boolean> = { diferencial: open && closingAllowed, parcialidad: open && closingAllowed, liquidar: open && closingAllowed && hedge.canBeLiquidate };

  const start = (name: ActionName) => {
    setAmount('');
    setAmountError(undefined);
    setAction(name);
  };

  async function run() {
    if (!action || !hedge) return;
    if (action === 'parcialidad') {
      const parsed = partialRequest.safeParse({ id: hedge.id, amountUSD: amount });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? '';
        return setAmountError(translate(message, { _: message }));
      }
      if (new Decimal(amount).greaterThan(hedge.pendingAmountUSD)) return setAmountError(translate('caudal.forwards.open.partialTooMuch'));
    }
    setRunning(true);
    try {
      if (action === 'diferencial') await dataProvider.call('POST', 'forward/exit', { id: hedge.id }, { silent: true });
      if (action === 'parcialidad') await dataProvider.call('POST', 'forward/partial', { id: hedge.id, amountUSD: amount }, { silent: true });
      if (action === 'liquidar') await dataProvider.call('PATCH', `forward/liquidate/${hedge.id}`, undefined, { silent: true });
      toast.success(ACTIONS[action].success);
    } catch (error) {
      toast.error(ACTIONS[action].failure, error);
    } finally {
      setRunning(false);
      setAction(null);
      refresh();
      onDone();
    }
  }

  const args = { id: hedge.id, amount: pending, pending };
  const content =
    action === 'parcialidad' ? (
      <TextField autoFocus fullWidth size="small" sx={{ mt: 1 }} name="partialAmount" inputMode="decimal" value={amount}
        label={translate('caudal.forwards.open.partialAmount', { pending })} error={Boolean(amountError)} helperText={amountError}
        onChange={(e) => { setAmount(e.target.value); setAmountError(undefined); }} />
    ) : action ? (
      <Typography>{translate(ACTIONS[action].confirm, args)}</Typography>
    ) : null;

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      {(Object.keys(ACTIONS) as ActionName[]).map((name) => {
        const Icon = ACTIONS[name].icon;
        const label = translate(`caudal.actions.${name}`);
        const hint = name === 'liquidar' && open && !hedge.canBeLiquidate ? translate('caudal.forwards.open.notLiquidable') : label;
        return (
          <Tooltip key={name} title={hint}>
            <span>
              <IconButton size="small" aria-label={label} disabled={!enabled[name]} onClick={() => start(name)}>
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      <ConfirmDialog
        open={action !== null}
        title={action === 'parcialidad' ? translate('caudal.forwards.open.partialTitle', args) : 'caudal.forwards.open.confirmTitle'}
        content={content}
        loading={running}
        onConfirm={run}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
