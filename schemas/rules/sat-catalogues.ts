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

/** c_UsoCFDI. */
export const CFDI_USE_CODES = [
  'G01', 'G02', 'G03', 'I01', 'I02', 'I03', 'I04', 'I05', 'I06', 'I07', 'I08',
  'D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'P01', 'S01', 'CP01', 'CN01',
] as const;

/**
 * c_FormaPago as a payment complement may state it (FormaDePagoP): every form of SAT's catalogue but 99
 * "por definir", since money already received has a known form.
 */
export const PAYMENT_FORM_CODES = [
  '01', '02', '03', '04', '05', '06', '08', '12', '13', '14', '15', '17', '23', '24', '25', '26', '27', '28', '29', '30', '31',
] as const;

export type FiscalDataProblem = { field: 'fiscal_postal_code' | 'fiscal_regime' | 'cfdi_use'; error: string };

/**
 * A receiver's fiscal data as CFDI 4.0 needs it: all three present, in SAT's catalogues, and the
 * regime one that the RFC's kind (12 characters a company, 13 a person) may hold.
 */
export function fiscalDataProblems(rfc: string, data: { fiscal_postal_code?: string | null; fiscal_regime?: string | null; cfdi_use?: string | null }): FiscalDataProblem[] {
  const problems: FiscalDataProblem[] = [];
  const quoted = (v: unknown) => JSON.stringify(v ?? null);
  if (!data.fiscal_postal_code || !/^\d{5}$/.test(data.fiscal_postal_code))
    problems.push({ field: 'fiscal_postal_code', error: `expected the fiscal postal code of 5 digits, got: ${quoted(data.fiscal_postal_code)}` });
  const holders = data.fiscal_regime ? SAT_FISCAL_REGIMES[data.fiscal_regime] : undefined;
  if (!holders) problems.push({ field: 'fiscal_regime', error: `expected a tax regime of SAT's catalogue c_RegimenFiscal, got: ${quoted(data.fiscal_regime)}` });
  else if (rfc !== 'XAXX010101000' && rfc !== 'XEXX010101000' && !holders[rfc.length === 12 ? 1 : 0])
    problems.push({ field: 'fiscal_regime', error: `expected a tax regime a ${rfc.length === 12 ? 'company' : 'person'} may hold, got: ${quoted(data.fiscal_regime)}` });
  if (!data.cfdi_use || !(CFDI_USE_CODES as readonly string[]).includes(data.cfdi_use))
    problems.push({ field: 'cfdi_use', error: `expected a CFDI use of SAT's catalogue c_UsoCFDI, got: ${quoted(data.cfdi_use)}` });
  return problems;
}
