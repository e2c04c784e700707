/**
 * Validates XML against SAT's published CFDI 4.0 schemas kept as data in sat/xsd (cfdv40.xsd with the
 * catalogues and data types it imports, and the Pagos 2.0 complement), with libxml2's xmllint compiled
 * to WebAssembly. The entry schema only imports SAT's, so a Complemento's content is checked strictly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { tallySchema } from './fiscal-tally.ts';

const XSD_DIR = fileURLToPath(new URL('../../sat/xsd/', import.meta.url));
const FILES = ['4/cfdv40.xsd', 'Pagos/Pagos20.xsd', 'catalogos/catCFDI.xsd', 'catalogos/Pagos/catPagos.xsd', 'tipoDatos/tdCFDI/tdCFDI.xsd'];
const preload = FILES.map((fileName) => ({ fileName, contents: readFileSync(`${XSD_DIR}${fileName}`, 'utf8') }));

const ENTRY = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sat.gob.mx/cfd/4" schemaLocation="4/cfdv40.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/Pagos20" schemaLocation="Pagos/Pagos20.xsd"/>
</xs:schema>`;

export async function satSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'cfdi.xml', contents: xml }], schema: [{ fileName: 'sat-entry.xsd', contents: ENTRY }], preload });
  return tallySchema('cfdi', result.valid ? [] : result.errors.map((e) => e.message ?? e.rawMessage));
}
