/**
 * CSDs made for a test, as SAT issues them: an RSA key as PKCS#8 DER encrypted with a password (.key),
 * and a DER certificate (.cer) whose subject names the RFC (x500UniqueIdentifier), the legal name and a
 * branch (OU: what makes it a CSD, not a FIEL), valid between the dates given. Self-signed: the
 * server checks the pair, the RFC and the dates, not SAT's chain. Built with node-forge, which
 * @nodecfdi/credentials itself reads certificates with.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from '@vilic/node-forge';

export interface TestCsd {
  cer: Buffer;
  key: Buffer;
  password: string;
}

export function makeTestCsd(options: { rfc?: string; name?: string; validFrom?: Date; validTo?: Date; password?: string } = {}): TestCsd {
  const password = options.password ?? 'clave-de-prueba-1';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = privateKey.export({ type: 'pkcs8', format: 'der', cipher: 'aes-256-cbc', passphrase: password }) as Buffer;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }) as string);
  // SAT's serial numbers are 20 ASCII digits, hex-encoded.
  cert.serialNumber = Buffer.from(`300010000005${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, 'ascii').toString('hex');
  cert.validity.notBefore = options.validFrom ?? new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = options.validTo ?? new Date(Date.now() + 2 * 365 * 86_400_000);
  const name = options.name ?? 'ESCUELA KEMPER URGATE';
  const subject = [
    { shortName: 'CN', value: name },
    { type: '2.5.4.41', value: name },
    { shortName: 'O', value: name },
    { type: '2.5.4.45', value: `${options.rfc ?? 'EKU9003173C9'} / XAXX010101000` },
    { shortName: 'OU', value: 'Sucursal de prueba' },
  ];
  cert.setSubject(subject);
  cert.setIssuer([{ shortName: 'CN', value: 'AC de prueba' }]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string), forge.md.sha256.create());
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return { cer: der, key, password };
}
