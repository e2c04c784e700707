/**
 * Whether the firm's CSD may seal now (docs/decisions/111): SAT refuses a CFDI sealed with a
 * certificate outside its validity, so Caudal refuses first; SAT's bundled test CSD (demo mode) only
 * warns, since a demo has nothing else to seal with and its CFDIs have no fiscal value anyway. Pure:
 * the caller gives the clock.
 */
import { todayInMexicoCity } from './calendar.ts';
import { DomainRuleError } from './domain-error.ts';

/** How close to its end a CSD starts to warn Admin: renewing one at SAT takes days. */
export const CSD_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export type CsdState = 'valid' | 'expiring' | 'expired' | 'not_yet_valid';

export interface CsdValidity {
  state: CsdState;
  /** Whole days until it ends (negative once ended). */
  daysLeft: number;
  validFrom: Date;
  validTo: Date;
  /** SAT's bundled test CSD in use: sealing past its end is a warning, not a refusal. */
  demo: boolean;
}

export function csdValidity(csd: { validFrom: Date; validTo: Date; demo: boolean }, now: Date): CsdValidity {
  const daysLeft = Math.floor((csd.validTo.getTime() - now.getTime()) / DAY_MS);
  const state: CsdState = now < csd.validFrom ? 'not_yet_valid' : now > csd.validTo ? 'expired' : daysLeft < CSD_WARNING_DAYS ? 'expiring' : 'valid';
  return { state, daysLeft, validFrom: csd.validFrom, validTo: csd.validTo, demo: csd.demo };
}

/** Throws (rules.csd_unusable) when the CSD may not seal at `now`; a demo CSD always may. */
export function assertCsdSeals(csd: { validFrom: Date; validTo: Date; demo: boolean; certificate: { number: string } }, now: Date): void {
  const validity = csdValidity(csd, now);
  if (validity.demo || (validity.state !== 'expired' && validity.state !== 'not_yet_valid')) return;
  // The days Mexico City's clock showed (a certificate ending 05:59 UTC on the 17th ends on the 16th there).
  const [from, to] = [todayInMexicoCity(csd.validFrom), todayInMexicoCity(csd.validTo)];
  throw new DomainRuleError('csd', 'csd_unusable', `expected a CSD valid at ${now.toISOString()} to seal with, got certificate ${csd.certificate.number} valid from ${from} to ${to}`, { number: csd.certificate.number, from, to });
}
