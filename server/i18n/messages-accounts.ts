/**
 * What the server writes about accounts (issue 25, docs/decisions/125-129): sign-in identifiers,
 * who changes whose credentials, message limits and file fields. Spread into messages-es.ts and
 * messages-en.ts, which stay the one catalogue per language.
 */
export const accountMessagesEs = {
  'identifier.taken': 'Ese usuario o correo ya identifica a otra cuenta (sin distinguir mayúsculas ni letras parecidas)',
  'identifier.mixedScripts': 'El identificador mezcla letras latinas con cirílicas o griegas que se parecen; escríbelo solo con letras latinas',
  'identifier.invisible': 'El identificador lleva caracteres invisibles; quítalos',
  'credentials.othersAreAdmins': 'Solo un Administrador puede cambiar el usuario, correo, teléfono, contraseña o rol de otra persona (los de un Administrador, solo Root)',
  'credentials.grantRole': 'No puedes asignar ese rol: un rol solo lo asigna alguien de rango superior',
  'credentials.ownRole': 'No puedes cambiar tu propio rol',
  'messages.tooMany': 'Se alcanzó el límite de avisos; intenta de nuevo en {seconds} segundos',
  'files.notYours': 'El archivo no existe o no puedes usarlo en este campo; súbelo de nuevo',
} as const;

export const accountMessagesEn: Record<keyof typeof accountMessagesEs, string> = {
  'identifier.taken': 'That username or email already identifies another account (ignoring case and look-alike letters)',
  'identifier.mixedScripts': 'The identifier mixes Latin letters with look-alike Cyrillic or Greek ones; write it in Latin letters only',
  'identifier.invisible': 'The identifier contains invisible characters; remove them',
  'credentials.othersAreAdmins': "Only an Admin may change another person's username, email, phone, password or role (an Admin's, only Root)",
  'credentials.grantRole': 'You may not give that role: a role is given only by someone of a higher rank',
  'credentials.ownRole': 'You cannot change your own role',
  'messages.tooMany': 'The limit of notices was reached; try again in {seconds} seconds',
  'files.notYours': 'The file does not exist or you may not use it in this field; upload it again',
};
