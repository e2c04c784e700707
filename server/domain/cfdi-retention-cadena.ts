/**
 * The cadena original of a CFDI de Retenciones 2.0: what its Sello signs. SAT defines it by
 * retenciones.xslt (esquemas/retencionpago/2) and, for the Intereses complement, intereses.xslt
 * (esquemas/retencionpago/1/intereses); the rules below transcribe them, in the same grammar as the
 * CFDI 4.0 rules (./cfdi-cadena.ts): `||2.0|NoCertificado|FolioInt|FechaExp|...|Perdida||`.
 */
import { parseXmlTree, walk, type Step } from './cfdi-cadena.ts';

const RULES: Record<string, Step[]> = {
  Retenciones: [
    '@Version', '@NoCertificado', '@FolioInt?', '@FechaExp', '@LugarExpRetenc', '@CveRetenc', '@DescRetenc?',
    'CfdiRetenRelacionados', 'Emisor', 'Receptor', 'Periodo', 'Totales', 'Complemento/*',
  ],
  CfdiRetenRelacionados: ['@TipoRelacion', '@UUID'],
  Emisor: ['@RfcE', '@NomDenRazSocE', '@RegimenFiscalE'],
  Receptor: ['@NacionalidadR', 'Nacional', 'Extranjero'],
  Nacional: ['@RfcR', '@NomDenRazSocR', '@CurpR?', '@DomicilioFiscalR'],
  Extranjero: ['@NumRegIdTribR?', '@NomDenRazSocR'],
  Periodo: ['@MesIni', '@MesFin', '@Ejercicio'],
  Totales: ['@MontoTotOperacion', '@MontoTotGrav', '@MontoTotExent', '@MontoTotRet', '@UtilidadBimestral?', '@ISRCorrespondiente?', 'ImpRetenidos'],
  ImpRetenidos: ['@BaseRet?', '@ImpuestoRet?', '@MontoRet', '@TipoPagoRet'],
  // intereses.xslt
  Intereses: ['@Version', '@SistFinanciero', '@RetiroAORESRetInt', '@OperFinancDerivad', '@MontIntNominal', '@MontIntReal', '@Perdida'],
};

export function retentionCadena(xml: string): string {
  const root = parseXmlTree(xml);
  if (root.name !== 'Retenciones') throw new Error(`expected a retenciones:Retenciones, got: ${root.name}`);
  const out: string[] = [];
  walk(root, 'Retenciones', out, RULES);
  return `||${out.join('|')}||`;
}
