/** What the server answers about service accounts and their bearer tokens (docs/decisions/245). */
import { defineTexts } from '../../src/i18n/texts.ts';

export const serviceAccountMessages = defineTexts({
  'serviceAccounts.badToken': { es: 'El token de servicio no es válido o fue revocado', en: 'The service token is not valid or was revoked' },
  'serviceAccounts.noSession': {
    es: 'Un token de servicio no abre sesiones ni usa rutas personales; llama a la API con él',
    en: 'A service token opens no session and uses no personal routes; call the API with it',
  },
  'serviceAccounts.tooMany': {
    es: 'Demasiadas solicitudes con este token; espera {seconds} segundos',
    en: 'Too many requests with this token; wait {seconds} seconds',
  },
  'serviceAccounts.nameTaken': { es: 'Ya existe una cuenta de servicio con ese nombre', en: 'A service account with that name already exists' },
  'serviceAccounts.roleNotAllowed': {
    es: 'Una cuenta de servicio no puede tener el rol Root, Inversionista ni Cliente',
    en: 'A service account cannot have the Root, Investor or Client role',
  },
  'serviceAccounts.roleMissing': { es: 'Ese rol no existe', en: 'That role does not exist' },
  'serviceAccounts.revoked': { es: 'La cuenta de servicio ya está revocada', en: 'The service account is already revoked' },
});
