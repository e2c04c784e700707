/**
 * What the server says about imports and the ERP's records (docs/decisions/240, 241). Spread into
 * messages.ts, the one catalogue.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const importMessages = defineTexts({
  'imports.notImportable': { es: 'Esta lista no admite importaciones', en: 'This list does not take imports' },
  'imports.ownerScoped': { es: 'Tu rol no puede importar registros', en: 'Your role may not import records' },
  'imports.mayNotImport': { es: 'Tu rol no puede importar en esta lista', en: 'Your role may not import into this list' },
  'imports.fileKind': { es: 'El archivo debe ser .csv o .xlsx', en: 'The file must be a .csv or an .xlsx' },
  'imports.tooManyRows': { es: 'Como máximo {max} filas por archivo (tiene {count})', en: 'At most {max} rows a file (it has {count})' },
  'imports.csvTooBig': { es: 'El archivo CSV ocupa demasiado (máximo {max} MB)', en: 'The CSV file is too big (at most {max} MB)' },
  'imports.csvBroken': { es: 'El archivo CSV no se pudo leer: {problem}', en: 'The CSV file could not be read: {problem}' },
  'imports.csvQuote': { es: 'una comilla sin cerrar', en: 'a quote left open' },
  'imports.csvLongCell': { es: 'una celda de más de {max} caracteres', en: 'a cell of more than {max} characters' },
  'imports.noHeadings': { es: 'La primera fila debe tener los encabezados de las columnas', en: 'The first row must hold the column headings' },
  'imports.noKnownColumns': {
    es: 'Ninguna columna coincide con los campos de la lista (encabezados como los de la pantalla o la exportación)',
    en: "No column matches the list's fields (headings as the screen or its export writes them)",
  },
  'imports.keyMissing': { es: 'Falta la columna {column}, que identifica cada registro', en: 'The column {column}, which identifies each record, is missing' },
  'imports.duplicateColumn': { es: 'Dos columnas llenan el mismo campo: {columns}', en: 'Two columns fill the same field: {columns}' },
  'imports.noRows': { es: 'Envía al menos una fila', en: 'Send at least one row' },
  'imports.rowNotObject': { es: 'Cada fila debe ser un objeto con los campos del registro', en: "Each row must be an object with the record's fields" },
  'imports.keyBlank': { es: '{column}: falta el valor que identifica el registro', en: '{column}: the value that identifies the record is missing' },
  'imports.keyRepeated': { es: '{column}: el mismo valor ya está en la fila {row}', en: '{column}: the same value is already in row {row}' },
  'imports.deletedRecord': { es: 'El registro con esa clave está eliminado; recupéralo antes de importarlo', en: 'The record with that key is deleted; recover it before importing it' },
  'imports.notFoundById': { es: 'No existe un registro con ese ID', en: 'No record has that ID' },
  'imports.mayNotCreate': { es: 'Tu rol no puede crear registros en esta lista', en: 'Your role may not create records in this list' },
  'imports.mayNotUpdate': { es: 'Tu rol no puede cambiar registros de esta lista', en: 'Your role may not change records of this list' },
  'imports.noUpdates': { es: 'Esta lista no admite cambios: el registro ya existe y es distinto', en: 'This list takes no changes: the record exists and differs' },
  'imports.referenceUnknown': { es: '{column}: no hay un registro llamado "{value}"', en: '{column}: no record is called "{value}"' },
  'imports.referenceAmbiguous': { es: '{column}: varios registros se llaman "{value}"; usa su ID', en: '{column}: several records are called "{value}"; use its ID' },
  'imports.changedSince': {
    es: 'El registro cambió después de la vista previa; vuelve a cargar el archivo para ver su versión',
    en: 'The record changed after the preview; upload the file again to see its version',
  },
  'imports.notPreviewed': { es: 'Esta importación ya se aplicó o se está aplicando', en: 'This import was already applied or is being applied' },
  'imports.failed': { es: 'La fila no se pudo guardar: {problem}', en: 'The row could not be saved: {problem}' },
  'imports.reasonColumn': { es: 'Motivo', en: 'Reason' },
  'imports.rowColumn': { es: 'Fila', en: 'Row' },
  'imports.handEditsOff': {
    es: 'Estos registros vienen del ERP: se crean y cambian por importación. La edición manual está desactivada (Admin puede activarla).',
    en: 'These records come from the ERP: they are created and changed by import. Editing by hand is off (Admin may turn it on).',
  },
  'imports.fieldFromErp': { es: 'Viene del ERP: se cambia por importación', en: 'Comes from the ERP: changed by import' },
  // A loan's opening balances (docs/decisions/206).
  'opening.paidPeriods': { es: 'debe ser un número entero de periodos entre 0 y {months}', en: 'must be a whole number of periods from 0 to {months}' },
  'opening.datesCount': { es: 'da {count} fechas para {paid} periodos pagados', en: 'gives {count} dates for {paid} paid periods' },
  'opening.dateInvalid': { es: '«{value}» no es una fecha (dd/mm/aaaa)', en: '“{value}” is not a date (dd/mm/yyyy)' },
  'opening.dateBeforeEmission': { es: 'el pago del periodo {period} ({date}) es anterior a la emisión ({emission})', en: 'period {period} was paid ({date}) before the emission ({emission})' },
  'opening.dateInFuture': { es: 'el pago del periodo {period} ({date}) es posterior a hoy ({today})', en: 'period {period} was paid ({date}) after today ({today})' },
  'opening.datesOrder': { es: 'el pago del periodo {period} ({date}) es anterior al del periodo previo', en: 'period {period} was paid ({date}) before the period before it' },
  'opening.amountInvalid': { es: '«{value}» no es un importe', en: '“{value}” is not an amount' },
  'opening.amountDiffers': {
    es: 'los {paid} periodos pagados suman {expected} según las condiciones del préstamo, no {given}',
    en: 'the {paid} paid periods add up to {expected} by the loan’s terms, not {given}',
  },
  'opening.uuidsTooMany': { es: 'da {count} UUID para un plazo de {months} periodos', en: 'gives {count} UUIDs for a term of {months} periods' },
  'opening.uuidInvalid': { es: '«{value}» no es un UUID (folio fiscal)', en: '“{value}” is not a UUID (folio fiscal)' },
  'opening.uuidRepeated': { es: 'el UUID {uuid} se repite', en: 'UUID {uuid} is repeated' },
  'opening.uuidInRow': { es: 'el UUID {uuid} ya está en la fila {row}', en: 'UUID {uuid} is already on row {row}' },
  'opening.uuidRecorded': { es: 'el UUID {uuid} ya está registrado en Caudal', en: 'UUID {uuid} is already recorded in Caudal' },
  'opening.uuidNoInterest': { es: 'el periodo {period} no tiene intereses que facturar (UUID {uuid})', en: 'period {period} has no interest to invoice (UUID {uuid})' },
  'opening.uuidRealVat': {
    es: 'un préstamo con IVA sobre intereses reales no se abre con CFDI externos: regístralos después de importarlo',
    en: 'a loan with VAT on real interest does not open with external CFDIs: record them after importing it',
  },
  'opening.historyDiffers': {
    es: 'El préstamo ya está en Caudal con otra historia: sus pagos y CFDI se registran en sus pantallas',
    en: 'The loan is already in Caudal with another history: its payments and CFDIs are recorded on its screens',
  },
  // An investment's opening balances (docs/decisions/280).
  'opening.investmentAmountDiffers': {
    es: 'los {paid} periodos pagados suman {expected} netos de ISR según las condiciones de la inversión, no {given}',
    en: 'the {paid} paid periods add up to {expected} net of ISR by the investment’s terms, not {given}',
  },
  'opening.investmentHistoryDiffers': {
    es: 'La inversión ya está en Caudal con otra historia: sus pagos se registran en sus pantallas',
    en: 'The investment is already in Caudal with another history: its payments are recorded on its screens',
  },
  'opening.investmentTerms': {
    es: 'La inversión ya está en Caudal: sus condiciones ({fields}) se cambian en su pantalla, que rehace su calendario',
    en: 'The investment is already in Caudal: its terms ({fields}) are changed on its screen, which remakes its schedule',
  },
  'invoices.paidBeforeCaudal': {
    es: 'Este periodo se pagó antes de Caudal: su complemento de pago, si lo hubo, se emitió fuera',
    en: 'This period was paid before Caudal: its payment complement, if any, was issued elsewhere',
  },
});
