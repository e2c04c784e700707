/** Labels of the admin catalogues (resources.<entity>.name / .fields / .options), in both languages. */
import { sharedWords } from './shared-words.ts';
import { defineTexts } from '../texts.ts';

export const catalogueMessages = defineTexts({
  resources: {
    application: {
      name: { es: 'Aplicación |||| Aplicaciones', en: 'Application |||| Applications' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        name: { es: 'Nombre', en: 'Name' },
        description: { es: 'Descripción', en: 'Description' },
      },
    },
    module: {
      name: { es: 'Módulo |||| Módulos', en: 'Module |||| Modules' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        application_id: { es: 'Aplicación', en: 'Application' },
        name: { es: 'Nombre', en: 'Name' },
        description: { es: 'Descripción', en: 'Description' },
        icon: { es: 'Ícono', en: 'Icon' },
        frontName: { es: 'Nombre en menú', en: 'Menu name' },
        route: { es: 'Ruta', en: 'Route' },
        isFather: { es: 'Es padre', en: 'Is parent' },
        isMenu: { es: 'En menú', en: 'In menu' },
        isEnlist: { es: 'Listable', en: 'Listable' },
        moduleId: { es: 'Módulo padre', en: 'Parent module' },
        retired: { es: 'Retirado', en: 'Retired' },
      },
    },
    currency: {
      name: { es: 'Moneda |||| Monedas', en: 'Currency |||| Currencies' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        name: { es: 'Nombre', en: 'Name' },
        description: { es: 'Descripción', en: 'Description' },
        code: { es: 'Código', en: 'Code' },
        interests: { es: 'Interés anual % (PF)', en: 'Annual interest % (individual)' },
        retentions: { es: 'Retención % (PF)', en: 'Retention % (individual)' },
        interests_pm: { es: 'Interés anual % (PM)', en: 'Annual interest % (company)' },
        retentions_pm: { es: 'Retención % (PM)', en: 'Retention % (company)' },
        min_inv: { es: 'Inversión mínima', en: 'Minimum investment' },
      },
    },
    notification: {
      name: { es: 'Notificación |||| Notificaciones', en: 'Notification |||| Notifications' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        name: { es: 'Nombre', en: 'Name' },
        message: { es: 'Mensaje', en: 'Message' },
        created_at: { es: 'Creada', en: 'Created' },
        updated_at: { es: 'Actualizada', en: 'Updated' },
      },
    },
    role: {
      name: { es: 'Rol |||| Roles', en: 'Role |||| Roles' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        name: { es: 'Nombre', en: 'Name' },
        description: { es: 'Descripción', en: 'Description' },
      },
    },
    status: {
      name: { es: 'Estatus |||| Estatus', en: 'Status |||| Statuses' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        name: { es: 'Nombre', en: 'Name' },
        description: { es: 'Descripción', en: 'Description' },
      },
    },
    document: {
      name: { es: 'Tipo de documento |||| Tipos de documento', en: 'Document type |||| Document types' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        name: { es: 'Nombre', en: 'Name' },
        description: { es: 'Descripción', en: 'Description' },
        days: { es: 'Días de vigencia', en: 'Days valid' },
      },
    },
    sms_log: {
      name: { es: 'Mensaje SMS |||| Bitácora SMS', en: 'SMS message |||| SMS log' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        phone: { es: 'Teléfono', en: 'Phone' },
        message: { es: 'Mensaje', en: 'Message' },
        type: { es: 'Tipo', en: 'Type' },
        created_at: { es: 'Enviado', en: 'Sent' },
        updated_at: { es: 'Actualizado', en: 'Updated' },
      },
      options: {
        type: {
          sms: { es: 'SMS', en: 'SMS' },
          call: { es: 'Llamada', en: 'Call' },
        },
      },
    },
    customer: {
      name: { es: 'Cliente |||| Clientes', en: 'Customer |||| Customers' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        clave: { es: 'Clave', en: 'Key' },
        name: { es: 'Nombre', en: 'Name' },
        rfc: { es: 'RFC', en: 'RFC' },
        fiscal_postal_code: sharedWords.fiscalPostalCode,
        fiscal_regime: { es: 'Régimen fiscal', en: 'Tax regime' },
        cfdi_use: { es: 'Uso del CFDI', en: 'CFDI use' },
        loans_count: { es: 'Préstamos', en: 'Loans' },
      },
    },
    company: {
      name: { es: 'Empresa |||| Empresas', en: 'Company |||| Companies' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        intelisis_id: { es: 'ID Intelisis', en: 'Intelisis ID' },
        name: { es: 'Nombre', en: 'Name' },
      },
    },
    agent: {
      name: { es: 'Agente |||| Agentes', en: 'Agent |||| Agents' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        intelisis_id: { es: 'ID Intelisis', en: 'Intelisis ID' },
        name: { es: 'Nombre', en: 'Name' },
        rfc: { es: 'RFC', en: 'RFC' },
      },
    },
  },
});
