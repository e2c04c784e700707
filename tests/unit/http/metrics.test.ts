/**
 * The Prometheus text format as server/http/metrics.ts writes it, and the operator declaration the
 * /metrics route relies on (server/auth/route-access.ts).
 */
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../../server/auth/route-access.ts';
import { Counter, Histogram, instrumented, labelText } from '../../../server/http/metrics.ts';

describe('the text format', () => {
  it('escapes label values, so a value cannot end its quote or its line', () => {
    expect(labelText({ route: 'a"b\\c\nd' })).toBe('{route="a\\"b\\\\c\\nd"}');
    expect(labelText({})).toBe('');
  });

  it('a counter adds per label set, whatever the order labels are given in', () => {
    const counter = new Counter('t_total', 'test');
    counter.inc({ a: '1', b: '2' });
    counter.inc({ b: '2', a: '1' }, 2);
    expect(counter.get({ a: '1', b: '2' })).toBe(3);
    expect(counter.render()).toEqual(['# HELP t_total test', '# TYPE t_total counter', 't_total{a="1",b="2"} 3']);
  });

  it('a histogram keeps cumulative buckets, +Inf, sum and count', () => {
    const histogram = new Histogram('t_seconds', 'test', [0.1, 1]);
    for (const seconds of [0.05, 0.5, 5]) histogram.observe({ k: 'x' }, seconds);
    expect(histogram.render().slice(2)).toEqual([
      't_seconds_bucket{k="x",le="0.1"} 1',
      't_seconds_bucket{k="x",le="1"} 2',
      't_seconds_bucket{k="x",le="+Inf"} 3',
      't_seconds_sum{k="x"} 5.55',
      't_seconds_count{k="x"} 3',
    ]);
  });

  it('instrumented() passes results and errors through and refuses what is not a method', async () => {
    const adapter = { name: 'x', async call(n: number) { return n * 2; }, async fail() { throw new Error('down'); } };
    const wrapped = instrumented('rates', adapter, ['call', 'fail']);
    expect(wrapped.name).toBe('x');
    expect(await wrapped.call(21)).toBe(42);
    await expect(wrapped.fail()).rejects.toThrow('down');
    expect(() => instrumented('rates', adapter, ['name'])).toThrow(/not a method/);
  });
});

describe('the operator declaration', () => {
  it('stands alone: with another declaration the route has none (and the server would not start)', () => {
    expect(accessOf({ operator: true })).toEqual({ kind: 'operator' });
    expect(accessOf({ operator: true, public: true })).toBeUndefined();
    expect(accessOf({ operator: true, action: 'root', module: '/perfil' })).toBeUndefined();
  });
});
