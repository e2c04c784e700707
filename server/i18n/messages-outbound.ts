/**
 * What the server writes about calls to other services (docs/decisions/101): a provider that is slow
 * or down, and invoicing that is still in process with the PAC. Spread into messages-es.ts and
 * messages-en.ts, which stay the one catalogue per language.
 */
export const outboundMessagesEs = {
  'outbound.pdfTimedOut': 'El PDF tardó demasiado en generarse; intenta de nuevo en un momento',
  'invoicing.inProgress': 'Esta factura ya tiene una operación en proceso con el PAC; espera a que se confirme e intenta de nuevo',
  'invoicing.detailsInProgress': 'Las facturas de los detalles {ids} ya se están generando; espera a que se confirmen',
  'invoicing.loanInProgress': 'El préstamo tiene facturas en proceso con el PAC; espera a que se confirmen e intenta de nuevo',
  'invoicing.refusedAfterSome': 'Detalle {id}: {reason}. Las facturas de los detalles {issued} sí se emitieron y quedaron registradas',
  'invoicing.issuedBeforeRefusal': 'Se emitieron y registraron las facturas de los detalles {ids}',
  'invoicing.batchInProcess': 'El PAC no confirmó a tiempo la factura de los detalles {ids}: quedó en proceso y se confirmará automáticamente.{notSent}',
  'invoicing.notSent': ' No se enviaron los detalles {ids}; puedes generarlos de nuevo',
  'invoicing.reconciled': 'Revisión terminada: {done} registradas, {cancelled} canceladas, {failed} rechazadas, {inProcess} aún en proceso; {attention} requieren atención',
  'invoices.paymentInProcess': 'Cobro en proceso: el PAC no confirmó a tiempo el complemento de pago; el cobro se registrará automáticamente en cuanto lo confirme',
  'invoices.cancellationInProcess': 'Cancelación en proceso: el PAC no la confirmó a tiempo; se registrará automáticamente en cuanto la confirme',
} as const;

export const outboundMessagesEn: Record<keyof typeof outboundMessagesEs, string> = {
  'outbound.pdfTimedOut': 'The PDF took too long to render; try again in a moment',
  'invoicing.inProgress': 'This invoice already has an operation in process with the PAC; wait until it is confirmed and try again',
  'invoicing.detailsInProgress': 'The invoices of details {ids} are already being issued; wait until they are confirmed',
  'invoicing.loanInProgress': 'The loan has invoices in process with the PAC; wait until they are confirmed and try again',
  'invoicing.refusedAfterSome': 'Detail {id}: {reason}. The invoices of details {issued} were issued and are recorded',
  'invoicing.issuedBeforeRefusal': 'The invoices of details {ids} were issued and recorded',
  'invoicing.batchInProcess': 'The PAC did not confirm the invoice of details {ids} in time: it is in process and will be confirmed automatically.{notSent}',
  'invoicing.notSent': ' Details {ids} were not sent; you can issue them again',
  'invoicing.reconciled': 'Check finished: {done} recorded, {cancelled} cancelled, {failed} refused, {inProcess} still in process; {attention} need attention',
  'invoices.paymentInProcess': 'Payment in process: the PAC did not confirm the payment complement in time; the payment is recorded automatically once it does',
  'invoices.cancellationInProcess': 'Cancellation in process: the PAC did not confirm it in time; it is recorded automatically once it does',
};
