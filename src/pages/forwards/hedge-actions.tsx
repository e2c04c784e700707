/**
 * The open hedges' row actions (spec section 2): diferencial, parcialidad and liquidate. Each is
 * shown on every row and can be taken while the hedge is open with something pending and closing is
 * allowed now (liquidate: also when the hedge canBeLiquidate; the server refuses it otherwise too).
 * Each confirms first (the partial exit asks its USD amount in the same dialog), calls the API, shows
 * the spec's toast and refreshes the list, the closing check and the maturities.
 */
import CallSplitIcon from '@mui/icons-material/CallSplit';
import GavelIcon from '@mui/icons-material/Gavel';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { RaRecord } from 'ra-core';
import { STATUS } from '../../../schemas/status.ts';
import { decimalSign } from '../../framework/decimal-text.ts';
import type { RowAction } from '../../framework/screens/screen-types.ts';
import { lazyComponent } from '../../framework/screens/lazy-component.tsx';
import type { ActionName } from './HedgeActionDialog.tsx';
import { useClosingCheck } from './open-hedges-state.ts';

/** The confirmation (and the partial exit's amount, checked with its zod schema) loads when opened (decision 157). */
const HedgeActionDialog = lazyComponent(() => import('./HedgeActionDialog.tsx').then((m) => m.HedgeActionDialog));

const isOpen = (hedge: RaRecord) => hedge.statusId === STATUS.active && decimalSign(String(hedge.pendingAmountUSD ?? 0)) === 1;

/** Why the action cannot be taken now (its tooltip), or undefined; a closed hedge's tooltip stays the action's name. */
function useClosingDisabled(name: ActionName) {
  return function useDisabled(hedge: RaRecord): string | undefined {
    const check = useClosingCheck();
    const label = `caudal.actions.${name}`;
    if (!isOpen(hedge) || !check?.canClose) return label;
    if (name === 'liquidar' && hedge.canBeLiquidate !== true) return 'caudal.forwards.open.notLiquidable';
    return undefined;
  };
}

const dialogFor = (action: ActionName) =>
  function HedgeAction(props: { record: RaRecord; onClose: () => void }) {
    return <HedgeActionDialog action={action} {...props} />;
  };

export const hedgeActions: RowAction[] = [
  { name: 'diferencial', icon: SwapHorizIcon, dialog: dialogFor('diferencial'), useDisabled: useClosingDisabled('diferencial') },
  { name: 'parcialidad', icon: CallSplitIcon, dialog: dialogFor('parcialidad'), useDisabled: useClosingDisabled('parcialidad') },
  { name: 'liquidar', icon: GavelIcon, dialog: dialogFor('liquidar'), useDisabled: useClosingDisabled('liquidar') },
];
