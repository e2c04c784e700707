/**
 * What the server writes about the life of a CFDI after it is issued (payments and their
 * complements, exchange rates by day, cancellation and substitution, IVA on interest). Spread into
 * messages.ts, the one catalogue. "Registrar cobro" /
 * "Record payment" are the invoices screen's action, named as the screen names it.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const cfdiFlowMessages = defineTexts({
  'cfdiFlow.paymentOfPue': {
    es: 'Esta factura se emitió en una sola exhibición (PUE) para un periodo ya pagado: su pago ya consta en ella y no lleva complemento',
    en: 'This invoice was issued as paid in one payment (PUE) for a period already paid: it records its payment itself and takes no complement',
  },
  'cfdiFlow.paidNeedsCollection': {
    es: 'El periodo {period} tiene la factura timbrada {invoice} con saldo de {balance}: márcalo pagado con «Registrar cobro» en Facturas, que emite su complemento de pago',
    en: 'Period {period} has the stamped invoice {invoice} with a balance of {balance}: mark it paid with "Record payment" in Invoices, which issues its payment complement',
  },
  'cfdiFlow.closeNeedsCollection': {
    es: 'Antes de concluir el préstamo registra con «Registrar cobro» en Facturas el pago de sus facturas timbradas con saldo: {invoices}',
    en: 'Before concluding the loan, record with "Record payment" in Invoices the payment of its stamped invoices with a balance: {invoices}',
  },
  'cfdiFlow.noFixForDay': {
    es: 'No hay tipo de cambio FIX para el {day}, y un CFDI en dólares lleva el del día: regístralo en Administrador › Listas › Configuración de coberturas (o pide a quien opera el servidor que active la consulta diaria a Banxico)',
    en: "There is no FIX exchange rate for {day}, and a dollar CFDI takes the day's: enter it in Administrator › Lists › Hedge settings (or ask whoever runs the server to turn on the daily Banxico fetch)",
  },
  'cfdiFlow.noFixForDayAfter': {
    es: 'No hay tipo de cambio FIX para el {day} (el último registrado es del {latest}), y un CFDI en dólares lleva el del día: regístralo en Administrador › Listas › Configuración de coberturas (o pide a quien opera el servidor que active la consulta diaria a Banxico)',
    en: "There is no FIX exchange rate for {day} (the latest entered is of {latest}), and a dollar CFDI takes the day's: enter it in Administrator › Lists › Hedge settings (or ask whoever runs the server to turn on the daily Banxico fetch)",
  },
  'cfdiFlow.detailsWithoutFix': { es: 'Detalles {ids}: {reason}', en: 'Details {ids}: {reason}' },
  'cfdiFlow.realInterestInForeignCurrency': {
    es: 'Detalles {ids}: el IVA sobre el interés real (LIVA 18-A) se calcula aquí solo para préstamos en pesos; para este préstamo en otra moneda elige otro tratamiento de IVA o consulta al asesor fiscal',
    en: 'Details {ids}: IVA on the real interest (LIVA 18-A) is worked out here only for peso loans; for this loan in another currency choose another IVA treatment or ask the tax adviser',
  },
  'cfdiFlow.detailsWithoutInpc': {
    es: 'Detalles {ids}: el IVA de sus intereses es sobre el interés real (LIVA 18-A) y falta el INPC de {months}; captura el valor que publica el INEGI en Administrador › Listas › Configuración de coberturas',
    en: "Details {ids}: their interest bears IVA on the real interest (LIVA 18-A) and the INPC of {months} is missing; enter INEGI's published value in Administrator › Lists › Hedge settings",
  },
  'cfdiFlow.cancelComplementsFirst': {
    es: 'Esta factura tiene complementos de pago vigentes ({complements}): el SAT solo la cancela después de cancelarlos',
    en: 'This invoice has live payment complements ({complements}): SAT cancels it only after they are cancelled',
  },
  'cfdiFlow.substituteNotOurs': {
    es: 'El UUID {uuid} no es un CFDI vigente de esta empresa al mismo receptor: el CFDI que sustituye debe serlo',
    en: 'UUID {uuid} is not a live CFDI of this firm to the same receiver: the replacing CFDI must be one',
  },
  'cfdiFlow.recalculationPastDeadline': {
    es: 'No se puede recalcular: cancelaría el CFDI {cfdi} de {year}, que ya no puede cancelarse (el SAT lo permite a más tardar el {deadline}, CFF 29-A)',
    en: 'It cannot be recalculated: it would cancel the CFDI {cfdi} of {year}, which can no longer be cancelled (SAT allows it until {deadline} at the latest, CFF 29-A)',
  },
  'cfdiFlow.cancellationDeadlinePassed': {
    es: 'Este CFDI de {year} ya no puede cancelarse: el SAT permite cancelarlo a más tardar el {deadline} (el mes de la declaración anual del ejercicio en que se emitió, CFF 29-A)',
    en: 'This CFDI of {year} can no longer be cancelled: SAT allows its cancellation until {deadline} at the latest (the month of the annual return of the year it was issued, CFF 29-A)',
  },
  'cfdiFlow.substituteNotRelated': {
    es: 'El UUID {uuid} no es una factura de ingreso del mismo periodo que relacione esta con el tipo 04 (sustitución): usa Sustituir, que la emite y cancela esta con el motivo 01',
    en: 'UUID {uuid} is not an income invoice of the same period relating this one with type 04 (substitution): use Substitute, which issues it and cancels this one with motive 01',
  },
  'cfdiFlow.substituteNeedsStamped': {
    es: 'Solo se sustituye una factura de ingreso timbrada y vigente; una sin folio fiscal se cancela con el motivo 02 y se factura de nuevo',
    en: 'Only a live stamped income invoice is substituted; one without a folio fiscal is cancelled with motive 02 and invoiced again',
  },
  'cfdiFlow.substituteNotCurrent': {
    es: 'El periodo de esta factura ya tiene otro CFDI; recarga e intenta de nuevo',
    en: "This invoice's period already has another CFDI; reload and try again",
  },
  'cfdiFlow.substituteInProcess': {
    es: 'Sustitución en proceso: el PAC no confirmó a tiempo la factura que sustituye; se registrará y la original se cancelará automáticamente',
    en: 'Substitution in process: the PAC did not confirm the replacing invoice in time; it will be recorded and the original cancelled automatically',
  },
  'cfdiFlow.substituteCancellationInProcess': {
    es: 'Se emitió la factura que sustituye; la cancelación de la original (motivo 01) quedó en proceso y se confirmará automáticamente',
    en: 'The replacing invoice was issued; the cancellation of the original (motive 01) is in process and will be confirmed automatically',
  },
});
