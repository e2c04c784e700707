/**
 * Sign-in, session, users and permissions texts, in both languages. The sign-in pages read this file
 * directly (without react-admin), so it stays plain data. Spec messages are copied exactly.
 */
import { VALIDATION_TEXTS } from '../../../schemas/framework/messages.ts';
import { sharedWords } from './shared-words.ts';
import { defineTexts } from '../texts.ts';

/** Sign-in, session and the users screens. */
const authTexts = defineTexts({
  brand: { es: 'Caudal', en: 'Caudal' },
  tagline: { es: 'Inversiones, préstamos y coberturas', en: 'Investments, loans and hedges' },
  language: { es: 'Idioma', en: 'Language' },
  languages: {
    es: { es: 'Español', en: 'Español' },
    en: { es: 'English', en: 'English' },
  },
  close: { es: 'Cerrar', en: 'Close' },
  required: VALIDATION_TEXTS.required,
  invalidEmail: VALIDATION_TEXTS.email,
  back: { es: 'Volver al inicio de sesión', en: 'Back to sign in' },
  login: {
    title: { es: 'Iniciar sesión', en: 'Sign in' },
    subtitle: { es: 'Ingresa tu usuario y contraseña para continuar.', en: 'Enter your user and password to continue.' },
    user: { es: 'Usuario (correo electrónico)', en: 'User (email)' },
    password: { es: 'Contraseña', en: 'Password' },
    showPassword: { es: 'Mostrar contraseña', en: 'Show password' },
    hidePassword: { es: 'Ocultar contraseña', en: 'Hide password' },
    channel: { es: 'Recibir el código por', en: 'Receive the code by' },
    sms: { es: 'SMS', en: 'SMS' },
    call: { es: 'Llamada', en: 'Call' },
    submit: { es: 'Iniciar sesión', en: 'Sign in' },
    forgot: { es: '¿Olvidaste tu contraseña?', en: 'Forgot your password?' },
  },
  verify: {
    title: { es: 'Verificación', en: 'Verification' },
    sentTo: { es: 'Ingresa el código de 6 dígitos que enviamos al %{phone}.', en: 'Enter the 6-digit code we sent to %{phone}.' },
    sentToUnknown: { es: 'Ingresa el código de 6 dígitos que enviamos a tu teléfono.', en: 'Enter the 6-digit code we sent to your phone.' },
    code: { es: 'Código de verificación', en: 'Verification code' },
    codeFormat: { es: 'El código tiene 6 dígitos', en: 'The code has 6 digits' },
    submit: { es: 'Verificar', en: 'Verify' },
    resend: { es: 'Reenviar código', en: 'Resend code' },
    resendIn: { es: 'Podrás reenviar el código en %{seconds} s', en: 'You can resend the code in %{seconds} s' },
    resent: { es: 'Te enviamos un nuevo código.', en: 'We sent you a new code.' },
    success: { es: 'Código verificado. Entrando…', en: 'Code verified. Signing in…' },
  },
  recovery: {
    title: { es: 'Recuperar contraseña', en: 'Recover password' },
    subtitle: {
      es: 'Te enviaremos una contraseña temporal por SMS. Deberás cambiarla al iniciar sesión.',
      en: 'We will send you a temporary password by SMS. You will have to change it when you sign in.',
    },
    countryCode: { es: 'Código de país', en: 'Country code' },
    phone: { es: 'Número de teléfono', en: 'Phone number' },
    phoneFormat: { es: 'Número de teléfono no válido (10 dígitos en México)', en: 'Invalid phone number (10 digits in Mexico)' },
    submit: { es: 'Enviar código', en: 'Send code' },
    sendAgainIn: { es: 'Podrás enviarlo de nuevo en %{seconds} s', en: 'You can send it again in %{seconds} s' },
    sent: {
      es: 'Si el número está registrado, recibirás una contraseña temporal por SMS.',
      en: 'If the number is registered, you will receive a temporary password by SMS.',
    },
  },
  session: {
    logout: { es: 'Cerrar sesión', en: 'Sign out' },
    user: { es: 'Usuario', en: 'User' },
  },
});

/** The permissions editor (roles' "permisos"). */
const permissionTexts = defineTexts({
  title: { es: 'Permisos', en: 'Permissions' },
  role: { es: 'Rol', en: 'Role' },
  chooseRole: { es: 'Elige un rol para ver y cambiar sus permisos.', en: 'Choose a role to see and change its permissions.' },
  module: { es: 'Módulo', en: 'Module' },
  flags: {
    root: { es: 'Root', en: 'Root' },
    destroy: { es: 'Eliminar', en: 'Delete' },
    update: { es: 'Actualizar', en: 'Update' },
    create: { es: 'Crear', en: 'Create' },
    read: { es: 'Leer', en: 'Read' },
  },
  save: { es: 'Guardar', en: 'Save' },
  discard: { es: 'Descartar cambios', en: 'Discard changes' },
  pending: {
    es: '%{smart_count} cambio sin guardar |||| %{smart_count} cambios sin guardar',
    en: '%{smart_count} unsaved change |||| %{smart_count} unsaved changes',
  },
  allInColumn: { es: 'Marcar o desmarcar toda la columna %{flag}', en: 'Tick or untick the whole %{flag} column' },
});

/** The user and permission entities' labels (resources.<entity>.*), and the users form's own texts. */
const resourceTexts = defineTexts({
  user: {
    name: { es: 'Usuario |||| Usuarios', en: 'User |||| Users' },
    fields: {
      id: { es: 'ID', en: 'ID' },
      key: { es: 'Clave', en: 'Key' },
      username: { es: 'Nombre de usuario', en: 'Username' },
      name: { es: 'Nombre', en: 'Name' },
      rfc: { es: 'RFC', en: 'RFC' },
      curp: { es: 'CURP', en: 'CURP' },
      fiscal_postal_code: sharedWords.fiscalPostalCode,
      bank_name: { es: 'Banco', en: 'Bank' },
      bank_account: { es: 'Cuenta bancaria', en: 'Bank account' },
      bank_clabe: { es: 'CLABE', en: 'CLABE' },
      email: { es: 'Correo electrónico', en: 'Email' },
      password: { es: 'Contraseña', en: 'Password' },
      lada: { es: 'Lada', en: 'Country code' },
      phone: { es: 'Teléfono', en: 'Phone' },
      role_id: { es: 'Rol', en: 'Role' },
      type: { es: 'Tipo', en: 'Type' },
      person_type: { es: 'Tipo de persona', en: 'Person type' },
      language: { es: 'Idioma', en: 'Language' },
      must_change_password: sharedWords.mustChangePassword,
      created_at: { es: 'Creado', en: 'Created' },
      updated_at: { es: 'Actualizado', en: 'Updated' },
      deleted_at: { es: 'Eliminado', en: 'Deleted' },
      investments_count: { es: 'Inversiones', en: 'Investments' },
      active_investments: { es: 'Vigentes', en: 'Active' },
      active_capital: { es: 'Capital vigente', en: 'Active capital' },
      paid_total: { es: 'Pagado', en: 'Paid' },
    },
    options: {
      type: {
        cliente: { es: 'Cliente', en: 'Client' },
        inversionista: { es: 'Inversionista', en: 'Investor' },
      },
      person_type: {
        fisica: { es: 'Persona física', en: 'Individual' },
        moral: { es: 'Persona moral', en: 'Company' },
      },
      language: {
        es: { es: 'Español', en: 'Español' },
        en: { es: 'English', en: 'English' },
      },
    },
    form: {
      changePassword: { es: 'Cambiar la contraseña', en: 'Change the password' },
      credentialsLocked: {
        es: 'El usuario, correo, teléfono, contraseña y rol de esta persona solo los cambia un Administrador (los de un Administrador, Root)',
        en: "Only an Admin changes this person's username, email, phone, password and role (an Admin's, only Root)",
      },
      ownRole: { es: 'Tu propio rol solo lo cambia un Administrador', en: 'Only an Admin changes your own role' },
    },
    sections: {
      person: { es: 'Persona', en: 'Person' },
      access: { es: 'Acceso y contacto', en: 'Sign-in and contact' },
      bank: { es: 'Datos bancarios', en: 'Bank details' },
    },
  },
  permission: {
    name: { es: 'Permiso |||| Permisos', en: 'Permission |||| Permissions' },
    fields: {
      id: { es: 'ID', en: 'ID' },
      role_id: { es: 'Rol', en: 'Role' },
      module_id: { es: 'Módulo', en: 'Module' },
      root: { es: 'Root', en: 'Root' },
      destroy: { es: 'Eliminar', en: 'Delete' },
      update: { es: 'Actualizar', en: 'Update' },
      create: { es: 'Crear', en: 'Create' },
      read: { es: 'Leer', en: 'Read' },
    },
  },
});

export const authMessages = defineTexts({
  caudal: {
    auth: authTexts,
    permissions: permissionTexts,
  },
  resources: resourceTexts,
});
