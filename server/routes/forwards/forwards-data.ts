/**
 * The hedge routes' reads: the market (latest quote, current constants, current projection), the
 * names a hedge is shown with, and a hedge locked for a change. The only forwards code that writes SQL
 * by hand; inserts and updates go through the Repository so each leaves its audit row.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { forwardClosed } from '../../../schemas/forward-closed.ts';
import { forwardConstant } from '../../../schemas/forward-constant.ts';
import { FORWARD_INSTRUMENT, forwardInstrument } from '../../../schemas/forward-instrument.ts';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { forwardProjection, forwardProjectionUpload } from '../../../schemas/forward-projection.ts';
import { forexQuote } from '../../../schemas/quote.ts';
import { status } from '../../../schemas/status.ts';
import { user } from '../../../schemas/user.ts';
import type { Entity, RowOf } from '../../../schemas/framework/define-entity.ts';
import type { Db } from '../../db/client.ts';
import { unprocessable, type FieldErrors } from '../../http/errors.ts';
import type { Market } from './forwards-rules.ts';
import { msg } from '../../i18n/localized.ts';


export const T = {
  open: forwardOpen.table,
  closed: forwardClosed.table,
  instrument: forwardInstrument.table,
  constant: forwardConstant.table,
  quote: forexQuote.table,
  upload: forwardProjectionUpload.table,
  projection: forwardProjection.table,
  user: user.table,
  status: status.table,
};

/** The newest quote, as the table holds it. */
export type QuoteRow = RowOf<typeof forexQuote>;

export async function latestQuote(db: Db): Promise<QuoteRow | undefined> {
  const rows = await db.select().from(forexQuote.table).orderBy(desc(T.quote.quotedAt), desc(T.quote.id)).limit(1);
  return rows[0];
}

/** The current value of every constant instrument, by instrument id. */
export async function currentConstants(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ instrumentId: T.constant.instrumentId, value: T.constant.value })
    .from(forwardConstant.table)
    .where(eq(T.constant.isCurrent, true));
  return new Map(rows.map((r) => [r.instrumentId as number, r.value as string]));
}

/** Spot, leg rates and spread in force now; a 422 naming what a manager has not entered yet. */
export async function marketNow(db: Db): Promise<Market> {
  const [quote, constants] = await Promise.all([latestQuote(db), currentConstants(db)]);
  const missing: FieldErrors = {};
  if (!quote) missing.spot = [msg('forwards.noQuote')];
  const constant = (id: number, name: string) => {
    const value = constants.get(id);
    if (value === undefined) missing[name] = [msg('forwards.noConstant', { name })];
    return value ?? '0';
  };
  const market = {
    spot: quote?.rate ?? '0',
    spotAt: quote?.quotedAt ?? new Date(0),
    rateMXN: constant(FORWARD_INSTRUMENT.rateMxn, 'rateMXN'),
    rateUSD: constant(FORWARD_INSTRUMENT.rateUsd, 'rateUSD'),
    spread: constant(FORWARD_INSTRUMENT.widget, 'spread'),
  };
  if (Object.keys(missing).length > 0) throw unprocessable(missing);
  return market;
}

export type InstrumentRow = RowOf<typeof forwardInstrument>;

export async function instruments(db: Db, kind?: 'constant' | 'hedge'): Promise<InstrumentRow[]> {
  const query = db.select().from(forwardInstrument.table);
  const rows = kind ? await query.where(eq(T.instrument.kind, kind)).orderBy(asc(T.instrument.id)) : await query.orderBy(asc(T.instrument.id));
  return rows;
}

export async function instrumentById(db: Db, id: number): Promise<InstrumentRow | undefined> {
  const rows = await db.select().from(forwardInstrument.table).where(eq(T.instrument.id, id)).limit(1);
  return rows[0];
}

/** The rows of the current projection upload, by date. */
export async function currentProjection(db: Db) {
  const [upload] = await db.select().from(forwardProjectionUpload.table).where(eq(T.upload.isCurrent, true)).orderBy(desc(T.upload.id)).limit(1);
  if (!upload) return { upload: undefined, rows: [] as { id: number; rowNumber: number; date: string; rate: string }[] };
  const rows = await db
    .select({ id: T.projection.id, rowNumber: T.projection.rowNumber, date: T.projection.date, rate: T.projection.rate })
    .from(forwardProjection.table)
    .where(eq(T.projection.uploadId, upload.id as number))
    .orderBy(asc(T.projection.date));
  return { upload, rows: rows as { id: number; rowNumber: number; date: string; rate: string }[] };
}

export interface Named {
  id: number;
  name: string;
}

async function namesOf(db: Db, entity: Entity, ids: number[], live = false): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id) => typeof id === 'number'))];
  if (unique.length === 0) return new Map();
  const c = entity.table;
  const where = live ? and(inArray(c.id, unique), isNull(c.deleted_at)) : inArray(c.id, unique);
  const rows = await db.select({ id: c.id, name: c.name }).from(entity.table).where(where);
  return new Map(rows.map((r) => [r.id as number, r.name as string]));
}

export type NamedHedge = Record<string, unknown> & {
  instrument: string | null;
  user: Named;
  status: Named;
  allowsEarlyLiquidation: boolean;
};

/** Adds what the spec's Open and Closed forward show besides the row: instrument, user.name, status.name. */
export async function withNames(db: Db, rows: Record<string, unknown>[]): Promise<NamedHedge[]> {
  const idOf = (value: unknown) => (typeof value === 'number' ? value : -1);
  const [users, instrumentRows, statuses] = await Promise.all([
    namesOf(db, user, rows.map((r) => idOf(r.userId))),
    instruments(db),
    namesOf(db, status, rows.map((r) => idOf(r.statusId))),
  ]);
  const byId = new Map(instrumentRows.map((i) => [i.id, i]));
  return rows.map((row) => {
    const instrument = byId.get(idOf(row.instrumentId));
    return {
      ...row,
      instrument: instrument?.name ?? null,
      user: { id: idOf(row.userId), name: users.get(idOf(row.userId)) ?? '' },
      status: { id: idOf(row.statusId), name: statuses.get(idOf(row.statusId)) ?? '' },
      allowsEarlyLiquidation: instrument?.allowsEarlyLiquidation ?? false,
    };
  });
}

/** The open forward, locked for the rest of the transaction; undefined when absent or not the caller's. */
export async function lockOpenForward(tx: Db, id: number, scope: ReturnType<typeof and>) {
  const rows = await tx.select().from(forwardOpen.table).where(and(eq(T.open.id, id), scope)).limit(1).for('update');
  return rows[0];
}

/** An open hedge as stored: the forward_open declaration's row. */
export type OpenForwardRow = RowOf<typeof forwardOpen>;

/** The users hedges may belong to (clients and investors), by name; `only` narrows to one. */
export async function hedgeOwners(db: Db, only?: number): Promise<Named[]> {
  const conditions = [isNull(T.user.deleted_at), inArray(T.user.type, ['cliente', 'inversionista'])];
  if (only !== undefined) conditions.push(eq(T.user.id, only));
  const rows = await db.select({ id: T.user.id, name: T.user.name }).from(user.table).where(and(...conditions)).orderBy(asc(T.user.name));
  return rows as Named[];
}

export async function statusesById(db: Db, ids: number[]): Promise<Named[]> {
  const rows = await db.select({ id: T.status.id, name: T.status.name }).from(status.table).where(inArray(T.status.id, ids)).orderBy(asc(T.status.id));
  return rows as Named[];
}

/** One user as a lookup option ([] when absent or deleted). */
export async function userById(db: Db, id: number): Promise<Named[]> {
  const rows = await db.select({ id: T.user.id, name: T.user.name }).from(user.table).where(and(eq(T.user.id, id), isNull(T.user.deleted_at)));
  return rows as Named[];
}
