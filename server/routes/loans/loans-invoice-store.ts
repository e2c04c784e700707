/**
 * Invoices of loan details whose detail changed are cancelled through the invoicing outbox (the intent
 * in the caller's transaction, the PAC asked after it commits). The documents a provider issued are
 * kept by server/stores/documents.ts.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../crud/audit.ts';
import type { Row } from '../../crud/repository.ts';
import type { Db } from '../../db/client.ts';
import { openCancellation, sendCancellation } from '../../invoicing/cancellation-intents.ts';
import { cancellationWindow } from '../../invoicing/cancellation-rules.ts';
import { HttpError } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import type { Intent } from '../../invoicing/intent-store.ts';
import type { InvoicingService } from '../../invoicing/service.ts';
import { invoiceTable } from '../../stores/loans-store.ts';

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
