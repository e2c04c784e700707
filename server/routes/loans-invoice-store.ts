/**
 * Invoices of loan details as stored rows and files: the documents a provider issued are kept through
 * the FileStorage adapter with a stored_file row each, so GET /api/files/<key> serves them; an invoice
 * whose detail changed is cancelled through the provider.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { storedFile } from '../../schemas/stored-file.ts';
import type { FileStorage } from '../adapters/file-storage.ts';
import type { InvoicingProvider } from '../adapters/invoicing.ts';
import type { Actor } from '../crud/audit.ts';
import { writeAudit } from '../crud/audit.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import { MIME_TYPES } from '../domain/file-signature.ts';
import { invoiceTable } from './loans-store.ts';

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
 * Returns a function that cancels the live invoices of a detail (through the provider) and says
 * whether the detail had any document, issued here or uploaded by hand.
 */
export function invoiceRetirement(provider: InvoicingProvider) {
  return async (tx: Db, actor: Actor, detail: Row): Promise<boolean> => {
    const live = (await tx.select().from(invoiceTable).where(and(eq(invoiceTable.loan_detail_id, detail.id as number), ne(invoiceTable.status, 'cancelled'))));
    for (const invoice of live) {
      // The detail's figures changed: the CFDI was issued with errors and no replacement yet (SAT motive 02).
      const status = await provider.cancel({ uuid: invoice.uuid, status: invoice.status, issuer_rfc: invoice.issuer_rfc, provider_ref: invoice.provider_ref }, { motive: '02' });
      const [after] = await tx.update(invoiceTable).set({ status, cancellation_motive: '02', updated_at: new Date() }).where(eq(invoiceTable.id, invoice.id)).returning();
      await writeAudit(tx, actor, { entity: 'invoices', entityId: invoice.id, action: 'cancel', before: invoice, after });
    }
    return live.length > 0 || detail.cfdi_pdf_location != null || detail.cfdi_xml_location != null;
  };
}
