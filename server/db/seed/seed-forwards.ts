/**
 * Hedge demo data, dated from the day the database is seeded so every hedge screen shows current rows:
 * six months of USD/MXN FIX history, the instruments and their constants (with history), a market
 * projection, the close-coverage window, and hedges of the demo client and investor: open ones (some
 * liquidatable today, some not) and concluded ones with their profit. Prices come from the domain
 * functions, so the demo figures obey the same rules as real ones. Runs after the auth step (it looks
 * the demo accounts up by email and skips their hedges when they are absent).
 */
import { inArray } from 'drizzle-orm';
import { closeCoverageConfig, COVER_CONFIG_ID } from '../../../schemas/cover-config.ts';
import { forwardClosed } from '../../../schemas/forward-closed.ts';
import { forwardConstant } from '../../../schemas/forward-constant.ts';
import { FORWARD_INSTRUMENT, forwardInstrument, WIDGET_INSTRUMENT_NAME } from '../../../schemas/forward-instrument.ts';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { forwardProjection, forwardProjectionUpload } from '../../../schemas/forward-projection.ts';
import { forexQuote } from '../../../schemas/quote.ts';
import { STATUS } from '../../../schemas/status.ts';
import { user } from '../../../schemas/user.ts';
import { addDays, addMonthsClamped, daysBetween, todayInMexicoCity, type IsoDate } from '../../domain/calendar.ts';
import { clientRate, closedProfit, exitDifferential, forwardRate, type ForwardSide } from '../../domain/forward-pricing.ts';
import { formatFixed, formatMoney, toDecimal } from '../../domain/money.ts';
import type { Database } from '../client.ts';
import { insertFixed } from './insert-fixed.ts';

const RATES = { spread: '0.0500', rateMXN: '7.0000', rateUSD: '3.7500' };
const HISTORY_BUSINESS_DAYS = 130;

export const INSTRUMENTS = [
  { id: FORWARD_INSTRUMENT.widget, name: WIDGET_INSTRUMENT_NAME, description: 'Diferencial al cliente c, en pesos por dólar: K = F + c al comprar USD, F - c al vender', kind: 'constant', allowsEarlyLiquidation: false },
  { id: FORWARD_INSTRUMENT.rateMxn, name: 'Tasa MXN', description: 'Tasa anual en pesos (%), pata MXN del forward', kind: 'constant', allowsEarlyLiquidation: false },
  { id: FORWARD_INSTRUMENT.rateUsd, name: 'Tasa USD', description: 'Tasa anual en dólares (%), pata USD del forward', kind: 'constant', allowsEarlyLiquidation: false },
  { id: FORWARD_INSTRUMENT.forward, name: 'Forward USD/MXN', description: 'Forward a fecha fija: se liquida desde su vencimiento', kind: 'hedge', allowsEarlyLiquidation: false },
  { id: FORWARD_INSTRUMENT.windowForward, name: 'Forward ventana USD/MXN', description: 'Forward con ventana: se puede liquidar antes del vencimiento', kind: 'hedge', allowsEarlyLiquidation: true },
];

const atNoonMexicoCity = (date: IsoDate) => new Date(`${date}T18:00:00.000Z`);
const isWeekend = (date: IsoDate) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** A deterministic random walk around 18.20-18.60: the FIX of each business day before `today`. */
export function quoteHistory(today: IsoDate): { date: IsoDate; rate: string }[] {
  const days: IsoDate[] = [];
  for (let date = addDays(today, -1); days.length < HISTORY_BUSINESS_DAYS; date = addDays(date, -1)) if (!isWeekend(date)) days.unshift(date);
  let seed = 20_261_122;
  let tenThousandths = 182_400;
  return days.map((date) => {
    // Park-Miller: products stay below 2^53, so the walk is the same on every machine.
    seed = (seed * 48_271) % 2_147_483_647;
    // Steps of at most 0.0350 that pull back toward 18.40 so the walk stays in a realistic band.
    tenThousandths += (seed % 701) - 350 + Math.round((184_000 - tenThousandths) / 20);
    return { date, rate: formatFixed(toDecimal(String(tenThousandths)).dividedBy(10_000), 4) };
  });
}

function spotOn(history: { date: IsoDate; rate: string }[], date: IsoDate): string {
  const before = history.filter((q) => q.date <= date);
  return (before.at(-1) ?? history[0]).rate;
}

interface HedgeTerms {
  id: number;
  userId: number;
  instrumentId: number;
  side: ForwardSide;
  amountUSD: string;
  tradeDate: IsoDate;
  months: number;
}

function openHedge(terms: HedgeTerms, history: { date: IsoDate; rate: string }[]) {
  const spot = spotOn(history, addDays(terms.tradeDate, -1));
  const maturity = addMonthsClamped(terms.tradeDate, terms.months);
  const days = daysBetween(terms.tradeDate, maturity);
  const F = forwardRate(spot, RATES.rateMXN, RATES.rateUSD, days);
  const K = clientRate(F, RATES.spread, terms.side);
  return {
    id: terms.id, userId: terms.userId, instrumentId: terms.instrumentId, statusId: STATUS.active, side: terms.side,
    amountUSD: formatMoney(terms.amountUSD), pendingAmountUSD: formatMoney(terms.amountUSD), pendingAmountMXN: formatMoney(toDecimal(terms.amountUSD).times(K)),
    spot, spotAt: atNoonMexicoCity(addDays(terms.tradeDate, -1)), rateMXN: RATES.rateMXN, rateUSD: RATES.rateUSD, spread: RATES.spread,
    forwardRate: F, K, tradeDate: terms.tradeDate, maturity, days, requestGenerated: true,
    created_at: new Date(`${terms.tradeDate}T16:00:00.000Z`), updated_at: new Date(`${terms.tradeDate}T16:00:00.000Z`),
  };
}

type OpenRow = ReturnType<typeof openHedge>;

function closedPart(id: number, open: OpenRow, kind: 'partial' | 'differential' | 'liquidation', amountUSD: string, on: IsoDate, referenceRate: string, profit: string) {
  return {
    id, parentId: open.id, userId: open.userId, instrumentId: open.instrumentId, statusId: STATUS.concluded, kind, side: open.side,
    amountUSD: formatMoney(amountUSD), amountMXN: formatMoney(toDecimal(amountUSD).times(open.K)), K: open.K, referenceRate, profit,
    created_at: atNoonMexicoCity(on), updated_at: atNoonMexicoCity(on),
  };
}

/** Closes what is pending of `open` on `on`: by differential or, at maturity, against that day's FIX. */
function closeAll(id: number, open: OpenRow, kind: 'differential' | 'liquidation', on: IsoDate, history: { date: IsoDate; rate: string }[]) {
  const spot = spotOn(history, on);
  if (kind === 'liquidation') return closedPart(id, open, kind, open.pendingAmountUSD, on, spot, closedProfit(open.pendingAmountUSD, open.K, spot, open.side));
  const remainingDays = Math.max(0, daysBetween(on, open.maturity));
  const forwardNow = forwardRate(spot, RATES.rateMXN, RATES.rateUSD, remainingDays);
  const { presentValue } = exitDifferential({ remainingUsd: open.pendingAmountUSD, K: open.K, forwardNow, rMxn: RATES.rateMXN, remainingDays, side: open.side });
  return closedPart(id, open, kind, open.pendingAmountUSD, on, forwardNow, presentValue);
}

async function demoAccounts(database: Database): Promise<{ client?: number; investor?: number }> {
  const c = user.table;
  const rows = await database.db.select({ id: c.id, email: c.email }).from(c).where(inArray(c.email, ['cliente@caudal.mx', 'inversionista@caudal.mx']));
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id as number | undefined;
  return { client: idOf('cliente@caudal.mx'), investor: idOf('inversionista@caudal.mx') };
}

export async function seedForwards(database: Database): Promise<void> {
  const today = todayInMexicoCity(new Date());
  const history = quoteHistory(today);
  await insertFixed(database, forexQuote.table, history.map((q, i) => ({ id: i + 1, rate: q.rate, quotedAt: atNoonMexicoCity(q.date), source: 'seed' })));
  await insertFixed(database, forwardInstrument.table, INSTRUMENTS);

  const longAgo = new Date(`${addMonthsClamped(today, -10)}T16:00:00.000Z`);
  const inForce = new Date(`${addMonthsClamped(today, -7)}T16:00:00.000Z`);
  const constant = (id: number, instrumentId: number, value: string, isCurrent: boolean) => ({ id, instrumentId, value, isCurrent, created_at: isCurrent ? inForce : longAgo, updated_at: inForce });
  await insertFixed(database, forwardConstant.table, [
    constant(1, FORWARD_INSTRUMENT.widget, '0.0600', false),
    constant(2, FORWARD_INSTRUMENT.rateMxn, '7.5000', false),
    constant(3, FORWARD_INSTRUMENT.rateUsd, '4.2500', false),
    constant(4, FORWARD_INSTRUMENT.widget, RATES.spread, true),
    constant(5, FORWARD_INSTRUMENT.rateMxn, RATES.rateMXN, true),
    constant(6, FORWARD_INSTRUMENT.rateUsd, RATES.rateUSD, true),
  ]);

  const spot = history.at(-1)!.rate;
  await insertFixed(database, forwardProjectionUpload.table, [{ id: 1, filename: 'proyeccion-demo.xlsx', rowCount: 12, isCurrent: true }]);
  await insertFixed(database, forwardProjection.table, Array.from({ length: 12 }, (_, i) => ({
    id: i + 1, uploadId: 1, rowNumber: i + 2, date: addMonthsClamped(today, i + 1),
    rate: formatFixed(toDecimal(spot).times(toDecimal('1').plus(toDecimal('0.0035').times(i + 1))), 4),
  })));
  // Open around the clock so the demo works at any hour; managers narrow it on /administrador/listas/cobertura-config.
  await insertFixed(database, closeCoverageConfig.table, [{ id: COVER_CONFIG_ID, enabled: true, startTime: '00:00', endTime: '23:59', weekdaysOnly: false }]);

  const { client, investor } = await demoAccounts(database);
  if (client === undefined || investor === undefined) return;
  const hedge = (terms: HedgeTerms) => openHedge(terms, history);
  const { forward, windowForward } = FORWARD_INSTRUMENT;

  // Open, not liquidatable: a fixed-date forward three months from maturity.
  const h1 = hedge({ id: 1, userId: client, instrumentId: forward, side: 'buy', amountUSD: '100000', tradeDate: addMonthsClamped(today, -3), months: 6 });
  // Open and liquidatable (window forward), with a partial exit already taken.
  const h2 = hedge({ id: 2, userId: client, instrumentId: windowForward, side: 'buy', amountUSD: '250000', tradeDate: addMonthsClamped(today, -1), months: 3 });
  const partialOn = addDays(h2.tradeDate, 14);
  const partialRate = spotOn(history, partialOn);
  const p2 = closedPart(1, h2, 'partial', '100000', partialOn, partialRate, closedProfit('100000', h2.K, partialRate, 'buy'));
  const h2Now = { ...h2, pendingAmountUSD: '150000.00', pendingAmountMXN: formatMoney(toDecimal('150000').times(h2.K)) };
  // Open and liquidatable: a fixed-date forward that matured two days ago.
  const h3 = hedge({ id: 3, userId: investor, instrumentId: forward, side: 'sell', amountUSD: '80000', tradeDate: addMonthsClamped(addDays(today, -2), -3), months: 3 });
  // Open, not liquidatable: traded two weeks ago for six months.
  const h4 = hedge({ id: 4, userId: investor, instrumentId: forward, side: 'buy', amountUSD: '50000', tradeDate: addDays(today, -14), months: 6 });
  // Concluded: exited by differential, and liquidated at maturity.
  const h5 = hedge({ id: 5, userId: client, instrumentId: forward, side: 'buy', amountUSD: '120000', tradeDate: addMonthsClamped(today, -5), months: 4 });
  const c5 = closeAll(2, h5, 'differential', addMonthsClamped(today, -2), history);
  const h6 = hedge({ id: 6, userId: investor, instrumentId: windowForward, side: 'sell', amountUSD: '60000', tradeDate: addMonthsClamped(today, -4), months: 3 });
  const c6 = closeAll(3, h6, 'liquidation', h6.maturity, history);
  const concluded = (row: OpenRow) => ({ ...row, statusId: STATUS.concluded, pendingAmountUSD: '0.00', pendingAmountMXN: '0.00' });

  await insertFixed(database, forwardOpen.table, [h1, h2Now, h3, h4, concluded(h5), concluded(h6)]);
  await insertFixed(database, forwardClosed.table, [p2, c5, c6]);
}
