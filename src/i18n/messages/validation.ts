/**
 * What the browser says about a value before sending it: the identifier checks and the password
 * policy of schemas/rules, by their codes, in both languages (the server's texts are in server/i18n).
 */
export const validationMessages = {
  es: {
    caudal: {
      identifiers: {
        rfc_format: 'El RFC debe tener 12 o 13 caracteres (letras, fecha AAMMDD y 3 caracteres de verificación); se recibió "%{value}"',
        rfc_date: 'El RFC debe llevar una fecha real; se recibió "%{value}"',
        rfc_kind: 'Para este tipo de persona el RFC tiene %{expected} caracteres; se recibió "%{value}"',
        rfc_inconvenient_word: 'Las primeras cuatro letras del RFC forman una palabra que el SAT excluye (escribe %{replacement}); se recibió "%{value}"',
        rfc_homoclave: 'La homoclave del RFC (%{homoclave}) no puede salir de la tabla del SAT (1-9, A-N, P-Z; la primera a lo más V); se recibió "%{value}"',
        rfc_check_digit: 'El dígito verificador del RFC no coincide; verifícalo',
        curp_format: 'La CURP debe tener 18 caracteres; se recibió "%{value}"',
        curp_inconvenient_word: 'Las primeras cuatro letras de la CURP forman una palabra que RENAPO excluye (escribe %{replacement}); se recibió "%{value}"',
        curp_date: 'La CURP debe llevar una fecha de nacimiento real (%{date} no existe); se recibió "%{value}"',
        curp_check_digit: 'La CURP debe terminar en el dígito verificador %{expected}; se recibió "%{value}"',
        clabe_format: 'La CLABE debe tener 18 dígitos; se recibió "%{value}"',
        clabe_check_digit: 'La CLABE debe terminar en el dígito verificador %{expected}; se recibió "%{value}"',
        clabe_bank: 'Los primeros tres dígitos de la CLABE no son un banco del catálogo de Banxico (%{bank}); se recibió "%{value}"',
        phone_invalid: 'El teléfono debe tener 10 dígitos (o + código de país y número); se recibió "%{value}"',
        country_code: 'El valor debe ser un código de país como +52',
      },
      passwordPolicy: {
        minLength: 'La contraseña debe tener al menos 8 caracteres',
        maxLength: 'La contraseña debe tener como máximo 128 caracteres',
        uppercase: 'La contraseña debe tener una letra mayúscula',
        digit: 'La contraseña debe tener un número',
        special: 'La contraseña debe tener un carácter especial',
        containsIdentifier: 'La contraseña no debe contener tu nombre, usuario, correo o RFC',
        containsCompanyWord: 'La contraseña no debe contener el nombre de la empresa',
        repeated: 'La contraseña no debe repetir un carácter 4 veces seguidas',
        sequential: 'La contraseña no debe tener 4 caracteres consecutivos (1234, abcd)',
      },
    },
  },
  en: {
    caudal: {
      identifiers: {
        rfc_format: 'The RFC must have 12 or 13 characters (letters, date YYMMDD, 3 check characters); got "%{value}"',
        rfc_date: 'The RFC must carry a real date; got "%{value}"',
        rfc_kind: 'For this person type the RFC has %{expected} characters; got "%{value}"',
        rfc_inconvenient_word: 'The RFC\'s first four letters are a word SAT excludes (it writes %{replacement}); got "%{value}"',
        rfc_homoclave: 'The RFC\'s homoclave (%{homoclave}) cannot come from SAT\'s table (1-9, A-N, P-Z; the first at most V); got "%{value}"',
        rfc_check_digit: 'The RFC check digit does not match; please verify it',
        curp_format: 'The CURP must have 18 characters; got "%{value}"',
        curp_inconvenient_word: 'The CURP\'s first four letters are a word RENAPO excludes (it writes %{replacement}); got "%{value}"',
        curp_date: 'The CURP must carry a real birth date (%{date} does not exist); got "%{value}"',
        curp_check_digit: 'The CURP must end in check digit %{expected}; got "%{value}"',
        clabe_format: 'The CLABE must have 18 digits; got "%{value}"',
        clabe_check_digit: 'The CLABE must end in check digit %{expected}; got "%{value}"',
        clabe_bank: 'The CLABE\'s first three digits are not a bank in Banxico\'s catalogue (%{bank}); got "%{value}"',
        phone_invalid: 'The phone must have 10 digits (or + country code and number); got "%{value}"',
        country_code: 'Value must be a country calling code such as +52',
      },
      passwordPolicy: {
        minLength: 'Password must have at least 8 characters',
        maxLength: 'Password must have at most 128 characters',
        uppercase: 'Password must have an uppercase letter',
        digit: 'Password must have a number',
        special: 'Password must have a special character',
        containsIdentifier: 'Password must not contain your name, user, email or RFC',
        containsCompanyWord: 'Password must not contain the company name',
        repeated: 'Password must not repeat a character 4 times in a row',
        sequential: 'Password must not have 4 sequential characters (1234, abcd)',
      },
    },
  },
};
