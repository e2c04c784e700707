/**
 * The Bitácora's labels (resources.audit_log), in both languages. The entity filter's options are the
 * other resources' own names (singular), derived from the catalogues rather than written again.
 */
import { appTexts } from '../app-texts.ts';
import { sharedWords } from './shared-words.ts';
import { defineTexts, isText, type Text, type Texts } from '../texts.ts';

const auditTrailTexts = defineTexts({
  resources: {
    audit_log: {
      name: { es: 'Movimiento |||| Bitácora', en: 'Entry |||| Audit log' },
      fields: {
        id: { es: 'ID', en: 'ID' },
        at: { es: 'Fecha y hora', en: 'Date and time' },
        user_id: { es: 'Persona', en: 'Person' },
        user_id_label: { es: 'Persona', en: 'Person' },
        entity: { es: 'Registro de', en: 'Record of' },
        entity_id: { es: 'Folio', en: 'Record id' },
        action: { es: 'Acción', en: 'Action' },
        changes: { es: 'Cambios', en: 'Changes' },
        service_account: { es: 'Cuenta de servicio', en: 'Service account' },
        at_gte: { es: 'Desde', en: 'From' },
        at_lte: { es: 'Hasta', en: 'To' },
      },
      actions: {
        create: { es: 'Alta', en: 'Created' },
        update: { es: 'Cambio', en: 'Changed' },
        delete: { es: 'Baja', en: 'Deleted' },
        'soft-delete': { es: 'Baja', en: 'Deleted' },
        recover: { es: 'Reactivación', en: 'Reactivated' },
        forbidden: { es: 'Acceso negado', en: 'Access refused' },
        import: { es: 'Importación', en: 'Import' },
        login: { es: 'Inicio de sesión', en: 'Sign-in' },
        logout: { es: 'Cierre de sesión', en: 'Sign-out' },
        password_change: { es: 'Cambio de contraseña', en: 'Password change' },
        approve: { es: 'Aprobación', en: 'Approval' },
        reject: { es: 'Rechazo', en: 'Rejection' },
        cancel: { es: 'Cancelación', en: 'Cancellation' },
        cancellation_rejected: { es: 'Cancelación rechazada', en: 'Cancellation rejected' },
        'update-settings': { es: 'Cambio de preferencias', en: 'Settings change' },
        'ended-by-credential-change': { es: 'Cerrada por cambio de credenciales', en: 'Ended by a credential change' },
        'rate-limited': { es: 'Demasiados intentos', en: 'Too many attempts' },
        recalculate: { es: 'Recálculo', en: 'Recalculation' },
        rotate: { es: 'Token renovado', en: 'Token rotated' },
        revoke: { es: 'Revocación', en: 'Revocation' },
      },
      changes: {
        none: { es: 'Sin cambios de campos', en: 'No field changed' },
        items: { es: '%{smart_count} elemento |||| %{smart_count} elementos', en: '%{smart_count} item |||| %{smart_count} items' },
        empty: { es: 'vacío', en: 'empty' },
      },
      // Columns that no screen labels but an entry may list as changed.
      fieldNames: {
        session_id: { es: 'Sesión', en: 'Session' },
        bank_name: { es: 'Banco', en: 'Bank' },
        role_id: { es: 'Rol', en: 'Role' },
        user_id: { es: 'Persona', en: 'Person' },
        expires_at: { es: 'Vence', en: 'Expires' },
        created_at: { es: 'Creado', en: 'Created' },
        updated_at: { es: 'Actualizado', en: 'Updated' },
        deleted_at: { es: 'Eliminado', en: 'Deleted' },
        last_seen_at: { es: 'Última actividad', en: 'Last activity' },
        fixed_on: { es: 'Fecha FIX', en: 'FIX date' },
        version: { es: 'Versión', en: 'Version' },
        language: { es: 'Idioma', en: 'Language' },
        must_change_password: sharedWords.mustChangePassword,
      },
      subjects: {
        close_coverage_config: appTexts.caudal.menu['cobertura-config'],
        route: { es: 'Ruta', en: 'Route' },
        session: { es: 'Sesión', en: 'Session' },
        profile_picture: { es: 'Foto de perfil', en: 'Profile picture' },
        profile_request: { es: 'Solicitud de cambio de perfil', en: 'Profile change request' },
        service_account: { es: 'Cuenta de servicio', en: 'Service account' },
      },
    },
  },
});

/** The part of a catalogue this file reads: each resource's name. */
type Catalogue = { readonly resources?: { readonly [name: string]: Text | Texts } };

const singular = (name: string) => name.split('||||')[0]!.trim();

/** `resources.audit_log.options.entity`: each resource's singular name, from the catalogues given. */
function subjectOptions(catalogues: readonly Texts[], own: Texts): Texts {
  const options: Record<string, Text | Texts> = {};
  for (const catalogue of catalogues as readonly Catalogue[]) {
    for (const [name, resource] of Object.entries(catalogue.resources ?? {})) {
      const label = isText(resource) ? undefined : resource.name;
      if (label && isText(label) && name !== 'audit_log') options[name] = { es: singular(label.es), en: singular(label.en) };
    }
  }
  return { ...options, ...own };
}

/** The Bitácora's texts, its entity filter's options labelled from the other catalogues (messages/index.ts). */
export function auditTrailMessages(others: readonly Texts[]): Texts {
  const own = auditTrailTexts.resources.audit_log;
  return { resources: { audit_log: { ...own, options: { entity: subjectOptions(others, own.subjects) } } } };
}
