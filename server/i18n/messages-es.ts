/**
 * What the server writes for a person, in Spanish (the default language). Keys are stable; en.ts must
 * hold the same keys (the type check says so). `{name}` is replaced by the parameter of that name.
 */
export const serverMessagesEs = {
  'http.notFound': 'No encontrado',
  'http.pathNotCanonical': 'La dirección no es válida',
  'http.methodNotAllowed': 'Método no permitido',
  'http.internal': 'Error interno del servidor',
  'auth.signedOut': 'Necesitas iniciar sesión',
  'auth.sessionExpired': 'Sesión expirada',
  'auth.forbidden': 'No tienes permiso para esta acción',
  'auth.csrf': 'La sesión de esta página ya no es válida; recarga la página',
  'auth.mustChangePassword': 'Debes cambiar tu contraseña temporal antes de continuar',
  'auth.tooManyAttempts': 'Demasiados intentos; espere unos minutos',
  'files.required': 'Adjunta un archivo',
  'files.empty': 'El archivo está vacío',
  'files.tooLarge': 'El archivo pesa más de {max} MB',
  'files.notMultipart': 'Envía el archivo como multipart/form-data',
  'files.notFileField': 'El destino no es un campo de archivo',
  'files.extension': 'El archivo debe tener extensión {accepted}',
  'files.typeNotAccepted': 'No se aceptan archivos de tipo {extension}',
  'files.contentMismatch': 'El contenido del archivo no corresponde a un archivo {extension}',
  'files.badName': 'El nombre del archivo no es válido',
  'files.xmlNotCfdi': 'El XML debe ser un CFDI (elemento raíz cfdi:Comprobante)',
  'files.xmlDoctype': 'El XML no puede declarar DTD ni entidades',
  'files.xmlMalformed': 'El XML no está bien formado',
  'pdf.busy': 'El servidor está generando muchos PDF; intenta de nuevo en un momento',
  'pdf.tooMany': 'Demasiados PDF en poco tiempo; espera {seconds} segundos',
  'invoices.alreadyCancelled': 'La factura ya está cancelada',
  'invoices.substitutionRequired': 'El motivo 01 requiere el UUID del CFDI que sustituye a esta factura',
  'invoices.providerFailed': 'El proveedor de facturación no pudo completar la solicitud: {reason}',
  'permission.duplicate': 'Ese rol ya tiene permisos para ese módulo; edita la fila existente',
} as const;

export type ServerMessageKey = keyof typeof serverMessagesEs;
