/**
 * What the server writes about investors' retention certificates: the investor's notice (the
 * bell and the SMS, in their language) and the refusals of the certificates screen. Spread into
 * messages.ts.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

/** The PAC's failure, said the same for an invoice and for a certificate. */
export const providerFailed = {
  es: 'El proveedor de facturación no pudo completar la solicitud: {reason}',
  en: 'The invoicing provider could not complete the request: {reason}',
} as const;

export const retentionMessages = defineTexts({
  'retentions.newTitle': { es: 'Tu constancia de retenciones', en: 'Your tax withholding certificate' },
  'retentions.newText': {
    es: 'Ya puedes descargar tu constancia de retenciones e intereses de {year} en Caudal, en Inversiones › Constancias fiscales',
    en: 'Your {year} certificate of interest and tax withheld is ready to download in Caudal, under Investments › Tax certificates',
  },
  'retentions.noPostalCode': {
    es: 'Falta el código postal del domicilio fiscal del inversionista (Administrador › Listas › Usuarios)',
    en: "The postal code of the investor's tax address is missing (Administrator › Lists › Users)",
  },
  'retentions.noRfc': { es: 'Falta el RFC del inversionista', en: "The investor's RFC is missing" },
  'retentions.noInpc': {
    es: 'Falta el INPC de {months} para calcular el interés real; captura el valor que publica el INEGI en Administrador › Listas › Configuración de coberturas',
    en: "The INPC of {months} is missing to work out the real interest; enter INEGI's published value in Administrator › Lists › Hedge settings",
  },
  'retentions.noFix': {
    es: 'Falta el tipo de cambio FIX de Banxico en vigor el {days} para convertir a pesos sus pagos en dólares (es el que Banxico determinó el día hábil anterior); captúralo en Administrador › Listas › Configuración de coberturas',
    en: "Banxico's FIX exchange rate in force on {days} is missing to convert their dollar payments to pesos (it is the one Banxico determined the business day before); enter it in Administrator › Lists › Hedge settings",
  },
  'retentions.foreignCurrency': {
    es: 'Tiene pagos en una moneda sin tipo de cambio FIX ({currencies}); la constancia suma solo los pagos en pesos y en dólares',
    en: 'They have payments in a currency without a FIX exchange rate ({currencies}); the certificate adds up the peso and dollar payments only',
  },
  'retentions.periodNotEnded': {
    es: 'El periodo aún no termina: su constancia se emite a partir del día siguiente a su último día',
    en: 'The period has not ended yet: its certificate is issued from the day after its last day',
  },
  'retentions.yearOutOfRange': {
    es: 'El ejercicio debe estar entre 2019 y 2027 (catálogo c_Ejercicio del SAT) y no ser posterior al año en curso',
    en: "The tax year must be between 2019 and 2027 (SAT's catalogue c_Ejercicio) and not after the current year",
  },
  'retentions.alreadyCancelled': { es: 'La constancia ya está cancelada', en: 'The certificate is already cancelled' },
  'retentions.notOutdated': {
    es: 'La constancia coincide con los pagos de su periodo: no hay nada que corregir',
    en: "The certificate matches its period's payments: there is nothing to correct",
  },
  'retentions.correctCancelledOnly': {
    es: 'Solo se corrige una constancia vigente que ya no coincide con sus pagos, o una cancelada sin otra vigente en su periodo',
    en: 'Only a live certificate that no longer matches its payments, or a cancelled one with no other live one in its period, is corrected',
  },
  'retentions.periodHasLive': {
    es: 'El inversionista ya tiene otra constancia vigente en ese periodo',
    en: 'The investor already has another live certificate for that period',
  },
  'retentions.noPayments': { es: 'El inversionista no tiene pagos pagados en ese periodo', en: 'The investor has no paid payments in that period' },
  'retentions.inProgress': {
    es: 'Esa constancia ya se está emitiendo o cancelando; espera a que se confirme',
    en: 'That certificate is already being issued or cancelled; wait until it is confirmed',
  },
  'retentions.providerFailed': providerFailed,
  'retentions.inProcess': {
    es: 'Quedó en proceso con el proveedor de facturación; se confirmará automáticamente',
    en: 'In process with the invoicing provider; it will be confirmed automatically',
  },
  'what.retentionCertificate': { es: 'la constancia de retenciones', en: 'Tax withholding certificate' },
});
