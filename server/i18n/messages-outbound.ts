/**
 * What the server writes about calls to other services (docs/decisions/101): a provider that is slow
 * or down, and invoicing that is still in process with the PAC. Spread into messages.ts, the one catalogue.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const outboundMessages = defineTexts({
  'outbound.pdfTimedOut': {
    es: 'El PDF tardó demasiado en generarse; intenta de nuevo en un momento',
    en: 'The PDF took too long to render; try again in a moment',
  },
  'invoicing.inProgress': {
    es: 'Esta factura ya tiene una operación en proceso con el PAC; espera a que se confirme e intenta de nuevo',
    en: 'This invoice already has an operation in process with the PAC; wait until it is confirmed and try again',
  },
  'invoicing.detailsInProgress': {
    es: 'Las facturas de los detalles {ids} ya se están generando; espera a que se confirmen',
    en: 'The invoices of details {ids} are already being issued; wait until they are confirmed',
  },
  'invoicing.loanInProgress': {
    es: 'El préstamo tiene facturas en proceso con el PAC; espera a que se confirmen e intenta de nuevo',
    en: 'The loan has invoices in process with the PAC; wait until they are confirmed and try again',
  },
  'invoicing.refusedAfterSome': {
    es: 'Detalle {id}: {reason}. Las facturas de los detalles {issued} sí se emitieron y quedaron registradas',
    en: 'Detail {id}: {reason}. The invoices of details {issued} were issued and are recorded',
  },
  'invoicing.issuedBeforeRefusal': {
    es: 'Se emitieron y registraron las facturas de los detalles {ids}',
    en: 'The invoices of details {ids} were issued and recorded',
  },
  'invoicing.batchInProcess': {
    es: 'El PAC no confirmó a tiempo la factura de los detalles {ids}: quedó en proceso y se confirmará automáticamente.{notSent}',
    en: 'The PAC did not confirm the invoice of details {ids} in time: it is in process and will be confirmed automatically.{notSent}',
  },
  'invoicing.notSent': {
    es: ' No se enviaron los detalles {ids}; puedes generarlos de nuevo',
    en: ' Details {ids} were not sent; you can issue them again',
  },
  'invoicing.reconciled': {
    es: 'Revisión terminada: {done} registradas, {cancelled} canceladas, {failed} rechazadas, {inProcess} aún en proceso; {attention} requieren atención',
    en: 'Check finished: {done} recorded, {cancelled} cancelled, {failed} refused, {inProcess} still in process; {attention} need attention',
  },
  'invoices.paymentInProcess': {
    es: 'Cobro en proceso: el PAC no confirmó a tiempo el complemento de pago; el cobro se registrará automáticamente en cuanto lo confirme',
    en: 'Payment in process: the PAC did not confirm the payment complement in time; the payment is recorded automatically once it does',
  },
  'invoices.cancellationInProcess': {
    es: 'Cancelación en proceso: el PAC no la confirmó a tiempo; se registrará automáticamente en cuanto la confirme',
    en: 'Cancellation in process: the PAC did not confirm it in time; it is recorded automatically once it does',
  },
});
