/**
 * A server sentence never shows the API's ISO text: a business date reads as the screens write it
 * (dd/mm/aaaa) and an instant as Mexico City's clock showed it, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { msg } from '../../../server/i18n/localized.ts';

describe('dates in server sentences', () => {
  it('a business date reads dd/mm/aaaa in Spanish and English', () => {
    const refusal = msg('loans.closeFutureDate', { today: '2026-12-06' });
    expect(refusal.in('es')).toBe('La fecha de pago no puede ser posterior a hoy (06/12/2026)');
    expect(refusal.in('en')).toBe('The payment date cannot be after today (06/12/2026)');
  });

  it('an instant reads as Mexico City\'s wall clock, not the UTC day', () => {
    const duplicate = msg('projection.duplicateDate', { date: '2026-12-07T01:30:00.000Z', row: 3 });
    expect(duplicate.in('es')).toBe('Fecha: 06/12/2026 19:30 ya está en la fila 3');
  });

  it('other parameters stay as written', () => {
    expect(msg('projection.duplicateDate', { date: 'mañana', row: 3 }).in('es')).toBe('Fecha: mañana ya está en la fila 3');
  });
});
