/**
 * Validation messages, as stable English texts: the first three are the spec's (section 5), copied
 * exactly. They are identifiers more than texts: the browser shows `caudal.validation.<key>` and the
 * API `validation.<key>` of server/i18n, each in the person's language (docs/decisions/040).
 */
export const MESSAGES = {
  required: 'Value is required',
  numeric: 'Value must be numeric',
  email: 'Value is not a valid email address',
  text: 'Value must be text',
  integer: 'Value must be a whole number',
  date: 'Value must be a date (YYYY-MM-DD)',
  datetime: 'Value must be a date and time (ISO 8601)',
  boolean: 'Value must be true or false',
  option: 'Value must be one of the options',
  reference: 'Value must be a record id',
  file: 'Value must be a file address',
  tooLong: 'Value is too long',
  tooLarge: 'Value is too large',
  tooSmall: 'Value is too small',
  tooManyDecimals: 'Value has too many decimals',
  unknownField: 'Unknown field',
  readOnly: 'Value cannot be changed',
  notFound: 'Value does not exist',
  duplicate: 'Value already exists',
  greaterThanZero: 'Value must be greater than 0',
  time: 'Value must be a time HH:MM',
  nothingToChange: 'Send at least one field to change',
  windowOrder: 'The window must end after it starts',
  passwordsMustMatch: 'Passwords must be equal',
  notValid: 'Value is not valid',
  digitsOnly: 'Value must have digits only',
  cfdiUseUnknown: 'Value is not a use of SAT\'s catalogue c_UsoCFDI',
  cfdiUseRetired: 'CFDI 4.0 no longer takes this use (P01 was CFDI 3.3\'s "to be defined")',
  cfdiUseKind: 'This CFDI use does not apply to the receiver\'s kind of person (c_UsoCFDI)',
  cfdiUseRegime: 'This CFDI use does not apply to the receiver\'s tax regime (c_UsoCFDI)',
  cfdiUseType: 'This CFDI use does not apply to this type of CFDI (CP01 is for payments, CN01 for payroll)',
  regimeKind: 'This tax regime does not apply to the RFC\'s kind of person (12 characters a company, 13 a person)',
  genericRegime: 'SAT\'s generic RFC (general public or foreign) takes tax regime 616 (no tax obligations)',
  genericUse: 'SAT\'s generic RFC (general public or foreign) takes CFDI use S01 (no tax effects)',
  genericPostalCode: 'SAT\'s generic RFC (general public or foreign) takes the place of issue\'s postal code as its fiscal postal code',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * A text a person reads, in the two languages of the app, written beside what it is about (a
 * constraint's message, a lookup's: constraints.ts, field.ts).
 */
export interface DeclaredText {
  readonly es: string;
  readonly en: string;
}
