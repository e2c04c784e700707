/**
 * What the hedge screens read from the API (spec section 7, Hedges), typed, and the lookups they share.
 * Rates and amounts stay decimal strings; only the chart turns them into numbers to draw them.
 */
import type { Instant, BusinessDate } from '../../framework/format.ts';
import { useEffect, useState } from 'react';
import { useScreenData } from '../../framework/screens/use-screen-data.ts';
import { useDataProvider } from 'react-admin';
import { storedUser } from '../../auth/session-storage.ts';
import { ROLE_IDS } from '../../auth/session-types.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';

export interface Option {
  id: number;
  name: string;
}

export interface HedgeInstrument extends Option {
  description: string | null;
  allowsEarlyLiquidation: boolean;
}

export interface HedgeLookups {
  users: Option[];
  instruments: HedgeInstrument[];
  status: Option[];
}

export interface CurvePoint {
  month: number;
  maturity_date: BusinessDate;
  days: number;
  forward: string;
  points: string;
  clientRate: string;
  projection: string | null;
}

export interface Simulation {
  amountUSD: string;
  side: 'buy' | 'sell';
  months: number;
  tradeDate: BusinessDate;
  maturity: BusinessDate;
  days: number;
  spot: string;
  spotAt: Instant;
  rateMXN: string;
  rateUSD: string;
  spread: string;
  forwardRate: string;
  points: string;
  K: string;
  amountMXN: string;
  curve: CurvePoint[];
}

export interface Hedge {
  id: number;
  userId: number;
  user: Option;
  instrument: string | null;
  status: Option;
  side: 'buy' | 'sell';
  amountUSD: string;
  pendingAmountUSD: string;
  pendingAmountMXN: string;
  K: string;
  maturity: BusinessDate;
  canBeLiquidate: boolean;
}

export interface Quote {
  id: number;
  rate: string;
  quotedAt: Instant;
  source: string;
}

/** Investors and clients work only on their own hedges: no owner to pick. */
export function picksOwner(): boolean {
  const role = storedUser()?.role_id;
  return role !== ROLE_IDS.investor && role !== ROLE_IDS.client;
}

const EMPTY: HedgeLookups = { users: [], instruments: [], status: [] };

/** GET forward/misc once per screen; a failure leaves the lookups empty and its error for the screen to say (LoadFailed). */
export function useHedgeLookups(): { lookups: HedgeLookups; error: unknown; reload: () => void } {
  const { data, error, reload } = useScreenData<HedgeLookups>('forward/misc');
  return { lookups: data ?? EMPTY, error, reload };
}

/** GET app/forex-quoutes/last; undefined while loading or when there is none (spec: no error dialog). */
export function useLastQuote(refreshKey = 0): Quote | null | undefined {
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [quote, setQuote] = useState<Quote | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call<Quote>('GET', 'app/forex-quoutes/last', undefined, { silent: true, signal: controller.signal })
      .then(setQuote)
      .catch(() => {
        if (!controller.signal.aborted) setQuote(null);
      });
    return () => controller.abort();
  }, [dataProvider, refreshKey]);
  return quote;
}
