/**
 * What the server writes for a person, each text once with its Spanish (the default language) and its
 * English. Keys are stable. `{name}` is replaced by the parameter of that name (localized.ts).
 */
import { defineTexts } from '../../src/i18n/texts.ts';
import { outboundMessages } from './messages-outbound.ts';
import { accountMessages } from './messages-accounts.ts';
import { cfdiFlowMessages } from './messages-cfdi-flow.ts';
import { providerFailed, retentionMessages } from './messages-retentions.ts';
import { payoutMessages, payoutSheetMessages, statementMessages } from './messages-payout.ts';
import { pacMessages } from './messages-pac.ts';
import { limitsMessages } from './messages-limits.ts';
import { importMessages } from './messages-imports.ts';
import { serviceAccountMessages } from './messages-service-accounts.ts';
import { fiscalMessages } from './messages-fiscal.ts';
import { browserIdentifiers, browserTexts, passwordMessages, validationMessages } from './messages-validation.ts';
import { VALIDATION_TEXTS } from '../../schemas/framework/messages.ts';

export const serverMessages = defineTexts({
  ...outboundMessages,
  ...accountMessages,
  ...cfdiFlowMessages,
  ...retentionMessages,
  ...payoutMessages,
  ...payoutSheetMessages,
  ...statementMessages,
  ...pacMessages,
  ...limitsMessages,
  ...importMessages,
  ...serviceAccountMessages,
  ...fiscalMessages,
  'http.notFound': { es: 'No encontrado', en: 'Not found' },
  'http.alreadySent': { es: 'Esto ya se envió; no se volvió a enviar', en: 'This was already sent; it was not sent again' },
  'http.badIdempotencyKey': { es: 'La clave de envío (Idempotency-Key) no es válida', en: 'The Idempotency-Key is not valid' },
  'http.pathNotCanonical': { es: 'La dirección no es válida', en: 'The address is not valid' },
  'http.methodNotAllowed': { es: 'Método no permitido', en: 'Method not allowed' },
  'http.internal': { es: 'Error interno del servidor', en: 'Internal server error' },
  'http.storageFull': {
    es: 'No se pudo guardar: el almacenamiento del servidor está lleno o no admite escritura. Avisa al administrador con el folio de la solicitud.',
    en: "Could not save: the server's storage is full or read-only. Tell the administrator, giving the request id.",
  },
  'http.recordNotFound': { es: 'No se encontró {what}', en: '{what} not found' },
  'http.nothingToChange': VALIDATION_TEXTS.nothingToChange,
  'http.invalidData': { es: 'Los datos no son válidos', en: 'The data is not valid' },
  'http.recordInUse': {
    es: 'El registro está en uso por otros registros y no se puede eliminar',
    en: 'The record is used by other records and cannot be deleted',
  },
  'http.databaseUnavailable': {
    es: 'Servicio no disponible: la base de datos no responde. Intenta de nuevo en unos segundos.',
    en: 'Service unavailable: the database is not answering. Try again in a few seconds.',
  },
  'http.concurrentWrite': {
    es: 'Otra persona cambiaba lo mismo en ese momento: no se guardó nada. Vuelve a intentarlo',
    en: 'Someone else was changing the same thing at that moment: nothing was saved. Try again',
  },
  'what.record': { es: 'el registro', en: 'Record' },
  'what.file': { es: 'el archivo', en: 'File' },
  'what.user': { es: 'el usuario', en: 'User' },
  'what.notification': { es: 'la notificación', en: 'Notification' },
  'what.profileRequest': { es: 'la solicitud', en: 'Profile request' },
  'what.investment': { es: 'la inversión', en: 'Investment' },
  'what.loan': { es: 'el préstamo', en: 'Loan' },
  'what.role': { es: 'el rol', en: 'Role' },
  'what.hedge': { es: 'la cobertura', en: 'Hedge' },
  'what.quote': { es: 'el tipo de cambio USD/MXN', en: 'USD/MXN quote' },
  'what.invoice': { es: 'la factura', en: 'Invoice' },
  'auth.signedOut': { es: 'Necesitas iniciar sesión', en: 'You need to sign in' },
  'auth.sessionExpired': { es: 'Sesión expirada', en: 'Session expired' },
  'auth.forbidden': { es: 'No tienes permiso para esta acción', en: 'You are not allowed to do this' },
  'auth.csrf': { es: 'La sesión de esta página ya no es válida; recarga la página', en: 'This page’s session is no longer valid; reload the page' },
  'auth.mustChangePassword': { es: 'Debes cambiar tu contraseña temporal antes de continuar', en: 'Change your temporary password before going on' },
  'auth.tooManyAttempts': { es: 'Demasiados intentos; espera unos minutos', en: 'Too many attempts; wait a few minutes' },
  'auth.operatorToken': { es: 'El token de operador no es válido', en: 'The operator token is not valid' },
  'files.required': { es: 'Adjunta un archivo', en: 'Attach a file' },
  'files.empty': { es: 'El archivo está vacío', en: 'The file is empty' },
  'files.tooLarge': { es: 'El archivo pesa más de {max} MB', en: 'The file is larger than {max} MB' },
  'files.notMultipart': { es: 'Envía el archivo como multipart/form-data', en: 'Send the file as multipart/form-data' },
  'files.notFileField': { es: 'El destino no es un campo de archivo', en: 'The target is not a file field' },
  'files.extension': { es: 'El archivo debe tener extensión {accepted}', en: 'The file must have a {accepted} extension' },
  'files.typeNotAccepted': { es: 'No se aceptan archivos de tipo {extension}', en: 'Files of type {extension} are not accepted' },
  'files.contentMismatch': {
    es: 'El contenido del archivo no corresponde a un archivo {extension}',
    en: 'The file content is not a {extension} file',
  },
  'files.badName': { es: 'El nombre del archivo no es válido', en: 'The file name is not valid' },
  'files.xmlNotCfdi': {
    es: 'El XML debe ser un CFDI (elemento raíz cfdi:Comprobante)',
    en: 'The XML must be a CFDI (root element cfdi:Comprobante)',
  },
  'files.xmlDoctype': { es: 'El XML no puede declarar DTD ni entidades', en: 'The XML may not declare a DTD or entities' },
  'files.xmlMalformed': { es: 'El XML no está bien formado', en: 'The XML is not well formed' },
  'files.notUploadedHere': {
    es: 'El archivo debe subirse a este servidor; no se aceptan direcciones externas',
    en: 'The file must be uploaded to this server; outside addresses are not accepted',
  },
  'files.wrongField': { es: 'Este campo guarda solo archivos {accepted}', en: 'This field keeps only {accepted} files' },
  'pdf.busy': {
    es: 'El servidor está generando muchos PDF; intenta de nuevo en un momento',
    en: 'The server is rendering many PDFs; try again in a moment',
  },
  'pdf.tooMany': { es: 'Demasiados PDF en poco tiempo; espera {seconds} segundos', en: 'Too many PDFs in a short time; wait {seconds} seconds' },
  'pdf.unavailable': {
    es: 'La creación de PDF no está disponible en este servidor (falta Chromium)',
    en: 'Creating PDFs is not available on this server (Chromium is missing)',
  },
  'pdf.unprintable': { es: 'No se pudo convertir este HTML a PDF', en: 'This HTML could not be turned into a PDF' },
  'invoices.alreadyCancelled': { es: 'La factura ya está cancelada', en: 'The invoice is already cancelled' },
  'invoices.substitutionRequired': {
    es: 'El motivo 01 requiere el UUID del CFDI que sustituye a esta factura',
    en: 'Motive 01 needs the UUID of the CFDI that replaces this invoice',
  },
  'invoices.providerFailed': providerFailed,
  'invoices.paymentCancelled': { es: 'No se puede registrar el cobro de una factura cancelada', en: 'A cancelled invoice cannot be collected' },
  'invoices.paymentNotIncome': {
    es: 'Solo se registra el cobro de una factura de ingreso (tipo I)',
    en: 'Only an income invoice (type I) is collected',
  },
  'invoices.alreadyPaid': { es: 'La factura ya está pagada por completo', en: 'The invoice is already fully paid' },
  'invoices.paymentFutureDate': {
    es: 'La fecha de pago no puede ser posterior a hoy ({today})',
    en: 'The payment date cannot be after today ({today})',
  },
  'invoices.paymentNotPositive': { es: 'El monto debe ser mayor que 0', en: 'The amount must be above 0' },
  'invoices.paymentAboveBalance': {
    es: 'El monto no puede superar el saldo de la factura ({balance})',
    en: "The amount cannot exceed the invoice's balance ({balance})",
  },
  'invoices.paymentAboveBalanceInPesos': {
    es: 'Los pesos superan el saldo de la factura: {balance} dólares son {pesos} pesos al FIX de ese día ({fix})',
    en: "The pesos exceed the invoice's balance: {balance} dollars are {pesos} pesos at that day's FIX ({fix})",
  },
  'invoices.paymentCurrency': {
    es: 'Una factura se cobra en su moneda o, si es en dólares y tiene folio fiscal, en pesos (MXN)',
    en: 'An invoice is collected in its own currency or, when it is in dollars and has a folio fiscal, in pesos (MXN)',
  },
  'invoices.partialNeedsFolio': {
    es: 'Una factura sin folio fiscal solo puede cobrarse completa ({balance}): los pagos parciales se registran con su complemento de pago',
    en: 'An invoice without a folio fiscal can only be collected in full ({balance}): partial payments are recorded by their payment complement',
  },
  'invoices.paymentRecorded': browserTexts.paymentRecorded,
  'invoices.noComplementWithoutFolio': {
    es: 'Cobro registrado, pero no se emitió complemento de pago: la factura no está timbrada y no tiene folio fiscal (UUID) que el complemento deba citar',
    en: 'Payment recorded, but no payment complement was issued: the invoice is not stamped and has no folio fiscal (UUID) for the complement to cite',
  },
  'permission.duplicate': {
    es: 'Ese rol ya tiene permisos para ese módulo; edita la fila existente',
    en: 'That role already has permissions on that module; edit the existing row',
  },
  ...validationMessages,
  'validation.notAnOption': { es: 'El registro elegido no es una de las opciones de este campo', en: 'The chosen record is not one of this field\'s options' },
  'validation.month': { es: 'El valor debe ser un mes (AAAA-MM)', en: 'Value must be a month as YYYY-MM' },
  'validation.future': { es: 'El valor no puede ser una fecha futura', en: 'Value cannot be in the future' },
  'validation.wholeNumberRange': { es: 'El valor debe ser un número entero de 1 a {max}', en: 'Value must be a whole number from 1 to {max}' },
  'validation.badCharacter': { es: 'El valor contiene un carácter que no se puede guardar', en: 'Value contains a character that cannot be stored' },
  'validation.wrongType': { es: 'El valor no es del tipo esperado', en: 'Value has the wrong type' },
  'validation.length': { es: 'El valor debe ser una medida como 20mm', en: 'Value must be a length such as 20mm' },
  'validation.uuid': { es: 'El valor debe ser un UUID', en: 'Value must be a UUID' },
  'list.sortNotAllowed': {
    es: 'No se puede ordenar por "{sort}"; campos ordenables: {fields}',
    en: 'Cannot sort by "{sort}"; sortable fields: {fields}',
  },
  'list.order': { es: 'El valor debe ser asc o desc', en: 'Value must be asc or desc' },
  'list.trashed': { es: 'El valor debe ser without, with u only', en: 'Value must be without, with or only' },
  'list.noTrash': { es: 'Esta lista no tiene registros eliminados', en: 'This list has no deleted records' },
  'list.ids': { es: 'El valor debe ser una lista de ids separados por comas', en: 'Value must be a comma-separated list of ids' },
  'list.unknownFilter': { es: 'Filtro desconocido "{key}"; filtros: {filters}', en: 'Unknown filter "{key}"; filters: {filters}' },
  'list.unknownColumns': { es: 'Columnas desconocidas: {columns}; columnas: {allowed}', en: 'Unknown columns: {columns}; columns: {allowed}' },
  'list.exportFormat': { es: 'El formato debe ser csv o xlsx', en: 'The format must be csv or xlsx' },
  'list.unknownParameter': {
    es: 'Parámetro desconocido "{key}"; parámetros: {parameters}',
    en: 'Unknown parameter "{key}"; parameters: {parameters}',
  },
  'list.status': { es: 'El valor debe ser active o concluded', en: 'Value must be active or concluded' },
  'http.malformedBody': { es: 'El cuerpo de la solicitud no es JSON válido', en: 'The request body is not valid JSON' },
  'http.unsupportedMediaType': { es: 'El tipo de contenido de la solicitud no se acepta', en: "The request's content type is not accepted" },
  'http.bodyTooLarge': { es: 'La solicitud es demasiado grande', en: 'The request is too large' },
  'http.notDeleted': { es: 'El registro no está eliminado', en: 'The record is not deleted' },
  'http.staleVersion': {
    es: 'El registro cambió mientras lo editabas: vuelve a cargarlo para ver los cambios.',
    en: 'The record changed while you were editing it: reload it to see the changes.',
  },
  'http.versionInvalid': {
    es: 'La versión debe ser un número entero positivo: la que leíste del registro',
    en: 'The version must be a positive whole number: the one you read from the record',
  },
  'http.ifMatchInvalid': {
    es: 'If-Match debe llevar una sola etiqueta del registro, como W/"3" o "3", o bien *',
    en: 'If-Match must carry one tag of the record, such as W/"3" or "3", or else *',
  },
  'http.versionOfOne': {
    es: 'If-Match o version valen para un solo registro: para varios, envía versions con la versión que leíste de cada uno',
    en: 'If-Match or version name one record: for several, send versions with the version you read of each',
  },
  'http.versionsInvalid': {
    es: 'versions debe asignar a cada id la versión que leíste, un número entero positivo',
    en: 'versions must give each id the version you read, a positive whole number',
  },
  'http.versionsDiffer': {
    es: 'La versión del cuerpo ({body}) y la de If-Match ({header}) no coinciden',
    en: 'The version in the body ({body}) and the one in If-Match ({header}) differ',
  },
  'auth.badCredentials': { es: 'Usuario o contraseña incorrectos', en: 'Wrong user or password' },
  'auth.wrongCode': { es: 'Código incorrecto', en: 'Wrong code' },
  'auth.expiredCode': { es: 'Código expirado', en: 'Code expired' },
  'auth.sendFailed': { es: 'No se pudo enviar el código; intenta de nuevo', en: 'The code could not be sent; try again' },
  'auth.manageRole': { es: 'No tienes permiso para administrar usuarios de ese rol', en: 'You are not allowed to manage users of that role' },
  'auth.currentPasswordWrong': { es: 'La contraseña actual no es correcta', en: 'The current password is not right' },
  // The password policy's texts, declared once with the browser's (src/i18n/messages/validation.ts).
  ...passwordMessages,
  'identifiers.rfc_format': {
    es: 'El RFC debe tener 12 o 13 caracteres (letras, fecha AAMMDD y 3 caracteres de verificación); se recibió "{value}"',
    en: 'The RFC must have 12 or 13 characters (letters, date YYMMDD, 3 check characters); got "{value}"',
  },
  'identifiers.rfc_date': { es: 'El RFC debe llevar una fecha real; se recibió "{value}"', en: 'The RFC must carry a real date; got "{value}"' },
  'identifiers.rfc_kind': {
    es: 'El RFC de una persona {kind} tiene {expected} caracteres; se recibió "{value}"',
    en: 'The RFC of a {kind} has {expected} characters; got "{value}"',
  },
  'identifiers.rfc_inconvenient_word': {
    es: 'Las primeras cuatro letras del RFC forman una palabra que el SAT excluye (escribe {replacement}); se recibió "{value}"',
    en: 'The RFC\'s first four letters are a word SAT excludes (it writes {replacement}); got "{value}"',
  },
  'identifiers.rfc_homoclave': {
    es: 'La homoclave del RFC ({homoclave}) no puede salir de la tabla del SAT (1-9, A-N, P-Z; la primera a lo más V); se recibió "{value}"',
    en: 'The RFC\'s homoclave ({homoclave}) cannot come from SAT\'s table (1-9, A-N, P-Z; the first at most V); got "{value}"',
  },
  'identifiers.rfc_check_digit': browserIdentifiers.rfc_check_digit,
  'identifiers.curp_format': { es: 'La CURP debe tener 18 caracteres; se recibió "{value}"', en: 'The CURP must have 18 characters; got "{value}"' },
  'identifiers.curp_inconvenient_word': {
    es: 'Las primeras cuatro letras de la CURP forman una palabra que RENAPO excluye (escribe {replacement}); se recibió "{value}"',
    en: 'The CURP\'s first four letters are a word RENAPO excludes (it writes {replacement}); got "{value}"',
  },
  'identifiers.curp_date': {
    es: 'La CURP debe llevar una fecha de nacimiento real ({date} no existe); se recibió "{value}"',
    en: 'The CURP must carry a real birth date ({date} does not exist); got "{value}"',
  },
  'identifiers.curp_check_digit': {
    es: 'La CURP debe terminar en el dígito verificador {expected}; se recibió "{value}"',
    en: 'The CURP must end in check digit {expected}; got "{value}"',
  },
  'identifiers.clabe_format': { es: 'La CLABE debe tener 18 dígitos; se recibió "{value}"', en: 'The CLABE must have 18 digits; got "{value}"' },
  'identifiers.clabe_check_digit': {
    es: 'La CLABE debe terminar en el dígito verificador {expected}; se recibió "{value}"',
    en: 'The CLABE must end in check digit {expected}; got "{value}"',
  },
  'identifiers.clabe_bank': {
    es: 'Los primeros tres dígitos de la CLABE no son un banco del catálogo de Banxico ({bank}); se recibió "{value}"',
    en: 'The CLABE\'s first three digits are not a bank in Banxico\'s catalogue ({bank}); got "{value}"',
  },
  'identifiers.phone_invalid': {
    es: 'El teléfono debe tener 10 dígitos (o + código de país y número); se recibió "{value}"',
    en: 'The phone must have 10 digits (or + country code and number); got "{value}"',
  },
  'identifiers.country_code': browserIdentifiers.country_code,
  'identifiers.kind_person': { es: 'física', en: 'natural person' },
  'identifiers.kind_company': { es: 'moral', en: 'legal entity' },
  'users.deleteSelf': { es: 'No puedes eliminar tu propio usuario', en: 'You cannot delete your own user' },
  'profile.nothingChanged': { es: 'Ningún campo difiere del perfil actual', en: 'No field differs from the current profile' },
  'profile.pictureBase64': { es: 'La imagen debe venir en base64', en: 'The picture must be base64' },
  'profile.pictureTooLarge': { es: 'La imagen pesa más de {max} MB', en: 'The picture is larger than {max} MB' },
  'profile.requestReviewed': { es: 'La solicitud ya fue revisada', en: 'The request was already reviewed' },
  'profile.ownRequest': {
    es: 'No puedes revisar tu propia solicitud: otra persona con permiso debe aprobarla o rechazarla',
    en: 'You cannot review your own request: someone else with the permission must approve or reject it',
  },
  'profile.reasonRequired': {
    es: 'Escribe el motivo del rechazo: la persona lo recibirá',
    en: 'Write the reason for the rejection: the person will receive it',
  },
  'profile.requestApprovedTitle': { es: 'Solicitud de cambio aprobada', en: 'Change request approved' },
  'profile.requestApprovedText': {
    es: 'Tu solicitud de cambio de datos del {date} fue aprobada: tu perfil ya muestra los datos nuevos.',
    en: 'Your data change request of {date} was approved: your profile now shows the new data.',
  },
  'profile.requestRejectedTitle': { es: 'Solicitud de cambio rechazada', en: 'Change request rejected' },
  'profile.requestRejectedText': {
    es: 'Tu solicitud de cambio de datos del {date} fue rechazada. Motivo: {reason}',
    en: 'Your data change request of {date} was rejected. Reason: {reason}',
  },
  'profile.requestSent': browserTexts.profileRequestSent,
  'profile.passwordUpdated': browserTexts.passwordUpdated,
  'fourEyes.notApproved': {
    es: 'Este cambio de datos de una persona necesita la aprobación de otra persona con permiso',
    en: 'This change of a person\'s data needs the approval of someone else with the permission',
  },
  'fourEyes.pending': {
    es: 'Pendiente de aprobación: otra persona con permiso debe aprobar el cambio de {fields}',
    en: 'Pending approval: someone else with the permission must approve the change of {fields}',
  },
  'fourEyes.requestedBy': {
    es: 'No puedes revisar una solicitud que tú hiciste: otra persona con permiso debe aprobarla o rechazarla',
    en: 'You cannot review a request you made: someone else with the permission must approve or reject it',
  },
  'fourEyes.staffApprovedText': {
    es: 'El cambio de datos de {name} que solicitaste el {date} fue aprobado.',
    en: 'The change of {name}\'s data you requested on {date} was approved.',
  },
  'fourEyes.staffRejectedText': {
    es: 'El cambio de datos de {name} que solicitaste el {date} fue rechazado. Motivo: {reason}',
    en: 'The change of {name}\'s data you requested on {date} was rejected. Reason: {reason}',
  },
  'fourEyes.subjectChangedTitle': { es: 'Tus datos cambiaron', en: 'Your data changed' },
  'fourEyes.subjectChangedText': {
    es: 'Se aprobó un cambio de tus datos ({fields}) solicitado por el personal de la empresa el {date}. Si no lo esperabas, comunícate con nosotros.',
    en: 'A change of your data ({fields}) requested by the firm\'s staff on {date} was approved. If you did not expect it, contact us.',
  },
  'profile.tooManyRequests': {
    es: 'Demasiadas solicitudes de cambio de perfil; intenta de nuevo en {seconds} segundos',
    en: 'Too many profile change requests; try again in {seconds} seconds',
  },
  'profile.emailTaken': {
    es: 'El correo solicitado ya identifica otra cuenta',
    en: 'The requested email already identifies another account',
  },
  'loans.nothingToCharge': { es: 'No hay nada que cobrar: ningún detalle vencido sin pagar', en: 'Nothing to charge: no expired unpaid detail' },
  'loans.alreadyConcluded': { es: 'El préstamo ya está concluido', en: 'The loan is already concluded' },
  'loans.recalculateConcluded': { es: 'Un préstamo concluido no se puede recalcular', en: 'A concluded loan cannot be recalculated' },
  'loans.paymentBeforeEmission': {
    es: 'La fecha debe ser igual o posterior a la emisión ({emission})',
    en: 'Value must be on or after the emission ({emission})',
  },
  'loans.detailsNotInvoiceable': {
    es: 'Los detalles {ids} no se pueden facturar (no existen, no han vencido, están cancelados o ya facturados)',
    en: 'Details {ids} cannot be invoiced (not found, not due, cancelled or already invoiced)',
  },
  'loans.detailInvoiceFailed': { es: 'Detalle {id}: {reason}', en: 'Detail {id}: {reason}' },
  'loans.invoicedMeanwhile': {
    es: 'Algunos detalles se facturaron mientras tanto; recarga e intenta de nuevo',
    en: 'Some details were invoiced meanwhile; reload and try again',
  },
  'loans.customerFiscalData': {
    es: 'Al cliente {customer} le falta un dato fiscal que el complemento de pago necesita: {field}',
    en: 'Customer {customer} lacks the fiscal data a payment complement needs: {field}',
  },
  'loans.selectDetail': { es: 'Selecciona al menos un detalle', en: 'Select at least one detail' },
  'loans.tooManyDetails': { es: 'Como máximo {max} detalles a la vez', en: 'At most {max} details at a time' },
  'loans.calendarRange': { es: 'El valor debe estar entre 0 y {max} días después de from', en: 'Value must be from 0 to {max} days after from' },
  'rules.term_too_short': {
    es: 'El vencimiento debe ser al menos un mes después de la emisión ({emission}); se recibió {expiration}',
    en: 'The expiration must be at least one month after the emission ({emission}); got {expiration}',
  },
  'rules.term_too_long': {
    es: 'El plazo debe ser de {max} meses como máximo; se recibió un vencimiento el {expiration}',
    en: 'The term must be at most {max} months; got an expiration of {expiration}',
  },
  'rules.grace_days': {
    es: 'Los días de gracia deben ser un número entero de 0 o más; se recibió {days}',
    en: 'Grace days must be a whole number of 0 or more; got {days}',
  },
  'rules.receiver_fiscal_data': {
    es: 'El cliente {customer} no puede recibir este CFDI: {reason}; su {field} es "{value}"',
    en: 'Customer {customer} cannot receive this CFDI: {reason}; its {field} is "{value}"',
  },
  'rules.receiver_field_cfdi_use': { es: 'uso de CFDI', en: 'CFDI use' },
  'rules.receiver_field_fiscal_regime': { es: 'régimen fiscal', en: 'tax regime' },
  'rules.receiver_field_fiscal_postal_code': { es: 'código postal fiscal', en: 'fiscal postal code' },
  'rules.csd_unusable': {
    es: 'El CSD de la empresa (certificado {number}) solo sirve del {from} al {to}: el SAT rechazaría el CFDI. Renueve el CSD y configure CFDI_CSD_CER y CFDI_CSD_KEY',
    en: "The firm's CSD (certificate {number}) is valid only from {from} to {to}: SAT would refuse the CFDI. Renew the CSD and set CFDI_CSD_CER and CFDI_CSD_KEY",
  },
  'rules.paid_after_unpaid': {
    es: 'Los detalles pagados deben ir antes que los no pagados (periodo pagado {paid} después del periodo sin pagar {unpaid})',
    en: 'Paid details must come before unpaid ones (paid period {paid} after unpaid period {unpaid})',
  },
  'rules.no_period_left': {
    es: 'Se necesitan más de {kept} meses para amortizar {outstanding}; se recibió {months}',
    en: 'More than {kept} months are needed to amortise {outstanding}; got {months}',
  },
  'rules.partial_amount_invalid': {
    es: 'El monto en USD debe ser mayor que 0 con 2 decimales como máximo; se recibió "{value}"',
    en: 'The USD amount must be above 0 with at most 2 decimals; got "{value}"',
  },
  'rules.partial_exceeds_pending': {
    es: 'El monto no puede superar lo pendiente, {pending} USD; se recibió "{value}"',
    en: 'The amount cannot exceed the pending {pending} USD; got "{value}"',
  },
  'rules.nothing_pending': { es: 'No hay monto pendiente en USD; se recibió "{value}"', en: 'There is no pending USD amount; got "{value}"' },
  'investments.notInvestor': { es: 'El usuario no es inversionista', en: 'The user is not an investor' },
  'investments.concludedTerms': {
    es: 'La inversión está concluida: sus condiciones no pueden cambiar',
    en: 'The investment is concluded: its terms cannot change',
  },
  'investments.paidTerms': {
    es: 'La inversión tiene pagos realizados: sus condiciones no pueden cambiar',
    en: 'The investment has paid payments: its terms cannot change',
  },
  'investments.paidNoDelete': {
    es: 'La inversión tiene pagos realizados y no se puede eliminar',
    en: 'The investment has paid payments and cannot be deleted',
  },
  'investments.alreadyConcluded': { es: 'La inversión ya está concluida', en: 'The investment is already concluded' },
  'investments.dateNotAvailable': {
    es: 'La fecha no está disponible: elige la fecha de un pago programado sin pagar',
    en: 'The date is not available: choose an unpaid scheduled payment date',
  },
  'investments.paidAfterClose': {
    es: 'No se puede cerrar en esa fecha: ya están pagados los periodos posteriores {periods}. Elige una fecha posterior al último periodo pagado',
    en: 'The investment cannot close on that date: later periods {periods} are already paid. Choose a date after the last paid period',
  },
  'investments.paymentAlreadyPaid': { es: 'El pago ya está pagado', en: 'The payment is already paid' },
  'calculator.minimum': browserTexts.calculatorMinimum,
  'calculator.currencyMinimum': {
    es: 'La inversión debe ser al menos el mínimo de la moneda',
    en: "The investment must be at least the currency's minimum",
  },
  'calculator.duration': browserTexts.calculatorDuration,
  'invoices.motive': { es: 'El motivo debe ser 01, 02, 03 o 04', en: 'Motive must be one of 01, 02, 03, 04' },
  'invoices.amountDecimal': { es: 'El monto debe ser un número con hasta 2 decimales', en: 'Amount must be a decimal string with up to 2 decimals' },
  'documents.type': { es: 'El valor debe ser un tipo de documento existente', en: 'Value must be an existing document type' },
  'documents.location': { es: 'El valor debe ser la dirección que devolvió la carga del archivo', en: 'Value must be the url an upload returned' },
  'forwards.constantInstrument': { es: 'El valor debe ser un instrumento constante', en: 'Value must be a constant instrument' },
  'forwards.hedgeInstrument': { es: 'El valor debe ser un instrumento de cobertura', en: 'Value must be a hedge instrument' },
  'forwards.spreadLimit': {
    es: 'El valor debe ser un diferencial de 5 MXN por USD como máximo; se recibió "{value}"',
    en: 'Value must be a spread of at most 5 MXN per USD; got "{value}"',
  },
  'forwards.rateLimit': {
    es: 'El valor debe ser una tasa anual de 100 % como máximo; se recibió "{value}"',
    en: 'Value must be an annual rate of at most 100 %; got "{value}"',
  },
  'forwards.owner': { es: 'El valor debe ser un cliente o un inversionista', en: 'Value must be a client or an investor' },
  'forwards.alreadyClosed': { es: 'La cobertura ya está cerrada', en: 'The hedge is already closed' },
  'forwards.noQuote': { es: 'Aún no se ha capturado un tipo de cambio USD/MXN', en: 'No USD/MXN quote has been entered yet' },
  'forwards.noConstant': { es: 'No hay una constante vigente para {name}', en: 'No current constant for {name}' },
  'forwards.configMissing': { es: 'Falta la configuración del cierre de coberturas', en: 'The close-coverage configuration is missing' },
  'forwards.closingOff': { es: 'El cierre de coberturas está desactivado', en: 'Closing hedges is turned off' },
  'forwards.weekdaysOnly': { es: 'Las coberturas solo se cierran de lunes a viernes', en: 'Hedges are closed on weekdays only' },
  'forwards.outsideWindow': {
    es: 'Las coberturas se cierran de {start} a {end}, hora de la Ciudad de México',
    en: 'Hedges are closed from {start} to {end}, Mexico City time',
  },
  'forwards.cannotClose': { es: 'Las coberturas no se pueden cerrar ahora', en: 'Hedges cannot be closed now' },
  'forwards.windowOrder': VALIDATION_TEXTS.windowOrder,
  'projection.firstProblem': { es: '{where}: {message}', en: '{where}: {message}' },
  'projection.headers': {
    es: 'La fila 1 debe tener los encabezados {headers} (usa la plantilla)',
    en: 'Row 1 must hold the headers {headers} (use the template)',
  },
  'projection.noRows': { es: 'El archivo no tiene filas bajo los encabezados', en: 'The file has no rows under the headers' },
  'projection.tooManyRows': { es: 'Como máximo {max} filas; el archivo tiene {count}', en: 'At most {max} rows; the file has {count}' },
  'projection.date': {
    es: 'Fecha: se esperaba una fecha (AAAA-MM-DD o DD/MM/AAAA); se recibió {value}',
    en: 'Fecha: expected a date (YYYY-MM-DD or DD/MM/YYYY), got: {value}',
  },
  'projection.duplicateDate': { es: 'Fecha: {date} ya está en la fila {row}', en: 'Fecha: {date} is already in row {row}' },
  'projection.rate': {
    es: 'Tipo de cambio: se esperaba un tipo como 18.1234; se recibió {value}',
    en: 'Tipo de cambio: expected a rate such as 18.1234, got: {value}',
  },
  'projection.rateDecimals': {
    es: 'Tipo de cambio: como máximo 4 decimales; se recibió "{value}"',
    en: 'Tipo de cambio: expected at most 4 decimals, got: "{value}"',
  },
  'projection.rateBand': {
    es: 'Tipo de cambio: se esperaba un tipo USD/MXN entre {min} y {max}; se recibió "{value}"',
    en: 'Tipo de cambio: expected a USD/MXN rate between {min} and {max}, got: "{value}"',
  },
  'projection.unreadable': { es: 'El archivo no es un libro .xlsx legible', en: 'The file is not a readable .xlsx workbook' },
  'projection.noSheet': { es: 'El libro no tiene hojas', en: 'The workbook has no sheet' },
  'payments.outsideTerm': {
    es: 'La fecha de pago debe estar dentro del plazo de la inversión: después del {from} y a más tardar el {to}',
    en: "The payment date must be within the investment's term: after {from} and no later than {to}",
  },
  'payments.daysOutsideTerm': {
    es: 'Los días deben ser de 1 a {max}: los transcurridos desde el inicio de la inversión hasta la fecha de pago',
    en: 'Days must be from 1 to {max}: those elapsed from the start of the investment to the payment date',
  },
  'payments.dueBeforePayment': {
    es: 'La fecha límite de pago no puede ser anterior a la fecha de pago',
    en: 'The payment deadline cannot be before the payment date',
  },
  'payments.retentionAboveInterest': {
    es: 'La retención no puede ser mayor que los intereses',
    en: 'The retention cannot be greater than the interest',
  },
  'payments.netMismatch': {
    es: 'El total a pagar debe ser los intereses menos la retención: {expected}',
    en: 'The total to pay must be the interest less the retention: {expected}',
  },
  'payments.aboveInvestment': {
    es: 'Con este pago los intereses sumarían {total}, más de lo que la inversión paga en su plazo ({cap})',
    en: 'With this payment the interest would add up to {total}, more than the investment pays over its term ({cap})',
  },
  'sms.investmentRequest': {
    es: 'Caudal: {who} solicita invertir {amount} {currency} a {months} meses desde el {date} ({personType}); rendimiento neto simulado: {payout}.',
    en: 'Caudal: {who} asks to invest {amount} {currency} for {months} months from {date} ({personType}); simulated net return: {payout}.',
  },
  'sms.aVisitor': { es: 'Un visitante', en: 'A visitor' },
  'sms.personFisica': { es: 'persona física', en: 'individual' },
  'sms.personMoral': { es: 'persona moral', en: 'company' },
  'notification.investmentRequest': { es: 'Solicitud de inversión', en: 'Investment request' },
  'loans.closeBeforeEmission': {
    es: 'La fecha de pago no puede ser anterior a la emisión del préstamo ({emission})',
    en: "The payment date cannot be before the loan's emission ({emission})",
  },
  'loans.closeFutureDate': { es: 'La fecha de pago no puede ser posterior a hoy ({today})', en: 'The payment date cannot be after today ({today})' },
});

export type ServerMessageKey = keyof typeof serverMessages;
