/** The hedge screens' texts (/coberturas and the admin lists constantes, proyeccion, cobertura-config). */
const hedgeFieldsEs = {
  id: 'Folio', userId: 'Titular', user: 'Titular', instrumentId: 'Instrumento', instrument: 'Instrumento', statusId: 'Estatus',
  status: 'Estatus', side: 'Operación', amountUSD: 'Monto USD', pendingAmountUSD: 'Pendiente USD', pendingAmountMXN: 'Pendiente MXN',
  spot: 'Spot', spotAt: 'Hora del spot', rateMXN: 'Tasa MXN', rateUSD: 'Tasa USD', spread: 'Diferencial', forwardRate: 'Forward',
  K: 'Tipo de cambio pactado', tradeDate: 'Fecha de operación', maturity: 'Vencimiento', days: 'Días', canBeLiquidate: 'Liquidable',
  requestGenerated: 'Solicitud generada', created_at: 'Fecha', updated_at: 'Actualizada',
};
const hedgeFieldsEn: typeof hedgeFieldsEs = {
  id: 'Number', userId: 'Holder', user: 'Holder', instrumentId: 'Instrument', instrument: 'Instrument', statusId: 'Status',
  status: 'Status', side: 'Side', amountUSD: 'Amount USD', pendingAmountUSD: 'Pending USD', pendingAmountMXN: 'Pending MXN',
  spot: 'Spot', spotAt: 'Spot time', rateMXN: 'MXN rate', rateUSD: 'USD rate', spread: 'Spread', forwardRate: 'Forward',
  K: 'Agreed rate', tradeDate: 'Trade date', maturity: 'Maturity', days: 'Days', canBeLiquidate: 'Can be liquidated',
  requestGenerated: 'Request generated', created_at: 'Date', updated_at: 'Updated',
};

export const forwardMessages = {
  es: {
    resources: {
      forward_open: { name: 'Cobertura vigente |||| Coberturas vigentes', fields: hedgeFieldsEs, options: { side: { buy: 'Compra USD', sell: 'Venta USD' } } },
      forward_closed: {
        name: 'Cobertura concluida |||| Coberturas concluidas',
        fields: { ...hedgeFieldsEs, parentId: 'Cobertura origen', kind: 'Cierre', amountMXN: 'Monto MXN', referenceRate: 'Tipo de cambio de referencia', profit: 'Utilidad MXN', created_at: 'Fecha de cierre' },
        options: { side: { buy: 'Compra USD', sell: 'Venta USD' }, kind: { partial: 'Parcialidad', differential: 'Salida por diferencial', liquidation: 'Liquidación' } },
      },
      forward_constant: { name: 'Constante |||| Constantes', fields: { id: 'ID', instrumentId: 'Instrumento', value: 'Valor', isCurrent: 'Vigente', created_at: 'Desde' } },
    },
    caudal: {
      actions: { diferencial: 'Salida por diferencial', parcialidad: 'Parcialidad', liquidar: 'Liquidar' },
      forwards: {
        new: {
          title: 'Nueva cobertura', intro: 'Simula un forward USD/MXN: cuánto, hacia dónde y a qué plazo. El precio se calcula con el último tipo de cambio y las constantes vigentes.',
          amountUSD: 'Monto en USD', side: 'Operación', buy: 'Compro dólares (pago pesos)', sell: 'Vendo dólares (recibo pesos)', months: 'Plazo (meses)',
          instrument: 'Instrumento', owner: 'Cliente o inversionista', simulate: 'Simular', request: 'Solicitar cobertura', lastQuote: 'Último tipo de cambio: %{rate} (%{time})',
          noQuote: 'Aún no hay tipo de cambio registrado.', chartTitle: 'Curva forward por mes al vencimiento', forward: 'Forward', clientRate: 'Tipo de cambio cliente (K)', agreedK: 'K pactado',
          projection: 'Proyección de mercado', month: 'Mes', requested: 'Solicitud generada: cobertura %{id}, vence el %{date}.', seeOpen: 'Ver coberturas vigentes',
          figures: { spot: 'Spot usado', spotAt: 'Hora del spot', forwardRate: 'Forward al vencimiento', points: 'Puntos forward', K: 'Tipo de cambio pactado (K)', spread: 'Diferencial al cliente', amountMXN: 'Monto en pesos', maturity: 'Vencimiento', days: 'Días', rates: 'Tasas MXN / USD' },
        },
        open: {
          closingOn: 'Cierre de coberturas permitido', closingOff: 'Cierre de coberturas no permitido: %{reason}', calendar: 'Vencimientos',
          noMaturities: 'Sin vencimientos pendientes.', hedgesDue: '%{smart_count} cobertura, USD %{amount} |||| %{smart_count} coberturas, USD %{amount}',
          confirmDifferential: '¿Cerrar el pendiente de la cobertura %{id} (USD %{amount}) por diferencial?',
          confirmPartial: '¿Tomar USD %{amount} de la cobertura %{id}?', confirmLiquidate: '¿Liquidar la cobertura %{id} (USD %{amount} pendientes)?',
          confirmTitle: 'Confirmar', partialTitle: 'Parcialidad de la cobertura %{id}', partialAmount: 'Monto en USD (pendiente: %{pending})',
          partialTooMuch: 'No puede exceder lo pendiente', notLiquidable: 'Solo se liquida al vencimiento o si el instrumento lo permite',
        },
        closed: { profitHint: 'Positivo: se paga al cliente; negativo: lo paga el cliente.' },
        constants: {
          add: 'Nuevo valor',
          hint: 'Guardar un valor lo hace el vigente de su instrumento; los anteriores quedan como historial. "Constante widget" es el diferencial al cliente (pesos por dólar); las tasas son anuales en %.',
        },
        projection: {
          title: 'Proyección', upload: 'Subir proyección (.xlsx)', template: 'Descargar plantilla de ejemplo', current: 'Proyección vigente',
          uploadedAt: 'Archivo %{file}, cargado el %{time}', empty: 'No hay proyección vigente.', date: 'Fecha', rate: 'Tipo de cambio', row: 'Fila',
          help: 'Plantilla: una hoja; en la fila 1 los encabezados "Fecha" y "Tipo de cambio"; después una fila por fecha (fecha AAAA-MM-DD o DD/MM/AAAA y tipo de cambio con hasta 4 decimales, entre 5 y 50). Si una fila tiene error se rechaza el archivo completo indicando la fila.',
          failure: {
            title: 'El archivo no se cargó: %{smart_count} error |||| El archivo no se cargó: %{smart_count} errores',
            row: 'Fila %{row}: %{message}',
            kept: 'No se guardó nada de este archivo; sigue vigente la proyección anterior (%{file}, %{smart_count} fila). |||| No se guardó nada de este archivo; sigue vigente la proyección anterior (%{file}, %{smart_count} filas).',
            none: 'No se guardó nada de este archivo; no hay una proyección vigente.',
            hidden: 'Tras un archivo rechazado no se muestran los tipos de cambio; la proyección vigente vuelve a mostrarse al recargar la página.',
          },
        },
        config: {
          title: 'Configuración de cierre de coberturas', enabled: 'Permitir cerrar coberturas', startTime: 'Desde (hora de CDMX)', endTime: 'Hasta (hora de CDMX)',
          weekdaysOnly: 'Solo de lunes a viernes', save: 'Guardar', toggleOn: 'Activar cierre', toggleOff: 'Desactivar cierre', now: 'Ahora (%{time}): %{state}',
          open: 'se pueden cerrar coberturas', closed: 'no se pueden cerrar coberturas (%{reason})',
          quotes: 'Tipo de cambio USD/MXN', quoteRate: 'Tipo de cambio', quotedAt: 'Fecha y hora', source: 'Origen', addQuote: 'Registrar tipo de cambio',
          uploadQuotes: 'Subir tipos de cambio (.xlsx)', quotesHelp: 'Misma plantilla que la proyección: cada fecha se registra como el FIX de ese día a las 12:00.',
          sources: { manual: 'Captura', upload: 'Archivo', seed: 'Histórico', banxico: 'Banxico' },
        },
      },
    },
  },
  en: {
    resources: {
      forward_open: { name: 'Open hedge |||| Open hedges', fields: hedgeFieldsEn, options: { side: { buy: 'Buy USD', sell: 'Sell USD' } } },
      forward_closed: {
        name: 'Concluded hedge |||| Concluded hedges',
        fields: { ...hedgeFieldsEn, parentId: 'Original hedge', kind: 'Close', amountMXN: 'Amount MXN', referenceRate: 'Reference rate', profit: 'Profit MXN', created_at: 'Closed on' },
        options: { side: { buy: 'Buy USD', sell: 'Sell USD' }, kind: { partial: 'Partial exit', differential: 'Exit by differential', liquidation: 'Liquidation' } },
      },
      forward_constant: { name: 'Constant |||| Constants', fields: { id: 'ID', instrumentId: 'Instrument', value: 'Value', isCurrent: 'Current', created_at: 'Since' } },
    },
    caudal: {
      actions: { diferencial: 'Exit by differential', parcialidad: 'Partial exit', liquidar: 'Liquidate' },
      forwards: {
        new: {
          title: 'New hedge', intro: 'Simulate a USD/MXN forward: how much, which way and for how long. It is priced with the latest exchange rate and the current constants.',
          amountUSD: 'Amount in USD', side: 'Side', buy: 'I buy dollars (pay pesos)', sell: 'I sell dollars (receive pesos)', months: 'Term (months)',
          instrument: 'Instrument', owner: 'Client or investor', simulate: 'Simulate', request: 'Request hedge', lastQuote: 'Latest exchange rate: %{rate} (%{time})',
          noQuote: 'No exchange rate has been entered yet.', chartTitle: 'Forward curve by month to maturity', forward: 'Forward', clientRate: 'Client rate (K)', agreedK: 'Agreed K',
          projection: 'Market projection', month: 'Month', requested: 'Request generated: hedge %{id}, maturing on %{date}.', seeOpen: 'See open hedges',
          figures: { spot: 'Spot used', spotAt: 'Spot time', forwardRate: 'Forward at maturity', points: 'Forward points', K: 'Agreed rate (K)', spread: 'Client spread', amountMXN: 'Amount in pesos', maturity: 'Maturity', days: 'Days', rates: 'MXN / USD rates' },
        },
        open: {
          closingOn: 'Closing hedges is allowed', closingOff: 'Closing hedges is not allowed: %{reason}', calendar: 'Maturities',
          noMaturities: 'No pending maturities.', hedgesDue: '%{smart_count} hedge, USD %{amount} |||| %{smart_count} hedges, USD %{amount}',
          confirmDifferential: 'Close what is pending of hedge %{id} (USD %{amount}) by differential?',
          confirmPartial: 'Take USD %{amount} of hedge %{id}?', confirmLiquidate: 'Liquidate hedge %{id} (USD %{amount} pending)?',
          confirmTitle: 'Confirm', partialTitle: 'Partial exit of hedge %{id}', partialAmount: 'Amount in USD (pending: %{pending})',
          partialTooMuch: 'It cannot exceed what is pending', notLiquidable: 'Liquidated only at maturity or when the instrument allows it',
        },
        closed: { profitHint: 'Positive: paid to the client; negative: paid by the client.' },
        constants: {
          add: 'New value',
          hint: 'Saving a value makes it the current one of its instrument; earlier ones stay as history. "Constante widget" is the client spread (pesos per dollar); rates are annual percentages.',
        },
        projection: {
          title: 'Projection', upload: 'Upload projection (.xlsx)', template: 'Download the example template', current: 'Current projection',
          uploadedAt: 'File %{file}, uploaded on %{time}', empty: 'There is no current projection.', date: 'Date', rate: 'Exchange rate', row: 'Row',
          help: 'Template: one sheet; row 1 holds the headers "Fecha" and "Tipo de cambio"; then one row per date (a date YYYY-MM-DD or DD/MM/YYYY and a rate with up to 4 decimals, between 5 and 50). A row with an error rejects the whole file and names the row.',
          failure: {
            title: 'The file was not loaded: %{smart_count} error |||| The file was not loaded: %{smart_count} errors',
            row: 'Row %{row}: %{message}',
            kept: 'Nothing of this file was stored; the previous projection stays in force (%{file}, %{smart_count} row). |||| Nothing of this file was stored; the previous projection stays in force (%{file}, %{smart_count} rows).',
            none: 'Nothing of this file was stored; there is no projection in force.',
            hidden: 'After a refused file no rates are shown; the projection in force shows again when the page is reloaded.',
          },
        },
        config: {
          title: 'Hedge closing configuration', enabled: 'Allow closing hedges', startTime: 'From (Mexico City time)', endTime: 'Until (Mexico City time)',
          weekdaysOnly: 'Monday to Friday only', save: 'Save', toggleOn: 'Turn closing on', toggleOff: 'Turn closing off', now: 'Now (%{time}): %{state}',
          open: 'hedges can be closed', closed: 'hedges cannot be closed (%{reason})',
          quotes: 'USD/MXN exchange rate', quoteRate: 'Exchange rate', quotedAt: 'Date and time', source: 'Source', addQuote: 'Enter exchange rate',
          uploadQuotes: 'Upload exchange rates (.xlsx)', quotesHelp: 'Same template as the projection: each date is stored as that day\'s FIX at 12:00.',
          sources: { manual: 'Typed', upload: 'File', seed: 'History', banxico: 'Banxico' },
        },
      },
    },
  },
};
