/**
 * The figures a fault test reports: how many trials it ran and what went wrong in
 * them: acknowledged writes lost, stamped CFDIs the product does not know, requests that stalled.
 * Each test file adds its line to .test-cache/faults-report.json; `npm test` prints the table at the
 * end, beside the security figures. Files run one at a time (fileParallelism: false), so appending
 * without a lock is safe.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FAULTS_REPORT = join(fileURLToPath(new URL('../../..', import.meta.url)), '.test-cache', 'faults-report.json');

export interface FaultFigures {
  trials: number;
  /** Writes the server acknowledged (2xx) that are not in the database afterwards. */
  lostWrites: number;
  /** CFDIs stamped at the PAC that no invoice row (nor a cancellation) accounts for. */
  orphanCfdis: number;
  /** Requests that took longer than the test's bound while a neighbour misbehaved. */
  stalls: number;
  /** Anything else worth a glance: database kind, timings. */
  detail?: string;
}

export function recordFaults(name: string, figures: FaultFigures): void {
  mkdirSync(join(FAULTS_REPORT, '..'), { recursive: true });
  let report: Record<string, FaultFigures> = {};
  try {
    report = JSON.parse(readFileSync(FAULTS_REPORT, 'utf8')) as Record<string, FaultFigures>;
  } catch {
    // First line of this run.
  }
  report[name] = figures;
  writeFileSync(FAULTS_REPORT, JSON.stringify(report, null, 2));
}
