/**
 * Prometheus metrics, written by hand: a few counters and histograms do not need prom-client, and one
 * module the adapters import stays easy to read. One registry per process, as each server process is
 * scraped on its own (several servers: several targets). Label values are always bounded: the route's
 * pattern (`/api/user/:id`), never the URL a caller typed, which would grow a series per spelling.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

type Labels = Record<string, string>;

/** Seconds: from a cached lookup to a PAC that takes its time. */
export const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
}

const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

interface Metric {
  render(): string[];
}

export class Counter implements Metric {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(readonly name: string, readonly help: string) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = keyOf(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }

  /** The current count of one series (0 when it never happened): for tests and the backup's report. */
  get(labels: Labels = {}): number {
    return this.values.get(keyOf(labels))?.value ?? 0;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${labelText(labels)} ${value}`);
    return lines;
  }
}

export class Histogram implements Metric {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(readonly name: string, readonly help: string, readonly buckets: readonly number[] = DEFAULT_BUCKETS) {}

  observe(labels: Labels, seconds: number): void {
    const key = keyOf(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    this.buckets.forEach((bound, i) => {
      if (seconds <= bound) entry.counts[i]!++;
    });
    entry.sum += seconds;
    entry.count++;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series.values()) {
      this.buckets.forEach((bound, i) => lines.push(`${this.name}_bucket${labelText({ ...labels, le: String(bound) })} ${counts[i]}`));
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${sum}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

/** A gauge read when scraped (memory, pool sizes): no state to keep in step. */
export function gaugeLines(name: string, help: string, samples: { labels?: Labels; value: number }[]): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, ...samples.map((s) => `${name}${labelText(s.labels ?? {})} ${s.value}`)];
}

export const httpRequests = new Counter('caudal_http_requests_total', 'HTTP answers by method, matched route pattern and status code.');
export const httpRequestDuration = new Histogram('caudal_http_request_duration_seconds', 'Time to answer, by method and matched route pattern.');

/** The services Caudal calls: the PAC (Facturapi), the SMS provider, the rate source (Banxico), Chromium for PDFs. */
export type OutboundKind = 'pac' | 'sms' | 'rates' | 'pdf';
export type OutboundOutcome = 'ok' | 'failed' | 'timeout';

export const outboundCalls = new Counter('caudal_outbound_calls_total', 'Calls to outside services by kind and outcome (ok, failed, timeout).');
export const outboundCallDuration = new Histogram('caudal_outbound_call_duration_seconds', 'Time outside services took to answer (or fail), by kind.');

function outcomeOf(error: unknown): OutboundOutcome {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'failed';
}

/**
 * Times one call to an outside service and counts its outcome; the call's own result or error passes
 * through untouched. Adapters wrap the call, nothing more: `timeOutbound('sms', () => fetch(...))`.
 */
export async function timeOutbound<T>(kind: OutboundKind, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome: OutboundOutcome = 'ok';
  try {
    return await call();
  } catch (error) {
    outcome = outcomeOf(error);
    throw error;
  } finally {
    outboundCalls.inc({ kind, outcome });
    outboundCallDuration.observe({ kind }, (performance.now() - started) / 1000);
  }
}

/**
 * An adapter whose named methods are each one outside call, timed and counted under `kind`: the
 * adapters' factories wrap what they return, so their own code stays as it is.
 */
export function instrumented<T extends object, K extends keyof T>(kind: OutboundKind, adapter: T, methods: readonly K[]): T {
  const wrapped: T = { ...adapter };
  for (const name of methods) {
    const method = adapter[name];
    if (typeof method !== 'function') throw new Error(`${String(name)} is not a method of the ${kind} adapter`);
    wrapped[name] = ((...args: unknown[]) => timeOutbound(kind, async () => method.apply(adapter, args))) as T[K];
  }
  return wrapped;
}

// How late timers fire: one slow synchronous task (a big file parsed on the main thread) shows here.
const eventLoopDelay = monitorEventLoopDelay({ resolution: 20 });
eventLoopDelay.enable();
const startedAt = Date.now() / 1000;

function processLines(): string[] {
  const usage = process.cpuUsage();
  return [
    ...gaugeLines('process_resident_memory_bytes', 'Resident memory of this server process.', [{ value: process.memoryUsage().rss }]),
    ...gaugeLines('process_cpu_seconds_total', 'CPU time this process used (user and system).', [{ value: (usage.user + usage.system) / 1e6 }]),
    ...gaugeLines('process_start_time_seconds', 'When this process started, in Unix seconds.', [{ value: startedAt }]),
    ...gaugeLines('caudal_event_loop_delay_seconds', 'How late the event loop ran timers since the previous scrape.', [
      { labels: { quantile: '0.5' }, value: eventLoopDelay.percentile(50) / 1e9 },
      { labels: { quantile: '0.99' }, value: eventLoopDelay.percentile(99) / 1e9 },
      { labels: { quantile: '1' }, value: eventLoopDelay.max / 1e9 },
    ]),
  ];
}

const registered: Metric[] = [httpRequests, httpRequestDuration, outboundCalls, outboundCallDuration];

/** The text a scrape answers: the process's counters, then `extra` (the app's database pool). */
export function renderMetrics(extra: string[] = []): string {
  const lines = [...registered.flatMap((metric) => metric.render()), ...processLines(), ...extra];
  eventLoopDelay.reset();
  return `${lines.join('\n')}\n`;
}
