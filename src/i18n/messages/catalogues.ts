/** Labels of the admin catalogues (resources.<entity>.name / .fields / .options), in both languages. */
export const catalogueMessages = {
  es: {
    resources: {
      application: { name: 'Aplicación |||| Aplicaciones', fields: { id: 'ID', name: 'Nombre', description: 'Descripción' } },
      module: {
        name: 'Módulo |||| Módulos',
        fields: {
          id: 'ID', application_id: 'Aplicación', name: 'Nombre', description: 'Descripción', icon: 'Ícono', frontName: 'Nombre en menú',
          route: 'Ruta', isFather: 'Es padre', isMenu: 'En menú', isEnlist: 'Listable', moduleId: 'Módulo padre', retired: 'Retirado',
        },
      },
      currency: {
        name: 'Moneda |||| Monedas',
        fields: {
          id: 'ID', name: 'Nombre', description: 'Descripción', code: 'Código', interests: 'Interés anual % (PF)',
          retentions: 'Retención % (PF)', interests_pm: 'Interés anual % (PM)', retentions_pm: 'Retención % (PM)',
          min_inv: 'Inversión mínima',
        },
      },
      notification: { name: 'Notificación |||| Notificaciones', fields: { id: 'ID', name: 'Nombre', message: 'Mensaje', created_at: 'Creada', updated_at: 'Actualizada' } },
      role: { name: 'Rol |||| Roles', fields: { id: 'ID', name: 'Nombre', description: 'Descripción' } },
      status: { name: 'Estatus |||| Estatus', fields: { id: 'ID', name: 'Nombre', description: 'Descripción' } },
      document: { name: 'Tipo de documento |||| Tipos de documento', fields: { id: 'ID', name: 'Nombre', description: 'Descripción', days: 'Días de vigencia' } },
      sms_log: {
        name: 'Mensaje SMS |||| Bitácora SMS',
        fields: { id: 'ID', phone: 'Teléfono', message: 'Mensaje', type: 'Tipo', created_at: 'Enviado', updated_at: 'Actualizado' },
        options: { type: { sms: 'SMS', call: 'Llamada' } },
      },
      customer: { name: 'Cliente |||| Clientes', fields: { id: 'ID', clave: 'Clave', name: 'Nombre', rfc: 'RFC', fiscal_postal_code: 'C.P. del domicilio fiscal', fiscal_regime: 'Régimen fiscal', cfdi_use: 'Uso del CFDI', loans_count: 'Préstamos' } },
      company: { name: 'Empresa |||| Empresas', fields: { id: 'ID', intelisis_id: 'ID Intelisis', name: 'Nombre' } },
      agent: { name: 'Agente |||| Agentes', fields: { id: 'ID', intelisis_id: 'ID Intelisis', name: 'Nombre', rfc: 'RFC' } },
    },
  },
  en: {
    resources: {
      application: { name: 'Application |||| Applications', fields: { id: 'ID', name: 'Name', description: 'Description' } },
      module: {
        name: 'Module |||| Modules',
        fields: {
          id: 'ID', application_id: 'Application', name: 'Name', description: 'Description', icon: 'Icon', frontName: 'Menu name',
          route: 'Route', isFather: 'Is parent', isMenu: 'In menu', isEnlist: 'Listable', moduleId: 'Parent module', retired: 'Retired',
        },
      },
      currency: {
        name: 'Currency |||| Currencies',
        fields: {
          id: 'ID', name: 'Name', description: 'Description', code: 'Code', interests: 'Annual interest % (individual)',
          retentions: 'Retention % (individual)', interests_pm: 'Annual interest % (company)', retentions_pm: 'Retention % (company)',
          min_inv: 'Minimum investment',
        },
      },
      notification: { name: 'Notification |||| Notifications', fields: { id: 'ID', name: 'Name', message: 'Message', created_at: 'Created', updated_at: 'Updated' } },
      role: { name: 'Role |||| Roles', fields: { id: 'ID', name: 'Name', description: 'Description' } },
      status: { name: 'Status |||| Statuses', fields: { id: 'ID', name: 'Name', description: 'Description' } },
      document: { name: 'Document type |||| Document types', fields: { id: 'ID', name: 'Name', description: 'Description', days: 'Days valid' } },
      sms_log: {
        name: 'SMS message |||| SMS log',
        fields: { id: 'ID', phone: 'Phone', message: 'Message', type: 'Type', created_at: 'Sent', updated_at: 'Updated' },
        options: { type: { sms: 'SMS', call: 'Call' } },
      },
      customer: { name: 'Customer |||| Customers', fields: { id: 'ID', clave: 'Key', name: 'Name', rfc: 'RFC', fiscal_postal_code: 'Fiscal address postal code', fiscal_regime: 'Tax regime', cfdi_use: 'CFDI use', loans_count: 'Loans' } },
      company: { name: 'Company |||| Companies', fields: { id: 'ID', intelisis_id: 'Intelisis ID', name: 'Name' } },
      agent: { name: 'Agent |||| Agents', fields: { id: 'ID', intelisis_id: 'Intelisis ID', name: 'Name', rfc: 'RFC' } },
    },
  },
};
