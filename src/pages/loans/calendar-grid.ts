/** The month grid of the payment calendar: months as `YYYY-MM`, days as `YYYY-MM-DD`. */
import { STATUS } from '../../../schemas/status.ts';
import type { BusinessDate } from '../../framework/format.ts';

/** `2026-11` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's days as weeks starting on Monday; null pads the first and last week. */
export function monthWeeks(month: string): (BusinessDate | null)[][] {
  const [year, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const offset = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  // Each cell is a day written as the API writes one (YYYY-MM-DD): a business date.
  const cells: (BusinessDate | null)[] = [...Array(offset).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}` as BusinessDate)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A payment's colour: paid green, charged amber, overdue red, else plain. Statuses as schemas/status.ts numbers them. */
export function paymentTone(entry: { status_id: number; expiration_doc: string }, today: string): 'error' | 'success' | 'warning' | 'default' {
  if (entry.status_id === STATUS.paid) return 'success';
  if (entry.status_id === STATUS.chargeGenerated) return 'warning';
  return entry.expiration_doc < today ? 'error' : 'default';
}
