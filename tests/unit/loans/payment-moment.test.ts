/** FechaPago of a complement (server/domain/payment-moment.ts) and the IVA an installment carries (cfdi-payment.ts). */
import { describe, expect, it } from 'vitest';
import { paidTaxes } from '../../../server/domain/cfdi-payment.ts';
import { paymentMoment } from '../../../server/domain/payment-moment.ts';

// 09:30 in Mexico City (UTC-6): before noon, when a payment "today at 12:00" would be in the future.
const morning = new Date('2026-03-16T15:30:00Z');

describe('paymentMoment', () => {
  it('today is now, not noon: a payment recorded at 09:30 is dated 09:30', () => {
    expect(paymentMoment('2026-03-16', morning)).toEqual({ ok: true, local: '2026-03-16T09:30:00' });
  });
  it('an earlier day is its noon (only the day is known); an instant is that instant in Mexico City', () => {
    expect(paymentMoment('2026-03-15', morning)).toEqual({ ok: true, local: '2026-03-15T12:00:00' });
    expect(paymentMoment('2026-03-16T08:05:00-06:00', morning)).toEqual({ ok: true, local: '2026-03-16T08:05:00' });
    expect(paymentMoment('2026-03-16T14:05:00Z', morning)).toEqual({ ok: true, local: '2026-03-16T08:05:00' });
  });
  it('never in the future', () => {
    expect(paymentMoment('2026-03-17', morning)).toEqual({ ok: false, problem: 'future' });
    expect(paymentMoment('2026-03-16T09:31:00-06:00', morning)).toEqual({ ok: false, problem: 'future' });
  });
});

describe('paidTaxes', () => {
  const invoice = { subtotal: '7750.00', taxes: '1240.00', total: '8990.00' };
  it('an installment carries base and IVA in proportion, each rounded once', () => {
    const { base, vat } = paidTaxes(invoice, '2996.67', '8990.00');
    expect([base.toFixed(2), vat.toFixed(2)]).toEqual(['2583.34', '413.33']);
  });
  it('the installment that settles the invoice takes what is left, so the IVA adds up to the invoice\'s', () => {
    const { base, vat } = paidTaxes({ ...invoice, settled: { base: '5166.68', vat: '826.66' } }, '2996.66', '2996.66');
    expect([base.toFixed(2), vat.toFixed(2)]).toEqual(['2583.32', '413.34']);
    // In proportion it would be 2583.33 and 413.33: 1239.99 in all, a cent short.
    const proportional = paidTaxes(invoice, '2996.66');
    expect(proportional.vat.toFixed(2)).toBe('413.33');
  });
});
