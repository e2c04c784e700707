import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { loanDetail } from './loan-detail.ts';

/** What the invoicing provider reports about a CFDI; a local one is never stamped by a PAC. */
export const INVOICE_STATUS = ['not_stamped', 'stamped', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[number];

/**
 * A CFDI 4.0 generated for a loan detail (PATCH loan_detail/generate/invoices); spec section 7 lists
 * it as GET invoices, so that is its name. Written only by the invoicing route: read-only here.
 */
export const invoice = defineEntity({
  name: 'invoices',
  table: 'invoice',
  module: '/prestamos/facturas',
  fields: {
    loan_detail_id: field.reference(() => loanDetail, { sortable: true, filterable: true }),
    /** The provider's identifier: a PAC's folio fiscal once stamped, a local UUID before. */
    uuid: field.text({ maxLength: 36, filterable: true, searchable: true, unique: true }),
    serie: field.text({ maxLength: 25 }),
    folio: field.text({ maxLength: 40, sortable: true, searchable: true }),
    issuer_rfc: field.text({ maxLength: 13, filterable: true }),
    receiver_rfc: field.text({ maxLength: 13, filterable: true, searchable: true }),
    receiver_name: field.text({ maxLength: 254, searchable: true }),
    currency: field.text({ maxLength: 3 }),
    subtotal: field.money(),
    taxes: field.money(),
    total: field.money({ sortable: true }),
    xml_location: field.file(['.xml']),
    pdf_location: field.file(['.pdf']),
    status: field.select(INVOICE_STATUS, { sortable: true, filterable: true }),
    provider: field.text({ maxLength: 32, list: false }),
  },
  timestamps: true,
  ownedThrough: 'loan_detail_id',
  recordRepresentation: 'folio',
  defaultSort: { field: 'created_at', order: 'DESC' },
  operations: ['list', 'one'],
});
