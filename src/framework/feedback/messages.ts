/**
 * The feedback texts of spec section 8 (Oops dialog, toasts) and section 9 (confirmation defaults),
 * each written once with both languages. Spanish is copied exactly from the spec, its missing accents
 * and typos included ("modulo", "exito", "ganeradas"); src/i18n/es.ts and en.ts take their language
 * from this tree. `%{name}` is react-admin's interpolation syntax.
 */
import { defineTexts, inLanguage } from '../../i18n/texts.ts';

export const toastTexts = defineTexts({
  // Success
  created: { es: 'Registro creado con éxito', en: 'Record created successfully' },
  updated: { es: 'Registro actualizado con éxito', en: 'Record updated successfully' },
  deleted: { es: 'Registro eliminado con exito', en: 'Record deleted successfully' },
  reactivated: { es: 'Registro reactivado con exito', en: 'Record reactivated successfully' },
  chargeUpdated: { es: 'Cargo actualizado con éxito', en: 'Charge updated successfully' },
  updatedShort: { es: 'Actualizado con éxito', en: 'Updated successfully' },
  invoicesGenerated: { es: 'Facturas ganeradas con éxito', en: 'Invoices generated successfully' },
  fileUploaded: { es: 'Archivo subido con éxito', en: 'File uploaded successfully' },
  fileUpdated: { es: 'Archivo actualizado con éxito', en: 'File updated successfully' },
  configurationUpdated: { es: 'Configuración modificada correctamente', en: 'Configuration changed successfully' },
  userDeleted: { es: 'Usuario eliminado con exito', en: 'User deleted successfully' },
  fieldDeleted: { es: 'Campo eliminado con exito', en: 'Field deleted successfully' },
  moduleCreated: { es: 'Módulo creado', en: 'Module created' },
  moduleUpdated: { es: 'Módulo actualizado', en: 'Module updated' },
  simulationGenerated: { es: 'Simulación generada', en: 'Simulation generated' },
  hedgeRequested: { es: 'La cobertura ha sido solicitada correctamente', en: 'The hedge has been requested successfully' },
  differentialExitDone: { es: 'Salida por diferencial exitosa', en: 'Exit by differential successful' },
  partialExitDone: { es: 'Salida parcial exitosa', en: 'Partial exit successful' },
  hedgeLiquidated: { es: 'Cobertura liquidada con éxito', en: 'Hedge liquidated successfully' },
  requestSent: { es: 'Solicitud enviada', en: 'Request sent' },
  passwordUpdated: { es: 'Contraseña actualizada con éxito', en: 'Password updated successfully' },
  permissionsUpdated: { es: 'Permisos actualizados', en: 'Permissions updated' },
  loanSentToRecalculate: { es: 'Préstamo enviado a recalcular', en: 'Loan sent to be recalculated.' },
  // Error headlines (the server's message is shown under them)
  createError: { es: 'Hubo un error al crear.', en: 'There was an error creating.' },
  updateError: { es: 'Hubo un error al actualizar.', en: 'There was an error updating.' },
  deleteError: { es: 'Hubo un error al eliminar.', en: 'There was an error deleting.' },
  reactivateError: { es: 'Hubo un error al reactivar.', en: 'There was an error reactivating.' },
  generateError: { es: 'Hubo un error al generar.', en: 'There was an error generating.' },
  chargeError: { es: 'Hubo un error al generar el cobro', en: 'There was an error generating the charge' },
  invoicesError: { es: 'Hubo un error al generar las facturas', en: 'There was an error generating the invoices' },
  chargeUpdateError: { es: 'Hubo un error al actualizar el cargo', en: 'There was an error updating the charge' },
  fileLoadError: { es: 'Hubo un error al cargar el archivo', en: 'There was an error loading the file' },
  fileUploadError: { es: 'Hubo un error al subir el archivo', en: 'There was an error uploading the file' },
  configurationError: { es: 'Hubo un error al modificar la configuración', en: 'There was an error changing the configuration' },
  languageError: { es: 'Hubo un error al setear el idioma', en: 'There was an error setting the language' },
  dataLoadError: { es: 'Hubo un error al obtener los datos.', en: 'There was an error getting the data.' },
  codesLoadError: { es: 'Hubo un error al obtener los códigos.', en: 'There was an error getting the codes.' },
  simulationError: { es: 'Hubo un error al generar la simulación', en: 'There was an error generating the simulation' },
  requestError: { es: 'Hubo un error al realizar la solicitud', en: 'There was an error making the request' },
  pdfError: { es: 'Hubo un error al crear el pdf.', en: 'There was an error creating the pdf.' },
  profileError: { es: 'Hubo un error al actualizar los datos del perfil', en: 'There was an error updating the profile data' },
  passwordError: { es: 'Hubo un error al actualizar la contraseña', en: 'There was an error updating the password' },
  sidebarError: { es: 'Hubo un error al obtener los datos del sidebar', en: 'There was an error getting the sidebar data' },
  recalculateError: { es: 'Hubo un error al enviar préstamo a recalcular', en: 'There was an error sending the loan to be recalculated.' },
  exitError: { es: 'Error al generar salida', en: 'Error generating the exit' },
  liquidateError: { es: 'Error al liquidar cobertura', en: 'Error liquidating the hedge' },
  permissionsError: { es: 'Error al actualizar los permisos', en: 'Error updating the permissions' },
  documentLoadError: { es: 'Error al cargar documento', en: 'Error loading the document.' },
  verificationError: { es: 'Error.', en: 'Error.' },
  signInRequired: { es: 'Necesitas Iniciar Sesión', en: 'You need to sign in' },
});

export const feedbackTexts = defineTexts({
  caudal: {
    errors: {
      title: { es: 'Oops', en: 'Oops' },
      ok: { es: 'OK', en: 'OK' },
      network: { es: 'Error de red', en: 'Network error' },
      unauthorized: { es: 'No tienes autorización para este modulo', en: 'You are not authorised for this module' },
      reloadNeeded: { es: 'Se necesita recargar la página.', en: 'The page needs to be reloaded.' },
      methodNotAllowed: { es: 'Acceso denegado', en: 'Access denied' },
      validation: { es: 'Error: %{message}', en: 'Error: %{message}' },
      invalidData: { es: 'Datos incorrectos', en: 'Incorrect data' },
      serverMessage: { es: '%{message}', en: '%{message}' },
      unavailable: { es: 'Servicio no disponible', en: 'Service unavailable' },
    },
    toast: toastTexts,
    // Spec section 9: the confirmation dialog's defaults, as the spec gives them in both languages.
    confirm: {
      ok: { es: 'OK', en: 'OK' },
      deny: { es: 'No', en: 'No' },
      cancel: { es: 'Cancel', en: 'Cancel' },
      close: { es: 'Close this dialog', en: 'Close this dialog' },
    },
    // What Caudal's own dialogs pass instead (decision 131): the person's language.
    dialog: {
      confirm: { es: 'Confirmar', en: 'Confirm' },
      delete: { es: 'Eliminar', en: 'Delete' },
      cancel: { es: 'Cancelar', en: 'Cancel' },
      close: { es: 'Cerrar este diálogo', en: 'Close this dialog' },
      unsavedTitle: { es: 'Cambios sin guardar', en: 'Unsaved changes' },
      unsavedText: { es: 'Tienes cambios sin guardar. Si sales, se perderán.', en: 'You have unsaved changes. If you leave, they will be lost.' },
      leave: { es: 'Salir sin guardar', en: 'Leave without saving' },
      stay: { es: 'Seguir editando', en: 'Keep editing' },
    },
    list: {
      lastUpdate: { es: 'Última actualización: %{time}', en: 'Last update: %{time}' },
    },
    // A screen whose data could not be loaded says so in place of its data, with a way to ask again.
    loadFailed: {
      retry: { es: 'Reintentar', en: 'Retry' },
    },
  },
});

/** The tree in each language, as react-admin's catalogues and the sign-in pages read it. */
export const feedbackMessages = { es: inLanguage(feedbackTexts, 'es'), en: inLanguage(feedbackTexts, 'en') };

export type ToastName = keyof typeof toastTexts;

/** i18n keys of the toasts, e.g. `TOAST.created === 'caudal.toast.created'`; pass them to notify. */
export const TOAST = Object.fromEntries(Object.keys(toastTexts).map((name) => [name, `caudal.toast.${name}`])) as { readonly [N in ToastName]: `caudal.toast.${N}` };

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
