/**
 * Words more than one resource's labels use, declared once (docs/decisions/277): SAT's cancellation
 * terms for invoices and retention certificates, the IVA treatments of a loan and of its invoices, and
 * the fields users and customers share.
 */
import { defineTexts } from '../texts.ts';

export const sharedWords = defineTexts({
  cancellationMotive: { es: 'Motivo de cancelación', en: 'Cancellation reason' },
  cancellationPending: { es: 'Cancelación en proceso', en: 'Cancellation pending' },
  /** c_MotivoCancelacion's first three, the same for a CFDI and a retention certificate (04 differs). */
  motives: {
    '01': { es: '01 Con errores, con relación', en: '01 With errors, related' },
    '02': { es: '02 Con errores, sin relación', en: '02 With errors, unrelated' },
    '03': { es: '03 No se llevó a cabo la operación', en: '03 The operation did not take place' },
  },
  vatTreatments: {
    exempt: { es: 'Exento (LIVA 15-X-b)', en: 'Exempt (LIVA 15-X-b)' },
    nominal: { es: '16 % sobre interés nominal', en: '16 % on nominal interest' },
    real: { es: '16 % sobre interés real (LIVA 18-A)', en: '16 % on real interest (LIVA 18-A)' },
  },
  fiscalPostalCode: { es: 'C.P. del domicilio fiscal', en: 'Fiscal address postal code' },
  mustChangePassword: { es: 'Debe cambiar la contraseña', en: 'Must change the password' },
});
