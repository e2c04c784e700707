import { createPublicKey, createVerify, X509Certificate } from 'node:crypto';
import { tallySeal } from './fiscal-tally.ts';

/** Whether `seal` (base64) is the RSA-SHA256 signature of `cadena` by the certificate `certificate` (DER in base64). */
export function verifySeal(cadena: string, seal: string, certificate: string): boolean {
  const x509 = new X509Certificate(Buffer.from(certificate, 'base64'));
  const verifier = createVerify('RSA-SHA256');
  verifier.update(Buffer.from(cadena, 'utf8'));
  return tallySeal('retention', verifier.verify(createPublicKey(x509.publicKey.export({ type: 'spki', format: 'pem' })), Buffer.from(seal, 'base64')));
}

/** Sello, Certificado and NoCertificado of an XML document's root. */
export function sealOf(xml: string): { seal: string; certificate: string; number: string } {
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return { seal: attr('Sello'), certificate: attr('Certificado'), number: attr('NoCertificado') };
}
