/**
 * Invoices of loan details as stored rows and files: the documents a provider issued are kept through
 * the FileStorage adapter with a stored_file row each, so GET /api/files/<key> serves them; an invoice
 * whose detail changed is cancelled through the invoicing outbox (the intent in the caller's
 * transaction, the PAC asked after it commits).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { storedFile } from '../../../schemas/stored-file.ts';
import type { FileStorage } from '../../adapters/file-storage.ts';
import type { Actor } from '../../crud/audit.ts';
import type { Row } from '../../crud/repository.ts';
import type { Db } from '../../db/client.ts';
import { MIME_TYPES } from '../../domain/file-signature.ts';
import { openCancellation, sendCancellation } from '../../invoicing/cancellation-intents.ts';
import { cancellationWindow } from '../../invoicing/cancellation-rules.ts';
import { HttpError } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import type { Intent } from '../../invoicing/intent-store.ts';
import type { InvoicingService } from '../../invoicing/service.ts';
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

/**
 * The retirement of a recalculation's changed details, under `owner`: `retire` opens, in the caller's
 * transaction, the cancellation (SAT motive 02: issued with errors, no replacement yet) of each live
 * invoice of the detail and says whether the detail had any document, issued here or uploaded by hand;
 * `send`, once that transaction committed, asks the provider and answers how many are still in process.
 */
export function invoiceRetirement(invoicing: InvoicingService, owner: string) {
  const opened: Intent[] = [];
  return {
    async retire(tx: Db, actor: Actor, detail: Row): Promise<boolean> {
      const live = await tx.select().from(invoiceTable).where(and(eq(invoiceTable.loan_detail_id, detail.id as number), ne(invoiceTable.status, 'cancelled')));
      // SAT's deadline first, for every CFDI the recalculation would cancel: past it, the recalculation is refused and nothing is written.
      for (const invoice of live) {
        const window = cancellationWindow(invoice, String(invoice.issuer_rfc ?? ''));
        if (window.passed) throw new HttpError(422, msg('cfdiFlow.recalculationPastDeadline', { cfdi: `${invoice.serie}-${invoice.folio}`, year: String(window.year), deadline: window.deadline }));
      }
      for (const invoice of live) opened.push(await openCancellation(tx, invoicing.context, owner, invoice, { motive: '02', fromRecalculation: true }, actor));
      return live.length > 0 || detail.cfdi_pdf_location != null || detail.cfdi_xml_location != null;
    },
    async send(actor: Actor): Promise<number> {
      let inProcess = 0;
      for (const intent of opened) if ((await sendCancellation(invoicing.context, intent, owner, actor)).kind !== 'done') inProcess++;
      return inProcess;
    },
  };
}
