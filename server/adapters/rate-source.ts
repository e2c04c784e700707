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

/** Banxico's FIX series (tipo de cambio para solventar obligaciones en dólares); BANXICO_FIX_SERIES overrides it. */
export const BANXICO_FIX_SERIES = 'SF43718';
/** Banxico's copy of INEGI's INPC, general index, monthly (base 2Q July 2018 = 100); BANXICO_INPC_SERIES overrides it. */
export const BANXICO_INPC_SERIES = 'SP1';
/** SIE's REST API; BANXICO_SIE_URL overrides it (a stand-in server in tests, a proxy). */
export const BANXICO_SIE_URL = 'https://www.banxico.org.mx/SieAPIRest/service/v1';

/** Where and what to ask SIE for: the environment's overrides over the published defaults (docs/rates.md). */
export interface BanxicoSeries {
  baseUrl: string;
  fix: string;
  inpc: string;
}

const seriesId = z.string().regex(/^[A-Z]{2}\d{1,6}$/, 'must be a SIE series id such as SF43718');
const seriesEnvironment = z.object({
  BANXICO_SIE_URL: z.url().optional(),
  BANXICO_FIX_SERIES: seriesId.optional(),
  BANXICO_INPC_SERIES: seriesId.optional(),
});

export function banxicoSeriesFromEnv(env: NodeJS.ProcessEnv = process.env): BanxicoSeries {
  const parsed = seriesEnvironment.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return {
    baseUrl: (parsed.data.BANXICO_SIE_URL ?? BANXICO_SIE_URL).replace(/\/+$/, ''),
    fix: parsed.data.BANXICO_FIX_SERIES ?? BANXICO_FIX_SERIES,
    inpc: parsed.data.BANXICO_INPC_SERIES ?? BANXICO_INPC_SERIES,
  };
}

const DEFAULT_SERIES: BanxicoSeries = { baseUrl: BANXICO_SIE_URL, fix: BANXICO_FIX_SERIES, inpc: BANXICO_INPC_SERIES };

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
interface SieOptions {
  token: string;
  fetchImpl?: typeof fetch;
  policy?: OutboundPolicy;
  series?: BanxicoSeries;
}

async function readSeries<T extends z.ZodType>(options: SieOptions, which: 'fix' | 'inpc', datos: string, shape: T): Promise<z.infer<T>> {
  const series = options.series ?? DEFAULT_SERIES;
  const answer = await outboundCall(
    { service: 'Banxico SIE', url: `${series.baseUrl}/series/${series[which]}/datos/${datos}`, headers: { 'Bmx-Token': options.token, Accept: 'application/json' }, idempotent: true, fetchImpl: options.fetchImpl },
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

export function banxicoRateSource(options: SieOptions & { maxAgeMinutes?: number }): RateSource {
  return instrumented('rates', {
    name: 'banxico',
    maxAgeMinutes: options.maxAgeMinutes ?? 60,
    async fetchLatest() {
      const latest = (await readSeries(options, 'fix', 'oportuno', banxicoAnswer)).bmx.series[0].datos.at(-1)!;
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
export async function banxicoFixRange(options: SieOptions & { from: string; to: string }): Promise<FixOfDay[]> {
  const range = await readSeries(options, 'fix', `${options.from}/${options.to}`, banxicoRange);
  return (range.bmx.series[0].datos ?? [])
    .filter((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d.fecha) && /^\d+(\.\d{1,4})?$/.test(d.dato))
    .map((d) => ({ fixedOn: isoDay(d.fecha), rate: formatFixed(d.dato, 4) }));
}

export interface InpcOfMonth {
  /** `YYYY-MM`. */
  month: string;
  /** The index, 3 decimals. */
  value: string;
}

/**
 * The INPC series between two days (SIE dates a month's figure on its first day: "01/08/2025" is
 * August 2025), for the INPC catalogue that IVA on real interest and retention certificates read.
 * Months without a figure ("N/E") are left out.
 */
export async function banxicoInpcRange(options: SieOptions & { from: string; to: string }): Promise<InpcOfMonth[]> {
  const range = await readSeries(options, 'inpc', `${options.from}/${options.to}`, banxicoRange);
  return (range.bmx.series[0].datos ?? [])
    .filter((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d.fecha) && /^\d+(\.\d{1,6})?$/.test(d.dato))
    .map((d) => ({ month: isoDay(d.fecha).slice(0, 7), value: formatFixed(d.dato, 3) }));
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
  return banxicoRateSource({ token: parsed.data.BANXICO_TOKEN, policy, series: banxicoSeriesFromEnv(env) });
}
