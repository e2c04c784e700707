/** Loans: the labels of loan, loan_detail and invoices, and the texts of the loan screens, in both languages. */
export const loanMessages = {
  es: {
    resources: {
      // The customer's link to its client account (docs/decisions/007), added by the loans.
      customer: { fields: { user_id: 'Cuenta de cliente' } },
      loan: {
        name: 'Préstamo |||| Préstamos',
        fields: {
          id: 'Folio', intelisis_id: 'ID Intelisis', mov: 'Movimiento', mov_id: 'ID movimiento', customer_id: 'Cliente', company_id: 'Empresa',
          agent_id: 'Agente', emission: 'Emisión', expiration: 'Vencimiento', days: 'Días de gracia', amount: 'Monto', interests: 'Tasa anual %',
          currency_id: 'Moneda', exchange_rate: 'Residual', status_id: 'Estatus', date_payment: 'Fecha de pago', created_at: 'Creado', updated_at: 'Actualizado',
          expired_details: 'Pagos vencidos', expired_amount: 'Monto vencido', oldest_expiration: 'Vencido desde', unpaid_since: 'Sin pagar desde', charge_status_id: 'Estatus del cobro',
          vat_treatment: 'IVA de los intereses',
        },
        sections: { origin: 'Origen', terms: 'Condiciones', invoicing: 'Facturación' },
      },
      loan_detail: {
        name: 'Detalle de préstamo |||| Detalles de préstamos',
        fields: {
          id: 'ID', loan_id: 'Préstamo', date_doc: 'Fecha de corte', expiration_doc: 'Fecha de pago', days: 'Días', amount: 'Monto',
          cfdi_pdf_location: 'CFDI', cfdi_xml_location: 'CFDI XML', status_id: 'Estatus', period: 'Periodo', principal: 'Capital', interest: 'Interés',
          created_at: 'Creado', updated_at: 'Actualizado',
        },
      },
      invoices: {
        name: 'Factura |||| Facturas',
        fields: {
          id: 'ID', loan_detail_id: 'Detalle', uuid: 'UUID', serie: 'Serie', folio: 'Folio', issuer_rfc: 'RFC emisor', receiver_rfc: 'RFC receptor',
          receiver_name: 'Receptor', currency: 'Moneda', subtotal: 'Subtotal', taxes: 'IVA', total: 'Total', xml_location: 'XML', pdf_location: 'PDF',
          status: 'Estatus', provider: 'Proveedor', created_at: 'Generada', updated_at: 'Actualizada',
          cfdi_type: 'Tipo de CFDI', related_invoice_id: 'Factura pagada', provider_ref: 'Referencia del PAC', tfd_xml: 'Timbre fiscal digital',
          stamped_at: 'Timbrada el', cancellation_motive: 'Motivo de cancelación', number: 'Folio', payment_method: 'Método de pago',
          vat_treatment: 'IVA de los intereses', vat_base: 'Base del IVA',
        },
        options: {
          status: { not_stamped: 'Sin timbrar', stamped: 'Timbrada', cancellation_pending: 'Cancelación en proceso', cancelled: 'Cancelada' },
          cfdi_type: { I: 'Ingreso', P: 'Pago' },
          payment_method: { PPD: 'PPD En parcialidades o diferido', PUE: 'PUE En una sola exhibición' },
          vat_treatment: { exempt: 'Exento (LIVA 15-X-b)', nominal: '16 % sobre interés nominal', real: '16 % sobre interés real (LIVA 18-A)' },
          cancellation_motive: { '01': '01 Con errores, con relación', '02': '02 Con errores, sin relación', '03': '03 No se llevó a cabo la operación', '04': '04 Operación nominativa en factura global' },
        },
      },
      invoicing_intent: {
        name: 'Solicitud al PAC |||| Solicitudes al PAC',
        fields: {
          id: 'ID', key: 'Clave de idempotencia', kind: 'Tipo', loan_detail_id: 'Detalle', retention_certificate_id: 'Constancia de retenciones', invoice_id: 'Factura', recorded_invoice_id: 'Factura registrada', claim: 'Reserva',
          state: 'Estado', wanted: 'Vigente', payload: 'Datos', provider_ref: 'Referencia del PAC', attempts: 'Intentos', last_error: 'Último error',
          lease_owner: 'En manos de', lease_until: 'Hasta', requested_by: 'Solicitada por', created_at: 'Creada', updated_at: 'Actualizada',
        },
        options: {
          kind: { invoice: 'Factura', payment: 'Complemento de pago', cancellation: 'Cancelación', retention: 'Constancia de retenciones', retention_cancellation: 'Cancelación de constancia' },
          state: { pending: 'Por enviar', sent: 'Enviada', done: 'Registrada', failed: 'Rechazada', cancelled: 'Cancelada', needs_attention: 'Requiere atención' },
        },
      },
    },
    caudal: {
      screens: {
        loans: 'Préstamos', loanHistory: 'Historial de pagos', loansActive: 'Préstamos vigentes', loansConcluded: 'Préstamos concluidos',
        loanCustomers: 'Clientes de préstamos', loanCharges: 'Cargos', collections: 'Cobros', invoicing: 'Facturas',
      },
      actions: {
        cerrar_prestamo: 'Cerrar préstamo', recalcular: 'Enviar a recalcular', actualizar_cargo: 'Actualizar cargo', generar_cobro: 'Generar cobro',
        registrar_cobro: 'Registrar cobro', cancelar_factura: 'Cancelar',
      },
      loans: {
        analytics: {
          active: 'Préstamos vigentes', overdue: 'Con pagos vencidos', concluded: 'Concluidos', currency: 'Moneda', principal: 'Capital vigente',
          outstanding: 'Saldo por cobrar', overdueAmount: 'Vencido', collected: 'Cobrado',
        },
        calendar: { title: 'Calendario de pagos', previous: 'Mes anterior', next: 'Mes siguiente', total: '%{count} pagos en el mes', empty: 'Sin pagos en este mes',
          payments: '%{smart_count} pago |||| %{smart_count} pagos', overdue: '%{count} vencidos', open: 'Ver los pagos del %{day}', day: 'Pagos del %{day}',
          folio: 'Préstamo', customer: 'Cliente', amount: 'Monto', close: 'Cerrar' },
        details: {
          title: 'Detalles del préstamo %{folio}', period: 'Periodo', cutOff: 'Corte', payment: 'Pago', days: 'Días', principal: 'Capital',
          interest: 'Interés', amount: 'Monto', status: 'Estatus', cfdi: 'CFDI', upload: 'Cargar CFDI (.pdf o .xml)', empty: 'El préstamo no tiene detalles',
          pdf: 'PDF', xml: 'XML', close: 'Cerrar',
        },
        close: { title: 'Cerrar el préstamo %{folio}', text: 'Los pagos pendientes quedarán como pagados.', date: 'Fecha de pago', confirm: 'Cerrar préstamo' },
        recalculate: {
          title: 'Enviar a recalcular el préstamo %{folio}',
          text: 'Los pagos ya pagados se conservan; los pendientes se generan de nuevo con estas condiciones.',
          confirm: 'Enviar a recalcular',
        },
        charge: { title: 'Actualizar el cargo', status: 'Estatus', confirm: 'Actualizar cargo' },
        collections: {
          title: 'Cobros', folio: 'Préstamo', customer: 'Cliente', currency: 'Moneda', expiredDetails: 'Pagos vencidos', expiredAmount: 'Monto vencido',
          oldest: 'Vencido desde', status: 'Estatus', generate: 'Generar cobro', empty: 'No hay préstamos con pagos vencidos',
          confirmBulk: 'Se generará el cobro de los pagos vencidos de %{count} préstamos.',
        },
        invoicing: {
          title: 'Facturas', candidates: 'Detalles por facturar', generate: 'Generar facturas', selectPage: 'Seleccionar los de esta página', search: 'Buscar préstamo, cliente o RFC', detail: 'Detalle',
          folio: 'Préstamo', customer: 'Cliente', rfc: 'RFC', cutOff: 'Corte', payment: 'Pago', amount: 'Monto', empty: 'No hay detalles por facturar',
          method: 'Método de pago', methodPpd: 'PPD', methodPue: 'PUE (ya pagado)',
          invoices: 'Facturas generadas', noInvoices: 'Aún no hay facturas', selected: '%{count} seleccionados',
          inProcess: 'El PAC no confirmó a tiempo algunas facturas: quedaron en proceso y se confirmarán automáticamente',
        },
        csd: {
          title: 'CSD de la empresa',
          certificate: 'RFC %{rfc}, certificado %{number}, vigente del %{from} al %{to}',
          valid: 'Le quedan %{days} días de vigencia',
          expiring: 'Le quedan %{days} días de vigencia: renuévelo en el SAT antes de que venza',
          expired: 'Venció hace %{days} días',
          notYetValid: 'Aún no está vigente; lo estará el %{from}',
          refused: 'El SAT rechazaría lo que selle: no se emiten facturas hasta configurar un CSD vigente',
          demo: 'Modo demostración: es el CSD de prueba del SAT; sella aunque haya vencido y sus CFDI no tienen validez fiscal',
        },
        invoicePayment: {
          action: 'Registrar cobro', title: 'Registrar cobro de %{folio}', paidAt: 'Fecha de pago', form: 'Forma de pago',
          amount: 'Monto (vacío: el saldo de la factura)', confirm: 'Registrar', recorded: 'Cobro registrado; se emitió el complemento de pago',
          recordedWithoutComplement: 'Cobro registrado, sin complemento de pago: la factura no está timbrada y no tiene folio fiscal', error: 'Hubo un error al registrar el cobro',
          inProcess: 'Cobro en proceso: el complemento de pago se registrará en cuanto el PAC lo confirme',
          forms: {
            '01': 'Efectivo', '02': 'Cheque nominativo', '03': 'Transferencia electrónica de fondos', '04': 'Tarjeta de crédito', '05': 'Monedero electrónico',
            '06': 'Dinero electrónico', '08': 'Vales de despensa', '12': 'Dación en pago', '13': 'Pago por subrogación', '14': 'Pago por consignación',
            '15': 'Condonación', '17': 'Compensación', '23': 'Novación', '24': 'Confusión', '25': 'Remisión de deuda', '26': 'Prescripción o caducidad',
            '27': 'A satisfacción del acreedor', '28': 'Tarjeta de débito', '29': 'Tarjeta de servicios', '30': 'Aplicación de anticipos', '31': 'Intermediario pagos',
          },
        },
        invoiceCancel: {
          action: 'Cancelar', title: 'Cancelar %{folio}', motive: 'Motivo (SAT)', substitution: 'UUID del CFDI que la sustituye', confirm: 'Cancelar factura',
          done: 'Factura cancelada', pending: 'Cancelación solicitada; espera la aceptación del receptor', error: 'Hubo un error al cancelar la factura',
          inProcess: 'Cancelación en proceso: se registrará en cuanto el PAC la confirme',
          substitutionHint: 'Vacío: Caudal emite la factura que la sustituye (relación 04) y después cancela esta con el motivo 01',
          substituted: 'Se emitió la factura que la sustituye y esta quedó cancelada',
        },
      },
    },
  },
  en: {
    resources: {
      customer: { fields: { user_id: 'Client account' } },
      loan: {
        name: 'Loan |||| Loans',
        fields: {
          id: 'Folio', intelisis_id: 'Intelisis ID', mov: 'Movement', mov_id: 'Movement ID', customer_id: 'Customer', company_id: 'Company',
          agent_id: 'Agent', emission: 'Emission', expiration: 'Expiration', days: 'Grace days', amount: 'Amount', interests: 'Annual rate %',
          currency_id: 'Currency', exchange_rate: 'Residual', status_id: 'Status', date_payment: 'Payment date', created_at: 'Created', updated_at: 'Updated',
          expired_details: 'Overdue payments', expired_amount: 'Overdue amount', oldest_expiration: 'Overdue since', unpaid_since: 'Unpaid since', charge_status_id: 'Charge status',
          vat_treatment: 'VAT on interest',
        },
        sections: { origin: 'Origin', terms: 'Terms', invoicing: 'Invoicing' },
      },
      loan_detail: {
        name: 'Loan detail |||| Loan details',
        fields: {
          id: 'ID', loan_id: 'Loan', date_doc: 'Cut-off date', expiration_doc: 'Payment date', days: 'Days', amount: 'Amount',
          cfdi_pdf_location: 'CFDI', cfdi_xml_location: 'CFDI XML', status_id: 'Status', period: 'Period', principal: 'Principal', interest: 'Interest',
          created_at: 'Created', updated_at: 'Updated',
        },
      },
      invoices: {
        name: 'Invoice |||| Invoices',
        fields: {
          id: 'ID', loan_detail_id: 'Detail', uuid: 'UUID', serie: 'Series', folio: 'Folio', issuer_rfc: 'Issuer RFC', receiver_rfc: 'Receiver RFC',
          receiver_name: 'Receiver', currency: 'Currency', subtotal: 'Subtotal', taxes: 'VAT', total: 'Total', xml_location: 'XML', pdf_location: 'PDF',
          status: 'Status', provider: 'Provider', created_at: 'Issued', updated_at: 'Updated',
          cfdi_type: 'CFDI type', related_invoice_id: 'Paid invoice', provider_ref: 'PAC reference', tfd_xml: 'Digital tax stamp',
          stamped_at: 'Stamped at', cancellation_motive: 'Cancellation motive', number: 'Folio', payment_method: 'Payment method',
          vat_treatment: 'VAT on interest', vat_base: 'VAT base',
        },
        options: {
          status: { not_stamped: 'Not stamped', stamped: 'Stamped', cancellation_pending: 'Cancellation pending', cancelled: 'Cancelled' },
          cfdi_type: { I: 'Income', P: 'Payment' },
          payment_method: { PPD: 'PPD Instalments or deferred', PUE: 'PUE Paid in one payment' },
          vat_treatment: { exempt: 'Exempt (LIVA 15-X-b)', nominal: '16 % on nominal interest', real: '16 % on real interest (LIVA 18-A)' },
          cancellation_motive: { '01': '01 Errors, replaced', '02': '02 Errors, not replaced', '03': '03 Operation not carried out', '04': '04 Nominative operation in a global invoice' },
        },
      },
      invoicing_intent: {
        name: 'Request to the PAC |||| Requests to the PAC',
        fields: {
          id: 'ID', key: 'Idempotency key', kind: 'Kind', loan_detail_id: 'Detail', retention_certificate_id: 'Tax withholding certificate', invoice_id: 'Invoice', recorded_invoice_id: 'Recorded invoice', claim: 'Claim',
          state: 'State', wanted: 'Wanted', payload: 'Data', provider_ref: 'PAC reference', attempts: 'Attempts', last_error: 'Last error',
          lease_owner: 'Held by', lease_until: 'Until', requested_by: 'Requested by', created_at: 'Created', updated_at: 'Updated',
        },
        options: {
          kind: { invoice: 'Invoice', payment: 'Payment complement', cancellation: 'Cancellation', retention: 'Tax withholding certificate', retention_cancellation: 'Certificate cancellation' },
          state: { pending: 'To send', sent: 'Sent', done: 'Recorded', failed: 'Refused', cancelled: 'Cancelled', needs_attention: 'Needs attention' },
        },
      },
    },
    caudal: {
      screens: {
        loans: 'Loans', loanHistory: 'Payment history', loansActive: 'Active loans', loansConcluded: 'Concluded loans',
        loanCustomers: 'Loan customers', loanCharges: 'Charges', collections: 'Collections', invoicing: 'Invoices',
      },
      actions: {
        cerrar_prestamo: 'Close loan', recalcular: 'Send to recalculate', actualizar_cargo: 'Update charge', generar_cobro: 'Generate charge',
        registrar_cobro: 'Record payment', cancelar_factura: 'Cancel',
      },
      loans: {
        analytics: {
          active: 'Active loans', overdue: 'With overdue payments', concluded: 'Concluded', currency: 'Currency', principal: 'Active principal',
          outstanding: 'Outstanding', overdueAmount: 'Overdue', collected: 'Collected',
        },
        calendar: { title: 'Payment calendar', previous: 'Previous month', next: 'Next month', total: '%{count} payments this month', empty: 'No payments this month',
          payments: '%{smart_count} payment |||| %{smart_count} payments', overdue: '%{count} overdue', open: 'See the payments of %{day}', day: 'Payments of %{day}',
          folio: 'Loan', customer: 'Customer', amount: 'Amount', close: 'Close' },
        details: {
          title: 'Details of loan %{folio}', period: 'Period', cutOff: 'Cut-off', payment: 'Payment', days: 'Days', principal: 'Principal',
          interest: 'Interest', amount: 'Amount', status: 'Status', cfdi: 'CFDI', upload: 'Upload CFDI (.pdf or .xml)', empty: 'The loan has no details',
          pdf: 'PDF', xml: 'XML', close: 'Close',
        },
        close: { title: 'Close loan %{folio}', text: 'Pending payments will be marked as paid.', date: 'Payment date', confirm: 'Close loan' },
        recalculate: {
          title: 'Send loan %{folio} to recalculate',
          text: 'Paid payments are kept; pending ones are generated again with these terms.',
          confirm: 'Send to recalculate',
        },
        charge: { title: 'Update the charge', status: 'Status', confirm: 'Update charge' },
        collections: {
          title: 'Collections', folio: 'Loan', customer: 'Customer', currency: 'Currency', expiredDetails: 'Overdue payments', expiredAmount: 'Overdue amount',
          oldest: 'Overdue since', status: 'Status', generate: 'Generate charge', empty: 'No loans with overdue payments',
          confirmBulk: 'The overdue payments of %{count} loans will be charged.',
        },
        invoicing: {
          title: 'Invoices', candidates: 'Details to invoice', generate: 'Generate invoices', selectPage: 'Select the ones on this page', search: 'Search loan, customer or RFC', detail: 'Detail',
          folio: 'Loan', customer: 'Customer', rfc: 'RFC', cutOff: 'Cut-off', payment: 'Payment', amount: 'Amount', empty: 'No details to invoice',
          method: 'Payment method', methodPpd: 'PPD', methodPue: 'PUE (already paid)',
          invoices: 'Generated invoices', noInvoices: 'No invoices yet', selected: '%{count} selected',
          inProcess: 'The PAC did not confirm some invoices in time: they are in process and will be confirmed automatically',
        },
        csd: {
          title: 'The firm\'s CSD',
          certificate: 'RFC %{rfc}, certificate %{number}, valid from %{from} to %{to}',
          valid: '%{days} days of validity left',
          expiring: '%{days} days of validity left: renew it at SAT before it ends',
          expired: 'Ended %{days} days ago',
          notYetValid: 'Not valid yet; it will be on %{from}',
          refused: 'SAT would refuse what it seals: no invoices are issued until a valid CSD is set',
          demo: 'Demo mode: this is SAT\'s test CSD; it seals even after its end and its CFDIs have no fiscal value',
        },
        invoicePayment: {
          action: 'Record payment', title: 'Record payment of %{folio}', paidAt: 'Payment date', form: 'Payment form',
          amount: 'Amount (empty: the invoice balance)', confirm: 'Record', recorded: 'Payment recorded; the payment complement was issued',
          recordedWithoutComplement: 'Payment recorded, no payment complement: the invoice is not stamped and has no folio fiscal', error: 'There was an error recording the payment',
          inProcess: 'Payment in process: the payment complement is recorded once the PAC confirms it',
          forms: {
            '01': 'Cash', '02': 'Nominative check', '03': 'Electronic funds transfer', '04': 'Credit card', '05': 'Electronic wallet',
            '06': 'Electronic money', '08': 'Grocery vouchers', '12': 'Payment in kind', '13': 'Payment by subrogation', '14': 'Payment by consignment',
            '15': 'Debt forgiveness', '17': 'Set-off', '23': 'Novation', '24': 'Merger', '25': 'Debt remission', '26': 'Prescription or expiry',
            '27': 'To the creditor\'s satisfaction', '28': 'Debit card', '29': 'Service card', '30': 'Application of advances', '31': 'Payment intermediary',
          },
        },
        invoiceCancel: {
          action: 'Cancel', title: 'Cancel %{folio}', motive: 'Motive (SAT)', substitution: 'UUID of the replacing CFDI', confirm: 'Cancel invoice',
          done: 'Invoice cancelled', pending: 'Cancellation requested; awaiting the receiver\'s acceptance', error: 'There was an error cancelling the invoice',
          inProcess: 'Cancellation in process: it is recorded once the PAC confirms it',
          substitutionHint: 'Empty: Caudal issues the replacing invoice (relation 04) and then cancels this one with motive 01',
          substituted: 'The replacing invoice was issued and this one is cancelled',
        },
      },
    },
  },
};
