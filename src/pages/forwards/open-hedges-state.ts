/**
 * What the open hedges' aside and their rows' actions share: whether hedges may be closed now
 * (GET closeCoverageConfig/check, read once by the aside) and a count of changes, which an action
 * bumps so the aside reads the check and the maturities again. One screen at a time shows them.
 */
import { useSyncExternalStore } from 'react';

export interface ClosingCheck {
  canClose: boolean;
  reason?: string;
}

let state: { check: ClosingCheck | null; changes: number } = { check: null, changes: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<typeof state>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const setClosingCheck = (check: ClosingCheck | null) => set({ check });
/** After an exit, a partial exit or a liquidation. */
export const hedgesChanged = () => set({ changes: state.changes + 1 });

export const useClosingCheck = () => useSyncExternalStore(subscribe, () => state.check);
export const useHedgeChanges = () => useSyncExternalStore(subscribe, () => state.changes);
