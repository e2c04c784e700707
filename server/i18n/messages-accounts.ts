/**
 * What the server writes about accounts (docs/decisions/125-129): sign-in identifiers,
 * who changes whose credentials, message limits and file fields. Spread into messages.ts, the one catalogue.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const accountMessages = defineTexts({
  'identifier.taken': {
    es: 'Ese usuario o correo ya identifica a otra cuenta (sin distinguir mayúsculas ni letras parecidas)',
    en: 'That username or email already identifies another account (ignoring case and look-alike letters)',
  },
  'identifier.mixedScripts': {
    es: 'El identificador mezcla letras latinas con cirílicas o griegas que se parecen; escríbelo solo con letras latinas',
    en: 'The identifier mixes Latin letters with look-alike Cyrillic or Greek ones; write it in Latin letters only',
  },
  'identifier.invisible': {
    es: 'El identificador lleva caracteres invisibles; quítalos',
    en: 'The identifier contains invisible characters; remove them',
  },
  'credentials.othersAreAdmins': {
    es: 'Solo un Administrador puede cambiar el usuario, correo, teléfono, contraseña o rol de otra persona (los de un Administrador, solo Root)',
    en: "Only an Admin may change another person's username, email, phone, password or role (an Admin's, only Root)",
  },
  'credentials.grantRole': {
    es: 'No puedes asignar ese rol: un rol solo lo asigna alguien de rango superior',
    en: 'You may not give that role: a role is given only by someone of a higher rank',
  },
  'credentials.ownRole': { es: 'No puedes cambiar tu propio rol', en: 'You cannot change your own role' },
  'messages.tooMany': {
    es: 'Se alcanzó el límite de avisos; intenta de nuevo en {seconds} segundos',
    en: 'The limit of notices was reached; try again in {seconds} seconds',
  },
  'files.notYours': {
    es: 'El archivo no existe o no puedes usarlo en este campo; súbelo de nuevo',
    en: 'The file does not exist or you may not use it in this field; upload it again',
  },
});
