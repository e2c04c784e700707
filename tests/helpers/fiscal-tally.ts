/**
 * A tally of the fiscal documents the suite checks: each XML put to SAT's XSDs (valid or not) and each
 * seal verified, appended as one line per check to .test-cache/fiscal-documents.ndjson. `npm test`
 * (scripts/test.ts) empties it first and prints the sums, so a run says how many CFDI and retention
 * certificates it made, how many SAT's schemas accepted and how many seals it verified.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type FiscalKind = 'cfdi' | 'retention';
export type FiscalCheck = 'schema-valid' | 'schema-invalid' | 'seal-verified' | 'seal-refused';

const CACHE = fileURLToPath(new URL('../../.test-cache/', import.meta.url));
export const FISCAL_TALLY_FILE = `${CACHE}fiscal-documents.ndjson`;

export function tallyFiscal(kind: FiscalKind, check: FiscalCheck): void {
  try {
    mkdirSync(CACHE, { recursive: true });
    appendFileSync(FISCAL_TALLY_FILE, `${JSON.stringify({ kind, check })}\n`);
  } catch {
    // The tally is a report, not a check: a read-only checkout still runs its tests.
  }
}

/** Tallies an XSD check's outcome and hands its errors back unchanged. */
export function tallySchema(kind: FiscalKind, errors: string[]): string[] {
  tallyFiscal(kind, errors.length === 0 ? 'schema-valid' : 'schema-invalid');
  return errors;
}

/** Tallies a seal's verification and hands its outcome back unchanged. */
export function tallySeal(kind: FiscalKind, holds: boolean): boolean {
  tallyFiscal(kind, holds ? 'seal-verified' : 'seal-refused');
  return holds;
}
