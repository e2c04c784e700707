/**
 * Documents issued by a provider (invoices, complements, retention certificates, statements) as stored
 * files: kept through the FileStorage adapter with a stored_file row each, so GET /api/files/<key> serves
 * them. Below both the invoicing services and the routes that store documents (docs/decisions/282).
 */
import { randomBytes } from 'node:crypto';
import { storedFile } from '../../schemas/stored-file.ts';
import type { FileStorage } from '../adapters/file-storage.ts';
import type { Actor } from '../crud/audit.ts';
import type { Db } from '../db/client.ts';
import { MIME_TYPES } from '../domain/file-signature.ts';

export interface StoredDocument {
  key: string;
  url: string;
  filename: string;
  mime: string;
  size: number;
}

/** Writes the file under a random key; its stored_file row is inserted later, in the transaction. */
/** `within`: the open transaction, when there is one (the database driver writes through it). */
export async function putDocument(files: FileStorage, filename: string, extension: '.xml' | '.pdf', content: Buffer, within?: Db): Promise<StoredDocument> {
  const key = `${randomBytes(16).toString('hex')}${extension}`;
  await files.put(key, content, within);
  return { key, url: `/api/files/${key}`, filename, mime: MIME_TYPES[extension], size: content.length };
}

export async function recordDocument(tx: Db, actor: Actor, document: StoredDocument): Promise<void> {
  await tx.insert(storedFile).values({ key: document.key, filename: document.filename, mime: document.mime, size: document.size, uploaded_by: actor.userId });
}

/**
 * A stamped document's XML and PDF, both written and recorded in the transaction that records the
 * document; `stored` collects them so that a rolled-back transaction's files can be removed.
 */
export async function storeXmlAndPdf(
  files: FileStorage,
  tx: Db,
  actor: Actor,
  name: string,
  issued: { xml: Buffer; pdf: Buffer },
  stored: StoredDocument[],
): Promise<{ xml: StoredDocument; pdf: StoredDocument }> {
  const xml = await putDocument(files, `${name}.xml`, '.xml', issued.xml, tx);
  stored.push(xml);
  const pdf = await putDocument(files, `${name}.pdf`, '.pdf', issued.pdf, tx);
  stored.push(pdf);
  await recordDocument(tx, actor, xml);
  await recordDocument(tx, actor, pdf);
  return { xml, pdf };
}
