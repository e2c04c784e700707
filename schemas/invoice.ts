import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { loanDetail } from './loan-detail.ts';
import { VAT_TREATMENTS } from './rules/vat-treatments.ts';

/** What the invoicing provider reports about a CFDI; a local one is never stamped by a PAC. */
export const INVOICE_STATUS = ['not_stamped', 'stamped', 'cancellation_pending', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[number];
/** c_TipoDeComprobante of what Caudal issues: I (income: a period's interest), P (payment complement). */
export const INVOICE_CFDI_TYPES = ['I', 'P'] as const;
/** SAT's cancellation motives (Anexo 20, since 2022): 01 replaced with errors (needs the substitute's UUID), 02 with errors, no replacement, 03 operation not carried out, 04 nominative operation in a global invoice. */
export const CANCELLATION_MOTIVES = ['01', '02', '03', '04'] as const;
export type CancellationMotive = (typeof CANCELLATION_MOTIVES)[number];
/** c_MetodoPago: PPD (paid later: each payment gets its complement), PUE (paid when issued: a period paid before it was invoiced). */
export const PAYMENT_METHODS = ['PPD', 'PUE'] as const;

/**
 * A CFDI 4.0 generated for a loan detail (PATCH loan_detail/generate/invoices); spec section 7 lists
 * it as GET invoices, so that is its name. Written only by the invoicing route: read-only here.
 */
export const invoice = defineEntity({
  name: 'invoices',
  table: 'invoice',
  access: { module: { route: '/prestamos/facturas', icon: 'Receipt' } },
  fields: {
    loan_detail_id: field.reference(() => loanDetail, { sortable: true, filterable: true }),
    /** The folio fiscal (TimbreFiscalDigital UUID) a PAC gives when it stamps; none before (docs/decisions/021). */
    uuid: field.text({ maxLength: 36, filterable: true, searchable: true, unique: true, optional: true }),
    cfdi_type: field.select(INVOICE_CFDI_TYPES, { optional: true, filterable: true }),
    /** An income invoice's MetodoPago; none on a complement (and on rows from before it was kept: PPD). */
    payment_method: field.select(PAYMENT_METHODS, { optional: true, list: false }),
    /** The stamped invoice this payment complement (type P) pays. */
    related_invoice_id: field.integer({ optional: true, list: false }),
    /** The PAC's own id of the document, which its cancel and status calls take. */
    provider_ref: field.text({ maxLength: 64, optional: true, list: false }),
    /** The TimbreFiscalDigital element of the stamped XML, as the PAC returned it. */
    tfd_xml: field.text({ maxLength: 8000, optional: true, list: false, multiline: true }),
    stamped_at: field.datetime({ optional: true, list: false }),
    cancellation_motive: field.select(CANCELLATION_MOTIVES, { optional: true, list: false }),
    serie: field.text({ maxLength: 25 }),
    folio: field.text({ maxLength: 40, sortable: true, searchable: true }),
    issuer_rfc: field.text({ maxLength: 13, filterable: true }),
    receiver_rfc: field.text({ maxLength: 13, filterable: true, searchable: true }),
    receiver_name: field.text({ maxLength: 254, searchable: true }),
    currency: field.text({ maxLength: 3 }),
    subtotal: field.money(),
    taxes: field.money(),
    total: field.money({ sortable: true }),
    /**
     * An income invoice's IVA as issued (docs/decisions/116): the loan's treatment then, and its
     * Traslado's Base (the real interest under LIVA 18-A; the interest when nominal or exempt). Its
     * complements follow these, whatever the loan says later. Empty on rows from before: 16 % on the subtotal.
     */
    vat_treatment: field.select(VAT_TREATMENTS, { optional: true, list: false }),
    vat_base: field.money({ optional: true, list: false }),
    /** None on a CFDI issued outside Caudal and recorded by its UUID (provider `external`, docs/decisions/206). */
    xml_location: field.file(['.xml'], { optional: true }),
    pdf_location: field.file(['.pdf'], { optional: true }),
    status: field.select(INVOICE_STATUS, { sortable: true, filterable: true }),
    provider: field.text({ maxLength: 32, list: false }),
  },
  timestamps: true,
  ownedThrough: 'loan_detail_id',
  recordRepresentation: 'folio',
  defaultSort: { field: 'created_at', order: 'DESC' },
  operations: ['list', 'one'],
  // Whether a detail has a live CFDI (an external one has no files on the detail): the invoicing candidates ask it.
  indexes: [['loan_detail_id']],
  computed: {
    /** Serie and folio as the CFDI prints them (PR-12): the invoices screen's first column. */
    number: { kind: 'text', sortable: true, sql: (): SQL => sql`${invoice.table.serie} || '-' || ${invoice.table.folio}` },
  },
});
