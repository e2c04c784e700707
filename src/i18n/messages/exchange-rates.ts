/**
 * The rates by day that dollar CFDIs take (Banxico's FIX), on the cover-config screen (docs/decisions/113),
 * and the INPC catalogue and a loan's IVA treatment (docs/decisions/115).
 */
export const exchangeRateMessages = {
  es: {
    resources: {
      exchange_rate: {
        name: 'Tipo de cambio FIX |||| Tipos de cambio FIX',
        fields: { id: 'ID', fixed_on: 'Fecha del FIX', rate: 'FIX (MXN por USD)', source: 'Origen', created_at: 'Registrado', updated_at: 'Actualizado' },
        options: { source: { banxico: 'Banxico', manual: 'Captura manual' } },
      },
      inpc: { name: 'INPC |||| INPC', fields: { id: 'ID', month: 'Mes', value: 'INPC', source: 'Fuente', created_at: 'Registrado', updated_at: 'Actualizado' } },
      loan: {
        options: { vat_treatment: { exempt: 'Exento (LIVA 15-X-b)', nominal: '16 % sobre interés nominal', real: '16 % sobre interés real (LIVA 18-A)' } },
        empty: { vat_treatment: 'Según el cliente (predeterminado)' },
      },
    },
    caudal: {
      exchangeRates: {
        title: 'Tipo de cambio FIX para CFDI en dólares',
        hint: 'Una factura o complemento en dólares emitido un día lleva el FIX publicado en el DOF ese día: el que Banxico determinó el día hábil anterior. Con BANXICO_TOKEN se obtiene solo cada día; aquí se captura a mano.',
        fixedOn: 'Fecha del FIX', rate: 'FIX (MXN por USD)', add: 'Registrar FIX', empty: 'Aún no hay tipos de cambio FIX registrados.',
      },
      inpc: {
        title: 'INPC del INEGI para el IVA sobre intereses reales',
        hint: 'Un préstamo con IVA sobre el interés real (LIVA 18-A) se factura con el INPC del mes de corte y el del mes anterior. El INEGI publica el de cada mes alrededor del día 10 del siguiente: captúralo aquí con su fuente. Un mes ya capturado se corrige al registrarlo de nuevo.',
        month: 'Mes', value: 'INPC', source: 'Fuente', add: 'Registrar INPC', update: 'Corregir INPC', empty: 'Aún no hay meses del INPC registrados.',
      },
    },
  },
  en: {
    resources: {
      exchange_rate: {
        name: 'FIX exchange rate |||| FIX exchange rates',
        fields: { id: 'ID', fixed_on: 'FIX date', rate: 'FIX (MXN per USD)', source: 'Source', created_at: 'Entered', updated_at: 'Updated' },
        options: { source: { banxico: 'Banxico', manual: 'Entered by hand' } },
      },
      inpc: { name: 'INPC |||| INPC', fields: { id: 'ID', month: 'Month', value: 'INPC', source: 'Source', created_at: 'Entered', updated_at: 'Updated' } },
      loan: {
        options: { vat_treatment: { exempt: 'Exempt (LIVA 15-X-b)', nominal: '16 % on nominal interest', real: '16 % on real interest (LIVA 18-A)' } },
        empty: { vat_treatment: 'By the customer (default)' },
      },
    },
    caudal: {
      exchangeRates: {
        title: 'FIX exchange rate for dollar CFDIs',
        hint: 'A dollar invoice or complement issued on a day takes the FIX the DOF publishes that day: the one Banxico determined the business day before. With BANXICO_TOKEN it is fetched every day; here it is entered by hand.',
        fixedOn: 'FIX date', rate: 'FIX (MXN per USD)', add: 'Enter FIX', empty: 'No FIX exchange rate entered yet.',
      },
      inpc: {
        title: "INEGI's INPC for IVA on real interest",
        hint: "A loan with IVA on the real interest (LIVA 18-A) is invoiced with the INPC of the cut-off month and of the month before. INEGI publishes each month's around the 10th of the next: enter it here with its source. A month already entered is corrected by entering it again.",
        month: 'Month', value: 'INPC', source: 'Source', add: 'Enter INPC', update: 'Correct INPC', empty: 'No INPC month entered yet.',
      },
    },
  },
};
