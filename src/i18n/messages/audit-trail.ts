/**
 * The Bitácora's labels (resources.audit_log), in both languages. The entity filter's options are the
 * other resources' own names (singular), derived from the catalogues rather than written again.
 */
const es = {
  resources: {
    audit_log: {
      name: 'Movimiento |||| Bitácora',
      fields: {
        id: 'ID', at: 'Fecha y hora', user_id: 'Persona', user_id_label: 'Persona', entity: 'Registro de', entity_id: 'Folio',
        action: 'Acción', changes: 'Cambios', at_gte: 'Desde', at_lte: 'Hasta',
      },
      actions: {
        create: 'Alta', update: 'Cambio', delete: 'Baja', 'soft-delete': 'Baja', recover: 'Reactivación', forbidden: 'Acceso negado',
        import: 'Importación', login: 'Inicio de sesión', logout: 'Cierre de sesión', password_change: 'Cambio de contraseña',
        approve: 'Aprobación', reject: 'Rechazo', cancel: 'Cancelación', cancellation_rejected: 'Cancelación rechazada',
        'update-settings': 'Cambio de preferencias', 'ended-by-credential-change': 'Cerrada por cambio de credenciales',
        'rate-limited': 'Demasiados intentos', recalculate: 'Recálculo',
      },
      changes: { none: 'Sin cambios de campos', items: '%{smart_count} elemento |||| %{smart_count} elementos', empty: 'vacío' },
      subjects: { route: 'Ruta', session: 'Sesión', profile_picture: 'Foto de perfil', profile_request: 'Solicitud de cambio de perfil' },
    },
  },
};

const en: typeof es = {
  resources: {
    audit_log: {
      name: 'Entry |||| Audit log',
      fields: {
        id: 'ID', at: 'Date and time', user_id: 'Person', user_id_label: 'Person', entity: 'Record of', entity_id: 'Record id',
        action: 'Action', changes: 'Changes', at_gte: 'From', at_lte: 'To',
      },
      actions: {
        create: 'Created', update: 'Changed', delete: 'Deleted', 'soft-delete': 'Deleted', recover: 'Reactivated', forbidden: 'Access refused',
        import: 'Import', login: 'Sign-in', logout: 'Sign-out', password_change: 'Password change',
        approve: 'Approval', reject: 'Rejection', cancel: 'Cancellation', cancellation_rejected: 'Cancellation rejected',
        'update-settings': 'Settings change', 'ended-by-credential-change': 'Ended by a credential change',
        'rate-limited': 'Too many attempts', recalculate: 'Recalculation',
      },
      changes: { none: 'No field changed', items: '%{smart_count} item |||| %{smart_count} items', empty: 'empty' },
      subjects: { route: 'Route', session: 'Session', profile_picture: 'Profile picture', profile_request: 'Profile change request' },
    },
  },
};

type Catalogue = { resources?: Record<string, { name?: string }> };

/** `resources.audit_log.options.entity`: each resource's singular name, from the catalogues given. */
function subjectOptions(catalogues: readonly Catalogue[], own: Record<string, string>): Record<string, string> {
  const options: Record<string, string> = {};
  for (const catalogue of catalogues) {
    for (const [name, resource] of Object.entries(catalogue.resources ?? {})) {
      if (typeof resource?.name === 'string' && name !== 'audit_log') options[name] = resource.name.split('||||')[0].trim();
    }
  }
  return { ...options, ...own };
}

/** The Bitácora's texts, its entity filter's options labelled from the other catalogues (messages/index.ts). */
export function auditTrailMessages(others: readonly { es: object; en: object }[]) {
  const withOptions = (texts: typeof es, language: 'es' | 'en') => ({
    resources: {
      audit_log: {
        ...texts.resources.audit_log,
        options: { entity: subjectOptions(others.map((m) => m[language] as Catalogue), texts.resources.audit_log.subjects) },
      },
    },
  });
  return { es: withOptions(es, 'es'), en: withOptions(en, 'en') };
}
