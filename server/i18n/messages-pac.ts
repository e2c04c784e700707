/**
 * The PAC's refusals in the person's language. Facturapi answers a refusal as a
 * GenericError with a stable `code` and, for a validation, `errors[]` whose `code` and `path` name the
 * field (shared/facturapi/openapi_v2.yaml: GenericError, ErrorDetail). The codes Facturapi documents
 * have a text of their own here; any other is shown with the PAC's own words, which are Spanish: as
 * they are in Spanish, in English with the code and a note that those are the PAC's words.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const pacMessages = defineTexts({
  'pac.required': { es: 'falta el dato {path}', en: 'the field {path} is missing' },
  'pac.invalidType': { es: 'el dato {path} no es válido', en: 'the field {path} is not valid' },
  'pac.taxIdNotFound': {
    es: 'el RFC del receptor no está en la lista de RFC inscritos del SAT',
    en: "the receiver's RFC is not in SAT's list of registered RFCs",
  },
  'pac.taxSystemNotAllowed': { es: 'el régimen fiscal del receptor no corresponde a su RFC', en: "the receiver's tax regime does not match its RFC" },
  'pac.unauthenticated': {
    es: 'el PAC no reconoce la clave de la cuenta (INVOICING_PAC_TOKEN)',
    en: 'the PAC does not recognise the account key (INVOICING_PAC_TOKEN)',
  },
  'pac.subscription': {
    es: 'la cuenta del PAC no tiene una suscripción que permita timbrar en producción',
    en: "the PAC account's subscription does not allow stamping in production",
  },
  'pac.notFound': { es: 'el PAC no tiene ese documento', en: 'the PAC does not have that document' },
  'pac.alreadyCancelled': { es: 'el CFDI ya está cancelado en el PAC', en: 'the CFDI is already cancelled at the PAC' },
  'pac.other': { es: '{message}', en: 'the PAC refused it (code {code}; its own words, in Spanish: "{message}")' },
});
