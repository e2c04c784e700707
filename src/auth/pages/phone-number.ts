/**
 * The phone number of the recovery form. Mexican numbers are 10 digits; elsewhere the ITU allows up to
 * 15 with the country code. The server holds users' phones with their country code in front
 * ("lada" + number, spec section 7), so that is what is sent.
 */
const MEXICO = '+52';

export function normaliseCountryCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits === '' ? '' : `+${digits}`;
}

export function phoneNumberIsValid(countryCode: string, phone: string): boolean {
  if (!/^\d+$/.test(phone)) return false;
  if (normaliseCountryCode(countryCode) === MEXICO) return phone.length === 10;
  return phone.length >= 6 && phone.length + normaliseCountryCode(countryCode).length - 1 <= 15;
}

export function fullPhoneNumber(countryCode: string, phone: string): string {
  return `${normaliseCountryCode(countryCode)}${phone}`;
}
