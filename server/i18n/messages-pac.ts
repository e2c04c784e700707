/**
 * The PAC's refusals in the person's language (issue 21, item 6). Facturapi answers a refusal as a
 * GenericError with a stable `code` and, for a validation, `errors[]` whose `code` and `path` name the
 * field (shared/facturapi/openapi_v2.yaml: GenericError, ErrorDetail). The codes Facturapi documents
 * have a text of their own here; any other is shown with the PAC's own words, which are Spanish: as
 * they are in Spanish, in English with the code and a note that those are the PAC's words.
 */
export const pacMessagesEs = {
  'pac.required': 'falta el dato {path}',
  'pac.invalidType': 'el dato {path} no es válido',
  'pac.taxIdNotFound': 'el RFC del receptor no está en la lista de RFC inscritos del SAT',
  'pac.taxSystemNotAllowed': 'el régimen fiscal del receptor no corresponde a su RFC',
  'pac.unauthenticated': 'el PAC no reconoce la clave de la cuenta (INVOICING_PAC_TOKEN)',
  'pac.subscription': 'la cuenta del PAC no tiene una suscripción que permita timbrar en producción',
  'pac.notFound': 'el PAC no tiene ese documento',
  'pac.alreadyCancelled': 'el CFDI ya está cancelado en el PAC',
  'pac.other': '{message}',
} as const;

export const pacMessagesEn: Record<keyof typeof pacMessagesEs, string> = {
  'pac.required': 'the field {path} is missing',
  'pac.invalidType': 'the field {path} is not valid',
  'pac.taxIdNotFound': "the receiver's RFC is not in SAT's list of registered RFCs",
  'pac.taxSystemNotAllowed': "the receiver's tax regime does not match its RFC",
  'pac.unauthenticated': 'the PAC does not recognise the account key (INVOICING_PAC_TOKEN)',
  'pac.subscription': "the PAC account's subscription does not allow stamping in production",
  'pac.notFound': 'the PAC does not have that document',
  'pac.alreadyCancelled': 'the CFDI is already cancelled at the PAC',
  'pac.other': 'the PAC refused it (code {code}; its own words, in Spanish: "{message}")',
};
