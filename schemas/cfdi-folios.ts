import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * The folios of payment complements (serie CP): each complement is a CFDI of its own and takes the
 * next number, whichever invoice it pays. A sequence, so two collections of different invoices at
 * once never share one; a collection that fails after taking its number leaves a gap, which SAT allows.
 */
export const paymentComplementFolio = pgSequence('payment_complement_folio', { startWith: 1 });
