/**
 * The firm's Certificado de Sello Digital (CSD): the certificate (.cer, DER) and its private key
 * (.key, PKCS#8 DER encrypted with a password), opened with @nodecfdi/credentials. It gives what a
 * Comprobante names (certificate number = the serial, certificate = the DER in base64) and signs a
 * cadena original with RSA-SHA256. Without CFDI_CSD_* the SAT's public test CSD in demo/csd is used.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Credential } from '@nodecfdi/credentials/node';
import type { CfdiCertificate } from '../domain/cfdi.ts';

export interface CsdSettings {
  cer?: string;
  key?: string;
  password?: string;
}

export interface CsdSigner {
  rfc: string;
  legalName: string;
  certificate: CfdiCertificate;
  validFrom: Date;
  validTo: Date;
  /** SAT's public test CSD bundled in demo/csd is in use (no CFDI_CSD_* given): demo mode (docs/decisions/111). */
  demo: boolean;
  /** RSA-SHA256 of the UTF-8 bytes of `cadena`, base64. */
  sign(cadena: string): string;
}

const DEMO_DIR = fileURLToPath(new URL('../../demo/csd/', import.meta.url));
export const DEMO_CSD: Required<CsdSettings> = { cer: `${DEMO_DIR}EKU9003173C9.cer`, key: `${DEMO_DIR}EKU9003173C9.key`, password: '12345678a' };

const cache = new Map<string, CsdSigner>();

export function openCsd(settings: CsdSettings = {}): CsdSigner {
  const demo = !(settings.cer || settings.key);
  const { cer, key, password } = demo ? DEMO_CSD : { cer: settings.cer ?? '', key: settings.key ?? '', password: settings.password ?? '' };
  const cacheKey = `${demo}\u0000${cer}\u0000${key}\u0000${password}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  let credential: Credential;
  try {
    credential = Credential.create(readFileSync(cer, 'binary'), readFileSync(key, 'binary'), password);
  } catch (error) {
    throw new Error(`cannot open the CSD (CFDI_CSD_CER=${cer}, CFDI_CSD_KEY=${key}): ${(error as Error).message}`);
  }
  if (!credential.isCsd()) throw new Error(`expected a CSD (sello digital), got a FIEL or another certificate in ${cer}`);
  const signer = csdSigner(credential, demo);
  cache.set(cacheKey, signer);
  return signer;
}

/** What a Comprobante needs of an opened CSD (from files, or stored by Admin: server/invoicing/csd-store.ts). */
export function csdSigner(credential: Credential, demo: boolean): CsdSigner {
  const certificate = credential.certificate();
  return {
    rfc: credential.rfc(),
    legalName: credential.legalName(),
    certificate: { number: certificate.serialNumber().bytes(), base64: certificate.pemAsOneLine() },
    validFrom: certificate.validFrom(),
    validTo: certificate.validTo(),
    demo,
    sign: (cadena) => Buffer.from(credential.sign(Buffer.from(cadena, 'utf8').toString('binary'), 'sha256'), 'binary').toString('base64'),
  };
}
