/**
 * What collecting an invoice reads, inside the caller's transaction: the invoice locked with its loan
 * detail, loan, currency and customer, and what its payment complements (invoice rows of type P that
 * are not cancelled) have paid so far. A complement row keeps the payment's amount in `total`
 * (docs/decisions/025), so the balance is the invoice's total minus those.
 */
import { and, count, eq, ne, sql, type SQL, sum } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { RowOf } from '../../schemas/framework/define-entity.ts';
import type { entities } from '../../schemas/index.ts';
import type { Row } from '../crud/repository.ts';
import type { Db } from '../db/client.ts';
import type { InvoiceVat, PaymentComplementSource } from '../domain/cfdi-payment.ts';
import type { VatTreatment } from '../domain/vat-on-interest.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { customerTable, detailTable, invoiceTable, loanTable } from './loans-store.ts';
import { msg } from '../i18n/localized.ts';

/** An invoice as stored (the complement reads its fields; the checks its uuid, type and status). */
export type CollectedInvoice = RowOf<typeof entities.invoices> & Row;

export interface CollectionContext {
  invoice: CollectedInvoice;
  detail: Row;
  customer: { fiscal_postal_code: string | null; fiscal_regime: string | null };
  /** Complements issued so far: the next one is installment count + 1. */
  installments: number;
  /** The taxed base and IVA those complements carried (the settling one takes the rest). */
  settled: { base: string; vat: string };
  balance: Decimal;
}

/** The invoice and its detail, locked (a concurrent collection waits), within the caller's scope; 404 otherwise. */
export async function lockCollection(tx: Db, id: number, scope: SQL | undefined): Promise<CollectionContext> {
  const [invoice] = (await tx.select().from(invoiceTable).where(and(eq(invoiceTable.id, id), scope)).limit(1).for('update'));
  if (!invoice) throw notFound('invoice');
  const [detail] = await tx.select().from(detailTable).where(eq(detailTable.id, invoice.loan_detail_id)).limit(1).for('update');
  const [loan] = await tx
    .select({ fiscal_postal_code: customerTable.fiscal_postal_code, fiscal_regime: customerTable.fiscal_regime })
    .from(loanTable)
    .innerJoin(customerTable, eq(customerTable.id, loanTable.customer_id))
    .where(eq(loanTable.id, detail.loan_id as number));
  const complements = and(eq(invoiceTable.related_invoice_id, invoice.id), eq(invoiceTable.cfdi_type, 'P'), ne(invoiceTable.status, 'cancelled'));
  const [paid] = await tx.select({ n: count(), amount: sum(invoiceTable.total), base: sum(invoiceTable.subtotal), vat: sum(invoiceTable.taxes) }).from(invoiceTable).where(complements);
  return {
    invoice,
    detail: detail as Row,
    customer: { fiscal_postal_code: loan.fiscal_postal_code as string | null, fiscal_regime: loan.fiscal_regime as string | null },
    installments: Number(paid.n),
    settled: { base: String(paid.base ?? '0'), vat: String(paid.vat ?? '0') },
    balance: new Decimal(invoice.total).minus(paid.amount ?? '0'),
  };
}

/**
 * The next folio of the CP series, in the caller's transaction (schemas/cfdi-folios.ts): read beside
 * the paid invoice's row, so that the select yields exactly one row and takes exactly one number.
 */
export async function nextComplementFolio(tx: Db, invoiceId: number): Promise<string> {
  const [row] = await tx.select({ folio: sql<string>`nextval('payment_complement_folio')::text` }).from(invoiceTable).where(eq(invoiceTable.id, invoiceId)).limit(1);
  return row.folio;
}

/** How the invoice carried IVA as issued (docs/decisions/116); rows from before: 16 % on the subtotal. */
export function invoiceVat(invoice: Pick<CollectedInvoice, 'vat_treatment' | 'vat_base' | 'subtotal'>): InvoiceVat | undefined {
  if (!invoice.vat_treatment) return undefined;
  return { treatment: invoice.vat_treatment as VatTreatment, base: invoice.vat_base ?? invoice.subtotal };
}

/** `payment.exchangeRate`: MXN per unit of the invoice's currency on the day paid (its FIX; 1 for MXN). */
export function complementSource(context: CollectionContext, payment: { folio: string; paidAt: string; form: string; amount: string; exchangeRate: string; inPesos?: { received: string; equivalence: string } }): PaymentComplementSource {
  const { invoice, customer } = context;
  if (!customer.fiscal_postal_code || !customer.fiscal_regime)
    throw unprocessable({ id: [msg('loans.customerFiscalData', { customer: String(invoice.receiver_name), field: !customer.fiscal_postal_code ? 'fiscal_postal_code' : 'fiscal_regime' })] });
  return {
    invoice: {
      id: invoice.id, uuid: invoice.uuid!, serie: invoice.serie, folio: invoice.folio, currency: invoice.currency,
      subtotal: invoice.subtotal, taxes: invoice.taxes, total: invoice.total, provider_ref: invoice.provider_ref, settled: context.settled,
      ...(invoiceVat(invoice) ? { vat: invoiceVat(invoice) } : {}),
    },
    receiver: { rfc: invoice.receiver_rfc, name: invoice.receiver_name, postalCode: customer.fiscal_postal_code, fiscalRegime: customer.fiscal_regime },
    payment: { folio: payment.folio, paidAt: payment.paidAt, form: payment.form, exchangeRate: payment.exchangeRate, installment: context.installments + 1, previousBalance: context.balance.toFixed(2), amount: payment.amount, ...(payment.inPesos ? { inPesos: payment.inPesos } : {}) },
  };
}
