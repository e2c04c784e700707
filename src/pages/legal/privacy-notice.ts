/**
 * Aviso de privacidad integral (Ley Federal de Protección de Datos Personales en Posesión de los
 * Particulares, its Reglamento and the Lineamientos del Aviso de Privacidad), in Spanish and English.
 */
import type { LegalDocument } from './legal-types.ts';

const es: LegalDocument = {
  title: 'Aviso de privacidad integral',
  updated: 'Última actualización: 1 de enero de 2026',
  intro:
    'Caudal Financiera, S.A. de C.V., SOFOM, E.N.R. ("Caudal"), con domicilio en Avenida Paseo de la Reforma 250, piso 12, colonia Juárez, alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México, es responsable del tratamiento de sus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su Reglamento y los Lineamientos del Aviso de Privacidad.',
  sections: [
    {
      heading: '1. Datos personales que recabamos',
      paragraphs: [
        'Datos de identificación y contacto: nombre, firma, fecha de nacimiento, nacionalidad, CURP, RFC, identificación oficial, domicilio, correo electrónico y número telefónico.',
        'Datos patrimoniales y financieros: cuenta y CLABE bancaria, institución bancaria, ingresos, origen y destino de los recursos, historial de inversiones, créditos, pagos y coberturas cambiarias.',
        'Datos de acceso: usuario, contraseña (que guardamos sólo como una huella cifrada), registros de inicio de sesión, dirección IP y los códigos de verificación enviados a su teléfono.',
        'No recabamos datos personales sensibles. Los datos patrimoniales y financieros requieren su consentimiento expreso, que usted otorga al firmar su contrato o al aceptar este aviso.',
      ],
    },
    {
      heading: '2. Finalidades primarias',
      paragraphs: [
        'Identificarlo y verificar su identidad; celebrar, administrar y cumplir los contratos de crédito, inversión y cobertura cambiaria; calcular y pagar rendimientos, retener y enterar impuestos y emitir comprobantes fiscales digitales (CFDI); dar acceso seguro a esta plataforma; atender solicitudes y aclaraciones.',
        'Cumplir las obligaciones legales de una SOFOM no regulada: identificación del cliente y prevención de operaciones con recursos de procedencia ilícita (artículo 95 Bis de la Ley General de Organizaciones y Actividades Auxiliares del Crédito y sus disposiciones), reportes a autoridades, y consultas a sociedades de información crediticia con su autorización.',
      ],
    },
    {
      heading: '3. Finalidades secundarias',
      paragraphs: [
        'Enviarle información sobre nuevos productos, encuestas de calidad y avisos comerciales. Si no desea que sus datos se usen para estas finalidades, escríbanos a privacidad@caudal.mx; su negativa no afecta los servicios contratados.',
      ],
    },
    {
      heading: '4. Transferencias',
      paragraphs: [
        'Transferimos datos, sin requerir su consentimiento (artículo 37 de la LFPDPPP), a autoridades fiscales, financieras y judiciales que los requieran conforme a la ley (SAT, CNBV, CONDUSEF, UIF), a sociedades de información crediticia, y a empresas del mismo grupo que operan bajo las mismas políticas.',
        'Los proveedores que nos prestan servicios (centros de datos, envío de mensajes SMS, proveedores autorizados de certificación de CFDI) actúan como encargados y sólo tratan los datos por nuestra cuenta.',
      ],
    },
    {
      heading: '5. Derechos ARCO y revocación del consentimiento',
      paragraphs: [
        'Usted puede Acceder a sus datos, Rectificarlos, Cancelarlos u Oponerse a su tratamiento, así como revocar su consentimiento o limitar su uso, enviando una solicitud a privacidad@caudal.mx o en nuestro domicilio, con su nombre, un medio para responderle, copia de su identificación, la descripción clara del derecho que desea ejercer y cualquier documento que facilite localizar sus datos.',
        'Le responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva la solicitud dentro de los 15 días hábiles siguientes. Algunos datos deben conservarse por el plazo que exigen las leyes fiscales y financieras aunque solicite su cancelación.',
        'Puede inscribirse en el Registro Público para Evitar Publicidad (REPEP) de la PROFECO o en el Registro Público de Usuarios (REUS) de la CONDUSEF.',
      ],
    },
    {
      heading: '6. Medidas de seguridad, cookies y cambios',
      paragraphs: [
        'Protegemos sus datos con medidas administrativas, técnicas y físicas: cifrado en tránsito, contraseñas con huella Argon2id, verificación en dos pasos por SMS, control de acceso por funciones y bitácora de cada modificación.',
        'Esta plataforma usa sólo cookies necesarias para mantener su sesión y protegerla contra solicitudes falsificadas; no usamos cookies de publicidad ni de rastreo.',
        'Cualquier cambio a este aviso se publicará en esta página. Si considera que su derecho a la protección de datos ha sido vulnerado, puede acudir al organismo garante en materia de protección de datos personales.',
      ],
    },
  ],
};

const en: LegalDocument = {
  title: 'Privacy notice',
  updated: 'Last updated: January 1, 2026',
  intro:
    'Caudal Financiera, S.A. de C.V., SOFOM, E.N.R. ("Caudal"), at Avenida Paseo de la Reforma 250, 12th floor, colonia Juárez, Cuauhtémoc, 06600, Mexico City, is responsible for processing your personal data under Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP), its Regulations and the Privacy Notice Guidelines.',
  sections: [
    {
      heading: '1. Personal data we collect',
      paragraphs: [
        'Identification and contact data: name, signature, date of birth, nationality, CURP, RFC, official ID, address, email and phone number.',
        'Financial and property data: bank account and CLABE, bank, income, source and use of funds, history of investments, loans, payments and currency hedges.',
        'Access data: user name, password (kept only as an encrypted hash), sign-in records, IP address and the verification codes sent to your phone.',
        'We collect no sensitive personal data. Financial and property data require your express consent, which you give when you sign your contract or accept this notice.',
      ],
    },
    {
      heading: '2. Primary purposes',
      paragraphs: [
        'To identify you and verify your identity; to enter into, manage and perform loan, investment and currency-hedge contracts; to compute and pay returns, withhold and pay taxes and issue digital tax receipts (CFDI); to give you secure access to this platform; to handle requests and clarifications.',
        'To meet the legal duties of an unregulated SOFOM: know-your-customer and anti-money-laundering rules (article 95 Bis of the General Law of Auxiliary Credit Organisations and Activities and its provisions), reports to authorities, and, with your authorisation, credit bureau checks.',
      ],
    },
    {
      heading: '3. Secondary purposes',
      paragraphs: [
        'To send you information about new products, quality surveys and commercial notices. If you do not want your data used for these purposes, write to privacidad@caudal.mx; refusing does not affect the services you hired.',
      ],
    },
    {
      heading: '4. Transfers',
      paragraphs: [
        'Without needing your consent (article 37 of the LFPDPPP), we transfer data to tax, financial and judicial authorities that require it by law (SAT, CNBV, CONDUSEF, UIF), to credit bureaus, and to companies of the same group that follow the same policies.',
        'Service providers (data centres, SMS delivery, authorised CFDI certification providers) act as processors and handle the data only on our behalf.',
      ],
    },
    {
      heading: '5. ARCO rights and withdrawal of consent',
      paragraphs: [
        'You may Access, Rectify or Cancel your data, or Object to its processing, and you may withdraw your consent or limit its use, by sending a request to privacidad@caudal.mx or to our address with your name, a way to reply to you, a copy of your ID, a clear description of the right you wish to exercise and any document that helps locate your data.',
        'We answer within 20 business days at most and, when it applies, carry out the request within the following 15 business days. Some data must be kept for the periods that tax and financial laws require even if you ask for its cancellation.',
        'You may register with PROFECO’s Public Registry to Avoid Advertising (REPEP) or CONDUSEF’s Public Registry of Users (REUS).',
      ],
    },
    {
      heading: '6. Security, cookies and changes',
      paragraphs: [
        'We protect your data with administrative, technical and physical measures: encryption in transit, Argon2id password hashes, two-step verification by SMS, role-based access control and an audit trail of every change.',
        'This platform uses only the cookies needed to keep your session and protect it against forged requests; we use no advertising or tracking cookies.',
        'Any change to this notice will be published on this page. If you believe your right to data protection has been violated, you may turn to the authority in charge of personal data protection.',
      ],
    },
  ],
};

export const privacyNotice: Record<'es' | 'en', LegalDocument> = { es, en };
