import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/**
 * The market projection a manager uploads as an .xlsx (POST forwards/projection/formExcel): one upload,
 * the current one, holds the projected USD/MXN forward by date. Each upload replaces the current one as
 * a whole; older uploads stay as history.
 */
export const forwardProjectionUpload = defineEntity({
  name: 'forward_projection_upload',
  // Served by its domain routes (spec section 7), not the generic ones.
  genericApi: false,
  access: { module: { route: '/administrador/listas/proyeccion', icon: 'ShowChart' } },
  timestamps: true,
  fields: {
    filename: field.text(),
    rowCount: field.integer(),
    isCurrent: field.boolean({ hidden: true, filterable: true, defaultValue: true }),
  },
  operations: ['list', 'one'],
});

export const forwardProjection = defineEntity({
  name: 'forward_projection',
  // Served by its domain routes (spec section 7), not the generic ones.
  genericApi: false,
  access: { module: '/administrador/listas/proyeccion' },
  fields: {
    uploadId: field.reference(() => forwardProjectionUpload, { filterable: true }),
    /** The spreadsheet row it came from, so a question about a figure leads back to the file. */
    rowNumber: field.integer(),
    date: field.date({ sortable: true }),
    rate: field.numeric({ precision: 12, scale: 4 }),
  },
  indexes: [['uploadId', 'date']],
  operations: ['list', 'one'],
});
