/** The import dialog of every importable list and the ERP's hand-editing switch (docs/decisions/240, 241). */
import { defineTexts } from '../texts.ts';

export const importMessages = defineTexts({
  caudal: {
    imports: {
      button: { es: 'Importar', en: 'Import' },
      title: { es: 'Importar %{name}', en: 'Import %{name}' },
      intro: {
        es: 'Sube un archivo .xlsx o .csv con una fila de encabezados como los de la lista (o su exportación). Verás qué se crea, qué cambia y qué se rechaza antes de guardar nada.',
        en: 'Upload an .xlsx or .csv file with a row of headings like the list’s (or its export). You will see what is created, what changes and what is refused before anything is saved.',
      },
      keyHint: { es: 'Cada fila se identifica por: %{key}', en: 'Each row is identified by: %{key}' },
      hints: {
        loan: {
          es: 'Saldos iniciales: «Periodos pagados» marca pagados los primeros periodos del calendario; «Pagados el» da sus fechas de pago (una por periodo); «Monto pagado» se compara con lo que suman; «UUID de CFDI emitidos» registra, desde el periodo 1, los CFDI emitidos fuera de Caudal. No se timbra ni se envía nada.',
          en: 'Opening balances: “Paid periods” marks the schedule’s first periods paid; “Paid on” gives the days they were paid (one a period); “Amount paid” is checked against what they add up to; “Issued CFDI UUIDs” records, from period 1, the CFDIs issued outside Caudal. Nothing is stamped or sent.',
        },
        investment: {
          es: 'Saldos iniciales: «Periodos pagados» marca pagados los primeros periodos del calendario; «Pagados el» da sus fechas de pago (una por periodo); «Monto pagado» se compara con lo que suman, netos de ISR. El contrato se carga después en la inversión (queda «pendiente»). No se envía nada ni se emiten constancias.',
          en: 'Opening balances: “Paid periods” marks the schedule’s first periods paid; “Paid on” gives the days they were paid (one a period); “Amount paid” is checked against what they add up to, net of ISR. The contract is uploaded afterwards on the investment (it stays “pending”). Nothing is sent and no certificate is issued.',
        },
      },
      choose: { es: 'Elegir archivo', en: 'Choose file' },
      reading: { es: 'Leyendo %{file}…', en: 'Reading %{file}…' },
      fileOf: { es: 'Archivo: %{file} · %{rows} filas', en: 'File: %{file} · %{rows} rows' },
      ignored: { es: 'Columnas que no se importan: %{columns}', en: 'Columns not imported: %{columns}' },
      outcomes: {
        create: { es: 'Crear', en: 'Create' },
        update: { es: 'Actualizar', en: 'Update' },
        unchanged: { es: 'Sin cambios', en: 'Unchanged' },
        refused: { es: 'Rechazadas', en: 'Refused' },
      },
      columns: {
        row: { es: 'Fila', en: 'Row' },
        key: { es: 'Clave', en: 'Key' },
        detail: { es: 'Detalle', en: 'Detail' },
      },
      created: { es: 'Registro nuevo', en: 'New record' },
      same: { es: 'Igual que el registro guardado', en: 'Same as the saved record' },
      empty: { es: '(vacío)', en: '(empty)' },
      more: { es: 'Mostrar más', en: 'Show more' },
      none: { es: 'Ninguna fila', en: 'No rows' },
      apply: { es: 'Aplicar', en: 'Apply' },
      applyCount: { es: 'Aplicar (%{count} registros)', en: 'Apply (%{count} records)' },
      nothingToApply: { es: 'El archivo no cambia nada', en: 'The file changes nothing' },
      applying: { es: 'Aplicando… %{done} de %{total}', en: 'Applying… %{done} of %{total}' },
      done: { es: 'Importación terminada', en: 'Import finished' },
      failed: { es: 'La importación se detuvo por un error; lo aplicado se conserva', en: 'The import stopped on an error; what was applied is kept' },
      result: {
        es: '%{create} creados · %{update} actualizados · %{unchanged} sin cambios · %{refused} rechazados',
        en: '%{create} created · %{update} updated · %{unchanged} unchanged · %{refused} refused',
      },
      pendingNote: { es: 'Los cambios de datos bancarios y de identidad esperan la aprobación de otra persona (Perfil).', en: 'Changes of bank and identity data wait for someone else’s approval (Profile).' },
      downloadRefused: { es: 'Descargar rechazados', en: 'Download refused' },
      downloadRefusedXlsx: { es: 'Rechazados en .xlsx', en: 'Refused as .xlsx' },
      another: { es: 'Importar otro archivo', en: 'Import another file' },
      close: { es: 'Cerrar', en: 'Close' },
      handEdits: { es: 'Edición manual', en: 'Editing by hand' },
      handEditsHelp: {
        es: 'Estos registros vienen del ERP y se cargan por importación. Activa la edición manual para crearlos y cambiarlos aquí.',
        en: 'These records come from the ERP and arrive by import. Turn on editing by hand to create and change them here.',
      },
    },
  },
});
