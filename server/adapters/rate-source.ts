/**
 * Where USD/MXN quotes come from. The quotes table (schemas/quote.ts) is what every price reads; a
 * RateSource only feeds it. The default source is the manager: quotes are entered or uploaded through
 * the API and the source itself never fetches anything. The Banxico driver (RATE_SOURCE=banxico with
 * BANXICO_TOKEN) asks the Banxico SIE API for the latest FIX when the stored quote is older than
 * `maxAgeMinutes`. A new driver implements `fetchLatest` and nothing else changes.
 */
import { z } from 'zod';
import { formatFixed } from '../domain/money.ts';
import { instrumented } from '../http/metrics.ts';
import { outboundCall, type OutboundPolicy } from './outbound.ts';

export interface FetchedQuote {
  /** MXN per USD, 4 decimals. */
  rate: string;
  quotedAt: Date;
}

export interface RateSource {
  /** Stored as the quote's `source`. */
  readonly name: string;
  /** Ask again only when the newest stored quote is older than this. */
  readonly maxAgeMinutes: number;
  /** The source's latest quote, or undefined when it has none to offer. */
  fetchLatest(): Promise<FetchedQuote | undefined>;
}

/** The default: quotes are typed or uploaded by a manager, so there is nothing to fetch. */
export const managerRateSource: RateSource = {
  name: 'manual',
  maxAgeMinutes: Number.POSITIVE_INFINITY,
  fetchLatest: async () => undefined,
};

/** Banxico's FIX series (tipo de cambio para solventar obligaciones en dólares). */
export const BANXICO_FIX_SERIES = 'SF43718';
const BANXICO_URL = 'https://www.banxico.org.mx/SieAPIRest/service/v1/series';

const banxicoAnswer = z.object({
  bmx: z.object({
    series: z.array(z.object({ datos: z.array(z.object({ fecha: z.string(), dato: z.string() })).min(1) })).min(1),
  }),
});

/** "21/11/2026" -> the FIX's publication at 12:00 Mexico City (18:00 UTC, no daylight saving since 2022). */
function fixInstant(fecha: string): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(fecha);
  return match ? new Date(`${match[3]}-${match[2]}-${match[1]}T18:00:00.000Z`) : undefined;
}

/** A reading is a GET: safe to repeat, once, within a deadline short enough for the screen that waits on it. */
const DEFAULT_POLICY: OutboundPolicy = { timeoutMs: 5000, retries: 1 };

/**
 * One reading of the FIX series from SIE (`datos/oportuno` for the latest, `datos/<from>/<to>` for a
 * range): the call within its policy, then the answer's shape; any other answer is an error.
 */
async function readFixSeries<T extends z.ZodType>(
  options: { token: string; fetchImpl?: typeof fetch; policy?: OutboundPolicy },
  datos: string,
  shape: T,
): Promise<z.infer<T>> {
  const answer = await outboundCall(
    { service: 'Banxico SIE', url: `${BANXICO_URL}/${BANXICO_FIX_SERIES}/datos/${datos}`, headers: { 'Bmx-Token': options.token, Accept: 'application/json' }, idempotent: true, fetchImpl: options.fetchImpl },
    options.policy ?? DEFAULT_POLICY,
  );
  if (answer.status < 200 || answer.status >= 300) throw new Error(`Banxico SIE answered HTTP ${answer.status}`);
  let json: unknown;
  try {
    json = JSON.parse(answer.body.toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = shape.safeParse(json);
  if (!parsed.success) throw new Error('Banxico SIE answered an unexpected shape');
  return parsed.data;
}

export function banxicoRateSource(options: { token: string; fetchImpl?: typeof fetch; maxAgeMinutes?: number; policy?: OutboundPolicy }): RateSource {
  return instrumented('rates', {
    name: 'banxico',
    maxAgeMinutes: options.maxAgeMinutes ?? 60,
    async fetchLatest() {
      const latest = (await readFixSeries(options, 'oportuno', banxicoAnswer)).bmx.series[0].datos.at(-1)!;
      const quotedAt = fixInstant(latest.fecha);
      if (!quotedAt || !/^\d+(\.\d{1,4})?$/.test(latest.dato)) throw new Error(`Banxico SIE answered an unreadable FIX: ${latest.fecha} ${latest.dato}`);
      return { rate: formatFixed(latest.dato, 4), quotedAt };
    },
  }, ['fetchLatest']);
}

/** "21/11/2026" -> "2026-11-21". */
const isoDay = (fecha: string) => fecha.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1');

export interface FixOfDay {
  /** The day Banxico determined it, `YYYY-MM-DD`. */
  fixedOn: string;
  /** MXN per USD, 4 decimals. */
  rate: string;
}

const banxicoRange = z.object({ bmx: z.object({ series: z.array(z.object({ datos: z.array(z.object({ fecha: z.string(), dato: z.string() })).optional() })).min(1) }) });

/**
 * The FIX series between two days (SIE's range query), for the table of rates by day that USD CFDIs
 * read (docs/decisions/113). Days without a figure ("N/E") are left out.
 */
export async function banxicoFixRange(options: { token: string; from: string; to: string; fetchImpl?: typeof fetch; policy?: OutboundPolicy }): Promise<FixOfDay[]> {
  const range = await readFixSeries(options, `${options.from}/${options.to}`, banxicoRange);
  return (range.bmx.series[0].datos ?? [])
    .filter((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d.fecha) && /^\d+(\.\d{1,4})?$/.test(d.dato))
    .map((d) => ({ fixedOn: isoDay(d.fecha), rate: formatFixed(d.dato, 4) }));
}

const environment = z.object({
  RATE_SOURCE: z.enum(['manual', 'banxico']).default('manual'),
  BANXICO_TOKEN: z.string().min(1).optional(),
});

/** The configured source; a bad RATE_SOURCE or a missing token stops the app at boot. `policy`: the call's deadline and retries (RATE_SOURCE_TIMEOUT_MS). */
export function rateSourceFromEnv(env: NodeJS.ProcessEnv = process.env, policy?: OutboundPolicy): RateSource {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: RATE_SOURCE must be manual or banxico`);
  if (parsed.data.RATE_SOURCE === 'manual') return managerRateSource;
  if (!parsed.data.BANXICO_TOKEN) throw new Error('Invalid configuration: RATE_SOURCE=banxico needs BANXICO_TOKEN');
  return banxicoRateSource({ token: parsed.data.BANXICO_TOKEN, policy });
}
