/** Investments, payments, expenses, the calculator, the investor dashboards and the investors screen. */
const esPaymentFields = {
  id: 'ID', investment_id: 'Inversión', date_payment: 'Fecha de pago', days: 'Días', interests: 'Interés', retentions: 'Retención ISR',
  total_to_pay: 'Total a pagar', expiration_payment: 'Fecha límite de pago', status_id: 'Estatus', paid_at: 'Pagado el',
  cfdi_pdf_location: 'CFDI (PDF)', cfdi_xml_location: 'CFDI (XML)', created_at: 'Creado', updated_at: 'Actualizado', deleted_at: 'Eliminado',
};
const enPaymentFields: typeof esPaymentFields = {
  id: 'ID', investment_id: 'Investment', date_payment: 'Payment date', days: 'Days', interests: 'Interest', retentions: 'ISR retention',
  total_to_pay: 'Total to pay', expiration_payment: 'Pay by', status_id: 'Status', paid_at: 'Paid on',
  cfdi_pdf_location: 'CFDI (PDF)', cfdi_xml_location: 'CFDI (XML)', created_at: 'Created', updated_at: 'Updated', deleted_at: 'Deleted',
};
const durations = (word: string) => ({ 3: `3 ${word}`, 6: `6 ${word}`, 9: `9 ${word}`, 12: `12 ${word}` });

const es = {
  resources: {
    investment: {
      name: 'Inversión |||| Inversiones',
      fields: {
        id: 'Folio', key: 'Clave', user_id: 'Inversionista', intelisis_id: 'ID Intelisis', amount: 'Monto', emission: 'Emisión', duration: 'Plazo',
        expiration: 'Vencimiento', days: 'Días', interests: 'Intereses', retentions: 'Retenciones', total_to_pay: 'Total a pagar',
        currency_id: 'Moneda', status_id: 'Estatus', contract: 'Contrato', created_at: 'Creada', updated_at: 'Actualizada',
      },
      sections: { investment: 'Inversión', terms: 'Condiciones', contract: 'Contrato' },
      options: { duration: durations('meses') },
    },
    investment_detail: { name: 'Pago |||| Pagos', fields: esPaymentFields },
    expenses: { name: 'Gasto |||| Gastos', fields: esPaymentFields },
  },
  caudal: {
    screens: { investors: 'Inversionistas' },
    actions: { cerrar: 'Concluir inversión', documentos: 'Documentos', pagos: 'Pagos', pagar: 'Registrar pago', dashboard: 'Dashboard' },
    investments: {
      close: {
        title: 'Concluir la inversión %{key}',
        text: 'Elige la fecha de término entre las fechas de pago de la inversión. Los pagos posteriores se cancelan.',
        available: 'Disponible', unavailable: 'No disponible', paidOn: 'pagado el %{date}', paidLater: 'hay un periodo posterior pagado', confirm: 'Concluir', none: 'La inversión no tiene fechas de pago.',
      },
      pay: { title: 'Registrar el pago del %{date}', paidAt: 'Fecha en que se pagó', confirm: 'Registrar' },
      documents: {
        title: 'Documentos', chooseInvestor: 'Selecciona un inversionista primero', investment: 'Inversión', empty: 'Esta inversión no tiene documentos.',
        contract: 'Contrato', cfdi_pdf: 'CFDI (PDF) del %{date}', cfdi_xml: 'CFDI (XML) del %{date}', open: 'Abrir', close: 'Cerrar',
        taxCertificates: 'Constancias fiscales (retenciones e intereses por año)',
      },
      calculator: {
        title: 'Calculadora de inversiones', currency: 'Tipo de moneda', amount: 'Monto a invertir', startDate: 'Fecha de inicio', duration: 'Plazo',
        personType: 'Tipo de persona', fisica: 'Persona física', moral: 'Persona moral', months: durations('meses'),
        simulate: 'Simular', request: 'Solicitar inversión', requested: 'Inversión solicitada', pdf: 'Descargar PDF', incomplete: 'Completa todos los campos antes de simular.',
        amountAboveMinimum: 'La inversión debe ser mayor a $ 100,000 MXN', amountBelowCurrencyMinimum: 'La inversión mínima en %{code} es %{minimum}',
        durationNotAllowed: 'El plazo debe ser de 3, 6, 9 o 12 meses', rates: 'Tasa anual %{rate} · retención ISR %{retention} sobre el capital',
        columns: { month: 'Mes', days: 'Días', start_date: 'Inicio', end_date: 'Fin', interest: 'Interés', retention: 'Retención', payout: 'Pago esperado' },
        totals: 'Totales', capital: 'Capital devuelto con el último pago: %{amount}', chartTitle: 'Pagos esperados por mes',
        chartInterest: 'Interés', chartPayout: 'Pago esperado', empty: 'Llena los datos y presiona Simular para ver los pagos mes a mes.',
      },
      dashboard: {
        active: 'Inversiones vigentes', concluded: 'Inversiones concluidas', investor: 'Inversionista', allInvestors: 'Todos los inversionistas',
        operatedCapital: 'Capital operado', generatedPerformance: 'Rendimiento generado', retentionsMade: 'Retenciones realizadas',
        paidPerformance: 'Rendimiento pagado', investmentsCount: '%{smart_count} inversión |||| %{smart_count} inversiones',
        chartTitle: 'Interés programado por mes y acumulado en todo el plazo', monthlyInterest: 'Interés programado del mes', accumulatedInterest: 'Interés programado acumulado',
        table: {
          key: 'Clave', investor: 'Inversionista', amount: 'Monto', rate: 'Interés %', emission: 'Emisión', expiration: 'Vencimiento',
          accumulated: 'Interés acumulado', paid: 'Pagado', payments: 'Pagos', documents: 'Documentos',
        },
        paymentsOf: '%{paid} de %{total}', empty: 'No hay inversiones para mostrar.', documents: 'Documentos y contratos',
      },
      investors: {
        title: 'Inversionistas', search: 'Buscar', name: 'Nombre', email: 'Correo', phone: 'Teléfono', personType: 'Tipo de persona',
        investments: 'Inversiones', active: '%{smart_count} vigente de %{total} |||| %{smart_count} vigentes de %{total}', activeCapital: 'Capital vigente', paid: 'Pagado', empty: 'No hay inversionistas.',
      },
    },
  },
};

const en: typeof es = {
  resources: {
    investment: {
      name: 'Investment |||| Investments',
      fields: {
        id: 'Folio', key: 'Key', user_id: 'Investor', intelisis_id: 'Intelisis ID', amount: 'Amount', emission: 'Issued', duration: 'Term',
        expiration: 'Maturity', days: 'Days', interests: 'Interest', retentions: 'Retentions', total_to_pay: 'Total to pay',
        currency_id: 'Currency', status_id: 'Status', contract: 'Contract', created_at: 'Created', updated_at: 'Updated',
      },
      sections: { investment: 'Investment', terms: 'Terms', contract: 'Contract' },
      options: { duration: durations('months') },
    },
    investment_detail: { name: 'Payment |||| Payments', fields: enPaymentFields },
    expenses: { name: 'Expense |||| Expenses', fields: enPaymentFields },
  },
  caudal: {
    screens: { investors: 'Investors' },
    actions: { cerrar: 'Conclude investment', documentos: 'Documents', pagos: 'Payments', pagar: 'Record payment', dashboard: 'Dashboard' },
    investments: {
      close: {
        title: 'Conclude investment %{key}',
        text: "Choose the end date among the investment's payment dates. Later payments are cancelled.",
        available: 'Available', unavailable: 'Not available', paidOn: 'paid on %{date}', paidLater: 'a later period is paid', confirm: 'Conclude', none: 'The investment has no payment dates.',
      },
      pay: { title: 'Record the payment of %{date}', paidAt: 'Date it was paid', confirm: 'Record' },
      documents: {
        title: 'Documents', chooseInvestor: 'Select an investor first', investment: 'Investment', empty: 'This investment has no documents.',
        contract: 'Contract', cfdi_pdf: 'CFDI (PDF) of %{date}', cfdi_xml: 'CFDI (XML) of %{date}', open: 'Open', close: 'Close',
        taxCertificates: 'Tax certificates (interest and tax withheld by year)',
      },
      calculator: {
        title: 'Investment calculator', currency: 'Currency', amount: 'Amount to invest', startDate: 'Start date', duration: 'Term',
        personType: 'Person type', fisica: 'Natural person', moral: 'Legal entity', months: durations('months'),
        simulate: 'Simulate', request: 'Request investment', requested: 'Investment requested', pdf: 'Download PDF', incomplete: 'Fill in every field before simulating.',
        amountAboveMinimum: 'The investment must be greater than $ 100,000 MXN', amountBelowCurrencyMinimum: 'The minimum investment in %{code} is %{minimum}',
        durationNotAllowed: 'The term must be 3, 6, 9 or 12 months', rates: 'Annual rate %{rate} · ISR retention %{retention} on the capital',
        columns: { month: 'Month', days: 'Days', start_date: 'Start', end_date: 'End', interest: 'Interest', retention: 'Retention', payout: 'Expected payout' },
        totals: 'Totals', capital: 'Capital returned with the last payment: %{amount}', chartTitle: 'Expected payouts by month',
        chartInterest: 'Interest', chartPayout: 'Expected payout', empty: 'Fill in the data and press Simulate to see the payments month by month.',
      },
      dashboard: {
        active: 'Active investments', concluded: 'Concluded investments', investor: 'Investor', allInvestors: 'All investors',
        operatedCapital: 'Operated capital', generatedPerformance: 'Generated performance', retentionsMade: 'Retentions made',
        paidPerformance: 'Paid performance', investmentsCount: '%{smart_count} investment |||| %{smart_count} investments',
        chartTitle: 'Scheduled interest by month and accumulated over the whole term', monthlyInterest: 'Scheduled interest of the month', accumulatedInterest: 'Scheduled interest, accumulated',
        table: {
          key: 'Key', investor: 'Investor', amount: 'Amount', rate: 'Interest %', emission: 'Issued', expiration: 'Maturity',
          accumulated: 'Accumulated interest', paid: 'Paid', payments: 'Payments', documents: 'Documents',
        },
        paymentsOf: '%{paid} of %{total}', empty: 'There are no investments to show.', documents: 'Documents and contracts',
      },
      investors: {
        title: 'Investors', search: 'Search', name: 'Name', email: 'Email', phone: 'Phone', personType: 'Person type',
        investments: 'Investments', active: '%{smart_count} active of %{total}', activeCapital: 'Active capital', paid: 'Paid', empty: 'There are no investors.',
      },
    },
  },
};

export const investmentMessages = { es, en };
