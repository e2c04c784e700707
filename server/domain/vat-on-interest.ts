/**
 * IVA on a loan's interest (LIVA; docs/decisions/115). Pure: the caller passes the firm's kind, the
 * customer's RFC and regime, and the INPC figures.
 *
 *   exempt    LIVA art. 15-X-b: interest an institution of the financial system (a SOFOM, E.N.R. that
 *             meets LISR art. 7's test counts) receives on credit to a business (a persona moral, or a
 *             persona física with business activity, independent services or leasing) is exempt
 *   real      LIVA art. 18-A: on credit to an individual without such activity, IVA is levied on the
 *             real interest: the nominal interest less the inflation adjustment, never below 0
 *   nominal   16 % on the nominal interest: a lender outside the financial system
 */
import Decimal from 'decimal.js';
import { formatMoney, roundMoney, toDecimal, type DecimalInput } from './money.ts';

import type { VatTreatment } from '../../schemas/rules/vat-treatments.ts';

export type { VatTreatment };

/** The firm as a lender: part of the financial system for LIVA 15-X-b and 18-A, or not. */
export type FirmKind = 'sofom_enr' | 'other';

/**
 * c_RegimenFiscal of personas físicas that carry on business activity, render independent services or
 * lease property (LIVA 15-X-b names those three): 606 leasing, 612 business and professional
 * activity, 621 incorporación fiscal, 625 digital platforms, 626 RESICO. Others (605 wages, 607,
 * 608, 611, 614, 615, 616 without obligations) are individuals without such activity.
 */
export const BUSINESS_REGIMES_OF_PERSONS: readonly string[] = ['606', '612', '621', '625', '626'];

/** A 12-character RFC is a persona moral's; 13, a persona física's (generic RFCs included). */
const isCompany = (rfc: string) => rfc.replace(/[\s-]+/g, '').length === 12;

/** The treatment a new loan takes unless someone chooses another. */
export function defaultVatTreatment(firm: FirmKind, customer: { rfc: string; fiscal_regime: string | null }): VatTreatment {
  if (firm !== 'sofom_enr') return 'nominal';
  if (isCompany(customer.rfc)) return 'exempt';
  return customer.fiscal_regime !== null && BUSINESS_REGIMES_OF_PERSONS.includes(customer.fiscal_regime) ? 'exempt' : 'real';
}

/** LIVA 18-A's adjustment: principal x (INPC of the month / INPC of the earlier month - 1), rounded once. */
export function inflationAdjustment(principal: DecimalInput, inpcOfMonth: DecimalInput, inpcOfEarlierMonth: DecimalInput): Decimal {
  const earlier = toDecimal(inpcOfEarlierMonth, 'an INPC');
  if (!earlier.greaterThan(0)) throw new Error(`expected an INPC above 0, got: ${String(inpcOfEarlierMonth)}`);
  return roundMoney(toDecimal(principal, 'a principal').times(toDecimal(inpcOfMonth, 'an INPC').dividedBy(earlier).minus(1)));
}

export interface InterestVat {
  treatment: VatTreatment;
  /** The interest the CFDI bills (its concept's amount). */
  interest: string;
  /** The base IVA is computed on: the nominal interest, the real interest, or none when exempt. */
  base: string;
  /** 16 % of the base, rounded once; 0.00 when exempt. */
  vat: string;
  /** 18-A's inflation adjustment taken off the interest (real only). */
  adjustment?: string;
}

export const VAT_RATE_ON_INTEREST = '0.16';

export function interestVat(treatment: VatTreatment, interest: DecimalInput, inflation?: { principal: DecimalInput; inpcOfMonth: DecimalInput; inpcOfEarlierMonth: DecimalInput }): InterestVat {
  const nominal = roundMoney(toDecimal(interest, 'an interest'));
  if (treatment === 'exempt') return { treatment, interest: formatMoney(nominal), base: '0.00', vat: '0.00' };
  if (treatment === 'nominal') return { treatment, interest: formatMoney(nominal), base: formatMoney(nominal), vat: formatMoney(roundMoney(nominal.times(VAT_RATE_ON_INTEREST))) };
  if (!inflation) throw new Error('expected the principal and the INPC of the month and of the month before for IVA on real interest (LIVA 18-A), got: none');
  const adjustment = inflationAdjustment(inflation.principal, inflation.inpcOfMonth, inflation.inpcOfEarlierMonth);
  const real = Decimal.max(nominal.minus(adjustment), 0);
  return { treatment, interest: formatMoney(nominal), base: formatMoney(real), vat: formatMoney(roundMoney(real.times(VAT_RATE_ON_INTEREST))), adjustment: formatMoney(adjustment) };
}
