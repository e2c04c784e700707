/**
 * Validates a CFDI de Retenciones 2.0 with the Intereses complement against SAT's schemas kept in
 * sat/retenciones (and the CFDI catalogues of sat/xsd, under SAT's paths), with libxml2's xmllint in
 * WebAssembly. The entry imports both namespaces, so the Complemento's strict wildcard checks it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { tallySchema } from './fiscal-tally.ts';

const SAT = fileURLToPath(new URL('../../sat/', import.meta.url));
const FILES: [string, string][] = [
  ['esquemas/retencionpago/2/retencionpagov2.xsd', 'retenciones/esquemas/retencionpago/2/retencionpagov2.xsd'],
  ['esquemas/retencionpago/1/intereses/intereses.xsd', 'retenciones/esquemas/retencionpago/1/intereses/intereses.xsd'],
  ['esquemas/retencionpago/1/catalogos/catRetenciones.xsd', 'retenciones/esquemas/retencionpago/1/catalogos/catRetenciones.xsd'],
  ['sitio_internet/cfd/catalogos/catCFDI.xsd', 'xsd/catalogos/catCFDI.xsd'],
  ['sitio_internet/cfd/tipoDatos/tdCFDI/tdCFDI.xsd', 'xsd/tipoDatos/tdCFDI/tdCFDI.xsd'],
];
const preload = FILES.map(([fileName, path]) => ({ fileName, contents: readFileSync(`${SAT}${path}`, 'utf8') }));

const ENTRY = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sat.gob.mx/esquemas/retencionpago/2" schemaLocation="esquemas/retencionpago/2/retencionpagov2.xsd"/>
  <xs:import namespace="http://www.sat.gob.mx/esquemas/retencionpago/1/intereses" schemaLocation="esquemas/retencionpago/1/intereses/intereses.xsd"/>
</xs:schema>`;

export async function retentionSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'retenciones.xml', contents: xml }], schema: [{ fileName: 'retenciones-con-intereses.xsd', contents: ENTRY }], preload });
  return tallySchema('retention', result.valid ? [] : result.errors.map((e) => e.message ?? e.rawMessage));
}

/** The seal verifies: RSA-SHA256 of `cadena` with the certificate the document carries. */
export { verifySeal } from './retention-seal.ts';
