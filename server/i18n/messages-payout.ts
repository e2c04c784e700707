/**
 * What the server writes about the investors' payout run: refusals of the payments screen,
 * the reasons a period is left out, and the investor's notice of a payment (the bell and the SMS, in
 * their language). Spread into messages.ts.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const payoutMessages = defineTexts({
  'payout.window': { es: 'La ventana debe ir de una fecha a otra igual o posterior, de a lo más 92 días', en: 'The window must go from one date to the same or a later one, at most 92 days' },
  'payout.nothingToPay': { es: 'No hay periodos por pagar en la ventana: los que vencen en ella quedaron fuera (ver motivos)', en: 'There are no periods to pay in the window: those falling due in it were left out (see the reasons)' },
  'payout.preparedMeanwhile': { es: 'Otra persona preparó a la vez una corrida con los mismos periodos: vuelve a prepararla', en: 'Someone else prepared a run with the same periods at the same time: prepare it again' },
  'payout.notFound': { es: 'No se encontró la corrida de pagos', en: 'The payout run was not found' },
  'payout.ownRun': { es: 'Quien preparó la corrida no puede aprobarla ni rechazarla: debe hacerlo otro administrador', en: 'Whoever prepared the run cannot approve or reject it: another administrator must' },
  'payout.notPrepared': { es: 'La corrida ya no está preparada (ahora: {status}): nadie más puede aprobarla ni rechazarla', en: 'The run is no longer prepared (now: {status}): it cannot be approved or rejected again' },
  'payout.notApproved': { es: 'Solo una corrida aprobada se exporta al banco (esta: {status})', en: 'Only an approved run is exported to the bank (this one: {status})' },
  'payout.notExported': { es: 'Solo se liquida una corrida cuyo archivo se envió al banco (esta: {status})', en: 'Only a run whose file went to the bank is settled (this one: {status})' },
  'payout.format': { es: 'El formato debe ser spei-csv, spei-fixed o xlsx', en: 'The format must be spei-csv, spei-fixed or xlsx' },
  'payout.noSpeiLines': { es: 'La corrida no tiene líneas en pesos por pagar: SPEI transfiere solo pesos', en: 'The run has no peso lines to pay: SPEI transfers pesos only' },
  'payout.rejectReason': { es: 'Escribe el motivo del rechazo (hasta 500 caracteres)', en: 'Write the reason for the rejection (up to 500 characters)' },
  'payout.resultEmpty': { es: 'El archivo de resultado no tiene renglones que leer', en: 'The result file has no rows to read' },
  'payout.lineNotFound': { es: 'La línea no es de esta corrida', en: 'The line is not in this run' },
  'payout.trackingKey': { es: 'La clave de rastreo son de 1 a 30 letras y dígitos', en: 'The tracking key is 1 to 30 letters and digits' },
  'payout.unknownReference': { es: 'Renglón {line}: la referencia {reference} no es de esta corrida', en: 'Row {line}: reference {reference} is not in this run' },
  'payout.mismatch': { es: 'Renglón {line}: la CLABE o el importe no son los de la referencia {reference}', en: 'Row {line}: the CLABE or the amount are not those of reference {reference}' },
  'payout.unreadable': { es: 'Renglón {line}: no se pudo leer ({problem})', en: 'Row {line}: could not be read ({problem})' },
  'payout.lineClosed': { es: 'Renglón {line}: la referencia {reference} ya está {status}', en: 'Row {line}: reference {reference} is already {status}' },
  'payout.inRun': { es: 'El periodo está en la corrida de pagos {run}: se paga al liquidarla', en: 'The period is in payout run {run}: it is paid when the run is settled' },
  'payout.reason.noClabe': { es: 'El inversionista no tiene una CLABE aprobada válida', en: 'The investor has no valid approved CLABE' },
  'payout.reason.bankChangePending': { es: 'Tiene un cambio de datos bancarios esperando aprobación', en: 'A change of bank data is waiting for approval' },
  'payout.reason.investmentClosed': { es: 'La inversión está concluida', en: 'The investment is closed' },
  'payout.reason.alreadyPaid': { es: 'El periodo ya está pagado', en: 'The period is already paid' },
  'payout.reason.inAnotherRun': { es: 'El periodo ya está en otra corrida', en: 'The period is already in another run' },
  'payout.reason.bankChanged': { es: 'Cambiaron los datos bancarios del inversionista después de preparar la corrida', en: "The investor's bank data changed after the run was prepared" },
  'payout.reason.runRejected': { es: 'La corrida fue rechazada', en: 'The run was rejected' },
  'payout.paidTitle': { es: 'Recibiste un pago de intereses', en: 'You received an interest payment' },
  'payout.paidText': {
    es: 'Caudal te pagó {amount} {currency} el {date} (inversión {investment}, clave de rastreo {key})',
    en: 'Caudal paid you {amount} {currency} on {date} (investment {investment}, tracking key {key})',
  },
  'rules.payoutClabe': { es: 'La CLABE de la referencia {reference} no es válida (18 dígitos con su dígito verificador)', en: 'The CLABE of reference {reference} is not valid (18 digits with its check digit)' },
  'rules.payoutAmount': { es: 'El importe de la referencia {reference} debe ser positivo con dos decimales', en: 'The amount of reference {reference} must be positive with two decimals' },
  'rules.payoutReference': { es: 'La referencia {reference} debe tener de 1 a 7 dígitos', en: 'Reference {reference} must have 1 to 7 digits' },
  'rules.payoutBeneficiary': { es: 'Falta el nombre del beneficiario de la referencia {reference}', en: 'The beneficiary name of reference {reference} is missing' },
});

/** The headings and words of the run's xlsx (for people). */
export const payoutSheetMessages = defineTexts({
  'payout.sheet.title': { es: 'Pagos a inversionistas', en: 'Investor payouts' },
  'payout.sheet.reference': { es: 'Referencia', en: 'Reference' },
  'payout.sheet.investor': { es: 'Inversionista', en: 'Investor' },
  'payout.sheet.rfc': { es: 'RFC', en: 'RFC' },
  'payout.sheet.clabe': { es: 'CLABE', en: 'CLABE' },
  'payout.sheet.investment': { es: 'Inversión', en: 'Investment' },
  'payout.sheet.period': { es: 'Periodo', en: 'Period' },
  'payout.sheet.date': { es: 'Fecha de pago', en: 'Payment date' },
  'payout.sheet.interests': { es: 'Intereses', en: 'Interest' },
  'payout.sheet.retentions': { es: 'Retención ISR', en: 'ISR withheld' },
  'payout.sheet.total': { es: 'Total a pagar', en: 'Total to pay' },
  'payout.sheet.currency': { es: 'Moneda', en: 'Currency' },
  'payout.sheet.status': { es: 'Estado', en: 'Status' },
  'payout.sheet.trackingKey': { es: 'Clave de rastreo', en: 'Tracking key' },
  'payout.sheet.paidOn': { es: 'Pagado el', en: 'Paid on' },
  'payout.sheet.reason': { es: 'Motivo', en: 'Reason' },
  'payout.sheet.status.due': { es: 'Por pagar', en: 'Due' },
  'payout.sheet.status.paid': { es: 'Pagado', en: 'Paid' },
  'payout.sheet.status.failed': { es: 'Fallido', en: 'Failed' },
  'payout.sheet.status.excluded': { es: 'Fuera de la corrida', en: 'Taken out' },
});

export const statementMessages = defineTexts({
  'statements.month': { es: 'El mes debe ser AAAA-MM', en: 'The month must be YYYY-MM' },
  'statements.none': { es: 'Ningún inversionista tuvo capital invertido en ese mes', en: 'No investor had capital invested in that month' },
});
