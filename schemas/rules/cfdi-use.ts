/**
 * SAT's c_UsoCFDI for CFDI 4.0 (catCFDI_V_4, sheet c_UsoCFDI, in force since 2022-01-01): who may state
 * each use (persona física, persona moral) and with which receiver's tax regime (column "Régimen Fiscal
 * Receptor"); and, from Anexo 20's filling guide, which uses a type of comprobante takes: a payment
 * (P) only CP01, a payroll receipt (N) only CN01, a transfer (T) only S01, and CP01 / CN01 nothing else.
 * SAT's shared XSD still lists P01 ("por definir") for CFDI 3.3; CFDI 4.0 dropped it. Pure data and one
 * function, shared by the customer form, the API and the CFDI builder.
 */

/** The regimes SAT lists for the uses of goods, expenses and investments (G01-G03, I01-I08). */
const BUSINESS_REGIMES = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] as const;
/** Personal deductions (D01-D10): individuals only. */
const PERSONAL_DEDUCTION_REGIMES = ['605', '606', '608', '611', '612', '614', '607', '615', '625'] as const;
/** "Sin efectos fiscales" and "Pagos": every regime but those that receive no CFDI (609, 628, 629, 630). */
const ANY_RECEIVER_REGIMES = ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'] as const;

export interface CfdiUseApplicability {
  person: boolean;
  company: boolean;
  regimes: readonly string[];
}

const business: CfdiUseApplicability = { person: true, company: true, regimes: BUSINESS_REGIMES };
const personal: CfdiUseApplicability = { person: true, company: false, regimes: PERSONAL_DEDUCTION_REGIMES };

export const CFDI_USES: Readonly<Record<string, CfdiUseApplicability>> = {
  G01: business, G02: business, G03: business,
  I01: business, I02: business, I03: business, I04: business, I05: business, I06: business, I07: business, I08: business,
  D01: personal, D02: personal, D03: personal, D04: personal, D05: personal, D06: personal, D07: personal, D08: personal, D09: personal, D10: personal,
  S01: { person: true, company: true, regimes: ANY_RECEIVER_REGIMES },
  CP01: { person: true, company: true, regimes: ANY_RECEIVER_REGIMES },
  CN01: { person: true, company: false, regimes: ['605'] },
};

/** The uses of CFDI 4.0, in the catalogue's order. */
export const CFDI_40_USE_CODES = Object.keys(CFDI_USES) as [string, ...string[]];

/** Uses SAT's XSD still enumerates that CFDI 4.0 no longer takes. */
export const RETIRED_CFDI_USES: ReadonlySet<string> = new Set(['P01']);

export type ComprobanteType = 'I' | 'E' | 'T' | 'N' | 'P';
export type PersonKind = 'person' | 'company';

/** The one use a comprobante of these types may state; the others (I, E) take any but these. */
const ONLY_USE: Partial<Record<ComprobanteType, string>> = { P: 'CP01', N: 'CN01', T: 'S01' };
const RESERVED_USES: ReadonlySet<string> = new Set(['CP01', 'CN01']);

/** Why a use cannot be stated: keys of schemas/framework/messages.ts, translated in es and en. */
export type CfdiUseProblem = 'cfdiUseUnknown' | 'cfdiUseRetired' | 'cfdiUseKind' | 'cfdiUseRegime' | 'cfdiUseType';

/** A receiver's kind from its RFC: 12 characters a company, 13 a person (the generic RFCs included). */
export function personKindOfRfc(rfc: string): PersonKind | undefined {
  const compact = rfc.replace(/[\s_-]+/g, '');
  return compact.length === 12 ? 'company' : compact.length === 13 ? 'person' : undefined;
}

/**
 * Whether `use` applies, in SAT's order of checks: a use of the catalogue, then the type of comprobante,
 * the receiver's kind and its regime. A kind or regime not known yet is not held against the use.
 */
export function cfdiUseProblem(use: string, receiver: { regime?: string | null; kind?: PersonKind; type: ComprobanteType }): CfdiUseProblem | null {
  if (RETIRED_CFDI_USES.has(use)) return 'cfdiUseRetired';
  const applies = CFDI_USES[use];
  if (!applies) return 'cfdiUseUnknown';
  const only = ONLY_USE[receiver.type];
  if (only ? use !== only : RESERVED_USES.has(use)) return 'cfdiUseType';
  if (receiver.kind && !applies[receiver.kind]) return 'cfdiUseKind';
  if (receiver.regime && !applies.regimes.includes(receiver.regime)) return 'cfdiUseRegime';
  return null;
}
