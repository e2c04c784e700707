/** What the server answers about the firm's fiscal identity and its CSD (docs/decisions/247). */
import { defineTexts } from '../../src/i18n/texts.ts';

export const fiscalMessages = defineTexts({
  'fiscal.rfcFollowsCsd': {
    es: 'El RFC es el del CSD: para cambiarlo carga un CSD del nuevo RFC',
    en: "The RFC is the CSD's: to change it, load a CSD of the new RFC",
  },
  'fiscal.csd.wrongPassword': { es: 'La contraseña no abre la llave privada (.key)', en: 'The password does not open the private key (.key)' },
  'fiscal.csd.pairMismatch': { es: 'La llave privada (.key) no corresponde al certificado (.cer)', en: 'The private key (.key) does not belong to the certificate (.cer)' },
  'fiscal.csd.notCsd': {
    es: 'El certificado no es un CSD (sello digital); parece una e.firma (FIEL)',
    en: 'The certificate is not a CSD (digital seal); it looks like an e.firma (FIEL)',
  },
  'fiscal.csd.otherRfc': { es: 'El certificado es del RFC {rfc}, no del emisor {issuer}', en: 'The certificate belongs to RFC {rfc}, not to the issuer {issuer}' },
  'fiscal.csd.expired': { es: 'El certificado venció el {date}', en: 'The certificate expired on {date}' },
  'fiscal.csd.notYetValid': { es: 'El certificado aún no es válido', en: 'The certificate is not valid yet' },
  'fiscal.csd.unreadable': { es: 'No se pudo leer el certificado (.cer) o la llave (.key)', en: 'The certificate (.cer) or the key (.key) could not be read' },
  'fiscal.csd.duplicate': { es: 'Ese CSD ({serial}) ya está cargado', en: 'That CSD ({serial}) is already loaded' },
});
