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
      loan: { options: { vat_treatment: { exempt: 'Exento (LIVA 15-X-b)', nominal: '16 % sobre interés nominal', real: '16 % sobre interés real (LIVA 18-A)' } } },
    },
    caudal: {
      exchangeRates: {
        title: 'Tipo de cambio FIX para CFDI en dólares',
        hint: 'Una factura o complemento en dólares emitido un día lleva el FIX publicado en el DOF ese día: el que Banxico determinó el día hábil anterior. Con BANXICO_TOKEN se obtiene solo cada día; aquí se captura a mano.',
        fixedOn: 'Fecha del FIX', rate: 'FIX (MXN por USD)', add: 'Registrar FIX', empty: 'Aún no hay tipos de cambio FIX registrados.',
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
      loan: { options: { vat_treatment: { exempt: 'Exempt (LIVA 15-X-b)', nominal: '16 % on nominal interest', real: '16 % on real interest (LIVA 18-A)' } } },
    },
    caudal: {
      exchangeRates: {
        title: 'FIX exchange rate for dollar CFDIs',
        hint: 'A dollar invoice or complement issued on a day takes the FIX the DOF publishes that day: the one Banxico determined the business day before. With BANXICO_TOKEN it is fetched every day; here it is entered by hand.',
        fixedOn: 'FIX date', rate: 'FIX (MXN per USD)', add: 'Enter FIX', empty: 'No FIX exchange rate entered yet.',
      },
    },
  },
};
