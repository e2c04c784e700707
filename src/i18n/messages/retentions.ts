/** Investors' retention certificates: the entity's labels and the screen's texts, in both languages. */
import { appTexts } from '../app-texts.ts';
import { sharedWords } from './shared-words.ts';
import { defineTexts } from '../texts.ts';

export const retentionMessages = defineTexts({
  resources: {
    retention_certificate: {
      name: { es: 'Constancia de retenciones |||| Constancias de retenciones', en: 'Tax withholding certificate |||| Tax withholding certificates' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        user_id: { es: 'Inversionista', en: 'Investor' },
        year: { es: 'Ejercicio', en: 'Tax year' },
        from_month: { es: 'Mes inicial', en: 'First month' },
        to_month: { es: 'Mes final', en: 'Last month' },
        folio: { es: 'Folio', en: 'Folio' },
        uuid: { es: 'Folio fiscal (UUID)', en: 'Fiscal folio (UUID)' },
        status: { es: 'Estatus', en: 'Status' },
        receiver_rfc: { es: 'RFC', en: 'RFC' },
        receiver_name: { es: 'Receptor', en: 'Receiver' },
        nominal: { es: 'Intereses nominales', en: 'Nominal interest' },
        exempt: { es: 'Exento', en: 'Exempt' },
        withheld: { es: 'ISR retenido', en: 'Tax withheld (ISR)' },
        adjustment: { es: 'Ajuste por inflación', en: 'Inflation adjustment' },
        real_interest: { es: 'Intereses reales', en: 'Real interest' },
        loss: { es: 'Pérdida', en: 'Loss' },
        payments: { es: 'Pagos', en: 'Payments' },
        replaces_id: { es: 'Corrige a', en: 'Corrects' },
        cancellation_motive: sharedWords.cancellationMotive,
        provider: { es: 'Proveedor', en: 'Provider' },
        provider_ref: { es: 'Referencia del PAC', en: 'PAC reference' },
        stamped_at: { es: 'Timbrada el', en: 'Stamped on' },
        xml_location: { es: 'Archivos', en: 'Files' },
        pdf_location: { es: 'PDF', en: 'PDF' },
        outdated: { es: 'Desactualizada', en: 'Outdated' },
        created_at: { es: 'Emitida', en: 'Issued' },
        updated_at: { es: 'Actualizada', en: 'Updated' },
      },
      options: {
        status: {
          not_stamped: { es: 'Sin timbrar', en: 'Not stamped' },
          stamped: { es: 'Timbrada', en: 'Stamped' },
          cancellation_pending: sharedWords.cancellationPending,
          cancelled: { es: 'Cancelada', en: 'Cancelled' },
        },
        cancellation_motive: {
          ...sharedWords.motives,
          '04': { es: '04 Operación nominativa', en: '04 Nominative operation' },
        },
      },
    },
  },
  caudal: {
    screens: {
      retentionCertificates: appTexts.caudal.menu.constancias,
    },
    actions: {
      corregir_constancia: { es: 'Emitir corregida', en: 'Issue corrected' },
      cancelar_constancia: { es: 'Cancelar', en: 'Cancel' },
    },
    retentions: {
      issueTitle: { es: 'Emitir las constancias de un ejercicio', en: "Issue a tax year's certificates" },
      issueHint: {
        es: 'Una constancia por inversionista con los intereses pagados en el año y el ISR retenido (CFDI de Retenciones con complemento de Intereses). Si lo ejecutas de nuevo, continúa donde se quedó y no emite nada dos veces.',
        en: 'One certificate per investor with the interest paid in the year and the tax withheld (CFDI de Retenciones with the Intereses complement). Run it again and it continues where it stopped, never issuing anything twice.',
      },
      year: { es: 'Ejercicio', en: 'Tax year' },
      period: { es: 'Periodo', en: 'Period' },
      months: {
        0: { es: 'Todo el año', en: 'The whole year' },
        1: { es: 'Enero', en: 'January' },
        2: { es: 'Febrero', en: 'February' },
        3: { es: 'Marzo', en: 'March' },
        4: { es: 'Abril', en: 'April' },
        5: { es: 'Mayo', en: 'May' },
        6: { es: 'Junio', en: 'June' },
        7: { es: 'Julio', en: 'July' },
        8: { es: 'Agosto', en: 'August' },
        9: { es: 'Septiembre', en: 'September' },
        10: { es: 'Octubre', en: 'October' },
        11: { es: 'Noviembre', en: 'November' },
        12: { es: 'Diciembre', en: 'December' },
      },
      issue: { es: 'Emitir constancias', en: 'Issue certificates' },
      running: { es: 'Emitiendo… %{issued} de %{investors} inversionistas', en: 'Issuing… %{issued} of %{investors} investors' },
      finished: {
        es: 'Listo: %{issued} de %{investors} inversionistas tienen su constancia de %{year}',
        en: 'Done: %{issued} of %{investors} investors have their %{year} certificate',
      },
      inProcess: {
        es: '%{count} quedaron en proceso con el proveedor; se confirmarán automáticamente',
        en: '%{count} are in process with the provider; they will be confirmed automatically',
      },
      problems: { es: 'Sin constancia', en: 'Without a certificate' },
      outdated: { es: 'Desactualizada: sus pagos cambiaron', en: 'Outdated: its payments changed' },
      download: { es: 'Descargar', en: 'Download' },
      cancel: { es: 'Cancelar', en: 'Cancel' },
      correct: { es: 'Emitir corregida', en: 'Issue corrected' },
      cancelTitle: { es: 'Cancelar la constancia %{folio}', en: 'Cancel certificate %{folio}' },
      correctTitle: { es: 'Emitir una constancia corregida de %{folio}', en: 'Issue a corrected certificate of %{folio}' },
      correctText: {
        es: 'Se emite una constancia nueva con los pagos de su periodo como están hoy, relacionada con esta; si esta sigue vigente, se cancela después (motivo 01).',
        en: 'A new certificate is issued with the payments of its period as they are today, related to this one; if this one is still live, it is cancelled after (motive 01).',
      },
      motive: { es: 'Motivo', en: 'Reason' },
      motives: {
        '02': sharedWords.motives['02'],
        '03': sharedWords.motives['03'],
      },
      confirm: { es: 'Confirmar', en: 'Confirm' },
      close: { es: 'Cerrar', en: 'Close' },
      cancelled: { es: 'Constancia cancelada', en: 'Certificate cancelled' },
      corrected: { es: 'Constancia corregida emitida', en: 'Corrected certificate issued' },
      pending: {
        es: 'Quedó en proceso con el proveedor; se confirmará automáticamente',
        en: 'In process with the provider; it will be confirmed automatically',
      },
      error: { es: 'No se pudo completar la acción sobre la constancia', en: 'The action on the certificate could not be completed' },
      issueError: {
        es: 'Hubo un error al emitir las constancias; vuelve a intentarlo y continuará donde se quedó',
        en: 'Issuing the certificates failed; try again and it will continue where it stopped',
      },
    },
  },
});
