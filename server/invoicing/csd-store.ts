/**
 * The firm's CSDs and fiscal identity as Admin loads them (docs/decisions/247): checked on upload (the
 * key opens with the password, the pair matches, the certificate is a CSD of the issuer's RFC and is
 * still valid), stored with the key and password sealed with AES-256-GCM, and opened again to seal
 * CFDIs. The sealing key is CSD_ENCRYPTION_KEY, or a random one kept in server_secret (which backups
 * leave out, docs/decisions/104): a backup holds the sealed key, never the key that opens it.
 */
import { todayInMexicoCity } from '../domain/calendar.ts';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Credential } from '@nodecfdi/credentials/node';
import { csdCertificate, fiscalIdentity } from '../../schemas/fiscal-identity.ts';
import type { Database, Db } from '../db/client.ts';
import { csdSigner, type CsdSigner } from '../adapters/csd.ts';

export type CsdProblem = 'wrongPassword' | 'pairMismatch' | 'notCsd' | 'otherRfc' | 'expired' | 'notYetValid' | 'unreadable' | 'duplicate';

export class CsdRefused extends Error {
  constructor(readonly problem: CsdProblem, readonly params: Record<string, string> = {}) {
    super(problem);
  }
}

export interface StoredIdentity {
  rfc: string;
  name: string;
  regime: string;
  postal_code: string;
  version: number;
  updated_at: Date;
}

/** The 256-bit sealing key: CSD_ENCRYPTION_KEY's hash, or the servers' own (created once, shared through the database). */
export async function sealingKey(database: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(`caudal:csd:${configured}`).digest();
  await database.query("insert into server_secret (name, value) values ('csd', $1) on conflict (name) do nothing", [randomBytes(32).toString('base64url')]);
  const [row] = await database.query<{ value: string }>("select value from server_secret where name = 'csd'");
  return createHash('sha256').update(`caudal:csd:${row!.value}`).digest();
}

export function seal(key: Buffer, secret: { key: Buffer; password: string }): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ key: secret.key.toString('base64'), password: secret.password }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function unseal(key: Buffer, sealed: Buffer): { key: Buffer; password: string } {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  const text = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  const parsed = JSON.parse(text) as { key: string; password: string };
  return { key: Buffer.from(parsed.key, 'base64'), password: parsed.password };
}

/** Opens an uploaded pair as SAT's files come, or says why not. */
export function checkUploadedCsd(files: { cer: Buffer; key: Buffer; password: string }, issuerRfc: string, now: Date): Credential {
  let credential: Credential;
  try {
    credential = Credential.create(files.cer.toString('binary'), files.key.toString('binary'), files.password);
  } catch (error) {
    const message = (error as Error).message;
    if (message.includes('does not belong')) throw new CsdRefused('pairMismatch');
    if (message.includes('private key')) throw new CsdRefused('wrongPassword');
    throw new CsdRefused('unreadable');
  }
  if (!credential.isCsd()) throw new CsdRefused('notCsd');
  if (credential.rfc() !== issuerRfc) throw new CsdRefused('otherRfc', { rfc: credential.rfc(), issuer: issuerRfc });
  const certificate = credential.certificate();
  if (certificate.validTo() <= now) throw new CsdRefused('expired', { date: todayInMexicoCity(certificate.validTo()) });
  return credential;
}

export async function storeCsd(
  tx: Pick<Db, 'insert' | 'select'>,
  sealingKeyBytes: Buffer,
  files: { cer: Buffer; key: Buffer; password: string },
  credential: Credential,
  uploadedBy: number | null,
): Promise<number> {
  const certificate = credential.certificate();
  const serial = certificate.serialNumber().bytes();
  const [known] = await tx.select({ id: csdCertificate.id }).from(csdCertificate).where(eq(csdCertificate.serial_number, serial));
  if (known) throw new CsdRefused('duplicate', { serial });
  const [row] = await tx
    .insert(csdCertificate)
    .values({
      serial_number: serial,
      rfc: credential.rfc(),
      legal_name: credential.legalName() ?? '',
      valid_from: certificate.validFrom(),
      valid_to: certificate.validTo(),
      cer: files.cer,
      sealed_key: seal(sealingKeyBytes, { key: files.key, password: files.password }),
      uploaded_by: uploadedBy,
    })
    .returning({ id: csdCertificate.id });
  return row!.id;
}

/** Every CSD loaded, newest first, without their sealed keys. */
export async function listCsds(db: Db) {
  return db
    .select({ id: csdCertificate.id, serial_number: csdCertificate.serial_number, rfc: csdCertificate.rfc, legal_name: csdCertificate.legal_name, valid_from: csdCertificate.valid_from, valid_to: csdCertificate.valid_to, uploaded_at: csdCertificate.uploaded_at })
    .from(csdCertificate)
    .orderBy(desc(csdCertificate.valid_from), desc(csdCertificate.id));
}

/**
 * The CSD that seals at `now`: the newest of the RFC's whose validity covers it; else the newest that
 * already started (ended: sealing then says so); none when only replacements ahead are loaded.
 */
export function csdInForce<T extends { rfc: string; valid_from: Date; valid_to: Date }>(csds: readonly T[], rfc: string, now: Date): T | undefined {
  const started = csds.filter((c) => c.rfc === rfc && c.valid_from <= now);
  return started.find((c) => now < c.valid_to) ?? started[0];
}

export async function openStoredCsd(database: Database, sealingKeyBytes: Buffer, id: number): Promise<CsdSigner> {
  const [row] = await database.db.select().from(csdCertificate).where(eq(csdCertificate.id, id));
  if (!row) throw new Error(`no stored CSD ${id}`);
  const secret = unseal(sealingKeyBytes, row.sealed_key);
  return csdSigner(Credential.create(row.cer.toString('binary'), secret.key.toString('binary'), secret.password), false);
}

export async function readIdentity(db: Pick<Db, 'select'>): Promise<StoredIdentity | undefined> {
  const [row] = await db.select().from(fiscalIdentity).where(eq(fiscalIdentity.id, 1));
  return row ? { rfc: row.rfc, name: row.name, regime: row.regime, postal_code: row.postal_code, version: row.version, updated_at: row.updated_at } : undefined;
}
