/**
 * What the browser says about a value before sending it: the identifier checks and the password
 * policy of schemas/rules, by their codes, in both languages (the server's texts are in server/i18n).
 */
import { defineTexts } from '../texts.ts';

export const validationMessages = defineTexts({
  caudal: {
    identifiers: {
      rfc_format: {
        es: 'El RFC debe tener 12 o 13 caracteres (letras, fecha AAMMDD y 3 caracteres de verificación); se recibió "%{value}"',
        en: 'The RFC must have 12 or 13 characters (letters, date YYMMDD, 3 check characters); got "%{value}"',
      },
      rfc_date: { es: 'El RFC debe llevar una fecha real; se recibió "%{value}"', en: 'The RFC must carry a real date; got "%{value}"' },
      rfc_kind: {
        es: 'Para este tipo de persona el RFC tiene %{expected} caracteres; se recibió "%{value}"',
        en: 'For this person type the RFC has %{expected} characters; got "%{value}"',
      },
      rfc_inconvenient_word: {
        es: 'Las primeras cuatro letras del RFC forman una palabra que el SAT excluye (escribe %{replacement}); se recibió "%{value}"',
        en: 'The RFC\'s first four letters are a word SAT excludes (it writes %{replacement}); got "%{value}"',
      },
      rfc_homoclave: {
        es: 'La homoclave del RFC (%{homoclave}) no puede salir de la tabla del SAT (1-9, A-N, P-Z; la primera a lo más V); se recibió "%{value}"',
        en: 'The RFC\'s homoclave (%{homoclave}) cannot come from SAT\'s table (1-9, A-N, P-Z; the first at most V); got "%{value}"',
      },
      rfc_check_digit: { es: 'El dígito verificador del RFC no coincide; verifícalo', en: 'The RFC check digit does not match; please verify it' },
      curp_format: { es: 'La CURP debe tener 18 caracteres; se recibió "%{value}"', en: 'The CURP must have 18 characters; got "%{value}"' },
      curp_inconvenient_word: {
        es: 'Las primeras cuatro letras de la CURP forman una palabra que RENAPO excluye (escribe %{replacement}); se recibió "%{value}"',
        en: 'The CURP\'s first four letters are a word RENAPO excludes (it writes %{replacement}); got "%{value}"',
      },
      curp_date: {
        es: 'La CURP debe llevar una fecha de nacimiento real (%{date} no existe); se recibió "%{value}"',
        en: 'The CURP must carry a real birth date (%{date} does not exist); got "%{value}"',
      },
      curp_check_digit: {
        es: 'La CURP debe terminar en el dígito verificador %{expected}; se recibió "%{value}"',
        en: 'The CURP must end in check digit %{expected}; got "%{value}"',
      },
      clabe_format: { es: 'La CLABE debe tener 18 dígitos; se recibió "%{value}"', en: 'The CLABE must have 18 digits; got "%{value}"' },
      clabe_check_digit: {
        es: 'La CLABE debe terminar en el dígito verificador %{expected}; se recibió "%{value}"',
        en: 'The CLABE must end in check digit %{expected}; got "%{value}"',
      },
      clabe_bank: {
        es: 'Los primeros tres dígitos de la CLABE no son un banco del catálogo de Banxico (%{bank}); se recibió "%{value}"',
        en: 'The CLABE\'s first three digits are not a bank in Banxico\'s catalogue (%{bank}); got "%{value}"',
      },
      phone_invalid: {
        es: 'El teléfono debe tener 10 dígitos (o + código de país y número); se recibió "%{value}"',
        en: 'The phone must have 10 digits (or + country code and number); got "%{value}"',
      },
      country_code: { es: 'El valor debe ser un código de país como +52', en: 'Value must be a country calling code such as +52' },
    },
    passwordPolicy: {
      minLength: { es: 'La contraseña debe tener al menos 8 caracteres', en: 'Password must have at least 8 characters' },
      maxLength: { es: 'La contraseña debe tener como máximo 128 caracteres', en: 'Password must have at most 128 characters' },
      uppercase: { es: 'La contraseña debe tener una letra mayúscula', en: 'Password must have an uppercase letter' },
      digit: { es: 'La contraseña debe tener un número', en: 'Password must have a number' },
      special: { es: 'La contraseña debe tener un carácter especial', en: 'Password must have a special character' },
      containsIdentifier: {
        es: 'La contraseña no debe contener tu nombre, usuario, correo o RFC',
        en: 'Password must not contain your name, user, email or RFC',
      },
      containsCompanyWord: { es: 'La contraseña no debe contener el nombre de la empresa', en: 'Password must not contain the company name' },
      repeated: { es: 'La contraseña no debe repetir un carácter 4 veces seguidas', en: 'Password must not repeat a character 4 times in a row' },
      sequential: {
        es: 'La contraseña no debe tener 4 caracteres consecutivos (1234, abcd)',
        en: 'Password must not have 4 sequential characters (1234, abcd)',
      },
    },
  },
});
