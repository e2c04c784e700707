/** Caudal's own texts, each in Spanish (the default language) and English. The spec's messages are copied exactly. */
import { VALIDATION_TEXTS } from '../../schemas/framework/messages.ts';
import { defineTexts } from './texts.ts';

export const appTexts = defineTexts({
  caudal: {
    app: {
      title: { es: 'Caudal', en: 'Caudal' },
      loading: { es: 'Cargando…', en: 'Loading…' },
      language: { es: 'Idioma', en: 'Language' },
      // The button shows the code; its name starts with what it shows (WCAG 2.5.3, label in name).
      languageButton: { es: '%{code}, idioma', en: '%{code}, language' },
    },
    languages: {
      es: { es: 'Español', en: 'Español' },
      en: { es: 'English', en: 'English' },
    },
    menu: {
      inversiones: { es: 'Inversiones', en: 'Investments' },
      inversionistas: { es: 'Inversionistas', en: 'Investors' },
      dashboard: { es: 'Dashboard', en: 'Dashboard' },
      'dashboard-concluidas': { es: 'Inversiones concluidas', en: 'Concluded investments' },
      calculadora: { es: 'Calculadora', en: 'Calculator' },
      pagos: { es: 'Pagos', en: 'Payments' },
      gastos: { es: 'Gastos', en: 'Expenses' },
      'inversiones-lista': { es: 'Inversiones', en: 'Investments' },
      prestamos: { es: 'Préstamos', en: 'Loans' },
      'prestamos-lista': { es: 'Préstamos', en: 'Loans' },
      historial: { es: 'Historial', en: 'History' },
      constancias: { es: 'Constancias fiscales', en: 'Tax certificates' },
      facturas: { es: 'Facturas', en: 'Invoices' },
      cobros: { es: 'Cobros', en: 'Collections' },
      vigentes: { es: 'Vigentes', en: 'Active' },
      concluidos: { es: 'Concluidos', en: 'Concluded' },
      'prestamos-clientes': { es: 'Clientes', en: 'Customers' },
      cargos: { es: 'Cargos', en: 'Charges' },
      coberturas: { es: 'Coberturas', en: 'Hedges' },
      'nueva-cobertura': { es: 'Nueva cobertura', en: 'New hedge' },
      'coberturas-vigentes': { es: 'Coberturas vigentes', en: 'Open hedges' },
      'coberturas-concluidas': { es: 'Coberturas concluidas', en: 'Concluded hedges' },
      administrador: { es: 'Administrador', en: 'Administration' },
      aplicaciones: { es: 'Aplicaciones', en: 'Applications' },
      modulos: { es: 'Módulos', en: 'Modules' },
      usuarios: { es: 'Usuarios', en: 'Users' },
      permisos: { es: 'Permisos', en: 'Permissions' },
      roles: { es: 'Roles', en: 'Roles' },
      estatus: { es: 'Estatus', en: 'Statuses' },
      notificaciones: { es: 'Notificaciones', en: 'Notifications' },
      moneda: { es: 'Monedas', en: 'Currencies' },
      smslogs: { es: 'Bitácora SMS', en: 'SMS log' },
      bitacora: { es: 'Bitácora', en: 'Audit log' },
      'cuentas-de-servicio': { es: 'Cuentas de servicio', en: 'Service accounts' },
      'identidad-fiscal': { es: 'Identidad fiscal y CSD', en: 'Fiscal identity and CSD' },
      'inversiones-detalles': { es: 'Detalles de inversiones', en: 'Investment details' },
      'prestamos-detalles': { es: 'Detalles de préstamos', en: 'Loan details' },
      documentos: { es: 'Documentos', en: 'Documents' },
      clientes: { es: 'Clientes', en: 'Customers' },
      empresas: { es: 'Empresas', en: 'Companies' },
      agentes: { es: 'Agentes', en: 'Agents' },
      constantes: { es: 'Constantes', en: 'Constants' },
      proyeccion: { es: 'Proyección', en: 'Projection' },
      'cobertura-config': { es: 'Configuración de coberturas', en: 'Hedge settings' },
      perfil: { es: 'Perfil', en: 'Profile' },
    },
    actions: {
      prestamos: { es: 'Préstamos', en: 'Loans' },
      inversiones: { es: 'Inversiones', en: 'Investments' },
      permisos: { es: 'Permisos', en: 'Permissions' },
      detalles_prestamo: { es: 'Detalles del préstamo', en: 'Loan details' },
      reactivar: { es: 'Reactivar', en: 'Reactivate' },
    },
    // Written once, beside the server's (schemas/framework/messages.ts).
    validation: VALIDATION_TEXTS,
    form: {
      none: { es: 'Ninguno', en: 'None' },
      yes: { es: 'Sí', en: 'Yes' },
      no: { es: 'No', en: 'No' },
      editTitle: { es: '%{name}: %{record}', en: '%{name}: %{record}' },
      // Dates are written dd/mm/aaaa in both languages (spec section 1: es-MX whatever the language).
      datePlaceholder: { es: 'dd/mm/aaaa', en: 'dd/mm/yyyy' },
      pickDate: { es: 'Elegir la fecha en un calendario', en: 'Pick the date on a calendar' },
      // Months likewise mm/aaaa (the INPC's month, a statement's month).
      monthPlaceholder: { es: 'mm/aaaa', en: 'mm/yyyy' },
      pickMonth: { es: 'Elegir el mes en un calendario', en: 'Pick the month on a calendar' },
      // Hours of the day HH:mm on the 24-hour clock in both languages (docs/decisions/285).
      timePlaceholder: { es: 'hh:mm', en: 'hh:mm' },
      impossibleTime: { es: 'Esa hora no existe: va de 00:00 a 23:59', en: 'No such time: from 00:00 to 23:59' },
      partialTime: { es: 'Hora incompleta: escríbela HH:mm', en: 'Incomplete time: write it HH:mm' },
      // An instant is a day and an hour on Mexico City's clock, typed side by side (docs/decisions/287).
      time: { es: 'Hora', en: 'Time' },
      missingTime: { es: 'Falta la hora: escríbela HH:mm', en: 'The time is missing: write it HH:mm' },
      missingDay: { es: 'Falta la fecha: escríbela dd/mm/aaaa', en: 'The date is missing: write it dd/mm/yyyy' },
      partialDay: { es: 'Esa fecha no existe o está incompleta: escríbela dd/mm/aaaa', en: 'No such date, or an incomplete one: write it dd/mm/yyyy' },
    },
    files: {
      choose: { es: 'Subir archivo', en: 'Upload file' },
      replace: { es: 'Reemplazar archivo', en: 'Replace file' },
      view: { es: 'Ver archivo', en: 'View file' },
      none: { es: 'Sin archivo', en: 'No file' },
      wrongExtension: { es: 'El archivo debe tener extensión %{extensions}', en: 'The file must have a %{extensions} extension' },
    },
    export: {
      running: { es: 'Exportando… %{size}', en: 'Exporting… %{size}' },
      formats: { es: 'Otros formatos de exportación', en: 'Other export formats' },
      csv: { es: 'CSV (Excel, hojas de cálculo)', en: 'CSV (Excel, spreadsheets)' },
      xlsx: { es: 'Libro de Excel (.xlsx)', en: 'Excel workbook (.xlsx)' },
    },
    list: {
      trashed: {
        label: { es: 'Eliminados', en: 'Deleted' },
        with: { es: 'Incluir eliminados', en: 'Include deleted' },
        only: { es: 'Solo eliminados', en: 'Deleted only' },
      },
    },
    confirm: {
      deleteTitle: { es: 'Eliminar registro', en: 'Delete record' },
      deleteText: {
        es: '¿Seguro que deseas eliminar este registro? Esta acción no se puede deshacer.',
        en: 'Are you sure you want to delete this record? This cannot be undone.',
      },
      deleteTextSoft: {
        es: '¿Seguro que deseas eliminar este registro? Podrás reactivarlo después desde la lista de eliminados.',
        en: 'Are you sure you want to delete this record? You can reactivate it later from the deleted list.',
      },
    },
    notFound: {
      title: { es: 'Página no encontrada', en: 'Page not found' },
      text: {
        es: 'La página que buscas no existe o no tienes acceso a ella.',
        en: 'The page you are looking for does not exist or you have no access to it.',
      },
      home: { es: 'Ir al inicio', en: 'Go home' },
    },
  },
});
