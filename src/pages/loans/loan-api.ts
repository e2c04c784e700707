/**
 * What the loan screens read from the API (spec section 7, Loans) and a change signal: after a loan
 * changes (closed, recalculated, charged, invoiced) the analytics cards and the calendar load again.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import type { BusinessDate } from '../../framework/format.ts';

export interface CurrencyFigures {
  currency_id: number;
  code: string;
  active_loans: number;
  overdue_loans: number;
  concluded_loans: number;
  active_principal: string;
  outstanding: string;
  overdue: string;
  collected: string;
}

export interface LoanAnalytics {
  today: string;
  active_loans: number;
  overdue_loans: number;
  concluded_loans: number;
  by_currency: CurrencyFigures[];
}

export interface CalendarEntry {
  id: number;
  loan_id: number;
  intelisis_id: string;
  customer_name: string;
  date_doc: BusinessDate;
  expiration_doc: BusinessDate;
  amount: string;
  currency_code: string;
  status_id: number;
}

/** A day of the calendar (GET loan/calendar/days): its payments counted, and their amount per currency. */
export interface CalendarDay {
  date: BusinessDate;
  payments: number;
  paid: number;
  charged: number;
  overdue: number;
  totals: { currency_code: string; amount: string }[];
}

export interface InvoiceCandidate {
  id: number;
  /** The version read: sent back with the invoice (body `versions`), so a detail changed since is refused. */
  version: number;
  loan_id: number;
  intelisis_id: string;
  customer_name: string;
  customer_rfc: string;
  date_doc: BusinessDate;
  expiration_doc: BusinessDate;
  amount: string;
  currency_code: string;
  status_id: number;
}

export interface Page<T> {
  result: T[];
  total: number;
}

let version = 0;
const listeners = new Set<() => void>();

/** Tells the loan screens' figures that a loan changed. */
export function notifyLoansChanged(): void {
  version++;
  for (const listener of listeners) listener();
}

function useLoansVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}

/**
 * GET an endpoint and keep its data, loading again when `path` or the loans change; failures are
 * silent (spec section 8) and leave `failed` set, with the `error` a screen's LoadFailed says in the catalogue's words.
 */
export function useLoanData<T>(path: string | null): { data: T | undefined; failed: boolean; error: unknown; reload: () => void } {
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const changes = useLoansVersion();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    dataProvider
      .call<T>('GET', path, undefined, { silent: true, signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setError(undefined);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(reason ?? new Error('load failed'));
      });
    return () => controller.abort();
  }, [dataProvider, path, changes, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, failed: error !== undefined, error, reload };
}
