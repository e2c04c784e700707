/**
 * The suite's figures (routes x identities x spellings tried, violations found), printed and kept in
 * .test-cache/security-report.json, which `npm test` prints in its summary.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR } from '../../helpers/test-database.ts';

export const REPORT_FILE = join(CACHE_DIR, 'security-report.json');

export interface SuiteFigures {
  [probe: string]: { tried: number; violations: number; detail?: string };
}

export function recordFigures(name: string, figures: { tried: number; violations: number; detail?: string }): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  let all: SuiteFigures = {};
  try {
    all = JSON.parse(readFileSync(REPORT_FILE, 'utf8')) as SuiteFigures;
  } catch {
    all = {};
  }
  all[name] = figures;
  writeFileSync(REPORT_FILE, JSON.stringify(all, null, 2));
  console.log(`[security] ${name}: ${figures.tried} tried, ${figures.violations} violations${figures.detail ? ` (${figures.detail})` : ''}`);
}
