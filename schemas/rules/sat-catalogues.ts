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

/**
 * SAT's generic RFCs, público en general and extranjero. Anexo 20 fixes their receiver: regime 616 (sin
 * obligaciones fiscales), use S01 (sin efectos fiscales; a payment complement states CP01 as any does)
 * and DomicilioFiscalReceptor equal to the issuer's LugarExpedicion. This is the one place that says so.
 */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;
export const GENERIC_RECEIVER = { regime: '616', use: 'S01' } as const;
export const isGenericRfc = (rfc: string) => (GENERIC_RFCS as readonly string[]).includes(rfc.replace(/[\s-]+/g, '').toUpperCase());
const isGeneric = isGenericRfc;

/** Whether the regime may be held by the RFC's kind (12 characters a company, 13 a person); a generic RFC holds 616 only. */
export function regimeKindProblem(rfc: string, regime: string): 'regimeKind' | 'genericRegime' | null {
  if (isGeneric(rfc)) return regime === GENERIC_RECEIVER.regime ? null : 'genericRegime';
  const holders = SAT_FISCAL_REGIMES[regime];
  const kind = personKindOfRfc(rfc);
  if (!holders || !kind) return null;
  return holders[kind === 'company' ? 1 : 0] ? null : 'regimeKind';
}

/** A generic RFC's use on a CFDI of this type: S01, or CP01 on a payment complement. */
export function genericUseProblem(rfc: string, use: string, type: ComprobanteType = 'I'): 'genericUse' | null {
  if (!isGeneric(rfc) || type === 'P') return null;
  return use === GENERIC_RECEIVER.use ? null : 'genericUse';
}

/**
 * A receiver's fiscal data as CFDI 4.0 needs it: all three present, in SAT's catalogues, the regime one
 * that the RFC's kind may hold, and the use one that SAT's c_UsoCFDI allows for that kind, that regime
 * and the comprobante's type (an income invoice by default).
 */
export function fiscalDataProblems(rfc: string, data: { fiscal_postal_code?: string | null; fiscal_regime?: string | null; cfdi_use?: string | null }, type: ComprobanteType = 'I', placeOfIssue?: string): FiscalDataProblem[] {
  const problems: FiscalDataProblem[] = [];
  const quoted = (v: unknown) => JSON.stringify(v ?? null);
  if (!data.fiscal_postal_code || !/^\d{5}$/.test(data.fiscal_postal_code))
    problems.push({ field: 'fiscal_postal_code', error: `expected the fiscal postal code of 5 digits, got: ${quoted(data.fiscal_postal_code)}` });
  else if (placeOfIssue && isGeneric(rfc) && data.fiscal_postal_code !== placeOfIssue)
    problems.push({ field: 'fiscal_postal_code', key: 'genericPostalCode', error: `expected the place of issue's postal code ${placeOfIssue} for the generic RFC, got: ${quoted(data.fiscal_postal_code)}` });
  const holders = data.fiscal_regime ? SAT_FISCAL_REGIMES[data.fiscal_regime] : undefined;
  const regimeProblem = holders ? regimeKindProblem(rfc, data.fiscal_regime!) : null;
  if (!holders) problems.push({ field: 'fiscal_regime', error: `expected a tax regime of SAT's catalogue c_RegimenFiscal, got: ${quoted(data.fiscal_regime)}` });
  else if (regimeProblem)
    problems.push({ field: 'fiscal_regime', key: regimeProblem, error: `expected a tax regime ${isGeneric(rfc) ? 'the generic RFC (616)' : `a ${rfc.length === 12 ? 'company' : 'person'}`} may hold, got: ${quoted(data.fiscal_regime)}` });
  if (!data.cfdi_use) problems.push({ field: 'cfdi_use', key: 'cfdiUseUnknown', error: `expected a CFDI use of SAT's catalogue c_UsoCFDI, got: ${quoted(data.cfdi_use)}` });
  else if (genericUseProblem(rfc, data.cfdi_use, type)) problems.push({ field: 'cfdi_use', key: 'genericUse', error: `expected the generic RFC's use S01, got: ${quoted(data.cfdi_use)}` });
  else {
    const key = cfdiUseProblem(data.cfdi_use, { regime: holders ? data.fiscal_regime : undefined, kind: isGeneric(rfc) ? undefined : personKindOfRfc(rfc), type });
    if (key) problems.push({ field: 'cfdi_use', key, error: `expected a CFDI use SAT allows here (${MESSAGES[key]}), got: ${quoted(data.cfdi_use)} with regime ${quoted(data.fiscal_regime)} on a CFDI of type ${type}` });
  }
  return problems;
}
