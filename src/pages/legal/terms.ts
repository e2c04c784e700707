/** Términos y condiciones de uso de la plataforma, in Spanish and English. */
import type { LegalDocument } from './legal-types.ts';

const es: LegalDocument = {
  title: 'Términos y condiciones de uso',
  updated: 'Última actualización: 1 de enero de 2026',
  intro:
    'Estos términos regulan el uso de la plataforma Caudal, operada por Caudal Financiera, S.A. de C.V., SOFOM, E.N.R. Al iniciar sesión usted los acepta. Los contratos de crédito, inversión y cobertura que celebre con Caudal prevalecen sobre estos términos en lo que regulen.',
  sections: [
    {
      heading: '1. Naturaleza de la entidad',
      paragraphs: [
        'Caudal es una Sociedad Financiera de Objeto Múltiple, Entidad No Regulada. Para su constitución y operación no requiere autorización de la Secretaría de Hacienda y Crédito Público y está sujeta a la supervisión de la Comisión Nacional Bancaria y de Valores únicamente en materia de prevención de operaciones con recursos de procedencia ilícita. Las operaciones con Caudal no están garantizadas por el Instituto para la Protección al Ahorro Bancario (IPAB).',
      ],
    },
    {
      heading: '2. Acceso y seguridad de la cuenta',
      paragraphs: [
        'El acceso es personal e intransferible. Usted se identifica con su usuario, su contraseña y un código de un solo uso enviado a su teléfono registrado. Debe mantener la confidencialidad de su contraseña y avisarnos de inmediato si sospecha un uso no autorizado.',
        'La contraseña debe tener al menos 8 caracteres, letras mayúsculas, números y caracteres especiales; no puede contener su nombre, usuario, correo, RFC ni el nombre de la empresa, más de tres caracteres idénticos seguidos ni más de tres caracteres consecutivos.',
        'Por seguridad, la sesión termina tras 30 minutos sin actividad y a las 12 horas de iniciada; cambiar la contraseña cierra sus demás sesiones.',
      ],
    },
    {
      heading: '3. Información mostrada',
      paragraphs: [
        'Saldos, rendimientos, calendarios de pago y estados de cuenta se muestran con fines informativos y se calculan con las tasas y condiciones de su contrato. En caso de discrepancia prevalecen el contrato y los comprobantes fiscales emitidos.',
        'Las simulaciones de la calculadora y de coberturas son estimaciones: no constituyen una oferta vinculante ni asesoría de inversión. Los tipos de cambio forward dependen de las condiciones del mercado al momento de la operación.',
      ],
    },
    {
      heading: '4. Cambios a sus datos',
      paragraphs: [
        'Las solicitudes de cambio de datos personales o bancarios hechas en la plataforma se envían a revisión y se aplican sólo cuando Caudal las aprueba, para proteger su cuenta y cumplir con las obligaciones de identificación del cliente.',
      ],
    },
    {
      heading: '5. Uso permitido y responsabilidad',
      paragraphs: [
        'Usted se obliga a usar la plataforma conforme a la ley y a no intentar acceder a información de otros usuarios, alterar su funcionamiento ni cargar archivos con código malicioso. Caudal puede suspender el acceso ante un uso indebido.',
        'Caudal procura la disponibilidad continua de la plataforma pero no responde por interrupciones causadas por mantenimiento, fallas de terceros o causas de fuerza mayor.',
      ],
    },
    {
      heading: '6. Aclaraciones, ley aplicable y jurisdicción',
      paragraphs: [
        'Para dudas, quejas o aclaraciones acuda a nuestra Unidad Especializada de Atención a Usuarios (UNE) en une@caudal.mx; también puede acudir a la CONDUSEF.',
        'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento las partes se someten a los tribunales competentes de la Ciudad de México.',
      ],
    },
  ],
};

const en: LegalDocument = {
  title: 'Terms and conditions of use',
  updated: 'Last updated: January 1, 2026',
  intro:
    'These terms govern the use of the Caudal platform, run by Caudal Financiera, S.A. de C.V., SOFOM, E.N.R. By signing in you accept them. The loan, investment and hedge contracts you sign with Caudal prevail over these terms in what they cover.',
  sections: [
    {
      heading: '1. Nature of the entity',
      paragraphs: [
        'Caudal is a multiple-purpose financial company, unregulated entity (SOFOM, E.N.R.). It needs no authorisation from the Ministry of Finance to be set up and operate, and is supervised by the National Banking and Securities Commission only on anti-money-laundering matters. Operations with Caudal are not insured by the Bank Savings Protection Institute (IPAB).',
      ],
    },
    {
      heading: '2. Access and account security',
      paragraphs: [
        'Access is personal and not transferable. You identify yourself with your user name, your password and a one-time code sent to your registered phone. Keep your password confidential and tell us at once if you suspect unauthorised use.',
        'The password must have at least 8 characters, uppercase letters, numbers and special characters; it may not contain your name, user name, email, RFC or the company name, more than three identical characters in a row or more than three sequential characters.',
        'For your security the session ends after 30 minutes without activity and 12 hours after it began; changing the password ends your other sessions.',
      ],
    },
    {
      heading: '3. Information shown',
      paragraphs: [
        'Balances, returns, payment schedules and statements are shown for information and are computed with the rates and terms of your contract. Where they differ, the contract and the tax receipts issued prevail.',
        'Calculator and hedge simulations are estimates: they are neither a binding offer nor investment advice. Forward exchange rates depend on market conditions at the time of the operation.',
      ],
    },
    {
      heading: '4. Changes to your details',
      paragraphs: [
        'Requests to change personal or bank details made on the platform are sent for review and apply only once Caudal approves them, to protect your account and meet know-your-customer duties.',
      ],
    },
    {
      heading: '5. Permitted use and liability',
      paragraphs: [
        'You agree to use the platform lawfully and not to try to reach other users’ information, disturb its operation or upload files with malicious code. Caudal may suspend access on misuse.',
        'Caudal strives to keep the platform available but is not liable for interruptions caused by maintenance, third-party failures or force majeure.',
      ],
    },
    {
      heading: '6. Enquiries, governing law and jurisdiction',
      paragraphs: [
        'For questions, complaints or clarifications contact our Specialised User Attention Unit (UNE) at une@caudal.mx; you may also turn to CONDUSEF.',
        'These terms are governed by the federal laws of the United Mexican States. For their interpretation and performance the parties submit to the competent courts of Mexico City.',
      ],
    },
  ],
};

export const terms: Record<'es' | 'en', LegalDocument> = { es, en };
