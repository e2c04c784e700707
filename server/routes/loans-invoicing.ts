/**
 * Invoicing (/prestamos/facturas): GET loan_detail/toInvoice lists the details due for an invoice (cut-off
 * reached, unpaid, no CFDI yet, on a running loan) with their loan and customer; PATCH
 * loan_detail/generate/invoices {ids} issues one CFDI per detail through the InvoicingProvider, stores
 * its XML and PDF, links them as the detail's cfdi locations and records an invoice row (GET invoices).
 * All or nothing: one detail that cannot be invoiced refuses the whole request.
 */
import { and, asc, eq, inArray, isNull, lte, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entities } from '../../schemas/index.ts';
import { toFieldErrors } from '../../schemas/framework/validation.ts';
import { STATUS } from '../../schemas/status.ts';
import { invoicingProvider, type IssuedInvoice } from '../adapters/invoicing.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import type { LoanInvoiceSource } from '../domain/cfdi-loan.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { putDocument, recordDocument, type StoredDocument } from './loans-invoice-store.ts';
import { ACTIVE_LOAN_STATUSES, SETTLED_DETAIL_STATUSES } from './loans-rules.ts';
import { businessToday, currencyTable, customerTable, detailTable, loanRepositories, loanTable, updateDetail } from './loans-store.ts';
import { msg } from '../i18n/localized.ts';

const MODULE = '/prestamos/facturas';
const MAX_PER_REQUEST = 100;
const l = loanTable;
const d = detailTable;

const pageQuery = z.object({
  take: z.coerce.number().int().min(1).max(9999).default(25),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const generateBody = z.strictObject({
  ids: z.array(z.coerce.number().int().positive()).min(1, 'loans.selectDetail').max(MAX_PER_REQUEST, 'loans.tooManyDetails'),
});

const candidate = (today: string) =>
  and(lte(d.date_doc, today), notInArray(d.status_id, [...SETTLED_DETAIL_STATUSES]), isNull(d.cfdi_pdf_location), isNull(d.cfdi_xml_location), inArray(l.status_id, [...ACTIVE_LOAN_STATUSES]));

const candidateColumns = {
  id: d.id,
  loan_id: d.loan_id,
  intelisis_id: l.intelisis_id,
  customer_id: l.customer_id,
  customer_name: customerTable.name,
  customer_rfc: customerTable.rfc,
  customer_postal_code: customerTable.fiscal_postal_code,
  customer_regime: customerTable.fiscal_regime,
  customer_cfdi_use: customerTable.cfdi_use,
  period: d.period,
  date_doc: d.date_doc,
  expiration_doc: d.expiration_doc,
  amount: d.amount,
  principal: d.principal,
  interest: d.interest,
  currency_code: currencyTable.code,
  exchange_rate: l.exchange_rate,
  status_id: d.status_id,
};

/** A detail with its loan, customer and currency, as the candidates' select reads them. */
type CandidateRow = Awaited<ReturnType<typeof selectCandidates>>[number];

function sourceOf(row: CandidateRow): LoanInvoiceSource {
  return {
    detail: { id: row.id, period: row.period, date_doc: row.date_doc, amount: row.amount, principal: row.principal, interest: row.interest },
    loan: { id: row.loan_id, intelisis_id: row.intelisis_id, currency_code: row.currency_code, exchange_rate: row.exchange_rate },
    customer: { name: row.customer_name, rfc: row.customer_rfc, fiscal_postal_code: row.customer_postal_code, fiscal_regime: row.customer_regime, cfdi_use: row.customer_cfdi_use },
  };
}

async function selectCandidates(db: Db, where: SQL | undefined, lock = false) {
  const query = db
    .select(candidateColumns)
    .from(d)
    .innerJoin(l, eq(l.id, d.loan_id))
    .innerJoin(customerTable, eq(customerTable.id, l.customer_id))
    .innerJoin(currencyTable, eq(currencyTable.id, l.currency_id))
    .where(where)
    .orderBy(asc(d.date_doc), asc(d.id));
  return (await (lock ? query.for('update', { of: d }) : query));
}

interface Issued {
  detailId: number;
  invoice: IssuedInvoice;
  xml: StoredDocument;
  pdf: StoredDocument;
}

export async function loanInvoicingRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const provider = invoicingProvider(app.config);
  const { invoices } = loanRepositories(app.database);

  app.get('/loan_detail/toInvoice', { config: { module: MODULE, action: 'read' }, schema: { tags: ['loan_detail'], summary: 'Loan details due for an invoice' } }, async (request) => {
    const parsed = pageQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const { take, page } = parsed.data;
    const where = and(candidate(businessToday()), app.rowScope(request, entities.loan_detail));
    const rows = await selectCandidates(db, where);
    return { data: { result: rows.slice((page - 1) * take, page * take).map(({ principal, interest, customer_postal_code, customer_regime, customer_cfdi_use, ...row }) => row), total: rows.length } };
  });

  app.patch('/loan_detail/generate/invoices', { config: { module: MODULE, action: 'create' }, schema: { tags: ['loan_detail'], summary: 'Issue the CFDI of the selected details' } }, async (request) => {
    const parsed = generateBody.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(toFieldErrors(parsed.error));
    const ids = [...new Set(parsed.data.ids)];
    const where = and(candidate(businessToday()), inArray(d.id, ids), app.rowScope(request, entities.loan_detail));
    const rows = await selectCandidates(db, where);
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length > 0) throw unprocessable({ ids: [msg('loans.detailsNotInvoiceable', { ids: missing.join(', ') })] });

    const now = new Date();
    const issued: Issued[] = [];
    try {
      for (const row of rows) {
        let invoice: IssuedInvoice;
        try {
          invoice = await provider.stamp(sourceOf(row), now);
        } catch (error) {
          throw unprocessable({ ids: [msg('loans.detailInvoiceFailed', { id: String(row.id), reason: (error as Error).message })] });
        }
        const name = `CFDI-${invoice.cfdi.serie}-${invoice.cfdi.folio}`;
        const xml = await putDocument(app.files, `${name}.xml`, '.xml', invoice.xml);
        const pdf = await putDocument(app.files, `${name}.pdf`, '.pdf', invoice.pdf);
        issued.push({ detailId: row.id, invoice, xml, pdf });
      }
      const created = await db.transaction(async (t) => {
        const tx: Db = t;
        // Locked and checked again: a concurrent request may have invoiced one of them meanwhile.
        const locked = await selectCandidates(tx, where, true);
        if (locked.length !== rows.length) throw new HttpError(409, msg('loans.invoicedMeanwhile'));
        const out: Row[] = [];
        for (const { detailId, invoice, xml, pdf } of issued) {
          await recordDocument(tx, request.actor, xml);
          await recordDocument(tx, request.actor, pdf);
          const [before] = await tx.select().from(d).where(eq(d.id, detailId));
          out.push(
            await invoices.create(
              {
                loan_detail_id: detailId, uuid: invoice.uuid, cfdi_type: invoice.cfdiType, provider_ref: invoice.providerRef, tfd_xml: invoice.tfdXml, stamped_at: invoice.stampedAt,
                serie: invoice.cfdi.serie, folio: invoice.cfdi.folio,
                issuer_rfc: invoice.cfdi.issuer.rfc, receiver_rfc: invoice.cfdi.receiver.rfc, receiver_name: invoice.cfdi.receiver.name,
                currency: invoice.cfdi.currency, subtotal: invoice.totals.subtotal, taxes: invoice.totals.taxes, total: invoice.totals.total,
                xml_location: xml.url, pdf_location: pdf.url, status: invoice.status, provider: provider.name,
              },
              request.actor,
              tx,
            ),
          );
          const statusId = (before.status_id as number) === STATUS.pending ? STATUS.invoiced : before.status_id;
          await updateDetail(tx, request.actor, before as Row, { cfdi_xml_location: xml.url, cfdi_pdf_location: pdf.url, status_id: statusId }, 'invoice');
        }
        return out;
      });
      return { data: { result: created, total: created.length } };
    } catch (error) {
      await Promise.all(issued.flatMap(({ xml, pdf }) => [app.files.remove(xml.key), app.files.remove(pdf.key)]));
      throw error;
    }
  });
}
