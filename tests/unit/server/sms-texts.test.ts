/** What a phone reads: correct Spanish with its accents, and English for an English user. */
import { describe, expect, it } from 'vitest';
import { codeMessage, temporaryPasswordMessage } from '../../../server/auth/messages.ts';
import { msg } from '../../../server/i18n/localized.ts';

describe('SMS texts', () => {
  it('the verification code and the temporary password, in Spanish with accents and in English', () => {
    expect(codeMessage('123456', 'es').text).toBe('Caudal: tu código de verificación es 123456. Vence en 5 minutos.');
    expect(codeMessage('123456', 'en').text).toBe('Caudal: your verification code is 123456. It expires in 5 minutes.');
    expect(temporaryPasswordMessage('Xy7#abcd', 'es').text).toBe('Caudal: tu contraseña temporal es Xy7#abcd . Úsala una vez para iniciar sesión y elige una nueva.');
  });

  it('an investment request to the managers names the person type with its accent', () => {
    const text = msg('sms.investmentRequest', { who: msg('sms.aVisitor'), amount: '$1,000,000.00', currency: 'MXN', months: 6, date: '2026-01-15', personType: msg('sms.personFisica'), payout: '$57,853.86' });
    expect(text.in('es')).toBe('Caudal: Un visitante solicita invertir $1,000,000.00 MXN a 6 meses desde el 15/01/2026 (persona física); rendimiento neto simulado: $57,853.86.');
    expect(text.in('en')).toBe('Caudal: A visitor asks to invest $1,000,000.00 MXN for 6 months from 15/01/2026 (individual); simulated net return: $57,853.86.');
  });
});
