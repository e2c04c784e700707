/** The service accounts screen (/administrador/cuentas-de-servicio, docs/decisions/245), in both languages. */
import { defineTexts } from '../texts.ts';

export const serviceAccountMessages = defineTexts({
  caudal: {
    serviceAccounts: {
      title: { es: 'Cuentas de servicio', en: 'Service accounts' },
      intro: {
        es: 'Tokens para sistemas (el ERP, una herramienta de BI): cada uno tiene los permisos de su rol y llama a la API con Authorization: Bearer. No abre sesiones.',
        en: 'Tokens for systems (the ERP, a BI tool): each has the permissions of its role and calls the API with Authorization: Bearer. It opens no session.',
      },
      name: { es: 'Nombre', en: 'Name' },
      role: { es: 'Rol', en: 'Role' },
      create: { es: 'Crear cuenta', en: 'Create account' },
      tokenPrefix: { es: 'Token', en: 'Token' },
      createdAt: { es: 'Creada', en: 'Created' },
      lastUsed: { es: 'Último uso', en: 'Last used' },
      never: { es: 'Nunca', en: 'Never' },
      status: { es: 'Estado', en: 'Status' },
      active: { es: 'Activa', en: 'Active' },
      revoked: { es: 'Revocada', en: 'Revoked' },
      rotate: { es: 'Renovar token', en: 'Rotate token' },
      revoke: { es: 'Revocar', en: 'Revoke' },
      revokeConfirm: {
        es: '¿Revocar la cuenta «%{name}»? Su token deja de funcionar en este momento y no se puede reactivar.',
        en: 'Revoke the account “%{name}”? Its token stops working now and cannot be turned back on.',
      },
      rotateConfirm: {
        es: '¿Renovar el token de «%{name}»? El token actual deja de funcionar en este momento.',
        en: 'Rotate the token of “%{name}”? The current token stops working now.',
      },
      cancel: { es: 'Cancelar', en: 'Cancel' },
      confirm: { es: 'Confirmar', en: 'Confirm' },
      tokenTitle: { es: 'Token de «%{name}»', en: 'Token of “%{name}”' },
      tokenOnce: {
        es: 'Cópialo ahora: no se volverá a mostrar. Caudal guarda solo una huella del token.',
        en: 'Copy it now: it will not be shown again. Caudal keeps only a fingerprint of it.',
      },
      copy: { es: 'Copiar', en: 'Copy' },
      copied: { es: 'Token copiado', en: 'Token copied' },
      done: { es: 'Ya lo copié', en: 'I copied it' },
      created: { es: 'Cuenta de servicio creada', en: 'Service account created' },
      rotated: { es: 'Token renovado', en: 'Token rotated' },
      revokedDone: { es: 'Cuenta revocada', en: 'Account revoked' },
      empty: { es: 'Aún no hay cuentas de servicio', en: 'No service accounts yet' },
    },
  },
});
