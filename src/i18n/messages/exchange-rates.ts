/**
 * The rates by day that dollar CFDIs take (Banxico's FIX), on the cover-config screen (docs/decisions/113),
 * and the INPC catalogue and a loan's IVA treatment (docs/decisions/115).
 */
import { DEMO_INPC_SOURCE } from '../../../schemas/inpc.ts';
import { sharedWords } from './shared-words.ts';
import { defineTexts } from '../texts.ts';

export const exchangeRateMessages = defineTexts({
  resources: {
    exchange_rate: {
      name: { es: 'Tipo de cambio FIX |||| Tipos de cambio FIX', en: 'FIX exchange rate |||| FIX exchange rates' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        fixed_on: { es: 'Fecha del FIX', en: 'FIX date' },
        rate: { es: 'FIX (MXN por USD)', en: 'FIX (MXN per USD)' },
        source: { es: 'Origen', en: 'Source' },
        created_at: { es: 'Registrado', en: 'Entered' },
        updated_at: { es: 'Actualizado', en: 'Updated' },
      },
      options: {
        source: {
          banxico: { es: 'Banxico', en: 'Banxico' },
          manual: { es: 'Captura manual', en: 'Entered by hand' },
          demo: { es: 'Valor de demostración', en: 'Demo value' },
        },
      },
    },
    inpc: {
      name: { es: 'INPC |||| INPC', en: 'INPC |||| INPC' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        month: { es: 'Mes', en: 'Month' },
        value: { es: 'INPC', en: 'INPC' },
        source: { es: 'Fuente', en: 'Source' },
        created_at: { es: 'Registrado', en: 'Entered' },
        updated_at: { es: 'Actualizado', en: 'Updated' },
      },
      options: {
        source: {
          // The stored source is the Spanish text itself (schemas/inpc.ts).
          demo: { es: DEMO_INPC_SOURCE, en: 'Demo value (not published by INEGI)' },
        },
      },
    },
    loan: {
      options: {
        vat_treatment: sharedWords.vatTreatments,
      },
      empty: {
        vat_treatment: { es: 'Según el cliente (predeterminado)', en: 'By the customer (default)' },
      },
    },
  },
  caudal: {
    exchangeRates: {
      title: { es: 'Tipo de cambio FIX para CFDI en dólares', en: 'FIX exchange rate for dollar CFDIs' },
      hint: {
        es: 'Una factura o complemento en dólares emitido un día lleva el FIX publicado en el DOF ese día: el que Banxico determinó el día hábil anterior. Si quien opera el servidor activó la consulta a Banxico, se obtiene solo cada día; si no, aquí se captura a mano.',
        en: 'A dollar invoice or complement issued on a day takes the FIX the DOF publishes that day: the one Banxico determined the business day before. If whoever runs the server turned on the Banxico fetch, it comes in every day; if not, it is entered here by hand.',
      },
      fixedOn: { es: 'Fecha del FIX', en: 'FIX date' },
      rate: { es: 'FIX (MXN por USD)', en: 'FIX (MXN per USD)' },
      add: { es: 'Registrar FIX', en: 'Enter FIX' },
      empty: { es: 'Aún no hay tipos de cambio FIX registrados.', en: 'No FIX exchange rate entered yet.' },
    },
    inpc: {
      title: { es: 'INPC del INEGI para el IVA sobre intereses reales', en: "INEGI's INPC for IVA on real interest" },
      hint: {
        es: 'Un préstamo con IVA sobre el interés real (LIVA 18-A) se factura con el INPC del mes de corte y el del mes anterior. El INEGI publica el de cada mes alrededor del día 10 del siguiente: captúralo aquí con su fuente. Un mes ya capturado se corrige al registrarlo de nuevo.',
        en: "A loan with IVA on the real interest (LIVA 18-A) is invoiced with the INPC of the cut-off month and of the month before. INEGI publishes each month's around the 10th of the next: enter it here with its source. A month already entered is corrected by entering it again.",
      },
      month: { es: 'Mes', en: 'Month' },
      value: { es: 'INPC', en: 'INPC' },
      source: { es: 'Fuente', en: 'Source' },
      add: { es: 'Registrar INPC', en: 'Enter INPC' },
      update: { es: 'Corregir INPC', en: 'Correct INPC' },
      empty: { es: 'Aún no hay meses del INPC registrados.', en: 'No INPC month entered yet.' },
    },
  },
});
