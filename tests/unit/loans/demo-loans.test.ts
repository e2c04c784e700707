/**
 * The demo loans (server/db/seed/seed-loans.ts) put real rows on every loan screen, whatever the day
 * the database is seeded: something to charge, a charge generated, details to invoice, a concluded
 * loan, and loans of the demo client's customer.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../schemas/status.ts';
import { compareDates } from '../../../server/domain/calendar.ts';
import { sumMoney } from '../../../server/domain/money.ts';
import { DEMO_CLIENT_CUSTOMER_ID, demoLoanRows } from '../../../server/db/seed/seed-loans.ts';

describe.each(['2026-01-31', '2026-03-01', '2026-11-22', '2027-02-28'])('seeded on %s', (today) => {
  const { loans, details } = demoLoanRows(today);
  const running = new Set(loans.filter((l) => l.status_id === STATUS.inProcess).map((l) => l.id));
  const unpaid = details.filter((d) => running.has(d.loan_id) && d.status_id !== STATUS.paid);
  const expired = unpaid.filter((d) => compareDates(d.expiration_doc, today) < 0);

  it('has a loan with an expired detail still to charge, and one already charged', () => {
    expect(expired.some((d) => d.status_id === STATUS.pending)).toBe(true);
    expect(expired.some((d) => d.status_id === STATUS.chargeGenerated)).toBe(true);
  });

  it('has details due for an invoice, and future payment dates', () => {
    expect(unpaid.filter((d) => compareDates(d.date_doc, today) <= 0).length).toBeGreaterThanOrEqual(2);
    expect(unpaid.some((d) => compareDates(d.expiration_doc, today) >= 0)).toBe(true);
  });

  it('has concluded loans, fully paid, closed on or before the day', () => {
    const concluded = loans.filter((l) => l.status_id === STATUS.concluded);
    expect(concluded.length).toBeGreaterThanOrEqual(1);
    for (const loan of concluded) {
      expect(details.filter((d) => d.loan_id === loan.id).every((d) => d.status_id === STATUS.paid)).toBe(true);
      expect(compareDates(loan.date_payment!, today)).toBeLessThanOrEqual(0);
    }
  });

  it('gives the demo client running loans in two currencies', () => {
    const own = loans.filter((l) => l.customer_id === DEMO_CLIENT_CUSTOMER_ID && running.has(l.id));
    expect(new Set(own.map((l) => l.currency_id)).size).toBe(2);
  });

  it('numbers details uniquely and keeps each schedule’s principal equal to its loan’s amount', () => {
    expect(new Set(details.map((d) => d.id)).size).toBe(details.length);
    for (const loan of loans) {
      expect(sumMoney(details.filter((d) => d.loan_id === loan.id).map((d) => d.principal))).toBe(loan.amount);
    }
  });
});
