/**
 * Validates XML against SAT's published CFDI 4.0 schemas kept as data in sat/xsd (cfdv40.xsd with the
 * catalogues and data types it imports), with libxml2's xmllint compiled to WebAssembly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const XSD_DIR = fileURLToPath(new URL('../../sat/xsd/', import.meta.url));
const read = (path: string) => readFileSync(`${XSD_DIR}${path}`, 'utf8');

export async function satSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    // The entry schema imports ../catalogos and ../tipoDatos; from the root of xmllint's file system those resolve to these names.
    schema: [{ fileName: 'cfdv40.xsd', contents: read('4/cfdv40.xsd') }],
    preload: [
      { fileName: 'catalogos/catCFDI.xsd', contents: read('catalogos/catCFDI.xsd') },
      { fileName: 'tipoDatos/tdCFDI/tdCFDI.xsd', contents: read('tipoDatos/tdCFDI/tdCFDI.xsd') },
    ],
  });
  return result.valid ? [] : result.errors.map((e) => e.message ?? e.rawMessage);
}
