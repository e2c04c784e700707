/**
 * Sign-in, session, users and permissions texts, in both languages. The sign-in pages read this file
 * directly (without react-admin), so it stays plain data. Spec messages are copied exactly.
 */
const esAuth = {
  brand: 'Caudal',
  tagline: 'Inversiones, préstamos y coberturas',
  language: 'Idioma',
  languages: { es: 'Español', en: 'English' },
  close: 'Cerrar',
  required: 'El valor es obligatorio',
  invalidEmail: 'El valor no es una dirección de correo válida',
  back: 'Volver al inicio de sesión',
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa tu usuario y contraseña para continuar.',
    user: 'Usuario (correo electrónico)',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    channel: 'Recibir el código por',
    sms: 'SMS',
    call: 'Llamada',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidaste tu contraseña?',
  },
  verify: {
    title: 'Verificación',
    sentTo: 'Ingresa el código de 6 dígitos que enviamos al %{phone}.',
    sentToUnknown: 'Ingresa el código de 6 dígitos que enviamos a tu teléfono.',
    code: 'Código de verificación',
    codeFormat: 'El código tiene 6 dígitos',
    submit: 'Verificar',
    resend: 'Reenviar código',
    resendIn: 'Podrás reenviar el código en %{seconds} s',
    resent: 'Te enviamos un nuevo código.',
    success: 'Código verificado. Entrando…',
  },
  recovery: {
    title: 'Recuperar contraseña',
    subtitle: 'Te enviaremos una contraseña temporal por SMS. Deberás cambiarla al iniciar sesión.',
    countryCode: 'Código de país',
    phone: 'Número de teléfono',
    phoneFormat: 'Número de teléfono no válido (10 dígitos en México)',
    submit: 'Enviar código',
    sendAgainIn: 'Podrás enviarlo de nuevo en %{seconds} s',
    sent: 'Si el número está registrado, recibirás una contraseña temporal por SMS.',
  },
  session: {
    logout: 'Cerrar sesión',
    user: 'Usuario',
  },
};

/** The same keys, any text: what the English side must match. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
type AuthTexts = SameKeys<typeof esAuth>;

const enAuth: AuthTexts = {
  brand: 'Caudal',
  tagline: 'Investments, loans and hedges',
  language: 'Language',
  languages: { es: 'Español', en: 'English' },
  close: 'Close',
  required: 'Value is required',
  invalidEmail: 'Value is not a valid email address',
  back: 'Back to sign in',
  login: {
    title: 'Sign in',
    subtitle: 'Enter your user and password to continue.',
    user: 'User (email)',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    channel: 'Receive the code by',
    sms: 'SMS',
    call: 'Call',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
  },
  verify: {
    title: 'Verification',
    sentTo: 'Enter the 6-digit code we sent to %{phone}.',
    sentToUnknown: 'Enter the 6-digit code we sent to your phone.',
    code: 'Verification code',
    codeFormat: 'The code has 6 digits',
    submit: 'Verify',
    resend: 'Resend code',
    resendIn: 'You can resend the code in %{seconds} s',
    resent: 'We sent you a new code.',
    success: 'Code verified. Signing in…',
  },
  recovery: {
    title: 'Recover password',
    subtitle: 'We will send you a temporary password by SMS. You will have to change it when you sign in.',
    countryCode: 'Country code',
    phone: 'Phone number',
    phoneFormat: 'Invalid phone number (10 digits in Mexico)',
    submit: 'Send code',
    sendAgainIn: 'You can send it again in %{seconds} s',
    sent: 'If the number is registered, you will receive a temporary password by SMS.',
  },
  session: {
    logout: 'Sign out',
    user: 'User',
  },
};

/** The permissions editor (roles' "permisos"). */
const esPermissions = {
  title: 'Permisos',
  role: 'Rol',
  chooseRole: 'Elige un rol para ver y cambiar sus permisos.',
  module: 'Módulo',
  flags: { root: 'Root', destroy: 'Eliminar', update: 'Actualizar', create: 'Crear', read: 'Leer' },
  save: 'Guardar',
  discard: 'Descartar cambios',
  pending: '%{smart_count} cambio sin guardar |||| %{smart_count} cambios sin guardar',
  allInColumn: 'Marcar o desmarcar toda la columna %{flag}',
};

const enPermissions: SameKeys<typeof esPermissions> = {
  title: 'Permissions',
  role: 'Role',
  chooseRole: 'Choose a role to see and change its permissions.',
  module: 'Module',
  flags: { root: 'Root', destroy: 'Delete', update: 'Update', create: 'Create', read: 'Read' },
  save: 'Save',
  discard: 'Discard changes',
  pending: '%{smart_count} unsaved change |||| %{smart_count} unsaved changes',
  allInColumn: 'Tick or untick the whole %{flag} column',
};

/** The user and permission entities' labels (resources.<entity>.*), and the users form's own texts. */
const esResources = {
  user: {
    name: 'Usuario |||| Usuarios',
    fields: {
      id: 'ID', key: 'Clave', username: 'Nombre de usuario', name: 'Nombre', rfc: 'RFC', curp: 'CURP', fiscal_postal_code: 'C.P. del domicilio fiscal', bank_name: 'Banco',
      bank_account: 'Cuenta bancaria', bank_clabe: 'CLABE', email: 'Correo electrónico', password: 'Contraseña', lada: 'Lada',
      phone: 'Teléfono', role_id: 'Rol', type: 'Tipo', person_type: 'Tipo de persona', language: 'Idioma',
      must_change_password: 'Debe cambiar la contraseña', created_at: 'Creado', updated_at: 'Actualizado', deleted_at: 'Eliminado',
      investments_count: 'Inversiones', active_investments: 'Vigentes', active_capital: 'Capital vigente', paid_total: 'Pagado',
    },
    options: {
      type: { cliente: 'Cliente', inversionista: 'Inversionista' },
      person_type: { fisica: 'Persona física', moral: 'Persona moral' },
      language: { es: 'Español', en: 'English' },
    },
    form: {
      changePassword: 'Cambiar la contraseña',
      credentialsLocked: 'El usuario, correo, teléfono, contraseña y rol de esta persona solo los cambia un Administrador (los de un Administrador, Root)',
      ownRole: 'Tu propio rol solo lo cambia un Administrador',
    },
    sections: { person: 'Persona', access: 'Acceso y contacto', bank: 'Datos bancarios' },
  },
  permission: {
    name: 'Permiso |||| Permisos',
    fields: { id: 'ID', role_id: 'Rol', module_id: 'Módulo', root: 'Root', destroy: 'Eliminar', update: 'Actualizar', create: 'Crear', read: 'Leer' },
  },
};

const enResources: SameKeys<typeof esResources> = {
  user: {
    name: 'User |||| Users',
    fields: {
      id: 'ID', key: 'Key', username: 'Username', name: 'Name', rfc: 'RFC', curp: 'CURP', fiscal_postal_code: 'Tax address postal code', bank_name: 'Bank',
      bank_account: 'Bank account', bank_clabe: 'CLABE', email: 'Email', password: 'Password', lada: 'Country code',
      phone: 'Phone', role_id: 'Role', type: 'Type', person_type: 'Person type', language: 'Language',
      must_change_password: 'Must change password', created_at: 'Created', updated_at: 'Updated', deleted_at: 'Deleted',
      investments_count: 'Investments', active_investments: 'Active', active_capital: 'Active capital', paid_total: 'Paid',
    },
    options: {
      type: { cliente: 'Client', inversionista: 'Investor' },
      person_type: { fisica: 'Individual', moral: 'Company' },
      language: { es: 'Español', en: 'English' },
    },
    form: {
      changePassword: 'Change the password',
      credentialsLocked: "Only an Admin changes this person's username, email, phone, password and role (an Admin's, only Root)",
      ownRole: 'Only an Admin changes your own role',
    },
    sections: { person: 'Person', access: 'Sign-in and contact', bank: 'Bank details' },
  },
  permission: {
    name: 'Permission |||| Permissions',
    fields: { id: 'ID', role_id: 'Role', module_id: 'Module', root: 'Root', destroy: 'Delete', update: 'Update', create: 'Create', read: 'Read' },
  },
};

export const authMessages = {
  es: { caudal: { auth: esAuth, permissions: esPermissions }, resources: esResources },
  en: { caudal: { auth: enAuth, permissions: enPermissions }, resources: enResources },
};
