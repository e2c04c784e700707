/**
 * Validation messages, each written once with its Spanish and its English (the spec's first three,
 * section 5, copied exactly). The English text is also the identifier a zod issue carries: the browser
 * shows `caudal.validation.<key>` and the API `validation.<key>` of server/i18n, both read from here,
 * each in the person's language (docs/decisions/040).
 */
export const VALIDATION_TEXTS = {
  required: { es: 'El valor es obligatorio', en: 'Value is required' },
  numeric: { es: 'El valor debe ser numérico', en: 'Value must be numeric' },
  email: { es: 'El valor no es una dirección de correo válida', en: 'Value is not a valid email address' },
  text: { es: 'El valor debe ser texto', en: 'Value must be text' },
  integer: { es: 'El valor debe ser un número entero', en: 'Value must be a whole number' },
  date: { es: 'El valor debe ser una fecha (AAAA-MM-DD)', en: 'Value must be a date (YYYY-MM-DD)' },
  datetime: { es: 'El valor debe ser una fecha y hora (ISO 8601)', en: 'Value must be a date and time (ISO 8601)' },
  boolean: { es: 'El valor debe ser verdadero o falso', en: 'Value must be true or false' },
  option: { es: 'El valor debe ser una de las opciones', en: 'Value must be one of the options' },
  reference: { es: 'El valor debe ser un registro', en: 'Value must be a record id' },
  file: { es: 'El valor debe ser la dirección de un archivo', en: 'Value must be a file address' },
  tooLong: { es: 'El valor es demasiado largo', en: 'Value is too long' },
  tooLarge: { es: 'El valor es demasiado grande', en: 'Value is too large' },
  tooSmall: { es: 'El valor es demasiado pequeño', en: 'Value is too small' },
  tooManyDecimals: { es: 'El valor tiene demasiados decimales', en: 'Value has too many decimals' },
  unknownField: { es: 'Campo desconocido', en: 'Unknown field' },
  readOnly: { es: 'El valor no se puede cambiar', en: 'Value cannot be changed' },
  notFound: { es: 'El valor no existe', en: 'Value does not exist' },
  duplicate: { es: 'El valor ya existe', en: 'Value already exists' },
  greaterThanZero: { es: 'El valor debe ser mayor que 0', en: 'Value must be greater than 0' },
  time: { es: 'El valor debe ser una hora HH:MM', en: 'Value must be a time HH:MM' },
  nothingToChange: { es: 'Envía al menos un campo para cambiar', en: 'Send at least one field to change' },
  windowOrder: { es: 'La ventana debe terminar después de empezar', en: 'The window must end after it starts' },
  passwordsMustMatch: { es: 'Las contraseñas deben ser iguales', en: 'Passwords must be equal' },
  notValid: { es: 'El valor no es válido', en: 'Value is not valid' },
  digitsOnly: { es: 'El valor debe tener solo dígitos', en: 'Value must have digits only' },
  cfdiUseUnknown: { es: 'El valor no es un uso del catálogo c_UsoCFDI del SAT', en: "Value is not a use of SAT's catalogue c_UsoCFDI" },
  cfdiUseRetired: {
    es: 'El CFDI 4.0 ya no admite este uso (P01 era el "por definir" del CFDI 3.3)',
    en: 'CFDI 4.0 no longer takes this use (P01 was CFDI 3.3\'s "to be defined")',
  },
  cfdiUseKind: {
    es: 'Este uso de CFDI no aplica al tipo de persona del receptor (c_UsoCFDI)',
    en: "This CFDI use does not apply to the receiver's kind of person (c_UsoCFDI)",
  },
  cfdiUseRegime: {
    es: 'Este uso de CFDI no aplica al régimen fiscal del receptor (c_UsoCFDI)',
    en: "This CFDI use does not apply to the receiver's tax regime (c_UsoCFDI)",
  },
  cfdiUseType: {
    es: 'Este uso de CFDI no aplica a este tipo de CFDI (CP01 es de pagos, CN01 de nómina)',
    en: 'This CFDI use does not apply to this type of CFDI (CP01 is for payments, CN01 for payroll)',
  },
  regimeKind: {
    es: 'Este régimen fiscal no aplica al tipo de persona del RFC (12 caracteres una moral, 13 una física)',
    en: "This tax regime does not apply to the RFC's kind of person (12 characters a company, 13 a person)",
  },
  genericRegime: {
    es: 'El RFC genérico del SAT (público en general o extranjero) lleva el régimen fiscal 616 (sin obligaciones fiscales)',
    en: "SAT's generic RFC (general public or foreign) takes tax regime 616 (no tax obligations)",
  },
  genericUse: {
    es: 'El RFC genérico del SAT (público en general o extranjero) lleva el uso de CFDI S01 (sin efectos fiscales)',
    en: "SAT's generic RFC (general public or foreign) takes CFDI use S01 (no tax effects)",
  },
  genericPostalCode: {
    es: 'El RFC genérico del SAT (público en general o extranjero) lleva como código postal fiscal el del lugar de expedición',
    en: "SAT's generic RFC (general public or foreign) takes the place of issue's postal code as its fiscal postal code",
  },
} as const;

export type MessageKey = keyof typeof VALIDATION_TEXTS;

/** The English texts by key: what the shared schemas put in a zod issue, mapped back to the key by both sides. */
export const MESSAGES = Object.fromEntries(Object.entries(VALIDATION_TEXTS).map(([key, text]) => [key, text.en])) as { readonly [K in MessageKey]: (typeof VALIDATION_TEXTS)[K]['en'] };

/**
 * A text a person reads, in the two languages of the app, written beside what it is about (a
 * constraint's message, a lookup's: constraints.ts, field.ts).
 */
export interface DeclaredText {
  readonly es: string;
  readonly en: string;
}
