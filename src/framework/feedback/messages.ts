/**
 * The feedback texts of spec section 8 (Oops dialog, toasts) and section 9 (confirmation defaults).
 * Spanish is copied exactly from the spec, its missing accents and typos included ("modulo",
 * "exito", "ganeradas"); src/i18n/es.ts and en.ts merge these objects. `%{name}` is react-admin's
 * interpolation syntax.
 */
const esToast = {
  // Success
  created: 'Registro creado con éxito',
  updated: 'Registro actualizado con éxito',
  deleted: 'Registro eliminado con exito',
  reactivated: 'Registro reactivado con exito',
  chargeUpdated: 'Cargo actualizado con éxito',
  updatedShort: 'Actualizado con éxito',
  invoicesGenerated: 'Facturas ganeradas con éxito',
  fileUploaded: 'Archivo subido con éxito',
  fileUpdated: 'Archivo actualizado con éxito',
  configurationUpdated: 'Configuración modificada correctamente',
  userDeleted: 'Usuario eliminado con exito',
  fieldDeleted: 'Campo eliminado con exito',
  moduleCreated: 'Módulo creado',
  moduleUpdated: 'Módulo actualizado',
  simulationGenerated: 'Simulación generada',
  hedgeRequested: 'La cobertura ha sido solicitada correctamente',
  differentialExitDone: 'Salida por diferencial exitosa',
  partialExitDone: 'Salida parcial exitosa',
  hedgeLiquidated: 'Cobertura liquidada con éxito',
  requestSent: 'Solicitud enviada',
  passwordUpdated: 'Contraseña actualizada con éxito',
  permissionsUpdated: 'Permisos actualizados',
  loanSentToRecalculate: 'Préstamo enviado a recalcular',
  // Error headlines (the server's message is shown under them)
  createError: 'Hubo un error al crear.',
  updateError: 'Hubo un error al actualizar.',
  deleteError: 'Hubo un error al eliminar.',
  reactivateError: 'Hubo un error al reactivar.',
  generateError: 'Hubo un error al generar.',
  chargeError: 'Hubo un error al generar el cobro',
  invoicesError: 'Hubo un error al generar las facturas',
  chargeUpdateError: 'Hubo un error al actualizar el cargo',
  fileLoadError: 'Hubo un error al cargar el archivo',
  fileUploadError: 'Hubo un error al subir el archivo',
  configurationError: 'Hubo un error al modificar la configuración',
  languageError: 'Hubo un error al setear el idioma',
  dataLoadError: 'Hubo un error al obtener los datos.',
  codesLoadError: 'Hubo un error al obtener los códigos.',
  simulationError: 'Hubo un error al generar la simulación',
  requestError: 'Hubo un error al realizar la solicitud',
  pdfError: 'Hubo un error al crear el pdf.',
  profileError: 'Hubo un error al actualizar los datos del perfil',
  passwordError: 'Hubo un error al actualizar la contraseña',
  sidebarError: 'Hubo un error al obtener los datos del sidebar',
  recalculateError: 'Hubo un error al enviar préstamo a recalcular',
  exitError: 'Error al generar salida',
  liquidateError: 'Error al liquidar cobertura',
  permissionsError: 'Error al actualizar los permisos',
  documentLoadError: 'Error al cargar documento',
  verificationError: 'Error.',
  // Route guard (info)
  signInRequired: 'Necesitas Iniciar Sesión',
};

type ToastTexts = Record<keyof typeof esToast, string>;

const enToast: ToastTexts = {
  created: 'Record created successfully',
  updated: 'Record updated successfully',
  deleted: 'Record deleted successfully',
  reactivated: 'Record reactivated successfully',
  chargeUpdated: 'Charge updated successfully',
  updatedShort: 'Updated successfully',
  invoicesGenerated: 'Invoices generated successfully',
  fileUploaded: 'File uploaded successfully',
  fileUpdated: 'File updated successfully',
  configurationUpdated: 'Configuration changed successfully',
  userDeleted: 'User deleted successfully',
  fieldDeleted: 'Field deleted successfully',
  moduleCreated: 'Module created',
  moduleUpdated: 'Module updated',
  simulationGenerated: 'Simulation generated',
  hedgeRequested: 'The hedge has been requested successfully',
  differentialExitDone: 'Exit by differential successful',
  partialExitDone: 'Partial exit successful',
  hedgeLiquidated: 'Hedge liquidated successfully',
  requestSent: 'Request sent',
  passwordUpdated: 'Password updated successfully',
  permissionsUpdated: 'Permissions updated',
  loanSentToRecalculate: 'Loan sent to be recalculated.',
  createError: 'There was an error creating.',
  updateError: 'There was an error updating.',
  deleteError: 'There was an error deleting.',
  reactivateError: 'There was an error reactivating.',
  generateError: 'There was an error generating.',
  chargeError: 'There was an error generating the charge',
  invoicesError: 'There was an error generating the invoices',
  chargeUpdateError: 'There was an error updating the charge',
  fileLoadError: 'There was an error loading the file',
  fileUploadError: 'There was an error uploading the file',
  configurationError: 'There was an error changing the configuration',
  languageError: 'There was an error setting the language',
  dataLoadError: 'There was an error getting the data.',
  codesLoadError: 'There was an error getting the codes.',
  simulationError: 'There was an error generating the simulation',
  requestError: 'There was an error making the request',
  pdfError: 'There was an error creating the pdf.',
  profileError: 'There was an error updating the profile data',
  passwordError: 'There was an error updating the password',
  sidebarError: 'There was an error getting the sidebar data',
  recalculateError: 'There was an error sending the loan to be recalculated.',
  exitError: 'Error generating the exit',
  liquidateError: 'Error liquidating the hedge',
  permissionsError: 'Error updating the permissions',
  documentLoadError: 'Error loading the document.',
  verificationError: 'Error.',
  signInRequired: 'You need to sign in',
};

export const feedbackMessages = {
  es: {
    caudal: {
      errors: {
        title: 'Oops',
        ok: 'OK',
        network: 'Error de red',
        unauthorized: 'No tienes autorización para este modulo',
        reloadNeeded: 'Se necesita recargar la página.',
        methodNotAllowed: 'Acceso denegado',
        validation: 'Error: %{message}',
        invalidData: 'Datos incorrectos',
        serverMessage: '%{message}',
        unavailable: 'Servicio no disponible',
      },
      toast: esToast,
      // Spec section 9: the confirmation dialog's defaults, as the spec gives them in both languages.
      confirm: { ok: 'OK', deny: 'No', cancel: 'Cancel', close: 'Close this dialog' },
      // What Caudal's own dialogs pass instead (decision 131): the person's language.
      dialog: {
        confirm: 'Confirmar', delete: 'Eliminar', cancel: 'Cancelar', close: 'Cerrar este diálogo',
        unsavedTitle: 'Cambios sin guardar', unsavedText: 'Tienes cambios sin guardar. Si sales, se perderán.', leave: 'Salir sin guardar', stay: 'Seguir editando',
      },
      list: { lastUpdate: 'Última actualización: %{time}' },
    },
  },
  en: {
    caudal: {
      errors: {
        title: 'Oops',
        ok: 'OK',
        network: 'Network error',
        unauthorized: 'You are not authorised for this module',
        reloadNeeded: 'The page needs to be reloaded.',
        methodNotAllowed: 'Access denied',
        validation: 'Error: %{message}',
        invalidData: 'Incorrect data',
        serverMessage: '%{message}',
        unavailable: 'Service unavailable',
      },
      toast: enToast,
      confirm: { ok: 'OK', deny: 'No', cancel: 'Cancel', close: 'Close this dialog' },
      dialog: {
        confirm: 'Confirm', delete: 'Delete', cancel: 'Cancel', close: 'Close this dialog',
        unsavedTitle: 'Unsaved changes', unsavedText: 'You have unsaved changes. If you leave, they will be lost.', leave: 'Leave without saving', stay: 'Keep editing',
      },
      list: { lastUpdate: 'Last update: %{time}' },
    },
  },
};

export type ToastName = keyof typeof esToast;

/** i18n keys of the toasts, e.g. `TOAST.created === 'caudal.toast.created'`; pass them to notify. */
export const TOAST = Object.fromEntries(Object.keys(esToast).map((name) => [name, `caudal.toast.${name}`])) as { readonly [N in ToastName]: `caudal.toast.${N}` };

/**
 * The Spanish text of a feedback key with its parameters filled in, passed to translate as the `_`
 * default: a key missing from the app's i18n files then still shows the spec's words, never the key.
 */
export function defaultText(key: string, params: Record<string, unknown> = {}): string | undefined {
  let node: unknown = feedbackMessages.es;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return undefined;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** translate's options for a feedback key: its parameters plus the Spanish default. */
export function translateOptions(key: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  const fallback = defaultText(key, params);
  return fallback === undefined ? params : { ...params, _: fallback };
}
