import { cfdiUseProblem, CFDI_40_USE_CODES, personKindOfRfc, type ComprobanteType } from './cfdi-use.ts';
import { MESSAGES, type MessageKey } from '../framework/messages.ts';

/**
 * The SAT catalogues a customer's fiscal data is checked against (CFDI 4.0, catCFDI.xsd, kept in
 * sat/xsd/catalogos): c_RegimenFiscal with who may hold each regime, c_UsoCFDI and c_FormaPago. A receiver's
 * postal code (c_CodigoPostal) is five digits; SAT's list of them is not kept here.
 */

/** c_RegimenFiscal: code -> [persona física may hold it, persona moral may hold it]. */
export const SAT_FISCAL_REGIMES: Readonly<Record<string, readonly [boolean, boolean]>> = {
  '601': [false, true], '603': [false, true], '605': [true, false], '606': [true, false], '607': [true, false],
  '608': [true, false], '609': [false, true], '610': [true, true], '611': [true, false], '612': [true, false],
  '614': [true, false], '615': [true, false], '616': [true, false], '620': [false, true], '621': [true, false],
  '622': [false, true], '623': [false, true], '624': [false, true], '625': [true, false], '626': [true, true],
  '628': [false, true], '629': [true, false], '630': [true, false],
};
export const FISCAL_REGIME_CODES = Object.keys(SAT_FISCAL_REGIMES) as [string, ...string[]];

/** c_UsoCFDI of CFDI 4.0, with who may state each use: ./cfdi-use.ts. */
export const CFDI_USE_CODES = CFDI_40_USE_CODES;

/**
 * c_FormaPago as a payment complement may state it (FormaDePagoP): every form of SAT's catalogue but 99
 * "por definir", since money already received has a known form.
 */
export const PAYMENT_FORM_CODES = [
  '01', '02', '03', '04', '05', '06', '08', '12', '13', '14', '15', '17', '23', '24', '25', '26', '27', '28', '29', '30', '31',
] as const;

export type FiscalDataProblem = { field: 'fiscal_postal_code' | 'fiscal_regime' | 'cfdi_use'; error: string; key?: MessageKey };

const isGeneric = (rfc: string) => rfc === 'XAXX010101000' || rfc === 'XEXX010101000';

/** Whether the regime may be held by the RFC's kind (12 characters a company, 13 a person); the generic RFCs take any. */
export function regimeKindProblem(rfc: string, regime: string): 'regimeKind' | null {
  const holders = SAT_FISCAL_REGIMES[regime];
  const kind = personKindOfRfc(rfc);
  if (!holders || !kind || isGeneric(rfc)) return null;
  return holders[kind === 'company' ? 1 : 0] ? null : 'regimeKind';
}

/**
 * A receiver's fiscal data as CFDI 4.0 needs it: all three present, in SAT's catalogues, the regime one
 * that the RFC's kind may hold, and the use one that SAT's c_UsoCFDI allows for that kind, that regime
 * and the comprobante's type (an income invoice by default).
 */
export function fiscalDataProblems(rfc: string, data: { fiscal_postal_code?: string | null; fiscal_regime?: string | null; cfdi_use?: string | null }, type: ComprobanteType = 'I'): FiscalDataProblem[] {
  const problems: FiscalDataProblem[] = [];
  const quoted = (v: unknown) => JSON.stringify(v ?? null);
  if (!data.fiscal_postal_code || !/^\d{5}$/.test(data.fiscal_postal_code))
    problems.push({ field: 'fiscal_postal_code', error: `expected the fiscal postal code of 5 digits, got: ${quoted(data.fiscal_postal_code)}` });
  const holders = data.fiscal_regime ? SAT_FISCAL_REGIMES[data.fiscal_regime] : undefined;
  if (!holders) problems.push({ field: 'fiscal_regime', error: `expected a tax regime of SAT's catalogue c_RegimenFiscal, got: ${quoted(data.fiscal_regime)}` });
  else if (regimeKindProblem(rfc, data.fiscal_regime!))
    problems.push({ field: 'fiscal_regime', key: 'regimeKind', error: `expected a tax regime a ${rfc.length === 12 ? 'company' : 'person'} may hold, got: ${quoted(data.fiscal_regime)}` });
  if (!data.cfdi_use) problems.push({ field: 'cfdi_use', key: 'cfdiUseUnknown', error: `expected a CFDI use of SAT's catalogue c_UsoCFDI, got: ${quoted(data.cfdi_use)}` });
  else {
    const key = cfdiUseProblem(data.cfdi_use, { regime: holders ? data.fiscal_regime : undefined, kind: isGeneric(rfc) ? undefined : personKindOfRfc(rfc), type });
    if (key) problems.push({ field: 'cfdi_use', key, error: `expected a CFDI use SAT allows here (${MESSAGES[key]}), got: ${quoted(data.cfdi_use)} with regime ${quoted(data.fiscal_regime)} on a CFDI of type ${type}` });
  }
  return problems;
}
