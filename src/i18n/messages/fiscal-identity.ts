/** The fiscal identity and CSD screen (/administrador/identidad-fiscal, docs/decisions/247), and SAT's c_RegimenFiscal names. */
import { appTexts } from '../app-texts.ts';
import { defineTexts } from '../texts.ts';

const regime = (es: string, en: string) => ({ es, en });

export const fiscalIdentityMessages = defineTexts({
  caudal: {
    fiscal: {
      title: appTexts.caudal.menu['identidad-fiscal'],
      identity: { es: 'Emisor de los CFDI', en: 'Issuer of the CFDIs' },
      rfc: { es: 'RFC', en: 'RFC' },
      rfcHint: { es: 'Es el del CSD: cambia al cargar un CSD de otro RFC', en: "It is the CSD's: it changes by loading a CSD of another RFC" },
      name: { es: 'Nombre o razón social', en: 'Name' },
      regime: { es: 'Régimen fiscal', en: 'Tax regime' },
      postalCode: { es: 'Código postal de expedición', en: 'Postal code of issue' },
      save: { es: 'Guardar', en: 'Save' },
      saved: { es: 'Identidad fiscal guardada', en: 'Fiscal identity saved' },
      fromEnvironment: {
        es: 'Quien opera el servidor fijó %{fields} en su configuración: esos valores mandan sobre lo que se capture aquí.',
        en: 'Whoever runs the server set %{fields} in its configuration: those values win over what is entered here.',
      },
      csdFromEnvironment: {
        es: 'Quien opera el servidor fijó el CSD en su configuración: se sella con ese, no con los cargados aquí.',
        en: 'Whoever runs the server set the CSD in its configuration: CFDIs are sealed with it, not with the ones loaded here.',
      },
      demoCsd: {
        es: 'Se sella con el CSD de pruebas del SAT: carga el CSD de la empresa para emitir CFDI válidos.',
        en: "CFDIs are sealed with SAT's test CSD: load the firm's CSD to issue valid CFDIs.",
      },
      csd: { es: 'Certificado de sello digital (CSD)', en: 'Digital seal certificate (CSD)' },
      cer: { es: 'Certificado (.cer)', en: 'Certificate (.cer)' },
      key: { es: 'Llave privada (.key)', en: 'Private key (.key)' },
      password: { es: 'Contraseña de la llave', en: 'Key password' },
      choose: { es: 'Elegir archivo', en: 'Choose file' },
      upload: { es: 'Cargar CSD', en: 'Load CSD' },
      uploaded: { es: 'CSD cargado', en: 'CSD loaded' },
      uploadHint: {
        es: 'La llave se guarda cifrada y nunca se puede descargar. Un CSD nuevo puede cargarse antes de que venza el actual: se usa desde que entra en vigor.',
        en: 'The key is stored encrypted and can never be downloaded. A new CSD can be loaded before the current one ends: it is used from the day it comes into force.',
      },
      serial: { es: 'Número de certificado', en: 'Certificate number' },
      validFrom: { es: 'Vigente desde', en: 'Valid from' },
      validTo: { es: 'Vence', en: 'Expires' },
      daysLeft: { es: 'Días restantes', en: 'Days left' },
      state: { es: 'Estado', en: 'State' },
      inUse: { es: 'En uso', en: 'In use' },
      upcoming: { es: 'Por entrar en vigor', en: 'Upcoming' },
      stored: { es: 'Cargado', en: 'Loaded' },
      none: { es: 'Aún no se ha cargado ningún CSD', en: 'No CSD loaded yet' },
      fields: {
        rfc: { es: 'el RFC', en: 'the RFC' },
        name: { es: 'el nombre', en: 'the name' },
        regime: { es: 'el régimen', en: 'the regime' },
        postal_code: { es: 'el código postal', en: 'the postal code' },
      },
      regimes: {
        '601': regime('General de Ley Personas Morales', 'General regime for legal entities'),
        '603': regime('Personas Morales con Fines no Lucrativos', 'Non-profit legal entities'),
        '605': regime('Sueldos y Salarios e Ingresos Asimilados a Salarios', 'Salaries and similar income'),
        '606': regime('Arrendamiento', 'Leasing'),
        '607': regime('Régimen de Enajenación o Adquisición de Bienes', 'Sale or purchase of goods'),
        '608': regime('Demás ingresos', 'Other income'),
        '609': regime('Consolidación', 'Consolidation'),
        '610': regime('Residentes en el Extranjero sin Establecimiento Permanente en México', 'Non-residents without a permanent establishment in Mexico'),
        '611': regime('Ingresos por Dividendos (socios y accionistas)', 'Dividend income (partners and shareholders)'),
        '612': regime('Personas Físicas con Actividades Empresariales y Profesionales', 'Individuals with business and professional activities'),
        '614': regime('Ingresos por intereses', 'Interest income'),
        '615': regime('Régimen de los ingresos por obtención de premios', 'Prize income'),
        '616': regime('Sin obligaciones fiscales', 'No tax obligations'),
        '620': regime('Sociedades Cooperativas de Producción que optan por diferir sus ingresos', 'Production cooperatives deferring their income'),
        '621': regime('Incorporación Fiscal', 'Tax incorporation'),
        '622': regime('Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', 'Agriculture, livestock, forestry and fishing'),
        '623': regime('Opcional para Grupos de Sociedades', 'Optional regime for groups of companies'),
        '624': regime('Coordinados', 'Coordinated'),
        '625': regime('Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', 'Business activities with income through technology platforms'),
        '626': regime('Régimen Simplificado de Confianza', 'Simplified trust regime (RESICO)'),
        '628': regime('Hidrocarburos', 'Hydrocarbons'),
        '629': regime('De los Regímenes Fiscales Preferentes y de las Empresas Multinacionales', 'Preferential tax regimes and multinationals'),
        '630': regime('Enajenación de acciones en bolsa de valores', 'Sale of shares on the stock exchange'),
      },
    },
  },
});
