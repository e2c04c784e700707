/**
 * What the server answers when an input is bigger or costlier than it accepts (issue 25: no single
 * request stalls the server). Spread into messages-es.ts and messages-en.ts, which stay the one
 * catalogue per language.
 */
export const limitsMessagesEs = {
  'limits.xmlTooBig': 'El XML tiene demasiados elementos o valores demasiado largos (máximo {max} elementos)',
  'limits.xmlTooDeep': 'El XML anida demasiados niveles (máximo {max})',
  'limits.xmlTooManyAttributes': 'Un elemento del XML tiene demasiados atributos (máximo {max})',
  'limits.tooSlow': 'El archivo tardó demasiado en revisarse; no se guardó nada',
  'limits.zipEntries': 'El archivo .xlsx tiene demasiadas partes (máximo {max})',
  'limits.zipTooBig': 'El archivo .xlsx ocupa demasiado al descomprimirse (máximo {max} MB)',
  'limits.zipRatio': 'El archivo .xlsx está comprimido de forma sospechosa (una parte crece más de {max} veces)',
  'limits.sheetCells': 'Como máximo {max} celdas en la hoja',
  'pdf.tooManyPages': 'El PDF tendría más de {max} páginas; divide el documento',
  'pdf.oneAtATime': 'Ya se está generando un PDF tuyo; espera a que termine e intenta de nuevo',
} as const;

export const limitsMessagesEn: Record<keyof typeof limitsMessagesEs, string> = {
  'limits.xmlTooBig': 'The XML has too many elements or values too long (at most {max} elements)',
  'limits.xmlTooDeep': 'The XML nests too many levels (at most {max})',
  'limits.xmlTooManyAttributes': 'An element of the XML has too many attributes (at most {max})',
  'limits.tooSlow': 'The file took too long to check; nothing was stored',
  'limits.zipEntries': 'The .xlsx file has too many parts (at most {max})',
  'limits.zipTooBig': 'The .xlsx file is too big once uncompressed (at most {max} MB)',
  'limits.zipRatio': 'The .xlsx file is suspiciously compressed (a part grows more than {max} times)',
  'limits.sheetCells': 'At most {max} cells in the sheet',
  'pdf.tooManyPages': 'The PDF would have more than {max} pages; split the document',
  'pdf.oneAtATime': 'A PDF of yours is already being made; wait until it finishes and try again',
};
