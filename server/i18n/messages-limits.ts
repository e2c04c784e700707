/**
 * What the server answers when an input is bigger or costlier than it accepts (no single
 * request stalls the server). Spread into messages.ts, the one catalogue.
 */
import { defineTexts } from '../../src/i18n/texts.ts';

export const limitsMessages = defineTexts({
  'limits.xmlTooBig': {
    es: 'El XML tiene demasiados elementos o valores demasiado largos (máximo {max} elementos)',
    en: 'The XML has too many elements or values too long (at most {max} elements)',
  },
  'limits.xmlTooDeep': { es: 'El XML anida demasiados niveles (máximo {max})', en: 'The XML nests too many levels (at most {max})' },
  'limits.xmlTooManyAttributes': {
    es: 'Un elemento del XML tiene demasiados atributos (máximo {max})',
    en: 'An element of the XML has too many attributes (at most {max})',
  },
  'limits.tooSlow': { es: 'El archivo tardó demasiado en revisarse; no se guardó nada', en: 'The file took too long to check; nothing was stored' },
  'limits.zipEntries': { es: 'El archivo .xlsx tiene demasiadas partes (máximo {max})', en: 'The .xlsx file has too many parts (at most {max})' },
  'limits.zipTooBig': {
    es: 'El archivo .xlsx ocupa demasiado al descomprimirse (máximo {max} MB)',
    en: 'The .xlsx file is too big once uncompressed (at most {max} MB)',
  },
  'limits.zipRatio': {
    es: 'El archivo .xlsx está comprimido de forma sospechosa (una parte crece más de {max} veces)',
    en: 'The .xlsx file is suspiciously compressed (a part grows more than {max} times)',
  },
  'limits.sheetCells': { es: 'Como máximo {max} celdas en la hoja', en: 'At most {max} cells in the sheet' },
  'files.tooManyUploads': {
    es: 'Demasiados archivos subidos en poco tiempo; espera {seconds} segundos',
    en: 'Too many files uploaded in a short time; wait {seconds} seconds',
  },
  'files.quotaReached': {
    es: 'Subiste {max} MB en las últimas 24 horas; el archivo no se guardó',
    en: 'You uploaded {max} MB in the last 24 hours; the file was not stored',
  },
  'pdf.tooManyPages': {
    es: 'El PDF tendría más de {max} páginas; divide el documento',
    en: 'The PDF would have more than {max} pages; split the document',
  },
  'pdf.oneAtATime': {
    es: 'Ya se está generando un PDF tuyo; espera a que termine e intenta de nuevo',
    en: 'A PDF of yours is already being made; wait until it finishes and try again',
  },
});
