import { defineEntity } from './framework/define-entity.ts';
import { field, type ReferenceTarget } from './framework/field.ts';
import { loan } from './loan.ts';
import { status } from './status.ts';

/**
 * One period of a loan's schedule (spec section 3): cut-off (date_doc), payment date (expiration_doc),
 * days in the period, the amount due and its CFDI files (spec section 5: .pdf or .xml). The server
 * writes period, principal and interest when it computes the schedule; recalculation needs them.
 */
export const loanDetail = defineEntity({
  name: 'loan_detail',
  // Opened from the loans list (detalles_prestamo) and changed from the charges screen.
  access: {
    module: { route: '/prestamos/historial', icon: 'History' },
    sharedWith: [
      '/prestamos/prestamos',
      { route: '/prestamos/cargos', icon: 'Paid' },
      { route: '/administrador/listas/prestamos-detalles', icon: 'ListAlt' },
    ],
  },
  fields: {
    loan_id: field.reference((): ReferenceTarget => loan, { sortable: true, filterable: true }),
    date_doc: field.date({ sortable: true, filterable: true }),
    expiration_doc: field.date({ sortable: true, filterable: true }),
    days: field.numeric({ precision: 4, scale: 0 }),
    amount: field.money({ sortable: true }),
    // One upload takes the CFDI as .pdf or .xml (spec section 5); the .xml is kept apart (spec section 4).
    cfdi_pdf_location: field.file(['.pdf', '.xml'], { optional: true, uploadTargets: { '.xml': 'cfdi_xml_location' } }),
    cfdi_xml_location: field.file(['.xml'], { hidden: true }),
    status_id: field.reference(() => status, { sortable: true, filterable: true }),
    period: field.integer({ generated: true, list: false }),
    /** The day a period paid before Caudal was paid, as its opening balance says (docs/decisions/206). */
    paid_on: field.date({ generated: true, optional: true, list: false }),
    principal: field.money({ generated: true }),
    interest: field.money({ generated: true }),
  },
  timestamps: true,
  ownedThrough: 'loan_id',
  recordRepresentation: 'date_doc',
  defaultSort: { field: 'date_doc', order: 'ASC' },
  // status_id, date_doc: the charges screen's page (status 8 by cut-off) without walking every older detail.
  indexes: [['loan_id', 'date_doc'], ['status_id', 'expiration_doc'], ['status_id', 'date_doc']],
});
